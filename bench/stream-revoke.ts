/**
 * How soon an open /api/v1/stream ends once access does (run by hand):
 *   bun bench/stream-revoke.ts [ROUNDS]
 * An app on a real SQLite file and a real HTTP listener. Each round opens a stream with a fresh
 * key, revokes the key through the dashboard's DELETE call and measures until the stream has
 * ended; then, for premium lapsing by the clock, a subscription whose period ends 2 s after the
 * stream opens, measured from that end. Prints median, p95 and max in ms.
 */
import { serve } from "../src/server.ts";
import { call, testApp } from "../test/helpers/app.ts";
import { grantPremium } from "../test/helpers/premium.ts";
import { signedInUser } from "../test/helpers/users.ts";

const ROUNDS = Number(process.argv[2] ?? 20);
const app = testApp();
const server = serve(app, { port: 0, hostname: "127.0.0.1" });
const base = `http://127.0.0.1:${server.port}`;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

/** Opens a stream and answers (wrapped: an async function would wait for it) the moment it ends. */
async function open(key: string) {
  const res = await fetch(`${base}/api/v1/stream`, { headers: { authorization: `Bearer ${key}` } });
  const reader = res.body!.getReader();
  await reader.read(); // "connected"
  return {
    ended: (async () => {
      while (!(await reader.read()).done);
      return performance.now();
    })(),
  };
}

const revoke: number[] = [];
const owner = await signedInUser(app, { email: "bench@example.com", isPremium: true });
for (let i = 0; i < ROUNDS; i++) {
  const key = (await call(app, "POST", "/api/integrations/keys", { cookie: owner.cookie, body: { name: `k${i}` } })).json;
  const { ended } = await open(key.key);
  await Bun.sleep(Math.random() * 1000); // anywhere in the stream's recheck cycle
  const t = performance.now();
  await call(app, "DELETE", `/api/integrations/keys/${key.id}`, { cookie: owner.cookie });
  revoke.push((await ended) - t);
}

const lapse: number[] = [];
for (let i = 0; i < Math.min(ROUNDS, 5); i++) {
  const u = await signedInUser(app, { email: `lapse${i}@example.com` });
  const endsAt = performance.now() + 2000; // the subscription's period end, on this clock
  await grantPremium(app, u.user.id, { days: 2000 / 86_400_000 });
  const key = (await call(app, "POST", "/api/integrations/keys", { cookie: u.cookie, body: { name: "k" } })).json;
  const { ended } = await open(key.key);
  lapse.push((await ended) - endsAt);
}

console.log(
  `stream end after a key revoke (${revoke.length} rounds): median ${pct(revoke, 50).toFixed(1)} ms, p95 ${pct(revoke, 95).toFixed(1)} ms, max ${Math.max(...revoke).toFixed(1)} ms`,
);
console.log(
  `stream end after premium lapses by the clock (${lapse.length} rounds): median ${pct(lapse, 50).toFixed(0)} ms, p95 ${pct(lapse, 95).toFixed(0)} ms, max ${Math.max(...lapse).toFixed(0)} ms`,
);
await server.stop(true);
await app.close();
