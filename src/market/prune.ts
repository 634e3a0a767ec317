import { eq, min, sql } from "drizzle-orm";
import type { Store } from "../db/store.ts";
import { type RawSql, rawRun } from "./on-store.ts";
import { CHART_AFTER_MS, CHART_BEFORE_MS, LOOKBACK_MS } from "./reaction.ts";
import { nextTurn } from "../next-turn.ts";

const DAY = 86_400_000;
/** Recent bars stay a day whatever they serve: a new alert's first read may start there. */
const KEEP_RECENT_MS = DAY;
const CHUNK = 2000;

/**
 * market_bars grows by a row per symbol and minute for as long as Squawk runs; only two uses
 * read it back: an alert's chart (10 minutes before to 60 after its post, per watched symbol)
 * and a watch still open, which may need its base up to 4 days before its post. Every other
 * bar older than a day is deleted. Moves themselves live in market_reactions (with their
 * from/to prices), which, like market_watches, grows with alerts only and is the track record.
 * The track record's baseline (ordinary moments, record-stats.ts) needs some bars away from posts:
 * of each symbol some alert named first, the bars on a 15-minute grid (those ending at :00, :15,
 * :30, :45) are kept, four an hour of what the job read anyway.
 * Deleted in chunks, so a large first prune never holds the event loop.
 */
export function createBarPruner(deps: { store: Store; now?: () => number }) {
  const { store } = deps;
  const { marketWatches, marketBars } = store.tables;
  const now = deps.now ?? Date.now;
  const oldestOpen = async () =>
    (
      await store.db
        .select({ at: min(marketWatches.postedAt) })
        .from(marketWatches)
        .where(eq(marketWatches.status, "watching"))
    )[0]?.at ?? null;

  /**
   * One chunk of bars nothing needs, deleted. The same statement in each dialect but for: the
   * row's handle (SQLite's rowid; PostgreSQL has none, so the primary key), time arithmetic
   * (integer ms on SQLite; a timestamptz and intervals on PostgreSQL), and the minute of a bar
   * (integer division; the epoch's minutes). The cutoff is passed as the column encodes it.
   */
  const chunk = (cutoff: number): RawSql => {
    const before = sql.param(cutoff, marketBars.t);
    return {
      sqlite: sql`DELETE FROM market_bars WHERE rowid IN (
       SELECT b.rowid FROM market_bars b WHERE b.t < ${before} AND NOT EXISTS (
         SELECT 1 FROM market_watches w
         WHERE w.provider_symbol = b.symbol AND w.provider = b.provider AND w.granularity = b.granularity
           AND w.posted_at BETWEEN b.t - ${sql.raw(String(CHART_AFTER_MS))} AND b.t + ${sql.raw(String(CHART_BEFORE_MS))})
       AND NOT (b.granularity = '1m' AND (b.t / 60000) % 15 = 14 AND EXISTS (
         SELECT 1 FROM market_watches w JOIN market_calls c ON c.alert_id = w.alert_id AND c.primary_symbol = w.symbol
         WHERE w.provider_symbol = b.symbol AND w.provider = b.provider))
       LIMIT ${sql.raw(String(CHUNK))})`,
      pg: sql`DELETE FROM market_bars WHERE (provider, symbol, granularity, t) IN (
       SELECT b.provider, b.symbol, b.granularity, b.t FROM market_bars b WHERE b.t < ${before} AND NOT EXISTS (
         SELECT 1 FROM market_watches w
         WHERE w.provider_symbol = b.symbol AND w.provider = b.provider AND w.granularity = b.granularity
           AND w.posted_at BETWEEN b.t - interval '${sql.raw(String(CHART_AFTER_MS))} milliseconds' AND b.t + interval '${sql.raw(String(CHART_BEFORE_MS))} milliseconds')
       AND NOT (b.granularity = '1m' AND mod(floor(extract(epoch from b.t) / 60)::bigint, 15) = 14 AND EXISTS (
         SELECT 1 FROM market_watches w JOIN market_calls c ON c.alert_id = w.alert_id AND c.primary_symbol = w.symbol
         WHERE w.provider_symbol = b.symbol AND w.provider = b.provider))
       LIMIT ${sql.raw(String(CHUNK))})`,
    };
  };

  /** Deletes the bars nothing needs; answers how many. */
  return async function prune() {
    const open = await oldestOpen();
    const cutoff = Math.min(now() - KEEP_RECENT_MS, open == null ? Infinity : open - LOOKBACK_MS);
    let deleted = 0;
    for (;;) {
      const n = await rawRun(store, chunk(cutoff));
      deleted += n;
      if (n < CHUNK) return deleted;
      await nextTurn();
    }
  };
}
