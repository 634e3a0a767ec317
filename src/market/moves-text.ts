import { eq } from "drizzle-orm";
import type { DbTx } from "../db/index.ts";
import { alerts, analyses } from "../db/schema/posts.ts";
import { formatMinutes } from "../time.ts";
import { type ReactionView, reactionsOf } from "./view.ts";

const EARLY = ["15m", "5m", "1m"] as const;

/** A percent as Telegram messages write it: "−1.5%", "+0.3%". */
const pct = (p: number) => `${p > 0 ? "+" : p < 0 ? "−" : ""}${Math.abs(p).toFixed(1)}%`;

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
    reactionsOf(db, [alertId]).get(alertId) ?? [],
    a.instruments.map((i) => i.symbol),
  );
}

/** The free alert's line: what premium was worth, from the moves since premium got it. */
export const freeSinceLine = (moves: string, delayMinutes: number) => `Premium subscribers got this ${formatMinutes(delayMinutes)} ago. Since then: ${moves}`;

/** The premium follow-up at +15 minutes. */
export const premiumSinceLine = (moves: string) => `Since the post: ${moves}`;
