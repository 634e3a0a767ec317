/**
 * The cluster's public face: leadership by a lease row, heartbeats, the reaper and its fence, on
 * PostgreSQL through postgres.js; SQLite mode's sole leadership and node; the leader's work that a
 * leadership starts and stops (docs/cluster.md says what is wired and what comes with PostgreSQL).
 */
export { beat, createHeartbeat, forgetNodes, HEARTBEAT_MS, listNodes, type NodeRow, STALE_AFTER_MS, staleNodes } from "./heartbeat.ts";
export {
  createLeadership,
  HUNG_TRANSACTION_MS,
  LEASE_MARGIN_MS,
  LEASE_RENEW_MS,
  LEASE_TTL_MS,
  type Leadership,
  type LeadershipOptions,
  type LoseReason,
} from "./lease.ts";
export { type LeaseRow, readLease, releaseLease, renewLease, tryAcquireLease } from "./lease-store.ts";
export { createLeaderWork, type LeaderPart, type LeaderWork } from "./leader-work.ts";
export { newNodeId } from "./node-id.ts";
export { createNotifyListener, NOTIFY_CHANNEL, type NotifyHandlers, type NotifyKind, type NotifyListener, notifyStatement, parseNews } from "./notify.ts";
export { clusterNode, type NodeIdentity, soleNode } from "./node.ts";
export { createReaper } from "./reaper.ts";
export { fenceNodes, sessionName } from "./fence.ts";
export { createSoleLeadership } from "./sole.ts";
export { type ClusterStatus, type ClusterStatusReader, createClusterStatus, type NodeStatus, type StoreInfo } from "./status.ts";
export { clusterChecks, type PgDoctorDeps, pgClusterChecks } from "./doctor.ts";
