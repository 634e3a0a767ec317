import { expect, setSystemTime, test } from "bun:test";
import { clusterDatabase, startPausableProxy, waitFor } from "../../test/helpers/cluster.ts";
import { createLogger } from "../log.ts";
import { createLeadership, LEASE_TTL_MS, type Leadership, type LoseReason } from "./lease.ts";
import { readLease, releaseLease, renewLease, tryAcquireLease } from "./lease-store.ts";
import { newNodeId } from "./node-id.ts";

/**
 * Leadership against a real PostgreSQL: contenders in this process, each on its own connection,
 * as separate nodes would be. A sampler checks every few milliseconds that no two of them believe
 * they lead at once.
 */
const db = clusterDatabase();

interface Contender {
  nodeId: string;
  lead: Leadership;
  events: { kind: "acquired" | "lost"; epoch: number; reason?: LoseReason; at: number }[];
}
const everyAcquire: { nodeId: string; epoch: number }[] = [];

function contender(name: string, sql = db.connect()): Contender {
  const nodeId = newNodeId();
  const events: Contender["events"] = [];
  const lead = createLeadership({
    sql,
    nodeId,
    name,
    log: createLogger("error"),
    onAcquire: (epoch) => {
      events.push({ kind: "acquired", epoch, at: performance.now() });
      everyAcquire.push({ nodeId, epoch });
    },
    onLose: (epoch, reason) => void events.push({ kind: "lost", epoch, reason, at: performance.now() }),
  });
  return { nodeId, lead, events };
}

/** Samples who leads every 5 ms until stopped; answers the most leaders seen at one moment. */
function watch(all: Contender[]) {
  let most = 0;
  const timer = setInterval(() => {
    most = Math.max(most, all.filter((c) => c.lead.isLeader()).length);
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      return most;
    },
  };
}

const leaderOf = (all: Contender[]) => all.filter((c) => c.lead.isLeader());
const acquiredAfter = (c: Contender, epoch: number) => c.events.find((e) => e.kind === "acquired" && e.epoch > epoch);

test("the lease statements: one of three simultaneous takers wins, only the holder renews or releases, epochs grow across releases", async () => {
  const conns = [db.connect(), db.connect(), db.connect()];
  const ids = conns.map(() => newNodeId());
  let last = 0;
  for (let round = 0; round < 15; round++) {
    const got = await Promise.all(conns.map((c, i) => tryAcquireLease(c, "statements", ids[i]!, LEASE_TTL_MS)));
    const winners = got.flatMap((epoch, i) => (epoch === null ? [] : [{ i, epoch }]));
    expect(winners).toHaveLength(1);
    const { i, epoch } = winners[0]!;
    expect(epoch).toBeGreaterThan(last);
    last = epoch;
    const other = (i + 1) % 3;
    expect(await renewLease(conns[other]!, "statements", ids[other]!, epoch, LEASE_TTL_MS)).toBe(false);
    expect(await releaseLease(conns[other]!, "statements", ids[other]!, epoch)).toBe(false);
    expect(await renewLease(conns[i]!, "statements", ids[i]!, epoch, LEASE_TTL_MS)).toBe(true);
    const row = (await readLease(db.admin, "statements"))!;
    expect(row).toMatchObject({ holder: ids[i], epoch });
    expect(row.remainingMs).toBeGreaterThan(0);
    expect(await releaseLease(conns[i]!, "statements", ids[i]!, epoch)).toBe(true);
    expect((await readLease(db.admin, "statements"))!.remainingMs).toBeLessThanOrEqual(0);
    // A released lease cannot be renewed back to life by its old holder.
    expect(await renewLease(conns[i]!, "statements", ids[i]!, epoch, LEASE_TTL_MS)).toBe(false);
  }
});

test("two contenders: exactly one leads, and a graceful stop hands over at once", async () => {
  const [a, b] = [contender("two"), contender("two")];
  const sampler = watch([a, b]);
  a.lead.start();
  b.lead.start();
  await waitFor(() => leaderOf([a, b]).length === 1, "a leader");
  const first = leaderOf([a, b])[0]!;
  const second = first === a ? b : a;
  const epoch = first.lead.epoch()!;
  expect((await readLease(db.admin, "two"))!).toMatchObject({ holder: first.nodeId, epoch });

  const stoppedAt = performance.now();
  await first.lead.stop();
  expect(first.events.at(-1)).toMatchObject({ kind: "lost", epoch, reason: "stopped" });
  await waitFor(() => acquiredAfter(second, epoch) !== undefined, "the other to take over");
  const handover = acquiredAfter(second, epoch)!.at - stoppedAt;
  process.stdout.write(`lease: graceful stop handed over in ${Math.round(handover)} ms\n`);
  // One try of the follower (0.5 s) plus a busy machine's delays; an expiry would take 3 s or more.
  expect(handover).toBeLessThan(2000);
  await second.lead.stop();
  // Never two at once. The sampler's 5 ms ticks may all miss a handover this quick on a busy
  // machine, so "one led" is the waits' job above, not the sampler's.
  expect(sampler.stop()).toBeLessThanOrEqual(1);
});

