/**
 * The PostgreSQL store against a real PostgreSQL (test/helpers/postgres.ts): the embedded
 * migrations build every table of the SQLite schema, with native types, and the triggers; a
 * second run changes nothing; two `squawk migrate` processes at once both succeed; values go
 * through the twins unchanged; and with DATABASE_URL set the CLI writes nothing to DATA_DIR.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, getTableColumns, getTableName, is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import postgres from "postgres";
import { startPostgres, type TestPostgres } from "../../../test/helpers/postgres.ts";
import * as sqliteSchema from "../schema.ts";
import * as pg from "./schema.ts";
import { knownPgMigrations, migratePg, openPgStore, type PgStore } from "./store.ts";

let server: TestPostgres;
const stores: PgStore[] = [];
const tmp: string[] = [];

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close().catch(() => {})));
  for (const d of tmp) rmSync(d, { recursive: true, force: true });
  await server?.stop();
});

/** A new, empty database on the test server, and its URL. */
async function freshDatabase(name: string): Promise<string> {
  const admin = postgres(server.url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return url.toString();
}

const open = (url: string, max = 2) => {
  const s = openPgStore(url, { max });
  stores.push(s);
  return s;
};

const squawk = (args: string[], env: Record<string, string>) =>
  Bun.spawn([process.execPath, join(import.meta.dir, "../../main.ts"), ...args], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdout: "pipe",
    stderr: "pipe",
  });

