/**
 * bench/hedge.ts: a primary source (Truth Social) that answers in 12 s, RSS behind it, the real
 * app's poll jobs on their real schedule. Posts appear on the shared timeline at random moments;
 * prints how long each took from appearing on the backup to being stored (posts.seen_at),
 * median and worst, in three set-ups: the defaults (hedged after 2 s, the backup polled every
 * 3 s while it stands in), hedged without the backup's own polls, and neither.
 *
 * Figures are for the steady state: posts start once the primary's slowness has been noticed
 * (the first hedged poll). Before that, one post can wait up to a poll interval plus the budget.
 *
 *   bun bench/hedge.ts [posts=6] [pollIntervalSeconds=10]
 *
 * Target: with a 12 s primary, a new post is stored within 5 s of appearing on the backup.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { createApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { posts } from "../src/db/schema/posts.ts";
import { createLogger } from "../src/log.ts";
import { startPostSources } from "../test/fakes/post-sources.ts";

const N = Number(process.argv[2] ?? 6);
const INTERVAL = Number(process.argv[3] ?? 10);
const PRIMARY_MS = 12_000;

async function run(hedgeAfterSeconds: number, backupPollSeconds: number) {
  const fake = startPostSources();
  const dir = mkdtempSync(join(tmpdir(), "squawk-bench-hedge-"));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: "error", SOURCES: "truthsocial,rss", POLL_INTERVAL_SECONDS: String(INTERVAL), ...fake.env });
  const app = createApp(config, { log: createLogger("error") });
  app.settings.set({ key: "sources.hedgeAfterSeconds", value: String(hedgeAfterSeconds), dataType: "number" });
  app.settings.set({ key: "sources.backupPollSeconds", value: String(backupPollSeconds), dataType: "number" });
  fake.add("Good morning!", { at: Date.now() - 3_600_000 });
  await app.poller.pollOnce(); // the first run back-fills; from here on posts are new
  fake.fault({ kind: "slow", delayMs: PRIMARY_MS, on: "statuses" });
  app.jobs.start();
  // Steady state: once hedging has noticed the slow primary (never, without hedging).
  if (hedgeAfterSeconds < PRIMARY_MS / 1000) while (!app.poller.degraded()) await Bun.sleep(50);
  const latencies: number[] = [];
  for (let i = 0; i < N; i++) {
    await Bun.sleep(Math.random() * INTERVAL * 1000);
    const s = fake.add(`Post ${i}: a 25% Tariff on imported furniture, starting Monday.`);
    for (;;) {
      const row = app.db.select({ seenAt: posts.seenAt }).from(posts).where(eq(posts.id, s.id)).get();
      if (row) {
        latencies.push(row.seenAt - s.createdAt);
        break;
      }
      if (Date.now() - s.createdAt > 120_000) throw new Error("post never stored");
      await Bun.sleep(20);
    }
  }
  await app.stop();
  fake.stop();
  rmSync(dir, { recursive: true, force: true });
  latencies.sort((a, b) => a - b);
  return { median: latencies[Math.floor(latencies.length / 2)]!, max: latencies.at(-1)!, all: latencies };
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const setups = [
  ["defaults: hedge 2 s, backup polled every 3 s", 2, 3],
  ["hedge 2 s, no backup polls", 2, 3600],
  ["neither (budget 60 s)", 60, 3600],
] as const;
for (const [name, hedge, backupPoll] of setups) {
  const r = await run(hedge, backupPoll);
  process.stdout.write(
    `${name.padEnd(46)} poll every ${INTERVAL} s, primary ${PRIMARY_MS / 1000} s: appeared→stored median ${s(r.median)}, max ${s(r.max)} (${r.all.map(s).join(", ")})\n`,
  );
}
