import { and, desc, eq } from "drizzle-orm";
import type { Store, StoreTables } from "../db/store.ts";
import { formatMinutes } from "../time.ts";
import { GRANULARITY_MS, type Granularity } from "./market-data.ts";
import { LOOKBACK_MS, movePct } from "./reaction.ts";
import { instrumentSymbol } from "./symbols.ts";
import { NO_DATA_YET } from "./reaction-cells.ts";
import { type ReactionView, reactionsOf, watchBars } from "./view.ts";

const EARLY = ["15m", "5m", "1m"] as const;

/** A percent as Telegram messages write it: "−1.5%", "+0.3%", "0.0%" (never "−0.0%"). */
const pct = (p: number) => {
  const r = Math.round(p * 10) / 10;
  return `${r > 0 ? "+" : r < 0 ? "−" : ""}${Math.abs(r).toFixed(1)}%`;
};

/**
 * One instrument's move, its move beyond the market beside it when known, and its move in the 15
 * minutes before the post when that was not nil (a leak, or a move under way):
 * "EWJ −2.5% (−1.5% vs market, −0.3% before the post)"; SPY's alone.
 */
export function moveText(symbol: string, move: number, abnormal: number | null, before: number | null = null) {
  const beside = [
    abnormal === null ? null : `${pct(abnormal)} vs market`,
    before === null || Math.round(before * 10) === 0 ? null : `${pct(before)} before the post`,
  ].filter(Boolean);
  return `${symbol} ${pct(move)}${beside.length ? ` (${beside.join(", ")})` : ""}`;
}

/**
 * The moves up to 15 minutes after the post, in one line: SPY first, then the analysis's
 * instruments (QQQ and the index futures are left out to keep it short), each at 15 minutes
 * or, before that is known, at the latest earlier horizon, with its move beyond the market:
 * "SPY −1.5% · EWJ −2.5% (−1.0% vs market) (15 min)". A symbol in `waiting` (its bars not read
 * that far yet) says "no data yet". Null when no move is known (no market data, or a closed
 * market): nothing is made up.
 */
export function earlyMoves(reactions: ReactionView[], instruments: string[], waiting: ReadonlySet<string> = new Set()) {
  const chosen: { text: string; minutes: number | null }[] = [];
  for (const symbol of ["SPY", ...instruments.filter((s) => s !== "SPY")]) {
    const r = EARLY.map((h) => reactions.find((x) => x.symbol === symbol && x.horizon === h && x.pct !== null)).find(Boolean);
    if (r) chosen.push({ text: moveText(symbol, r.pct!, r.abnormalPct, r.prePct), minutes: r.horizonMinutes });
    // Waiting and no early horizon decided at all: not yet read that far (a closed market says nothing).
    else if (waiting.has(symbol) && !reactions.some((x) => x.symbol === symbol && (EARLY as readonly string[]).includes(x.horizon)))
      chosen.push({ text: `${symbol} ${NO_DATA_YET}`, minutes: null });
  }
  const minutes = Math.max(...chosen.map((c) => c.minutes ?? 0));
  if (minutes === 0) return null;
  return `${chosen.map((c) => c.text).join(" · ")} (${minutes} min)`;
}

/** One alert's early moves (earlyMoves), read from the stored reactions; null when none is known. */
export async function alertMoves(store: Store, alertId: number): Promise<string | null> {
  const { db, tables } = store;
  const { alerts, analyses, marketWatches } = tables;
  const [a] = await db
    .select({ instruments: analyses.instruments })
    .from(alerts)
    .innerJoin(analyses, eq(analyses.postId, alerts.postId))
    .where(eq(alerts.id, alertId))
    .limit(1);
  if (!a) return null;
  const reactions = (await reactionsOf(store, [alertId], false)).get(alertId) ?? [];
  // Still watched and no early move yet: its bars have not come (a late feed), not "none".
  const waiting = (
    await db
      .select({ symbol: marketWatches.symbol })
      .from(marketWatches)
      .where(and(eq(marketWatches.alertId, alertId), eq(marketWatches.status, "watching")))
  ).map((w) => w.symbol);
  return earlyMoves(
    reactions,
    a.instruments.map((i) => instrumentSymbol(i.symbol)),
    new Set(waiting),
  );
}

type Watch = StoreTables["marketWatches"]["$inferSelect"];

/** The price at `at`: the close of the last stored bar that ends at or before it, and no older than `within`. */
async function priceAt({ db, tables }: Store, w: Watch, at: number, within: number) {
  const step = GRANULARITY_MS[w.granularity as Granularity];
  const { marketBars } = tables;
  const [bar] = await db
    .select({ t: marketBars.t, close: marketBars.close })
    .from(marketBars)
    .where(watchBars(marketBars, w, at - within - step, at - step))
    .orderBy(desc(marketBars.t))
    .limit(1);
  return bar && bar.close > 0 ? { close: bar.close, end: bar.t + step } : null;
}

/**
 * What the market did since Premium was sent the alert (the alert's time: premium deliveries
 * are due then), not since the post, so a post seen late does not inflate what Premium was
 * worth. SPY first, then the instruments, each from its price when the alert went out to the
 * last bar stored since: "SPY −0.4% · EWJ −1.2% (14 min)". Null when no bar has ended since
 * (nothing made up).
 */
export async function movesSincePremium(store: Store, alertId: number, now: number) {
  const { db, tables } = store;
  const { alerts, analyses, marketWatches } = tables;
  const [a] = await db
    .select({ sentAt: alerts.createdAt, instruments: analyses.instruments })
    .from(alerts)
    .innerJoin(analyses, eq(analyses.postId, alerts.postId))
    .where(eq(alerts.id, alertId))
    .limit(1);
  if (!a || now <= a.sentAt) return null;
  const watches = await db.select().from(marketWatches).where(eq(marketWatches.alertId, alertId));
  const chosen: string[] = [];
  let through = 0;
  let market: { pct: number; end: number } | null = null;
  for (const symbol of new Set(["SPY", ...a.instruments.map((i) => instrumentSymbol(i.symbol))])) {
    const w = watches.find((x) => x.symbol === symbol && x.providerSymbol && x.status !== "skipped");
    const from = w && (await priceAt(store, w, a.sentAt, LOOKBACK_MS));
    const to = w && (await priceAt(store, w, now, now - a.sentAt));
    if (!w || !from || !to || to.end <= a.sentAt) continue;
    const moved = movePct(from.close, to.close, w.invert);
    if (symbol === "SPY") market = { pct: moved, end: to.end };
    // Beyond the market over the very same span: SPY's move since, times the instrument's β (1 when unknown).
    const same = symbol !== "SPY" && market?.end === to.end;
    chosen.push(moveText(symbol, moved, same ? moved - (w.beta ?? 1) * market!.pct : null));
    through = Math.max(through, to.end);
  }
  if (chosen.length === 0) return null;
  const minutes = Math.max(1, Math.round((through - a.sentAt) / 60_000));
  return `${chosen.join(" · ")} (${minutes} min)`;
}

/** The free alert's line, from movesSincePremium: "Premium had this 15 minutes earlier; since then: …". */
export const freeSinceLine = (moves: string, delayMinutes: number) => `Premium had this ${formatMinutes(delayMinutes)} earlier; since then: ${moves}`;

/** The premium follow-up at +15 minutes. */
export const premiumSinceLine = (moves: string) => `Since the post: ${moves}`;
