/**
 * Where a table made by `table()` keeps its PostgreSQL twin: a symbol-keyed property of the SQLite
 * table (invisible to drizzle, which reads columns through its own symbols and to drizzle-kit,
 * which reads exports), built on first use so the SQLite app never builds PostgreSQL tables.
 */
import type { Table } from "drizzle-orm";

export const PG_TWIN: unique symbol = Symbol("squawk.pgTwin");

/** A SQLite table that carries its PostgreSQL twin. */
export type Twinned<P> = { readonly [PG_TWIN]: P };

/** The PostgreSQL table of a table made by `table()`: the same name, columns, keys and indexes. */
export function pgOf<P>(table: Twinned<P>): P;
export function pgOf(table: Table): Table;
export function pgOf(table: Table | Twinned<unknown>): unknown {
  const twin = (table as Partial<Twinned<unknown>>)[PG_TWIN];
  if (!twin) throw new Error("pgOf(): this table was not made by src/db/dialect's table(), so it has no PostgreSQL twin");
  return twin;
}

/** Attaches the twin, built by `build` on first read and kept. */
export function attachTwin<T extends object, P>(table: T, build: () => P): T & Twinned<P> {
  let twin: P | undefined;
  Object.defineProperty(table, PG_TWIN, {
    enumerable: false,
    get: () => {
      twin ??= build();
      return twin;
    },
  });
  return table as T & Twinned<P>;
}
