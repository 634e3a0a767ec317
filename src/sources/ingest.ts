import { and, asc, eq, gte, isNull, notExists, sql } from "drizzle-orm";
import type { AlertsService } from "../alerts/index.ts";
import type { AnalysisResult, PostInput, AnalysisService } from "../analysis/index.ts";
import { placeholders, preparedOn } from "../db/prepared.ts";
import { sourceState, type posts } from "../db/schema/posts.ts";
import { sqliteOf, type Store, type StoreDb } from "../db/store.ts";
import type { Logger } from "../log.ts";
import { joinImageText, type ImageStore } from "../ocr/index.ts";
import type { Page, RawPost } from "./source.ts";
import { nextTurn } from "../next-turn.ts";

/** How long an import judges posts before it lets waiting requests and timers run. */
const YIELD_AFTER_MS = 10;

export type PostRow = typeof posts.$inferSelect;

/**
 * From a fetched page to alert rows. Storing a page and moving its source's cursor happen in
 * one transaction; analysis follows post by post (an llm call cannot sit inside a SQLite
 * transaction), and anything stored but not yet analysed is picked up by `analyzePending`,
 * so a crash between the two loses nothing and duplicates nothing.
 */
export function createIngest(deps: { store: Store; analysis: AnalysisService; alerts: AlertsService; images: ImageStore; log: Logger; now?: () => number }) {
  const { store, log } = deps;
  const { analyses, postImages, posts } = store.tables;
  const now = deps.now ?? Date.now;

  function toRow(p: RawPost, source: string, account: string, backfilled: boolean, seenAt: number): PostRow {
    return {
      id: p.id,
      source,
      account,
      createdAt: p.createdAt,
      seenAt,
      content: p.content,
      url: p.url,
      media: p.media,
      isRepost: p.isRepost,
      backfilled,
      duplicateOf: null,
    };
  }

  // Every post fetched runs it: prepared once per connection (on PostgreSQL, per transaction).
  const insertPost = preparedOn((t: StoreDb) =>
    t
      .insert(posts)
      .values(placeholders(posts, ["id", "source", "account", "createdAt", "seenAt", "content", "url", "media", "isRepost", "backfilled"]))
      .onConflictDoNothing()
      .returning({ id: posts.id })
      .prepare("post_insert"),
  );

  /** Stores a page's new posts and the source's cursor together; returns the rows that were new. */
  async function storePage(opts: {
    source: string;
    account: string;
    page: Page;
    isOld: (p: RawPost) => boolean;
    extra?: (t: StoreDb) => Promise<void>;
  }): Promise<PostRow[]> {
    const seenAt = now();
    return store.tx(async (t) => {
      const fresh: PostRow[] = [];
      for (const p of opts.page.posts) {
        const row = toRow(p, opts.source, opts.account, opts.isOld(p), seenAt);
        const { duplicateOf: _, ...values } = row;
        const [inserted] = await insertPost(t).execute(values);
        if (inserted) {
          fresh.push(row);
          // A repost or copy of a story alerted on within 24 hours joins that alert: no
          // "analysing…" ping, and its analysis makes no second alert (alerts/service.ts).
          row.duplicateOf = await deps.alerts.joinStory(t, row);
          // A live post's pictures are read before it is judged; back-filled posts never alert.
          if (!row.backfilled && row.media.length) await deps.images.queue(t, row);
          if (!row.backfilled && !row.duplicateOf) await deps.alerts.postDetected(t, row.id);
        }
      }
      await opts.extra?.(t);
      return fresh;
    });
  }

  function logAlert(row: PostRow, alert: { impact: string } | null, analyzer: string) {
    // Detection latency: from posting to Squawk's first sight of it.
    if (alert) log.info("alert", { postId: row.id, impact: alert.impact, detectionLatencyMs: row.seenAt - row.createdAt, analyzer });
  }

  /** The post's own words, and the text read from its pictures when there was any. */
  async function inputOf(row: PostRow, pictures?: PostInput["images"]): Promise<PostInput> {
    const imageText = row.media.length ? joinImageText(await deps.images.ofPost(row.id)) : "";
    return {
      id: row.id,
      content: row.content,
      createdAt: row.createdAt,
      ...(imageText ? { imageText } : {}),
      ...(pictures?.length ? { images: pictures } : {}),
    };
  }

  async function analyzeOne(row: PostRow, pictures?: PostInput["images"]) {
    const result = await deps.analysis.analyze(await inputOf(row, pictures));
    const alert = await deps.alerts.record(row, result);
    logAlert(row, alert, result.analyzer);
    return alert;
  }

  /**
   * A page's new posts. The rules answer in well under a millisecond, so a page is judged
   * whole and written in one transaction (one commit, not forty); a model is slow, so each of
   * its posts is written as soon as it is judged and the first alert never waits for the last.
   */
  async function analyzePage(all: PostRow[]) {
    // Posts whose pictures are still to be read are judged by the image reader once it is done.
    const waiting = await deps.images.waiting(all.filter((r) => r.media.length).map((r) => r.id));
    const rows = waiting.size ? all.filter((r) => !waiting.has(r.id)) : all;
    if (deps.analysis.current().name !== "rules") {
      const out = [];
      for (const row of rows) out.push(await analyzeOne(row));
      return out;
    }
    const items = [];
    for (const row of rows) items.push({ post: row, analysis: await deps.analysis.analyze(await inputOf(row)) });
    const alerts = await deps.alerts.recordMany(items);
    items.forEach((it, i) => {
      logAlert(it.post, alerts[i]!, it.analysis.analyzer);
    });
    return alerts;
  }

  const unanalysedFrom = unanalysedSince(store);

  /** Posts stored but never analysed (e.g. the process stopped in between), oldest first. */
  async function analyzePending(limit = 500) {
    const from = await unanalysedFrom();
    if (from === null) return 0;
    const rows = (
      await store.db
        .select({ post: posts })
        .from(posts)
        .leftJoin(analyses, eq(analyses.postId, posts.id))
        .where(
          and(
            gte(posts.createdAt, from),
            isNull(analyses.postId),
            notExists(
              store.db
                .select({ x: postImages.postId })
                .from(postImages)
                .where(and(eq(postImages.postId, posts.id), eq(postImages.status, "pending"))),
            ),
          ),
        )
        .orderBy(asc(posts.createdAt))
        .limit(limit)
    ).map((r) => r.post);
    await analyzePage(rows);
    return rows.length;
  }

  /** Imports a list of posts silently: stored as back-filled and analysed, never alerting. */
  async function importPosts(
    list: RawPost[],
    opts: {
      source: string;
      account: string;
      analyze?: "rules" | "current";
      /** Judgements made beforehand, by post id (the bundled sample's, made at build time): such a post is not judged again. */
      judged?: Readonly<Record<string, AnalysisResult>>;
      onProgress?: (done: number, total: number) => void;
    },
  ) {
    let added = 0;
    const chunk = 500;
    for (let i = 0; i < list.length; i += chunk) {
      const fresh = await storePage({ source: opts.source, account: opts.account, page: { posts: list.slice(i, i + chunk), cursor: null }, isOld: () => true });
      // Storing a chunk holds the loop (tens of ms on a first start): requests go before judging it.
      await nextTurn();
      const items = [];
      let slice = performance.now();
      for (const row of fresh) {
        const input = { id: row.id, content: row.content, createdAt: row.createdAt };
        const judge = () => (opts.analyze === "current" ? deps.analysis.analyze(input) : deps.analysis.rules.analyze(input));
        items.push({ post: row, analysis: opts.judged?.[row.id] ?? (await judge()) });
        // The rules answer without I/O, so nothing else would run until the chunk is judged: a
        // first start's sample import (after listen) would hold /healthz and every request.
        if (performance.now() - slice > YIELD_AFTER_MS) await nextTurn(), (slice = performance.now());
      }
      await deps.alerts.recordMany(items);
      added += fresh.length;
      opts.onProgress?.(Math.min(i + chunk, list.length), list.length);
    }
    return { added, skipped: list.length - added };
  }

  /** A post whose pictures are all settled: judged with their text (and, for a vision model, the pictures). */
  async function analyzeAfterImages(postId: string, pictures?: PostInput["images"]) {
    const [row] = await store.db.select().from(posts).where(eq(posts.id, postId)).limit(1);
    if (!row || (await deps.images.waiting([postId])).size) return null;
    return analyzeOne(row, pictures);
  }

  return { storePage, analyzeOne, analyzeAfterImages, analyzePage, analyzePending, importPosts };
}

