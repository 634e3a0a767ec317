import { expect, setSystemTime, test } from "bun:test";
import { clusterDatabase, startPausableProxy, waitFor } from "../../test/helpers/cluster.ts";
import { createLogger } from "../log.ts";
import { createHeartbeat, forgetNodes, listNodes, STALE_AFTER_MS, staleNodes } from "./heartbeat.ts";
import { newNodeId } from "./node-id.ts";

/** Heartbeats and the reaper's question ("which nodes are gone?") against a real PostgreSQL. */
const db = clusterDatabase();

const node = (sql = db.connect()) => {
  const nodeId = newNodeId();
  return { nodeId, beat: createHeartbeat({ sql, nodeId, log: createLogger("error") }) };
};

test("a node that stops beating is stale after 3 s by the database's clock, the others are not; the reaper forgets only stale nodes", async () => {
  const [a, b] = [node(), node()];
  await Promise.all([a.beat.start(), b.beat.start()]);
  const ids = (await listNodes(db.admin)).map((n) => n.nodeId);
  expect(ids).toEqual(expect.arrayContaining([a.nodeId, b.nodeId]));
  expect(await staleNodes(db.admin)).not.toContain(b.nodeId);

  await b.beat.stop();
  await waitFor(async () => (await staleNodes(db.admin)).includes(b.nodeId), "b to go stale", 15_000);
  const rows = await listNodes(db.admin);
  const ageOf = (id: string) => rows.find((n) => n.nodeId === id)!.ageMs;
  expect(ageOf(b.nodeId)).toBeGreaterThanOrEqual(STALE_AFTER_MS);
  expect(ageOf(a.nodeId)).toBeLessThan(STALE_AFTER_MS);
  expect(await staleNodes(db.admin)).not.toContain(a.nodeId);

  expect(await forgetNodes(db.admin, [a.nodeId, b.nodeId])).toBe(1);
  const left = (await listNodes(db.admin)).map((n) => n.nodeId);
  expect(left).toContain(a.nodeId);
  expect(left).not.toContain(b.nodeId);
  await a.beat.stop();
});

test("a hung node goes stale, and one that wakes and beats again is alive and is not forgotten", async () => {
  const proxy = await startPausableProxy(db.url);
  try {
    const hung = node(db.connect(proxy.url));
    await hung.beat.start();
    proxy.pause();
    await waitFor(async () => (await staleNodes(db.admin)).includes(hung.nodeId), "the hung node to go stale", 15_000);
    proxy.resume();
    await waitFor(async () => !(await staleNodes(db.admin)).includes(hung.nodeId), "the node to beat again", 15_000);
    expect(await forgetNodes(db.admin, [hung.nodeId])).toBe(0);
    await hung.beat.stop();
  } finally {
    proxy.resume();
    await proxy.close();
  }
});

test("the nodes' clocks do not matter: beats written an hour behind count as fresh, and a stopped node written an hour ahead still goes stale", async () => {
  // One process, so the clock jumps instead: what a node wrote under one clock is judged under
  // another, as a reaper whose clock disagrees with the node's would judge it.
  const [alive, gone] = [node(), node()];
  try {
    await alive.beat.start();
    setSystemTime(new Date(Date.now() - 3_600_000));
    const seen = (await listNodes(db.admin)).find((n) => n.nodeId === alive.nodeId)!.seenAt.getTime();
    await waitFor(async () => (await listNodes(db.admin)).find((n) => n.nodeId === alive.nodeId)!.seenAt.getTime() > seen + 1000, "two beats an hour behind");
    setSystemTime(new Date(Date.now() + 2 * 3_600_000));
    expect(await staleNodes(db.admin)).not.toContain(alive.nodeId);

    await gone.beat.start();
    await gone.beat.stop();
    setSystemTime(new Date(Date.now() - 2 * 3_600_000));
    await waitFor(async () => (await staleNodes(db.admin)).includes(gone.nodeId), "the stopped node to go stale", 15_000);
    expect(await staleNodes(db.admin)).not.toContain(alive.nodeId);
  } finally {
    setSystemTime();
    await alive.beat.stop();
  }
});
