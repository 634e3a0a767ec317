import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Db, DbTx } from "../../../db/index.ts";
import { deliveries } from "../../../db/schema/delivery.ts";
import { webhookAttempts, webhookEndpoints } from "../../../db/schema/integrations.ts";
import { alerts } from "../../../db/schema/posts.ts";
import { legacyHeaders, standardHeaders } from "../../../integrations/signature.ts";
import type { Logger } from "../../../log.ts";
import { guardedFetch, RefusedAddress } from "../../../net/guarded-fetch.ts";
import { emit } from "../../events.ts";
import { sqliteHook } from "../../channel.ts";
import type { Store } from "../../../db/store.ts";
import { createOutbox, type Delivery as Row } from "../../outbox.ts";
import { RETRY_FOR_MS, TIMEOUT_MS } from "../../retry.ts";
import { createChannelSender, premiumFirst, type Recorded, type Result } from "../../sender.ts";
import { WEBHOOK_MAX_IN_FLIGHT, WEBHOOK_PER_HOST } from "./limits.ts";

type Delivery = Row & { eventId: string; body: string };
type Endpoint = typeof webhookEndpoints.$inferSelect;
type Due = { id: number; e: Endpoint; host: string };

export interface Outcome {
  statusCode: number | null;
  error: string | null;
  latencyMs: number;
  retryAfterMs: number;
  /** Refused before sending (an internal address): retrying cannot help. */
  refused?: boolean;
}

/**
 * Integrator webhooks as the one sender's channel (src/delivery/sender.ts): rows keyed by host
 * (host:port), at most 4 requests at a time per host and 128 in all (limits.ts), premium owners'
 * rows before any free one, claimed together per turn and their outcomes written together, one
 * transaction per turn of the event loop. What it adds: the signed POST (5 s timeout), the
 * attempt log, the endpoint's health (disabled after failing for 24 hours, its owner told), and
 * what an answer means: 2xx sent; no answer, 5xx, 408 and 429 retried (after the Retry-After at
 * least); other 4xx and refused addresses failed at once. A kill repeats at most the requests in
 * flight, with the same `webhook-id`: receivers drop replays.
 */