export type Ingest = ReturnType<typeof createIngest>;

/**
 * Where the unanalysed posts begin: the oldest post without an analysis, or null. The triggers
 * count posts and analyses (post_totals), so their difference is how many posts have no
 * analysis; reading newest first, the scan stops once it has met them all, and when there are
 * none (nearly always) it reads nothing. Every poll and every start asks: from the oldest post
 * on, at a million posts, it held the loop ~1 s. Raw SQL: drizzle's LIMIT takes no subquery.
 */
function unanalysedSince(store: Store): () => Promise<number | null> {
  const sqlite = sqliteOf(store);
  if (sqlite) {
    // Without the counts' row, LIMIT -1: no limit, every post is read, as before.
    const q = sqlite.$client.query<{ at: number | null }, []>(
      `SELECT min(created_at) AS at FROM (
         SELECT created_at FROM posts WHERE NOT EXISTS (SELECT 1 FROM analyses WHERE post_id = posts.id)
         ORDER BY created_at DESC LIMIT coalesce((SELECT posts - analyses FROM post_totals WHERE id = 1), -1))`,
    );
    return async () => q.get()?.at ?? null;
  }
  // PostgreSQL refuses a negative LIMIT; a NULL one (no counts' row) is no limit. The time comes
  // back as milliseconds, as the column maps it (raw SQL is not mapped).
  return async () => {
    const [row] = await store.db.execute<{ at: number | null }>(
      sql`SELECT (extract(epoch FROM min(created_at)) * 1000)::float8 AS at FROM (
            SELECT created_at FROM posts WHERE NOT EXISTS (SELECT 1 FROM analyses WHERE post_id = posts.id)
            ORDER BY created_at DESC LIMIT (SELECT posts - analyses FROM post_totals WHERE id = 1)) unanalysed`,
    );
    return row?.at == null ? null : Math.round(Number(row.at));
  };
}
export { sourceState };
