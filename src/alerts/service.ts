import { and, asc, desc, eq, gt, inArray, lt, lte, min, sql } from "drizzle-orm";
import type { AnalysisResult } from "../analysis/analyzer.ts";
import { IMPACT_RANK } from "../analysis/analyzer.ts";
import { boundParam, excluded, placeholders, preparedSet } from "../db/prepared.ts";
import type { alerts, analyses, posts, Impact } from "../db/schema/posts.ts";
import { sqliteOf, type Store, type StoreDb } from "../db/store.ts";
import { joinImageText, type PostImageRow } from "../ocr/images.ts";
import type { Logger } from "../log.ts";
import type { Settings } from "../settings/service.ts";
import { type DeliveryEvent, deliveryEvent } from "../delivery/index.ts";
import { createStats } from "./stats.ts";
import { lastReactionRow, reactionsOf, type ReactionView } from "../market/view.ts";
import { premiumPart, type Tier } from "./premium-part.ts";
import { alsoPostedIn, createStories, type AlsoPosted } from "./story.ts";
import { notifyStatement } from "../cluster/index.ts";

export type PostRow = typeof posts.$inferSelect;
export type AlertRow = typeof alerts.$inferSelect;

export interface ViewerLike {
  isPremium: boolean;
  isAdmin: boolean;
}

const MINUTE = 60_000;
/** What an analysis stores beside its post id; a re-analysis replaces each of them. */
const ANALYSIS_FIELDS = [
  "relevant",
  "impact",
  "tariff",
  "category",
  "sectors",
  "tickers",
  "instruments",
  "summary",
  "marketAnalysis",
  "tradingIdeas",
  "analyzer",
  "confidence",
  "judgedBy",
  "model",
  "fallbackReason",
  "promptTokens",
  "completionTokens",
  "costUsd",
  "durationMs",
  "analyzedAt",
] as const satisfies readonly (keyof typeof analyses.$inferInsert)[];
type RecentQuery = { impact?: Impact; limit?: number; before?: number };

/**
 * Alerts. A live post, its alert and a dismissal are announced as delivery events
 * (`post.detected`, `alert.created`, `post.dismissed`) written in the pipeline's own
 * transactions, so an alert and its announcement exist together or not at all; delivery's events
 * step expands them into every channel's rows, woken by `wakeEvents` once the transaction has
 * committed. Back-filled posts announce nothing.
 */
