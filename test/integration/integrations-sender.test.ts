import { afterAll, beforeAll, expect, test } from "bun:test";
import { deliveries } from "../../src/db/schema/delivery.ts";
import { eq } from "drizzle-orm";
import { webhookAttempts, webhookEndpoints } from "../../src/db/schema/integrations.ts";
import { users } from "../../src/db/schema/core.ts";
import { serve } from "../../src/server.ts";
import { startWebhookReceiver } from "../fakes/webhook-receiver.ts";
import { testApp } from "../helpers/app.ts";
import { makeAlert } from "../helpers/alerts.ts";
import { grantPremium } from "../helpers/premium.ts";

/** The webhook sender's pacing and failure rules, against real receivers on loopback. */
const app = testApp();
let open = 0;
let maxOpen = 0;
const rx = startWebhookReceiver((rec, n) => {
  if (rec.path.startsWith("/slow")) {
    open++;
    maxOpen = Math.max(maxOpen, open);
    return new Promise<Response>((r) => setTimeout(() => (open--, r(new Response("ok"))), 150)) as never;
  }
  if (rec.path === "/hang") return new Promise<Response>((r) => setTimeout(() => r(new Response("late")), 7000)) as never;
  const tries = rx.arrivals.filter((a) => a.rec.path === rec.path).length;
  if (rec.path === "/busy") return tries === 1 ? new Response("slow down", { status: 429, headers: { "retry-after": "2" } }) : 200;
  if (rec.path === "/timeout-408") return tries === 1 ? 408 : 200;
  return n > 0 ? 200 : 500;
});
beforeAll(() => app.jobs.startWorkers());
afterAll(async () => {
  await app.close();
  await rx.stop();
});

/** Endpoints owned by premium users, three to a user (the most allowed). */
async function endpoints(paths: string[]) {
  const ids: number[] = [];
  for (let i = 0; i < paths.length; i += 3) {
    const owner = app.db
      .insert(users)
      .values({ email: `o${crypto.randomUUID().slice(0, 8)}@example.com` })
      .returning()
      .get();
    await grantPremium(app, owner.id);
    for (const p of paths.slice(i, i + 3))
      ids.push(
        app.db
          .insert(webhookEndpoints)
          .values({ userId: owner.id, url: `${rx.url}${p}`, secret: "whsec_x" })
          .returning()
          .get().id,
      );
  }
  return ids;
}
const clear = () => app.db.delete(webhookEndpoints).run();
const attemptsOf = (id: number) => app.db.select().from(webhookAttempts).where(eq(webhookAttempts.endpointId, id)).orderBy(webhookAttempts.id).all();

test("at most 4 requests at a time to one host, and they do run in parallel", async () => {
  await endpoints(Array.from({ length: 12 }, (_, i) => `/slow/${i}`));
  await makeAlert(app);
  await rx.until(() => rx.arrivals.filter((a) => a.rec.path.startsWith("/slow")).length === 12);
  expect(maxOpen).toBe(4);
  clear();
});

test("429 waits at least its Retry-After; 408 is retried; both then succeed", async () => {
  const [busy, t408] = await endpoints(["/busy", "/timeout-408"]);
  await makeAlert(app);
  await rx.until(() => rx.arrivals.filter((a) => a.rec.path === "/busy").length === 2);
  await rx.until(() => rx.arrivals.filter((a) => a.rec.path === "/timeout-408").length === 2);
  // An attempt is recorded once its answer is read, a moment after the receiver saw it.
  await rx.until(() => attemptsOf(busy!).length === 2 && attemptsOf(t408!).length === 2);
  const b = attemptsOf(busy!);
  expect(b.map((a) => a.statusCode)).toEqual([429, 200]);
  // The wait is measured where it shows, between the receiver's two arrivals: an attempt's `at` is
  // written when its batch of outcomes is, a few ms after its answer was read (CI once saw 1999 ms).
  const [first, second] = rx.arrivals.filter((a) => a.rec.path === "/busy");
  expect(second!.at - first!.at).toBeGreaterThanOrEqual(2000);
  expect(attemptsOf(t408!).map((a) => a.statusCode)).toEqual([408, 200]);
  clear();
});

test("a receiver that does not answer within 5 s is an error to retry", async () => {
  const [hang] = await endpoints(["/hang"]);
  await makeAlert(app);
  await rx.until(() => attemptsOf(hang!).length === 1);
  const [a] = attemptsOf(hang!);
  expect(a!.error).toBe("timed out after 5 s");
  expect(a!.latencyMs).toBeGreaterThanOrEqual(4900);
  const d = app.db.select().from(deliveries).where(eq(deliveries.endpointId, hang!)).get()!;
  expect(d.status).toBe("pending");
  expect(d.dueAt).toBeGreaterThan(Date.now());
  clear();
}, 60_000);

test("the stream sends a heartbeat comment after 15 s of quiet and stays open", async () => {
  const server = serve(app, { port: 0, hostname: "127.0.0.1" });
  try {
    const owner = app.db.insert(users).values({ email: "streamer@example.com" }).returning().get();
    await grantPremium(app, owner.id);
    const { key } = await app.integrations.keys.create(owner.id, "k");
    const ctl = new AbortController();
    const res = await fetch(`http://127.0.0.1:${server.port}/api/v1/stream`, { headers: { authorization: `Bearer ${key}` }, signal: ctl.signal });
    const reader = res.body!.getReader();
    const t0 = Date.now();
    let text = "";
    while (!text.includes(": heartbeat")) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream closed after ${Date.now() - t0} ms: ${text}`);
      text += new TextDecoder().decode(value);
    }
    const waited = Date.now() - t0;
    expect(waited).toBeGreaterThanOrEqual(14_000);
    // The first heartbeat, not a later one (the bound is loose: a busy machine delays timers).
    expect(waited).toBeLessThan(30_000);
    // Still open past Bun's 10 s idle timeout: an alert now still arrives.
    const { alertId } = await makeAlert(app);
    while (!text.includes(`id: ${alertId}`)) text += new TextDecoder().decode((await reader.read()).value);
    ctl.abort();
  } finally {
    await server.stop(true);
  }
}, 60_000);
