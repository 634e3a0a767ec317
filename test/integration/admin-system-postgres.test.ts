/**
 * The admin's system panel in PostgreSQL mode (issue 36 §7): GET /api/admin/system's `cluster`
 * lists every node with its heartbeat (by the database's clock), who leads, in which lease epoch
 * and since when; the app is the one `squawk serve` builds with DATABASE_URL (createPgApp) on a
 * real, throwaway PostgreSQL. And the leader's reaper, wired in that app, returns the claims of a
 * node that has no heartbeat row. SQLite mode's one node is tested in admin-system.test.ts.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { createPgApp } from "../../src/app-pg.ts";
import type { App } from "../../src/app.ts";
import { newSession, SESSION_COOKIE } from "../../src/auth/sessions.ts";
import { beat } from "../../src/cluster/index.ts";
import { loadConfig } from "../../src/config.ts";
import { createLogger } from "../../src/log.ts";
import { CLOSED_SOURCES } from "../helpers/binary.ts";
import { waitFor } from "../helpers/cluster.ts";
import { startPostgres, type TestPostgres } from "../helpers/postgres.ts";
import { call } from "../helpers/app.ts";

let pg: TestPostgres;
let app: App;
let other: postgres.Sql;
let cookie: string;
const dataDir = mkdtempSync(join(tmpdir(), "squawk-admin-pg-"));

beforeAll(async () => {
  pg = await startPostgres();
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "error", ...CLOSED_SOURCES, DATABASE_URL: pg.url });
  app = await createPgApp(config, { log: createLogger("error") });
  other = postgres(pg.url, { max: 1, onnotice: () => {} });
  const { users, sessions } = app.store.tables;
  const [boss] = await app.store.db.insert(users).values({ email: "boss@example.com", isAdmin: true }).returning({ id: users.id });
  const { row, token } = newSession(boss!.id);
  await app.store.db.insert(sessions).values(row);
  cookie = `${SESSION_COOKIE}=${token}`;
});
afterAll(async () => {
  await app?.stop();
  await other?.end({ timeout: 1 });
  await pg?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const panel = async () => {
  const r = await call(app, "GET", "/api/admin/system", { cookie });
  expect(r.status).toBe(200);
  return r.json as {
    now: number;
    cluster: { store: object; nodeId: string; leader: { nodeId: string; epoch: number; since: number } | null; nodes: Record<string, unknown>[] };
  };
};

test("the panel lists every node with its heartbeat, the leader with its epoch and since when; with no lease held, nobody leads", async () => {
  // This node beats and leads (as `serve` starts it), and another node beats on its own connection.
  await app.heartbeat!.start();
  await app.leadership.start();
  await waitFor(() => app.leadership.isLeader(), "this node to lead");
  await beat(other, "node-b");

  const { cluster } = await panel();
  expect(cluster.store).toEqual({ kind: "postgres", location: pg.url });
  expect(cluster.nodeId).toBe(app.node.id);
  expect(cluster.leader).toEqual({ nodeId: app.node.id, epoch: 1, since: expect.any(Number) });
  const byId = new Map(cluster.nodes.map((n) => [n.nodeId, n]));
  expect([...byId.keys()].sort()).toEqual([app.node.id, "node-b"].sort());
  expect(byId.get(app.node.id)).toMatchObject({ host: hostname(), pid: process.pid, leader: true, self: true });
  expect(byId.get("node-b")).toMatchObject({ host: hostname(), leader: false, self: false });
  for (const n of cluster.nodes) {
    expect(n.heartbeatAgeMs as number).toBeGreaterThanOrEqual(0);
    expect(n.heartbeatAgeMs as number).toBeLessThan(3000);
    expect(n.seenAt as number).toBeGreaterThanOrEqual(n.startedAt as number);
  }
  // Since when: the lease row's acquired_at, by the database's clock.
  const [lease] = await other<{ acquired_at: Date; epoch: string }[]>`SELECT acquired_at, epoch FROM cluster_lease WHERE name = 'leader'`;
  expect(cluster.leader!.since).toBe(lease!.acquired_at.getTime());

  // Leadership handed back (a graceful stop begins with it): the panel says nobody leads, both still beat.
  await app.stopLeading();
  const after = await panel();
  expect(after.cluster.leader).toBeNull();
  expect(after.cluster.nodes.map((n) => n.leader)).toEqual([false, false]);
});

test("the leader's reaper in the app returns the claims of a node with no heartbeat row, and the panel never lists that node", async () => {
  // Leading again: a new holder, so a higher epoch.
  await app.leadership.start();
  await waitFor(() => app.leadership.isLeader(), "this node to lead again");
  expect((await panel()).cluster.leader).toMatchObject({ nodeId: app.node.id, epoch: 2 });
  const D = app.store.tables.deliveries;
  const [row] = await app.store.db
    .insert(D)
    .values({
      channel: "telegram",
      kind: "notice",
      target: "dm:1",
      chatId: "1",
      tier: "premium",
      dueAt: Date.now() + 3_600_000,
      status: "sending",
      claimedBy: "ghost-node",
      claimedAt: Date.now(),
    })
    .returning({ id: D.id });
  await waitFor(async () => (await other`SELECT status FROM deliveries WHERE id = ${row!.id}`)[0]!.status === "pending", "the ghost's claim to be owed again");
  expect((await panel()).cluster.nodes.map((n) => n.nodeId)).not.toContain("ghost-node");
});
