import { and, count, eq, inArray } from "drizzle-orm";
import type { Channel } from "../delivery/index.ts";
import { preparedOn } from "../db/prepared.ts";
import type { Store, StoreDb } from "../db/store.ts";
import { dueAt, type PremiumStatus, tierOf, wants } from "../delivery/index.ts";
import type { Settings } from "../settings/index.ts";

type NewDelivery = Store["tables"]["deliveries"]["$inferInsert"];

/**
 * Plans chat messages for a new alert (its `alert.created` event) inside the events step's
 * transaction: one row per active destination whose filters (Telegram's: impact threshold, tariff
 * only) let it through; premium owners due now, free owners after the free delay, lapsed owners
 * none. The events step wakes the sender after the commit. Every statement runs on the step's
 * transaction and is awaited; nothing else is awaited inside it.
 */
export function createChatPlanner(deps: { store: Store; settings: Settings; billing: PremiumStatus }): Pick<Channel, "planAlert" | "planReaction"> {
  const { store, settings, billing } = deps;
  const { alerts, analyses, chatDestinations, deliveries, users } = store.tables;
  // Most alerts find no destination at all: one count answers that before anything is read.
  const active = preparedOn((db: StoreDb) =>
    db.select({ n: count() }).from(chatDestinations).where(eq(chatDestinations.status, "active")).prepare("chat_destinations_active"),
  );
  const anyActive = async (tx: StoreDb) => ((await active(tx).execute())[0]?.n ?? 0) > 0;

  return {
    async planAlert(tx, alertId) {
      if (!(await anyActive(tx))) return;
      const [row] = await tx
        .select({ alert: alerts, tariff: analyses.tariff })
        .from(alerts)
        .innerJoin(analyses, eq(analyses.postId, alerts.postId))
        .where(eq(alerts.id, alertId))
        .limit(1);
      if (!row) throw new Error(`chat planner: no alert ${alertId} in this transaction`);
      const now = Date.now();
      const dests = await tx
        .select({ d: chatDestinations, user: users })
        .from(chatDestinations)
        .innerJoin(users, eq(users.id, chatDestinations.userId))
        .where(eq(chatDestinations.status, "active"));
      const rows: NewDelivery[] = [];
      for (const { d, user } of dests) {
        if (!wants(d, { impact: row.alert.impact, tariff: row.tariff })) continue;
        const a = await tierOf(billing, user);
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
        await tx
          .insert(deliveries)
          .values(rows.slice(i, i + 200))
          .onConflictDoNothing();
    },
    /**
     * At +15 minutes every channel the alert went (or is going) to gets the market's moves since
     * the post, once: the sender waits for the alert's own message and reads the moves then.
     */
    async planReaction(tx, alertId, horizons) {
      if (!horizons.includes("15m") || !(await anyActive(tx))) return;
      const now = Date.now();
      const rows = (
        await tx
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
      ).map((d) => ({ ...d, alertId, kind: "moves" as const, dueAt: now }));
      if (rows.length) await tx.insert(deliveries).values(rows).onConflictDoNothing();
    },
  };
}
