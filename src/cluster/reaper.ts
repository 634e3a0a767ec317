import type { Sql } from "postgres";
import type { Logger } from "../log.ts";
import { forgetNodes, staleNodes } from "./heartbeat.ts";

/**
 * The leader's reaper (issue 36 §4), one pass: the nodes whose heartbeat is older than 3 s by the
 * database's clock, their delivery claims back to `pending` (delivery's `outbox.reap`, every
 * channel at once), then those nodes forgotten (only while still stale: a hung node that woke and
 * beat again stays). Not one transaction: the lease's client and the store's pool are apart, and
 * each step is safe to repeat, so a pass cut short is finished by the next one. It replaces
 * `recover()`'s reset of every claim at a start, which on several nodes would take live claims.
 */
export function createReaper(deps: { sql: Sql; reap: (nodeIds: string[]) => Promise<number> | number; log: Logger }) {
  return async function reapOnce(): Promise<number> {
    const stale = await staleNodes(deps.sql);
    if (stale.length === 0) return 0;
    const claims = await deps.reap(stale);
    await forgetNodes(deps.sql, stale);
    deps.log.warn("nodes stopped beating: their delivery claims are owed again", { nodes: stale, claims });
    return claims;
  };
}
