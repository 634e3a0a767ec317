import { and, asc, eq, gt, inArray, lte, min, sql } from "drizzle-orm";
import type { Db, DbTx } from "../db/index.ts";
import { type ChatKind, chatDestinations } from "../db/schema/chat.ts";
import { deliveries } from "../db/schema/delivery.ts";
import { createDrainLoop } from "../drain-loop.ts";
import { type Answer, backoffMs, type ChatAlert, type ChatPlatform, createOutbox, loadChatAlert, retriesLeft, TIMEOUT_MS } from "../delivery/index.ts";
import type { Logger } from "../log.ts";
import { guardedFetch } from "../net/guarded-fetch.ts";

type Destination = typeof chatDestinations.$inferSelect;
type Delivery = typeof deliveries.$inferSelect;

const MAX_IN_FLIGHT = 32;

/**
 * Drains due chat messages, paced per webhook: one request at a time per destination, never
 * before the platform's limit allows (Discord's 429 `retry_after` and X-RateLimit-* headers,
 * Slack's about one a second); premium owners' rows are started before free ones. Failures are
 * retried as delivery's one policy says (src/delivery/retry.ts); a webhook the platform says is
 * gone (404/401) disables its destination and the owner is told.
 *
 * Crash safety as the other senders: a row is claimed ('sending', this node's id) before its
 * request and its outcome written right after, while the claim is still this node's
 * (src/delivery/outbox.ts); at start this node's 'sending' rows go back to 'pending', so a kill
 * loses nothing and repeats at most the messages in flight (one per webhook).
 */
