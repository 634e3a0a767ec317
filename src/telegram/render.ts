import { eq } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { analyses, posts } from "../db/schema/posts.ts";
import { alertMessage, instantMessage } from "./format.ts";
import type { Tier } from "./types.ts";

/**
 * The messages a delivery row stands for, rendered from the post and its analysis. A fan-out
 * renders the same text thousands of times, so results are cached per (post, kind, tier, delay).
 */
export function createRenderer(db: Db, freeDelayMinutes: () => number) {
  const cache = new Map<string, string[]>();

  return (row: { postId: string; kind: "instant" | "final"; tier: Tier }): string[] | null => {
    const delay = freeDelayMinutes();
    // The free text states the delay, so a changed setting must not reuse the old text.
    const key = `${row.postId}|${row.kind}|${row.tier}|${delay}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const post = db.select().from(posts).where(eq(posts.id, row.postId)).get();
    if (!post) return null;
    let parts: string[];
    if (row.kind === "instant") parts = instantMessage(post);
    else {
      const a = db.select().from(analyses).where(eq(analyses.postId, row.postId)).get();
      if (!a) return null;
      parts = alertMessage(post, a, row.tier, delay);
    }
    if (cache.size > 200) cache.clear();
    cache.set(key, parts);
    return parts;
  };
}
