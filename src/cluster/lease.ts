/**
 * Leadership (issue 36 §3): one node at a time holds a lease row that expires by the database's
 * clock. The holder renews it every 0.5 s for 3 s; every other node tries to take it every 0.5 s.
 * A dead leader's lease runs out within 3 s and a follower takes it within one more try (≤ 3.5 s);
 * a graceful stop releases it, and a follower takes it at its next try (≤ 0.5 s).
 *
 * Not a session advisory lock: a hung leader keeps its session (and the lock) alive, and session
 * locks break behind PgBouncer's transaction pooling. A lease notices a hung leader as well.
 *
 * The node's own view: it is leader from a successful acquire until `sentAt + ttl - margin`, where
 * `sentAt` is when (on this process's monotonic clock) it sent the last renewal that succeeded. The
 * database set the expiry at or after that moment, so the node stops leading before any other node
 * can start. `onLose` fires at that deadline if no renewal has moved it, even while a renewal is
 * still waiting on a dead connection. Leader-only work should also check `isLeader()` before each
 * step: after a pause (SIGSTOP, a stalled event loop) a due timer of that work can run before the
 * deadline's timer does, and `isLeader()` already answers false then.
 */
import type { Sql } from "postgres";
import type { Logger } from "../log.ts";
import { releaseLease, renewLease, tryAcquireLease } from "./lease-store.ts";
import { createBoundedRunner, createTicker } from "./timing.ts";

/** The lease's lifetime: long enough for a busy node to miss several renewals, short enough that failover stays under 5 s. */
export const LEASE_TTL_MS = 3000;
/** How often the holder renews and the others try: 6 chances per lifetime, and takeover ≤ TTL + this. */
export const LEASE_RENEW_MS = 500;
/** The leader gives up this long before the lease could expire: room for a timer that fires late on a busy machine. */
export const LEASE_MARGIN_MS = 500;
/**
 * How long PostgreSQL lets a session sit idle inside a transaction before it ends the session
 * (`idle_in_transaction_session_timeout`, set on every node's pool by src/app-pg.ts). A node frozen
 * mid-transaction (SIGSTOP, a hung VM) keeps its row locks for as long as it is frozen, and the next
 * leader's writes of the same rows (the planner's inserts under the outbox's unique keys) wait on
 * them: the cluster test saw the fan-out stop for good. One lease lifetime: by the time another node
 * can lead, a frozen node's idle transaction has been rolled back. Only idle: PostgreSQL arms this
 * timeout when it sends ReadyForQuery, so a node frozen mid extended-protocol pipeline escapes it;
 * the leader's reaper ends such a node's sessions once its heartbeat is stale (fence.ts). A live
 * node never idles that long inside a transaction (only database calls are awaited there,
 * src/db/tx.ts); if a stalled one does, its transaction fails and is tried again, as its leadership
 * would have ended anyway.
 */
export const HUNG_TRANSACTION_MS = LEASE_TTL_MS;

/**
 * Why a node stopped leading: "expired" (its own deadline passed with no renewal answered),
 * "taken" (the database refused a renewal: the lease ran out there, or another node holds it now),
 * "stopped" (a graceful stop).
 */
export type LoseReason = "expired" | "taken" | "stopped";

export interface LeadershipOptions {
  /** Best its own client (`postgres(url, { max: 1 })`): on a busy shared pool a renewal could wait behind slow queries. */
  sql: Sql;
  /** Unique per process (see `newNodeId`): a node treats a row under its own id as its own. */
  nodeId: string;
  log: Logger;
  /** Which lease; one per kind of leadership ("leader" by default). */
  name?: string;
  ttlMs?: number;
  renewMs?: number;
  marginMs?: number;
  /** This node now leads: start the leader-only work. Transitions run one at a time, in order. */
  onAcquire?: (epoch: number) => void | Promise<void>;
  /** This node no longer leads: stop the leader-only work at once. Awaited before a graceful release. */
  onLose?: (epoch: number, reason: LoseReason) => void | Promise<void>;
}

