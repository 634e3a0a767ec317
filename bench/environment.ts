/**
 * GET /api/get-environment on Squawk against a bare Bun.serve answering the same JSON
 * (bench/bare-server.ts), both driven by wrk (Debian's `wrk`, a C load generator that does not
 * cap either server the way a JavaScript fetch loop does), both up at once, rounds in alternation.
 *
 *   bun bench/environment.ts [--seconds 5] [--rounds 5] [--connections 32] [--main path/to/src/main.ts] [--base COMMIT]...
 *
 * Runs the built binary when there is one, else src/main.ts (`--main` another checkout's).
 * `--base COMMIT`: that commit (checked out in a temporary worktree, and built when this tree
 * runs its binary) runs too, and each round asks this tree, the bare server and the base in turn.
 * Given more than once (e.g. the issue's baseline and main), every base runs in every round.
 * Prints each round (requests/s, the ratio to the bare server's run in the same round, and the
 * server's CPU time per request read from /proc, which a busy machine disturbs less than
 * requests/s), then the medians. Target: ratio ≥ 0.6.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startPostSources } from "../test/fakes/post-sources.ts";
import { BINARY, percentile, squawkCommand, startSquawk } from "./squawk-process.ts";

const argOf = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : def;
};
const SECONDS = Number(argOf("seconds", "5"));
const ROUNDS = Number(argOf("rounds", "5"));
const CONNECTIONS = Number(argOf("connections", "32"));
const main = process.argv.includes("--main") ? argOf("main", "") : undefined;
const bases = process.argv.flatMap((a, i) => (a === "--base" ? [process.argv[i + 1]!] : []));
const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
const here = resolve(import.meta.dir, "..");

/** A process's CPU time so far (user + system), in µs, from /proc/PID/stat. */
function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const f = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // the name may hold spaces
  return ((Number(f[11]) + Number(f[12])) * 1e6) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

interface Target {
  name: string;
  url: string;
  pid: number;
  rps: number[];
  cpu: number[];
}
/** One wrk run: requests/s and the server's CPU µs per request (non-2xx answers fail the run). */
function wrk(t: Target, keep = true) {
  const before = cpuMicros(t.pid);
  const p = Bun.spawnSync(["wrk", "-t1", `-c${CONNECTIONS}`, `-d${SECONDS}s`, t.url]);
  const cpu = cpuMicros(t.pid) - before;
  const out = p.stdout.toString();
  if (/Non-2xx/.test(out) || p.exitCode !== 0) throw new Error(`wrk ${t.url}:\n${out}${p.stderr}`);
  const requests = Number(out.match(/(\d+) requests in/)![1]);
  if (!keep) return;
  t.rps.push(Number(out.match(/Requests\/sec:\s+([\d.]+)/)![1]));
  t.cpu.push(cpu / requests);
}

const sources = startPostSources();
const work = mkdtempSync(join(tmpdir(), "squawk-env-"));
const dirOf = (name: string) => {
  const dir = join(work, name);
  mkdirSync(dir);
  return dir;
};
const procs: { kill(): void; exited: Promise<number> }[] = [];
const baseTrees: string[] = [];
try {
  const targets: Target[] = [];
  const squawk = await startSquawk({ cmd: squawkCommand(main), dir: dirOf("this"), sources });
  procs.push(squawk.proc);
  targets.push({ name: "squawk", url: `${squawk.base}/api/get-environment`, pid: squawk.proc.pid, rps: [], cpu: [] });
  const bare = Bun.spawn(["bun", resolve(import.meta.dir, "bare-server.ts")], { env: { ...process.env, PORT: "0" }, stderr: "pipe", stdout: "ignore" });
  procs.push(bare);
  const bareUrl = await (async () => {
    let text = "";
    for await (const chunk of bare.stderr) {
      text += new TextDecoder().decode(chunk);
      const m = text.match(/"url":"([^"]+)"/);
      if (m) return `${m[1]}/`;
    }
    throw new Error("the bare server did not start");
  })();
  targets.push({ name: "bare", url: bareUrl, pid: bare.pid, rps: [], cpu: [] });
  for (const [i, base] of bases.entries()) {
    const baseTree = join(work, `base-tree-${i}`);
    execFileSync("git", ["-C", here, "worktree", "add", "--detach", baseTree, base], { stdio: "ignore" });
    baseTrees.push(baseTree);
    symlinkSync(resolve(here, "node_modules"), join(baseTree, "node_modules"));
    // Like for like: when this tree runs its built binary, the base is built too.
    const baseBinary = join(baseTree, "dist/squawk");
    if (!main && squawkCommand()[0] === BINARY) execFileSync("bun", ["build.ts"], { cwd: baseTree, stdio: "ignore" });
    const cmd = existsSync(baseBinary) ? [baseBinary, "serve"] : squawkCommand(join(baseTree, "src/main.ts"));
    const old = await startSquawk({ cmd, dir: dirOf(`base-${i}`), sources });
    procs.push(old.proc);
    targets.push({
      name: `base ${base}${cmd[0] === baseBinary ? " (built)" : ""}`,
      url: `${old.base}/api/get-environment`,
      pid: old.proc.pid,
      rps: [],
      cpu: [],
    });
  }
  console.log(
    `get-environment: ${new Date().toISOString()}, ${main ?? squawkCommand().join(" ")}${targets
      .slice(2)
      .map((t) => ` and ${t.name}`)
      .join("")}, wrk -t1 -c${CONNECTIONS} -d${SECONDS}s, load average ${load()}`,
  );
  for (const t of targets) wrk(t, false); // warm-up
  const bareOf = targets[1]!;
  const ratios = new Map<Target, number[]>();
  for (let i = 0; i < ROUNDS; i++) {
    for (const t of targets) wrk(t);
    const parts = targets.map((t) => {
      if (t === bareOf) return `bare ${bareOf.rps.at(-1)!.toFixed(0)} req/s ${bareOf.cpu.at(-1)!.toFixed(1)} µs`;
      const r = t.rps.at(-1)! / bareOf.rps.at(-1)!;
      ratios.set(t, [...(ratios.get(t) ?? []), r]);
      return `${t.name} ${t.rps.at(-1)!.toFixed(0)} req/s ${t.cpu.at(-1)!.toFixed(1)} µs ratio ${r.toFixed(2)}`;
    });
    console.log(`round ${i + 1}: ${parts.join(", ")}`);
  }
  const bm = percentile(bareOf.rps, 50);
  for (const t of targets) {
    if (t === bareOf) continue;
    const sm = percentile(t.rps, 50);
    // Each round's runs are back to back, so its ratio is the steadier figure on a shared machine.
    console.log(
      `GET /api/get-environment  ${t.name} ${sm.toFixed(0)} req/s ${percentile(t.cpu, 50).toFixed(1)} µs CPU/request  bare Bun.serve ${bm.toFixed(0)} req/s ${percentile(bareOf.cpu, 50).toFixed(1)} µs (medians of ${ROUNDS})  ratio of the medians ${(sm / bm).toFixed(2)}, median of the rounds' ratios ${percentile(ratios.get(t)!, 50).toFixed(2)} (target ≥ 0.6)`,
    );
  }
  console.log(`load average at the end ${load()}`);
} finally {
  for (const p of procs) p.kill();
  await Promise.all(procs.map((p) => p.exited));
  await sources.stop();
  for (const tree of baseTrees) execFileSync("git", ["-C", here, "worktree", "remove", "--force", tree], { stdio: "ignore" });
  rmSync(work, { recursive: true, force: true });
}
