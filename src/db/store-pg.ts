/**
 * A PostgreSQL store (src/db/pg/store.ts) as the Store a converted feature receives (./store.ts).
 * Kept apart from store.ts because importing it builds the PostgreSQL twins, which the SQLite
 * app never needs.
 */
import * as pgSchema from "./pg/schema.ts";
import type { PgStore } from "./pg/store.ts";
import type { Store, StoreDb } from "./store.ts";
import { transactor } from "./tx.ts";

export function storeOnPg(pg: PgStore): Store {
  return { kind: "pg", db: pg.db as StoreDb, tables: pgSchema, tx: transactor({ kind: "pg", db: pg.db }) };
}
