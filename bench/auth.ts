/**
 * Email login throughput and memory: 10 logins at a time against the real app (argon2id with
 * the production parameters, real SQLite), then the timing of a failed login for an unknown
 * account against a wrong password for a real one (they should be about equal).
 *
 *   bun bench/auth.ts [rounds=20]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../src/app.ts";
import { HASH_OPTIONS } from "../src/auth/index.ts";
import { loadConfig } from "../src/config.ts";
import { createLogger } from "../src/log.ts";

const ROUNDS = Number(process.argv[2] ?? 20);
const CONCURRENCY = 10;
const dir = mkdtempSync(join(tmpdir(), "squawk-bench-auth-"));
const app = createApp(loadConfig({ DATA_DIR: dir, LOG_LEVEL: "error" }), { log: createLogger("error") });
const origin = app.config.appUrl;

const post = (path: string, body: unknown) =>
  app.api.handle(new Request(`${origin}${path}`, { method: "POST", headers: { origin, "content-type": "application/json" }, body: JSON.stringify(body) }));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// Accounts: one per concurrent login, plus some to fail against (4 misses each, under the throttle).
const accounts = Array.from({ length: CONCURRENCY + 10 }, (_, i) => `bench${i}@example.com`);
for (const email of accounts) await post("/api/auth/email/register", { email, password: "bench-password" });

let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 1);
const before = process.memoryUsage().rss;

// Warm up, then measure rounds of 10 concurrent successful logins.
await Promise.all(accounts.slice(0, CONCURRENCY).map((email) => post("/api/auth/email/login", { email, password: "bench-password" })));
const t0 = performance.now();
for (let r = 0; r < ROUNDS; r++) {
  const res = await Promise.all(accounts.slice(0, CONCURRENCY).map((email) => post("/api/auth/email/login", { email, password: "bench-password" })));
  if (res.some((x) => x.status !== 200)) throw new Error(`login failed: ${res.map((x) => x.status)}`);
}
const seconds = (performance.now() - t0) / 1000;
clearInterval(sampler);

// Failed logins, one at a time: unknown account vs wrong password.
const time = async (email: string, password: string, status: number) => {
  const t = performance.now();
  const res = await post("/api/auth/email/login", { email, password });
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}`);
  return performance.now() - t;
};
const unknown: number[] = [];
const wrong: number[] = [];
for (let i = 0; i < 40; i++) {
  unknown.push(await time(`ghost${i}@example.com`, "bench-password", 401));
  wrong.push(await time(accounts[CONCURRENCY + (i % 10)]!, `wrong-${i}`, 401));
}

const mb = (b: number) => (b / 2 ** 20).toFixed(0);
console.log(`argon2id memoryCost=${HASH_OPTIONS.memoryCost} KiB timeCost=${HASH_OPTIONS.timeCost}`);
console.log(`logins/s with ${CONCURRENCY} concurrent: ${((ROUNDS * CONCURRENCY) / seconds).toFixed(1)} (${ROUNDS} rounds)`);
console.log(`RSS before: ${mb(before)} MB, peak during logins: ${mb(peak)} MB (target < 300 MB)`);
console.log(
  `failed login median: unknown account ${median(unknown).toFixed(1)} ms, wrong password ${median(wrong).toFixed(1)} ms, ratio ${(median(unknown) / median(wrong)).toFixed(2)}`,
);

await app.stop();
rmSync(dir, { recursive: true, force: true });
