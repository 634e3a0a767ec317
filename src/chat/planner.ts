import { and, count, eq, inArray } from "drizzle-orm";
import type { SqlitePlans } from "../delivery/index.ts";
import type { Db } from "../db/index.ts";
import { chatDestinations } from "../db/schema/chat.ts";
import { deliveries } from "../db/schema/delivery.ts";
import { users } from "../db/schema/core.ts";
import { alerts, analyses } from "../db/schema/posts.ts";
import { dueAt, type PremiumStatus, tierOf, wants } from "../delivery/index.ts";
import type { Settings } from "../settings/service.ts";

/**
 * Plans chat messages for a new alert (its `alert.created` event) inside the events step's
 * transaction: one row per active destination whose filters (Telegram's: impact threshold, tariff
 * only) let it through; premium owners due now, free owners after the free delay, lapsed owners
 * none. The events step wakes the sender after the commit.
 */
export function createChatPlanner(deps: { db: Db; settings: Settings; billing: PremiumStatus }): SqlitePlans {
  const { db, settings, billing } = deps;
  const active = db.select({ n: count() }).from(chatDestinations).where(eq(chatDestinations.status, "active")).prepare();

  return {
    planAlert(tx, alertId) {
      if ((active.get()?.n ?? 0) === 0) return;
      const row = tx
        .select({ alert: alerts, tariff: analyses.tariff })
        .from(alerts)
        .innerJoin(analyses, eq(analyses.postId, alerts.postId))
        .where(eq(alerts.id, alertId))
        .get();
      if (!row) throw new Error(`chat planner: no alert ${alertId} in this transaction`);
      const now = Date.now();
      const dests = tx
        .select({ d: chatDestinations, user: users })
        .from(chatDestinations)
        .innerJoin(users, eq(users.id, chatDestinations.userId))
        .where(eq(chatDestinations.status, "active"))
        .all();
      const rows: (typeof deliveries.$inferInsert)[] = [];
      for (const { d, user } of dests) {
        if (!wants(d, { impact: row.alert.impact, tariff: row.tariff })) continue;
        const a = tierOf(billing, user);
        if (a.tier === "lapsed") continue;
        rows.push({
          channel: "chat",
          target: `destination:${d.id}`,
          destinationId: d.id,
          alertId,
          kind: "alert",
          tier: a.tier,
          dueAt: dueAt(settings, a.tier, row.alert.createdAt, now),
        });
      }
      for (let i = 0; i < rows.length; i += 200)
        tx.insert(deliveries)
          .values(rows.slice(i, i + 200))
          .onConflictDoNothing()
          .run();
    },

    /**
     * At +15 minutes every channel the alert went (or is going) to gets the market's moves since
     * the post, once: the sender waits for the alert's own message and reads the moves then.
     */
    planReaction(tx, alertId, horizons) {
      if (!horizons.includes("15m") || (active.get()?.n ?? 0) === 0) return;
      const now = Date.now();
      const rows = tx
        .select({ channel: deliveries.channel, target: deliveries.target, destinationId: deliveries.destinationId, tier: deliveries.tier })
        .from(deliveries)
        .where(
          and(
            eq(deliveries.channel, "chat"),
            eq(deliveries.alertId, alertId),
            eq(deliveries.kind, "alert"),
            inArray(deliveries.status, ["pending", "sending", "sent"]),
          ),
        )
        .all()
        .map((d) => ({ ...d, alertId, kind: "moves" as const, dueAt: now }));
      if (rows.length) tx.insert(deliveries).values(rows).onConflictDoNothing().run();
    },
  };
}
