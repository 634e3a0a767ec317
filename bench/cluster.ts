/**
 * Failover of a Squawk cluster mid fan-out (issue 36 §7): three `squawk serve` nodes on one
 * throwaway PostgreSQL, the Telegram fake enforcing Telegram's limits (one getUpdates per token),
 * premium subscribers with paid broadcast on. Each run posts a tariff, signals the leader once
 * `--kill-after` DMs have gone (SIGKILL, or SIGSTOP for a hung leader, thawed after the run),
 * posts again at once, and waits for every DM of both alerts; the signalled node is then replaced
 * so that three nodes are up for the next run. Per run and median it prints:
 *
 * - takeover: from the signal to the first DM a surviving node sent (goal ≤ 5 s);
 * - lost (goal 0) and repeated (goal ≤ the 16 paid broadcasts in flight);
 * - the longest pause in sending, the second post's first DM, the 409s, the epochs, the fake's
 *   busiest second (paid, free, per chat) and its 429s.
 *
 * Then the paid-broadcast throughput of one fan-out with nothing killed, on the cluster (its
 * leader sends) beside one `squawk serve` on SQLite with the same subscribers (as bench/fanout.ts's
 * paid run, through a real server process here on both stores).
 *
 *   bun bench/cluster.ts [--kill 10] [--stop 3] [--subscribers 3000] [--kill-after 300] [--no-sqlite]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDb, migrate, openDb } from "../src/db/index.ts";
import { sqliteStore } from "../src/db/store.ts";
import { startPostSources } from "../test/fakes/post-sources.ts";
import { startTelegramFake, type TelegramFake } from "../test/fakes/telegram.ts";
import { waitFor } from "../test/helpers/cluster.ts";
import { describeFailover, type FailoverReport, runFailover, runFanout } from "../test/helpers/cluster-failover.ts";
import { seedCluster, seedSubscribers, type SquawkNode, startNode, watchLease } from "../test/helpers/cluster-nodes.ts";
import { startPostgres } from "../test/helpers/postgres.ts";
import postgres from "postgres";

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const KILLS = arg("kill", 10);
const STOPS = arg("stop", 3);
const SUBSCRIBERS = arg("subscribers", 3000);
const KILL_AFTER = arg("kill-after", Math.round(SUBSCRIBERS / 10));
const SQLITE = !process.argv.includes("--no-sqlite");
const FIRST_CHAT = 700_000;
const out = (s: string) => process.stdout.write(`${s}\n`);

// Each post a different product, so that each is its own story and alert; the product names its DMs.
const PRODUCTS = [
  "Trucks",
  "Steel",
  "Pharmaceutical",
  "Furniture",
  "Semiconductors",
  "Lumber",
  "Copper",
  "Automobiles",
  "Aircraft",
  "Solar",
  "Shipbuilding",
  "Aluminum",
  "Smartphones",
  "Tractors",
  "Batteries",
  "Textiles",
  "Footwear",
  "Cement",
  "Fertilizer",
  "Robotics",
  "Turbines",
  "Tires",
  "Glassware",
  "Bicycles",
  "Appliances",
  "Chemicals",
  "Machinery",
  "Drones",
];
let nextPost = 0;
function post() {
  const word = PRODUCTS[nextPost % PRODUCTS.length]!;
  const pct = [25, 50, 100, 30, 40][nextPost % 5];
  nextPost++;
  return { word, text: `Beginning next month, a ${pct}% Tariff will be charged on all ${word} imported into the United States. Round ${nextPost}.` };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : Number.NaN;
};

/** Resolves once a node has polled a source and two more polls have begun: a post is news from then on. */
async function ready(nodes: SquawkNode[], sources: ReturnType<typeof startPostSources>) {
  await waitFor(() => nodes.some((n) => n.log().includes("source in use")), "a first poll", 60_000);
  await sources.polled(sources.hits.statuses + 2, 60_000);
}

