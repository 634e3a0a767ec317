/**
 * What the cluster tests share: waiting for a condition, and a loopback TCP proxy in front of
 * PostgreSQL that can be paused, so one node's connection hangs the way a stalled network or a
 * frozen host does (bytes neither arrive nor fail), while the node's process keeps running.
 */
import { afterAll, beforeAll } from "bun:test";
import { createConnection, createServer, type Socket } from "node:net";
import postgres, { type Sql } from "postgres";
import { migratePg, openPgStore } from "../../src/db/pg/store.ts";
import { startPostgres, type TestPostgres } from "./postgres.ts";

/**
 * A throwaway PostgreSQL migrated as a node migrates it (migrations-pg/, which hold the cluster's tables), for one test file (started before its tests,
 * stopped after them). Each `connect()` is a connection of its own, as a separate node's would be;
 * `admin` is one more, for the test's own reads.
 */
export function clusterDatabase() {
  let pg: TestPostgres;
  const clients: Sql[] = [];
  const db = {
    get url() {
      return pg.url;
    },
    admin: undefined as unknown as Sql,
    /** `applicationName`: as a node names its sessions (src/cluster/fence.ts's `sessionName`). */
    connect(url = pg.url, applicationName?: string) {
      const c = postgres(url, { max: 1, onnotice: () => {}, ...(applicationName ? { connection: { application_name: applicationName } } : {}) });
      clients.push(c);
      return c;
    },
  };
  beforeAll(async () => {
    pg = await startPostgres();
    db.admin = db.connect();
    const store = openPgStore(pg.url, { max: 1 });
    try {
      await migratePg(store);
    } finally {
      await store.close();
    }
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.end({ timeout: 1 }).catch(() => {})));
    await pg?.stop();
  });
  return db;
}

/** Polls `cond` until it holds; fails with `what` after `timeoutMs` (a guard against a hang, not a speed target). */
export async function waitFor(cond: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const until = performance.now() + timeoutMs;
  while (!(await cond())) {
    if (performance.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for: ${what}`);
    await Bun.sleep(10);
  }
}

export interface PausableProxy {
  /** The database URL through the proxy. */
  url: string;
  /** Stops moving bytes in both directions, on open connections and new ones. */
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

/** A proxy to `targetUrl`'s host and port on a free loopback port. */
export async function startPausableProxy(targetUrl: string): Promise<PausableProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  let paused = false;
  const track = (s: Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
    s.on("error", () => s.destroy());
    if (paused) s.pause();
  };
  const server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port) });
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  const url = new URL(targetUrl);
  url.port = String(port);
  return {
    url: url.toString(),
    pause() {
      paused = true;
      for (const s of sockets) s.pause();
    },
    resume() {
      paused = false;
      for (const s of sockets) s.resume();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
