/**
 * HTTP figures for the single binary (run by hand after `bun run build`):
 *   bun bench/http.ts [SECONDS]
 * Prints requests/s of GET /api/get-environment on Squawk and on a bare Bun.serve (same JSON,
 * same load generator, rounds in alternation) and their ratio; cold start to the first 200 from
 * /healthz (median of 10, fresh DATA_DIR each time); binary size; idle RSS; and the gzipped
 * size of the JS and CSS the landing page loads. Then, in the same run, /api/alerts/recent with
 * a signed-in session against /healthz (64 connections, rounds in alternation): requests/s,
 * their ratio (target ≥ 0.25) and p99 (target < 20 ms).
 */
import { mkdtempSync, rmSync, statSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { CLOSED_SOURCES } from "../test/helpers/binary.ts";

const BINARY = resolve(import.meta.dir, "../dist/squawk");
const SECONDS = Number(process.argv[2] ?? 5);
const CONNECTIONS = 32;

function freePort(): number {
  const s = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = s.port!;
  s.stop(true);
  return port;
}

async function waitFor200(url: string, deadlineMs = 15000) {
  const end = performance.now() + deadlineMs;
  for (;;) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {}
    if (performance.now() > end) throw new Error(`no 200 from ${url}`);
    await Bun.sleep(2);
  }
}

async function start(cmd: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "squawk-bench-"));
  const port = freePort();
  const t0 = performance.now();
  const proc = Bun.spawn(cmd, {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: join(dir, "data"), LOG_LEVEL: "warn", ...CLOSED_SOURCES },
    stdout: "ignore",
    stderr: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor200(`${base}${cmd[0] === BINARY ? "/healthz" : "/"}`);
  const startMs = performance.now() - t0;
  return {
    base,
    startMs,
    pid: proc.pid,
    async stop() {
      proc.kill("SIGTERM");
      await proc.exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function measure(url: string, connections = CONNECTIONS, cookie?: string) {
  const p = Bun.spawn(["bun", resolve(import.meta.dir, "load.ts"), url, String(SECONDS), String(connections)], {
    stdout: "pipe",
    env: { ...process.env, ...(cookie ? { LOAD_COOKIE: cookie } : {}) },
  });
  const out = JSON.parse(await new Response(p.stdout).text());
  if (out.errors > 0) throw new Error(`${url}: ${out.errors} failed requests`);
  return { rps: out.requests / out.seconds, p99: out.p99Ms as number };
}
const load = async (url: string) => (await measure(url)).rps;

const rssMb = (pid: number) => {
  const m = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return m ? Number(m[1]) / 1024 : NaN;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (n: number, d = 1) => n.toFixed(d);

// Cold start, fresh DATA_DIR each time (migrations and first-start work included).
const starts: number[] = [];
for (let i = 0; i < 10; i++) {
  const s = await start([BINARY, "serve"]);
  starts.push(s.startMs);
  await s.stop();
}

const squawk = await start([BINARY, "serve"]);
await Bun.sleep(3000); // let first-start work settle before reading idle memory
const idleRss = rssMb(squawk.pid);

// Landing page assets, as a browser would load them.
const html = await (await fetch(`${squawk.base}/`)).text();
const assets = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
let jsGz = 0;
let cssGz = 0;
for (const a of assets) {
  const body = new Uint8Array(await (await fetch(new URL(a, squawk.base))).arrayBuffer());
  const gz = Bun.gzipSync(body).length;
  if (a.endsWith(".js")) jsGz += gz;
  else cssGz += gz;
}

// Both servers up at once, loaded in alternation (3 rounds each), so a change in the shared
// machine's load hits both alike; the figures are the medians.
const bare = await start(["bun", resolve(import.meta.dir, "bare-server.ts")]);
await load(`${squawk.base}/api/get-environment`); // warm-up
await load(`${bare.base}/`);
const squawkRounds: number[] = [];
const bareRounds: number[] = [];
for (let i = 0; i < 3; i++) {
  squawkRounds.push(await load(`${squawk.base}/api/get-environment`));
  bareRounds.push(await load(`${bare.base}/`));
}
const squawkRps = median(squawkRounds);
const bareRps = median(bareRounds);

// The dashboard's list with a session (a free user: the bundled sample's alerts are past the
// delay), against /healthz in the same run.
const reg = await fetch(`${squawk.base}/api/auth/email/register`, {
  method: "POST",
  headers: { origin: squawk.base, "content-type": "application/json" },
  body: JSON.stringify({ email: "bench@example.com", password: "bench-password" }),
});
const cookie = reg.headers.getSetCookie()[0]!.split(";")[0]!;
const recentUrl = `${squawk.base}/api/alerts/recent`;
const listed = (await (await fetch(recentUrl, { headers: { cookie } })).json()) as { alerts: unknown[] };
await measure(recentUrl, 64, cookie); // warm-up
const recentRounds: { rps: number; p99: number }[] = [];
const healthRounds: { rps: number; p99: number }[] = [];
for (let i = 0; i < 3; i++) {
  recentRounds.push(await measure(recentUrl, 64, cookie));
  healthRounds.push(await measure(`${squawk.base}/healthz`, 64));
}
const recentRps = median(recentRounds.map((r) => r.rps));
const healthRps = median(healthRounds.map((r) => r.rps));
await squawk.stop();
await bare.stop();

const size = statSync(BINARY).size / 1024 / 1024;
console.log(
  `GET /api/get-environment   squawk ${fmt(squawkRps, 0)} req/s   bare Bun.serve ${fmt(bareRps, 0)} req/s   ratio ${fmt(squawkRps / bareRps, 2)} (target ≥ 0.6; medians of 3 alternating ${SECONDS} s rounds, ${CONNECTIONS} connections)`,
);
console.log(
  `cold start to first 200    median ${fmt(median(starts))} ms of 10 (min ${fmt(Math.min(...starts))}, max ${fmt(Math.max(...starts))}) (target ≤ 300 ms)`,
);
console.log(`binary size                ${fmt(size)} MB`);
console.log(`idle RSS                   ${fmt(idleRss)} MB (target ≤ 80 MB)`);
console.log(
  `GET /api/alerts/recent      ${fmt(recentRps, 0)} req/s (p99 ${fmt(median(recentRounds.map((r) => r.p99)))} ms, ${listed.alerts.length} alerts, signed in)   /healthz ${fmt(healthRps, 0)} req/s (p99 ${fmt(median(healthRounds.map((r) => r.p99)))} ms)   ratio ${fmt(recentRps / healthRps, 2)} (target ≥ 0.25, p99 < 20 ms; medians of 3 alternating ${SECONDS} s rounds, 64 connections)`,
);
console.log(`landing page assets        JS ${fmt(jsGz / 1024)} KB gz, CSS ${fmt(cssGz / 1024)} KB gz (${assets.length} files; JS target ≤ 150 KB)`);
