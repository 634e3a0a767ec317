/**
 * PostgreSQL column types whose values look the same to the app as SQLite's: a time is a number
 * of milliseconds on both, stored as `timestamptz` here (so SQL can use dates natively) and as an
 * integer there. Drizzle's postgres-js driver hands timestamps over as the server's text.
 */
import type { PgCustomColumnBuilder } from "drizzle-orm/pg-core";
import { pgCore } from "./pg-core.ts";

/** "2026-11-28 16:31:34.123+00" (or a Date, from another driver) → ms since the epoch. */
export function msFromTimestamptz(value: string | Date): number {
  if (value instanceof Date) return value.getTime();
  // PostgreSQL prints "YYYY-MM-DD HH:MM:SS[.ffffff]+HH[:MM]": ISO 8601 once the space is a "T" and the offset has minutes.
  const iso = value.replace(" ", "T").replace(/([+-]\d\d)$/, "$1:00");
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`Not a timestamptz value: ${value}`);
  return ms;
}

type Custom<N extends string, D, P> = PgCustomColumnBuilder<{
  name: N;
  dataType: "custom";
  columnType: "PgCustomColumn";
  data: D;
  driverParam: P;
  enumValues: undefined;
}>;
export type TimeBuilder<N extends string> = Custom<N, number, string>;
export type BlobBuilder<N extends string> = Custom<N, unknown, unknown>;

/** A moment as milliseconds since the epoch (SQLite: integer), kept as `timestamp with time zone`. */
export const timestamptzMs = <N extends string>(name: N) =>
  pgCore().customType<{ data: number; driverData: string }>({
    dataType: () => "timestamp with time zone",
    toDriver: (ms) => new Date(ms).toISOString(),
    fromDriver: (value) => msFromTimestamptz(value),
  })(name) as TimeBuilder<N>;

/** Raw bytes (SQLite: blob); nothing reads them back through drizzle, so they pass through as given. */
export const bytea = <N extends string>(name: N) =>
  pgCore().customType<{ data: unknown; driverData: unknown }>({ dataType: () => "bytea" })(name) as BlobBuilder<N>;
