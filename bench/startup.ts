/**
 * Cold start beside its baseline: process start to the first 200 from /healthz, fresh DATA_DIR
 * each time (migrations and first-start work included), for this tree and for an older commit
 * checked out in a temporary worktree, runs in alternation so the shared machine's load hits both.
 *
 *   bun bench/startup.ts --base COMMIT [--runs 15] [--binary] [--db FILE | --restart]
 *
 * `--db FILE` starts every run on an existing database instead (e.g. a copy of bench/growth.ts's
 * 1M file): a restart, which should not take longer as the data grows. Each tree gets its own
 * copy, made once (the file is never changed) and reused by all its runs. `--restart` makes each
 * run two starts: one on a fresh DATA_DIR, then one on the folder that start left (the sample
 * imported), and prints the figures of each.
 *
 * `--binary` also builds both trees (`bun build.ts`) and times the executables. Prints the
 * median, min and max of each, and the median CPU time the process had used by then (steadier
 * than wall time on a shared machine). Target: median ≤ 300 ms. Then, for each run, the idle RSS once
 * the start's work (sample import or priming, first poll) has settled. Target: < 80 MB.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { CLOSED_SOURCES } from "../test/helpers/binary.ts";
import { percentile } from "./squawk-process.ts";

const argOf = (name: string, def?: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : def;
};
const base = argOf("base");
if (!base) throw new Error("usage: bun bench/startup.ts --base COMMIT [--runs 15] [--binary]");
const RUNS = Number(argOf("runs", "15"));
const binary = process.argv.includes("--binary");
const db = argOf("db");
if (db && !existsSync(db)) throw new Error(`no database at ${db}`);
const restart = process.argv.includes("--restart");
if (restart && db) throw new Error("--restart starts on a fresh DATA_DIR: not with --db");
const here = resolve(import.meta.dir, "..");

const baseTree = mkdtempSync(join(tmpdir(), "squawk-base-"));
execFileSync("git", ["-C", here, "worktree", "add", "--detach", baseTree, base], { stdio: "ignore" });
symlinkSync(resolve(here, "node_modules"), join(baseTree, "node_modules"));
const build = (tree: string) => execFileSync("bun", ["build.ts"], { cwd: tree, stdio: "ignore" });

function freePort(): number {
  const s = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = s.port!;
  s.stop(true);
  return port;
}

const TICK_MS = 1000 / Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim());
/** CPU time the process has used so far (user + system, ms): what the start cost, however busy the machine. */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** A tree's own copy of --db, in a folder of its own: that folder is its DATA_DIR. */
function copyOfDb(file: string) {
  const dir = mkdtempSync(join(tmpdir(), "squawk-start-db-"));
  execFileSync("cp", ["--reflink=auto", file, join(dir, "squawk.db")]);
  return dir;
}

const rssMb = (pid: number) => Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/)![1]) / 1024;

/**
 * The process's RSS once its start has settled: read every 250 ms after the first 200 (the sample
 * import, the priming and the first poll run then) until eight readings in a row (2 s) lie within
 * 0.5 MB of each other, or 20 s have passed.
 */
async function idleRss(pid: number) {
  const readings: number[] = [];
  for (let i = 0; i < 80; i++) {
    readings.push(rssMb(pid));
    const last = readings.slice(-8);
    if (last.length === 8 && Math.max(...last) - Math.min(...last) < 0.5) break;
    await Bun.sleep(250);
  }
  return readings.at(-1)!;
}

