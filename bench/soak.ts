/**
 * The memory soak: Squawk as its own process (the built binary when there is one, else
 * src/main.ts; `--main PATH` runs another checkout's) against the fake post source, which gets a
 * new post every 20 s, driven at the issue's rate (80,000 requests per 10 minutes, a mix of pages,
 * the dashboard's calls signed in, the read API and the public calls) with 200 streams held open
 * (`/api/v1/stream`; a tenth of them closed and opened again every minute).
 *
 *   bun bench/soak.ts [--warmup 17] [--minutes 30] [--main path/to/src/main.ts]
 *
 * Prints the server's RSS every minute (with the minute's lowest and highest of 12 readings) and,
 * after the warm-up, its spread (max − min), the change from the first to the last minute, and
 * the slopes of the per-minute lows and highs (whether it levels off). Target: within ±10 MB.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { users } from "../src/db/schema/core.ts";
import { createLogger } from "../src/log.ts";
import { sessionCookieOf } from "../test/helpers/users.ts";
import { startPostSources } from "../test/fakes/post-sources.ts";
import { squawkCommand, startSquawk } from "./squawk-process.ts";

const argOf = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : def;
};
// The free keys' streams get an alert 15 minutes after it is made: a shorter warm-up would measure
// a server whose 100 free streams have not yet sent anything, then one whose streams all send.
const WARMUP = Number(argOf("warmup", "17"));
const MINUTES = Number(argOf("minutes", "30"));
const main = process.argv.includes("--main") ? argOf("main", "") : undefined;
const RATE = 80_000 / 600; // requests per second
const STREAMS = 200;
const out = (s: string) => process.stdout.write(`${s}\n`);

const sources = startPostSources();
sources.add("Good morning!", { at: Date.now() - 3_600_000 });
const dir = mkdtempSync(join(tmpdir(), "squawk-soak-"));

/** Users, sessions and API keys, made by the product's own services on the server's data dir. */
async function identities() {
  const app = createApp(loadConfig({ DATA_DIR: join(dir, "data"), LOG_LEVEL: "error", SOURCES: "truthsocial", ...sources.env }), {
    log: createLogger("error"),
  });
  try {
    const user = (email: string, o: { isPremium?: boolean; isAdmin?: boolean }) =>
      app.db
        .insert(users)
        .values({ email, name: "Soak", ...o })
        .returning()
        .get();
    const cookie = (id: number) => sessionCookieOf(app, id);
    const free = user("free@soak.example", {});
    const premium = user("premium@soak.example", { isPremium: true });
    const admin = user("admin@soak.example", { isAdmin: true, isPremium: true });
    // Five keys a user at most: 200 streams over 10 premium and 10 free users' keys.
    const keys: string[] = [];
    for (let u = 0; u < 20; u++) {
      const id = user(`k${u}@soak.example`, { isPremium: u % 2 === 0 }).id;
      for (let k = 0; k < 5; k++) keys.push(`Bearer ${(await app.integrations.keys.create(id, `soak ${k}`)).key}`);
    }
    return { free: cookie(free.id), premium: cookie(premium.id), admin: cookie(admin.id), keys };
  } finally {
    void app.stop();
  }
}
const id = await identities();

