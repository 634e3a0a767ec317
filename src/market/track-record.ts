import type { Store } from "../db/store.ts";
import { eq, sql } from "drizzle-orm";
import { msFromTimestamptz } from "../db/dialect/index.ts";
import { nextTurn } from "../next-turn.ts";
import { rawRows } from "./on-store.ts";
import { median, ordinaryMoves, rate, type Primary } from "./record-stats.ts";

export type { Median, Rate } from "./record-stats.ts";

/**
 * The track record, read from stored moves only (nothing estimated), in two cohorts counted
 * apart: live alerts (subscribers were alerted) and back-filled ones (history, never sent). Per
 * impact level (admins also per category and per analyzer) and for all levels together:
 * - the headline: one call per alert, its primary instrument (the analysis's first), so six China
 *   names from one post count once; every rate with n and its 95% Wilson interval, every
 *   median with its n;
 * - all calls: every instrument with a direction, a second table;
 * - a call is scored on the instrument's move beyond the market, with its own flat band
 *   (market/abnormal.ts), as written when the move was measured;
 * - a baseline: the median |15-min move| at up to 200 ordinary moments matched by weekday and
 *   time of day, and the hit rate of "always down" and "always up" on the headline's calls.
 * Impact, category, analyzer, instruments and directions are those frozen when the alert was
 * watched (market_calls, market_watches), so a re-analysis never rewrites the record; posts a
 * later analysis judged not relevant are left out.
 */
type Split = "impact" | "category" | "analyzer";
const ORDER = ["High", "Medium", "Low"];
const HORIZONS = ["15m", "close"] as const;
type H = (typeof HORIZONS)[number];

interface Row {
  impact: string;
  category: string;
  analyzer: string;
  live: boolean;
  primary: boolean;
  alertId: number;
  postedAt: number;
  symbol: string;
  role: "instrument" | "market";
  direction: string | null;
  horizon: H;
  pct: number;
  abnormalPct: number | null;
  agreement: "agree" | "disagree" | "flat" | null;
  provider: string;
  providerSymbol: string;
  invert: boolean;
}

/** One of the ten largest named-instrument moves, with its post, the call and whether it was right. */
export interface BiggestMove {
  alertId: number;
  impact: string;
  live: boolean;
  postId: string;
  postedAt: number;
  content: string;
  url: string | null;
  symbol: string;
  horizon: string;
  pct: number;
  /** Its move vs market (less β × SPY's), which the call was scored on; null when the market had no price then. */
  abnormalPct: number | null;
  /** The direction called for it (null: none, or "unclear"). */
  call: string | null;
  agreement: "agree" | "disagree" | "flat" | null;
}

const byHorizon = <T>(f: (h: H) => T) => ({ m15: f("15m"), close: f("close") });
const hits = (rows: Row[]) => rate(rows.filter((r) => r.agreement === "agree").length, rows.length);

/** One group of the record (an impact level, a category, an analyzer, or all). */
function summarise(key: string, rows: Row[], headline: boolean) {
  const named = rows.filter((r) => r.role === "instrument" && (!headline || r.primary));
  const scored = named.filter((r) => r.agreement !== null);
  const abs = (list: Row[], h: H) => median(list.filter((r) => r.horizon === h).map((r) => Math.abs(r.pct)));
  return {
    key,
    alerts: new Set(rows.map((r) => r.alertId)).size,
    // The market's own move after each alert: SPY is watched once an alert, as the market or, when
    // the alert names it (a market-wide post), as one of its instruments.
    spy: byHorizon((h) =>
      abs(
        rows.filter((r) => r.symbol === "SPY"),
        h,
      ),
    ),
    instruments: byHorizon((h) => abs(named, h)),
    hitRate: byHorizon((h) => hits(scored.filter((r) => r.horizon === h))),
  };
}
export type Level = ReturnType<typeof summarise>;

/** "Always down" and "always up" on the same calls: what a call that ignored the post would score. */
function always(calls: Row[], way: "up" | "down") {
  return byHorizon((h) => {
    const list = calls.filter((r) => r.horizon === h);
    // A stored agreement is against the call made; flat is a miss for either way.
    const right = list.filter((r) => r.agreement !== "flat" && (r.direction === way) === (r.agreement === "agree")).length;
    return rate(right, list.length);
  });
}

