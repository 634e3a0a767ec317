import type { Sql } from "postgres";
import type { Logger } from "../log.ts";
import { fenceNodes } from "./fence.ts";
import { forgetNodes, listNodes, STALE_AFTER_MS, staleNodes } from "./heartbeat.ts";

export interface ReaperDeps {
  sql: Sql;
  /** Delivery's `outbox.reap`: these nodes' claims, of every channel, back to `pending`; how many. */
  reap: (nodeIds: string[]) => Promise<number> | number;
  log: Logger;
  /** Delivery's `claimants`: the nodes holding claims now. Without it, only stale rows are reaped. */
  claimants?: () => Promise<string[]>;
  /** This node's id: its own claims are never another's to reap, nor its sessions another's to end. */
  self?: string;
  /** A monotonic clock in ms (performance.now by default). */
  now?: () => number;
}

/**
 * The leader's reaper (issue 36 §4), one pass:
 *
 * 1. The nodes whose heartbeat is older than 3 s by the database's clock: their database sessions
 *    ended (fence.ts: a frozen node's open transaction rolls back and its row locks go), then their
 *    delivery claims back to `pending` (delivery's `outbox.reap`, every channel at once), then
 *    those nodes forgotten (only while still stale: a hung node that woke and beat again stays).
 * 2. Claims of a node with no heartbeat row at all (it died before its first beat, or its row was
 *    forgotten while its claims stayed): such a node is reaped once it has been seen without a row
 *    for 3 s, by this leader's monotonic clock across passes, the same "3 s without a sign of
 *    life" as step 1 (a claim's `claimed_at` is the claiming node's clock, so it is not used). A
 *    node with a row, fresh or not yet stale, is never reaped here: its live claims stay its own.
 *    Its sessions are ended first too: a node frozen before its first beat can hold locks as well.
 *
 * Sessions go before claims: a claim returned while its node's transaction still holds the rows'
 * locks would have the next sender (and the planner) wait on them. A node that wakes after being
 * fenced finds its statements failed with a closed connection: its transaction never committed,
 * postgres.js opens a new connection for the next statement, and its loops retry (the planner's
 * pass after 1 s); its lease had run out, so it stops leading. (postgres.js 3.4.9 also prints an
 * uncaught TypeError then, porsager/postgres#1208; the node goes on: docs/cluster.md.) A node that beat again between
 * `staleNodes` and the fence loses its open transactions the same way, and nothing else.
 *
 * Not one transaction: the lease's client and the store's pool are apart, and each step is safe to
 * repeat, so a pass cut short is finished by the next one. It replaces `recover()`'s reset of every
 * claim at a start, which on several nodes would take live claims.
 */
export function createReaper(deps: ReaperDeps) {
  const now = deps.now ?? (() => performance.now());
  // Claimants without a heartbeat row, and when this leader first saw each of them so.
  const rowless = new Map<string, number>();

  async function reapStale(): Promise<number> {
    const stale = await staleNodes(deps.sql);
    if (stale.length === 0) return 0;
    // Never this node's own: it is alive (it runs this pass), however late its own beat.
    const sessions = await fenceNodes(
      deps.sql,
      stale.filter((id) => id !== deps.self),
      deps.log,
    );
    const claims = await deps.reap(stale);
    await forgetNodes(deps.sql, stale);
    deps.log.warn("nodes stopped beating: their sessions are ended and their delivery claims owed again", { nodes: stale, sessions, claims });
    return claims;
  }

  async function reapRowless(): Promise<number> {
    if (!deps.claimants) return 0;
    const [claiming, rows] = await Promise.all([deps.claimants(), listNodes(deps.sql)]);
    const known = new Set(rows.map((r) => r.nodeId));
    const without = new Set(claiming.filter((id) => id !== deps.self && !known.has(id)));
    for (const id of rowless.keys()) if (!without.has(id)) rowless.delete(id);
    const t = now();
    const due: string[] = [];
    for (const id of without) {
      const since = rowless.get(id);
      if (since === undefined) rowless.set(id, t);
      else if (t - since >= STALE_AFTER_MS) due.push(id);
    }
    if (due.length === 0) return 0;
    const sessions = await fenceNodes(deps.sql, due, deps.log);
    const claims = await deps.reap(due);
    for (const id of due) rowless.delete(id);
    deps.log.warn("nodes with claims and no heartbeat row (never beat, or forgotten): their sessions are ended and their claims owed again", {
      nodes: due,
      sessions,
      claims,
    });
    return claims;
  }

  return async function reapOnce(): Promise<number> {
    return (await reapStale()) + (await reapRowless());
  };
}
