/**
 * The cluster's own tables, created by one idempotent statement batch. Temporary home: when the
 * PostgreSQL store lands (issue 36 §2), these move into the drizzle-kit Postgres migrations and
 * this file goes away; the names and columns stay as they are here.
 */
import type { Sql } from "postgres";

// Any fixed number: it only keeps two nodes starting at once from racing on CREATE ... IF NOT
// EXISTS, which PostgreSQL does not make safe under concurrency (a unique violation on pg_type).
const SCHEMA_LOCK = 0x5c1a_0001;

const DDL = `
  -- One row per lease name ("leader"); deleted on a graceful release, so a new holder needs no wait.
  CREATE TABLE IF NOT EXISTS cluster_lease (
    name text PRIMARY KEY,
    holder text NOT NULL,
    epoch bigint NOT NULL,
    acquired_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL
  );
  -- Epochs come from a sequence, not from the row: the row is deleted on release, and the next
  -- holder's epoch must still be higher than every earlier one (a sequence never goes back).
  CREATE SEQUENCE IF NOT EXISTS cluster_lease_epoch;
  -- One row per running node; seen_at is the database's clock at its last heartbeat.
  CREATE TABLE IF NOT EXISTS cluster_nodes (
    node_id text PRIMARY KEY,
    host text NOT NULL,
    pid integer NOT NULL,
    started_at timestamptz NOT NULL,
    seen_at timestamptz NOT NULL
  );
`;

/** Creates the cluster tables if they are missing; safe to call from every node at every start. */
export async function ensureClusterSchema(sql: Sql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${SCHEMA_LOCK})`;
    // "already exists, skipping" notices on every start would reach postgres.js's default onnotice (stdout).
    await tx`SET LOCAL client_min_messages = warning`;
    await tx.unsafe(DDL);
  });
}