test("three contenders through repeated handovers: never two leaders, epochs strictly increase", async () => {
  const all = [contender("three"), contender("three"), contender("three")];
  const sampler = watch(all);
  const start = everyAcquire.length;
  for (const c of all) c.lead.start();
  for (let round = 0; round < 4; round++) {
    await waitFor(() => leaderOf(all).length === 1, `a leader in round ${round}`);
    const leader = leaderOf(all)[0]!;
    expect((await readLease(db.admin, "three"))!.holder).toBe(leader.nodeId);
    await leader.lead.stop();
    leader.lead.start();
  }
  await waitFor(() => leaderOf(all).length === 1, "a last leader");
  await Promise.all(all.map((c) => c.lead.stop()));
  expect(sampler.stop()).toBe(1);
  const epochs = everyAcquire.slice(start).map((e) => e.epoch);
  expect(epochs.length).toBeGreaterThanOrEqual(5);
  for (let i = 1; i < epochs.length; i++) expect(epochs[i]!).toBeGreaterThan(epochs[i - 1]!);
});

test("a leader whose connection hangs stops leading within the lease's life, and another takes over", async () => {
  const proxy = await startPausableProxy(db.url);
  try {
    const viaProxy = db.connect(proxy.url);
    const hung = contender("hung", viaProxy);
    const other = contender("hung");
    const sampler = watch([hung, other]);
    hung.lead.start();
    await waitFor(() => hung.lead.isLeader(), "the proxied node to lead");
    other.lead.start();
    const epoch = hung.lead.epoch()!;

    const pausedAt = performance.now();
    proxy.pause();
    await waitFor(() => hung.events.some((e) => e.kind === "lost"), "the hung leader to give up");
    const gaveUp = hung.events.find((e) => e.kind === "lost")!;
    expect(gaveUp).toMatchObject({ epoch, reason: "expired" });
    await waitFor(() => acquiredAfter(other, epoch) !== undefined, "the other to take over");
    const takeover = acquiredAfter(other, epoch)!.at - pausedAt;
    process.stdout.write(`lease: hung connection: leader gave up after ${Math.round(gaveUp.at - pausedAt)} ms, takeover after ${Math.round(takeover)} ms\n`);
    // It gives up before the database lets anyone else in.
    expect(gaveUp.at).toBeLessThan(acquiredAfter(other, epoch)!.at);
    expect(takeover).toBeLessThan(5000);

    // Its connection comes back: its late statements find the lease under a newer epoch.
    proxy.resume();
    const sinceResume = hung.events.length;
    await waitFor(async () => (await readLease(viaProxy, "hung")) !== null, "the proxied connection to answer again");
    expect(hung.lead.isLeader()).toBe(false);
    expect(hung.events.slice(sinceResume).filter((e) => e.kind === "acquired")).toHaveLength(0);
    expect(other.lead.isLeader()).toBe(true);
    expect((await readLease(db.admin, "hung"))!).toMatchObject({ holder: other.nodeId, epoch: other.lead.epoch()! });
    await Promise.all([hung.lead.stop(), other.lead.stop()]);
    expect(sampler.stop()).toBe(1);
  } finally {
    proxy.resume();
    await proxy.close();
  }
});

test("the nodes' clocks do not matter: a two-hour clock jump neither lets a follower steal a live lease nor keeps it from taking a hung one", async () => {
  // One process, so the clock jumps instead: what a node wrote under one clock is judged under another,
  // as it would be by a node whose clock disagrees. A lease timed by the nodes' clocks fails both halves.
  const proxy = await startPausableProxy(db.url);
  const viaProxy = db.connect(proxy.url);
  const [a, b] = [contender("skew", viaProxy), contender("skew")];
  const sampler = watch([a, b]);
  try {
    setSystemTime(new Date(Date.now() - 3_600_000));
    a.lead.start();
    await waitFor(() => a.lead.isLeader(), "a to lead");
    const epoch = a.lead.epoch()!;
    setSystemTime(new Date(Date.now() + 2 * 3_600_000));
    b.lead.start();
    // Held across more than a whole lifetime while b, two hours "later", keeps trying.
    const firstExpiry = (await readLease(db.admin, "skew"))!.expiresAt.getTime();
    await waitFor(async () => (await readLease(db.admin, "skew"))!.expiresAt.getTime() > firstExpiry + LEASE_TTL_MS, "renewals past one lifetime");
    expect(a.lead.epoch()).toBe(epoch);
    expect(b.lead.isLeader()).toBe(false);

    proxy.pause();
    setSystemTime(new Date(Date.now() - 2 * 3_600_000));
    const pausedAt = performance.now();
    await waitFor(() => acquiredAfter(b, epoch) !== undefined, "b to take over from the hung leader", 15_000);
    expect(acquiredAfter(b, epoch)!.at - pausedAt).toBeLessThan(5000);
  } finally {
    setSystemTime();
    proxy.resume();
    await Promise.all([a.lead.stop(), b.lead.stop()]);
    await proxy.close();
  }
  expect(sampler.stop()).toBe(1);
});
