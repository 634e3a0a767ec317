import { Elysia } from "elysia";
import { z } from "zod";
import type { Services } from "../app.ts";
import { IMPACTS } from "../db/schema/posts.ts";

const blankIsUnset = (v: unknown) => (v === "" ? undefined : v);
export const recentQuery = z.object({
  impact: z.preprocess(blankIsUnset, z.enum(IMPACTS.filter((i) => i !== "None") as ["High", "Medium", "Low"], { error: "impact must be High, Medium or Low" }).optional()),
  limit: z.preprocess(
    blankIsUnset,
    z.coerce.number({ error: "limit must be a whole number from 1 to 100" }).int({ error: "limit must be a whole number from 1 to 100" }).min(1, { error: "limit must be a whole number from 1 to 100" }).max(100, { error: "limit must be a whole number from 1 to 100" }).default(20),
  ),
  // The `createdAt` of the last alert already shown (ms), for the next page.
  before: z.preprocess(blankIsUnset, z.coerce.number({ error: "before must be a time in milliseconds" }).int({ error: "before must be a time in milliseconds" }).positive({ error: "before must be a time in milliseconds" }).optional()),
});

/** The dashboard's data: alerts for signed-in users (free ones delayed), stats, and the landing's samples. */
export function alertsRoutes(s: Services) {
  const { alerts } = s;
  return new Elysia()
    .use(s.auth)
    .get("/api/alerts/recent", ({ user, query }) => alerts.recent(user, query), { user: true, query: recentQuery })
    .get("/api/stats", () => alerts.stats(), { user: true })
    // Public: at most 3 High alerts that even a free user may already see.
    .get("/api/alerts/samples", () => ({ alerts: alerts.samples() }));
}
