/**
 * The settings service on both stores, through one code path (issue 36 §2): SQLite (a real file)
 * and a real PostgreSQL (test/helpers/postgres.ts). Each write is read back through a separate
 * connection, so "stored" means in that store, not in the service's cache.
 */
import { Database } from "bun:sqlite";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { startPostgres, type TestPostgres } from "../../test/helpers/postgres.ts";
import { loadConfig } from "../config.ts";
import { closeDb, migrate, openDb } from "../db/index.ts";
import { migratePg, openPgStore } from "../db/pg/store.ts";
import { FRESH_SETTINGS } from "../db/seed.ts";
import { sqliteStore, type Store } from "../db/store.ts";
import { storeOnPg } from "../db/store-pg.ts";
import { createSettings, loadSettings } from "./service.ts";

/** A store to test on: connections to one database, and a reader that is none of them. */
interface Backend {
  name: string;
  start(): Promise<void>;
  /** A new connection as a Store, and how to close it. */
  open(): Promise<{ store: Store; close: () => Promise<void> }>;
  /** The stored rows for `key`, read through a connection of the test's own. */
  readBack(key: string): Promise<{ value: string; updatedAt: number }[]>;
  stop(): Promise<void>;
}

function sqliteBackend(): Backend {
  let dir = "";
  let reader: Database;
  return {
    name: "SQLite",
    async start() {
      dir = mkdtempSync(join(tmpdir(), "squawk-settings-"));
      migrate(openDb(dir));
      reader = new Database(join(dir, "squawk.db"), { readonly: true });
    },
    async open() {
      const db = openDb(dir);
      return { store: sqliteStore(db), close: async () => closeDb(db) };
    },
    async readBack(key) {
      return reader.query<{ value: string; updatedAt: number }, [string]>("SELECT value, updated_at AS updatedAt FROM settings WHERE key = ?").all(key);
    },
    async stop() {
      reader?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresBackend(): Backend {
  let server: TestPostgres;
  let reader: postgres.Sql;
  return {
    name: "PostgreSQL",
    async start() {
      server = await startPostgres();
      const first = openPgStore(server.url, { max: 1 });
      await migratePg(first);
      await first.close();
      reader = postgres(server.url, { max: 1, onnotice: () => {} });
    },
    async open() {
      const pg = openPgStore(server.url, { max: 2 });
      return { store: storeOnPg(pg), close: () => pg.close() };
    },
    async readBack(key) {
      // A timestamptz, so the time is checked as PostgreSQL holds it: a real moment, not a number.
      const rows = await reader<{ value: string; updated_at: Date }[]>`SELECT value, updated_at FROM settings WHERE key = ${key}`;
      return rows.map((r) => ({ value: r.value, updatedAt: r.updated_at.getTime() }));
    },
    async stop() {
      await reader?.end();
      await server?.stop();
    },
  };
}

const config = loadConfig({ DATA_DIR: tmpdir(), LOG_LEVEL: "error" });

describe.each([sqliteBackend(), postgresBackend()])("settings on $name", (backend) => {
  const opened: (() => Promise<void>)[] = [];
  const open = async () => {
    const o = await backend.open();
    opened.push(o.close);
    return o;
  };
  /** A settings service as the app makes one: the rows loaded, then the cache. */
  const service = async (store: Store) => createSettings({ store, config, rows: await loadSettings(store) });
  let store: Store;

  beforeAll(() => backend.start());
  afterAll(async () => {
    for (const close of opened) await close().catch(() => {});
    await backend.stop();
  });
  beforeEach(async () => {
    store ??= (await open()).store;
    // Each test starts from a fresh install's rows.
    await store.db.delete(store.tables.settings);
    await store.db.insert(store.tables.settings).values(FRESH_SETTINGS);
  });

  test("a fresh install: the seeded mode, and every other key its default", async () => {
    const s = await service(store);
    expect(s.environment()).toBe("test");
    expect(s.get("alerts.freeDelayMinutes")).toBe(15);
    expect(s.list().map((r) => r.key)).toEqual(["environment.mode"]);
  });

  test("set: read at once, stored in this store, updated in place, and loaded by the next start", async () => {
    const s = await service(store);
    const before = Date.now();
    const saving = s.set({ key: "alerts.freeDelayMinutes", value: "1", dataType: "number" });
    // Synchronous readers see the new value without waiting for the store.
    expect(s.get("alerts.freeDelayMinutes")).toBe(1);
    const row = await saving;
    expect(row).toMatchObject({
      key: "alerts.freeDelayMinutes",
      value: "1",
      dataType: "number",
      description: "How many minutes free subscribers wait for an alert",
    });
    expect(row.id).toBeGreaterThan(0);
    expect(row.updatedAt).toBeGreaterThanOrEqual(before);
    expect(s.list().find((r) => r.key === "alerts.freeDelayMinutes")).toEqual(row);
    expect(await backend.readBack("alerts.freeDelayMinutes")).toEqual([{ value: "1", updatedAt: row.updatedAt }]);

    const again = await s.set({ key: "alerts.freeDelayMinutes", value: "2", dataType: "number" });
    expect(again.id).toBe(row.id);
    expect((await backend.readBack("alerts.freeDelayMinutes")).map((r) => r.value)).toEqual(["2"]);
    expect((await service(store)).get("alerts.freeDelayMinutes")).toBe(2);
  });

  test("bad input is refused at once, and nothing is stored", async () => {
    const s = await service(store);
    expect(() => s.set({ key: "alerts.freeDelayMinutes", value: "soon", dataType: "number" })).toThrow(/not a number/);
    expect(() => s.set({ key: "environment.mode", value: "prod", dataType: "string" })).toThrow(/test, live/);
    expect(() => s.set({ key: "custom.json", value: "{bad", dataType: "json" })).toThrow(/not valid JSON/);
    expect(await backend.readBack("alerts.freeDelayMinutes")).toEqual([]);
    expect(await backend.readBack("custom.json")).toEqual([]);
    expect(s.get("alerts.freeDelayMinutes")).toBe(15);
  });

  test("remove: gone from the cache and the store; an unknown key is a 404", async () => {
    const s = await service(store);
    await s.set({ key: "custom.json", value: '{"a":1}', dataType: "json", description: "free-form" });
    expect(await backend.readBack("custom.json")).toHaveLength(1);
    await s.remove("custom.json");
    expect(s.list().map((r) => r.key)).toEqual(["environment.mode"]);
    expect(await backend.readBack("custom.json")).toEqual([]);
    await expect(s.remove("custom.json")).rejects.toMatchObject({ status: 404, message: "No setting named custom.json" });
  });

  test("a write the store refuses leaves the cache as the store holds it", async () => {
    const own = await open();
    const s = await service(own.store);
    await s.set({ key: "alerts.freeDelayMinutes", value: "1", dataType: "number" });
    await own.close();
    await expect(s.set({ key: "alerts.freeDelayMinutes", value: "2", dataType: "number" })).rejects.toThrow();
    expect(s.get("alerts.freeDelayMinutes")).toBe(1);
    await expect(s.remove("alerts.freeDelayMinutes")).rejects.toThrow();
    expect(s.get("alerts.freeDelayMinutes")).toBe(1);
    expect((await backend.readBack("alerts.freeDelayMinutes")).map((r) => r.value)).toEqual(["1"]);
  });

  test("reload: a service on another connection sees a change once it reloads", async () => {
    const a = await service(store);
    const b = await service((await open()).store);
    await a.set({ key: "alerts.minImpact", value: "High", dataType: "string" });
    expect(b.get("alerts.minImpact")).toBe("Low");
    await b.reload();
    expect(b.get("alerts.minImpact")).toBe("High");
  });
});

test("on SQLite a caller that does not await set() finds the row stored when it returns, as before the store became async", async () => {
  const dir = mkdtempSync(join(tmpdir(), "squawk-settings-"));
  const db = openDb(dir);
  const reader = new Database(join(dir, "squawk.db"), { readonly: true });
  try {
    migrate(db);
    const s = createSettings({ store: sqliteStore(db), config, rows: [] });
    const stored = () => reader.query("SELECT value FROM settings WHERE key = 'alerts.freeDelayMinutes'").all();
    const saving = s.set({ key: "alerts.freeDelayMinutes", value: "3", dataType: "number" });
    expect(stored()).toEqual([{ value: "3" }]);
    await saving;
  } finally {
    reader.close();
    closeDb(db);
    rmSync(dir, { recursive: true, force: true });
  }
});