const { proc, base } = await startSquawk({ cmd: squawkCommand(main), dir, sources });
const rssMb = () => Number(readFileSync(`/proc/${proc.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)![1]) / 1024;

const texts = [
  "I am hereby imposing a 25% Tariff on all Steel and Aluminum imports from China, effective immediately!",
  "The Fed should cut rates NOW. Powell is, as usual, too late!",
  "Thank you to the great people of Ohio. See you soon!",
  "Oil prices are way down, gasoline is down, groceries are down. Inflation is dead!",
];
let posted = 0;
const poster = setInterval(() => sources.add(`${texts[posted++ % texts.length]} (${posted})`), 20_000);

// The mix: what a page load, a dashboard and the public calls ask for.
const mix: { path: string; headers?: () => Record<string, string> }[] = [
  { path: "/healthz" },
  { path: "/" },
  { path: "/api/get-environment" },
  { path: "/api/status" },
  { path: "/api/alerts/samples" },
  { path: "/api/alerts/recent", headers: () => ({ cookie: id.free }) },
  { path: "/api/alerts/recent?impact=High", headers: () => ({ cookie: id.premium }) },
  { path: "/api/stats", headers: () => ({ cookie: id.free }) },
  { path: "/api/stats", headers: () => ({ cookie: id.premium }) },
  { path: "/api/auth/user", headers: () => ({ cookie: id.free }) },
  { path: "/api/admin/system", headers: () => ({ cookie: id.admin }) },
  { path: `/api/v1/alerts`, headers: () => ({ authorization: id.keys[sent % id.keys.length]! }) },
  { path: "/no/such/page" },
  { path: "/api/no-such-call" },
];
let sent = 0;
let failed = 0;
const statuses = new Map<number, number>();
let stop = false;
async function driver() {
  const t0 = performance.now();
  while (!stop) {
    const due = t0 + (sent / RATE) * 1000;
    const wait = due - performance.now();
    if (wait > 0) await Bun.sleep(wait);
    const m = mix[sent++ % mix.length]!;
    void fetch(base + m.path, { headers: m.headers?.() })
      .then(async (r) => {
        await r.arrayBuffer();
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      })
      .catch(() => failed++);
  }
}

// Streams, each reading until closed.
const streams: AbortController[] = [];
let streamEvents = 0;
function openStream(i: number) {
  const ctl = new AbortController();
  streams[i] = ctl;
  fetch(`${base}/api/v1/stream`, { headers: { authorization: id.keys[i % id.keys.length]! }, signal: ctl.signal })
    .then(async (r) => {
      if (!r.ok) throw new Error(`stream ${r.status}`);
      for await (const _ of r.body!) streamEvents++;
    })
    .catch((e) => {
      if (!ctl.signal.aborted) failed++, process.stderr.write(`stream ${i}: ${e}\n`);
    });
}
for (let i = 0; i < STREAMS; i++) openStream(i);
let churn = 0;
const churner = setInterval(() => {
  for (let k = 0; k < STREAMS / 10; k++) {
    const i = churn++ % STREAMS;
    streams[i]!.abort();
    openStream(i);
  }
}, 60_000);

void driver();
out(
  `soak: ${new Date().toISOString()}, ${main ?? squawkCommand().join(" ")}, ${Math.round(RATE)} req/s, ${STREAMS} streams, load average ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`,
);
const after: number[] = [];
// RSS is read every 5 s: each minute's lowest and highest reading show the GC sawtooth apart
// from growth, whose trend is the least-squares slope of those per-minute lows and highs.
const lows: number[] = [];
const highs: number[] = [];
for (let minute = 1; minute <= WARMUP + MINUTES; minute++) {
  let low = Infinity;
  let high = 0;
  for (let i = 0; i < 12; i++) {
    await Bun.sleep(5_000);
    const r = rssMb();
    low = Math.min(low, r);
    high = Math.max(high, r);
  }
  const rss = rssMb();
  if (minute > WARMUP) after.push(rss), lows.push(low), highs.push(high);
  out(
    `minute ${String(minute).padStart(2)}${minute <= WARMUP ? " (warm-up)" : "          "}  RSS ${rss.toFixed(1)} MB (low ${low.toFixed(1)}, high ${high.toFixed(1)})  requests ${sent}  failed ${failed}  stream events ${streamEvents}  posts ${posted}  load ${readFileSync("/proc/loadavg", "utf8").split(" ")[0]}`,
  );
}
stop = true;
clearInterval(poster);
clearInterval(churner);
for (const s of streams) s.abort();
out(`statuses: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(" ")}`);
out(
  `RSS after warm-up: first ${after[0]!.toFixed(1)} MB, last ${after.at(-1)!.toFixed(1)} MB (change ${(after.at(-1)! - after[0]!).toFixed(1)} MB), min ${Math.min(...after).toFixed(1)}, max ${Math.max(...after).toFixed(1)} MB (spread ${(Math.max(...after) - Math.min(...after)).toFixed(1)} MB; target within ±10 MB)`,
);
/** Least-squares slope of per-minute values, in MB per 10 minutes. */
const slope = (ys: number[]) => {
  const n = ys.length;
  const mx = (n - 1) / 2;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  ys.forEach((y, x) => {
    num += (x - mx) * (y - my);
    den += (x - mx) ** 2;
  });
  return den === 0 ? 0 : (num / den) * 10;
};
const half = Math.floor(lows.length / 2);
const trend = (ys: number[]) => `${slope(ys).toFixed(2)} MB/10 min (second half ${slope(ys.slice(half)).toFixed(2)})`;
out(
  `per-minute lows ${Math.min(...lows).toFixed(1)}–${Math.max(...lows).toFixed(1)} MB, slope ${trend(lows)}; per-minute highs ${Math.min(...highs).toFixed(1)}–${Math.max(...highs).toFixed(1)} MB, slope ${trend(highs)}: levels off when both slopes are near 0`,
);
proc.kill();
await proc.exited;
await sources.stop();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
