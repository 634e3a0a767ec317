import { Database } from "bun:sqlite";
import { and, asc, eq, gt, lte, max, min, sql, type SQL } from "drizzle-orm";
import { sqliteOf, type Store, type StoreDb } from "../db/store.ts";
import type { Impact } from "../db/schema/posts.ts";
import type { Settings } from "../settings/index.ts";
import type { ViewerLike } from "./service.ts";
import { chartBuckets, easternDay } from "./chart-buckets.ts";
import { nextTurn } from "../next-turn.ts";

const MINUTE = 60_000;
/** post_stats rows read per turn of a full sum: under 10 ms each (the first formats each hour's day). */
const CHUNK = 2_000;

/** Analyses counted by the post's UTC hour; impact null: a post not analysed yet. */
type StatRow = { hour: number; impact: Impact | null; relevant: number | null; n: number };
type Figures = { relevant: number; high: number; days: Map<string, { High: number; Medium: number; Low: number }> };
/** Every analysis's figures as of one analyses_version, and the last change (post_stats_changes id) they include. */
type Summed = Figures & { version: number; change: number };

/**
 * /api/stats reads post_stats (analyses counted by the post's UTC hour, kept by triggers) and
 * sums it into Eastern days once; when the analyses change (post_totals.analyses_version, which
 * other processes' writes move too) it adds only the changes since (post_stats_changes): summing
 * the ~166,000 hours held the loop 100-250 ms at a million, scanning every post 1.6 s. Intl
 * formatting is the rest of the cost, so each hour's day is formatted once.
 *
 * The full sum, the first after start and again once more changes were made than are kept, is
 * read in chunks between which the loop runs, from a second, read-only connection that holds one
 * snapshot of the file for the whole sum: writes made meanwhile are added after, as changes.
 */
export function createStats(deps: { store: Store; settings: Settings; now: () => number }) {
  const { settings, now } = deps;
  const sqlite = sqliteOf(deps.store);
  const reads = sqlite
    ? sqliteReads(sqlite.$client, (rows, sign, into) => count(into, rows, sign))
    : pgReads(deps.store, (rows, sign, into) => count(into, rows, sign));
  const dayOfHour = new Map<number, string>();
  const dayOf = (hour: number) => {
    let d = dayOfHour.get(hour);
    if (d === undefined) dayOfHour.set(hour, (d = easternDay(hour)));
    return d;
  };
  let summed: Summed | null = null;
  let summing: Promise<Summed> | null = null;

  /** Adds (or, with sign -1, takes away) counted analyses. */
  function count(into: Figures, rows: StatRow[], sign: 1 | -1) {
    for (const r of rows) {
      const n = sign * r.n;
      if (n === 0) continue;
      if (r.relevant) into.relevant += n;
      if (r.impact === "High") into.high += n;
      if (!r.relevant || r.impact === null || r.impact === "None") continue;
      const day = dayOf(r.hour);
      const c = into.days.get(day) ?? { High: 0, Medium: 0, Low: 0 };
      c[r.impact] += n;
      into.days.set(day, c);
    }
  }

  /** The figures of every analysis, up to date. */
  async function current(): Promise<Summed> {
    for (;;) {
      if (summed && (await reads.catchUp(summed))) return summed;
      summing ??= reads.sumAll().finally(() => {
        summing = null;
      });
      summed = await summing;
    }
  }

  /**
   * Totals, and relevant posts by impact over time for the chart: Eastern days from the first
   * relevant post to the last (see chart-buckets.ts), so the chart covers what the totals count.
   * A free viewer's figures are those of `freeDelayMinutes` ago: live posts seen or analysed
   * since are left out, so no count moves before the free feed shows the post.
   */
  async function stats(viewer: ViewerLike, at = now()) {
    const all = await current();
    const posts = await reads.posts();
    const privileged = viewer.isPremium || viewer.isAdmin;
    const hidden = privileged ? [] : await reads.hiddenFromFree(at - Number(settings.get("alerts.freeDelayMinutes")) * MINUTE);
    // The answer is kept per tier while its inputs stay the same: copying and charting some
    // 1,700 days on every free request held the loop a few ms (tens on a busy machine) at a million.
    const key = `${all.version}|${posts}|${easternDay(at)}|${JSON.stringify(hidden)}`;
    const kept = statsOf.get(privileged);
    if (kept?.key === key) return kept.value;
    const value = figuresOf(posts, all, hidden, at);
    statsOf.set(privileged, { key, value });
    return value;
  }
  const statsOf = new Map<boolean, { key: string; value: ReturnType<typeof figuresOf> }>();

  /** The figures less what a free viewer may not count yet (`hidden`). */
  function figuresOf(totalPosts: number, all: Figures, hidden: StatRow[], at: number) {
    let figures = all;
    if (hidden.length > 0) {
      figures = { relevant: all.relevant, high: all.high, days: new Map([...all.days].map(([d, c]) => [d, { ...c }])) };
      count(figures, hidden, -1);
    }
    const posts = totalPosts - hidden.length;
    const chart = chartBuckets(figures.days, easternDay(at));
    return { totalPosts: posts, marketRelevant: figures.relevant, highImpact: figures.high, ...chart };
  }

  return stats;
}