describe("migratePg", () => {
  test("a fresh database gets every table of the SQLite schema (same names and columns), the cluster's, and the 14 triggers", async () => {
    const store = open(await freshDatabase("fresh"));
    expect(await migratePg(store)).toBe(knownPgMigrations().length);
    const tables = await store.sql<{ table_name: string }[]>`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`;
    const sqliteTables = Object.values(sqliteSchema)
      .filter((t) => is(t, SQLiteTable))
      .map((t) => getTableName(t as SQLiteTable));
    expect(tables.map((t) => t.table_name)).toEqual([...sqliteTables, "cluster_lease", "cluster_nodes"].sort());
    const columns = await store.sql<{ table_name: string; column_name: string }[]>`
      SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`;
    for (const t of Object.values(sqliteSchema).filter((t) => is(t, SQLiteTable))) {
      const name = getTableName(t as SQLiteTable);
      const sqliteColumns = Object.values(getTableColumns(t as SQLiteTable)).map((c) => c.name);
      // Compared as sets: a column added by a later migration (market_reactions.seq) comes last on
      // PostgreSQL, where ALTER TABLE appends, and drizzle names every column it reads anyway.
      const pgColumns = columns.filter((c) => c.table_name === name).map((c) => c.column_name);
      expect({ name, columns: pgColumns.sort() }).toEqual({ name, columns: sqliteColumns.sort() });
    }
    const triggers = await store.sql`SELECT DISTINCT trigger_name FROM information_schema.triggers WHERE trigger_schema = 'public'`;
    expect(triggers.length).toBe(14);
    const types = await store.sql<{ column_name: string; data_type: string }[]>`
      SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'users' AND column_name IN ('is_admin', 'created_at', 'id')`;
    expect(Object.fromEntries(types.map((r) => [r.column_name, r.data_type]))).toEqual({
      id: "bigint",
      is_admin: "boolean",
      created_at: "timestamp with time zone",
    });
    const [mode] = await store.db.select().from(pg.settings).where(eq(pg.settings.key, "environment.mode"));
    expect(mode?.value).toBe("test");
  });

  test("running again applies nothing and changes nothing", async () => {
    const store = open(await freshDatabase("twice"));
    await migratePg(store);
    const before = await store.sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id`;
    expect(await migratePg(store)).toBe(0);
    expect(await store.sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id`).toEqual(before);
    expect((await store.sql`SELECT count(*)::int AS n FROM post_totals`)[0]!.n).toBe(1);
  });

  test("two `squawk migrate` processes at once both succeed, and the migrations run once; DATA_DIR stays empty", async () => {
    const url = await freshDatabase("race");
    const dataDir = mkdtempSync(join(tmpdir(), "squawk-pg-cli-"));
    tmp.push(dataDir);
    const procs = [0, 1].map(() => squawk(["migrate"], { DATABASE_URL: url, DATA_DIR: dataDir }));
    const results = await Promise.all(
      procs.map(async (p) => ({ code: await p.exited, out: await new Response(p.stdout).text(), err: await new Response(p.stderr).text() })),
    );
    for (const r of results) expect({ code: r.code, err: r.err }).toEqual({ code: 0, err: "" });
    const said = results.map((r) => r.out.trim()).sort();
    expect(said[0]).toContain(`(${knownPgMigrations().length} migrations applied)`);
    expect(said[1]).toContain("(nothing to apply)");
    const store = open(url);
    expect((await store.sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)[0]!.n).toBe(knownPgMigrations().length);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});

describe("the twins on PostgreSQL", () => {
  let store: PgStore;
  beforeAll(async () => {
    store = open(await freshDatabase("values"), 1); // one connection, so a SET holds for what follows
    await migratePg(store);
  });

  test("times, booleans and JSON come back as the app wrote them (milliseconds, booleans, parsed JSON)", async () => {
    const createdAt = Date.UTC(2026, 10, 28, 16, 31, 34, 123);
    const [user] = await store.db.insert(pg.users).values({ email: "a@example.com", isAdmin: true, createdAt }).returning();
    expect(user).toMatchObject({ email: "a@example.com", isAdmin: true, isPremium: false, createdAt, emailVerifiedAt: null });
    await store.db.insert(pg.posts).values({ id: "p1", source: "replay", account: "a", createdAt, seenAt: createdAt + 1, content: "x", media: ["m.jpg"] });
    const [post] = await store.db.select().from(pg.posts);
    expect(post).toEqual({
      id: "p1",
      source: "replay",
      account: "a",
      createdAt,
      seenAt: createdAt + 1,
      content: "x",
      url: null,
      media: ["m.jpg"],
      isRepost: false,
      backfilled: false,
      duplicateOf: null,
    });
    const [throttle] = await store.db.insert(pg.loginThrottle).values({ email: "a@example.com", lastFailureAt: createdAt }).returning();
    expect(throttle?.blockedUntil).toBe(0);
    const sqliteUser: typeof sqliteSchema.users.$inferSelect = user!;
    expect(sqliteUser.id).toBeGreaterThan(0);
  });

  test("the triggers keep post_totals, post_stats (UTC hour), post_stats_changes and the subscriber counts as SQLite's do", async () => {
    const at = Date.UTC(2026, 0, 2, 13, 45, 0);
    const hour = Date.UTC(2026, 0, 2, 13, 0, 0);
    await store.db.insert(pg.posts).values({ id: "p2", source: "replay", account: "a", createdAt: at, seenAt: at, content: "tariffs" });
    const analysis = {
      postId: "p2",
      relevant: true,
      impact: "High" as const,
      tariff: true,
      sectors: [],
      tickers: [],
      summary: "s",
      marketAnalysis: "m",
      tradingIdeas: [],
      analyzer: "rules",
      analyzedAt: at,
    };
    await store.sql`SET TIME ZONE 'America/New_York'`; // the hour must not follow the session's zone
    await store.db.insert(pg.analyses).values(analysis);
    await store.db.update(pg.analyses).set({ impact: "Low" }).where(eq(pg.analyses.postId, "p2"));
    const stats = await store.db.select().from(pg.postStats).orderBy(pg.postStats.impact);
    expect(stats).toEqual([
      { hour, impact: "High", relevant: true, n: 0 },
      { hour, impact: "Low", relevant: true, n: 1 },
    ]);
    const changes = await store.db
      .select({ hour: pg.postStatsChanges.hour, impact: pg.postStatsChanges.impact, n: pg.postStatsChanges.n })
      .from(pg.postStatsChanges)
      .orderBy(pg.postStatsChanges.id);
    expect(changes).toEqual([
      { hour, impact: "High", n: 1 },
      { hour, impact: "High", n: -1 },
      { hour, impact: "Low", n: 1 },
    ]);
    const [totals] = await store.db.select().from(pg.postTotals);
    expect(totals).toMatchObject({ id: 1, posts: 2, analyses: 1, analysesVersion: 2 });
    await store.db.insert(pg.telegramSubscribers).values({ telegramUserId: 7_000_000_001, chatId: 7_000_000_001 });
    await store.db.update(pg.telegramSubscribers).set({ status: "blocked" });
    await store.db.update(pg.telegramSubscribers).set({ status: "blocked" }); // no change of status: counted once
    const counts = await store.db.select().from(pg.telegramSubscriberCounts).orderBy(pg.telegramSubscriberCounts.status);
    expect(counts).toEqual([
      { status: "active", n: 0 },
      { status: "blocked", n: 1 },
    ]);
    await store.db.delete(pg.posts).where(eq(pg.posts.id, "p2"));
    const [after] = await store.db.select().from(pg.postTotals);
    expect(after).toMatchObject({ posts: 1, analyses: 0 });
  });
});
