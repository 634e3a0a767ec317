/**
 * Webhooks through the real pipeline (`rules` analyzer) to real receivers on loopback, which
 * run in their own process (bench/webhook-receivers.ts).
 *
 *   bun bench/webhooks.ts [--endpoints 100] [--samples 30] [--kills 5]
 *
 * 1. Latency: one alert at a time, detection (the post handed to ingest) → each receiver's
 *    arrival, p50/p99 over samples × endpoints (after one warm-up alert that opens the
 *    connections); once with every endpoint on its own host:port, once with all of them on
 *    one host (where the 4-per-host cap queues them). Targets: p50 ≤ 50 ms, p99 ≤ 200 ms.
 * 2. Crash safety: alerts × endpoints owed, receivers answering in ~20 ms, the sending
 *    process SIGKILLed at random moments and restarted; then events lost (target 0) and
 *    repeated (receivers drop those by webhook-id).
 */
import { eq } from "drizzle-orm";
import { mkdtempSync } from "node:fs";
import { deliveries } from "../src/db/schema/delivery.ts";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { users } from "../src/db/schema/core.ts";
import { webhookEndpoints } from "../src/db/schema/integrations.ts";
import { createLogger } from "../src/log.ts";
import { CLOSED_SOURCES } from "../test/helpers/binary.ts";
import { grantPremium } from "../test/helpers/premium.ts";

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const ENDPOINTS = arg("endpoints", 100);
const SAMPLES = arg("samples", 30);
const KILLS = arg("kills", 5);
const out = (s: string) => process.stdout.write(`${s}\n`);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

interface Arrival {
  port: number;
  eventId: string;
  alertId: number;
  at: number;
}

/** Starts the receivers' process; resolves with their ports and the arrivals seen so far. */
async function receivers(servers: number, delayMs = 0) {
  const proc = Bun.spawn(["bun", resolve(import.meta.dir, "webhook-receivers.ts"), String(servers), String(delayMs)], { stdout: "pipe", stderr: "inherit" });
  const arrivals: Arrival[] = [];
  const reader = proc.stdout.getReader();
  const decoder = new TextDecoder();
  let buf = "";
  const ports = await new Promise<number[]>((ok) => {
    (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buf += decoder.decode(value);
        let nl: number;
        while ((nl = buf.indexOf("\n")) >= 0) {
          const line = buf.slice(0, nl);
          buf = buf.slice(nl + 1);
          if (line.startsWith("{")) ok(JSON.parse(line).ports);
          else {
            const [port, eventId, alertId, at] = line.split(" ");
            arrivals.push({ port: Number(port), eventId: eventId!, alertId: Number(alertId), at: Number(at) });
          }
        }
      }
    })();
  });
  return { ports, arrivals, stop: () => proc.kill() };
}

async function until(pred: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error("timed out");
    await Bun.sleep(2);
  }
}

function newApp() {
  const dataDir = mkdtempSync(join(tmpdir(), "squawk-webhooks-bench-"));
  const config = loadConfig({ DATA_DIR: dataDir, ANALYZER: "rules", ...CLOSED_SOURCES });
  return createApp(config, { log: createLogger("error") });
}

/** Premium owners (3 endpoints each, the most allowed) with endpoints at the given URLs. */
async function addEndpoints(app: ReturnType<typeof newApp>, urls: string[]) {
  for (let i = 0; i < urls.length; i += 3) {
    const owner = app.db
      .insert(users)
      .values({ email: `owner${i}-${crypto.randomUUID().slice(0, 6)}@example.com` })
      .returning()
      .get();
    await grantPremium(app, owner.id);
    for (const url of urls.slice(i, i + 3)) app.db.insert(webhookEndpoints).values({ userId: owner.id, url, secret: "whsec_bench" }).run();
  }
}