type Count = (rows: StatRow[], sign: 1, into: Figures) => void;

/** What stats reads, on each store: the same answers, each in its dialect's own way. */
interface Reads {
  posts(): Promise<number>;
  /** Brings `last` up to the database's version from the changes since; false when some are no longer kept. */
  catchUp(last: Summed): Promise<boolean>;
  /** All of post_stats, in chunks, as of one snapshot. */
  sumAll(): Promise<Summed>;
  /** What a free viewer may not count yet: live posts seen, or analysed, since `since`. */
  hiddenFromFree(since: number): Promise<StatRow[]>;
}

/** SQLite: prepared statements on the connection, and a second read-only connection for the full sum. */
function sqliteReads(sqlite: Database, count: Count): Reads {
  const totalsRow = sqlite.prepare<{ posts: number; version: number }, []>("SELECT posts, analyses_version AS version FROM post_totals WHERE id = 1");
  const changeIds = sqlite.prepare<{ first: number | null; last: number | null }, []>("SELECT min(id) AS first, max(id) AS last FROM post_stats_changes");
  const changesSince = sqlite.prepare<StatRow, [number]>("SELECT hour, impact, relevant, n FROM post_stats_changes WHERE id > ?");
  // What a free viewer may not count yet: live posts seen, or analysed, within the free delay
  // (back-filled posts are old news, shown at once like their alerts). Both times are indexed.
  // INDEXED BY: SQLite otherwise merged two full scans (60 ms at 100,000 posts) for what the two
  // time indexes answer in well under a millisecond. The second arm leaves out the first's posts.
  const hiddenFromFree = sqlite.prepare<StatRow, [number]>(
    `SELECT (p.created_at / 3600000) * 3600000 AS hour, a.impact, a.relevant, 1 AS n
       FROM posts p INDEXED BY posts_seen_idx LEFT JOIN analyses a ON a.post_id = p.id
       WHERE p.seen_at > ?1 AND p.backfilled = 0
     UNION ALL
     SELECT (p.created_at / 3600000) * 3600000 AS hour, a.impact, a.relevant, 1 AS n
       FROM analyses a INDEXED BY analyses_analyzed_idx JOIN posts p ON p.id = a.post_id
       WHERE a.analyzed_at > ?1 AND p.seen_at <= ?1 AND p.backfilled = 0`,
  );
  const catchUp = sqlite.transaction((last: Summed): boolean => {
    const version = totalsRow.get()?.version ?? -1;
    if (version === last.version) return true;
    const { first, last: change } = changeIds.get() ?? { first: null, last: null };
    if (first === null || first > last.change + 1) return false;
    count(changesSince.all(last.change), 1, last);
    Object.assign(last, { version, change: change ?? last.change });
    return true;
  });

  /** The sum, in chunks between which the loop runs (in one go for a database in memory, which has no second connection). */
  async function sumAll(): Promise<Summed> {
    const file = sqlite.filename;
    const own = file !== "" && file !== ":memory:";
    const reader = own ? new Database(file, { readonly: true }) : sqlite;
    try {
      reader.run("BEGIN");
      try {
        return await sumFrom(reader, own);
      } finally {
        reader.run("COMMIT");
      }
    } finally {
      if (own) reader.close();
    }
  }

  async function sumFrom(reader: Database, yieldBetween: boolean): Promise<Summed> {
    const head = reader
      .query<{ version: number | null; change: number | null }, []>(
        "SELECT (SELECT analyses_version FROM post_totals WHERE id = 1) AS version, (SELECT max(id) FROM post_stats_changes) AS change",
      )
      .get();
    const all: Summed = { version: head?.version ?? -1, change: head?.change ?? 0, relevant: 0, high: 0, days: new Map() };
    // Keyset pages in the primary key's order: each turn starts where the last one ended.
    const page = reader.query<StatRow, [number, number, string]>(
      `SELECT relevant, hour, impact, n FROM post_stats WHERE (relevant, hour, impact) > (?, ?, ?) ORDER BY relevant, hour, impact LIMIT ${CHUNK}`,
    );
    for (let after: [number, number, string] = [-1, -1, ""]; ; ) {
      const rows = page.all(...after);
      count(rows, 1, all);
      if (rows.length < CHUNK) return all;
      const last = rows.at(-1)!;
      after = [Number(last.relevant), last.hour, last.impact ?? ""];
      if (yieldBetween) await nextTurn();
    }
  }

  return {
    posts: async () => totalsRow.get()?.posts ?? 0,
    catchUp: async (last) => catchUp(last),
    sumAll,
    hiddenFromFree: async (since) => hiddenFromFree.all(since),
  };
}

