import { count, eq } from "drizzle-orm";
import type { SqlitePlans } from "../delivery/index.ts";
import type { Db, DbTx } from "../db/index.ts";
import { users } from "../db/schema/core.ts";
import { deliveries } from "../db/schema/delivery.ts";
import { webhookEndpoints } from "../db/schema/integrations.ts";
import type { Settings } from "../settings/service.ts";
import { dueAt, filterOf, type PremiumStatus, tierOf, wants } from "../delivery/index.ts";
import { alertEvent, alertRow } from "./alert-event.ts";
import { reactionsOfNow } from "../market/view.ts";

/**
 * The webhook channel's plan: inside the transaction that expands an alert's `alert.created`
 * event, one webhook delivery row per matching endpoint (premium owners due now, free owners
 * after the free delay, lapsed owners none), so the event and what it owes are handled together
 * or not at all. The same again, as `alert.reaction`, for each `alert.moves` event (the market's
 * moves after the alert filling in).
 */
export function createWebhookWriter(deps: { db: Db; settings: Settings; billing: PremiumStatus }): SqlitePlans {
  const { db, settings, billing } = deps;
  const active = db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.status, "active")).prepare();

  /** The endpoints owed an event about this alert, each with when it is due (premium now, free after the delay). */
  function recipients(tx: DbTx, alertId: number) {
    if ((active.get()?.n ?? 0) === 0) return null;
    const row = alertRow(tx, alertId);
    if (!row) throw new Error(`webhook writer: no alert ${alertId} in this transaction`);
    const now = Date.now();
    const endpoints = tx
      .select({ e: webhookEndpoints, user: users })
      .from(webhookEndpoints)
      .innerJoin(users, eq(users.id, webhookEndpoints.userId))
      .where(eq(webhookEndpoints.status, "active"))
      .all();
    const access = new Map<number, ReturnType<typeof tierOf>>();
    const out: { endpointId: number; tier: "premium" | "free"; dueAt: number }[] = [];
    for (const { e, user } of endpoints) {
      if (!wants(filterOf(e), { impact: row.alert.impact, tariff: row.analysis.tariff })) continue;
      if (!access.has(user.id)) access.set(user.id, tierOf(billing, user));
      const a = access.get(user.id)!;
      if (a.tier === "lapsed") continue;
      out.push({ endpointId: e.id, tier: a.tier, dueAt: dueAt(settings, a.tier, row.alert.createdAt, now) });
    }
    return { row, now, endpoints: out };
  }

  /** One frozen body per endpoint, wrapped around the same serialised data. */
  function write(tx: DbTx, type: string, data: (tier: "premium" | "free") => string, alertId: number | null, to: NonNullable<ReturnType<typeof recipients>>) {
    const rows: (typeof deliveries.$inferInsert)[] = to.endpoints.map((e) => {
      const eventId = `evt_${crypto.randomUUID().replaceAll("-", "")}`;
      const body = `{"id":${JSON.stringify(eventId)},"type":${JSON.stringify(type)},"createdAt":${to.now},"data":${data(e.tier)}}`;
      return {
        channel: "webhooks",
        target: `endpoint:${e.endpointId}`,
        eventId,
        endpointId: e.endpointId,
        alertId,
        kind: "alert",
        tier: e.tier,
        body,
        dueAt: e.dueAt,
      };
    });
    for (let i = 0; i < rows.length; i += 200)
      tx.insert(deliveries)
        .values(rows.slice(i, i + 200))
        .onConflictDoNothing()
        .run();
  }

  return {
    planAlert(tx, alertId) {
      const to = recipients(tx, alertId);
      if (!to) return;
      // The same alert for every endpoint of a tier: serialised once, wrapped per event id.
      const data = { premium: JSON.stringify(alertEvent(to.row, "premium")), free: JSON.stringify(alertEvent(to.row, "free")) };
      write(tx, "alert.created", (tier) => data[tier], alertId, to);
    },
    // The moves known so far, as the alert's `reactions`; one event per endpoint each time
    // horizons fill (not tied to the alert's one-per-endpoint row, so alertId stays null).
    planReaction(tx, alertId, horizons) {
      const to = recipients(tx, alertId);
      if (!to) return;
      // Free endpoints get the moves without the calls (market/view.ts).
      const data = (calls: boolean) => JSON.stringify({ alertId, horizons, reactions: reactionsOfNow(tx, [alertId], calls).get(alertId) ?? [] });
      const byTier = { premium: data(true), free: data(false) };
      write(tx, "alert.reaction", (tier) => byTier[tier], null, to);
    },
  };
}