let seq = 0;
const TEXT = "I am hereby imposing a 50% Tariff on all Steel and Aluminum imports from China, effective immediately!";
/** A post as a source delivers it: stored, analysed by rules, its alert (and deliveries) written. */
async function detect(app: ReturnType<typeof newApp>) {
  const id = String(115_700_000_000_000_000n + BigInt(++seq) * 65_536n);
  const t0 = Date.now();
  const fresh = await app.ingest.storePage({
    source: "replay",
    account: "realDonaldTrump",
    page: { posts: [{ id, createdAt: Date.now(), content: `${TEXT} (${seq})`, url: null, media: [], isRepost: false }], cursor: null },
    isOld: () => false,
  });
  const [alert] = await app.ingest.analyzePage(fresh);
  if (!alert) throw new Error("the bench post made no alert");
  return { t0, alertId: alert.id };
}

async function latency(label: string, servers: number) {
  const rx = await receivers(servers);
  const app = newApp();
  await addEndpoints(
    app,
    Array.from({ length: ENDPOINTS }, (_, i) => `http://127.0.0.1:${rx.ports[i % servers]}/hook/${i}`),
  );
  app.jobs.startWorkers();
  const lat: number[] = [];
  const committed: number[] = [];
  for (let s = -1; s < SAMPLES; s++) {
    const { t0, alertId } = await detect(app);
    if (s >= 0) committed.push(Date.now() - t0);
    await until(() => rx.arrivals.filter((a) => a.alertId === alertId).length >= ENDPOINTS, 10_000);
    if (s >= 0) lat.push(...rx.arrivals.filter((a) => a.alertId === alertId).map((a) => a.at - t0));
    await Bun.sleep(20);
  }
  await app.stop();
  rx.stop();
  out(
    `${label}: ${ENDPOINTS} endpoints × ${SAMPLES} alerts: detection → receiver p50 ${pct(lat, 50)} ms, p99 ${pct(lat, 99)} ms, max ${Math.max(...lat)} ms (${lat.length} deliveries); the alert itself committed at p50 ${pct(committed, 50)} ms, p99 ${pct(committed, 99)} ms`,
  );
}

await latency("one host:port per endpoint", ENDPOINTS);
await latency("all on one host:port", 1);

// 2. SIGKILL mid-delivery.
const ALERTS = 5;
const rx = await receivers(ENDPOINTS, 20);
const app = newApp();
await addEndpoints(
  app,
  rx.ports.map((p) => `http://127.0.0.1:${p}/hook`),
);
for (let i = 0; i < ALERTS; i++) await detect(app);
const expected = new Set(
  app.db
    .select({ e: deliveries.eventId })
    .from(deliveries)
    .where(eq(deliveries.channel, "webhooks"))
    .all()
    .map((r) => r.e!),
);
const dataDir = app.config.dataDir;
await app.stop();

const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "error", ...CLOSED_SOURCES };
const child = () => Bun.spawn(["bun", resolve(import.meta.dir, "../test/helpers/webhook-sender-child.ts")], { env, stdout: "ignore", stderr: "inherit" });
for (let k = 0; k < KILLS; k++) {
  const p = child();
  const before = rx.arrivals.length;
  await until(() => rx.arrivals.length > before, 15_000);
  await Bun.sleep(Math.random() * 150);
  p.kill("SIGKILL");
  await p.exited;
}
const last = child();
const seen = () => new Set(rx.arrivals.map((a) => a.eventId));
await until(() => [...expected].every((e) => seen().has(e)), 60_000).catch(() => {});
last.kill("SIGKILL");
await last.exited;
const unique = seen();
const lost = [...expected].filter((e) => !unique.has(e)).length;
out(
  `SIGKILL ×${KILLS} during ${expected.size} deliveries (${ALERTS} alerts × ${ENDPOINTS} endpoints): lost ${lost}, repeated ${rx.arrivals.length - unique.size} (receivers drop repeats by webhook-id)`,
);
rx.stop();
process.exit(0);
