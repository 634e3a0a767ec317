import { hostname } from "node:os";
import type { Sql } from "postgres";
import type { App } from "../app.ts";
import { dbFileOf } from "../db/index.ts";
import { holderOf } from "../db/data-lock.ts";
import type { Check } from "../doctor.ts";
import { listNodes, type NodeRow, STALE_AFTER_MS } from "./heartbeat.ts";
import { type LeaseRow, readLease } from "./lease-store.ts";

/**
 * `squawk doctor`: the store, the node and who leads. In SQLite mode the node is the server that
 * holds DATA_DIR (doctor is a process of its own, and only reads), and it leads from its start.
 * With PostgreSQL, `pgClusterChecks` below reads the lease (`readLease`) and the nodes (`listNodes`) instead.
 */
export function clusterChecks(app: App): Check[] {
  const file = dbFileOf(app.config.dataDir);
  const server = () => {
    const h = holderOf(app.config.dataDir);
    return h?.command === "serve" ? h : null;
  };
  const none = (then = "") => {
    const h = holderOf(app.config.dataDir);
    const busy = h && h.command !== "serve" ? `; squawk ${h.command} holds DATA_DIR (pid ${h.pid})` : "";
    return `off (no server is running on ${file}${busy}${then})`;
  };
  return [
    {
      name: "store",
      run: () => (app.db.$client.filename === ":memory:" && file !== ":memory:" ? `off (SQLite, no database yet at ${file})` : `ok (SQLite at ${file})`),
    },
    {
      name: "node",
      run: () => {
        const s = server();
        if (!s) return none();
        return `ok (${s.node ?? "id not recorded"}: the server${s.url ? ` at ${s.url}` : ""}, pid ${s.pid}; SQLite mode has this one node)`;
      },
    },
    {
      name: "leader",
      run: () => {
        const s = server();
        if (!s) return none(": nothing polls, sends or runs jobs");
        return `ok (${s.node ?? `pid ${s.pid}`} since ${s.since}: in SQLite mode the one server leads from its start)`;
      },
    },
  ];
}

/** What `squawk doctor` reads on PostgreSQL: the cluster's client, where the database is, and its migrations. */
export interface PgDoctorDeps {
  sql: Sql;
  /** The database as it may be shown (src/db/pg/cli.ts shownUrl: never the password). */
  location: string;
  migrations: { applied: number; due: number };
  /** This machine's name: its nodes are "this node". */
  host?: string;
}

/** "0.4 s", "12 s", "5 min", "3 h": how long ago, for a line of doctor. */
export const span = (ms: number) => {
  const s = Math.max(0, ms) / 1000;
  return s < 10 ? `${s.toFixed(1)} s` : s < 120 ? `${Math.round(s)} s` : s < 7200 ? `${Math.round(s / 60)} min` : `${Math.round(s / 3600)} h`;
};

/**
 * `squawk doctor` with DATABASE_URL: the database (a writable primary; whether a failover can lose
 * commits), the store and its migrations, this machine's node, who leads (epoch, since when) and
 * every node with its heartbeat's age. Times are the database's (`clock_timestamp()`), the same
 * clock the lease and the heartbeats use, so a machine's clock being off changes no line.
 */
