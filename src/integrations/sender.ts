import { and, asc, eq, inArray, isNotNull, lte, min, sql } from "drizzle-orm";
import type { Db, DbTx } from "../db/index.ts";
import { boundParam } from "../db/prepared.ts";
import { deliveries } from "../db/schema/delivery.ts";
import { webhookAttempts, webhookEndpoints } from "../db/schema/integrations.ts";
import { alerts } from "../db/schema/posts.ts";
import type { Logger } from "../log.ts";
import { guardedFetch, RefusedAddress } from "../net/guarded-fetch.ts";
import { legacyHeaders, standardHeaders } from "./signature.ts";
import { createDrainLoop } from "../drain-loop.ts";
import { backoffMs, createOutbox, emit, RETRY_FOR_MS, retriesLeft, TIMEOUT_MS, WEBHOOK_MAX_IN_FLIGHT, WEBHOOK_PER_HOST } from "../delivery/index.ts";

type Delivery = typeof deliveries.$inferSelect & { eventId: string; body: string };
type Endpoint = typeof webhookEndpoints.$inferSelect;

const PER_HOST = WEBHOOK_PER_HOST;
const MAX_IN_FLIGHT = WEBHOOK_MAX_IN_FLIGHT;

export interface Outcome {
  statusCode: number | null;
  error: string | null;
  latencyMs: number;
  retryAfterMs: number;
  /** Refused before sending (an internal address): retrying cannot help. */
  refused?: boolean;
}

/**
 * Drains due webhook deliveries: premium owners' rows before any free one, at most 4 requests
 * at a time per host (host:port), 5 s timeout, retried as delivery's one policy says
 * (src/delivery/retry.ts); other 4xx and refused addresses fail at once.
 *
 * Crash safety as Telegram's sender: a row is claimed ('sending', this node's id) before its
 * request and its outcome recorded right after, while the claim is still this node's
 * (src/delivery/outbox.ts); a restart turns this node's 'sending' rows back to 'pending', so a kill
 * loses nothing and repeats at most the requests in flight (same `webhook-id`: receivers drop replays).
 */
