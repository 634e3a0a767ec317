/**
 * Many open /api/v1/stream clients on one node (run by hand, about 30 s):
 *   bun bench/streams.ts [--clients 200] [--seconds 7] [--burst 300]
 * An app on a real SQLite file and a real HTTP listener, the clients in the same process over
 * loopback. Two shapes: one premium owner's 4 keys, 50 clients each (an integrator's workers; a
 * key may open 60 requests a minute), and one client on each of 5 keys of 40 owners each (nothing
 * to share). For each it prints the process's CPU
 * time per second while the streams sit idle (no alerts, so the streams' once-a-second recheck of
 * access is nearly all of it; the median of 1 s windows, beside the same with no stream open),
 * then writes a burst of alerts (10 per loop turn, each its own transaction, as the pipeline
 * commits them) and checks that every client received every alert id of it, in order, with no
 * gap and no repeat, and how long after the last write the last client had it.
 */
import { parseArgs } from "node:util";
import { serve } from "../src/server.ts";
import { makeAlert } from "../test/helpers/alerts.ts";
import { call, testApp } from "../test/helpers/app.ts";
import { openStreamClient, type StreamClient } from "../test/helpers/stream-clients.ts";
import { signedInUser } from "../test/helpers/users.ts";

const { values: args } = parseArgs({
  options: { clients: { type: "string", default: "200" }, seconds: { type: "string", default: "7" }, burst: { type: "string", default: "300" } },
});
const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);
const BURST = Number(args.burst);

const app = testApp();
const server = serve(app, { port: 0, hostname: "127.0.0.1" });
const base = `http://127.0.0.1:${server.port}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** The process's CPU ms per wall second, the median of `SECONDS` one-second windows. */
async function idleCpuPerSecond() {
  const per: number[] = [];
  for (let i = 0; i < SECONDS; i++) {
    const c = cpuMs();
    const t = performance.now();
    await Bun.sleep(1000);
    per.push(((cpuMs() - c) * 1000) / (performance.now() - t));
  }
  return median(per);
}

let owners = 0;
async function keysOf(n: number) {
  const u = await signedInUser(app, { email: `owner${++owners}@example.com`, isPremium: true });
  const keys: string[] = [];
  for (let i = 0; i < n; i++) keys.push((await call(app, "POST", "/api/integrations/keys", { cookie: u.cookie, body: { name: `k${i}` } })).json.key);
  return keys;
}

async function run(label: string, keys: string[]) {
  const clients: StreamClient[] = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => openStreamClient(base, keys[i % keys.length]!)));
  await Bun.sleep(1500); // past the opening turns
  const cpu = await idleCpuPerSecond();

  const ids: number[] = [];
  for (let i = 0; i < BURST; i++) {
    ids.push((await makeAlert(app, { content: `Burst ${label} ${i}` })).alertId!);
    if (i % 10 === 9) await new Promise((r) => setImmediate(r));
  }
  const wrote = performance.now();
  await Promise.all(clients.map((c) => c.reached(ids.at(-1)!)));
  const allIn = performance.now() - wrote;
  const whole = clients.filter((c) => c.ids.length === ids.length && c.ids.every((id, i) => id === ids[i])).length;
  const gaps = clients.reduce((n, c) => n + ids.filter((id) => !c.ids.includes(id)).length, 0);
  const repeats = clients.reduce((n, c) => n + c.ids.length - new Set(c.ids).size, 0);
  for (const c of clients) c.close();
  console.log(
    `${label}: ${CLIENTS} clients on ${keys.length} keys: idle CPU ${cpu.toFixed(1)} ms/s (median of ${SECONDS} s); burst of ${BURST} alerts: ${whole}/${CLIENTS} clients got every id in order, ${gaps} missing, ${repeats} repeated; last client had the last id ${allIn.toFixed(0)} ms after the last write`,
  );
}

await Bun.sleep(500);
console.log(`no stream open: idle CPU ${(await idleCpuPerSecond()).toFixed(1)} ms/s (median of ${SECONDS} s)`);
const perKey = 50;
await run(`${perKey} clients a key`, await keysOf(Math.ceil(CLIENTS / perKey)));
await Bun.sleep(500);
const spread: string[] = [];
for (let i = 0; i < Math.ceil(CLIENTS / 5); i++) spread.push(...(await keysOf(5)));
await run("one client a key", spread);
await server.stop(true);
await app.close();
