/**
 * drizzle's PostgreSQL builders, loaded on first use: the SQLite app (the default) never builds a
 * PostgreSQL table, so the twins and their builders are made only when one is first read, and a
 * bundle (the binary) does not evaluate this module before then. Types come from `import type`.
 */
type PgCore = typeof import("drizzle-orm/pg-core");

let loaded: PgCore | undefined;
export function pgCore(): PgCore {
  loaded ??= require("drizzle-orm/pg-core") as PgCore;
  return loaded;
}
