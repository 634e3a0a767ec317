import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { Db, DbTx } from "../db/index.ts";
import { marketBars, marketReactions, marketWatches, type Horizon } from "../db/schema/market.ts";
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

/**
 * A stamp of the moves written so far (the newest row of market_reactions, read from its rowid:
 * no scan), for a reader that keeps what it built from them (the alert lists' cache, which the
 * market no longer tells): a new move is a new stamp.
 */
export function movesVersion(db: Db): () => number {
  const newest = db.$client.prepare<{ v: number | null }, []>("SELECT max(rowid) AS v FROM market_reactions");
  return () => newest.get()?.v ?? 0;
}

const ORDER: Record<Horizon, number> = { "1m": 0, "5m": 1, "15m": 2, "60m": 3, close: 4, post: 5, open: 6 };

/**
 * The known moves of the listed alerts, in one query. `calls` says whether the viewer may see
 * what Squawk called (premium and admins): a free or anonymous viewer sees what the market did,
 * never whether it went the way the alert said, which would give the premium call away.
 */
export function reactionsOf(db: DbTx, alertIds: number[], calls: boolean): Map<number, ReactionView[]> {
  const out = new Map<number, ReactionView[]>();
  if (alertIds.length === 0) return out;
  const rows = db
    .select({ r: marketReactions, postedAt: marketWatches.postedAt, role: marketWatches.role, prePct: marketWatches.prePct })
    .from(marketReactions)
    .innerJoin(marketWatches, and(eq(marketWatches.alertId, marketReactions.alertId), eq(marketWatches.symbol, marketReactions.symbol)))
    .where(and(inArray(marketReactions.alertId, alertIds), inArray(marketReactions.status, ["ok", "no-bar"])))
    .all()
    // Instruments first, then the broad market; within each, by horizon.
    .sort((a, b) => (a.role === b.role ? 0 : a.role === "instrument" ? -1 : 1) || ORDER[a.r.horizon] - ORDER[b.r.horizon]);
  for (const { r, postedAt, prePct } of rows) {
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

/** A watch's stored bars (its provider, provider symbol and granularity) from `from` to `to`, both included. */
export const watchBars = (w: Pick<typeof marketWatches.$inferSelect, "provider" | "providerSymbol" | "granularity">, from: number, to: number) =>
  and(
    eq(marketBars.provider, w.provider),
    eq(marketBars.symbol, w.providerSymbol!),
    eq(marketBars.granularity, w.granularity),
    gte(marketBars.t, from),
    lte(marketBars.t, to),
  );

/** One alert's moves and, per symbol, its bars from 10 minutes before to 60 after the post (the chart); calls as in reactionsOf. */
export function alertReaction(db: Db, alertId: number, calls: boolean) {
  const watches = db.select().from(marketWatches).where(eq(marketWatches.alertId, alertId)).all();
  const charts = watches
    .filter((w) => w.providerSymbol && w.status !== "skipped")
    .map((w) => ({
      symbol: w.symbol,
      providerSymbol: w.providerSymbol!,
      role: w.role,
      invert: w.invert,
      granularity: w.granularity,
      postedAt: w.postedAt,
      bars: db
        .select({ t: marketBars.t, close: marketBars.close })
        .from(marketBars)
        .where(watchBars(w, w.postedAt - CHART_BEFORE_MS, w.postedAt + CHART_AFTER_MS))
        .orderBy(asc(marketBars.t))
        .all(),
    }));
  const skipped = watches.filter((w) => w.status === "skipped").map((w) => ({ symbol: w.symbol, reason: w.reason }));
  return { reactions: reactionsOf(db, [alertId], calls).get(alertId) ?? [], charts, skipped };
}

/**
 * Moves written since `cursor` (market_reactions' rowid), per alert visible at `visibleUntil`,
 * for the stream's `alert.reaction` events: the horizons that filled and every move known (calls as in reactionsOf).
 */
export function reactionsSince(db: Db, cursor: number, visibleUntil: number | undefined, calls: boolean) {
  const rows = db.$client
    .query<{ rowid: number; alertId: number; horizon: string; createdAt: number }, [number]>(
      `SELECT r.rowid AS rowid, r.alert_id AS alertId, r.horizon AS horizon, a.created_at AS createdAt
       FROM market_reactions r JOIN alerts a ON a.id = r.alert_id WHERE r.rowid > ? AND r.status IN ('ok', 'no-bar') ORDER BY r.rowid LIMIT 500`,
    )
    .all(cursor);
  // Nearly every turn of every open stream finds none: answered without building anything.
  if (rows.length === 0) return { cursor, events: [] };
  const next = rows.at(-1)!.rowid;
  const horizons = new Map<number, Set<string>>();
  for (const r of rows)
    if (visibleUntil === undefined || r.createdAt <= visibleUntil) horizons.set(r.alertId, (horizons.get(r.alertId) ?? new Set()).add(r.horizon));
  const all = reactionsOf(db, [...horizons.keys()], calls);
  return { cursor: next, events: [...horizons].map(([alertId, h]) => ({ alertId, horizons: [...h], reactions: all.get(alertId) ?? [] })) };
}

/** Where a new stream starts reading moves: after every one already written. */
export const lastReactionRow = (db: Db) => db.$client.query<{ n: number | null }, []>("SELECT max(rowid) AS n FROM market_reactions").get()?.n ?? 0;
