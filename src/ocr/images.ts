import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { postImages, posts } from "../db/schema/posts.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type PostImageRow = typeof postImages.$inferSelect;

export const MAX_IMAGES_PER_POST = 4;
const VIDEO = /\.(mp4|m4v|mov|webm|m3u8|mkv|avi)(\?|#|$)/i;

/** Truth Social and the archives give media as URLs; a video's URL ends in its container's name. */
export const isVideoUrl = (url: string) => VIDEO.test(url);

/** The text read from a post's images, as one block, in the order they were posted. */
export function joinImageText(rows: Pick<PostImageRow, "status" | "text">[]) {
  return rows
    .filter((r) => r.status === "done" && r.text?.trim())
    .map((r) => r.text!.trim())
    .join("\n\n");
}

/** The post_images table: what waits to be read, and what was read. */
export function createImageStore(deps: { db: Db; now?: () => number }) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  // The reader asks every 2 s, the admin panel on every look: prepared once, not built and
  // compiled each time.
  const pending = db
    .select({ img: postImages })
    .from(postImages)
    .innerJoin(posts, eq(posts.id, postImages.postId))
    .where(eq(postImages.status, "pending"))
    .orderBy(asc(posts.createdAt), asc(postImages.position))
    .limit(1)
    .prepare();
  const queue = db
    .select({
      waiting: sql<number>`coalesce(sum(case when ${postImages.status} = 'pending' then 1 else 0 end), 0)`,
      failedLastDay: sql<number>`coalesce(sum(case when ${postImages.status} = 'failed' and ${postImages.updatedAt} > ${sql.placeholder("since")} then 1 else 0 end), 0)`,
    })
    .from(postImages)
    .prepare();

  return {
    /**
     * Lists a new live post's media in the transaction that stores it: up to 4 images wait to
     * be read (the post's analysis waits for them); videos are recorded as such, never fetched.
     * Answers whether the post now waits for its images.
     */
    queue(tx: Tx, post: { id: string; media: string[] }): boolean {
      const urls = [...new Set(post.media)];
      let images = 0;
      const rows = [];
      for (const url of urls) {
        const video = isVideoUrl(url);
        if (!video && images >= MAX_IMAGES_PER_POST) continue;
        if (!video) images++;
        rows.push({ postId: post.id, position: rows.length, url, status: video ? ("video" as const) : ("pending" as const), updatedAt: now() });
      }
      if (rows.length) tx.insert(postImages).values(rows).onConflictDoNothing().run();
      return images > 0;
    },

    /** The posts among `ids` still waiting for an image to be read. */
    waiting(ids: string[]): Set<string> {
      if (ids.length === 0) return new Set();
      const rows = db
        .selectDistinct({ postId: postImages.postId })
        .from(postImages)
        .where(and(inArray(postImages.postId, ids), eq(postImages.status, "pending")))
        .all();
      return new Set(rows.map((r) => r.postId));
    },

    /** The oldest post's next image to read, live posts first in posting order. */
    nextPending(): PostImageRow | undefined {
      return pending.get()?.img;
    },

    /** Counts an attempt before it starts, so an image that crashes the reader is given up on. */
    startAttempt(row: PostImageRow) {
      db.update(postImages)
        .set({ attempts: sql`${postImages.attempts} + 1`, updatedAt: now() })
        .where(and(eq(postImages.postId, row.postId), eq(postImages.position, row.position)))
        .run();
      return row.attempts + 1;
    },

    /** A picture already read for any post, found by its content hash. */
    readBefore(sha256: string): string | null {
      const hit = db
        .select({ text: postImages.text })
        .from(postImages)
        .where(and(eq(postImages.sha256, sha256), eq(postImages.status, "done")))
        .limit(1)
        .get();
      return hit ? (hit.text ?? "") : null;
    },

    settle(
      row: Pick<PostImageRow, "postId" | "position">,
      result: { status: "done" | "failed"; text?: string | null; error?: string | null; sha256?: string | null; durationMs?: number | null },
    ) {
      db.update(postImages)
        .set({
          status: result.status,
          text: result.text ?? null,
          error: result.error ?? null,
          sha256: result.sha256 ?? null,
          durationMs: result.durationMs ?? null,
          updatedAt: now(),
        })
        .where(and(eq(postImages.postId, row.postId), eq(postImages.position, row.position)))
        .run();
    },

    /** The reading queue: pictures waiting, and those that failed in the last day (admin panel, doctor). */
    queueStatus(now = Date.now()) {
      return queue.get({ since: now - 24 * 3600_000 })!;
    },

    /** A post's media rows in posted order. */
    ofPost(postId: string): PostImageRow[] {
      return db.select().from(postImages).where(eq(postImages.postId, postId)).orderBy(asc(postImages.position)).all();
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
