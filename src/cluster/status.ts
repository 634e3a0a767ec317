import { hostname } from "node:os";
import type { Sql } from "postgres";
import { listNodes } from "./heartbeat.ts";
import { readLease } from "./lease-store.ts";
import type { NodeIdentity } from "./node.ts";

/** Where the data lives: the SQLite file now; with PostgreSQL, its host and database (never the password). */
export interface StoreInfo {
  kind: "sqlite" | "postgres";
  location: string;
}

export interface NodeStatus {
  nodeId: string;
  host: string;
  pid: number;
  startedAt: number;
  /** Its last sign of life (ms since the epoch), and how long ago that was. */
  seenAt: number;
  heartbeatAgeMs: number;
  leader: boolean;
  /** The node that answered this question. */
  self: boolean;
}

export interface ClusterStatus {
  store: StoreInfo;
  /** This node's id. */
  nodeId: string;
  /** Who leads, in which epoch and since when; null while nobody does. */
  leader: { nodeId: string; epoch: number; since: number } | null;
  nodes: NodeStatus[];
}

/**
 * The nodes and who leads, for the admin's system panel. SQLite mode has one node, this process:
 * its sign of life is this very answer. With PostgreSQL, the nodes and their heartbeats come from
 * `listNodes()` and the leader from `readLease()` (src/cluster/heartbeat.ts, lease-store.ts).
 */
export function createClusterStatus(deps: {
  node: NodeIdentity;
  store: StoreInfo;
  leading: () => { epoch: number; since: number } | null;
  /** With PostgreSQL: the cluster's client, whose tables say which nodes beat and who holds the lease. */
  sql?: Sql;
}) {
  const { node, store, sql } = deps;
  return {
    async status(now = Date.now()): Promise<ClusterStatus> {
      if (sql) {
        const [nodes, lease] = await Promise.all([listNodes(sql), readLease(sql, "leader")]);
        const leader = lease && lease.remainingMs > 0 ? { nodeId: lease.holder, epoch: lease.epoch, since: lease.acquiredAt.getTime() } : null;
        return {
          store,
          nodeId: node.id,
          leader,
          nodes: nodes.map((n) => ({
            nodeId: n.nodeId,
            host: n.host,
            pid: n.pid,
            startedAt: n.startedAt.getTime(),
            seenAt: n.seenAt.getTime(),
            heartbeatAgeMs: Math.max(0, Math.round(n.ageMs)),
            leader: leader?.nodeId === n.nodeId,
            self: n.nodeId === node.id,
          })),
        };
      }
      const held = deps.leading();
      return {
        store,
        nodeId: node.id,
        leader: held ? { nodeId: node.id, ...held } : null,
        nodes: [
          { nodeId: node.id, host: hostname(), pid: process.pid, startedAt: node.startedAt, seenAt: now, heartbeatAgeMs: 0, leader: held !== null, self: true },
        ],
      };
    },
  };
}

export type ClusterStatusReader = ReturnType<typeof createClusterStatus>;
