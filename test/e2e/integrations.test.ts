import { afterAll, beforeAll, expect, test } from "bun:test";
import { Webhook } from "standardwebhooks";
import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";
import { BINARY, startBinary, registerPremiumAccount } from "../helpers/binary.ts";
import { E2E_MS, launchBrowser, newPage, screenshot, signIn } from "../helpers/browser.ts";
import { startPostSources } from "../fakes/post-sources.ts";
import { startWebhookReceiver } from "../fakes/webhook-receiver.ts";

/*
 * Issue 17's "done when", in Chromium against the built binary: a premium user creates a key
 * and a webhook on the dashboard, sends a test event, and a new post then reaches the webhook
 * signed and the API with the key. Run `bun build.ts` first.
 */

const T = E2E_MS;
const EMAIL = "integrator@example.com";
const TARIFF = "Effective immediately, all Steel imported from Canada will be Tariffed at 50%!";

let bin: Awaited<ReturnType<typeof startBinary>>;
let browser: Browser;
let cookie: string;
const fake = startPostSources();
const rx = startWebhookReceiver();

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error(`${BINARY} is missing: run \`bun build.ts\` first`);
  fake.add("Good morning!", { at: Date.now() - 3_600_000 });
  [bin, browser] = await Promise.all([startBinary({ ...fake.env, SOURCES: "truthsocial", POLL_INTERVAL_SECONDS: "1", DEV_SHORTCUTS: "1" }), launchBrowser()]);
  cookie = await registerPremiumAccount(bin.url, EMAIL);
  await fake.polled();
}, T);

afterAll(async () => {
  await browser?.close();
  await bin?.stop();
  await fake.stop();
  await rx.stop();
});

test(
  "a premium user creates a key and a webhook on the dashboard; a new alert arrives signed and through the API",
  async () => {
    const { page, errors, context } = await newPage(browser);
    await signIn(context, bin.url, cookie);
    await page.goto(`${bin.url}/dashboard`);
    const card = page.getByTestId("integrations-card");
    await card.waitFor();

    await card.getByLabel("Key name").fill("trading bot");
    await card.getByRole("button", { name: "Create key" }).click();
    const key = (await card.getByTestId("new-api-key").textContent())!;
    expect(key).toMatch(/^sq_test_/);
    await card.getByText("trading bot").waitFor();

    await card.getByLabel("Webhook URL").fill(`${rx.url}/hook`);
    await card.getByRole("button", { name: "Add webhook" }).click();
    const secret = (await card.getByTestId("new-webhook-secret").textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await card.getByRole("button", { name: "Send test event" }).click();
    const testEvent = await rx.until(() => rx.arrivals[0]);
    // The official Standard Webhooks library, unchanged: it throws on a bad signature.
    const verify = (a: typeof testEvent) => new Webhook(secret).verify(a.rec.body, Object.fromEntries(a.rec.headers)) !== undefined;
    expect(JSON.parse(testEvent.rec.body).type).toBe("test");
    expect(verify(testEvent)).toBe(true);
    await page.reload();
    await card.getByRole("table").getByText("200").waitFor();
    await screenshot(page, "dashboard-integrations");

    // A new post: the webhook gets it signed, and the API answers it to the key.
    fake.add(TARIFF);
    const alert = await rx.until(() => rx.arrivals.find((a) => JSON.parse(a.rec.body).type === "alert.created"), 30_000);
    expect(verify(alert)).toBe(true);
    const event = JSON.parse(alert.rec.body);
    expect(event.data.post.content).toBe(TARIFF);
    const api = await (await fetch(`${bin.url}/api/v1/alerts?limit=1`, { headers: { authorization: `Bearer ${key}` } })).json();
    expect(api.data[0].id).toBe(event.data.id);

    await card.getByRole("button", { name: "Revoke trading bot" }).click();
    await card.getByText("No API keys yet.").waitFor();
    expect((await fetch(`${bin.url}/api/v1/alerts`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
    expect(errors).toEqual([]);
  },
  T,
);