export function createAlerts(deps: { store: Store; settings: Settings; log: Logger; wakeEvents?: () => void; now?: () => number }) {
  const { store, settings } = deps;
  const { alerts, analyses, deliveryEvents, postImages, posts } = store.tables;
  const wakeEvents = deps.wakeEvents ?? (() => {});
  const now = deps.now ?? Date.now;
  // /api/stats: every analysis counted, kept as they are written (stats.ts).
  const stats = createStats({ store, settings, now });
  // Which story a post belongs to (story.ts): joined when a post is stored, kept while it can alert.
  const stories = createStories(store);

  /**
   * Stores an analysis and, when the post qualifies, its alert, in one transaction. A post
   * that was back-filled gets its alert row for the record (the dashboard shows it) but no
   * channel hears of it: nobody is alerted about old news. Re-analysis updates, never duplicates.
   */
  async function record(post: PostRow, a: AnalysisResult): Promise<AlertRow | null> {
    return (await recordMany([{ post, analysis: a }]))[0]!;
  }

  /** Several posts' analyses (and alerts) in one transaction: one commit instead of many. */
  async function recordMany(items: { post: PostRow; analysis: AnalysisResult }[]): Promise<(AlertRow | null)[]> {
    const min = settings.get("alerts.minImpact") as Impact;
    try {
      return await store.tx(async (t) => {
        // PostgreSQL: alert ids come from a sequence, handed to concurrent transactions that may
        // commit out of order, and a stream's cursor (the highest id it settled) would skip the
        // lower one for good. One lock for every alert transaction, taken first (so it is never
        // waited for while holding a row another writer needs), makes ids commit in order
        // (issue 36 §5). SQLite has one writer: the transaction itself is that lock.
        if (store.kind === "pg") await t.execute(sql`SELECT pg_advisory_xact_lock(${ALERTS_LOCK})`);
        const out: (AlertRow | null)[] = [];
        let touched = 0;
        const wrote = (id: number) => void (touched = Math.max(touched, id));
        for (const { post, analysis } of items) out.push(await write(t, post, analysis, min, wrote));
        // Every node's streams, lists and events step hear of it at the commit (issue 36 §5);
        // the highest id is enough: a hearer reads what it has not seen. SQLite has one process.
        if (store.kind === "pg" && touched > 0) await t.execute(notifyStatement("alert", touched));
        return out;
      });
    } finally {
      recentLists.clear();
      if (items.some(({ post }) => !post.backfilled)) wakeEvents();
    }
  }

  // The hot path runs once per post: statements prepared once per connection (on PostgreSQL, per
  // transaction) on first use, not built by drizzle and compiled by SQLite on every call.
  const statements = preparedSet({
    upsertAnalysis: (t: StoreDb) =>
      t
        .insert(analyses)
        .values(placeholders(analyses, ["postId", ...ANALYSIS_FIELDS]))
        .onConflictDoUpdate({ target: analyses.postId, set: excluded(analyses, ANALYSIS_FIELDS) })
        .prepare("analysis_upsert"),
    alertOf: (t: StoreDb) =>
      t
        .select({ id: alerts.id, impact: alerts.impact })
        .from(alerts)
        .where(eq(alerts.postId, sql.placeholder("postId")))
        .limit(1)
        .prepare("alert_of_post"),
    setImpact: (t: StoreDb) =>
      t
        .update(alerts)
        .set({ impact: boundParam("impact", alerts.impact) })
        .where(eq(alerts.id, sql.placeholder("id")))
        .prepare("alert_set_impact"),
    insertAlert: (t: StoreDb) =>
      t
        .insert(alerts)
        .values(placeholders(alerts, ["postId", "impact", "createdAt"]))
        .returning()
        .prepare("alert_insert"),
    // Until delivery's writes take the Store (its conversion, under way): the event row as
    // delivery's emit writes it, on either store.
    insertEvent: (t: StoreDb) =>
      t
        .insert(deliveryEvents)
        .values(placeholders(deliveryEvents, ["type", "payload", "createdAt"]))
        .prepare("alert_delivery_event_insert"),
  });
  const emitIn = async (t: StoreDb, event: DeliveryEvent) => {
    const { type, ...payload } = deliveryEvent.parse(event);
    await statements(t).insertEvent.execute({ type, payload, createdAt: Date.now() });
  };

  /** Writes one analysis (and its alert); `wrote` is told the id of an alert made or changed. */
  async function write(t: StoreDb, post: PostRow, a: AnalysisResult, min: Impact, wrote: (id: number) => void): Promise<AlertRow | null> {
    const row = {
      postId: post.id,
      relevant: a.relevant,
      impact: a.impact,
      tariff: a.tariff,
      category: a.category,
      sectors: a.sectors,
      tickers: a.tickers,
      instruments: a.instruments,
      summary: a.summary,
      marketAnalysis: a.marketAnalysis,
      tradingIdeas: a.tradingIdeas,
      analyzer: a.analyzer,
      confidence: a.confidence,
      judgedBy: a.judgedBy,
      model: a.model,
      fallbackReason: a.fallbackReason,
      promptTokens: a.promptTokens,
      completionTokens: a.completionTokens,
      costUsd: a.costUsd,
      durationMs: a.durationMs,
      analyzedAt: now(),
    } satisfies Record<(typeof ANALYSIS_FIELDS)[number] | "postId", unknown>;
    const q = statements(t);
    await q.upsertAnalysis.execute(row);
    const qualifies = a.relevant && IMPACT_RANK[a.impact] >= IMPACT_RANK[min];
    const alertOf = async (postId: string) => (await q.alertOf.execute({ postId }))[0];
    // A repeat of a story that has its alert joins it (the view lists it as "also posted"):
    // nothing more is made or delivered. Without one (the first was dismissed), it stands alone.
    if (post.duplicateOf && (await alertOf(post.duplicateOf))) return null;
    const existing = await alertOf(post.id);
    if (existing) {
      if (existing.impact !== a.impact && a.relevant) {
        await q.setImpact.execute({ impact: a.impact, id: existing.id });
        wrote(existing.id);
      }
      return null;
    }
    if (!qualifies) {
      if (!post.backfilled) await emitIn(t, { type: "post.dismissed", postId: post.id });
      return null;
    }
    const [alert] = await q.insertAlert.execute({ postId: post.id, impact: a.impact, createdAt: post.backfilled ? post.createdAt : now() });
    wrote(alert!.id);
    // A re-judged original may have lost its keys while it had no alert (story.ts).
    if (!post.duplicateOf) await stories.remember(t, post);
    if (!post.backfilled) await emitIn(t, { type: "alert.created", alertId: alert!.id });
    return post.backfilled ? null : alert!;
  }

  /** The alerts a user may see: free users only those older than the free delay. */
  async function recent(viewer: ViewerLike, q: RecentQuery, at = now()) {
    const delayMs = Number(settings.get("alerts.freeDelayMinutes")) * MINUTE;
    const privileged = viewer.isPremium || viewer.isAdmin;
    const visibleUntil = privileged ? Infinity : at - delayMs;
    const conditions = [eq(analyses.relevant, true)];
    if (q.impact) conditions.push(eq(alerts.impact, q.impact));
    if (Number.isFinite(visibleUntil)) conditions.push(lte(alerts.createdAt, visibleUntil));
    if (q.before !== undefined) conditions.push(lt(alerts.createdAt, q.before));
    const rows = await store.db
      .select({ alert: alerts, post: posts, analysis: analyses })
      .from(alerts)
      .innerJoin(posts, eq(posts.id, alerts.postId))
      .innerJoin(analyses, eq(analyses.postId, alerts.postId))
      .where(and(...conditions))
      .orderBy(desc(alerts.createdAt), desc(alerts.id))
      .limit(Math.min(Math.max(q.limit ?? 20, 1), 100));
    const [media, reactions, also] = await Promise.all([
      mediaOf(rows.filter((r) => r.post.media.length).map((r) => r.post.id)),
      reactionsOf(
        store,
        rows.map((r) => r.alert.id),
        privileged,
      ),
      alsoPostedIn(
        store.db,
        store.tables,
        rows.map((r) => r.post.id),
      ),
    ]);
    return {
      alerts: rows.map((r) =>
        toView(r, media.get(r.post.id) ?? [], reactions.get(r.alert.id) ?? [], privileged ? "premium" : "free", also.get(r.post.id) ?? []),
      ),
      delayed: !privileged,
      freeDelayMinutes: delayMs / MINUTE,
    };
  }

  /**
   * The same list as `recent`, as JSON with its ETag, built once and served from memory. The
   * list depends only on the tier (premium and admins see everything at once, free users what
   * is older than the delay), the query and the alerts: a new or re-judged alert empties the
   * cache, a free list lasts until the next alert comes out of the delay, a changed delay, a
   * move the market wrote (its newest row, market/view.ts: the market tells nobody) or a commit
   * by another process (`data_version`, e.g. `squawk import`) makes a new key.
   */
  const recentLists = new Map<string, { body: Blob; etag: string; validUntil: number }>();
  const version = writtenElsewhere(store, now);
  // The market's newest move: a statement prepared once per connection (read on every list request), on both stores.
  const moves = () => lastReactionRow(store);
  const stamp = async () => `${await version()}|${await moves()}`;
  async function recentJson(viewer: ViewerLike, q: RecentQuery): Promise<{ body: Blob; etag: string }> {
    const at = now();
    const delayMs = Number(settings.get("alerts.freeDelayMinutes")) * MINUTE;
    const privileged = viewer.isPremium || viewer.isAdmin;
    const key = `${await stamp()}|${delayMs}|${privileged}|${q.impact ?? ""}|${q.limit ?? ""}|${q.before ?? ""}`;
    return cachedJson(key, at, delayMs, privileged, () => recent(viewer, q, at));
  }

  /** A list's JSON, kept until the data changes or the next alert comes out of the free delay. */
  async function cachedJson(
    key: string,
    at: number,
    delayMs: number,
    privileged: boolean,
    build: () => Promise<unknown>,
  ): Promise<{ body: Blob; etag: string }> {
    const hit = recentLists.get(key);
    if (hit && at < hit.validUntil) return hit;
    const json = JSON.stringify(await build());
    const next = privileged
      ? null
      : ((
          await store.db
            .select({ at: min(alerts.createdAt) })
            .from(alerts)
            .where(gt(alerts.createdAt, at - delayMs))
        )[0]?.at ?? null);
    // Encoded once: a Blob is sent as is, where a string would be encoded on every request.
    const body = new Blob([json], { type: "application/json" });
    const entry = { body, etag: `"${Bun.hash(json).toString(36)}"`, validUntil: next === null ? Infinity : next + delayMs };
    // Paging (`before`) makes keys without end: a full cache starts over rather than grow.
    if (recentLists.size >= 1000) recentLists.clear();
    recentLists.set(key, entry);
    return entry;
  }

  /**
   * The landing's real samples, which even an anonymous visitor may see (older than the free
   * delay): up to 3 recent High alerts, then the newest Medium and the newest Low one, as JSON from
   * the lists' cache: the landing asks for them on every visit.
   */
  async function samples() {
    const at = now();
    const delayMs = Number(settings.get("alerts.freeDelayMinutes")) * MINUTE;
    const anonymous = { isPremium: false, isAdmin: false };
    const entry = await cachedJson(`samples|${await stamp()}|${delayMs}`, at, delayMs, false, async () => {
      const high = await recent(anonymous, { impact: "High", limit: 3 }, at);
      const rest = [];
      for (const impact of ["Medium", "Low"] as const) rest.push(...(await recent(anonymous, { impact, limit: 1 }, at)).alerts);
      return { ...high, alerts: [...high.alerts, ...rest] };
    });
    return entry.body;
  }

  /** The pictures' read text and video flags of the listed posts, in one query. */
  async function mediaOf(ids: string[]) {
    const out = new Map<string, PostImageRow[]>();
    if (ids.length === 0) return out;
    for (const r of await store.db.select().from(postImages).where(inArray(postImages.postId, ids)).orderBy(asc(postImages.position))) {
      out.set(r.postId, [...(out.get(r.postId) ?? []), r]);
    }
    return out;
  }

  async function byPostIds(ids: string[]) {
    if (ids.length === 0) return [];
    return await store.db.select().from(alerts).where(inArray(alerts.postId, ids));
  }

  /**
   * A live post was stored in `t` (ingest): `post.detected`, so channels send their first word
   * on it. The wake runs after `t` commits (events.ts).
   */
  async function postDetected(t: StoreDb, postId: string) {
    await emitIn(t, { type: "post.detected", postId });
    wakeEvents();
  }

  return {
    /** Alerts were written by another node (its NOTIFY, issue 36 §5): the lists are built again at the next request. */
    changedElsewhere: () => recentLists.clear(),
    /** A post just stored in the caller's transaction: the first post of its story (it repeats), or null (story.ts). */
    joinStory: stories.join,
    record,
    recordMany,
    recent,
    recentJson,
    samples,
    stats,
    byPostIds,
    postDetected,
  };
}

