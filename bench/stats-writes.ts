/**
 * /api/stats right after each new analysis, on a copy of a seeded database (the growth bench
 * does no writes, so it never shows this): each round writes one post and its analysis (as the
 * analyzer does, one row each, the triggers keeping the counts), then times the stats a premium
 * and a free viewer get, in process: the longest the call holds the event loop. Also the two full
 * sums: the first call, and the first after more changes than are kept.
 *
 *   bun bench/stats-writes.ts --db bench/results/growth-1000000-100000/squawk.db [--rounds 50]
 *
 * The database is copied to a temporary folder first: the seed itself is never written.
 * Goal: no call over 50 ms at a million alerts.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { createLogger } from "../src/log.ts";
import { CLOSED_SOURCES } from "../test/helpers/binary.ts";

const argOf = (name: string, def?: string) => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i > 0 ? process.argv[i + 1] : def;
  if (v === undefined) throw new Error(`--${name} is required`);
  return v;
};
const SEED = argOf("db");
const ROUNDS = Number(argOf("rounds", "50"));
const out = (s: string) => process.stdout.write(`${s}\n`);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;

const dir = mkdtempSync(join(tmpdir(), "squawk-stats-writes-"));
copyFileSync(SEED, join(dir, "squawk.db"));
const app = createApp(loadConfig({ DATA_DIR: dir, LOG_LEVEL: "error", ...CLOSED_SOURCES }), { log: createLogger("error") });
try {
  const sqlite = app.db.$client;
  const post = sqlite.prepare(
    "INSERT INTO posts (id, source, account, created_at, seen_at, content, url, media, is_repost, backfilled) VALUES (?, 'rss', 'realDonaldTrump', ?, ?, ?, '', '[]', 0, 0)",
  );
  const analysis = sqlite.prepare(
    `INSERT INTO analyses (post_id, relevant, impact, tariff, category, sectors, tickers, instruments, summary, market_analysis, trading_ideas, analyzer, model, prompt_tokens, completion_tokens, cost_usd, duration_ms, analyzed_at)
     VALUES (?, 1, 'High', 1, 'markets', '[]', '[]', '[]', 'Tariffs on steel', 'Steel producers may gain.', '[]', 'rules', NULL, 0, 0, 0, 1, ?)`,
  );
  const premium = { isPremium: true, isAdmin: false };
  const free = { isPremium: false, isAdmin: false };
  // The longest the event loop went without a turn while one stats call ran (a ticker on
  // setImmediate notes each turn), and the call's wall time: the full sums run in chunks.
  const measure = async (viewer: typeof free) => {
    let last = performance.now();
    let held = 0;
    let on = true;
    const tick = () => {
      const t = performance.now();
      held = Math.max(held, t - last);
      last = t;
      if (on) setImmediate(tick);
    };
    setImmediate(tick);
    const t0 = performance.now();
    await app.alerts.stats(viewer);
    const t1 = performance.now();
    on = false;
    return { held: Math.max(held, t1 - last), wall: t1 - t0 };
  };
  const time = async (viewer: typeof free) => (await measure(viewer)).held;
  const show = (m: { held: number; wall: number }) => `held the loop ${m.held.toFixed(1)} ms at most (${m.wall.toFixed(1)} ms wall)`;
  // Warm: the first call sums everything once.
  const first = [await measure(premium), await measure(free)];
  const times = { premium: [] as number[], free: [] as number[], unchanged: [] as number[] };
  for (let i = 0; i < ROUNDS; i++) {
    const id = `stats-writes-${Date.now()}-${i}`;
    const at = Date.now();
    sqlite.transaction(() => {
      post.run(id, at, at, `Bench post ${i}`);
      analysis.run(id, at);
    })();
    times.premium.push(await time(premium));
    times.free.push(await time(free));
    times.unchanged.push(await time(premium));
    await Bun.sleep(1);
  }
  // More changes than post_stats_changes keeps (10,000; a re-judgement is two): summed again.
  const judged = sqlite.query<{ id: string }, []>("SELECT post_id AS id FROM analyses ORDER BY rowid DESC LIMIT 1").get()!.id;
  const judge = sqlite.prepare("UPDATE analyses SET impact = ? WHERE post_id = ?");
  sqlite.transaction(() => {
    for (let i = 0; i <= 5_000; i++) judge.run(i % 2 ? "High" : "Low", judged);
  })();
  const pruned = await measure(premium);
  out(
    `stats after writes: ${new Date().toISOString()}, load average ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}, ${ROUNDS} rounds on a copy of ${SEED}`,
  );
  out(`first call (sums everything): premium ${show(first[0]!)}, free ${show(first[1]!)}`);
  out(`after 10,002 changes (sums everything again): premium ${show(pruned)}`);
  out("| call | p50 ms | p99 ms | max ms |\n|---|---|---|---|");
  for (const [name, xs] of Object.entries(times)) {
    const label = name === "unchanged" ? "premium again, nothing written" : `${name}, after a new analysis`;
    out(`| ${label} | ${pct(xs, 50).toFixed(1)} | ${pct(xs, 99).toFixed(1)} | ${Math.max(...xs).toFixed(1)} |`);
  }
} finally {
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
