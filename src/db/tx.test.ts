/**
 * transactor() on both stores: SQLite (a real file, the real migrations) and a real PostgreSQL.
 */
import { Database } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import { is } from "drizzle-orm";
import { startPostgres, type TestPostgres } from "../../test/helpers/postgres.ts";
import { closeDb, type Db, migrate, openDb } from "./index.ts";
import * as pg from "./pg/schema.ts";
import { migratePg, openPgStore, type PgStore } from "./pg/store.ts";
import { jobRuns } from "./schema/core.ts";
import { transactor } from "./tx.ts";

/** A promise and the function that settles it: a transaction's callback waits on it mid-way. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => {
    open = r;
  });
  return { open, opened };
}

describe("SQLite", () => {
  let dir: string;
  let db: Db;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "squawk-tx-"));
    db = openDb(dir);
    migrate(db);
  });
  afterAll(() => {
    closeDb(db);
    rmSync(dir, { recursive: true, force: true });
  });

  test("two async transactions started together take turns: the second starts after the first commits", async () => {
    const tx = transactor({ kind: "sqlite", db });
    const events: string[] = [];
    const g = gate();
    const first = tx(async (t) => {
      events.push("first: begin");
      await t.insert(jobRuns).values({ name: "a", lastStatus: "ok" });
      await g.opened; // not a database call: other async code runs meanwhile
      await t.update(jobRuns).set({ lastStatus: "error" }).where(eq(jobRuns.name, "a"));
      events.push("first: end");
      return "first";
    });
    const second = tx(async (t) => {
      events.push("second: begin");
      const [row] = await t.select().from(jobRuns).where(eq(jobRuns.name, "a"));
      events.push(`second: sees ${row?.lastStatus}`);
      return "second";
    });
    await Bun.sleep(0);
    expect(events).toEqual(["first: begin"]);
    g.open();
    expect(await Promise.all([first, second])).toEqual(["first", "second"]);
    expect(events).toEqual(["first: begin", "first: end", "second: begin", "second: sees error"]);
  });

  test("BEGIN IMMEDIATE: while one is open, another connection cannot write, even before the first write", async () => {
    const tx = transactor({ kind: "sqlite", db });
    const other = new Database(join(dir, "squawk.db"));
    other.exec("PRAGMA busy_timeout = 0");
    const g = gate();
    const running = tx(async (t) => {
      await g.opened;
      await t.insert(jobRuns).values({ name: "b" });
    });
    await Bun.sleep(0);
    expect(() => other.exec("INSERT INTO job_runs (name) VALUES ('c')")).toThrow(/locked|busy/i);
    g.open();
    await running;
    other.exec("INSERT INTO job_runs (name) VALUES ('c')");
    other.close();
  });

  test("a throw rolls back every write of the transaction, and the next one runs", async () => {
    const tx = transactor({ kind: "sqlite", db });
    await expect(
      tx(async (t) => {
        await t.insert(jobRuns).values({ name: "rolled-back" });
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(db.select().from(jobRuns).where(eq(jobRuns.name, "rolled-back")).all()).toEqual([]);
    expect(db.$client.inTransaction).toBe(false);
    expect(await tx(async (t) => (await t.insert(jobRuns).values({ name: "after" }).returning())[0]?.name)).toBe("after");
  });

  test("two transactors on one connection share its queue; tx() inside a transaction is refused", async () => {
    const a = transactor({ kind: "sqlite", db });
    const b = transactor({ kind: "sqlite", db });
    const g = gate();
    const order: string[] = [];
    const first = a(async () => {
      await g.opened;
      order.push("a");
    });
    const second = b(async () => {
      order.push("b");
    });
    g.open();
    await Promise.all([first, second]);
    expect(order).toEqual(["a", "b"]);
    await expect(a(() => b(async () => 1))).rejects.toThrow(/inside a transaction/);
    expect(db.$client.inTransaction).toBe(false);
  });
});

describe("PostgreSQL", () => {
  let server: TestPostgres;
  let store: PgStore;
  beforeAll(async () => {
    server = await startPostgres();
    store = openPgStore(server.url, { max: 4 });
    await migratePg(store);
  });
  afterAll(async () => {
    await store?.close();
    await server?.stop();
  });

  test("it is drizzle's transaction: a PgTransaction; commits; a throw rolls back", async () => {
    const tx = transactor({ kind: "pg", db: store.db });
    const name = await tx(async (t) => {
      expect(is(t, PgTransaction)).toBe(true);
      const [row] = await t.insert(pg.jobRuns).values({ name: "pg-a", lastRunAt: 1_700_000_000_123 }).returning();
      return row?.name;
    });
    expect(name).toBe("pg-a");
    await expect(
      tx(async (t) => {
        await t.insert(pg.jobRuns).values({ name: "pg-rolled-back" });
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    const rows = await store.db.select().from(pg.jobRuns);
    expect(rows.map((r) => [r.name, r.lastRunAt])).toEqual([["pg-a", 1_700_000_000_123]]);
  });

  test("transactions run side by side, each on its own connection, and tx() inside one is refused", async () => {
    const tx = transactor({ kind: "pg", db: store.db });
    const g = gate();
    const pids: number[] = [];
    const first = tx(async (t) => {
      const [r] = await t.execute<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      pids.push(r!.pid);
      await g.opened;
    });
    // The second completes while the first is still open: no queue on PostgreSQL.
    await tx(async (t) => {
      const [r] = await t.execute<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      pids.push(r!.pid);
    });
    g.open();
    await first;
    expect(new Set(pids).size).toBe(2);
    await expect(tx(() => tx(async () => 1))).rejects.toThrow(/inside a transaction/);
  });
});
