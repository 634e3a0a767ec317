import { type Column, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import type { Store, StoreDb } from "../db/store.ts";

/**
 * The market's functions take a Store and run on whatever handle its `db` is: the connection, or
 * (`within(store, t)`) a transaction, so what a caller writes in its transaction stays in it.
 * The spread keeps `tx`, whose nested call is refused (src/db/tx.ts).
 */
export const within = (store: Store, t: StoreDb): Store => ({ ...store, db: t });

/** A statement drizzle has no builder for, in each dialect's form (docs/cluster.md, step 4). */
export type RawSql = { sqlite: SQL; pg: SQL };

// SQLite's builder answers raw SQL with all()/run() where PostgreSQL's has execute(): the casts
// below are the only places the market reaches for SQLite's own type.
const sqliteOf = (store: Store) => store.db as unknown as Db;

/**
 * The rows of a raw query, as the driver gives them: on PostgreSQL a bigint is a string, a
 * timestamptz text and a boolean a boolean, so callers map what they read.
 */
export async function rawRows<T>(store: Store, q: RawSql): Promise<T[]> {
  if (store.kind === "pg") return [...(await store.db.execute(q.pg))] as T[];
  return sqliteOf(store).all<T>(q.sqlite);
}

/** Runs a raw write; answers how many rows it changed. */
export async function rawRun(store: Store, q: RawSql): Promise<number> {
  if (store.kind === "pg") return (await store.db.execute(q.pg)).count;
  // bun:sqlite answers a run with { changes, lastInsertRowid }; drizzle's type says void.
  return (sqliteOf(store).run(q.sqlite) as unknown as { changes: number }).changes;
}

/**
 * A time filled in per run of a prepared statement, encoded as its column encodes it (ms on
 * SQLite, a timestamptz on PostgreSQL): drizzle's operators encode a value, not a placeholder.
 */
export const timeParam = (name: string, column: Column) => sql`${sql.param(sql.placeholder(name), column)}`;
