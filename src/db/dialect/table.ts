/**
 * `table(name, columns, extras)`: one definition, two tables. It answers drizzle's SQLite table
 * (exactly what `sqliteTable` makes from the same columns, so the app and the SQLite migrations
 * see no change) carrying its PostgreSQL twin (`pgOf(t)`), built from the same names, keys,
 * foreign keys and indexes. Indexes and primary keys are written with this file's `index`,
 * `uniqueIndex` and `primaryKey`, which make each dialect's own.
 */
import type { BuildColumns, Column, SQL } from "drizzle-orm";
import type { PgColumn, PgTableExtraConfigValue, PgTableWithColumns } from "drizzle-orm/pg-core";
import {
  type SQLiteColumn,
  type SQLiteTableExtraConfigValue,
  type SQLiteTableWithColumns,
  index as sqliteIndex,
  primaryKey as sqlitePrimaryKey,
  sqliteTable,
  uniqueIndex as sqliteUniqueIndex,
} from "drizzle-orm/sqlite-core";
import type { Col } from "./column.ts";
import { pgCore } from "./pg-core.ts";
import { attachTwin, type Twinned } from "./pg-of.ts";

// biome-ignore lint/suspicious/noExplicitAny: any pair of builders; the mapped types below take each side's exact type
type AnyCol = Col<any, any>;
type SqliteBuilders<C> = { [K in keyof C]: C[K] extends Col<infer S, infer _P> ? S : never };
type PgBuilders<C> = { [K in keyof C]: C[K] extends Col<infer _S, infer P> ? P : never };

export type SqliteTableOf<N extends string, C extends Record<string, AnyCol>> = SQLiteTableWithColumns<{
  name: N;
  schema: undefined;
  columns: BuildColumns<N, SqliteBuilders<C>, "sqlite">;
  dialect: "sqlite";
}>;
export type PgTableOf<N extends string, C extends Record<string, AnyCol>> = PgTableWithColumns<{
  name: N;
  schema: undefined;
  columns: BuildColumns<N, PgBuilders<C>, "pg">;
  dialect: "pg";
}>;

/** An index or key, recorded once and made in each dialect from that dialect's columns. */
type Extra = { kind: "index" | "unique"; name: string; columns: Column[]; where?: SQL } | { kind: "pk"; columns: Column[] };

class IndexOn {
  constructor(private readonly extra: Extract<Extra, { kind: "index" | "unique" }>) {}
  /** A partial index: `cond` is written with the extras callback's columns, so it renders in either dialect. */
  where(cond: SQL): Extra {
    return { ...this.extra, where: cond };
  }
  toExtra(): Extra {
    return this.extra;
  }
}

type ExtraLike = Extra | IndexOn;

export const index = (name: string) => ({ on: (...columns: [Column, ...Column[]]) => new IndexOn({ kind: "index", name, columns }) });
export const uniqueIndex = (name: string) => ({ on: (...columns: [Column, ...Column[]]) => new IndexOn({ kind: "unique", name, columns }) });
export const primaryKey = (config: { columns: [Column, ...Column[]] }): Extra => ({ kind: "pk", columns: config.columns });

const extraOf = (e: ExtraLike): Extra => (e instanceof IndexOn ? e.toExtra() : e);

function sqliteExtra(e: Extra): SQLiteTableExtraConfigValue {
  const cols = e.columns as [SQLiteColumn, ...SQLiteColumn[]];
  if (e.kind === "pk") return sqlitePrimaryKey({ columns: cols });
  const built = (e.kind === "unique" ? sqliteUniqueIndex : sqliteIndex)(e.name).on(...cols);
  return e.where ? built.where(e.where) : built;
}

function pgExtra(e: Extra): PgTableExtraConfigValue {
  const cols = e.columns as [PgColumn, ...PgColumn[]];
  const pg = pgCore();
  if (e.kind === "pk") return pg.primaryKey({ columns: cols });
  const built = (e.kind === "unique" ? pg.uniqueIndex : pg.index)(e.name).on(...cols);
  return e.where ? built.where(e.where) : built;
}

/**
 * The table in both dialects. `extras` is called once per dialect with that dialect's columns
 * (typed here only as drizzle's common `Column`), like drizzle's own third argument.
 */
export function table<N extends string, C extends Record<string, AnyCol>>(
  name: N,
  columns: C,
  extras?: (t: { [K in keyof C]: Column }) => ExtraLike[],
): SqliteTableOf<N, C> & Twinned<PgTableOf<N, C>> {
  const side = <B>(pick: (c: AnyCol) => B) => Object.fromEntries(Object.entries(columns).map(([k, c]) => [k, pick(c)]));
  const sqlite = sqliteTable(
    name,
    side((c) => c.sqlite),
    extras && ((t) => extras(t as { [K in keyof C]: Column }).map((e) => sqliteExtra(extraOf(e)))),
  );
  return attachTwin(sqlite, () =>
    pgCore().pgTable(
      name,
      side((c) => c.pg),
      extras && ((t) => extras(t as { [K in keyof C]: Column }).map((e) => pgExtra(extraOf(e)))),
    ),
  ) as unknown as SqliteTableOf<N, C> & Twinned<PgTableOf<N, C>>;
}
