import { and, asc, eq, inArray, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import { preparedOn } from "../../../db/prepared.ts";
import type { Store, StoreDb } from "../../../db/store.ts";
import { legacyHeaders, standardHeaders } from "../../../integrations/signature.ts";
import type { Logger } from "../../../log.ts";
import { guardedFetch, RefusedAddress } from "../../../net/index.ts";
import { emitOn } from "../../events.ts";
import { createOutbox, type Delivery as Row } from "../../outbox.ts";
import { RETRY_FOR_MS, TIMEOUT_MS } from "../../retry.ts";
import { createChannelSender, premiumFirst, type Recorded, type Result } from "../../sender.ts";
import { WEBHOOK_MAX_IN_FLIGHT, WEBHOOK_PER_HOST } from "./limits.ts";

type Delivery = Row & { eventId: string; body: string };
type Endpoint = Store["tables"]["webhookEndpoints"]["$inferSelect"];
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
export function createWebhookSender(deps: { store: Store; log: Logger; testMode: () => boolean; nodeId?: string; stillLeading?: () => boolean }) {
  const { store, log } = deps;
  const { alerts, deliveries, webhookAttempts, webhookEndpoints } = store.tables;
  const outbox = createOutbox({ store, log, channel: "webhooks", nodeId: deps.nodeId });
  const hostOf = (url: string) => new URL(url).host;

  /** Due rows of one tier, oldest first, with their endpoint (the body is read when claimed). */
  async function due(tier: "premium" | "free", now: number): Promise<Due[]> {
    const rows = await store.db
      .select({ id: deliveries.id, e: webhookEndpoints })
      .from(deliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, deliveries.endpointId))
      .where(and(eq(deliveries.channel, "webhooks"), eq(deliveries.status, "pending"), eq(deliveries.tier, tier), lte(deliveries.dueAt, now)))
      .orderBy(asc(deliveries.dueAt), asc(deliveries.id))
      .limit(500);
    return rows.map((r) => ({ ...r, host: hostOf(r.e.url) }));
  }

  // The hot path runs per request: statements prepared once per connection (or transaction).
  const E = webhookEndpoints;
  const at = sql.placeholder;
  // A value of the attempt's SELECT list: PostgreSQL reads an untyped parameter there as text,
  // which an INSERT does not convert, so each is cast to its column's type; SQLite needs none.
  const typed = (value: SQL, pgType: string) => (store.kind === "pg" ? sql`cast(${value} as ${sql.raw(pgType)})` : value);
  // SQLite numbers a NULL rowid itself; PostgreSQL's identity refuses a NULL, so its next value is taken.
  const nextId = store.kind === "pg" ? sql<number>`nextval(pg_get_serial_sequence('webhook_attempts', 'id'))` : sql<number>`null`;
  // An endpoint deleted while its request was in flight takes its rows with it: nothing to record.
  const insertAttempt = preparedOn((db: StoreDb) =>
    db
      .insert(webhookAttempts)
      .select(
        db
          .select({
            id: nextId.as("id"),
            endpointId: E.id,
            deliveryId: sql<number>`${typed(sql`${at("deliveryId")}`, "bigint")}`.as("delivery_id"),
            eventId: sql<string>`${typed(sql`${at("eventId")}`, "text")}`.as("event_id"),
            statusCode: sql<number>`${typed(sql`${at("statusCode")}`, "bigint")}`.as("status_code"),
            latencyMs: sql<number>`${typed(sql`${at("latencyMs")}`, "bigint")}`.as("latency_ms"),
            error: sql<string | null>`null`.as("error"),
            at: sql<number>`${typed(sql`${sql.param(at("at"), webhookAttempts.at)}`, "timestamptz")}`.as("at"),
          })
          .from(E)
          .where(eq(E.id, at("endpointId"))),
      )
      .prepare("webhook_attempt_sent"),
  );
  const clearFailing = preparedOn((db: StoreDb) =>
    db
      .update(E)
      .set({ failingSince: null })
      .where(and(eq(E.id, at("id")), isNotNull(E.failingSince)))
      .prepare("webhook_endpoint_healthy"),
  );

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
  async function record(tx: StoreDb, r: Recorded<Due, Outcome>, write: () => Promise<boolean>) {
    const o = r.result.detail;
    // Disabled before it was sent: no attempt to log.
    if (!o) return void (await write());
    const e = r.q.e;
    const d = r.row as Delivery;
    const now = Date.now();
    if (r.result.outcome === "sent") {
      // An endpoint deleted while its request was in flight took its rows with it: nothing to record.
      await insertAttempt(tx).execute({ endpointId: e.id, deliveryId: d.id, eventId: d.eventId, statusCode: o.statusCode, latencyMs: o.latencyMs, at: now });
      await write();
      await clearFailing(tx).execute({ id: e.id });
      return;
    }
    const [still] = await tx.select({ id: E.id }).from(E).where(eq(E.id, e.id)).limit(1);
    if (!still) return;
    const error = o.error ?? `HTTP ${o.statusCode}`;
    await tx
      .insert(webhookAttempts)
      .values({ endpointId: e.id, deliveryId: d.id, eventId: d.eventId, statusCode: o.statusCode, latencyMs: o.latencyMs, error, at: now });
    await write();
    // Test events never disable an endpoint; alert deliveries that keep failing do.
    if (d.kind === "alert") await health(tx, e, d, now);
  }

  /** An endpoint failing since its first failed alert delivery is disabled after 24 hours, and its owner told. */
  async function health(tx: StoreDb, e: Endpoint, d: Delivery, now: number) {
    const since = (await tx.select({ s: E.failingSince }).from(E).where(eq(E.id, e.id)).limit(1))[0]?.s ?? null;
    if (since === null) {
      await tx
        .update(E)
        .set({ failingSince: Math.min(d.firstAttemptAt ?? now, now) })
        .where(eq(E.id, e.id));
      return;
    }
    if (now - since < RETRY_FOR_MS) return;
    await tx
      .update(E)
      .set({ status: "disabled", disabledAt: now })
      .where(and(eq(E.id, e.id), eq(E.status, "active")));
    await tx
      .update(deliveries)
      .set({ status: "failed", lastError: "the webhook was disabled after failing for 24 hours" })
      .where(and(eq(deliveries.endpointId, e.id), inArray(deliveries.status, ["pending"])));
    // The owner is told in the same transaction (a delivery event), so a crash cannot lose it.
    await tellOwner(tx, e, d);
    log.warn("webhook disabled after failing for 24 hours", { endpoint: e.id });
  }

  /** An endpoint disabled after 24 h of failures: its owner is told (in Telegram when linked; plain text, so the URL needs no escaping). */
  async function tellOwner(tx: StoreDb, e: Endpoint, d: Delivery) {
    const [alert] = d.alertId === null ? [] : await tx.select({ postId: alerts.postId }).from(alerts).where(eq(alerts.id, d.alertId)).limit(1);
    if (!alert) return;
    const text = `⚠️ Your Squawk webhook ${e.url} has failed for 24 hours and is now disabled. Check it on your dashboard, then delete it and add it again.`;
    await emitOn(store, tx, { type: "user.notice", userId: e.userId, text, postId: alert.postId, alertId: d.alertId! });
  }

  return createChannelSender<Due, Outcome>({
    store,
    log,
    outbox,
    stillLeading: deps.stillLeading,
    adapter: {
      due: premiumFirst(due),
      keyOf: (r) => r.host,
      maxInFlight: () => WEBHOOK_MAX_IN_FLIGHT,
      perTarget: WEBHOOK_PER_HOST,
      send,
      record,
      claimTogether: true,
      batchOutcomes: true,
    },
  });
}
