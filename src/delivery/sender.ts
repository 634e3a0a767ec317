import type { Store, StoreDb } from "../db/store.ts";
import { createDrainLoop } from "../drain-loop.ts";
import type { Logger } from "../log.ts";
import type { Delivery, Outbox } from "./outbox.ts";
import { backoffMs, retriesLeft } from "./retry.ts";

type RowSet = Parameters<Outbox["record"]>[1];

/**
 * What sending one claimed row came to, as its channel reads the answer. The sender turns it
 * into the row's next state through delivery's one retry policy (src/delivery/retry.ts).
 * `detail` is the channel's own account of the answer, handed back to its `record` hook.
 */
export type Result<D = undefined> = Outcome & { detail?: D };

type Outcome =
  /** Delivered: `set` is written with the outcome (a message id…). */
  | { outcome: "sent"; set?: RowSet }
  /** Delivered, and the outcome already written by the channel with its last part (through the outbox's checks). */
  | { outcome: "recorded" }
  /** The claim was lost while sending (counted by the outbox when its write changed nothing): nothing more to write. */
  | { outcome: "lost" }
  /** The receiver's final word, or nothing to send: not tried again. */
  | { outcome: "failed" | "blocked" | "skipped"; error: string }
  /**
   * A transient failure (`status` null when there was no answer): tried again after the back-off,
   * or later still when the receiver asked (`afterMs`); with `keepPlace` the row keeps its due time,
   * so it stays before later rows to the same target, which the channel's pacing holds meanwhile.
   */
  | { outcome: "retry"; status: number | null; error: string; afterMs?: number; keepPlace?: boolean }
  /** A rate limit for the whole channel (Telegram's 429): every send waits `pauseMs`; the row keeps its place and the try is not counted. */
  | { outcome: "paced"; error: string; pauseMs: number }
  /** Not sendable yet (what it follows is still on its way): due again at `dueAt`, the try not counted. */
  | { outcome: "later"; dueAt: number };

/** What a channel's `record` hook gets: the row, what its send came to, and the row's next state. */
export interface Recorded<Q, D> {
  q: Q;
  row: Delivery;
  result: Result<D>;
  /** The row's next state as the retry policy decided it (empty for `recorded` and `lost`). */
  set: RowSet | null;
}

/**
 * A channel's part of sending (src/delivery/channels/<name>/sender.ts): which rows are due, what
 * a target is and how fast it may be sent to, how one row is sent and what the answer means.
 * Everything else (claims, the outcome's record, the back-off, lost claims, the loop, how many
 * are in flight) is the sender's.
 */
export interface ChannelAdapter<Q extends { id: number }, D = undefined> {
  /** Due rows in the order they should go (premium first: `premiumFirst`). */
  due(now: number): Awaitable<Q[]>;
  /** The target a row is paced by: a chat id, a host, a destination. */
  keyOf(q: Q): string | number;
  /** The most rows in flight once `q` starts, itself included. */
  maxInFlight(q: Q): number;
  /** The most rows in flight to one target. */
  perTarget: number;
  /** When `q`'s target may receive again (its own pace): rows to other targets go meanwhile. */
  targetReadyAt?(q: Q): number;
  /** When the channel as a whole may send `q` (a global rate): the sender waits, keeping the order. */
  channelReadyAt?(q: Q, now: number): number;
  /** Every send waits this long after `n` transient failures in a row (one API behind every target). */
  pauseAfterErrors?(n: number): number;
  /** Sends one claimed row (`q` is the due row it came from). Never throws for a receiver's answer. */
  send(row: Delivery, q: Q): Promise<Result<D>>;
  /**
   * Writes what the outcome means beyond the row, on the outcome's transaction, and calls `write`
   * for the row itself (`set`, only while the row is still this node's claim; false and counted
   * when not). The sender awaits that write before the transaction ends, awaited here or not.
   */
  record?(tx: StoreDb, r: Recorded<Q, D>, write: () => Promise<boolean>): Awaitable<void>;
  /** The claims of a turn in one statement, rather than each just before its send (no channel-wide pace to wait for). */
  claimTogether?: boolean;
  /** Outcomes written together, one transaction per turn of the event loop, rather than each at once. */
  batchOutcomes?: boolean;
  /** How long the due rows read are worked through before they are read again (1 s by default; 0: every turn). */
  rereadMs?: number;
  /** The longest the loop sleeps without a wake (src/drain-loop.ts). */
  maxSleepMs?: number;
  /** Sending is on (Telegram's bot configured and the setting on). */
  enabled?: () => boolean;
}

