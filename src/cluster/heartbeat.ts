/**
 * Heartbeats (issue 36 §4): each node writes its row every second with the database's clock; a
 * node whose row is older than 3 s by that same clock is dead or hung. The leader's reaper (not
 * wired yet: docs/cluster.md) takes `staleNodes()`, returns those nodes' claims to `pending`, and
 * then `forgetNodes()` them. This replaces `recover()`'s reset of every claim at start, which on
 * several nodes would reset the live claims of the others.
 */
import { hostname } from "node:os";
import type { Sql } from "postgres";
import type { Logger } from "../log.ts";
import { createBoundedRunner, createTicker } from "./timing.ts";

/** How often a node writes its heartbeat: three chances before it is counted dead. */
export const HEARTBEAT_MS = 1000;
/** A heartbeat older than this (by the database's clock) means the node is dead or hung. */
export const STALE_AFTER_MS = 3000;

export interface NodeRow {
  nodeId: string;
  host: string;
  pid: number;
  startedAt: Date;
  seenAt: Date;
  /** Milliseconds since its last heartbeat, by the database's clock. */
  ageMs: number;
}

/** Writes (or refreshes) this node's heartbeat. */
export async function beat(sql: Sql, nodeId: string): Promise<void> {
  await sql`
    INSERT INTO cluster_nodes (node_id, host, pid, started_at, seen_at)
    VALUES (${nodeId}, ${hostname()}, ${process.pid}, clock_timestamp(), clock_timestamp())
    ON CONFLICT (node_id) DO UPDATE SET seen_at = clock_timestamp()`;
}

/** The ids of nodes whose last heartbeat is older than `olderThanMs` by the database's clock. */
export async function staleNodes(sql: Sql, olderThanMs = STALE_AFTER_MS): Promise<string[]> {
  const rows = await sql<{ node_id: string }[]>`
    SELECT node_id FROM cluster_nodes
    WHERE seen_at < clock_timestamp() - ${olderThanMs}::int * interval '1 millisecond'
    ORDER BY node_id`;
  return rows.map((r) => r.node_id);
}

/**
 * Drops the rows of nodes the reaper has dealt with, only while they are still stale: a hung node
 * that woke up and beat again in the meantime is alive and keeps its row.
 */
export async function forgetNodes(sql: Sql, nodeIds: string[], olderThanMs = STALE_AFTER_MS): Promise<number> {
  if (nodeIds.length === 0) return 0;
  const rows = await sql`
    DELETE FROM cluster_nodes
    WHERE node_id IN ${sql(nodeIds)} AND seen_at < clock_timestamp() - ${olderThanMs}::int * interval '1 millisecond'
    RETURNING 1`;
  return rows.length;
}

/** Every known node with the age of its heartbeat (for `squawk doctor` and the admin's system panel). */
export async function listNodes(sql: Sql): Promise<NodeRow[]> {
  const rows = await sql<{ node_id: string; host: string; pid: number; started_at: Date; seen_at: Date; age_ms: number }[]>`
    SELECT node_id, host, pid, started_at, seen_at,
      (extract(epoch FROM clock_timestamp() - seen_at) * 1000)::float8 AS age_ms
    FROM cluster_nodes ORDER BY started_at, node_id`;
  return rows.map((r) => ({ nodeId: r.node_id, host: r.host, pid: r.pid, startedAt: r.started_at, seenAt: r.seen_at, ageMs: r.age_ms }));
}

/** Writes this node's heartbeat every `everyMs` until stopped; a failed write is logged once and tried again. */
export function createHeartbeat(opts: { sql: Sql; nodeId: string; log: Logger; everyMs?: number }) {
  // A write that has not answered by the time the node would count as stale is given up on: the
  // next one is what matters, and a stuck one must not hold up the node's shutdown.
  const bounded = createBoundedRunner(STALE_AFTER_MS, opts.log, { nodeId: opts.nodeId, what: "heartbeat" });
  let first: (() => void) | null = null;
  const ticker = createTicker(opts.everyMs ?? HEARTBEAT_MS, async () => {
    await bounded(beat(opts.sql, opts.nodeId));
    first?.();
  });
  return {
    /** Resolves once the first heartbeat has been tried, so a started node counts as alive. */
    start(): Promise<void> {
      const tried = new Promise<void>((resolve) => (first = resolve));
      if (!ticker.start()) return Promise.resolve();
      return tried.then(() => void (first = null));
    },
    /** Stops writing. The row stays: the reaper returns whatever claims the node left, then forgets it. */
    stop: () => ticker.stop(),
  };
}
