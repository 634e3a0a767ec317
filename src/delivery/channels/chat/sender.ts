import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { ChatKind } from "../../../db/schema/chat.ts";
import { preparedOn } from "../../../db/prepared.ts";
import type { Store, StoreDb } from "../../../db/store.ts";
import type { Logger } from "../../../log.ts";
import { guardedFetch } from "../../../net/index.ts";
import { type Answer, type ChatAlert, type ChatPlatform, loadChatAlert } from "../chat-platform.ts";
import { createOutbox, type Delivery } from "../../outbox.ts";
import { TIMEOUT_MS } from "../../retry.ts";
import { createChannelSender, type Recorded, type Result } from "../../sender.ts";

type Destination = Store["tables"]["chatDestinations"]["$inferSelect"];
type Due = { id: number; dest: Destination };

const MAX_IN_FLIGHT = 32;

/**
 * Discord and Slack as the one sender's channel (src/delivery/sender.ts): rows keyed by
 * destination, one request at a time to each, never before the platform's limit allows
 * (Discord's 429 `retry_after` and X-RateLimit-* headers, Slack's about one a second, read from
 * each answer), 32 in flight in all; premium owners' rows are started before free ones. What it
 * adds: the platform's message, the moves (Discord edits the alert's message, Slack posts a new
 * one), and what an answer means: a 429 keeps the row's place; a webhook the platform says is
 * gone (404/401) disables its destination and the owner is told.
 */