async function sqliteThroughput(tg: TelegramFake) {
  const sources = startPostSources();
  const dir = mkdtempSync(join(tmpdir(), "squawk-bench-cluster-"));
  const dataDir = join(dir, "data");
  const db = openDb(dataDir);
  migrate(db);
  const subscribers = await seedSubscribers(sqliteStore(db), { subscribers: SUBSCRIBERS, firstChat: FIRST_CHAT });
  closeDb(db);
  const node = await startNode({ label: "sqlite", tg, sources, env: { DATA_DIR: dataDir } });
  try {
    await ready([node], sources);
    return await runFanout({ tg, sources, subscribers, waitFor }, post());
  } finally {
    await node.stop();
    await sources.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const nodes: SquawkNode[] = [];
// Interrupted (Ctrl-C, a timeout): the nodes go too (registered before startPostgres's own exit).
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    for (const n of nodes) {
      n.proc.kill("SIGCONT");
      n.proc.kill("SIGKILL");
    }
  });
const pg = await startPostgres();
const tg = startTelegramFake({ enforce: true, oneGetUpdates: true });
const sources = startPostSources();
const admin = postgres(pg.url, { max: 1, onnotice: () => {} });
let labels = 0;
const addNode = async () => {
  const n = await startNode({ label: `n${++labels}`, databaseUrl: pg.url, tg, sources });
  nodes.push(n);
  return n;
};
try {
  const subscribers = await seedCluster(pg.url, { subscribers: SUBSCRIBERS, firstChat: FIRST_CHAT });
  const lease = watchLease(admin);
  await addNode(); // it imports the bundled sample alone
  await Promise.all([addNode(), addNode()]);
  await waitFor(() => lease.leader(nodes) !== undefined, "a leader", 30_000);
  await ready(nodes, sources);
  out(`cluster bench: 3 nodes on PostgreSQL, ${SUBSCRIBERS} premium subscribers, paid broadcast on, signal after ${KILL_AFTER} DMs`);

  const pgFanout = await runFanout({ tg, sources, subscribers, waitFor }, post());
  const reports: FailoverReport[] = [];
  const signals = [...Array<"SIGKILL">(KILLS).fill("SIGKILL"), ...Array<"SIGSTOP">(STOPS).fill("SIGSTOP")];
  for (const [i, signal] of signals.entries()) {
    const { report, leader, thaw } = await runFailover(
      { tg, sources, nodes, lease, admin, subscribers, waitFor },
      { signal, during: post(), after: post(), killAfter: KILL_AFTER },
    );
    if (signal === "SIGSTOP") await thaw();
    reports.push(report);
    out(`run ${i + 1}: ${describeFailover(report)}`);
    // Three nodes for the next run: the signalled one goes, a fresh one joins.
    nodes.splice(nodes.indexOf(leader), 1);
    await leader.stop();
    await addNode();
  }
  await lease.stop();
  for (const signal of ["SIGKILL", "SIGSTOP"] as const) {
    const rs = reports.filter((r) => r.signal === signal);
    if (rs.length === 0) continue;
    const ms = (f: (r: FailoverReport) => number) => `${(median(rs.map(f)) / 1000).toFixed(2)} s`;
    out(
      `median of ${rs.length} ${signal}: takeover ${ms((r) => r.takeoverMs)} (max ${(Math.max(...rs.map((r) => r.takeoverMs)) / 1000).toFixed(2)} s), lost ${median(rs.map((r) => r.lost + r.lostAfter))} (max ${Math.max(...rs.map((r) => r.lost + r.lostAfter))}), repeated ${median(rs.map((r) => r.repeated + r.repeatedAfter))} (max ${Math.max(...rs.map((r) => r.repeated + r.repeatedAfter))}), longest pause ${ms((r) => r.longestPauseMs)}, 429s ${rs.reduce((a, r) => a + r.rates.tooMany, 0)}`,
    );
  }
  out(
    `paid broadcast, no failure, ${SUBSCRIBERS} premium DMs: PostgreSQL (3 nodes) ${pgFanout.dmsPerSecond.toFixed(0)} DMs/s, last DM ${pgFanout.lastS.toFixed(1)} s after the post, lost ${pgFanout.lost}, repeated ${pgFanout.repeated}`,
  );
  if (SQLITE) {
    const lite = await sqliteThroughput(tg);
    out(
      `paid broadcast, no failure, ${SUBSCRIBERS} premium DMs: SQLite (1 node)      ${lite.dmsPerSecond.toFixed(0)} DMs/s, last DM ${lite.lastS.toFixed(1)} s after the post, lost ${lite.lost}, repeated ${lite.repeated}`,
    );
  }
} finally {
  await Promise.all(nodes.map((n) => n.stop()));
  await admin.end({ timeout: 1 });
  await tg.stop();
  await sources.stop();
  await pg.stop();
}
process.exit(0);
