import { afterAll, beforeAll, expect, test } from "bun:test";
import { join } from "node:path";
import { waitFor } from "../../test/helpers/cluster.ts";
import { startPostgres, type TestPostgres } from "../../test/helpers/postgres.ts";

/**
 * Leadership across processes, as on separate machines: three nodes (test/helpers/cluster-lease-child.ts)
 * on one PostgreSQL. The leader is killed with SIGKILL, then the next one is frozen with SIGSTOP (a
 * hung leader: its connection stays open), then the last leader stops gracefully. Each time another
 * node must lead within 5 s (issue 36's bound), with a higher epoch.
 */
interface Event {
  node: string;
  event: "ready" | "acquired" | "lost";
  epoch?: number;
  reason?: string;
  at: number;
}
interface Child {
  proc: ReturnType<typeof Bun.spawn>;
  node?: string;
}

let pg: TestPostgres;
const children: Child[] = [];
const events: Event[] = [];

beforeAll(async () => {
  pg = await startPostgres();
});
afterAll(async () => {
  for (const c of children) {
    c.proc.kill("SIGCONT");
    c.proc.kill("SIGKILL");
  }
  await Promise.all(children.map((c) => c.proc.exited));
  await pg?.stop();
});

async function readLines(child: Child, stream: ReadableStream<Uint8Array>) {
  const decoder = new TextDecoder();
  let buffered = "";
  for await (const chunk of stream) {
    buffered += decoder.decode(chunk, { stream: true });
    let nl = buffered.indexOf("\n");
    while (nl >= 0) {
      const e = { ...JSON.parse(buffered.slice(0, nl)), at: performance.now() } as Event;
      child.node ??= e.node;
      events.push(e);
      buffered = buffered.slice(nl + 1);
      nl = buffered.indexOf("\n");
    }
  }
}

function spawnNode(): Child {
  const proc = Bun.spawn([process.execPath, join(import.meta.dir, "../../test/helpers/cluster-lease-child.ts")], {
    env: { ...process.env, DATABASE_URL: pg.url },
    stdout: "pipe",
    stderr: "inherit",
  });
  const child: Child = { proc };
  children.push(child);
  void readLines(child, proc.stdout as ReadableStream<Uint8Array>);
  return child;
}

const acquires = () => events.filter((e) => e.event === "acquired");
const leaderAfter = (epoch: number) => acquires().find((e) => e.epoch! > epoch);

/** Acts on the current leader at `act`, waits for the next acquire, and answers that acquire and the takeover time. */
async function takeover(what: string, act: (leader: Child) => void) {
  const current = acquires().at(-1)!;
  const leader = children.find((c) => c.node === current.node)!;
  const at = performance.now();
  act(leader);
  await waitFor(() => leaderAfter(current.epoch!) !== undefined, `a new leader after ${what}`, 15_000);
  const next = leaderAfter(current.epoch!)!;
  const ms = next.at - at;
  process.stdout.write(`failover: ${what} of the leader → another node led after ${Math.round(ms)} ms (epoch ${current.epoch} → ${next.epoch})\n`);
  expect(next.node).not.toBe(current.node);
  expect(ms).toBeLessThan(5000);
  return { from: leader, next };
}

test("SIGKILL, then SIGSTOP, then a graceful stop of the leader: another node leads within 5 s each time", async () => {
  for (let i = 0; i < 3; i++) spawnNode();
  await waitFor(() => events.filter((e) => e.event === "ready").length === 3, "three nodes ready");
  await waitFor(() => acquires().length === 1, "a first leader");

  await takeover("SIGKILL", (leader) => leader.proc.kill("SIGKILL"));
  const { from: frozen } = await takeover("SIGSTOP", (leader) => leader.proc.kill("SIGSTOP"));

  // Thawed, the hung leader sees at once that its lease ran out, and does not lead again.
  const before = events.length;
  frozen.proc.kill("SIGCONT");
  await waitFor(() => events.slice(before).some((e) => e.node === frozen.node && e.event === "lost"), "the thawed node to give up");
  expect(events.slice(before).find((e) => e.node === frozen.node)).toMatchObject({ event: "lost", reason: "expired" });

  await takeover("SIGTERM (graceful stop)", (leader) => leader.proc.kill("SIGTERM"));

  const epochs = acquires().map((e) => e.epoch!);
  expect(epochs).toHaveLength(4);
  for (let i = 1; i < epochs.length; i++) expect(epochs[i]!).toBeGreaterThan(epochs[i - 1]!);
}, 90_000);
