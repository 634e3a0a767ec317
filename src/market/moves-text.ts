import { and, desc, eq } from "drizzle-orm";
import type { DbTx } from "../db/index.ts";
import { marketBars, marketWatches } from "../db/schema/market.ts";
import { alerts, analyses } from "../db/schema/posts.ts";
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
export function alertMoves(db: DbTx, alertId: number) {
  const a = db
    .select({ instruments: analyses.instruments })
    .from(alerts)
    .innerJoin(analyses, eq(analyses.postId, alerts.postId))
    .where(eq(alerts.id, alertId))
    .get();
  if (!a) return null;
  const reactions = reactionsOf(db, [alertId], false).get(alertId) ?? [];
  // Still watched and no early move yet: its bars have not come (a late feed), not "none".
  const waiting = db
    .select({ symbol: marketWatches.symbol })
    .from(marketWatches)
    .where(and(eq(marketWatches.alertId, alertId), eq(marketWatches.status, "watching")))
    .all()
    .map((w) => w.symbol);
  return earlyMoves(
    reactions,
    a.instruments.map((i) => instrumentSymbol(i.symbol)),
    new Set(waiting),
  );
}

type Watch = typeof marketWatches.$inferSelect;

/** The price at `at`: the close of the last stored bar that ends at or before it, and no older than `within`. */
function priceAt(db: DbTx, w: Watch, at: number, within: number) {
  const step = GRANULARITY_MS[w.granularity as Granularity];
  const bar = db
    .select({ t: marketBars.t, close: marketBars.close })
    .from(marketBars)
    .where(and(watchBars(w, at - within - step, at - step)))
    .orderBy(desc(marketBars.t))
    .limit(1)
    .get();
  return bar && bar.close > 0 ? { close: bar.close, end: bar.t + step } : null;
}

/**
 * What the market did since Premium was sent the alert (the alert's time: premium deliveries
 * are due then), not since the post, so a post seen late does not inflate what Premium was
 * worth. SPY first, then the instruments, each from its price when the alert went out to the
 * last bar stored since: "SPY −0.4% · EWJ −1.2% (14 min)". Null when no bar has ended since
 * (nothing made up).
 */
export function movesSincePremium(db: DbTx, alertId: number, now: number) {
  const a = db
    .select({ sentAt: alerts.createdAt, instruments: analyses.instruments })
    .from(alerts)
    .innerJoin(analyses, eq(analyses.postId, alerts.postId))
    .where(eq(alerts.id, alertId))
    .get();
  if (!a || now <= a.sentAt) return null;
  const watches = db.select().from(marketWatches).where(eq(marketWatches.alertId, alertId)).all();
  const chosen: string[] = [];
  let through = 0;
  let market: { pct: number; end: number } | null = null;
  for (const symbol of new Set(["SPY", ...a.instruments.map((i) => instrumentSymbol(i.symbol))])) {
    const w = watches.find((x) => x.symbol === symbol && x.providerSymbol && x.status !== "skipped");
    const from = w && priceAt(db, w, a.sentAt, LOOKBACK_MS);
    const to = w && priceAt(db, w, now, now - a.sentAt);
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
