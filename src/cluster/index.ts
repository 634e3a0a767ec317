/**
 * The cluster's public face: leadership by a lease row, heartbeats and the reaper's query, on
 * PostgreSQL through postgres.js. Nothing in the running app uses it yet (docs/cluster.md says
 * what is wired next and how).
 */
export { beat, createHeartbeat, forgetNodes, HEARTBEAT_MS, listNodes, type NodeRow, STALE_AFTER_MS, staleNodes } from "./heartbeat.ts";
export { createLeadership, LEASE_MARGIN_MS, LEASE_RENEW_MS, LEASE_TTL_MS, type Leadership, type LeadershipOptions, type LoseReason } from "./lease.ts";
export { type LeaseRow, readLease, releaseLease, renewLease, tryAcquireLease } from "./lease-store.ts";
export { newNodeId } from "./node-id.ts";
export { createSoleLeadership } from "./sole.ts";
