/**
 * GET /api/get-environment on Squawk against a bare Bun.serve answering the same JSON
 * (bench/bare-server.ts), both driven by wrk (Debian's `wrk`, a C load generator that does not
 * cap either server the way a JavaScript fetch loop does), both up at once, rounds in alternation.
 *
 *   bun bench/environment.ts [--seconds 5] [--rounds 5] [--connections 32] [--main path/to/src/main.ts]
 *
 * Runs the built binary when there is one, else src/main.ts (`--main` another checkout's).
 * Prints each round, the medians' requests/s and ratio, and the median of the rounds' ratios
 * (each round's two runs are back to back). Target: ratio ≥ 0.6.
 */
import { readFileSync } from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startPostSources } from "../test/fakes/post-sources.ts";
import { percentile, squawkCommand, startSquawk } from "./squawk-process.ts";

const argOf = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : def;
};
const SECONDS = Number(argOf("seconds", "5"));
const ROUNDS = Number(argOf("rounds", "5"));
const CONNECTIONS = Number(argOf("connections", "32"));
const main = process.argv.includes("--main") ? argOf("main", "") : undefined;
const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

/** Requests per second from one wrk run (non-2xx answers make the run fail). */
function wrk(url: string): number {
  const p = Bun.spawnSync(["wrk", "-t1", `-c${CONNECTIONS}`, `-d${SECONDS}s`, url]);
  const out = p.stdout.toString();
  if (/Non-2xx/.test(out) || p.exitCode !== 0) throw new Error(`wrk ${url}:\n${out}${p.stderr}`);
  return Number(out.match(/Requests\/sec:\s+([\d.]+)/)![1]);
}

const sources = startPostSources();
const dir = mkdtempSync(join(tmpdir(), "squawk-env-"));
const squawk = await startSquawk({ cmd: squawkCommand(main), dir, sources });
const bare = Bun.spawn(["bun", resolve(import.meta.dir, "bare-server.ts")], { env: { ...process.env, PORT: "0" }, stderr: "pipe", stdout: "ignore" });
const bareUrl = await (async () => {
  let text = "";
  for await (const chunk of bare.stderr) {
    text += new TextDecoder().decode(chunk);
    const m = text.match(/"url":"([^"]+)"/);
    if (m) return `${m[1]}/`;
  }
  throw new Error("the bare server did not start");
})();

try {
  const squawkUrl = `${squawk.base}/api/get-environment`;
  console.log(
    `get-environment: ${new Date().toISOString()}, ${main ?? squawkCommand().join(" ")}, wrk -t1 -c${CONNECTIONS} -d${SECONDS}s, load average ${load()}`,
  );
  wrk(squawkUrl), wrk(bareUrl); // warm-up
  const s: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    s.push(wrk(squawkUrl));
    b.push(wrk(bareUrl));
    console.log(`round ${i + 1}: squawk ${s.at(-1)!.toFixed(0)} req/s, bare ${b.at(-1)!.toFixed(0)} req/s, ratio ${(s.at(-1)! / b.at(-1)!).toFixed(2)}`);
  }
  const sm = percentile(s, 50);
  const bm = percentile(b, 50);
  // Each round's pair ran back to back, so its ratio is the steadier figure on a shared machine.
  const ratio = percentile(
    s.map((x, i) => x / b[i]!),
    50,
  );
  console.log(
    `GET /api/get-environment  squawk ${sm.toFixed(0)} req/s  bare Bun.serve ${bm.toFixed(0)} req/s (medians of ${ROUNDS})  ratio of the medians ${(sm / bm).toFixed(2)}, median of the rounds' ratios ${ratio.toFixed(2)} (target ≥ 0.6); load average at the end ${load()}`,
  );
} finally {
  squawk.proc.kill();
  bare.kill();
  await Promise.all([squawk.proc.exited, bare.exited]);
  await sources.stop();
  rmSync(dir, { recursive: true, force: true });
}
