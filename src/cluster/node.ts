import { SOLE_NODE } from "../delivery/index.ts";
import { newNodeId } from "./node-id.ts";

/** Who this process is among Squawk's nodes, and under which id its delivery claims go. */
export interface NodeIdentity {
  /** Unique per process start (`newNodeId`): logs, `squawk doctor` and the admin's nodes list name it. */
  id: string;
  /**
   * The id its delivery claims carry (src/delivery/outbox.ts). In SQLite mode `SOLE_NODE`: one
   * process alone opens the data folder, so a restart after a kill must take back every claim the
   * killed process held, which a fresh per-process id would leave stranded (no reaper runs without
   * heartbeats). With PostgreSQL it is `id`, and the leader's reaper returns a dead node's claims.
   */
  claimsAs: string;
  /** When this process started (ms since the epoch). */
  startedAt: number;
}

/** A node of several on PostgreSQL: its claims carry its own id, which the leader's reaper returns once its heartbeat stops. */
export function clusterNode(startedAt = Date.now()): NodeIdentity {
  const id = newNodeId();
  return { id, claimsAs: id, startedAt };
}

/** SQLite mode's node: the one process, claiming as `SOLE_NODE`. */
export function soleNode(startedAt = Date.now()): NodeIdentity {
  return { id: newNodeId(), claimsAs: SOLE_NODE, startedAt };
}
