import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { postImages } from "../db/schema/posts.ts";
import type { Store, StoreDb } from "../db/store.ts";

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
export function createImageStore(deps: { store: Store; now?: () => number }) {
  const { store } = deps;
  const { postImages, posts } = store.tables;
  const now = deps.now ?? Date.now;

  return {
    /**
     * Lists a new live post's media in the transaction that stores it: up to 4 images wait to
     * be read (the post's analysis waits for them); videos are recorded as such, never fetched.
     * Answers whether the post now waits for its images.
     */
    async queue(t: StoreDb, post: { id: string; media: string[] }): Promise<boolean> {
      const urls = [...new Set(post.media)];
      let images = 0;
      const rows = [];
      for (const url of urls) {
        const video = isVideoUrl(url);
        if (!video && images >= MAX_IMAGES_PER_POST) continue;
        if (!video) images++;
        rows.push({ postId: post.id, position: rows.length, url, status: video ? ("video" as const) : ("pending" as const), updatedAt: now() });
      }
      if (rows.length) await t.insert(postImages).values(rows).onConflictDoNothing();
      return images > 0;
    },

    /** The posts among `ids` still waiting for an image to be read. */
    async waiting(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await store.db
        .selectDistinct({ postId: postImages.postId })
        .from(postImages)
        .where(and(inArray(postImages.postId, ids), eq(postImages.status, "pending")));
      return new Set(rows.map((r) => r.postId));
    },

    /** The oldest post's next image to read, live posts first in posting order. */
    async nextPending(): Promise<PostImageRow | undefined> {
      const [row] = await store.db
        .select({ img: postImages })
        .from(postImages)
        .innerJoin(posts, eq(posts.id, postImages.postId))
        .where(eq(postImages.status, "pending"))
        .orderBy(asc(posts.createdAt), asc(postImages.position))
        .limit(1);
      return row?.img;
    },

    /** Counts an attempt before it starts, so an image that crashes the reader is given up on. */
    async startAttempt(row: PostImageRow) {
      await store.db
        .update(postImages)
        .set({ attempts: sql`${postImages.attempts} + 1`, updatedAt: now() })
        .where(and(eq(postImages.postId, row.postId), eq(postImages.position, row.position)));
      return row.attempts + 1;
    },

    /** A picture already read for any post, found by its content hash. */
    async readBefore(sha256: string): Promise<string | null> {
      const [hit] = await store.db
        .select({ text: postImages.text })
        .from(postImages)
        .where(and(eq(postImages.sha256, sha256), eq(postImages.status, "done")))
        .limit(1);
      return hit ? (hit.text ?? "") : null;
    },

    async settle(
      row: Pick<PostImageRow, "postId" | "position">,
      result: { status: "done" | "failed"; text?: string | null; error?: string | null; sha256?: string | null; durationMs?: number | null },
    ) {
      await store.db
        .update(postImages)
        .set({
          status: result.status,
          text: result.text ?? null,
          error: result.error ?? null,
          sha256: result.sha256 ?? null,
          durationMs: result.durationMs ?? null,
          updatedAt: now(),
        })
        .where(and(eq(postImages.postId, row.postId), eq(postImages.position, row.position)));
    },

    /** The reading queue: pictures waiting, and those that failed in the last day (admin panel, doctor). */
    async queueStatus(now = Date.now()) {
      const since = now - 24 * 3600_000;
      const [row] = await store.db
        .select({
          waiting: sql<number>`coalesce(sum(case when ${postImages.status} = 'pending' then 1 else 0 end), 0)`.mapWith(Number),
          failedLastDay:
            sql<number>`coalesce(sum(case when ${postImages.status} = 'failed' and ${postImages.updatedAt} > ${sql.param(since, postImages.updatedAt)} then 1 else 0 end), 0)`.mapWith(
              Number,
            ),
        })
        .from(postImages);
      return row!;
    },

    /** A post's media rows in posted order. */
    async ofPost(postId: string): Promise<PostImageRow[]> {
      return await store.db.select().from(postImages).where(eq(postImages.postId, postId)).orderBy(asc(postImages.position));
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
