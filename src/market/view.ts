import { and, asc, eq, gt, gte, inArray, lte, max, sql } from "drizzle-orm";
import type { Horizon } from "../db/schema/market.ts";
import type { Store, StoreDb, StoreTables } from "../db/store.ts";
import { CHART_AFTER_MS, CHART_BEFORE_MS, MINUTE_HORIZONS } from "./reaction.ts";

const MIN = 60_000;

/**
 * What the market did after an alert, as every surface shows it: one entry per (symbol,
 * horizon) already known. `pct` is null when no bar traded at that horizon (`reason` says why);
 * nothing pending is listed, and nothing at all without market data.
 */
export interface ReactionView {
  symbol: string;
  horizon: Horizon;
  /** 1, 5, 15, 60; for the close and the open, the minutes from the post to that bar. */
  horizonMinutes: number;
  pct: number | null;
  /**
   * The move beyond the market: pct − β × SPY's move over the same horizon (ES=F's when SPY had
   * no price). Null for SPY and the other market gauges, and when the market had no price then.
   */
  abnormalPct: number | null;
  /** The symbol's move from 15 minutes before the post to the post (the same on each of its horizons); null when unknown. */
  prePct: number | null;
  from: number | null;
  fromAt: number | null;
  to: number | null;
  toAt: number | null;
  /** Whether the move bore out Squawk's call: null for free and anonymous viewers, who see moves, never calls. */
  agreement: "agree" | "disagree" | "flat" | null;
  reason: string | null;
  granularity: string;
}

const ORDER: Record<Horizon, number> = { "1m": 0, "5m": 1, "15m": 2, "60m": 3, close: 4, post: 5, open: 6 };

/**
 * The known moves of the listed alerts, in one query. `calls` says whether the viewer may see
 * what Squawk called (premium and admins): a free or anonymous viewer sees what the market did,
 * never whether it went the way the alert said, which would give the premium call away.
 */
export async function reactionsOf(store: Store, alertIds: number[], calls: boolean): Promise<Map<number, ReactionView[]>> {
  const out = new Map<number, ReactionView[]>();
  if (alertIds.length === 0) return out;
  const { marketReactions, marketWatches } = store.tables;
  const list = (
    await store.db
      .select({ r: marketReactions, postedAt: marketWatches.postedAt, role: marketWatches.role, prePct: marketWatches.prePct })
      .from(marketReactions)
      .innerJoin(marketWatches, and(eq(marketWatches.alertId, marketReactions.alertId), eq(marketWatches.symbol, marketReactions.symbol)))
      .where(and(inArray(marketReactions.alertId, alertIds), inArray(marketReactions.status, ["ok", "no-bar"])))
  )
    // Instruments first, then the broad market; within each, by horizon.
    .sort((a, b) => (a.role === b.role ? 0 : a.role === "instrument" ? -1 : 1) || ORDER[a.r.horizon] - ORDER[b.r.horizon]);
  for (const { r, postedAt, prePct } of list) {
    const list = out.get(r.alertId) ?? [];
    list.push({
      symbol: r.symbol,
      horizon: r.horizon,
      horizonMinutes: MINUTE_HORIZONS[r.horizon] ?? (r.toAt === null ? 0 : Math.max(0, Math.round((r.toAt - postedAt) / MIN))),
      pct: r.pct,
      abnormalPct: r.abnormalPct,
      prePct,
      from: r.fromPrice,
      fromAt: r.fromAt,
      to: r.toPrice,
      toAt: r.toAt,
      agreement: calls ? r.agreement : null,
      reason: r.reason,
      granularity: r.granularity,
    });
    out.set(r.alertId, list);
  }
  return out;
}

type Watch = StoreTables["marketWatches"]["$inferSelect"];

/** A watch's stored bars (its provider, provider symbol and granularity) from `from` to `to`, both included. */
export const watchBars = (marketBars: StoreTables["marketBars"], w: Pick<Watch, "provider" | "providerSymbol" | "granularity">, from: number, to: number) =>
  and(
    eq(marketBars.provider, w.provider),
    eq(marketBars.symbol, w.providerSymbol!),
    eq(marketBars.granularity, w.granularity),
    gte(marketBars.t, from),
    lte(marketBars.t, to),
  );