/**
 * PostgreSQL: the same reads through drizzle (times as the columns map them), each group in a
 * REPEATABLE READ transaction (one snapshot, as SQLite's read transaction gives). The change ids
 * are read as a cursor although an identity can commit out of order: every write of an analysis
 * updates post_totals' one row in its trigger (post_stats_count_analyses, which fires before
 * post_stats_changes_log), so writers hold that row's lock from before their first change id
 * until they commit, and ids commit in order.
 */
function pgReads(store: Store, count: Count): Reads {
  const { postTotals, postStats, postStatsChanges, posts, analyses } = store.tables;
  const snapshot = <R>(fn: (t: StoreDb) => Promise<R>) => store.db.transaction(fn, { isolationLevel: "repeatable read", accessMode: "read only" });
  const totals = async (t: StoreDb) =>
    (await t.select({ posts: postTotals.posts, version: postTotals.analysesVersion }).from(postTotals).where(eq(postTotals.id, 1)))[0];
  const statRow = { hour: postStats.hour, impact: postStats.impact, relevant: postStats.relevant, n: postStats.n };
  return {
    posts: async () => (await totals(store.db))?.posts ?? 0,
    catchUp: (last) =>
      snapshot(async (t) => {
        const version = (await totals(t))?.version ?? -1;
        if (version === last.version) return true;
        const [ids] = await t.select({ first: min(postStatsChanges.id), last: max(postStatsChanges.id) }).from(postStatsChanges);
        const first = ids?.first ?? null;
        if (first === null || Number(first) > last.change + 1) return false;
        const rows = await t
          .select({ hour: postStatsChanges.hour, impact: postStatsChanges.impact, relevant: postStatsChanges.relevant, n: postStatsChanges.n })
          .from(postStatsChanges)
          .where(gt(postStatsChanges.id, last.change));
        count(rows as unknown as StatRow[], 1, last);
        Object.assign(last, { version, change: ids?.last == null ? last.change : Number(ids.last) });
        return true;
      }),
    sumAll: () =>
      snapshot(async (t) => {
        const head = await totals(t);
        const [change] = await t.select({ last: max(postStatsChanges.id) }).from(postStatsChanges);
        const all: Summed = { version: head?.version ?? -1, change: change?.last == null ? 0 : Number(change.last), relevant: 0, high: 0, days: new Map() };
        // Keyset pages in the primary key's order, as on SQLite.
        for (let after: SQL | undefined; ; ) {
          const rows = await t
            .select(statRow)
            .from(postStats)
            .where(after)
            .orderBy(asc(postStats.relevant), asc(postStats.hour), asc(postStats.impact))
            .limit(CHUNK);
          count(rows as unknown as StatRow[], 1, all);
          if (rows.length < CHUNK) return all;
          const l = rows.at(-1)!;
          after = sql`(${postStats.relevant}, ${postStats.hour}, ${postStats.impact}) > (${sql.param(l.relevant, postStats.relevant)}, ${sql.param(l.hour, postStats.hour)}, ${l.impact})`;
        }
      }),
    // The two arms of SQLite's statement, without its index hints (PostgreSQL plans them itself);
    // the hour as the post_stats triggers floor it (squawk_post_hour).
    async hiddenFromFree(since) {
      const hour = sql<number>`(floor(extract(epoch from ${posts.createdAt}) / 3600) * 3600000)::bigint`.mapWith(Number);
      const seen = await store.db
        .select({ hour, impact: analyses.impact, relevant: analyses.relevant, n: sql<number>`1`.mapWith(Number) })
        .from(posts)
        .leftJoin(analyses, eq(analyses.postId, posts.id))
        .where(and(gt(posts.seenAt, since), eq(posts.backfilled, false)));
      const judged = await store.db
        .select({ hour, impact: analyses.impact, relevant: analyses.relevant, n: sql<number>`1`.mapWith(Number) })
        .from(analyses)
        .innerJoin(posts, eq(posts.id, analyses.postId))
        .where(and(gt(analyses.analyzedAt, since), lte(posts.seenAt, since), eq(posts.backfilled, false)));
      return [...seen, ...judged] as unknown as StatRow[];
    },
  };
}
