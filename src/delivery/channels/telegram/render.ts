import { eq } from "drizzle-orm";
import type { Store } from "../../../db/store.ts";
import { freeSinceLine, movesSincePremium } from "../../../market/index.ts";
import { joinImageText } from "../../../ocr/index.ts";
import { alertMessage, instantMessage } from "./format.ts";
import type { Tier } from "./types.ts";

/**
 * The messages a delivery row stands for, rendered from the post and its analysis. A fan-out
 * renders the same text thousands of times, so results are cached per (post, kind, tier, delay).
 */
export function createRenderer(store: Store, freeDelayMinutes: () => number) {
  const { db } = store;
  const { alerts, analyses, postImages, posts } = store.tables;
  const cache = new Map<string, string[]>();

  async function mediaOf(postId: string) {
    const rows = await db.select().from(postImages).where(eq(postImages.postId, postId));
    return {
      reading: rows.some((r) => r.status === "pending"),
      imageText: joinImageText(rows) || null,
      videoUrl: rows.find((r) => r.status === "video")?.url ?? null,
    };
  }

  async function freeMoves(postId: string) {
    const [alert] = await db.select({ id: alerts.id }).from(alerts).where(eq(alerts.postId, postId)).limit(1);
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
    const [post] = await db.select().from(posts).where(eq(posts.id, row.postId)).limit(1);
    if (!post) return null;
    const media = post.media.length ? await mediaOf(row.postId) : undefined;
    let parts: string[];
    if (row.kind === "instant") parts = instantMessage({ ...post, media });
    else {
      const [a] = await db.select().from(analyses).where(eq(analyses.postId, row.postId)).limit(1);
      if (!a) return null;
      parts = alertMessage({ ...post, media }, a, row.tier, delay, since ? freeSinceLine(since, delay) : undefined);
    }
    if (cache.size > 200) cache.clear();
    cache.set(key, parts);
    return parts;
  };
}
