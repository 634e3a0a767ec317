import { Elysia } from "elysia";
import { z } from "zod";
import type { AuthPlugin } from "../auth/index.ts";
import type { AlertsService } from "./service.ts";
import { IMPACTS } from "../db/schema/posts.ts";

const blankIsUnset = (v: unknown) => (v === "" ? undefined : v);
export const recentQuery = z.object({
  impact: z.preprocess(
    blankIsUnset,
    z.enum(IMPACTS.filter((i) => i !== "None") as ["High", "Medium", "Low"], { error: "impact must be High, Medium or Low" }).optional(),
  ),
  limit: z.preprocess(
    blankIsUnset,
    z.coerce
      .number({ error: "limit must be a whole number from 1 to 100" })
      .int({ error: "limit must be a whole number from 1 to 100" })
      .min(1, { error: "limit must be a whole number from 1 to 100" })
      .max(100, { error: "limit must be a whole number from 1 to 100" })
      .default(20),
  ),
  // The `createdAt` of the last alert already shown (ms), for the next page.
  before: z.preprocess(
    blankIsUnset,
    z.coerce
      .number({ error: "before must be a time in milliseconds" })
      .int({ error: "before must be a time in milliseconds" })
      .positive({ error: "before must be a time in milliseconds" })
      .optional(),
  ),
});

/** The dashboard's data: alerts for signed-in users (free ones delayed), stats, and the landing's samples. */
export function alertsRoutes(s: { auth: AuthPlugin; alerts: AlertsService }) {
  const { alerts } = s;
  return (
    new Elysia()
      .use(s.auth)
      // Served from memory with an ETag: a browser that has the list gets a 304 (alerts/service.ts).
      .get(
        "/api/alerts/recent",
        async ({ user, query, request }) => {
          const { body, etag } = await alerts.recentJson(user, query);
          const headers = { etag, "cache-control": "private, no-cache" };
          const known = request.headers.get("if-none-match");
          if (known && (known.trim() === "*" || known.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)))
            return new Response(null, { status: 304, headers });
          return new Response(body, { headers: { ...headers, "content-type": "application/json" } });
        },
        { user: true, query: recentQuery },
      )
      // Free users' figures are those of the free delay ago, like their feed.
      .get("/api/stats", ({ user }) => alerts.stats(user), { user: true })
      // Public: at most 3 High alerts that even a free user may already see.
      .get("/api/alerts/samples", async () => new Response(await alerts.samples(), { headers: { "content-type": "application/json" } }))
  );
}
