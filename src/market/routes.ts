import { eq } from "drizzle-orm";
import { Elysia } from "elysia";
import { z } from "zod";
import type { AuthPlugin } from "../auth/index.ts";
import type { Store } from "../db/store.ts";
import type { Settings } from "../settings/index.ts";
import type { MarketService } from "./service.ts";
import { notFound } from "../errors.ts";
import { createTrackRecord } from "./track-record.ts";
import { FLAT_PCT } from "./reaction.ts";
import { alertReaction } from "./view.ts";

/** What the track record says when there is nothing to measure with. */
export const NO_MARKET_DATA =
  "There is no market data: MARKET_DATA is off. Set MARKET_DATA=yahoo (no key needed), or MARKET_DATA=alpaca with ALPACA_KEY_ID and ALPACA_SECRET_KEY, and restart Squawk.";

const MINUTE = 60_000;
const alertId = z.object({
  id: z.coerce
    .number({ error: "The alert id must be a number" })
    .int({ error: "The alert id must be a number" })
    .positive({ error: "The alert id must be a number" }),
});

/**
 * One alert's moves and its 1-minute charts (−10 to +60 min), for the "Since the post" block;
 * the public track record, and the admins' split of it by category and analyzer.
 */
export function marketRoutes(s: { auth: AuthPlugin; store: Store; settings: Settings; market: MarketService }) {
  const record = createTrackRecord({ store: s.store });
  const { alerts } = s.store.tables;
  const delayMs = () => Number(s.settings.get("alerts.freeDelayMinutes")) * MINUTE;
  // The flat band goes with the figures, so the page states the rule the record was scored by.
  const header = () => ({ marketData: s.market.provider?.name ?? "off", message: s.market.provider ? null : NO_MARKET_DATA, flatPct: FLAT_PCT });
  return (
    new Elysia()
      // Public: nothing is shown as a move without market data, and no call younger than a day.
      .get("/api/track-record", async () => {
        const h = header();
        return { ...h, ...(s.market.provider ? await record.publicRecord(Date.now()) : { live: null, backfilled: null, biggest: [] }) };
      })
      .use(s.auth)
      .get(
        "/api/alerts/:id/reaction",
        async ({ user, params }) => {
          const [alert] = await s.store.db.select().from(alerts).where(eq(alerts.id, params.id)).limit(1);
          // A free user sees an alert once the free delay has passed, as in the list.
          if (!alert || (!user.isPremium && !user.isAdmin && alert.createdAt > Date.now() - delayMs())) throw notFound("No such alert");
          return { marketData: s.market.provider?.name ?? "off", ...(await alertReaction(s.store, alert.id, user.isPremium || user.isAdmin)) };
        },
        { user: true, params: alertId },
      )
      .get(
        "/api/admin/track-record",
        async () => {
          const h = header();
          return { ...h, ...(s.market.provider ? await record.adminRecord() : { live: null, backfilled: null, biggest: [], byCategory: [], byAnalyzer: [] }) };
        },
        { admin: true },
      )
  );
}
