import { afterAll, beforeAll, expect, setSystemTime, test } from "bun:test";
import postgres, { type Sql } from "postgres";
import { startPausableProxy, waitFor } from "../../test/helpers/cluster.ts";
import { startPostgres, type TestPostgres } from "../../test/helpers/postgres.ts";
import { createLogger } from "../log.ts";
import { createHeartbeat, forgetNodes, listNodes, STALE_AFTER_MS, staleNodes } from "./heartbeat.ts";
import { newNodeId } from "./node-id.ts";
import { ensureClusterSchema } from "./schema.ts";

/** Heartbeats and the reaper's question ("which nodes are gone?") against a real PostgreSQL. */
let pg: TestPostgres;
const clients: Sql[] = [];
const connect = (url = pg.url) => {
  const c = postgres(url, { max: 1, onnotice: () => {} });
  clients.push(c);
  return c;
};
let admin: Sql;

beforeAll(async () => {
  pg = await startPostgres();
  admin = connect();
  await ensureClusterSchema(admin);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.end({ timeout: 1 }).catch(() => {})));
  await pg?.stop();
});

const node = (sql = connect()) => {
  const nodeId = newNodeId();
  return { nodeId, beat: createHeartbeat({ sql, nodeId, log: createLogger("error") }) };
};

test("a node that stops beating is stale after 3 s by the database's clock, the others are not; the reaper forgets only stale nodes", async () => {
  const [a, b] = [node(), node()];
  await Promise.all([a.beat.start(), b.beat.start()]);
  const ids = (await listNodes(admin)).map((n) => n.nodeId);
  expect(ids).toEqual(expect.arrayContaining([a.nodeId, b.nodeId]));
  expect(await staleNodes(admin)).not.toContain(b.nodeId);

  await b.beat.stop();
  await waitFor(async () => (await staleNodes(admin)).includes(b.nodeId), "b to go stale", 15_000);
  const rows = await listNodes(admin);
  const ageOf = (id: string) => rows.find((n) => n.nodeId === id)!.ageMs;
  expect(ageOf(b.nodeId)).toBeGreaterThanOrEqual(STALE_AFTER_MS);
  expect(ageOf(a.nodeId)).toBeLessThan(STALE_AFTER_MS);
  expect(await staleNodes(admin)).not.toContain(a.nodeId);

  expect(await forgetNodes(admin, [a.nodeId, b.nodeId])).toBe(1);
  const left = (await listNodes(admin)).map((n) => n.nodeId);
  expect(left).toContain(a.nodeId);
  expect(left).not.toContain(b.nodeId);
  await a.beat.stop();
});

test("a hung node goes stale, and one that wakes and beats again is alive and is not forgotten", async () => {
  const proxy = await startPausableProxy(pg.url);
  try {
    const hung = node(connect(proxy.url));
    await hung.beat.start();
    proxy.pause();
    await waitFor(async () => (await staleNodes(admin)).includes(hung.nodeId), "the hung node to go stale", 15_000);
    proxy.resume();
    await waitFor(async () => !(await staleNodes(admin)).includes(hung.nodeId), "the node to beat again", 15_000);
    expect(await forgetNodes(admin, [hung.nodeId])).toBe(0);
    await hung.beat.stop();
  } finally {
    proxy.resume();
    await proxy.close();
  }
});

test("the node's own clock does not matter: a node an hour ahead or behind is alive while it beats", async () => {
  const a = node();
  try {
    await a.beat.start();
    for (const skewMs of [3_600_000, -3_600_000]) {
      setSystemTime(new Date(Date.now() + skewMs));
      const seen = (await listNodes(admin)).find((n) => n.nodeId === a.nodeId)!.seenAt.getTime();
      // Two more beats, each judged by the database's clock alone.
      await waitFor(async () => (await listNodes(admin)).find((n) => n.nodeId === a.nodeId)!.seenAt.getTime() > seen + 1000, "two more beats");
      expect(await staleNodes(admin)).not.toContain(a.nodeId);
      setSystemTime();
    }
  } finally {
    setSystemTime();
    await a.beat.stop();
  }
});
