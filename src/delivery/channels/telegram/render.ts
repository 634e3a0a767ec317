import { eq } from "drizzle-orm";
import type { Db } from "../../../db/index.ts";
import { sqliteStore } from "../../../db/store.ts";
import { alerts, analyses, postImages, posts } from "../../../db/schema/posts.ts";
import { freeSinceLine, movesSincePremium } from "../../../market/moves-text.ts";
import { joinImageText } from "../../../ocr/images.ts";
import { alertMessage, instantMessage } from "./format.ts";
import type { Tier } from "./types.ts";

/**
 * The messages a delivery row stands for, rendered from the post and its analysis. A fan-out
 * renders the same text thousands of times, so results are cached per (post, kind, tier, delay).
 */
export function createRenderer(db: Db, freeDelayMinutes: () => number) {
  const cache = new Map<string, string[]>();
  const store = sqliteStore(db);

  function mediaOf(postId: string) {
    const rows = db.select().from(postImages).where(eq(postImages.postId, postId)).all();
    return {
      reading: rows.some((r) => r.status === "pending"),
      imageText: joinImageText(rows) || null,
      videoUrl: rows.find((r) => r.status === "video")?.url ?? null,
    };
  }

  async function freeMoves(postId: string) {
    const alert = db.select({ id: alerts.id }).from(alerts).where(eq(alerts.postId, postId)).get();
    return alert ? await movesSincePremium(store, alert.id, Date.now()) : null;
  }

  return async (row: { postId: string | null; kind: string; tier: Tier }): Promise<string[] | null> => {
    if (row.postId === null || (row.kind !== "instant" && row.kind !== "final")) return null;
    const delay = freeDelayMinutes();
    // The free final message says what the market did since premium got it (src/market/).
    const since = row.kind === "final" && row.tier === "free" ? await freeMoves(row.postId) : null;
    // The free text states the delay, so a changed setting must not reuse the old text.
    const key = `${row.postId}|${row.kind}|${row.tier}|${delay}|${since ?? ""}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const post = db.select().from(posts).where(eq(posts.id, row.postId)).get();
    if (!post) return null;
    const media = post.media.length ? mediaOf(row.postId) : undefined;
    let parts: string[];
    if (row.kind === "instant") parts = instantMessage({ ...post, media });
    else {
      const a = db.select().from(analyses).where(eq(analyses.postId, row.postId)).get();
      if (!a) return null;
      parts = alertMessage({ ...post, media }, a, row.tier, delay, since ? freeSinceLine(since, delay) : undefined);
    }
    if (cache.size > 200) cache.clear();
    cache.set(key, parts);
    return parts;
  };
}
