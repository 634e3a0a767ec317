/**
 * The PostgreSQL store (DATABASE_URL): postgres.js with drizzle-orm/postgres-js, and the
 * migrations of migrations-pg/ embedded at build time. Features do not use it yet (issue 36 §2:
 * they still run on SQLite; docs/cluster.md says how each converts), so the CLI only migrates it.
 */
import { sql } from "drizzle-orm";
import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres, { type Sql } from "postgres";
import { embeddedPgMigrations } from "./migrations.ts" with { type: "macro" };
import { FRESH_SETTINGS } from "../seed.ts";
import * as schema from "./schema.ts";

export type PgDb = PostgresJsDatabase<typeof schema> & { $client: Sql };

export interface PgStore {
  db: PgDb;
  sql: Sql;
  close(): Promise<void>;
}

/**
 * Opens a pool on `url` (nothing is sent until the first statement). Server notices (such as
 * "already exists, skipping") are dropped: postgres.js would print them on stdout.
 */
export function openPgStore(url: string, opts: { max?: number; connection?: Record<string, string | number> } = {}): PgStore {
  // `connection`: server settings for each session of the pool (a node's root sets a few: src/app-pg.ts).
  const client = postgres(url, { max: opts.max ?? 10, onnotice: () => {}, ...(opts.connection ? { connection: opts.connection } : {}) });
  const db = drizzle({ client, schema }) as PgDb;
  return { db, sql: client, close: () => client.end({ timeout: 5 }) };
}

/** Any fixed number: it only keeps two nodes starting at once from migrating together. */
const MIGRATION_LOCK = 0x5c1a_0002;

/** The migrations this build carries, oldest first. */
export const knownPgMigrations = () => embeddedPgMigrations().map((m) => ({ hash: m.hash, createdAt: m.folderMillis }));

/**
 * Applies the embedded migrations not yet applied, then seeds what a fresh install needs, all in
 * one transaction that first takes a transaction-scoped advisory lock: a second node starting at
 * the same moment waits, then finds everything applied. The bookkeeping is drizzle's own table
 * (drizzle.__drizzle_migrations), so drizzle-kit's `migrate` agrees on what was applied.
 * Answers how many migrations ran.
 */
export async function migratePg(store: PgStore, migrations = embeddedPgMigrations()): Promise<number> {
  return store.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`SET LOCAL client_min_messages = warning`);
    await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
    const [last] = await tx.execute<{ created_at: string }>(sql`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`);
    // As drizzle's own migrator decides: a migration newer than the last one applied is due.
    const due = migrations.filter((m) => !last || Number(last.created_at) < m.folderMillis);
    for (const m of due) {
      for (const statement of m.sql) if (statement.trim()) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${m.hash}, ${m.folderMillis})`);
    }
    await tx.insert(schema.settings).values(FRESH_SETTINGS).onConflictDoNothing();
    return due.length;
  });
}
