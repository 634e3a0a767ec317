import { and, asc, desc, eq, gt, gte, inArray, lt, lte, max, min, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { preparedOn } from "../db/prepared.ts";
import { alerts, analyses, posts, type Impact } from "../db/schema/posts.ts";
import type { Store, StoreDb } from "../db/store.ts";
import { premiumPart, type Tier } from "../alerts/premium-part.ts";
import { alsoPostedIn, type AlsoPosted } from "../alerts/story.ts";
import { reactionsOf, type ReactionView } from "../market/view.ts";

type Row = { alert: typeof alerts.$inferSelect; post: typeof posts.$inferSelect; analysis: typeof analyses.$inferSelect };

/** The store, or the store on one of its transactions (`{ ...store, db: t }`). */
export type On = Store;

/** An alert with its post and analysis (in a transaction or not), or undefined. */
export async function loadAlertRow(on: On, alertId: number): Promise<Row | undefined> {
  const { alerts, analyses, posts } = on.tables;
  const [row] = await on.db
    .select({ alert: alerts, post: posts, analysis: analyses })
    .from(alerts)
    .innerJoin(posts, eq(posts.id, alerts.postId))
    .innerJoin(analyses, eq(analyses.postId, alerts.postId))
    .where(eq(alerts.id, alertId))
    .limit(1);
  return row;
}

/** An alert with its post and analysis in a bun:sqlite transaction (the channels' plans, until they take the Store), or undefined. */
export function alertRow(db: Pick<Db, "select">, alertId: number): Row | undefined {
  return db
    .select({ alert: alerts, post: posts, analysis: analyses })
    .from(alerts)
    .innerJoin(posts, eq(posts.id, alerts.postId))
    .innerJoin(analyses, eq(analyses.postId, alerts.postId))
    .where(eq(alerts.id, alertId))
    .get();
}

/**
 * One alert as integrators get it (API, stream and webhooks): the post, the analysis, the times,
 * and the market's moves known so far (none yet when the alert is new; `alert.reaction` follows).
 * A free owner's copy leaves out the premium part (premium-part.ts) and says what it holds.
 */
export function alertEvent(r: Row, tier: Tier, reactions: ReactionView[] = [], alsoPosted: AlsoPosted[] = []) {
  return {
    id: r.alert.id,
    impact: r.alert.impact,
    createdAt: r.alert.createdAt,
    post: {
      id: r.post.id,
      account: r.post.account,
      content: r.post.content,
      url: r.post.url,
      media: r.post.media,
      isRepost: r.post.isRepost,
      postedAt: r.post.createdAt,
      seenAt: r.post.seenAt,
    },
    // Later reposts and copies of the same story, which joined this alert.
    alsoPosted,
    analysis: {
      relevant: r.analysis.relevant,
      impact: r.analysis.impact,
      tariff: r.analysis.tariff,
      summary: r.analysis.summary,
      analyzer: r.analysis.analyzer,
      // The calibrated probability of the impact, and which judged it (analysis/score/): free owners get them too.
      confidence: r.analysis.confidence,
      judgedBy: r.analysis.judgedBy,
      model: r.analysis.model,
      analyzedAt: r.analysis.analyzedAt,
      ...premiumPart(r.analysis, tier),
    },
    reactions,
  };
}

export type AlertEvent = ReturnType<typeof alertEvent>;

export interface FeedQuery {
  /** Alerts created at or before this time only (the free delay); undefined: no limit. */
  visibleUntil?: number;
  impact?: Impact[];
  tariff?: boolean;
  /** Newest first, older than this id (the API's cursor)... */
  before?: number;
  /** ...and not older than this one (the API's bound on one page's work). */
  from?: number;
  /** ...or oldest first, newer than this id (the stream's resume point). */
  after?: number;
  /** The stream leaves out back-filled posts: nobody is alerted about old news. */
  liveOnly?: boolean;
  limit: number;
  /** Whose copy: a free owner's leaves out the premium part. */
  tier: Tier;
}

/**
 * The feed's statement for one shape of query (which filters it has, how many impacts), built
 * and prepared the first time that shape is asked on a connection, then filled per call:
 * building and compiling the three-table join was most of a call's cost. The shapes are few (at
 * most 256).
 */
const feedStatements = preparedOn((_db: StoreDb) => new Map<string, ReturnType<typeof feedStatement>>());

function feedStatement({ db, tables }: On, q: FeedQuery, shape: string) {
  const { alerts, analyses, posts } = tables;
  const p = sql.placeholder;
  const where: SQL[] = [eq(analyses.relevant, true)];
  // A time placeholder is encoded as its column encodes it (a timestamptz on PostgreSQL, ms on SQLite).
  if (q.visibleUntil !== undefined) where.push(lte(alerts.createdAt, sql.param(p("visibleUntil"), alerts.createdAt)));
  if (q.impact?.length)
    where.push(
      inArray(
        alerts.impact,
        q.impact.map((_, i) => p(`impact${i}`)),
      ),
    );
  if (q.tariff) where.push(eq(analyses.tariff, true));
  if (q.before !== undefined) where.push(lt(alerts.id, p("before")));
  if (q.from !== undefined) where.push(gte(alerts.id, p("from")));
  if (q.after !== undefined) where.push(gt(alerts.id, p("after")));
  // Without a cursor, a bound on the id all the same: it makes SQLite walk alerts by id (the
  // order asked for) and stop at the limit, where it otherwise read every relevant analysis and
  // sorted them (about a second at 100,000 alerts for the stream's first cursor).
  if (q.before === undefined && q.after === undefined) where.push(lt(alerts.id, Number.MAX_SAFE_INTEGER));
  if (q.liveOnly) where.push(eq(posts.backfilled, false));
  return db
    .select({ alert: alerts, post: posts, analysis: analyses })
    .from(alerts)
    .innerJoin(posts, eq(posts.id, alerts.postId))
    .innerJoin(analyses, eq(analyses.postId, alerts.postId))
    .where(and(...where))
    .orderBy(q.after !== undefined ? asc(alerts.id) : desc(alerts.id))
    .limit(p("limit"))
    .prepare(`feed_${shape.replaceAll("|", "_")}`);
}

/** Reads alerts for integrators; the one query behind /api/v1/alerts and the stream. */
export async function readAlerts(on: On, q: FeedQuery): Promise<AlertEvent[]> {
  const { db } = on;
  const shape = `${q.visibleUntil !== undefined}|${q.impact?.length ?? 0}|${Boolean(q.tariff)}|${q.before !== undefined}|${q.from !== undefined}|${q.after !== undefined}|${Boolean(q.liveOnly)}`;
  const statements = feedStatements(db);
  let statement = statements.get(shape);
  if (!statement) statements.set(shape, (statement = feedStatement(on, q, shape)));
  const values: Record<string, unknown> = { visibleUntil: q.visibleUntil, before: q.before, from: q.from, after: q.after, limit: q.limit };
  q.impact?.forEach((impact, i) => {
    values[`impact${i}`] = impact;
  });
  const rows = await statement.execute(values);
  if (rows.length === 0) return [];
  const reactions = await reactionsOf(
    on,
    rows.map((r) => r.alert.id),
    q.tier === "premium",
  );
  const postIds = rows.map((r) => r.post.id);
  const also = await alsoPostedIn(on.db, on.tables, postIds);
  return rows.map((r) => alertEvent(r, q.tier, reactions.get(r.alert.id), also.get(r.post.id)));
}

/**
 * Alert ids one page of the API looks at, at most. A filter that matches few alerts (say High
 * and tariff, when there are none) read every alert back to the first: about a second at a
 * million, with the event loop held. A page therefore covers at most this many ids, and may hold
 * fewer alerts than asked, even none, with a `nextCursor` to go on from.
 */
export const PAGE_IDS = 5000;

/** One page of /api/v1/alerts: up to `limit` alerts older than `before`, and where the next page starts (null: no older alert). */
export async function readAlertPage(on: On, q: Omit<FeedQuery, "after" | "from" | "liveOnly">): Promise<{ data: AlertEvent[]; nextCursor: number | null }> {
  const { db } = on;
  const { alerts } = on.tables;
  const top = q.before ?? ((await db.select({ id: max(alerts.id) }).from(alerts))[0]?.id ?? 0) + 1;
  const from = Math.max(0, top - PAGE_IDS);
  const rows = await readAlerts(on, { ...q, before: top, from, limit: q.limit + 1 });
  const data = rows.slice(0, q.limit);
  if (rows.length > q.limit) return { data, nextCursor: data.at(-1)!.id };
  // The page's ids are used up: the next page starts below them, when there is anything there.
  const [older] = await db
    .select({ id: min(alerts.id) })
    .from(alerts)
    .where(lt(alerts.id, from));
  return { data, nextCursor: older?.id == null ? null : from };
}