export function createWebhookSender(deps: { db: Db; store: Store; log: Logger; testMode: () => boolean; nodeId?: string; stillLeading?: () => boolean }) {
  const { db, log } = deps;
  const outbox = createOutbox({ store: deps.store, log, channel: "webhooks", nodeId: deps.nodeId });
  const hostOf = (url: string) => new URL(url).host;

  /** Due rows of one tier, oldest first, with their endpoint (the body is read when claimed). */
  function due(tier: "premium" | "free", now: number): Due[] {
    return db
      .select({ id: deliveries.id, e: webhookEndpoints })
      .from(deliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, deliveries.endpointId))
      .where(and(eq(deliveries.channel, "webhooks"), eq(deliveries.status, "pending"), eq(deliveries.tier, tier), lte(deliveries.dueAt, now)))
      .orderBy(asc(deliveries.dueAt), asc(deliveries.id))
      .limit(500)
      .all()
      .map((r) => ({ ...r, host: hostOf(r.e.url) }));
  }

  // The hot path runs per request: prepared statements, one for a whole batch where possible.
  const E = webhookEndpoints;
  const at = sql.placeholder;
  // An endpoint deleted while its request was in flight takes its rows with it: nothing to record.
  const insertAttempt = db
    .insert(webhookAttempts)
    .select(
      db
        .select({
          id: sql<number>`null`.as("id"),
          endpointId: E.id,
          deliveryId: sql<number>`${at("deliveryId")}`.as("delivery_id"),
          eventId: sql<string>`${at("eventId")}`.as("event_id"),
          statusCode: sql<number>`${at("statusCode")}`.as("status_code"),
          latencyMs: sql<number>`${at("latencyMs")}`.as("latency_ms"),
          error: sql<string | null>`null`.as("error"),
          at: sql<number>`${at("at")}`.as("at"),
        })
        .from(E)
        .where(eq(E.id, at("endpointId"))),
    )
    .prepare();
  const clearFailing = db
    .update(E)
    .set({ failingSince: null })
    .where(and(eq(E.id, at("id")), isNotNull(E.failingSince)))
    .prepare();

  async function post(e: Endpoint, d: Delivery): Promise<Outcome> {
    const url = new URL(e.url);
    const t0 = performance.now();
    const latency = () => Math.round(performance.now() - t0);
    try {
      const t = Math.floor(Date.now() / 1000);
      // Checked before every send, not only at registration (DNS may have changed since), and
      // connected to the address checked. A redirect could point inward: it counts as the answer.
      const res = await guardedFetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "Squawk-Webhooks/1",
          ...standardHeaders(e.secret, d.eventId, d.body, t),
          ...(e.legacySignature ? legacyHeaders(e.secret, d.eventId, d.body, t) : {}),
        },
        body: d.body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        guard: { allowLoopback: deps.testMode() },
      });
      await res.body?.cancel().catch(() => {});
      const ra = Number(res.headers.get("retry-after"));
      return { statusCode: res.status, error: null, latencyMs: latency(), retryAfterMs: Number.isFinite(ra) && ra > 0 ? Math.min(ra, 3600) * 1000 : 0 };
    } catch (err) {
      if (err instanceof RefusedAddress)
        return { statusCode: null, error: `refused: ${err.message}`, latencyMs: latency(), retryAfterMs: 0, refused: !err.unresolved };
      const timedOut = err instanceof DOMException && (err.name === "TimeoutError" || err.name === "AbortError");
      return {
        statusCode: null,
        error: timedOut ? `timed out after ${TIMEOUT_MS / 1000} s` : err instanceof Error ? err.message : String(err),
        latencyMs: latency(),
        retryAfterMs: 0,
      };
    }
  }

  async function send(row: Row, { e }: Due): Promise<Result<Outcome>> {
    if (e.status !== "active") return { outcome: "failed", error: "the webhook is disabled" };
    const d = row as Delivery;
    const o = await post(e, d);
    if (o.statusCode !== null && o.statusCode >= 200 && o.statusCode < 300) return { outcome: "sent", detail: o };
    const error = o.error ?? `HTTP ${o.statusCode}`;
    // An internal address stays internal: trying again cannot help.
    if (o.refused) return { outcome: "failed", error, detail: o };
    return { outcome: "retry", status: o.statusCode, error, afterMs: o.retryAfterMs, detail: o };
  }

  /** The attempt, the delivery's next state and the endpoint's health, in the outcome's transaction. */
  function record(tx: DbTx, r: Recorded<Due, Outcome>, write: () => boolean) {
    const o = r.result.detail;
    // Disabled before it was sent: no attempt to log.
    if (!o) return void write();
    const e = r.q.e;
    const d = r.row as Delivery;
    const now = Date.now();
    if (r.result.outcome === "sent") {
      // An endpoint deleted while its request was in flight took its rows with it: nothing to record.
      insertAttempt.run({ endpointId: e.id, deliveryId: d.id, eventId: d.eventId, statusCode: o.statusCode, latencyMs: o.latencyMs, at: now });
      write();
      clearFailing.run({ id: e.id });
      return;
    }
    if (!tx.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, e.id)).get()) return;
    const error = o.error ?? `HTTP ${o.statusCode}`;
    tx.insert(webhookAttempts)
      .values({ endpointId: e.id, deliveryId: d.id, eventId: d.eventId, statusCode: o.statusCode, latencyMs: o.latencyMs, error, at: now })
      .run();
    write();
    // Test events never disable an endpoint; alert deliveries that keep failing do.
    if (d.kind === "alert") health(tx, e, d, now);
  }

  /** An endpoint failing since its first failed alert delivery is disabled after 24 hours, and its owner told. */
  function health(tx: DbTx, e: Endpoint, d: Delivery, now: number) {
    const since = tx.select({ s: webhookEndpoints.failingSince }).from(webhookEndpoints).where(eq(webhookEndpoints.id, e.id)).get()?.s ?? null;
    if (since === null) {
      tx.update(webhookEndpoints)
        .set({ failingSince: Math.min(d.firstAttemptAt ?? now, now) })
        .where(eq(webhookEndpoints.id, e.id))
        .run();
      return;
    }
    if (now - since < RETRY_FOR_MS) return;
    tx.update(webhookEndpoints)
      .set({ status: "disabled", disabledAt: now })
      .where(and(eq(webhookEndpoints.id, e.id), eq(webhookEndpoints.status, "active")))
      .run();
    tx.update(deliveries)
      .set({ status: "failed", lastError: "the webhook was disabled after failing for 24 hours" })
      .where(and(eq(deliveries.endpointId, e.id), inArray(deliveries.status, ["pending"])))
      .run();
    // The owner is told in the same transaction (a delivery event), so a crash cannot lose it.
    tellOwner(tx, e, d);
    log.warn("webhook disabled after failing for 24 hours", { endpoint: e.id });
  }

  /** An endpoint disabled after 24 h of failures: its owner is told (in Telegram when linked; plain text, so the URL needs no escaping). */
  function tellOwner(tx: DbTx, e: Endpoint, d: Delivery) {
    const alert = d.alertId === null ? undefined : tx.select({ postId: alerts.postId }).from(alerts).where(eq(alerts.id, d.alertId)).get();
    if (!alert) return;
    const text = `⚠️ Your Squawk webhook ${e.url} has failed for 24 hours and is now disabled. Check it on your dashboard, then delete it and add it again.`;
    emit(tx, { type: "user.notice", userId: e.userId, text, postId: alert.postId, alertId: d.alertId! });
  }

  return createChannelSender<Due, Outcome>({
    store: deps.store,
    log,
    outbox,
    stillLeading: deps.stillLeading,
    adapter: {
      due: premiumFirst(due),
      keyOf: (r) => r.host,
      maxInFlight: () => WEBHOOK_MAX_IN_FLIGHT,
      perTarget: WEBHOOK_PER_HOST,
      send,
      // Still SQLite's synchronous transaction; the sender awaits the row's write before the commit.
      record: sqliteHook((tx, r: Recorded<Due, Outcome>, write: () => Promise<boolean>) => record(tx, r, () => (void write(), true))),
      claimTogether: true,
      batchOutcomes: true,
    },
  });
}
