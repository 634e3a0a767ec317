/**
 * The growth bench: the real server (`bun src/main.ts serve`, its own process) on databases of
 * growing size, each endpoint asked one request at a time.
 *
 *   bun bench/growth.ts [--sizes 1000:1000,100000:10000,1000000:100000] [--requests 100]
 *
 * A size is ALERTS:SUBSCRIBERS. Each database is migrated by the product's own migrations, then
 * seeded directly in one SQLite transaction of prepared inserts (posts, analyses, alerts and
 * Telegram subscribers: the product's import analyses every post, which at a million posts would
 * take hours); the users, sessions and API keys that the requests carry are made through the
 * product's services. Seeded files are kept under bench/results/ (gitignored) and reused.
 *
 * Prints per endpoint p50 / p99 and the longest event-loop stall while it was asked, and in its
 * first two (untimed) calls, and where the longest stall since start happened (from the
 * server's own /metrics: `perf_hooks.monitorEventLoopDelay`, as the bucket it fell in), start-up
 * time to the first /healthz, RSS after the run, and /healthz p50 / p99 while the heavy endpoints
 * are called in a loop. Goals: every p99 ≤ 50 ms, no stall > 50 ms, /healthz p99 ≤ 20 ms.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { createApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { migrate, openDb } from "../src/db/index.ts";
import { users } from "../src/db/schema/core.ts";
import { createLogger } from "../src/log.ts";
import { CLOSED_SOURCES } from "../test/helpers/binary.ts";
import { sessionCookieOf } from "../test/helpers/users.ts";

const argOf = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : def;
};
const SIZES = argOf("sizes", "1000:1000,100000:10000,1000000:100000")
  .split(",")
  .map((s) => s.split(":").map(Number) as [number, number]);
const REQUESTS = Number(argOf("requests", "100"));
const RESULTS = join(import.meta.dir, "results");
const TOKEN = "growth-bench-metrics-token";
const out = (s: string) => process.stdout.write(`${s}\n`);
const log = (s: string) => process.stderr.write(`${s}\n`);

const TEXTS = [
  "I am hereby imposing a 25% Tariff on all Steel and Aluminum imports from China, effective immediately!",
  "The Fed should cut rates NOW. Powell is, as usual, too late. Our economy is the strongest in the world!",
  "Great meeting with the CEO of Apple today. They will invest $500 Billion in the U.S.A.!",
  "Canada and Mexico must stop the flow of drugs or face very big Tariffs. MAKE AMERICA GREAT AGAIN!",
  "Oil prices are way down, gasoline is down, groceries are down. Inflation is dead!",
];
const IMPACTS = ["High", "Medium", "Medium", "Low", "Low", "Low"] as const;

/** Seeds (or reuses) the database of one size; answers its DATA_DIR. */
function seed(alerts: number, subscribers: number): string {
  const dir = join(RESULTS, `growth-${alerts}-${subscribers}`);
  const _file = join(dir, "squawk.db");
  if (existsSync(join(dir, "seeded"))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const t0 = performance.now();
  const db = openDb(dir);
  migrate(db);
  const sqlite = db.$client;
  const post = sqlite.prepare(
    "INSERT INTO posts (id, source, account, created_at, seen_at, content, url, media, is_repost, backfilled) VALUES (?, 'import', 'realDonaldTrump', ?, ?, ?, ?, '[]', 0, ?)",
  );
  const analysis = sqlite.prepare(
    `INSERT INTO analyses (post_id, relevant, impact, tariff, category, sectors, tickers, instruments, summary, market_analysis, trading_ideas, analyzer, model, prompt_tokens, completion_tokens, cost_usd, duration_ms, analyzed_at)
     VALUES (?, ?, ?, ?, 'markets', '["Industrials"]', '["X","NUE"]', '[]', ?, ?, '["Watch steel producers"]', 'rules', NULL, 0, 0, 0, 1, ?)`,
  );
  const alert = sqlite.prepare("INSERT INTO alerts (post_id, impact, created_at) VALUES (?, ?, ?)");
  const sub = sqlite.prepare(
    "INSERT INTO telegram_subscribers (telegram_user_id, chat_id, first_name, status, threshold, tariff_only, created_at, updated_at) VALUES (?, ?, 'S', ?, ?, ?, ?, ?)",
  );
  // Premium of a Telegram account alone (a Stars buyer), as billing records it.
  const subPremium = sqlite.prepare("INSERT INTO telegram_premium (telegram_user_id, since) VALUES (?, ?)");
  const now = Date.now();
  // A post every 2 minutes back from now; one in five is not market-relevant (no alert). The
  // newest seven are inside the 15-minute free delay, so free and premium viewers see different figures.
  const posts = Math.round(alerts * 1.25);
  sqlite.transaction(() => {
    let made = 0;
    for (let i = 0; i < posts && made < alerts; i++) {
      const id = String(100_000_000_000_000_000n + BigInt(i) * 65_536n);
      const at = now - (posts - i) * 120_000;
      const relevant = i % 5 !== 4;
      const impact = relevant ? IMPACTS[i % IMPACTS.length]! : "None";
      const text = `${TEXTS[i % TEXTS.length]} (#${i})`;
      post.run(id, at, at + 5000, text, `https://truthsocial.com/@realDonaldTrump/${id}`, i < posts - 50 ? 1 : 0);
      analysis.run(
        id,
        relevant ? 1 : 0,
        impact,
        i % 3 === 0 ? 1 : 0,
        relevant ? "Tariffs on steel and aluminium" : "Not market-relevant",
        relevant ? "Steel producers may gain; importers pay more." : "",
        at + 6000,
      );
      if (relevant) alert.run(id, impact, at + 6000), made++;
    }
    const statuses = ["active", "active", "active", "active", "active", "active", "active", "active", "stopped", "blocked"];
    const thresholds = ["All", "All", "Medium", "High"];
    for (let k = 1; k <= subscribers; k++) {
      sub.run(k, k, statuses[k % 10]!, thresholds[k % 4]!, k % 7 === 0 ? 1 : 0, now, now);
      if (k % 10 === 3) subPremium.run(k, now);
    }
  })();
  sqlite.run("ANALYZE");
  sqlite.close();
  log(`seeded ${alerts} alerts (${posts} posts) and ${subscribers} subscribers in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${dir}`);
  Bun.write(join(dir, "seeded"), "");
  return dir;
}

/** Users, sessions and API keys the requests carry, made by the product's own services. */
async function identities(dir: string) {
  const app = createApp(loadConfig({ DATA_DIR: dir, LOG_LEVEL: "error", ...CLOSED_SOURCES }), { log: createLogger("error") });
  try {
    const user = (email: string, o: { isPremium?: boolean; isAdmin?: boolean }) =>
      app.db
        .insert(users)
        .values({ email, name: "Bench", ...o })
        .onConflictDoUpdate({ target: users.email, set: o })
        .returning()
        .get();
    const free = user("free@bench.example", { isPremium: false });
    const premium = user("premium@bench.example", { isPremium: true });
    const admin = user("admin@bench.example", { isAdmin: true, isPremium: true });
    const cookie = (id: number) => sessionCookieOf(app, id);
    // The read API allows 60 requests a minute per key: a few keys per tier.
    const { keys: apiKeys } = app.integrations;
    const keys = async (id: number, n: number) => {
      for (const k of await apiKeys.list(id)) await apiKeys.revoke(id, k.id);
      return Promise.all(Array.from({ length: n }, async (_, i) => `Bearer ${(await apiKeys.create(id, `bench ${i}`)).key}`));
    };
    return {
      free: cookie(free.id),
      premium: cookie(premium.id),
      admin: cookie(admin.id),
      freeKeys: await keys(free.id, 2),
      premiumKeys: await keys(premium.id, 2),
    };
  } finally {
    void app.stop();
  }
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? NaN;
};

async function start(dir: string) {
  const t0 = performance.now();
  const proc = Bun.spawn([process.execPath, join(import.meta.dir, "../src/main.ts"), "serve"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      LOG_LEVEL: "error",
      METRICS_TOKEN: TOKEN,
      SOURCES: "rss",
      ...CLOSED_SOURCES,
      POLL_INTERVAL_SECONDS: "3600",
    },
    stdout: "pipe",
    stderr: "inherit",
  });
  const reader = proc.stdout.getReader();
  let text = "";
  let base = "";
  while (!base) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the server exited: ${text}`);
    text += new TextDecoder().decode(value);
    const m = text.match(/running at (http:\/\/\S+)/);
    if (m) base = m[1]!.replace("localhost", "127.0.0.1");
  }
  while ((await fetch(`${base}/healthz`).catch(() => null))?.status !== 200) await Bun.sleep(5);
  return { proc, base, startupMs: performance.now() - t0 };
}

const rssMb = (pid: number) => Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)![1]) / 1024;

/** The server's event-loop delay histogram (cumulative counts by bound, in seconds). */
async function loopBuckets(base: string) {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const buckets = [...text.matchAll(/^squawk_event_loop_delay_seconds_bucket\{le="([^"]+)"\} (\d+)$/gm)].map(
    (m) => [m[1] === "+Inf" ? Infinity : Number(m[1]), Number(m[2])] as const,
  );
  const max = Number(text.match(/^squawk_event_loop_delay_max_seconds (\S+)$/m)?.[1] ?? NaN);
  return { buckets, max };
}
/** The longest stall between two reads: the smallest bound under which every new sample fell. */
function longestStall(a: Awaited<ReturnType<typeof loopBuckets>>, b: Awaited<ReturnType<typeof loopBuckets>>) {
  const total = b.buckets.at(-1)![1] - a.buckets.at(-1)![1];
  for (let i = 0; i < b.buckets.length; i++)
    if (b.buckets[i]![1] - a.buckets[i]![1] >= total) return b.buckets[i]![0] === Infinity ? "> 5 s" : `≤ ${b.buckets[i]![0] * 1000} ms`;
  return "?";
}

type Endpoint = { name: string; path: string; auth: () => Record<string, string>; stream?: boolean; heavy?: boolean };

async function timeOne(base: string, e: Endpoint) {
  const t0 = performance.now();
  const ctl = new AbortController();
  const res = await fetch(base + e.path, { headers: e.auth(), signal: ctl.signal });
  if (e.stream) ctl.abort();
  else await res.arrayBuffer();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`${e.name}: ${res.status} ${e.stream ? "" : ""}`);
  return ms;
}

async function runSize(alerts: number, subscribers: number) {
  const dir = seed(alerts, subscribers);
  const id = await identities(dir);
  let k = 0;
  const rotate = (keys: string[]) => () => ({ authorization: keys[k++ % keys.length]! });
  const endpoints: Endpoint[] = [
    { name: "/healthz", path: "/healthz", auth: () => ({}) },
    { name: "/api/get-environment", path: "/api/get-environment", auth: () => ({}) },
    { name: "/api/stats (free)", path: "/api/stats", auth: () => ({ cookie: id.free }), heavy: true },
    { name: "/api/stats (premium)", path: "/api/stats", auth: () => ({ cookie: id.premium }), heavy: true },
    { name: "/api/alerts/recent (free)", path: "/api/alerts/recent", auth: () => ({ cookie: id.free }), heavy: true },
    { name: "/api/alerts/recent?impact=High (premium)", path: "/api/alerts/recent?impact=High", auth: () => ({ cookie: id.premium }) },
    { name: "/api/alerts/samples", path: "/api/alerts/samples", auth: () => ({}) },
    { name: "/api/v1/alerts (premium key)", path: "/api/v1/alerts", auth: rotate(id.premiumKeys), heavy: true },
    { name: "/api/v1/alerts (free key)", path: "/api/v1/alerts", auth: rotate(id.freeKeys), heavy: true },
    { name: "/api/v1/alerts?impact=High&tariff=true", path: "/api/v1/alerts?impact=High&tariff=true", auth: rotate(id.premiumKeys) },
    { name: "/api/v1/stream, time to headers", path: "/api/v1/stream", auth: rotate(id.premiumKeys), stream: true, heavy: true },
    { name: "/api/admin/system", path: "/api/admin/system", auth: () => ({ cookie: id.admin }), heavy: true },
  ];
  const { proc, base, startupMs } = await start(dir);
  const rows: string[] = [];
  // Where the longest stall since start happened: the server's exact maximum, read after each phase.
  let longest = { ms: 0, during: "" };
  const phase = (reading: Awaited<ReturnType<typeof loopBuckets>>, during: string) => {
    if (reading.max * 1000 > longest.ms) longest = { ms: reading.max * 1000, during };
    return reading;
  };
  try {
    const startUp = phase(await loopBuckets(base), "start-up (before the first request)");
    for (const e of endpoints) {
      // The read API's limit (60 a minute per key): fewer requests there, spread over the keys.
      const n = e.path.startsWith("/api/v1") ? Math.min(REQUESTS, 25) : REQUESTS;
      const cold = await loopBuckets(base);
      for (let i = 0; i < 2; i++) await timeOne(base, e);
      const before = phase(await loopBuckets(base), `the first 2 calls of ${e.name} (not timed)`);
      const first = longestStall(cold, before);
      const times: number[] = [];
      for (let i = 0; i < n; i++) times.push(await timeOne(base, e));
      const after = phase(await loopBuckets(base), e.name);
      rows.push(`| ${e.name} | ${pct(times, 50).toFixed(1)} | ${pct(times, 99).toFixed(1)} | ${longestStall(before, after)} | ${first} |`);
    }
    // /healthz while the heavy endpoints are asked in a loop (one loop each, as many at once).
    const heavy = endpoints.filter((e) => e.heavy && !e.path.startsWith("/api/v1"));
    let stop = false;
    const loops = heavy.map(async (e) => {
      while (!stop) await timeOne(base, e).catch(() => {});
    });
    const before = await loopBuckets(base);
    const health: number[] = [];
    for (let i = 0; i < REQUESTS * 2; i++) {
      health.push(await timeOne(base, endpoints[0]!));
      await Bun.sleep(5);
    }
    stop = true;
    await Promise.all(loops);
    const after = phase(await loopBuckets(base), "/healthz while the heavy ones loop");
    rows.push(
      `| /healthz while ${heavy.map((e) => e.name).join(", ")} loop | ${pct(health, 50).toFixed(1)} | ${pct(health, 99).toFixed(1)} | ${longestStall(before, after)} | |`,
    );
    const rss = rssMb(proc.pid!);
    out(`\n### ${alerts.toLocaleString("en")} alerts, ${subscribers.toLocaleString("en")} subscribers`);
    out(
      `start-up to the first /healthz 200: ${startupMs.toFixed(0)} ms · RSS after the run: ${rss.toFixed(0)} MB · longest event-loop stall since start: ${longest.ms.toFixed(1)} ms, during ${longest.during}; in start-up: ${(startUp.max * 1000).toFixed(1)} ms (${REQUESTS} requests per endpoint, 25 for /api/v1)`,
    );
    out(`| endpoint | p50 ms | p99 ms | longest stall | in its first 2 calls (not timed) |\n|---|---|---|---|---|`);
    for (const r of rows) out(r);
  } finally {
    proc.kill();
    await proc.exited;
  }
}

mkdirSync(RESULTS, { recursive: true });
out(
  `growth bench: ${new Date().toISOString()}, load average ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")} on ${navigator.hardwareConcurrency} cores`,
);
for (const [alerts, subscribers] of SIZES) await runSize(alerts, subscribers);
process.exit(0);
