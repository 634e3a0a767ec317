/**
 * Every table's two dialects describe the same rows. The type assertions are checked by `tsc`
 * (npm run typecheck): a twin whose $inferSelect differs from its SQLite table's fails the build.
 * The runtime checks say the same of names, columns and the native types chosen for each kind.
 */
import { expect, test } from "bun:test";
import { getTableColumns, getTableName, is, type Table } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import * as pg from "../pg/schema.ts";
import { msFromTimestamptz } from "./pg-types.ts";
import * as sqlite from "../schema.ts";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type TablesOf<M> = { [K in keyof M as M[K] extends Table ? K : never]: M[K] };
type SqliteTables = TablesOf<typeof sqlite>;
type Select<T> = T extends { $inferSelect: infer S } ? S : never;

/** For each SQLite table: does the export of the same name in pg/schema.ts select the same row type? */
type SameRows = { [K in keyof SqliteTables]: K extends keyof typeof pg ? Equal<Select<SqliteTables[K]>, Select<(typeof pg)[K]>> : false };
type Mismatched = { [K in keyof SameRows as SameRows[K] extends true ? never : K]: SameRows[K] };

// An empty object type: every twin selects exactly what its SQLite table selects.
const mismatched: Mismatched = {};
// The check can fail: two different tables are told apart.
const differs: Equal<Select<typeof sqlite.users>, Select<typeof pg.sessions>> = false;
const sameUsers: Equal<typeof sqlite.users.$inferSelect, typeof pg.users.$inferSelect> = true;

test("the type assertions above hold (checked by tsc)", () => {
  expect([mismatched, differs, sameUsers]).toEqual([{}, false, true]);
});

const sqliteTables = Object.entries(sqlite).filter(([, t]) => is(t, SQLiteTable)) as [string, SQLiteTable][];

test("every SQLite table has a twin under the same export name, with the same table and column names", () => {
  expect(sqliteTables.length).toBeGreaterThan(40);
  for (const [key, table] of sqliteTables) {
    const twin = (pg as Record<string, unknown>)[key];
    expect(is(twin, PgTable)).toBe(true);
    const cols = (t: Table) => Object.entries(getTableColumns(t)).map(([k, c]) => [k, c.name]);
    expect({ key, name: getTableName(twin as PgTable), cols: cols(twin as PgTable) }).toEqual({ key, name: getTableName(table), cols: cols(table) });
  }
});

test("booleans are boolean, times timestamptz, JSON jsonb, and SQLite's 64-bit integers bigint on PostgreSQL", () => {
  const types = (t: Table) => Object.fromEntries(Object.entries(getTableColumns(t)).map(([k, c]) => [k, c.getSQLType()]));
  expect(types(pg.users)).toEqual({
    id: "bigint",
    email: "text",
    name: "text",
    photo: "text",
    passwordHash: "text",
    googleSub: "text",
    isAdmin: "boolean",
    isPremium: "boolean",
    stripeCustomerId: "text",
    emailVerifiedAt: "timestamp with time zone",
    createdAt: "timestamp with time zone",
  });
  expect(types(sqlite.users)).toMatchObject({ isAdmin: "integer", createdAt: "integer" });
  expect(types(pg.posts)).toMatchObject({ media: "jsonb", createdAt: "timestamp with time zone", isRepost: "boolean" });
  expect(types(pg.marketWatches)).toMatchObject({ beta: "double precision", failures: "bigint" });
});

test("a timestamptz as PostgreSQL prints it, in any session time zone and precision, reads back as the same milliseconds", () => {
  const at = Date.UTC(2026, 10, 28, 16, 31, 34, 123);
  expect(msFromTimestamptz("2026-11-28 16:31:34.123+00")).toBe(at);
  expect(msFromTimestamptz("2026-11-28 16:31:34.123456+00")).toBe(at);
  expect(msFromTimestamptz("2026-11-28 11:31:34.123-05")).toBe(at);
  expect(msFromTimestamptz("2026-11-28 22:01:34.123+05:30")).toBe(at);
  expect(msFromTimestamptz(new Date(at))).toBe(at);
  expect(() => msFromTimestamptz("yesterday")).toThrow("Not a timestamptz value");
});