type Awaitable<T> = T | Promise<T>;

/** Premium rows while any is due; free rows only when none is (even when the premium rows' targets are paced). */
export const premiumFirst =
  <Q>(dueOf: (tier: "premium" | "free", now: number) => Awaitable<Q[]>) =>
  async (now: number): Promise<Q[]> => {
    const premium = await dueOf("premium", now);
    return premium.length > 0 ? premium : dueOf("free", now);
  };

/**
 * The one sender of every channel: claim → send → record → recover → back-off, over the one
 * outbox (src/delivery/outbox.ts), with the pacing per target and the limits its adapter gives.
 *
 * A turn reads the due rows (again when used up, after `rereadMs`, on a wake and when an outcome
 * puts a row back), then starts rows in their order while slots are free: a row whose target is
 * busy or paced is passed over for later ones; a row that needs a slot none has, or the channel's
 * own pace, stops the turn there, so nothing overtakes it. Then it waits for a request to end, or
 * sleeps until a paced target frees or the next row falls due.
 *
 * Crash safety: a row is claimed ('sending', this node's id) before its request and its outcome
 * written after, only while the claim is still this node's; a start returns this node's claims
 * to 'pending', so a kill loses nothing and repeats at most the requests in flight.
 */
export function createChannelSender<Q extends { id: number }, D>(deps: {
  store: Store;
  log: Logger;
  outbox: Outbox;
  adapter: ChannelAdapter<Q, D>;
  /**
   * Whether this node still leads (src/cluster/leader-work.ts `stillLeading`), asked before each
   * turn: false from the moment the lease is lost, before the leader's work is stopped.
   */
  stillLeading?: () => boolean;
}) {
  const { store, log, outbox, adapter: a } = deps;
  const channel = outbox.channel;
  const leading = deps.stillLeading ?? (() => true);
  const enabled = a.enabled ?? (() => true);
  const rereadMs = a.rereadMs ?? 1000;
  const inFlight = new Set<Promise<void>>();
  const perTarget = new Map<string | number, number>();
  let pausedUntil = 0;
  let consecutiveErrors = 0;

  let queue: Q[] = [];
  let queueAt = 0;
  let fresh = true;

  async function drain() {
    // A pass starts once the waker's work of this turn is done, its awaited statements included
    // (on SQLite they settle as microtasks): what it writes right after its wake (a post's alert
    // expanded just after the post) is read by this pass, so the instant message it supersedes is
    // never claimed. On PostgreSQL the waker's statements wait for the network and a pass may come
    // between them: the instant message then goes out and the alert edits it, as for a slow model.
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      await turns();
    } finally {
      await Promise.allSettled(inFlight);
      await flush();
    }
  }

  async function turns() {
    while (!loop.stopped() && enabled() && leading()) {
      await flush(); // outcomes first: a retry they schedule must be seen below
      const now = Date.now();
      if (pausedUntil > now) return loop.sleepUntil(pausedUntil);
      if (fresh || queue.length === 0 || now - queueAt > rereadMs) {
        fresh = false;
        queue = await a.due(now);
        queueAt = now;
      }
      const { again, pacedUntil } = await startDue(now);
      if (inFlight.size > 0) {
        // Every slot busy, or the rows left wait for their targets: go on when one frees. A
        // request still in flight may also schedule a retry, so never sleep before it ends.
        await Promise.race(inFlight);
        continue;
      }
      if (again) continue;
      // Nothing can start now: sleep until a paced target frees or the next row is due.
      const at = Math.min(pacedUntil, (await outbox.nextDue(now)) ?? Infinity);
      if (Number.isFinite(at)) loop.sleepUntil(at);
      return;
    }
  }

  /**
   * Starts what may start of the queue, in its order. Answers whether to look again at once (a row
   * started, a claim failed, or the turn stopped early) and the earliest a passed-over target frees.
   */
  async function startDue(now: number) {
    let pacedUntil = Infinity;
    let again = false;
    const together: Q[] = [];
    for (let i = 0; i < queue.length; ) {
      const q = queue[i]!;
      if (!leading()) break;
      if (inFlight.size + together.length >= a.maxInFlight(q)) {
        again = true;
        break;
      }
      const key = a.keyOf(q);
      if ((perTarget.get(key) ?? 0) >= a.perTarget) {
        i++;
        continue;
      }
      const ready = a.targetReadyAt?.(q) ?? 0;
      if (ready > now) {
        pacedUntil = Math.min(pacedUntil, ready);
        i++;
        continue;
      }
      if (a.channelReadyAt) {
        const t = Date.now();
        const go = a.channelReadyAt(q, t);
        if (go > t) await Bun.sleep(go - t);
        if (loop.stopped() || pausedUntil > Date.now()) {
          again = true;
          break;
        }
      }
      queue.splice(i, 1);
      perTarget.set(key, (perTarget.get(key) ?? 0) + 1);
      if (a.claimTogether) together.push(q);
      else start(q, await outbox.claim(q.id));
      again = true;
    }
    if (together.length > 0) {
      const claimed = new Map((await outbox.claimAll(together.map((q) => q.id))).map((d) => [d.id, d]));
      for (const q of together) start(q, claimed.get(q.id));
    }
    return { again, pacedUntil };
  }

  /** Sends a claimed row in flight; nothing when the claim failed (another pass or node has the row). */
  function start(q: Q, row: Delivery | undefined) {
    const key = a.keyOf(q);
    if (!row) return release(key);
    const p: Promise<void> = a
      .send(row, q)
      .then((result) => outcome(q, row, result))
      .catch((error) => log.error(`${channel} delivery crashed`, { id: row.id, error }))
      .finally(() => {
        release(key);
        inFlight.delete(p);
      });
    inFlight.add(p);
  }

  function release(key: string | number) {
    const n = (perTarget.get(key) ?? 1) - 1;
    if (n > 0) perTarget.set(key, n);
    else perTarget.delete(key);
  }

  // Outcomes waiting for their batch's transaction (batchOutcomes). A kill before it is written
  // only means those rows are still 'sending' and are sent again after the restart.
  let outcomes: Recorded<Q, D>[] = [];
  let flushScheduled = false;

  async function outcome(q: Q, row: Delivery, result: Result<D>) {
    const now = Date.now();
    const set = nextState(row, result, now);
    if (result.outcome === "retry" && set?.status === "pending") {
      consecutiveErrors++;
      if (a.pauseAfterErrors) pausedUntil = Math.max(pausedUntil, now + a.pauseAfterErrors(consecutiveErrors));
    } else if (result.outcome === "paced") pausedUntil = Math.max(pausedUntil, now + result.pauseMs);
    else if (result.outcome !== "lost") consecutiveErrors = 0;
    // A row back to pending is read again at once (a retry keeping its place must not wait behind others).
    if (set?.status === "pending") fresh = true;
    if (set?.status === "failed") log.warn(`${channel} delivery failed`, { id: row.id, target: row.target, attempt: row.attempts, error: set.lastError });
    else if (result.outcome === "retry")
      log.warn(`${channel} delivery will be retried`, { id: row.id, target: row.target, attempt: row.attempts, status: result.status, error: result.error });
    if (!set && !a.record) return;
    const r: Recorded<Q, D> = { q, row, result, set };
    if (!a.batchOutcomes) return a.record ? store.tx((tx) => writeOn(tx, r)) : writeOn(store.db, r);
    outcomes.push(r);
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(() => void flush());
    }
  }

  /** The row's next state: delivery's one retry policy applied to what the channel said. */
  function nextState(row: Delivery, r: Result<D>, now: number): RowSet | null {
    switch (r.outcome) {
      case "sent":
        return { status: "sent", sentAt: now, lastError: null, ...r.set };
      case "recorded":
      case "lost":
        return null;
      case "failed":
      case "blocked":
      case "skipped":
        return { status: r.outcome, lastError: r.error };
      case "paced":
        return { status: "pending", attempts: Math.max(0, row.attempts - 1), lastError: r.error };
      case "later":
        return { status: "pending", attempts: Math.max(0, row.attempts - 1), dueAt: r.dueAt };
      case "retry": {
        if (!retriesLeft(r.status, row.firstAttemptAt ?? now, now)) return { status: "failed", lastError: r.error };
        const dueAt = r.keepPlace ? row.dueAt : now + Math.max(backoffMs(row.attempts), r.afterMs ?? 0);
        return { status: "pending", dueAt, lastError: r.error };
      }
    }
  }

  /** Writes one outcome, and what the channel writes with it, on `tx`. */
  async function writeOn(tx: StoreDb, r: Recorded<Q, D>) {
    const { row, result, set } = r;
    // A plain "sent" takes the outbox's prepared statement: it is the hot path of a fan-out.
    let written: Promise<boolean> | undefined;
    const write = () =>
      (written ??=
        set === null
          ? Promise.resolve(true)
          : result.outcome === "sent" && !result.set
            ? outbox.sent(row.id, set.sentAt!, tx)
            : outbox.record(row.id, set, tx));
    if (a.record) await a.record(tx, r, write);
    else await write();
    // Inside the transaction even when the channel's hook did not wait for it.
    await written;
  }

  // Batches are written one after another: a flush asked for while one is being written follows it.
  let flushing: Promise<void> = Promise.resolve();
  function flush(): Promise<void> {
    flushScheduled = false;
    if (outcomes.length === 0) return flushing;
    const batch = outcomes;
    outcomes = [];
    flushing = flushing.then(() => writeBatch(batch));
    return flushing;
  }

  async function writeBatch(batch: Recorded<Q, D>[]) {
    try {
      await store.tx(async (tx) => {
        for (const r of batch) await writeOn(tx, r);
      });
      return;
    } catch (error) {
      // One bad row must not lose the batch: each is written on its own below.
      log.error(`${channel} outcomes could not be written together`, { error });
    }
    for (const r of batch) {
      try {
        await store.tx((tx) => writeOn(tx, r));
      } catch (error) {
        log.error(`${channel} outcome could not be written; the delivery is sent again after a restart`, { id: r.row.id, error });
      }
    }
  }

  const loop = createDrainLoop({
    drain,
    onError: (e) => log.error(`${channel} sender stopped on an error`, { error: e }),
    // Whatever this node had in flight when its process died is owed again.
    recover: outbox.recover,
    onWake: () => (fresh = true),
    maxSleepMs: a.maxSleepMs,
  });

  return {
    start: loop.start,
    /** Stops waking, waits for the requests in flight and writes their outcomes. */
    stop: loop.stop,
    wake: loop.wake,
    /** Results not written because the claim was lost (src/delivery/outbox.ts). */
    lostClaims: outbox.lost,
    /** The channel's rows due, pending, sent in the last hour and failed (the admin panel, doctor). */
    queue: () => outbox.counts(),
  };
}

export type DeliverySender = ReturnType<typeof createChannelSender>;
