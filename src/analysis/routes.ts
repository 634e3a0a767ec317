import { Elysia } from "elysia";
import { z } from "zod";
import type { AuthPlugin } from "../auth/index.ts";
import type { BatchAnalysis } from "./batch.ts";

const batchBody = z
  .object({
    batchSize: z
      .number({ error: "batchSize must be a whole number from 1 to 500" })
      .int({ error: "batchSize must be a whole number from 1 to 500" })
      .min(1, { error: "batchSize must be a whole number from 1 to 500" })
      .max(500, { error: "batchSize must be a whole number from 1 to 500" })
      .default(50),
    maxPosts: z
      .number({ error: "maxPosts must be -1 (all) or a positive whole number" })
      .int({ error: "maxPosts must be -1 (all) or a positive whole number" })
      .min(-1, { error: "maxPosts must be -1 (all) or a positive whole number" })
      .refine((n) => n !== 0, { error: "maxPosts must be -1 (all) or a positive whole number" })
      .default(-1),
  })
  .default({ batchSize: 50, maxPosts: -1 });

/** Admin: re-analyse stored posts in the background, and watch its progress. */
export function analysisRoutes(s: { auth: AuthPlugin; batch: BatchAnalysis }) {
  const { batch } = s;
  return new Elysia()
    .use(s.auth)
    .post(
      "/api/process-all-posts",
      async ({ body }) => {
        const progress = await batch.start(body ?? { batchSize: 50, maxPosts: -1 });
        return { success: true, message: `Analysis started for ${progress.total} posts`, progress };
      },
      { admin: true, body: batchBody },
    )
    .get("/api/admin/analysis-progress", () => batch.progress(), { admin: true });
}
