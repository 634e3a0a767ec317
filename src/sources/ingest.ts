import { and, eq, gte, isNull, notExists } from "drizzle-orm";
import type { AlertsService } from "../alerts/service.ts";
import type { AnalysisResult, PostInput } from "../analysis/analyzer.ts";
import type { AnalysisService } from "../analysis/service.ts";
import type { Db } from "../db/index.ts";
import { placeholders } from "../db/prepared.ts";
import { analyses, postImages, posts, sourceState } from "../db/schema/posts.ts";
import type { Logger } from "../log.ts";
import { joinImageText, type ImageStore } from "../ocr/images.ts";
import type { Page, RawPost } from "./source.ts";
import { nextTurn } from "../next-turn.ts";

/** How long an import judges posts before it lets waiting requests and timers run. */
const YIELD_AFTER_MS = 10;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type PostRow = typeof posts.$inferSelect;

/**
 * From a fetched page to alert rows. Storing a page and moving its source's cursor happen in
 * one transaction; analysis follows post by post (an llm call cannot sit inside a SQLite
 * transaction), and anything stored but not yet analysed is picked up by `analyzePending`,
 * so a crash between the two loses nothing and duplicates nothing.
 */
export function createIngest(deps: { db: Db; analysis: AnalysisService; alerts: AlertsService; images: ImageStore; log: Logger; now?: () => number }) {
  const { db, log } = deps;
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

  const insertPost = db
    .insert(posts)
    .values(placeholders(posts, ["id", "source", "account", "createdAt", "seenAt", "content", "url", "media", "isRepost", "backfilled"]))
    .onConflictDoNothing()
    .returning({ id: posts.id })
    .prepare();

  /** Stores a page's new posts and the source's cursor together; returns the rows that were new. */
  function storePage(opts: { source: string; account: string; page: Page; isOld: (p: RawPost) => boolean; extra?: (tx: Tx) => void }): PostRow[] {
    const seenAt = now();
    return db.transaction((tx) => {
      const fresh: PostRow[] = [];
      for (const p of opts.page.posts) {
        const row = toRow(p, opts.source, opts.account, opts.isOld(p), seenAt);
        const inserted = insertPost.get(row);
        if (inserted) {
          fresh.push(row);
          // A repost or copy of a story alerted on within 24 hours joins that alert: no
          // "analysing…" ping, and its analysis makes no second alert (alerts/service.ts).
          row.duplicateOf = deps.alerts.joinStory(row);
          // A live post's pictures are read before it is judged; back-filled posts never alert.
          if (!row.backfilled && row.media.length) deps.images.queue(tx, row);
          if (!row.backfilled && !row.duplicateOf) deps.alerts.postDetected(tx, row.id);
        }
      }
      opts.extra?.(tx);
      return fresh;
    });
  }

  function logAlert(row: PostRow, alert: { impact: string } | null, analyzer: string) {
    // Detection latency: from posting to Squawk's first sight of it.
    if (alert) log.info("alert", { postId: row.id, impact: alert.impact, detectionLatencyMs: row.seenAt - row.createdAt, analyzer });
  }

  /** The post's own words, and the text read from its pictures when there was any. */
  function inputOf(row: PostRow, pictures?: PostInput["images"]): PostInput {
    const imageText = row.media.length ? joinImageText(deps.images.ofPost(row.id)) : "";
    return {
      id: row.id,
      content: row.content,
      createdAt: row.createdAt,
      ...(imageText ? { imageText } : {}),
      ...(pictures?.length ? { images: pictures } : {}),
    };
  }

  async function analyzeOne(row: PostRow, pictures?: PostInput["images"]) {
    const result = await deps.analysis.analyze(inputOf(row, pictures));
    const alert = deps.alerts.record(row, result);
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
    const waiting = deps.images.waiting(all.filter((r) => r.media.length).map((r) => r.id));
    const rows = waiting.size ? all.filter((r) => !waiting.has(r.id)) : all;
    if (deps.analysis.current().name !== "rules") {
      const out = [];
      for (const row of rows) out.push(await analyzeOne(row));
      return out;
    }
    const items = [];
    for (const row of rows) items.push({ post: row, analysis: await deps.analysis.analyze(inputOf(row)) });
    const alerts = deps.alerts.recordMany(items);
    items.forEach((it, i) => {
      logAlert(it.post, alerts[i]!, it.analysis.analyzer);
    });
    return alerts;
  }

  // Where the unanalysed posts begin. The triggers count posts and analyses (post_totals), so
  // their difference is how many posts have no analysis; reading newest first, the scan stops
  // once it has met them all, and when there are none (nearly always) it reads nothing. Every
  // poll and every start asks: from the oldest post on, at a million posts, it held the loop ~1 s.
  // Without the counts' row, LIMIT -1: no limit, every post is read, as before.
  const unanalysedFrom = db.$client.query<{ at: number | null }, []>(
    `SELECT min(created_at) AS at FROM (
       SELECT created_at FROM posts WHERE NOT EXISTS (SELECT 1 FROM analyses WHERE post_id = posts.id)
       ORDER BY created_at DESC LIMIT coalesce((SELECT posts - analyses FROM post_totals WHERE id = 1), -1))`,
  );

  /** Posts stored but never analysed (e.g. the process stopped in between), oldest first. */
  async function analyzePending(limit = 500) {
    const from = unanalysedFrom.get()?.at ?? null;
    if (from === null) return 0;
    const rows = db
      .select({ post: posts })
      .from(posts)
      .leftJoin(analyses, eq(analyses.postId, posts.id))
      .where(
        and(
          gte(posts.createdAt, from),
          isNull(analyses.postId),
          notExists(
            db
              .select({ x: postImages.postId })
              .from(postImages)
              .where(and(eq(postImages.postId, posts.id), eq(postImages.status, "pending"))),
          ),
        ),
      )
      .orderBy(posts.createdAt)
      .limit(limit)
      .all()
      .map((r) => r.post);
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
      const fresh = storePage({ source: opts.source, account: opts.account, page: { posts: list.slice(i, i + chunk), cursor: null }, isOld: () => true });
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
      deps.alerts.recordMany(items);
      added += fresh.length;
      opts.onProgress?.(Math.min(i + chunk, list.length), list.length);
    }
    return { added, skipped: list.length - added };
  }

  /** A post whose pictures are all settled: judged with their text (and, for a vision model, the pictures). */
  async function analyzeAfterImages(postId: string, pictures?: PostInput["images"]) {
    const row = db.select().from(posts).where(eq(posts.id, postId)).get();
    if (!row || deps.images.waiting([postId]).size) return null;
    return analyzeOne(row, pictures);
  }

  return { storePage, analyzeOne, analyzeAfterImages, analyzePage, analyzePending, importPosts };
}

export type Ingest = ReturnType<typeof createIngest>;
export { sourceState };