/** Freezes what an alert called, once, when its watches are opened (market/service.ts). */
export async function freezeCall({ db: tx, tables }: Store, alertId: number, primary: { symbol: string; direction: string } | null, at: number) {
  const { alerts, analyses, posts, marketCalls } = tables;
  const [a] = await tx
    .select({ impact: alerts.impact, category: analyses.category, analyzer: analyses.analyzer, backfilled: posts.backfilled })
    .from(alerts)
    .innerJoin(analyses, eq(analyses.postId, alerts.postId))
    .innerJoin(posts, eq(posts.id, alerts.postId))
    .where(eq(alerts.id, alertId))
    .limit(1);
  if (!a) return;
  await tx
    .insert(marketCalls)
    .values({
      alertId,
      impact: a.impact,
      category: a.category,
      analyzer: a.analyzer,
      live: !a.backfilled,
      primarySymbol: primary?.symbol ?? null,
      primaryDirection: (primary?.direction ?? null) as "up" | "down" | "unclear" | null,
      frozenAt: at,
    })
    .onConflictDoNothing();
}

/** A raw row as either driver gives it: SQLite's 0/1 and integers, PostgreSQL's booleans, text times and bigint strings. */
type RawRow = Omit<Row, "live" | "primary" | "invert" | "alertId" | "postedAt"> & {
  live: number | boolean;
  primary: number | boolean;
  invert: number | boolean;
  alertId: number | string;
  postedAt: number | string;
};

/**
 * The stored moves the record is made of, as one statement in each dialect. Alerts watched before
 * market_calls existed keep their current values (COALESCE). Two spellings differ, each for a reason:
 * the analysis's first instrument (JSON path syntax: SQLite's json_extract, PostgreSQL's ->/->>),
 * and a live post (SQLite keeps booleans as 0/1, PostgreSQL as booleans). The time bound is passed
 * as the column encodes it (ms on SQLite, a timestamptz on PostgreSQL).
 */
function recordQuery(store: Store, visibleUntil: number) {
  const bound = Number.isFinite(visibleUntil) ? sql`AND al.created_at <= ${sql.param(visibleUntil, store.tables.alerts.createdAt)}` : sql``;
  const form = (
    live: string,
    primary: string,
  ) => sql`SELECT COALESCE(c.impact, al.impact) AS impact, COALESCE(c.category, an.category) AS category, COALESCE(c.analyzer, an.analyzer) AS analyzer,
       COALESCE(c.live, ${sql.raw(live)}) AS live,
       r.symbol = COALESCE(c.primary_symbol, upper(${sql.raw(primary)})) AS "primary",
       r.alert_id AS "alertId", p.created_at AS "postedAt", r.symbol AS symbol, w.role AS role, w.direction AS direction,
       r.horizon AS horizon, r.pct AS pct, r.abnormal_pct AS "abnormalPct", r.agreement AS agreement, w.provider AS provider, w.provider_symbol AS "providerSymbol", w.invert AS invert
     FROM market_reactions r
     JOIN market_watches w ON w.alert_id = r.alert_id AND w.symbol = r.symbol
     JOIN alerts al ON al.id = r.alert_id
     JOIN posts p ON p.id = al.post_id
     JOIN analyses an ON an.post_id = al.post_id
     LEFT JOIN market_calls c ON c.alert_id = r.alert_id
     WHERE r.status = 'ok' AND r.pct IS NOT NULL AND r.horizon IN ('15m', 'close') ${bound} AND an.relevant = ${sql.raw(store.kind === "pg" ? "true" : "1")}`;
  return {
    sqlite: form("p.backfilled = 0", "json_extract(an.instruments, '$[0].symbol')"),
    pg: form("NOT p.backfilled", "an.instruments->0->>'symbol'"),
  };
}

/** Times as milliseconds and flags as booleans, whichever store answered. */
const rowOf = (r: RawRow): Row => ({
  ...r,
  live: Boolean(r.live),
  primary: Boolean(r.primary),
  invert: Boolean(r.invert),
  alertId: Number(r.alertId),
  postedAt: typeof r.postedAt === "number" ? r.postedAt : msFromTimestamptz(r.postedAt),
});

