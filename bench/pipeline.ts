/**
 * bench/pipeline.ts: 5,000 posts from the fake Truth Social API through the real poller,
 * the rules analyzer and the alert rows, on a real SQLite file. Prints posts per second and
 * the fetch-to-alert latency (from the source's answer to the committed alert row), p50 and p99.
 *
 *   bun bench/pipeline.ts [posts=5000] [--fake-here] [--warm] [--cold]
 *
 * The fake source runs in a child process (bench/pipeline-source.ts), as a real source is
 * remote; `--fake-here` runs it inside the bench process as before, where its HTTP serving
 * takes the same CPU as Squawk's poller (the figures before this option existed).
 *
 * The process is a restarted server: a history of other real posts (test/labeled/
 * labeled-fresh.json, none of them a timed text) is imported by an earlier process, and this one
 * primes the rules on the newest stored posts as a start does (src/analysis/prime.ts), then polls:
 * the timed posts are those that arrive once the start is over. `--cold` leaves the priming out:
 * the timed posts' alerts all come from their first few hundred (the rest repeat those stories),
 * so the latency is then that of a cold process, patterns compiled and code optimised on first
 * use. `--warm` first polls the same number of posts, each text with a word added (new stories),
 * untimed, as a server that has been judging posts for a while would be.
 *
 * Targets: ≥ 2,000 posts/s; p50 ≤ 20 ms and p99 ≤ 50 ms.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { createLogger } from "../src/log.ts";
import { createPoller, createSources, type Source } from "../src/sources/index.ts";
import sample from "../src/sources/sample/posts.json";
import history from "../test/labeled/labeled-fresh.json";
import { primeRules } from "../src/analysis/index.ts";
import { startPostSources } from "../test/fakes/post-sources.ts";

const N = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 5000);
const here = process.argv.includes("--fake-here");

/** The fake source, in this process or in a child: its env, adding posts, its CPU time so far (ms), stopping. */
interface Fake {
  env: Record<string, string>;
  add(posts: [string, number][]): Promise<void>;
  cpuMs(): number;
  stop(): Promise<void>;
}
async function inProcess(): Promise<Fake> {
  const f = startPostSources();
  return {
    env: f.env,
    async add(posts) {
      for (const [text, at] of posts) f.add(text, { at });
    },
    cpuMs: () => 0,
    stop: () => f.stop(),
  };
}
async function inChild(): Promise<Fake> {
  let answer: (m: { env?: Record<string, string>; added?: number }) => void = () => {};
  const next = () => new Promise<{ env?: Record<string, string>; added?: number }>((r) => (answer = r));
  const started = next();
  const child = Bun.spawn(["bun", join(import.meta.dir, "pipeline-source.ts")], { stdio: ["ignore", "inherit", "inherit"], ipc: (m) => answer(m) });
  const { env } = await started;
  const tick = 1000 / 100; // USER_HZ
  return {
    env: env!,
    async add(posts) {
      const done = next();
      child.send({ add: posts });
      await done;
    },
    cpuMs() {
      const f = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      return (Number(f[11]) + Number(f[12])) * tick;
    },
    async stop() {
      child.disconnect();
      await child.exited;
    },
  };
}
const fake = here ? await inProcess() : await inChild();
const dir = mkdtempSync(join(tmpdir(), "squawk-bench-"));
const texts = (sample as { content: string }[]).map((p) => p.content).filter(Boolean);
{
  // Written by another process, as a restarted server's posts were: judging them here would warm this one.
  const own = new Set(texts);
  const file = join(dir, "history.json");
  const older = (history as { id: string; created_at: string; content: string }[]).filter((p) => !own.has(p.content));
  await Bun.write(file, JSON.stringify(older.map(({ id, created_at, content }) => ({ id, created_at, content }))));
  const imported = Bun.spawnSync([process.execPath, join(import.meta.dir, "../src/main.ts"), "import", file], {
    env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: "error" },
  });
  if (imported.exitCode !== 0) throw new Error(`history import failed: ${imported.stderr}`);
}
const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: "error", SOURCES: "truthsocial", ...fake.env });
const app = createApp(config, { log: createLogger("error") });

// The cursor: one old post seen on a first run.
await fake.add([["Good morning!", Date.now() - 3_600_000]]);
if (!process.argv.includes("--cold")) await primeRules({ store: app.store, signal: new AbortController().signal });

// Observe without changing anything: when each page arrived, when each alert was committed.
const answeredAt = new Map<string, number>();
const alertedAt = new Map<string, number>();
const observed = (src: Source): Source => ({
  kind: src.kind,
  async *pages(state, signal) {
    for await (const page of src.pages(state, signal)) {
      const t = performance.now();
      for (const p of page.posts) answeredAt.set(p.id, t);
      yield page;
    }
  },
});
const ingest = {
  ...app.ingest,
  // Returns once the page's analyses and alerts are committed.
  analyzePage: async (rows: Parameters<typeof app.ingest.analyzePage>[0]) => {
    const alerts = await app.ingest.analyzePage(rows);
    const t = performance.now();
    rows.forEach((row, i) => {
      if (alerts[i]) alertedAt.set(row.id, t);
    });
    return alerts;
  },
};
const poller = createPoller({
  store: app.store,
  log: app.log,
  settings: app.settings,
  ingest,
  sources: createSources(config).map(observed),
  account: "realDonaldTrump",
});
await poller.pollOnce(); // first run: the old post, back-filled

if (process.argv.includes("--warm")) {
  const at = Date.now();
  await fake.add(Array.from({ length: N }, (_, i) => [`${texts[i % texts.length]!} (warm-up ${i})`, at - 2 * N + i] as [string, number]));
  await poller.pollOnce();
  alertedAt.clear();
}
const now = Date.now();
await fake.add(Array.from({ length: N }, (_, i) => [texts[i % texts.length]!, now - (N - i)] as [string, number]));
answeredAt.clear();

const t0 = performance.now();
const cpu0 = process.cpuUsage();
const fakeCpu0 = fake.cpuMs();
const r = await poller.pollOnce();
const seconds = (performance.now() - t0) / 1000;
// CPU time of this process (fake source included): steadier than wall time on a shared machine.
const cpu = process.cpuUsage(cpu0);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const fakeCpuMs = fake.cpuMs() - fakeCpu0;

const latencies = [...alertedAt].map(([id, t]) => t - answeredAt.get(id)!).sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
const alerts = (app.db.$client.query("SELECT count(*) AS n FROM alerts").get() as { n: number }).n;

console.log(`posts:            ${r.stored} stored, ${alerts} alert rows (${latencies.length} timed)`);
console.log(
  `throughput:       ${Math.round(r.stored / seconds)} posts/s wall (${seconds.toFixed(2)} s; target ≥ 2000), ${Math.round(r.stored / cpuSeconds)} posts per CPU-second`,
);
console.log(
  `CPU per post:     ${((cpuSeconds * 1e6) / r.stored).toFixed(0)} µs in the Squawk process${here ? " (the fake source's included)" : `, ${((fakeCpuMs * 1000) / r.stored).toFixed(0)} µs in the fake source's`}`,
);
console.log(`fetch-to-alert:   p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms  (targets 20 / 50 ms)`);

await app.stop();
await fake.stop();
rmSync(dir, { recursive: true, force: true });