export function createChatSender(deps: {
  store: Store;
  log: Logger;
  platforms: Record<ChatKind, ChatPlatform>;
  /** Told after a destination was disabled because its webhook is gone. */
  onGone: (tx: StoreDb, d: Destination, why: string) => Promise<void>;
  filters: (d: Destination) => string;
  /** The market's moves since an alert in one line (src/market/moves-text.ts), or null when none is known. */
  moves: (alertId: number) => string | null | Promise<string | null>;
  nodeId?: string;
  stillLeading?: () => boolean;
}) {
  const { store, log, platforms } = deps;
  const { chatDestinations, deliveries } = store.tables;
  const outbox = createOutbox({ store, log, channel: "chat", nodeId: deps.nodeId });
  /** Per destination: not before this time (the platform's pace, from its last answer). */
  const notBefore = new Map<number, number>();

  /** Due rows to active destinations, premium before free, oldest first. */
  const due = (now: number): Promise<Due[]> =>
    store.db
      .select({ id: deliveries.id, dest: chatDestinations })
      .from(deliveries)
      .innerJoin(chatDestinations, eq(chatDestinations.id, deliveries.destinationId))
      .where(and(eq(deliveries.channel, "chat"), eq(deliveries.status, "pending"), lte(deliveries.dueAt, now), eq(chatDestinations.status, "active")))
      // Premium first: `tier = 'free'` orders false before true on both stores.
      .orderBy(sql`${deliveries.tier} = 'free'`, asc(deliveries.dueAt), asc(deliveries.id))
      .limit(500);

  /** The alert message a "moves" row follows up on (prepared once per connection). */
  const alertDelivery = preparedOn((db: StoreDb) =>
    db
      .select({ status: deliveries.status, dueAt: deliveries.dueAt, tier: deliveries.tier, messageId: deliveries.messageId })
      .from(deliveries)
      .where(and(eq(deliveries.destinationId, sql.placeholder("dest")), eq(deliveries.alertId, sql.placeholder("alert")), eq(deliveries.kind, "alert")))
      .limit(1)
      .prepare("chat_alert_delivery"),
  );

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

  async function send(d: Delivery, { dest }: Due): Promise<Result<Answer>> {
    const platform = platforms[dest.kind];
    if (d.kind === "moves") return sendMoves(platform, dest, d);
    let alert: ChatAlert | null = null;
    if (d.kind === "alert") {
      alert = d.alertId === null ? null : await loadChatAlert(store, d.alertId);
      if (!alert) return { outcome: "failed", error: "the alert no longer exists" };
      // A free owner's row (premium ended since they added the channel) gets what free alerts
      // show everywhere else: the instruments are premium's.
      if (d.tier === "free") alert = { ...alert, instruments: [] };
    }
    const answer = await post(platform, platform.endpoint(dest.url), alert ? platform.alertMessage(alert) : platform.testMessage(deps.filters(dest)));
    return resultOf(platform, dest, answer);
  }

  /** The market's moves since an alert, once the alert itself is in the channel (an edit of it on Discord). */
  async function sendMoves(platform: ChatPlatform, dest: Destination, d: Delivery): Promise<Result<Answer>> {
    const sent = d.alertId === null ? undefined : (await alertDelivery(store.db).execute({ dest: dest.id, alert: d.alertId }))[0];
    // The alert still on its way (a free owner's delay, a retry): the moves wait for it.
    if (sent?.status === "pending" || sent?.status === "sending") return { outcome: "later", dueAt: Math.max(sent.dueAt, Date.now()) + 2000 };
    const alert = sent?.status === "sent" && d.alertId !== null ? await loadChatAlert(store, d.alertId) : null;
    const moves = alert ? await deps.moves(alert.id) : null;
    if (!alert || !moves) return { outcome: "failed", error: alert ? "no market move is known" : "the alert was not delivered" };
    const shown = sent!.tier === "free" ? { ...alert, instruments: [] } : alert;
    const r = platform.movesRequest(dest.url, shown, moves, sent!.messageId);
    const answer = await post(platform, r.endpoint, r.body, r.method);
    // An edit answers the alert's own message id: keep the alert's, not a new one.
    return resultOf(platform, dest, { ...answer, messageId: r.method === "PATCH" ? null : answer.messageId });
  }

  /** What the platform's answer means for the row, and for the destination's pace. */
  function resultOf(platform: ChatPlatform, dest: Destination, a: Answer): Result<Answer> {
    // Paced from the answer, not from the start: the platform counts arrivals, and a request that
    // left late (a busy loop, a slow network) must not make the next one arrive too soon.
    const answered = Date.now();
    notBefore.set(dest.id, Math.max(answered + platform.minIntervalMs, a.resumeAt, answered + a.retryAfterMs));
    if (a.ok) return { outcome: "sent", set: { messageId: a.messageId }, detail: a };
    const error = a.error ?? `HTTP ${a.status}`;
    if (a.gone) return { outcome: "failed", error, detail: a };
    // A 429 is the platform's pace, not a failure: the row keeps its due time, hence its place
    // before later messages, and the webhook's notBefore holds it until the platform allows.
    return { outcome: "retry", status: a.status, error, afterMs: a.retryAfterMs, keepPlace: a.status === 429, detail: a };
  }

  /** The delivery's next state and, for a gone webhook, the destination's, in one transaction. */
  async function record(tx: StoreDb, r: Recorded<Due, Answer>, write: () => Promise<boolean>) {
    const a = r.result.detail;
    await write();
    if (!a?.gone) return;
    const { dest } = r.q;
    const disabled =
      (
        await tx
          .update(chatDestinations)
          .set({ status: "disabled", disabledReason: a.error, disabledAt: Date.now() })
          .where(and(eq(chatDestinations.id, dest.id), inArray(chatDestinations.status, ["active", "paused"])))
          .returning({ id: chatDestinations.id })
      ).length > 0;
    // The destination's rows still waiting: the webhook is gone.
    await tx
      .update(deliveries)
      .set({ status: "failed", lastError: a.error })
      .where(and(eq(deliveries.destinationId, dest.id), eq(deliveries.status, "pending")));
    if (!disabled) return;
    // The owner is told in the same transaction (a delivery event), so a crash cannot lose it.
    await deps.onGone(tx, dest, a.error ?? `HTTP ${a.status}`);
    log.warn("chat destination disabled: its webhook is gone", { destination: dest.id, kind: dest.kind, status: a.status });
  }

  return createChannelSender<Due, Answer>({
    store,
    log,
    outbox,
    stillLeading: deps.stillLeading,
    adapter: {
      due,
      keyOf: (r) => r.dest.id,
      maxInFlight: () => MAX_IN_FLIGHT,
      perTarget: 1,
      targetReadyAt: (r) => notBefore.get(r.dest.id) ?? 0,
      send,
      record,
      // Read every turn: a paused or disabled destination's rows drop out at once.
      rereadMs: 0,
      maxSleepMs: 60_000,
    },
  });
}