export function createWebhookSender(deps: { db: Db; log: Logger; testMode: () => boolean; nodeId?: string }) {
  const { db, log } = deps;
  const outbox = createOutbox({ db, log, channel: "webhooks", nodeId: deps.nodeId });
  const perHost = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();

  const hostOf = (url: string) => new URL(url).host;

  /** Due rows of one tier, oldest first, with their endpoint (the body is read when claimed). */
  function due(now: number, tier: "premium" | "free") {
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

  // The due rows being worked through; read again when used up, after a second (a premium
  // retry must not wait behind a long free batch) and whenever new rows are written (wake).
  let queue: ReturnType<typeof due> = [];
  let queueAt = 0;
  let fresh = true;

  async function drain() {
    while (!loop.stopped()) {
      flush(); // outcomes first: a retry they schedule must be seen below
      const now = Date.now();
      if (fresh || queue.length === 0 || now - queueAt > 1000) {
        // Premium first: free rows are only looked at when no premium row is due.
        queue = due(now, "premium");
        if (queue.length === 0) queue = due(now, "free");
        queueAt = now;
        fresh = false;
      }
      const launch: typeof queue = [];
      const rest: typeof queue = [];
      for (const r of queue) {
        const busy = perHost.get(r.host) ?? 0;
        if (inFlight.size + launch.length < MAX_IN_FLIGHT && busy < PER_HOST) {
          perHost.set(r.host, busy + 1);
          launch.push(r);
        } else rest.push(r);
      }
      queue = rest;
      const claimed = new Map(claimAll(launch.map((r) => r.id)).map((d) => [d.id, d]));
      for (const r of launch) {
        const d = claimed.get(r.id);
        if (!d) {
          perHost.set(r.host, perHost.get(r.host)! - 1);
          continue;
        }
        const p: Promise<void> = deliver(r.e, d)
          .catch((error) => log.error("webhook delivery crashed", { id: d.id, error }))
          .finally(() => {
            perHost.set(r.host, perHost.get(r.host)! - 1);
            inFlight.delete(p);
          });
        inFlight.add(p);
      }
      if (inFlight.size > 0) {
        // Every slot busy, or every due row waiting for its host: go on when one frees. A
        // request still in flight may also schedule a retry, so never sleep before it ends.
        await Promise.race(inFlight);
        continue;
      }
      if (queue.length > 0) continue;
      const next = db
        .select({ at: min(deliveries.dueAt) })
        .from(deliveries)
        .where(and(eq(deliveries.channel, "webhooks"), eq(deliveries.status, "pending")))
        .get()?.at;
      if (next != null) loop.sleepUntil(next);
      return;
    }
  }

  // The hot path runs per request: prepared statements, one for a whole batch where possible.
  const D = deliveries;
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
  const markSent = db
    .update(D)
    .set({ status: "sent", sentAt: boundParam("now", D.sentAt), lastError: null })
    .where(outbox.mine(at("id")))
    .prepare();
  const clearFailing = db
    .update(E)
    .set({ failingSince: null })
    .where(and(eq(E.id, at("id")), isNotNull(E.failingSince)))
    .prepare();

  /** Claims rows in one statement: 'sending' before any request, so a crash leaves a trace. */
  const claimAll = (ids: number[]) => outbox.claimAll(ids) as Delivery[];

  // Outcomes are written in batches, one transaction per turn of the event loop rather than one
  // per request. A kill before the write only means those rows are 'sending' and are sent again.
  let outcomes: { e: Endpoint; d: Delivery; o: Outcome }[] = [];
  let flushScheduled = false;
  function recordLater(e: Endpoint, d: Delivery, o: Outcome) {
    outcomes.push({ e, d, o });
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(flush);
    }
  }
  function flush() {
    flushScheduled = false;
    if (outcomes.length === 0) return;
    const batch = outcomes;
    outcomes = [];
    let rest: typeof batch;
    try {
      rest = db.transaction(() => {
        const failed: typeof batch = [];
        for (const x of batch) {
          if (x.o.statusCode !== null && x.o.statusCode >= 200 && x.o.statusCode < 300) {
            insertAttempt.run({
              endpointId: x.e.id,
              deliveryId: x.d.id,
              eventId: x.d.eventId,
              statusCode: x.o.statusCode,
              latencyMs: x.o.latencyMs,
              at: Date.now(),
            });
            outbox.counted(markSent.run({ now: Date.now(), id: x.d.id }), x.d.id);
            clearFailing.run({ id: x.e.id });
          } else failed.push(x);
        }
        return failed;
      });
    } catch (error) {
      // One bad row must not lose the batch: each is written on its own below.
      log.error("webhook outcomes could not be written together", { error });
      rest = batch;
    }
    for (const x of rest) {
      try {
        record(x.e, x.d, x.o);
      } catch (error) {
        log.error("webhook outcome could not be written; the delivery is sent again after a restart", { id: x.d.id, error });
      }
    }
  }

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

  async function deliver(e: Endpoint, d: Delivery) {
    if (e.status !== "active") {
      return void outbox.record(d.id, { status: "failed", lastError: "the webhook is disabled" });
    }
    recordLater(e, d, await post(e, d));
  }

  /** The attempt, the delivery's next state and the endpoint's health, in one transaction. */
  function record(e: Endpoint, d: Delivery, o: Outcome) {
    const now = Date.now();
    const ok = o.statusCode !== null && o.statusCode >= 200 && o.statusCode < 300;
    const error = ok ? null : (o.error ?? `HTTP ${o.statusCode}`);
    let disabled = false;
    db.transaction((tx) => {
      if (!tx.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, e.id)).get()) return;
      tx.insert(webhookAttempts)
        .values({ endpointId: e.id, deliveryId: d.id, eventId: d.eventId, statusCode: o.statusCode, latencyMs: o.latencyMs, error, at: now })
        .run();
      if (ok) {
        outbox.record(d.id, { status: "sent", sentAt: now, lastError: null }, tx);
        if (e.failingSince !== null) tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, e.id)).run();
        return;
      }
      const first = d.firstAttemptAt ?? now;
      if (!o.refused && retriesLeft(o.statusCode, first, now)) {
        const dueAt = now + Math.max(backoffMs(d.attempts), o.retryAfterMs);
        outbox.record(d.id, { status: "pending", dueAt, lastError: error }, tx);
      } else {
        outbox.record(d.id, { status: "failed", lastError: error }, tx);
      }
      // Test events never disable an endpoint; alert deliveries that keep failing do.
      if (d.kind !== "alert") return;
      const since = tx.select({ s: webhookEndpoints.failingSince }).from(webhookEndpoints).where(eq(webhookEndpoints.id, e.id)).get()?.s ?? null;
      if (since === null) {
        tx.update(webhookEndpoints)
          .set({ failingSince: Math.min(first, now) })
          .where(eq(webhookEndpoints.id, e.id))
          .run();
      } else if (now - since >= RETRY_FOR_MS) {
        tx.update(webhookEndpoints)
          .set({ status: "disabled", disabledAt: now })
          .where(and(eq(webhookEndpoints.id, e.id), eq(webhookEndpoints.status, "active")))
          .run();
        tx.update(deliveries)
          .set({ status: "failed", lastError: "the webhook was disabled after failing for 24 hours" })
          .where(and(eq(deliveries.endpointId, e.id), inArray(deliveries.status, ["pending"])))
          .run();
        disabled = true;
        // The owner is told in the same transaction (a delivery event), so a crash cannot lose it.
        tellOwner(tx, e, d);
      }
    });
    if (!ok) log.warn("webhook delivery failed", { endpoint: e.id, eventId: d.eventId, attempt: d.attempts, status: o.statusCode, error });
    if (disabled) log.warn("webhook disabled after failing for 24 hours", { endpoint: e.id });
  }

  /** An endpoint disabled after 24 h of failures: its owner is told (in Telegram when linked; plain text, so the URL needs no escaping). */
  function tellOwner(tx: DbTx, e: Endpoint, d: Delivery) {
    const alert = d.alertId === null ? undefined : tx.select({ postId: alerts.postId }).from(alerts).where(eq(alerts.id, d.alertId)).get();
    if (!alert) return;
    const text = `⚠️ Your Squawk webhook ${e.url} has failed for 24 hours and is now disabled. Check it on your dashboard, then delete it and add it again.`;
    emit(tx, { type: "user.notice", userId: e.userId, text, postId: alert.postId, alertId: d.alertId! });
  }

  const loop = createDrainLoop({
    drain,
    onError: (e) => log.error("webhook sender stopped on an error", { error: e }),
    // Whatever this node had in flight when its process died is owed again (receivers dedupe on the event id).
    recover: outbox.recover,
    onWake: () => (fresh = true),
  });

  return {
    start: loop.start,
    async stop() {
      await loop.stop();
      await Promise.allSettled(inFlight);
      flush();
    },
    wake: loop.wake,
    /** Results not written because the claim was lost (src/delivery/outbox.ts). */
    lostClaims: outbox.lost,
  };
}
