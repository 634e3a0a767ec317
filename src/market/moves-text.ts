import { and, desc, eq } from "drizzle-orm";
import type { DbTx } from "../db/index.ts";
import { marketBars, marketWatches } from "../db/schema/market.ts";
import { alerts, analyses } from "../db/schema/posts.ts";
import { formatMinutes } from "../time.ts";
import { GRANULARITY_MS, type Granularity } from "./market-data.ts";
import { LOOKBACK_MS, movePct } from "./reaction.ts";
import { instrumentSymbol } from "./symbols.ts";
import { type ReactionView, reactionsOf, watchBars } from "./view.ts";

const EARLY = ["15m", "5m", "1m"] as const;

/** A percent as Telegram messages write it: "−1.5%", "+0.3%", "0.0%" (never "−0.0%"). */
const pct = (p: number) => {
  const r = Math.round(p * 10) / 10;
  return `${r > 0 ? "+" : r < 0 ? "−" : ""}${Math.abs(r).toFixed(1)}%`;
};

/**
 * The moves up to 15 minutes after the post, in one line: SPY first, then the analysis's
 * instruments (QQQ and the index futures are left out to keep it short), each at 15 minutes
 * or, before that is known, at the latest earlier horizon: "SPY −1.5% · EWJ −2.5% (15 min)".
 * Null when no move is known (no market data, or a closed market): nothing is made up.
 */
export function earlyMoves(reactions: ReactionView[], instruments: string[]) {
  const chosen: { symbol: string; pct: number; minutes: number }[] = [];
  for (const symbol of ["SPY", ...instruments.filter((s) => s !== "SPY")]) {
    const r = EARLY.map((h) => reactions.find((x) => x.symbol === symbol && x.horizon === h && x.pct !== null)).find(Boolean);
    if (r) chosen.push({ symbol, pct: r.pct!, minutes: r.horizonMinutes });
  }
  if (chosen.length === 0) return null;
  const minutes = Math.max(...chosen.map((c) => c.minutes));
  return `${chosen.map((c) => `${c.symbol} ${pct(c.pct)}`).join(" · ")} (${minutes} min)`;
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
  return earlyMoves(
    reactionsOf(db, [alertId], false).get(alertId) ?? [],
    a.instruments.map((i) => i.symbol),
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
  for (const symbol of new Set(["SPY", ...a.instruments.map((i) => instrumentSymbol(i.symbol))])) {
    const w = watches.find((x) => x.symbol === symbol && x.providerSymbol && x.status !== "skipped");
    const from = w && priceAt(db, w, a.sentAt, LOOKBACK_MS);
    const to = w && priceAt(db, w, now, now - a.sentAt);
    if (!w || !from || !to || to.end <= a.sentAt) continue;
    chosen.push(`${symbol} ${pct(movePct(from.close, to.close, w.invert))}`);
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
