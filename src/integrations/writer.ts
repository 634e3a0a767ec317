import { count, eq } from "drizzle-orm";
import type { Channel } from "../delivery/index.ts";
import { preparedOn } from "../db/prepared.ts";
import type { Store, StoreDb } from "../db/store.ts";
import type { Settings } from "../settings/index.ts";
import { dueAt, filterOf, type PremiumStatus, tierOf, wants } from "../delivery/index.ts";
import { alertEvent, loadAlertRow } from "./alert-event.ts";
import { reactionsOf } from "../market/view.ts";

type NewDelivery = Store["tables"]["deliveries"]["$inferInsert"];

/**
 * The webhook channel's plan: inside the transaction that expands an alert's `alert.created`
 * event, one webhook delivery row per matching endpoint (premium owners due now, free owners
 * after the free delay, lapsed owners none), so the event and what it owes are handled together
 * or not at all. The same again, as `alert.reaction`, for each `alert.moves` event (the market's
 * moves after the alert filling in). Every statement runs on the step's transaction `tx` and is
 * awaited; nothing else is awaited inside it.
 */
export function createWebhookWriter(deps: { store: Store; settings: Settings; billing: PremiumStatus }): Pick<Channel, "planAlert" | "planReaction"> {
  const { store, settings, billing } = deps;
  const { deliveries, users, webhookEndpoints } = store.tables;
  // Most alerts find no endpoint at all: one count answers that before anything is read.
  const active = preparedOn((db: StoreDb) =>
    db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.status, "active")).prepare("webhook_endpoints_active"),
  );

  /** The endpoints owed an event about this alert, each with when it is due (premium now, free after the delay). */
  async function recipients(tx: StoreDb, alertId: number) {
    if (((await active(tx).execute())[0]?.n ?? 0) === 0) return null;
    const row = await loadAlertRow({ ...store, db: tx }, alertId);
    if (!row) throw new Error(`webhook writer: no alert ${alertId} in this transaction`);
    const now = Date.now();
    const endpoints = await tx
      .select({ e: webhookEndpoints, user: users })
      .from(webhookEndpoints)
      .innerJoin(users, eq(users.id, webhookEndpoints.userId))
      .where(eq(webhookEndpoints.status, "active"));
    const access = new Map<number, Awaited<ReturnType<typeof tierOf>>>();
    const out: { endpointId: number; tier: "premium" | "free"; dueAt: number }[] = [];
    for (const { e, user } of endpoints) {
      if (!wants(filterOf(e), { impact: row.alert.impact, tariff: row.analysis.tariff })) continue;
      if (!access.has(user.id)) access.set(user.id, await tierOf(billing, user));
      const a = access.get(user.id)!;
      if (a.tier === "lapsed") continue;
      out.push({ endpointId: e.id, tier: a.tier, dueAt: dueAt(settings, a.tier, row.alert.createdAt, now) });
    }
    return { row, now, endpoints: out };
  }

  /** One frozen body per endpoint, wrapped around the same serialised data. */
  async function write(
    tx: StoreDb,
    type: string,
    data: (tier: "premium" | "free") => string,
    alertId: number | null,
    to: NonNullable<Awaited<ReturnType<typeof recipients>>>,
  ) {
    const rows: NewDelivery[] = to.endpoints.map((e) => {
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
      await tx
        .insert(deliveries)
        .values(rows.slice(i, i + 200))
        .onConflictDoNothing();
  }

  return {
    async planAlert(tx, alertId) {
      const to = await recipients(tx, alertId);
      if (!to) return;
      // The same alert for every endpoint of a tier: serialised once, wrapped per event id.
      const data = { premium: JSON.stringify(alertEvent(to.row, "premium")), free: JSON.stringify(alertEvent(to.row, "free")) };
      await write(tx, "alert.created", (tier) => data[tier], alertId, to);
    },
    // The moves known so far, as the alert's `reactions`; one event per endpoint each time
    // horizons fill (not tied to the alert's one-per-endpoint row, so alertId stays null).
    async planReaction(tx, alertId, horizons) {
      const to = await recipients(tx, alertId);
      if (!to) return;
      // Free endpoints get the moves without the calls (market/view.ts).
      const data = async (calls: boolean) =>
        JSON.stringify({ alertId, horizons, reactions: (await reactionsOf({ ...store, db: tx }, [alertId], calls)).get(alertId) ?? [] });
      const byTier = { premium: await data(true), free: await data(false) };
      await write(tx, "alert.reaction", (tier) => byTier[tier], null, to);
    },
  };
}
