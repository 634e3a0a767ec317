/**
 * The store a converted feature receives (issue 36 §2): one handle, the same queries on both
 * dialects. `db` is the query builder, `tables` the dialect's tables under their usual names, `tx`
 * the async transaction (src/db/tx.ts).
 *
 * It is typed as PostgreSQL's builder and handed SQLite's at run time. That way round, `tsc`
 * refuses what only SQLite can do (`.all()`, `.get()`, `.run()`, a sync `db.transaction`), so a
 * feature that typechecks awaits every query. Both builders accept the same calls for select,
 * insert, update, delete, `onConflictDoNothing/DoUpdate`, `where` and `returning`, and their rows
 * are the same (src/db/dialect/twins.test.ts). What tsc cannot catch the other way (a
 * PostgreSQL-only call such as `.for("update")` on SQLite) the feature's tests on both stores do.
 *
 * This file is loaded by the SQLite app: PostgreSQL is imported for types only. The PostgreSQL
 * handle is made by `storeOnPg` (./store-pg.ts), which loads the twins.
 */
import type { PgDatabase } from "drizzle-orm/pg-core";
import type { PostgresJsQueryResultHKT } from "drizzle-orm/postgres-js";
import type { Db } from "./index.ts";
import type * as pgSchema from "./pg/schema.ts";
import * as sqliteSchema from "./schema.ts";
import { transactor, type Transactor } from "./tx.ts";

/** The builder a feature writes its queries against: the connection, or a transaction on it. */
export type StoreDb = PgDatabase<PostgresJsQueryResultHKT, typeof pgSchema>;

/** Every feature table (the cluster's exist only on PostgreSQL and are not a feature's). */
export type StoreTables = Omit<typeof pgSchema, "clusterLease" | "clusterNodes">;

export interface Store {
  kind: "sqlite" | "pg";
  db: StoreDb;
  tables: StoreTables;
  tx: Transactor<StoreDb>;
}

/**
 * The SQLite connection as a Store. The casts are the whole trick and live here only: the
 * SQLite builder and tables answer the calls a Store's type allows, with the same rows.
 */
export function sqliteStore(db: Db): Store {
  return {
    kind: "sqlite",
    db: db as unknown as StoreDb,
    tables: sqliteSchema as unknown as StoreTables,
    tx: transactor({ kind: "sqlite", db }) as unknown as Transactor<StoreDb>,
  };
}

/**
 * The SQLite connection under a SQLite store, for what only SQLite has (`PRAGMA data_version`, a
 * second read-only connection on the file); null on PostgreSQL, whose forms go beside it.
 */
export const sqliteOf = (store: Store): Db | null => (store.kind === "sqlite" ? (store.db as unknown as Db) : null);