/** Milliseconds from spawn to the first 200 from /healthz, wall and CPU, then the idle RSS; a fresh DATA_DIR unless one is given. */
async function coldStart(cmd: string[], dataDir?: string) {
  const dir = mkdtempSync(join(tmpdir(), "squawk-start-"));
  const port = freePort();
  const t0 = performance.now();
  const proc = Bun.spawn(cmd, {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir ?? join(dir, "data"), LOG_LEVEL: "warn", ...CLOSED_SOURCES },
    stdout: "ignore",
    stderr: "ignore",
  });
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (proc.exitCode !== null) throw new Error(`${cmd.join(" ")} exited with ${proc.exitCode}`);
    await Bun.sleep(2);
  }
  const ms = performance.now() - t0;
  const cpu = cpuMs(proc.pid);
  const rss = await idleRss(proc.pid);
  proc.kill("SIGTERM");
  await proc.exited;
  rmSync(dir, { recursive: true, force: true });
  return { ms, cpu, rss };
}

type Start = Awaited<ReturnType<typeof coldStart>>;
/** One run: a start (on the tree's copy of --db, else a fresh DATA_DIR); with --restart, a second start on what the first left. */
async function run(cmd: string[], dataDir?: string): Promise<Start[]> {
  if (!restart) return [await coldStart(cmd, dataDir)];
  const dir = mkdtempSync(join(tmpdir(), "squawk-restart-"));
  try {
    return [await coldStart(cmd, join(dir, "data")), await coldStart(cmd, join(dir, "data"))];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const phases = restart ? ["fresh", "restart"] : [db ? "restart" : "fresh"];

const dbs = db ? { base: copyOfDb(db), now: copyOfDb(db) } : null;
try {
  const kinds: [string, string[], string[]][] = [["source", ["bun", join(baseTree, "src/main.ts"), "serve"], ["bun", join(here, "src/main.ts"), "serve"]]];
  if (binary) {
    build(baseTree);
    build(here);
    kinds.push(["binary", [join(baseTree, "dist/squawk"), "serve"], [join(here, "dist/squawk"), "serve"]]);
  }
  const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  const on = db ? `on ${db} (a copy per tree)` : restart ? "fresh DATA_DIR, then a restart on it" : "fresh DATA_DIR";
  console.log(`cold start: ${new Date().toISOString()}, base ${base}, ${RUNS} runs each, ${on}, load average ${load()}`);
  for (const [kind, baseCmd, nowCmd] of kinds) {
    if (!existsSync(nowCmd[0] === "bun" ? nowCmd[1]! : nowCmd[0]!)) throw new Error(`missing ${nowCmd.join(" ")}`);
    await coldStart(baseCmd, dbs?.base), await coldStart(nowCmd, dbs?.now); // warms the file cache for both
    const before: Start[][] = [];
    const after: Start[][] = [];
    for (let i = 0; i < RUNS; i++) {
      before.push(await run(baseCmd, dbs?.base));
      after.push(await run(nowCmd, dbs?.now));
    }
    const fmt = (runs: Start[]) => {
      const xs = runs.map((r) => r.ms);
      const cpu = percentile(
        runs.map((r) => r.cpu),
        50,
      );
      return `median ${percentile(xs, 50).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)}; CPU median ${cpu.toFixed(0)} ms)`;
    };
    const rss = (runs: Start[]) => {
      const xs = runs.map((r) => r.rss);
      return `median ${percentile(xs, 50).toFixed(1)} MB (min ${Math.min(...xs).toFixed(1)}, max ${Math.max(...xs).toFixed(1)})`;
    };
    phases.forEach((phase, p) => {
      const [b, a] = [before.map((r) => r[p]!), after.map((r) => r[p]!)];
      const label = restart ? `${kind} ${phase}` : kind;
      console.log(`${label.padEnd(6)}  base ${fmt(b)}   now ${fmt(a)}   (target: median ≤ 300 ms)`);
      console.log(`${label.padEnd(6)}  idle RSS once the start settled: base ${rss(b)}   now ${rss(a)}   (target: < 80 MB)`);
    });
  }
  console.log(`load average at the end ${load()}`);
} finally {
  execFileSync("git", ["-C", here, "worktree", "remove", "--force", baseTree], { stdio: "ignore" });
  for (const dir of Object.values(dbs ?? {})) rmSync(dir, { recursive: true, force: true });
}
