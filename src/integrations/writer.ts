import { count, eq } from "drizzle-orm";
import type { Channel } from "../alerts/channel.ts";
import type { Db } from "../db/index.ts";
import { users } from "../db/schema/core.ts";
import { webhookDeliveries, webhookEndpoints } from "../db/schema/integrations.ts";
import type { Settings } from "../settings/service.ts";
import { accessOf, type PremiumStatus } from "./access.ts";
import { alertEvent, alertRow } from "./alert-event.ts";

const RANK = { None: 0, Low: 1, Medium: 2, High: 3 } as const;

/**
 * The webhook channel's plan: inside the transaction that writes an alert, one webhook delivery
 * row per matching endpoint (premium owners due now, free owners after the free delay, lapsed
 * owners none), so the alert and what it owes exist together or not at all.
 */
export function createWebhookWriter(deps: { db: Db; settings: Settings; billing: PremiumStatus }): Pick<Channel, "planAlert"> {
  const { db, settings, billing } = deps;
  const active = db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.status, "active")).prepare();

  return {
    planAlert(tx, alertId) {
      if ((active.get()?.n ?? 0) === 0) return;
      const row = alertRow(tx, alertId);
      if (!row) throw new Error(`webhook writer: no alert ${alertId} in this transaction`);
      // The same alert for every endpoint of a tier: serialised once, wrapped per event id.
      const data = { premium: JSON.stringify(alertEvent(row, "premium")), free: JSON.stringify(alertEvent(row, "free")) };
      const now = Date.now();
      const freeDue = row.alert.createdAt + Number(settings.get("alerts.freeDelayMinutes")) * 60_000;
      const endpoints = tx.select({ e: webhookEndpoints, user: users }).from(webhookEndpoints).innerJoin(users, eq(users.id, webhookEndpoints.userId)).where(eq(webhookEndpoints.status, "active")).all();
      const access = new Map<number, ReturnType<typeof accessOf>>();
      const rows: (typeof webhookDeliveries.$inferInsert)[] = [];
      for (const { e, user } of endpoints) {
        if (RANK[row.alert.impact] < RANK[e.minImpact]) continue;
        if (e.tariffOnly && !row.analysis.tariff) continue;
        if (!access.has(user.id)) access.set(user.id, accessOf(billing, user));
        const a = access.get(user.id)!;
        if (a.tier === "lapsed") continue;
        const eventId = `evt_${crypto.randomUUID().replaceAll("-", "")}`;
        const body = `{"id":${JSON.stringify(eventId)},"type":"alert.created","createdAt":${now},"data":${data[a.tier]}}`;
        rows.push({ eventId, endpointId: e.id, alertId, kind: "alert", tier: a.tier, body, dueAt: a.tier === "premium" ? now : freeDue });
      }
      for (let i = 0; i < rows.length; i += 200) tx.insert(webhookDeliveries).values(rows.slice(i, i + 200)).onConflictDoNothing().run();
    },
  };
}
