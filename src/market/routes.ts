import { eq } from "drizzle-orm";
import { Elysia } from "elysia";
import { z } from "zod";
import type { AuthPlugin } from "../auth/guard.ts";
import type { Db } from "../db/index.ts";
import type { Settings } from "../settings/service.ts";
import type { MarketService } from "./service.ts";
import { alerts } from "../db/schema/posts.ts";
import { notFound } from "../errors.ts";
import { alertReaction } from "./view.ts";

const MINUTE = 60_000;
const alertId = z.object({ id: z.coerce.number({ error: "The alert id must be a number" }).int({ error: "The alert id must be a number" }).positive({ error: "The alert id must be a number" }) });

/** One alert's moves and its 1-minute charts (−10 to +60 min), for the "Since the post" block. */
export function marketRoutes(s: { auth: AuthPlugin; db: Db; settings: Settings; market: MarketService }) {
  return new Elysia()
    .use(s.auth)
    .get("/api/alerts/:id/reaction", ({ user, params }) => {
      const alert = s.db.select().from(alerts).where(eq(alerts.id, params.id)).get();
      // A free user sees an alert once the free delay has passed, as in the list.
      const delay = Number(s.settings.get("alerts.freeDelayMinutes")) * MINUTE;
      if (!alert || (!user.isPremium && !user.isAdmin && alert.createdAt > Date.now() - delay)) throw notFound("No such alert");
      return { marketData: s.market.provider?.name ?? "off", ...alertReaction(s.db, alert.id) };
    }, { user: true, params: alertId });
}
