/**
 * Fencing a dead or hung node at the database: every session of a node carries its id as
 * PostgreSQL's `application_name` (src/app-pg.ts), and the leader's reaper ends the sessions of the
 * nodes it reaps (src/cluster/reaper.ts), so their open transactions roll back and their row locks
 * go before another node retries their rows.
 *
 * Why `idle_in_transaction_session_timeout` (HUNG_TRANSACTION_MS) is not enough: PostgreSQL arms it
 * only when it sends ReadyForQuery. A node frozen mid extended-protocol pipeline (after Execute,
 * before Sync; or part-way through writing a large Bind) leaves its backend waiting for the next
 * message with neither that timeout nor `statement_timeout` running, holding its locks for as long
 * as the node stays frozen: a CI run saw the fan-out stall on such a lock for two minutes.
 */
import type { Sql } from "postgres";
import type { Logger } from "../log.ts";

/** PostgreSQL keeps the first NAMEDATALEN − 1 bytes of an `application_name` and drops the rest. */
const MAX_NAME_BYTES = 63;
const PREFIX = "squawk:";

/**
 * The `application_name` of a node's sessions: `squawk:<nodeId>`, recognizable in
 * pg_stat_activity. Printable ASCII only (PostgreSQL would rewrite anything else), and when too long
 * (a long host name) the id's end is kept: its pid and random suffix are what make it unique, and
 * the name must match what PostgreSQL stored for the reaper to find it.
 */
export function sessionName(nodeId: string): string {
  const id = nodeId.replace(/[^\x20-\x7e]/g, "?");
  return PREFIX + id.slice(-(MAX_NAME_BYTES - PREFIX.length));
}

/** How long one termination may wait for the backend to be gone (its transaction rolled back). */
const GONE_WITHIN_MS = 1000;

/**
 * Ends every session of `nodeIds` (never the caller's own) and answers how many ended. Each waits
 * until the backend has exited (`pg_terminate_backend(pid, timeout)`, PostgreSQL 14+), so its locks
 * are released when this resolves. One at a time: the caller's client is the cluster's small one,
 * which the lease's renewals also use.
 *
 * Never throws. PostgreSQL refuses to end another role's session unless the caller is a member of
 * that role or of `pg_signal_backend` (and only a superuser may end a superuser's): every node
 * connects as the same role (docs/deploy.md), so this holds unless a node was given a role of its
 * own. A refusal is logged as a warning and the reaper carries on returning the claims; such a
 * node's hung transaction then ends only through `idle_in_transaction_session_timeout`, when it
 * applies (not mid-pipeline, see above). PostgreSQL before 14 (no timeout argument) fails the same
 * way, and is told apart by the error logged.
 */
export async function fenceNodes(sql: Sql, nodeIds: string[], log: Logger): Promise<number> {
  if (nodeIds.length === 0) return 0;
  let pids: number[];
  try {
    const rows = await sql<{ pid: number }[]>`
      SELECT pid FROM pg_stat_activity
      WHERE application_name IN ${sql(nodeIds.map(sessionName))} AND pid <> pg_backend_pid()`;
    pids = rows.map((r) => r.pid);
  } catch (error) {
    log.warn("could not list the sessions of nodes being reaped; their locks stay until they end", { nodes: nodeIds, error });
    return 0;
  }
  let ended = 0;
  const refused: unknown[] = [];
  for (const pid of pids) {
    try {
      // False when the session was already gone, or outlived the wait (it is still ending then).
      const [r] = await sql<{ ended: boolean }[]>`SELECT pg_terminate_backend(${pid}::int, ${GONE_WITHIN_MS}::bigint) AS ended`;
      if (r?.ended) ended++;
    } catch (error) {
      refused.push(error);
    }
  }
  if (refused.length > 0) {
    log.warn(
      "PostgreSQL did not end sessions of nodes being reaped (another role without pg_signal_backend, or PostgreSQL before 14): their locks stay until idle_in_transaction_session_timeout or the node ends them",
      {
        nodes: nodeIds,
        refused: refused.length,
        error: refused[0],
      },
    );
  }
  return ended;
}