export function createChatSender(deps: {
  db: Db;
  log: Logger;
  platforms: Record<ChatKind, ChatPlatform>;
  /** Told after a destination was disabled because its webhook is gone. */
  onGone: (tx: DbTx, d: Destination, why: string) => void;
  filters: (d: Destination) => string;
  /** The market's moves since an alert in one line (src/market/moves-text.ts), or null when none is known. */
  moves: (alertId: number) => string | null;
  nodeId?: string;
}) {
  const { db, log, platforms } = deps;
  const outbox = createOutbox({ db, log, channel: "chat", nodeId: deps.nodeId });
  /** Per destination: busy (a request in flight) or not before a time (the platform's pace). */
  const busy = new Set<number>();
  const notBefore = new Map<number, number>();
  const inFlight = new Set<Promise<void>>();

  /** Due rows, premium before free, oldest first, with their destination. */
  const due = (now: number) =>
    db
      .select({ id: deliveries.id, dest: chatDestinations })
      .from(deliveries)
      .innerJoin(chatDestinations, eq(chatDestinations.id, deliveries.destinationId))
      .where(and(eq(deliveries.channel, "chat"), eq(deliveries.status, "pending"), lte(deliveries.dueAt, now), eq(chatDestinations.status, "active")))
      .orderBy(sql`${deliveries.tier} = 'free'`, asc(deliveries.dueAt), asc(deliveries.id))
      .limit(500)
      .all();

  const q = {
    /** The alert message a "moves" row follows up on. */
    alertDelivery: db
      .select({ status: deliveries.status, dueAt: deliveries.dueAt, tier: deliveries.tier, messageId: deliveries.messageId })
      .from(deliveries)
      .where(and(eq(deliveries.destinationId, sql.placeholder("dest")), eq(deliveries.alertId, sql.placeholder("alert")), eq(deliveries.kind, "alert")))
      .prepare(),
  };

  const claim = outbox.claim;

  async function drain() {
    while (!loop.stopped()) {
      const now = Date.now();
      // The earliest a paced webhook with a due row may send again.
      let pacedUntil = Infinity;
      for (const r of due(now)) {
        if (inFlight.size >= MAX_IN_FLIGHT) break;
        if (busy.has(r.dest.id)) continue;
        const nb = notBefore.get(r.dest.id) ?? 0;
        if (nb > now) {
          pacedUntil = Math.min(pacedUntil, nb);
          continue;
        }
        const d = claim(r.id);
        if (!d) continue;
        busy.add(r.dest.id);
        const p: Promise<void> = deliver(r.dest, d)
          .catch((error) => log.error("chat delivery crashed", { id: d.id, error }))
          .finally(() => {
            busy.delete(r.dest.id);
            inFlight.delete(p);
          });
        inFlight.add(p);
      }
      if (inFlight.size > 0) {
        // A finished request frees its webhook (and may schedule a retry): look again then.
        await Promise.race(inFlight);
        continue;
      }
      // Nothing can start now: sleep until a paced webhook frees or the next row is due.
      const next = db
        .select({ at: min(deliveries.dueAt) })
        .from(deliveries)
        .where(and(eq(deliveries.channel, "chat"), eq(deliveries.status, "pending"), gt(deliveries.dueAt, now)))
        .get()?.at;
      const at = Math.min(pacedUntil, next ?? Infinity);
      if (Number.isFinite(at)) loop.sleepUntil(at);
      return;
    }
  }

  async function post(platform: ChatPlatform, target: string, message: object, method = "POST"): Promise<Answer> {
    try {
      // The user chose only the webhook's id and token; the host is the configured base's.
      const res = await guardedFetch(target, {
        method,
        headers: { "content-type": "application/json", "user-agent": "Squawk (https://github.com/squawk, 1)" },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        guard: { trustedHosts: new Set([new URL(target).host]) },
      });
      return await platform.read(res);
    } catch (err) {
      const timedOut = err instanceof DOMException && (err.name === "TimeoutError" || err.name === "AbortError");
      return {
        status: null,
        ok: false,
        gone: false,
        error: timedOut ? `timed out after ${TIMEOUT_MS / 1000} s` : err instanceof Error ? err.message : String(err),
        retryAfterMs: 0,
        resumeAt: 0,
        messageId: null,
      };
    }
  }

  async function deliver(dest: Destination, d: Delivery) {
    const platform = platforms[dest.kind];
    if (d.kind === "moves") return deliverMoves(platform, dest, d);
    let alert: ChatAlert | null = null;
    if (d.kind === "alert") {
      alert = d.alertId === null ? null : loadChatAlert(db, d.alertId);
      if (!alert) return void outbox.record(d.id, { status: "failed", lastError: "the alert no longer exists" });
      // A free owner's row (premium ended since they added the channel) gets what free alerts
      // show everywhere else: the instruments are premium's.
      if (d.tier === "free") alert = { ...alert, instruments: [] };
    }
    const answer = await post(platform, platform.endpoint(dest.url), alert ? platform.alertMessage(alert) : platform.testMessage(deps.filters(dest)));
    paced(platform, dest, answer);
    record(dest, d, answer);
  }

  // Paced from the answer, not from the start: the platform counts arrivals, and a request that
  // left late (a busy loop, a slow network) must not make the next one arrive too soon.
  function paced(platform: ChatPlatform, dest: Destination, answer: Answer) {
    const answered = Date.now();
    notBefore.set(dest.id, Math.max(answered + platform.minIntervalMs, answer.resumeAt, answered + answer.retryAfterMs));
  }

  /** The market's moves since an alert, once the alert itself is in the channel (an edit of it on Discord). */
  async function deliverMoves(platform: ChatPlatform, dest: Destination, d: Delivery) {
    const set = (s: Parameters<typeof outbox.record>[1]) => void outbox.record(d.id, s);
    const sent = d.alertId === null ? undefined : q.alertDelivery.get({ dest: dest.id, alert: d.alertId });
    // The alert still on its way (a free owner's delay, a retry): the moves wait for it.
    if (sent?.status === "pending" || sent?.status === "sending") return set({ status: "pending", dueAt: Math.max(sent.dueAt, Date.now()) + 2000 });
    const alert = sent?.status === "sent" && d.alertId !== null ? loadChatAlert(db, d.alertId) : null;
    const moves = alert ? deps.moves(alert.id) : null;
    if (!alert || !moves) return set({ status: "failed", lastError: alert ? "no market move is known" : "the alert was not delivered" });
    const shown = sent!.tier === "free" ? { ...alert, instruments: [] } : alert;
    const r = platform.movesRequest(dest.url, shown, moves, sent!.messageId);
    const answer = await post(platform, r.endpoint, r.body, r.method);
    paced(platform, dest, answer);
    // An edit answers the alert's own message id: keep the alert's, not a new one.
    record(dest, d, { ...answer, messageId: r.method === "PATCH" ? null : answer.messageId });
  }

  /** The delivery's next state (and, for a gone webhook, the destination's), in one transaction. */
  function record(dest: Destination, d: Delivery, a: Answer) {
    const now = Date.now();
    let disabled = false;
    db.transaction((tx) => {
      if (a.ok) {
        outbox.record(d.id, { status: "sent", sentAt: now, messageId: a.messageId, lastError: null }, tx);
        return;
      }
      if (a.gone) {
        disabled =
          tx
            .update(chatDestinations)
            .set({ status: "disabled", disabledReason: a.error, disabledAt: now })
            .where(and(eq(chatDestinations.id, dest.id), inArray(chatDestinations.status, ["active", "paused"])))
            .returning({ id: chatDestinations.id })
            .all().length > 0;
        // This row (our claim) and the destination's rows still waiting: the webhook is gone.
        outbox.record(d.id, { status: "failed", lastError: a.error }, tx);
        tx.update(deliveries)
          .set({ status: "failed", lastError: a.error })
          .where(and(eq(deliveries.destinationId, dest.id), eq(deliveries.status, "pending")))
          .run();
        // The owner is told in the same transaction (a delivery event), so a crash cannot lose it.
        if (disabled) deps.onGone(tx, dest, a.error ?? `HTTP ${a.status}`);
        return;
      }
      const first = d.firstAttemptAt ?? now;
      if (retriesLeft(a.status, first, now)) {
        // A 429 is the platform's pace, not a failure: the row keeps its due time, hence its place
        // before later messages, and the webhook's notBefore holds it until the platform allows.
        const dueAt = a.status === 429 ? d.dueAt : now + Math.max(backoffMs(d.attempts), a.retryAfterMs);
        outbox.record(d.id, { status: "pending", dueAt, lastError: a.error }, tx);
      } else {
        outbox.record(d.id, { status: "failed", lastError: a.error }, tx);
      }
    });
    if (!a.ok) log.warn("chat delivery failed", { destination: dest.id, kind: dest.kind, attempt: d.attempts, status: a.status, error: a.error });
    if (disabled) log.warn("chat destination disabled: its webhook is gone", { destination: dest.id, kind: dest.kind, status: a.status });
  }

  const loop = createDrainLoop({
    drain,
    onError: (e) => log.error("chat sender stopped on an error", { error: e }),
    // What this node had in flight when its process died is owed again.
    recover: outbox.recover,
    maxSleepMs: 60_000,
  });

  return {
    start: loop.start,
    async stop() {
      await loop.stop();
      await Promise.allSettled(inFlight);
    },
    wake: loop.wake,
    /** Results not written because the claim was lost (src/delivery/outbox.ts). */
    lostClaims: outbox.lost,
  };
}
