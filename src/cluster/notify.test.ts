import { afterAll, beforeAll, expect, test } from "bun:test";
import { createConnection, createServer, type Socket } from "node:net";
import { clusterDatabase, waitFor } from "../../test/helpers/cluster.ts";
import { openPgStore, type PgStore } from "../db/pg/store.ts";
import { storeOnPg } from "../db/store-pg.ts";
import type { Store } from "../db/store.ts";
import { createLogger } from "../log.ts";
import { createNotifyListener, NOTIFY_CHANNEL, notifyStatement } from "./notify.ts";

/** LISTEN/NOTIFY between nodes (issue 36 §5) against a real PostgreSQL: each node its own connections. */
const db = clusterDatabase();
let pg: PgStore;
let store: Store;
beforeAll(() => {
  pg = openPgStore(db.url, { max: 2 });
  store = storeOnPg(pg);
});
afterAll(() => pg?.close());

/** A node's listener: what its handlers were told, in order. */
async function node(url = db.url) {
  const heard: string[] = [];
  const listener = createNotifyListener({
    sql: db.connect(url),
    log: createLogger("error"),
    on: {
      alert: (id) => heard.push(`alert ${id}`),
      settings: () => heard.push("settings"),
      catchUp: () => heard.push("catch-up"),
    },
  });
  await listener.start();
  // The first listen is a catch-up too: what committed before this node listened was not heard.
  await waitFor(() => heard.includes("catch-up"), "the first catch-up");
  heard.length = 0;
  return { heard, listener };
}

const announce = (channel: "alert" | "settings", payload: string | number) => store.tx(async (t) => void (await t.execute(notifyStatement(channel, payload))));

test("an alert's id reaches every node when its transaction commits, never before, and never on a rollback", async () => {
  const [a, b] = [await node(), await node()];
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const open = store.tx(async (t) => {
    await t.execute(notifyStatement("alert", 41));
    await held;
  });
  // A rolled-back transaction announces nothing; a later commit is heard, so the first would have been by then.
  await store
    .tx(async (t) => {
      await t.execute(notifyStatement("alert", 40));
      throw new Error("rolled back");
    })
    .catch(() => {});
  await announce("settings", "alerts.minImpact");
  await waitFor(() => a.heard.includes("settings") && b.heard.includes("settings"), "the committed setting");
  expect(a.heard).toEqual(["settings"]);
  expect(b.heard).toEqual(["settings"]);

  release();
  await open;
  await waitFor(() => a.heard.length === 2 && b.heard.length === 2, "the alert, at its commit");
  expect(a.heard).toEqual(["settings", "alert 41"]);
  expect(b.heard).toEqual(["settings", "alert 41"]);
  await Promise.all([a.listener.stop(), b.listener.stop()]);
});

test("a burst is handed on once, with the highest id: an import's alerts wake the streams once", async () => {
  const a = await node();
  await store.tx(async (t) => {
    for (const id of [7, 9, 8]) await t.execute(notifyStatement("alert", id));
  });
  await waitFor(() => a.heard.length > 0, "the burst");
  // Later news may come on its own turn; the burst does not.
  await announce("alert", 10);
  await waitFor(() => a.heard.includes("alert 10"), "the next alert");
  expect(a.heard).toEqual(["alert 9", "alert 10"]);
  await a.listener.stop();
});

test("a listening connection that drops comes back and catches up, then hears again", async () => {
  const a = await node();
  const listening = async () =>
    (await db.admin`SELECT pid FROM pg_stat_activity WHERE query ILIKE ${`listen "${NOTIFY_CHANNEL}"`} AND pid <> pg_backend_pid()`).map(
      (r) => r.pid as number,
    );
  const [pid] = await listening();
  expect(pid).toBeDefined();
  await db.admin`SELECT pg_terminate_backend(${pid!})`;
  // A new connection listens, and the node looks at everything it may have missed meanwhile.
  await waitFor(async () => a.heard.includes("catch-up") && (await listening()).some((p) => p !== pid), "the catch-up after the reconnect");
  await announce("alert", 12);
  await waitFor(() => a.heard.includes("alert 12"), "an alert after the reconnect");
  // One catch-up, once the node hears everything again: what is said after it is heard as itself.
  expect(a.heard).toEqual(["catch-up", "alert 12"]);
  await a.listener.stop();
});

/**
 * A loopback proxy to the database that can go away (every connection dropped, new ones cut at
 * once and counted) and come back. A cut is a plain close or, every third one, a reset (what a
 * refused or broken connection gives the client: an error, so the driver backs off further).
 */
async function outageProxy() {
  const target = new URL(db.url);
  const sockets = new Set<Socket>();
  let isDown = false;
  let refused = 0;
  const server = createServer((client) => {
    if (isDown) {
      refused++;
      return void (refused % 3 === 1 ? client.resetAndDestroy() : client.destroy());
    }
    const upstream = createConnection({ host: target.hostname, port: Number(target.port) });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("error", () => s.destroy());
      s.on("close", () => sockets.delete(s));
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const url = new URL(db.url);
  url.port = String((server.address() as { port: number }).port);
  const down = () => {
    isDown = true;
    for (const s of sockets) s.destroy();
  };
  return {
    url: url.toString(),
    refused: () => refused,
    down,
    up() {
      isDown = false;
    },
    close: () => new Promise<void>((r) => (down(), server.close(() => r()))),
  };
}

test("a database out of reach for a while: the listener comes back when it does, and catches up", async () => {
  const proxy = await outageProxy();
  const a = await node(proxy.url);
  proxy.down();
  // Said while the node cannot hear: the catch-up stands for it.
  await announce("alert", 20);
  // The node tried to come back and was refused, again and again.
  await waitFor(() => proxy.refused() >= 10, "ten refused reconnects");
  proxy.up();
  await waitFor(() => a.heard.includes("catch-up"), "the catch-up once the database is back");
  await announce("alert", 21);
  await waitFor(() => a.heard.includes("alert 21"), "an alert after the outage");
  // One catch-up stands for alert 20, however many reconnects were refused, and alert 21 is heard as itself.
  expect(a.heard).toEqual(["catch-up", "alert 21"]);
  await a.listener.stop();
  await proxy.close();
});