export interface Leadership {
  /**
   * Starts contending for the lease (idempotent). Resolves once the leader's work has started when
   * leading is certain (the sole leadership); the lease resolves at once, since it may lead only
   * at a later try, or never.
   */
  start(): Promise<void>;
  /** Stops contending; a leader runs `onLose(…, "stopped")`, then releases the lease so another node takes over at once. */
  stop(): Promise<void>;
  /** True only while this node holds the lease by its own deadline: cheap, synchronous, never stale. */
  isLeader(): boolean;
  /** The epoch held now, or null when not leading. */
  epoch(): number | null;
}

const now = () => performance.now();

export function createLeadership(opts: LeadershipOptions): Leadership {
  const { sql, nodeId, log } = opts;
  const name = opts.name ?? "leader";
  const ttlMs = opts.ttlMs ?? LEASE_TTL_MS;
  const renewMs = opts.renewMs ?? LEASE_RENEW_MS;
  const marginMs = opts.marginMs ?? LEASE_MARGIN_MS;

  let held: { epoch: number; deadline: number } | null = null;
  let deadlineTimer: Timer | null = null;
  let transitions: Promise<void> = Promise.resolve();
  // A late renewal is harmless, and a late acquire leaves a row under this node's id, which its
  // next try takes over with a new epoch: so a statement may be abandoned after one lifetime.
  const bounded = createBoundedRunner(ttlMs, log, { lease: name, nodeId });
  const ticker = createTicker(renewMs, tick);

  /** Callbacks run one after another, so a slow stop of the leader work ends before a new start. */
  function transition(what: string, fn: () => void | Promise<void>): Promise<void> {
    transitions = transitions.then(fn).catch((e) => log.error(`leadership ${what} callback failed`, { error: e }));
    return transitions;
  }

  function lose(reason: LoseReason): Promise<void> {
    if (!held) return transitions;
    const { epoch } = held;
    held = null;
    if (deadlineTimer) clearTimeout(deadlineTimer);
    deadlineTimer = null;
    log.warn("lost leadership", { lease: name, epoch, reason });
    return transition("onLose", () => opts.onLose?.(epoch, reason));
  }

  function armDeadline() {
    if (deadlineTimer) clearTimeout(deadlineTimer);
    const wait = held ? held.deadline - now() : 0;
    deadlineTimer = setTimeout(
      () => {
        deadlineTimer = null;
        if (!held) return;
        if (now() >= held.deadline) lose("expired");
        else armDeadline();
      },
      Math.max(0, wait),
    );
  }

  async function tick() {
    const sentAt = now();
    const deadline = sentAt + ttlMs - marginMs;
    if (held) {
      const epoch = held.epoch;
      const ok = await bounded(renewLease(sql, name, nodeId, epoch, ttlMs));
      if (held?.epoch !== epoch) return; // lost while the renewal was on its way
      if (ok === false) void lose("taken");
      else if (ok === true && deadline > held.deadline) held.deadline = deadline;
      // "failed": keep leading until the deadline, which the timer enforces.
      return;
    }
    const epoch = await bounded(tryAcquireLease(sql, name, nodeId, ttlMs));
    if (epoch === "failed" || epoch === null) return;
    if (ticker.isStopped() || now() >= deadline) {
      // Taken too late to use (stopped meanwhile, or the answer came after its own deadline): hand it back.
      await bounded(releaseLease(sql, name, nodeId, epoch));
      return;
    }
    held = { epoch, deadline };
    armDeadline();
    log.info("acquired leadership", { lease: name, epoch });
    transition("onAcquire", () => opts.onAcquire?.(epoch));
  }

  return {
    start: async () => void ticker.start(),
    async stop() {
      if (ticker.isStopped()) return;
      await ticker.stop();
      const epoch = held?.epoch;
      await lose("stopped");
      if (epoch !== undefined) await bounded(releaseLease(sql, name, nodeId, epoch));
    },
    isLeader: () => held !== null && now() < held.deadline,
    epoch: () => (held !== null && now() < held.deadline ? held.epoch : null),
  };
}
