/**
 * Admin API figures on a big database (in-process, real SQLite file):
 *   bun bench/admin.ts [USERS] [DELIVERIES]
 * Seeds USERS users (default 50,000), DELIVERIES Telegram delivery rows (default 500,000, a
 * few days of fan-out to 5,000 subscribers), 20,000 posts with analyses; then prints the
 * median and p95 time of GET /api/admin/system, GET /api/admin/users on the first and the last
 * page, and GET /api/admin/settings, each over 50 calls.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { users } from "../src/db/schema/core.ts";
import { analyses, posts } from "../src/db/schema/posts.ts";
import { deliveries } from "../src/db/schema/delivery.ts";
import { telegramSubscribers } from "../src/db/schema/telegram.ts";
import { createLogger } from "../src/log.ts";
import { sessionCookieOf } from "../test/helpers/users.ts";

const USERS = Number(process.argv[2] ?? 50_000);
const DELIVERIES = Number(process.argv[3] ?? 500_000);
const POSTS = 20_000;
const dir = mkdtempSync(join(tmpdir(), "squawk-bench-admin-"));
const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: "error" });
const app = createApp(config, { log: createLogger("error") });
const now = Date.now();

function chunked<T>(rows: T[], insert: (part: T[]) => void, size = 500) {
  app.db.transaction(() => {
    for (let i = 0; i < rows.length; i += size) insert(rows.slice(i, i + size));
  });
}

const t0 = performance.now();
chunked(
  Array.from({ length: USERS }, (_, i) => ({ email: `u${i}@example.com`, name: `User ${i}`, isAdmin: i === 0, isPremium: i % 5 === 0 })),
  (p) => app.db.insert(users).values(p).run(),
);
chunked(
  Array.from({ length: POSTS }, (_, i) => ({
    id: String(i),
    source: "truthsocial",
    account: "realDonaldTrump",
    createdAt: now - i * 60_000,
    seenAt: now - i * 60_000,
    content: `post ${i}`,
  })),
  (p) => app.db.insert(posts).values(p).run(),
);
chunked(
  Array.from({ length: POSTS }, (_, i) => ({
    postId: String(i),
    relevant: i % 3 === 0,
    impact: (["High", "Medium", "Low", "None"] as const)[i % 4]!,
    tariff: false,
    sectors: [],
    tickers: [],
    summary: "",
    marketAnalysis: "",
    tradingIdeas: [],
    analyzer: "llm",
    promptTokens: 500,
    completionTokens: 100,
    costUsd: 0.0004,
    analyzedAt: now - i * 60_000,
  })),
  (p) => app.db.insert(analyses).values(p).run(),
);
chunked(
  Array.from({ length: 5000 }, (_, i) => ({ telegramUserId: i + 1, chatId: i + 1, status: (i % 50 === 0 ? "blocked" : "active") as "blocked" | "active" })),
  (p) => app.db.insert(telegramSubscribers).values(p).run(),
);
chunked(
  Array.from({ length: DELIVERIES }, (_, i) => {
    const post = Math.floor(i / 5000);
    const due = now - post * 60_000;
    const status = (i % 1000 === 0 ? "failed" : post < 2 ? "pending" : "sent") as "failed" | "pending" | "sent";
    return {
      channel: "telegram" as const,
      postId: String(post),
      kind: "final" as const,
      target: `dm:${i % 5000}`,
      chatId: String(i % 5000),
      tier: (i % 5 === 0 ? "premium" : "free") as "premium" | "free",
      status,
      dueAt: due,
      sentAt: status === "sent" ? due + 1000 : null,
    };
  }),
  (p) => app.db.insert(deliveries).values(p).run(),
);
const seedSeconds = (performance.now() - t0) / 1000;
const cookie = sessionCookieOf(app, 1);

async function time(path: string, n = 50) {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    const res = await app.api.handle(new Request(`${config.appUrl}${path}`, { headers: { cookie } }));
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    ms.push(performance.now() - s);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(n / 2)]!, p95: ms[Math.floor(n * 0.95)]! };
}

console.log(`seeded ${USERS} users, ${POSTS} posts with analyses, 5000 subscribers, ${DELIVERIES} deliveries in ${seedSeconds.toFixed(1)} s`);
for (const path of ["/api/admin/system", "/api/admin/users?limit=10&offset=0", `/api/admin/users?limit=10&offset=${USERS - 10}`, "/api/admin/settings"]) {
  const { median, p95 } = await time(path);
  console.log(`${path.padEnd(42)} median ${median.toFixed(2)} ms   p95 ${p95.toFixed(2)} ms`);
}
await app.stop();
rmSync(dir, { recursive: true, force: true });
