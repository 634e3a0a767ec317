import { eq } from "drizzle-orm";
import { afterAll, expect, test } from "bun:test";
import { deliveries } from "../db/schema/delivery.ts";
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { users } from "../db/schema/core.ts";
import { webhookEndpoints } from "../db/schema/integrations.ts";
import { startWebhookReceiver } from "../../test/fakes/webhook-receiver.ts";
import { testApp } from "../../test/helpers/app.ts";
import { makeAlert } from "../../test/helpers/alerts.ts";
import { grantPremium } from "../../test/helpers/premium.ts";

/**
 * SIGKILL the sending process at random moments of a webhook fan-out, start it again, and
 * count what the receivers got: nothing lost; repeats carry the same event id.
 */
const KILLS = 4;
const ENDPOINTS = 30;
const ALERTS = 3;

// Receivers answer after 30 ms, so a kill usually lands with requests in flight.
const rx = startWebhookReceiver(() => new Promise<Response>((r) => setTimeout(() => r(new Response("ok")), 30)) as never);
let child: ReturnType<typeof Bun.spawn> | null = null;
afterAll(async () => {
  child?.kill("SIGKILL");
  await rx.stop();
});

test(`SIGKILL ${KILLS} times mid-delivery loses no webhook event`, async () => {
  const app = testApp({ LOG_LEVEL: "error" });
  for (let i = 0; i < ENDPOINTS; i += 3) {
    const owner = app.db
      .insert(users)
      .values({ email: `o${i}@example.com` })
      .returning()
      .get();
    await grantPremium(app, owner.id);
    for (let j = i; j < i + 3; j++)
      app.db
        .insert(webhookEndpoints)
        .values({ userId: owner.id, url: `${rx.url}/hook/${j}`, secret: "whsec_x" })
        .run();
  }
  for (let k = 0; k < ALERTS; k++) await makeAlert(app);
  const expected = new Set(
    app.db
      .select({ id: deliveries.eventId })
      .from(deliveries)
      .where(eq(deliveries.channel, "webhooks"))
      .all()
      .map((r) => r.id!),
  );
  expect(expected.size).toBe(ENDPOINTS * ALERTS);
  const dataDir = app.config.dataDir;
  await app.stop();

  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "error" };
  const spawn = () =>
    (child = Bun.spawn(["bun", join(import.meta.dir, "../../test/helpers/webhook-sender-child.ts")], { env, stdout: "ignore", stderr: "inherit" }));
  for (let k = 0; k < KILLS; k++) {
    const running = spawn();
    const before = rx.arrivals.length;
    await rx.until(() => rx.arrivals.length > before, 10_000);
    await Bun.sleep(Math.random() * 60);
    running.kill("SIGKILL");
    await running.exited;
  }
  const db = new Database(join(dataDir, "squawk.db"), { readonly: true });
  const open = () => (db.query("select count(*) as n from deliveries where channel = 'webhooks' and status in ('pending','sending')").get() as { n: number }).n;
  const last = spawn();
  await rx.until(() => open() === 0, 30_000);
  last.kill("SIGKILL");
  await last.exited;
  db.close();

  const got = rx.arrivals.map((a) => a.rec.headers.get("webhook-id")!);
  const unique = new Set(got);
  const lost = [...expected].filter((e) => !unique.has(e)).length;
  process.stdout.write(`webhook crash safety: ${KILLS} SIGKILLs over ${expected.size} events: lost ${lost}, repeated ${got.length - unique.size}\n`);
  expect(lost).toBe(0);
  expect([...unique].every((e) => expected.has(e))).toBe(true);
}, 90_000);