function toView(
  r: { alert: AlertRow; post: PostRow; analysis: typeof analyses.$inferSelect },
  media: PostImageRow[],
  reactions: ReactionView[],
  tier: Tier,
  alsoPosted: AlsoPosted[],
) {
  return {
    id: r.alert.id,
    postId: r.post.id,
    impact: r.alert.impact,
    createdAt: r.alert.createdAt,
    postedAt: r.post.createdAt,
    account: r.post.account,
    content: r.post.content,
    url: r.post.url,
    media: r.post.media,
    isRepost: r.post.isRepost,
    // Reposts and copies of this story within 24 hours: they joined this alert.
    alsoPosted,
    mediaOnly: !r.post.content && r.post.media.length > 0,
    // Text OCR read from the post's pictures (null when none was read); whether it has a video.
    imageText: joinImageText(media) || null,
    video: media.some((m) => m.status === "video"),
    tariff: r.analysis.tariff,
    category: r.analysis.category,
    summary: r.analysis.summary,
    analyzer: r.analysis.analyzer,
    // The calibrated probability of the impact, and which judged it (analysis/score/): free sees them too.
    confidence: r.analysis.confidence,
    judgedBy: r.analysis.judgedBy,
    // What the market did after the post, horizon by horizon as they pass (src/market/view.ts).
    reactions,
    // Free viewers are told these exist, never sent them (premium-part.ts).
    ...premiumPart(r.analysis, tier),
  };
}

export type AlertView = ReturnType<typeof toView>;
export type AlertsService = ReturnType<typeof createAlerts>;

/** Any fixed number: the one key every alert transaction locks on PostgreSQL (issue 36 §5). */
export const ALERTS_LOCK = 0x5c1a_0003;

/**
 * A stamp that changes when another process may have written (part of the lists' cache key).
 * SQLite: `PRAGMA data_version` (a pragma, which drizzle has no builder for), which moves on
 * every commit made by another connection (`squawk import`). PostgreSQL has no per-database
 * change counter: the stamp is the second, so a list written by another node is seen within 1 s
 * even when its NOTIFY is not heard; when it is, `changedElsewhere` empties the lists at once.
 */
function writtenElsewhere(store: Store, now: () => number): () => Promise<number> {
  const sqlite = sqliteOf(store);
  if (!sqlite) return async () => Math.floor(now() / 1000);
  const dataVersion = sqlite.$client.prepare<{ data_version: number }, []>("PRAGMA data_version");
  return async () => dataVersion.get()!.data_version;
}