export function createTrackRecord(deps: { store: Store }) {
  const { store } = deps;
  const { db, tables } = store;
  const { alerts, posts } = tables;

  async function rows(visibleUntil: number) {
    // A move that is not a number (a broken quote) is never counted.
    return (await rawRows<RawRow>(store, recordQuery(store, visibleUntil))).map(rowOf).filter((r) => Number.isFinite(r.pct));
  }

  function split(all: Row[], by: Split, headline: boolean) {
    const groups = new Map<string, Row[]>();
    for (const r of all) {
      const list = groups.get(r[by]);
      if (list) list.push(r);
      else groups.set(r[by], [r]);
    }
    const keys = [...groups.keys()].sort((a, b) => (by === "impact" ? ORDER.indexOf(a) - ORDER.indexOf(b) : a.localeCompare(b)));
    const levels = keys.map((k) => summarise(k, groups.get(k)!, headline));
    return by === "impact" && all.length ? [...levels, summarise("All", all, headline)] : levels;
  }

  async function cohort(all: Row[], posts: number[]) {
    const headline = split(all, "impact", true);
    const allCalls = split(all, "impact", false);
    await nextTurn();
    const calls = all.filter((r) => r.role === "instrument" && r.primary && r.agreement !== null);
    const primaries = new Map<number, Primary>();
    for (const r of all)
      if (r.role === "instrument" && r.primary && r.providerSymbol)
        primaries.set(r.alertId, { postedAt: r.postedAt, provider: r.provider, providerSymbol: r.providerSymbol, invert: r.invert });
    return {
      headline,
      allCalls,
      baseline: {
        ordinary15m: await ordinaryMoves(store, [...primaries.values()], posts),
        alwaysDown: always(calls, "down"),
        alwaysUp: always(calls, "up"),
      },
    };
  }

  function biggest(all: Row[]): Omit<BiggestMove, "postId" | "content" | "url">[] {
    return all
      .filter((r) => r.role === "instrument")
      .sort((a, b) => Math.abs(b.pct) - Math.abs(a.pct))
      .slice(0, 10)
      .map((r) => ({
        alertId: r.alertId,
        impact: r.impact,
        live: r.live,
        postedAt: r.postedAt,
        symbol: r.symbol,
        horizon: r.horizon,
        pct: r.pct,
        abnormalPct: r.abnormalPct,
        call: r.direction === "up" || r.direction === "down" ? r.direction : null,
        agreement: r.agreement,
      }));
  }

  const postOf = async (alertId: number) =>
    (
      await db
        .select({ postId: posts.id, content: sql<string>`substr(${posts.content}, 1, 280)`, url: posts.url })
        .from(alerts)
        .innerJoin(posts, eq(posts.id, alerts.postId))
        .where(eq(alerts.id, alertId))
        .limit(1)
    )[0]!;

  async function record(visibleUntil: number) {
    const all = await rows(visibleUntil);
    const postTimes = (await db.select({ t: posts.createdAt }).from(posts)).map((p) => p.t);
    await nextTurn();
    const top = biggest(all);
    const withPosts = await Promise.all(top.map(async (b) => ({ ...b, ...(await postOf(b.alertId)) })));
    return {
      live: await cohort(
        all.filter((r) => r.live),
        postTimes,
      ),
      backfilled: await cohort(
        all.filter((r) => !r.live),
        postTimes,
      ),
      biggest: withPosts as BiggestMove[],
      all,
    };
  }

  /**
   * What anyone may see: the one place past calls are shown, and only for alerts older than a day.
   * Built at most every 10 minutes: the page is public, and with 3,000 measured alerts one build
   * takes about 1 s on a busy 2-core machine (bench/track-record.ts), given to the event loop in
   * turns of at most ~0.3 s (the rows' query, the tables, each symbol's baseline). Concurrent
   * visitors share one build.
   */
  type Body = Omit<Awaited<ReturnType<typeof record>>, "all">;
  let cached: { at: number; body: Body } | null = null;
  let building: Promise<Body> | null = null;
  function publicRecord(now: number): Promise<Body> {
    if (cached && now - cached.at < PUBLIC_CACHE_MS) return Promise.resolve(cached.body);
    building ??= record(now - PUBLIC_AFTER_MS)
      .then(({ live, backfilled, biggest }) => {
        cached = { at: now, body: { live, backfilled, biggest } };
        return cached.body;
      })
      .finally(() => {
        building = null;
      });
    return building;
  }

  async function adminRecord() {
    const { all, ...r } = await record(Infinity);
    return { ...r, byCategory: split(all, "category", true), byAnalyzer: split(all, "analyzer", true) };
  }

  return { publicRecord, adminRecord };
}

/** The public record shows an alert's call only once it is a day old. */
export const PUBLIC_AFTER_MS = 86_400_000;
const PUBLIC_CACHE_MS = 10 * 60_000;