export function pgClusterChecks(d: PgDoctorDeps): Check[] {
  const host = d.host ?? hostname();
  let read: Promise<{ nodes: NodeRow[]; lease: LeaseRow | null; now: number }> | null = null;
  // One read for the lines that share it: the same moment for every line.
  const look = () =>
    (read ??= Promise.all([
      listNodes(d.sql),
      readLease(d.sql, "leader"),
      d.sql<{ now: number }[]>`SELECT (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS now`,
    ]).then(([nodes, lease, [t]]) => ({ nodes, lease, now: t!.now })));
  const stale = (n: NodeRow) => n.ageMs > STALE_AFTER_MS;
  const beat = (n: NodeRow) => `heartbeat ${span(n.ageMs)} ago${stale(n) ? " (stale: dead or hung)" : ""}`;
  return [
    { name: "database", run: () => databaseLine(d.sql) },
    {
      name: "store",
      run: () =>
        d.migrations.applied === 0
          ? `off (PostgreSQL at ${d.location} has no Squawk tables yet: squawk migrate, or the first squawk serve, creates them)`
          : d.migrations.due > 0
            ? `${d.migrations.due} migration${d.migrations.due === 1 ? "" : "s"} of this version not applied to PostgreSQL at ${d.location}: run squawk migrate (or start a node of this version)`
            : `ok (PostgreSQL at ${d.location}; ${d.migrations.applied} migrations applied, none due)`,
    },
    {
      name: "node",
      run: async () => {
        const { nodes } = await look();
        const here = nodes.filter((n) => n.host === host);
        if (here.length === 0) {
          return `off (no node on this machine (${host}) is beating: squawk serve is not running here${nodes.length ? `; ${nodes.length} elsewhere` : ""})`;
        }
        const line = here.map((n) => `${n.nodeId}, pid ${n.pid}, ${beat(n)}`).join("; ");
        return here.some(stale) ? line : `ok (${line})`;
      },
    },
    { name: "leader", run: async () => leaderLine(await look(), stale) },
    {
      name: "nodes",
      run: async () => {
        const { nodes, lease } = await look();
        if (nodes.length === 0) return "off (no node has beaten yet: start squawk serve with this DATABASE_URL)";
        const leads = (n: NodeRow) => lease !== null && lease.remainingMs > 0 && lease.holder === n.nodeId;
        const list = nodes.map((n) => `${n.nodeId}${leads(n) ? " (leader)" : ""} ${beat(n)}`).join("; ");
        const alive = nodes.filter((n) => !stale(n)).length;
        // A stale row outlives its node by about a second while a leader reaps; longer, nobody reaps.
        return nodes.some(stale) ? `${alive} of ${nodes.length} beating: ${list}` : `ok (${alive} beating: ${list})`;
      },
    },
  ];
}

/** Who leads, in which epoch, since when (by the database's clock); why nobody does, when nobody does. */
function leaderLine({ nodes, lease, now }: { nodes: NodeRow[]; lease: LeaseRow | null; now: number }, stale: (n: NodeRow) => boolean) {
  const alive = nodes.filter((n) => !stale(n));
  if (lease && lease.remainingMs > 0) {
    const since = lease.acquiredAt.getTime();
    return `ok (${lease.holder}, epoch ${lease.epoch}, since ${new Date(since).toISOString()} (${span(now - since)} ago))`;
  }
  const last = lease ? `; the last lease, ${lease.holder}'s (epoch ${lease.epoch}), ended ${span(now - lease.expiresAt.getTime())} ago` : "";
  if (alive.length === 0) return `off (no node is running, so nothing polls, sends or runs jobs${last})`;
  return `none: ${alive.length} node${alive.length === 1 ? " beats" : "s beat"} but none holds the lease, so nothing polls, sends or runs jobs${last}`;
}

/** The database itself: a writable primary (a node must write), and whether a failover of it can lose commits. */
async function databaseLine(sql: Sql): Promise<string> {
  const [r] = await sql<{ version: string; replica: boolean; readonly: string; sync: string }[]>`
    SELECT current_setting('server_version') AS version, pg_is_in_recovery() AS replica,
      current_setting('transaction_read_only') AS readonly, current_setting('synchronous_standby_names') AS sync`;
  if (!r) return "PostgreSQL gave no answer";
  if (r.replica) return `PostgreSQL ${r.version} is a standby (in recovery): DATABASE_URL must name the primary, every node writes`;
  if (r.readonly === "on") return `PostgreSQL ${r.version} opens read-only transactions (default_transaction_read_only): every node writes`;
  // Synchronous replication is the operator's choice (docs/deploy.md, "More than one machine"): said, not judged.
  const failover = r.sync
    ? `synchronous standby: ${r.sync}`
    : "no synchronous standby: a failover of PostgreSQL itself may lose the last commits (docs/deploy.md)";
  return `ok (PostgreSQL ${r.version}, primary; ${failover})`;
}
