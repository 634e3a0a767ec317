/**
 * Webhooks through the real pipeline (`rules` analyzer) to real receivers on loopback.
 *
 *   bun bench/webhooks.ts [--endpoints 100] [--samples 30] [--kills 5]
 *
 * 1. Latency: one alert at a time, detection (the post handed to ingest) → each receiver's
 *    arrival, p50/p99 over samples × endpoints; once with every endpoint on its own host, once
 *    with all of them on one host (where the 4-per-host cap queues them). Targets p50 ≤ 50 ms,
 *    p99 ≤ 200 ms.
 * 2. Crash safety: alerts × endpoints owed, receivers answering in ~20 ms, the sender process
 *    SIGKILLed at random moments and restarted; then events lost (target 0) and repeated
 *    (receivers drop them by event id).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { users } from "../src/db/schema/core.ts";
import { webhookDeliveries, webhookEndpoints } from "../src/db/schema/integrations.ts";
import { createLogger } from "../src/log.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../test/fakes/webhook-receiver.ts";
import { CLOSED_SOURCES } from "../test/helpers/binary.ts";

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const ENDPOINTS = arg("endpoints", 100);
const SAMPLES = arg("samples", 30);
const KILLS = arg("kills", 5);
const out = (s: string) => process.stdout.write(s + "\n");
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

function newApp() {
  const dataDir = mkdtempSync(join(tmpdir(), "squawk-webhooks-bench-"));
  const config = loadConfig({ DATA_DIR: dataDir, ANALYZER: "rules", ...CLOSED_SOURCES });
  return createApp(config, { log: createLogger("error") });
}

/** Premium owners (3 endpoints each, the most allowed) with endpoints at the given URLs. */
function addEndpoints(app: ReturnType<typeof newApp>, urls: string[]) {
  for (let i = 0; i < urls.length; i += 3) {
    const owner = app.db.insert(users).values({ email: `owner${i}-${crypto.randomUUID().slice(0, 6)}@example.com`, isPremium: true }).returning().get();
    for (const url of urls.slice(i, i + 3)) app.db.insert(webhookEndpoints).values({ userId: owner.id, url, secret: "whsec_bench" }).run();
  }
}

let seq = 0;
const TEXT = "I am hereby imposing a 50% Tariff on all Steel and Aluminum imports from China, effective immediately!";
async function detect(app: ReturnType<typeof newApp>) {
  const id = String(115_700_000_000_000_000n + BigInt(++seq) * 65_536n);
  const t0 = Date.now();
  const fresh = app.ingest.storePage({
    source: "replay",
    account: "realDonaldTrump",
    page: { posts: [{ id, createdAt: Date.now(), content: `${TEXT} (${seq})`, url: null, media: [], isRepost: false }], cursor: null },
    isOld: () => false,
  });
  const [alert] = await app.ingest.analyzePage(fresh);
  if (!alert) throw new Error("the bench post made no alert");
  return { t0, alertId: alert.id };
}

async function latency(label: string, receivers: WebhookReceiver[], urls: string[]) {
  const app = newApp();
  addEndpoints(app, urls);
  app.integrations.start();
  const lat: number[] = [];
  const total = () => receivers.reduce((n, r) => n + r.arrivals.length, 0);
  for (let s = 0; s < SAMPLES; s++) {
    const before = total();
    const { t0, alertId } = await detect(app);
    const committed = Date.now() - t0;
    await receivers[0]!.until(() => total() - before >= urls.length, 10_000);
    const mine: number[] = [];
    for (const r of receivers) for (const a of r.arrivals.slice(-urls.length)) if (JSON.parse(a.rec.body).data.id === alertId) mine.push(a.at - t0);
    lat.push(...mine);
    if (process.env.DEBUG_BENCH) out(`  sample ${s}: alert committed ${committed} ms, first ${Math.min(...mine)} ms, last ${Math.max(...mine)} ms`);
    await Bun.sleep(20);
  }
  await app.stop();
  out(`${label}: ${urls.length} endpoints × ${SAMPLES} alerts: detection → receiver p50 ${pct(lat, 50)} ms, p99 ${pct(lat, 99)} ms, max ${Math.max(...lat)} ms (${lat.length} deliveries)`);
}

// 1a. Every endpoint its own receiver (host:port).
const many = Array.from({ length: ENDPOINTS }, () => startWebhookReceiver());
await latency("one host per endpoint", many, many.map((r) => `${r.url}/hook`));
for (const r of many) await r.stop();
// 1b. All endpoints on one receiver: the per-host cap of 4 queues them.
const one = startWebhookReceiver();
await latency("all on one host", [one], Array.from({ length: ENDPOINTS }, (_, i) => `${one.url}/hook/${i}`));
await one.stop();

// 2. SIGKILL mid-delivery.
const ALERTS = 5;
const slow = Array.from({ length: ENDPOINTS }, () => startWebhookReceiver(() => new Promise<Response>((r) => setTimeout(() => r(new Response("ok")), 20)) as never));
const app = newApp();
addEndpoints(app, slow.map((r) => `${r.url}/hook`));
for (let i = 0; i < ALERTS; i++) await detect(app);
const expected = new Set(app.db.select({ e: webhookDeliveries.eventId }).from(webhookDeliveries).all().map((r) => r.e));
const dataDir = app.config.dataDir;
await app.stop();

const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "error", ...CLOSED_SOURCES };
const child = () => Bun.spawn(["bun", resolve(import.meta.dir, "../test/helpers/webhook-sender-child.ts")], { env, stdout: "ignore", stderr: "inherit" });
const received = () => slow.flatMap((r) => r.arrivals.map((a) => a.rec.headers.get("x-squawk-event-id")!));
for (let k = 0; k < KILLS; k++) {
  const p = child();
  const before = received().length;
  await slow[0]!.until(() => received().length > before, 15_000);
  await Bun.sleep(Math.random() * 150);
  p.kill("SIGKILL");
  await p.exited;
}
const last = child();
await slow[0]!.until(() => expected.size > 0 && [...expected].every((e) => received().includes(e)), 60_000).catch(() => {});
last.kill("SIGKILL");
await last.exited;
const got = received();
const unique = new Set(got);
const lost = [...expected].filter((e) => !unique.has(e)).length;
out(`SIGKILL ×${KILLS} during ${expected.size} deliveries (${ALERTS} alerts × ${ENDPOINTS} endpoints): lost ${lost}, repeated ${got.length - unique.size} (dropped by receivers on X-Squawk-Event-Id)`);
for (const r of slow) await r.stop();
process.exit(0);