/** One alert's moves and, per symbol, its bars from 10 minutes before to 60 after the post (the chart); calls as in reactionsOf. */
export async function alertReaction(store: Store, alertId: number, calls: boolean) {
  const { db, tables } = store;
  const { marketBars, marketWatches } = tables;
  const watches = await db.select().from(marketWatches).where(eq(marketWatches.alertId, alertId));
  const charts = await Promise.all(
    watches
      .filter((w) => w.providerSymbol && w.status !== "skipped")
      .map(async (w) => ({
        symbol: w.symbol,
        providerSymbol: w.providerSymbol!,
        role: w.role,
        invert: w.invert,
        granularity: w.granularity,
        postedAt: w.postedAt,
        bars: await db
          .select({ t: marketBars.t, close: marketBars.close })
          .from(marketBars)
          .where(watchBars(marketBars, w, w.postedAt - CHART_BEFORE_MS, w.postedAt + CHART_AFTER_MS))
          .orderBy(asc(marketBars.t)),
      })),
  );
  const skipped = watches.filter((w) => w.status === "skipped").map((w) => ({ symbol: w.symbol, reason: w.reason }));
  return { reactions: (await reactionsOf(store, [alertId], calls)).get(alertId) ?? [], charts, skipped };
}

// Every turn of every open stream asks (and nearly always finds none): built once per connection.
// The cursor is seq, an identity on both stores (src/db/schema/market.ts): PostgreSQL has no rowid.
// On PostgreSQL an identity can commit out of order, so the market's writers take an advisory lock
// first (service.ts, settleAlert): seqs then commit in order and a cursor never skips one.
// The LIMIT written into the statement, not bound: drizzle binds a number as a parameter, and a
// bound LIMIT made each run of this statement cost SQLite ~45 µs instead of ~7 (measured on an
// empty table), for every open stream every second. drizzle renders a SQL value in place.
const SINCE_LIMIT = sql.raw("500") as unknown as number;
function buildSince({ db, tables }: Store) {
  const { marketReactions: r, alerts: a } = tables;
  return db
    .select({ seq: r.seq, alertId: r.alertId, horizon: r.horizon, createdAt: a.createdAt })
    .from(r)
    .innerJoin(a, eq(a.id, r.alertId))
    .where(and(gt(r.seq, sql.placeholder("cursor")), inArray(r.status, ["ok", "no-bar"])))
    .orderBy(asc(r.seq))
    .limit(SINCE_LIMIT)
    .prepare("market_reactions_since");
}
type Since = { cursor: number; events: { alertId: number; horizons: string[]; reactions: ReactionView[] }[] };
const sinceOn = new WeakMap<StoreDb, ReturnType<typeof buildSince>>();
const since = (store: Store) => {
  let p = sinceOn.get(store.db);
  if (!p) sinceOn.set(store.db, (p = buildSince(store)));
  return p;
};

/**
 * Moves written since `cursor` (market_reactions' seq), per alert visible at `visibleUntil`,
 * for the stream's `alert.reaction` events: the horizons that filled and every move known (calls as in reactionsOf).
 */
export async function reactionsSince(store: Store, cursor: number, visibleUntil: number | undefined, calls: boolean): Promise<Since> {
  const written = await since(store).execute({ cursor });
  // Nearly every turn of every open stream finds none: answered without building anything.
  if (written.length === 0) return { cursor, events: [] };
  const next = written.at(-1)!.seq;
  const horizons = new Map<number, Set<string>>();
  for (const r of written)
    if (visibleUntil === undefined || r.createdAt <= visibleUntil) horizons.set(r.alertId, (horizons.get(r.alertId) ?? new Set()).add(r.horizon));
  const all = await reactionsOf(store, [...horizons.keys()], calls);
  return { cursor: next, events: [...horizons].map(([alertId, h]) => ({ alertId, horizons: [...h], reactions: all.get(alertId) ?? [] })) };
}

/**
 * The newest row of market_reactions (from its seq: no scan). Where a new stream starts reading
 * moves (after every one already written), and the stamp of a reader that keeps what it built from
 * the moves (the alert lists' cache, which the market no longer tells): a new move is a new stamp.
 */
export async function lastReactionRow(store: Store): Promise<number> {
  let newest = newestOn.get(store.db);
  if (!newest) newestOn.set(store.db, (newest = buildNewest(store)));
  const [row] = await newest.execute();
  return row?.n ?? 0;
}

// Asked on every request for the alert lists (their cache's stamp): built once per connection.
const newestOn = new WeakMap<StoreDb, ReturnType<typeof buildNewest>>();
const buildNewest = ({ db, tables: { marketReactions } }: Store) =>
  db
    .select({ n: max(marketReactions.seq) })
    .from(marketReactions)
    .prepare("market_reactions_newest");
