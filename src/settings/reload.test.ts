/**
 * Several nodes' settings caches on one PostgreSQL (issue 36 §5): a write on one is announced
 * (NOTIFY) and every node's cache reads the rows again; a reload never loses this node's own write
 * that is still in flight.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import postgres from "postgres";
import { clusterDatabase, waitFor } from "../../test/helpers/cluster.ts";
import { createNotifyListener } from "../cluster/index.ts";
import { loadConfig } from "../config.ts";
import { openPgStore, type PgStore } from "../db/pg/store.ts";
import { storeOnPg } from "../db/store-pg.ts";
import { createLogger } from "../log.ts";
import { createSettings, loadSettings, type Settings } from "./service.ts";

const db = clusterDatabase();
const pools: PgStore[] = [];
afterAll(() => Promise.all(pools.map((p) => p.close())));

/** A node's settings on its own pool, its cache reloaded when it hears of a change. */
async function node(): Promise<Settings> {
  const pg = openPgStore(db.url, { max: 2 });
  pools.push(pg);
  const store = storeOnPg(pg);
  const settings = createSettings({ store, config: loadConfig({}), rows: await loadSettings(store) });
  const listener = createNotifyListener({
    sql: db.connect(),
    log: createLogger("error"),
    on: { alert: () => {}, settings: () => void settings.reload(), catchUp: () => {} },
  });
  await listener.start();
  return settings;
}

const stored = (s: Settings, key: string) => s.list().find((r) => r.key === key)?.value;

let a: Settings;
let b: Settings;
beforeAll(async () => {
  [a, b] = [await node(), await node()];
});

test("a setting stored or removed on one node reaches the other's cache", async () => {
  await a.set({ key: "cluster.note", value: "from a", dataType: "string" });
  await waitFor(() => stored(b, "cluster.note") === "from a", "b's cache to have a's value");
  await b.remove("cluster.note");
  await waitFor(() => stored(a, "cluster.note") === undefined, "a's cache to drop the removed setting");
});

test("a reload while this node's write is in flight keeps that write", async () => {
  // The test's own transaction holds the table, so the write waits while a reload reads the old rows.
  const holder = postgres(db.url, { max: 1, onnotice: () => {} });
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let locked!: () => void;
  const isLocked = new Promise<void>((r) => (locked = r));
  const held = holder.begin(async (t) => {
    await t`LOCK TABLE settings IN EXCLUSIVE MODE`;
    locked();
    await released;
  });
  try {
    await isLocked;
    const write = a.set({ key: "cluster.pending", value: "mine", dataType: "string" });
    await a.reload();
    expect(stored(a, "cluster.pending")).toBe("mine");
    release();
    await held;
    await write;
    expect(stored(a, "cluster.pending")).toBe("mine");
    await waitFor(() => stored(b, "cluster.pending") === "mine", "b to hear of it");
  } finally {
    release();
    await held.catch(() => {});
    await holder.end();
  }
});
