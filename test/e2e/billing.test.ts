import { describe, expect, test } from "bun:test";
import type { BrowserContext, Page } from "playwright-core";
import { startFakeStripe } from "../fakes/stripe.ts";
import { startTelegramFake } from "../fakes/telegram.ts";
import { startBinary, type Binary } from "../helpers/binary.ts";
import { STRIPE_TEST_ENV } from "../helpers/billing.ts";
import { E2E_MS, newPage, screenshot, shareBrowserAndBinary } from "../helpers/browser.ts";

/*
 * Billing in Chromium against the built binary, a fake Stripe and a fake Telegram: sign up,
 * subscribe, pay on the fake's hosted page, land on the success view, end premium with an
 * invite; cancel on the hosted page; the portal; the payment loader's error path.
 * Run `bun build.ts` first.
 */
const T = E2E_MS;

let bin: Binary;
const contexts: BrowserContext[] = [];

/** A free loopback port, so APP_URL (used in Stripe's return URLs) is known before start. */
function freePort() {
  const s = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = s.port!;
  s.stop(true);
  return port;
}

/** The binary against the fakes: at the start, and again if a timed-out test took it down. */
async function start() {
  const port = freePort();
  bin = await startBinary({
    ...STRIPE_TEST_ENV,
    STRIPE_API_BASE: stripe.url,
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    TELEGRAM_BOT_TOKEN: "123456:TEST-token_abc",
    TELEGRAM_API_ROOT: telegram.url,
    TELEGRAM_PREMIUM_CHAT_ID: "-1001234567890",
    DEV_SHORTCUTS: "1",
  });
  stripe.state.webhookUrl = `${bin.url}/api/stripe/webhook`;
}

const stripe = startFakeStripe({ webhookSecret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET_TEST, priceId: STRIPE_TEST_ENV.STRIPE_PRICE_ID_TEST });
const telegram = startTelegramFake();

const browser = shareBrowserAndBinary({
  start,
  binary: () => bin,
  contexts,
  stop: async () => {
    await stripe.stop();
    await telegram.stop();
  },
});

let n = 0;
/** A new browser context signed up through the accounts API (the cookie lands in the context). */
async function signedUp() {
  const { page, errors, context } = await newPage(browser());
  contexts.push(context);
  // Stripe.js cannot load on this closed network; fail it at once instead of after a timeout.
  await context.route("https://js.stripe.com/**", (r) => r.abort());
  // The premium invite opens t.me in a new tab; answer it here instead of the internet.
  await context.route("https://t.me/**", (r) => r.fulfill({ status: 200, contentType: "text/html", body: "<title>Telegram invite</title>" }));
  const email = `payer${++n}-${Date.now()}@example.com`;
  const r = await context.request.post(`${bin.url}/api/auth/email/register`, { data: { email, password: "secret-pass" }, headers: { origin: bin.url } });
  expect(r.status()).toBe(200);
  return { page, errors, context, email };
}

const me = async (page: Page) => (await page.context().request.get(`${bin.url}/api/subscription/status`)).json();
/** Console errors other than the expected failed loads (401 probes, the blocked Stripe.js). */
const realErrors = (errors: string[]) => errors.filter((e) => !e.includes("Failed to load resource") && !e.includes("js.stripe.com"));

async function payOnHostedPage(page: Page) {
  await page.getByRole("button", { name: "Pay with Stripe" }).click();
  await page.waitForURL(`${stripe.url}/pay/**`);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
}

describe("subscribe page", () => {
  test(
    "anonymous visitors see both plans; paying asks them to sign in",
    async () => {
      const { page, errors, context } = await newPage(browser());
      contexts.push(context);
      await page.goto(`${bin.url}/subscribe`);
      await page.getByRole("heading", { name: "Upgrade to Premium" }).waitFor();
      await page.getByText("Stay on Free Plan").waitFor();
      for (const text of ["Free Tier", "Premium Tier", "RECOMMENDED", "$0", "$5", "Stay on Free Plan"]) {
        expect(await page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
      }
      expect(await page.getByRole("button", { name: "Back" }).isVisible()).toBe(true);
      // No testimonial unless the operator enters one (site.testimonials): nothing invented.
      expect(await page.locator("figure blockquote").count()).toBe(0);
      await page.getByRole("button", { name: "Pay with Stripe" }).click();
      await page.getByText("Please log in to subscribe to premium.", { exact: true }).waitFor();
      await page.getByRole("dialog").waitFor(); // the sign-in dialog opens
      await screenshot(page, "billing-anonymous");
      expect(realErrors(errors)).toEqual([]);
    },
    T,
  );

  test(
    "sign up, pay on the hosted page, success view, then the dashboard as premium with an invite",
    async () => {
      const { page, errors } = await signedUp();
      await page.goto(`${bin.url}/subscribe`);
      const popup = page.context().waitForEvent("page", { timeout: 30_000 });
      await payOnHostedPage(page);
      await page.waitForURL(/\/subscribe\?session_id=cs_test_/);
      await page.getByText("Subscription Successful!", { exact: true }).first().waitFor();
      expect(await page.getByText("We're redirecting you to the dashboard...").isVisible()).toBe(true);
      await screenshot(page, "billing-success");
      const invite = await popup;
      expect(invite.url()).toContain("https://t.me/");
      // The link opened is the one-time invite the Telegram fake made for this user.
      const made = telegram.calls.filter((c) => c.method === "createChatInviteLink").map((c) => c.result?.invite_link);
      expect(made).toContain(invite.url());
      await page.waitForURL(`${bin.url}/dashboard`, { timeout: 30_000 });
      expect((await me(page)).isPremium).toBe(true);
      expect(realErrors(errors)).toEqual([]);
    },
    T,
  );

  test(
    "with dev shortcuts: the 'Stripe Checkout' and 'Dev Mode' tabs, and the instant upgrade",
    async () => {
      const { page, errors } = await signedUp();
      const stripeCheckouts = stripe.calls.filter((c) => c.path.startsWith("/v1/checkout")).length;
      await page.goto(`${bin.url}/subscribe`);
      expect(await page.getByRole("tab", { name: "Stripe Checkout" }).getAttribute("aria-selected")).toBe("true");
      await page.getByRole("tab", { name: "Dev Mode" }).click();
      await page.getByRole("button", { name: "Dev: Instant Upgrade" }).click();
      await page.getByText("Subscription Successful!", { exact: true }).first().waitFor();
      await page.waitForURL(`${bin.url}/dashboard`, { timeout: 30_000 });
      expect((await me(page)).isPremium).toBe(true);
      expect(stripe.calls.filter((c) => c.path.startsWith("/v1/checkout")).length).toBe(stripeCheckouts);
      expect(realErrors(errors)).toEqual([]);
    },
    T,
  );

  test(
    "Cancel on the hosted page returns to the plans with 'Subscription Canceled'",
    async () => {
      const { page, errors } = await signedUp();
      await page.goto(`${bin.url}/subscribe`);
      await page.getByRole("button", { name: "Pay with Stripe" }).click();
      await page.waitForURL(`${stripe.url}/pay/**`);
      await page.getByRole("button", { name: "Cancel" }).click();
      await page.waitForURL(`${bin.url}/subscribe?canceled=true`);
      await page.getByText("Subscription Canceled").first().waitFor();
      expect(await page.getByRole("button", { name: "Pay with Stripe" }).isEnabled()).toBe(true);
      expect((await me(page)).isPremium).toBe(false);
      await screenshot(page, "billing-canceled");
      expect(realErrors(errors)).toEqual([]);
    },
    T,
  );

  test(
    "a premium user sees the plan and cancels in the portal; premium ends",
    async () => {
      const { page, errors } = await signedUp();
      await page.goto(`${bin.url}/subscribe`);
      await payOnHostedPage(page);
      await page.waitForURL(`${bin.url}/dashboard`, { timeout: 30_000 });
      await page.goto(`${bin.url}/subscribe`);
      await page.getByText("Your plan: Premium").waitFor();
      await screenshot(page, "billing-premium-plan");
      await page.getByRole("button", { name: "Manage subscription" }).click();
      await page.waitForURL(`${stripe.url}/portal/**`);
      await page.getByRole("button", { name: "Cancel subscription" }).click();
      await page.waitForURL(`${bin.url}/subscribe`);
      await stripe.settled();
      expect((await me(page)).isPremium).toBe(false);
      await page.reload();
      await page.getByRole("button", { name: "Pay with Stripe" }).waitFor();
      expect(realErrors(errors)).toEqual([]);
    },
    T,
  );

  test(
    "when the server cannot give the checkout URL and Stripe.js cannot load: the loader's error, back to the plans",
    async () => {
      const { page } = await signedUp();
      await page.goto(`${bin.url}/subscribe`);
      await page.getByRole("button", { name: "Pay with Stripe" }).waitFor();
      for (let i = 0; i < 3; i++) stripe.failNext("GET", /^\/v1\/checkout\/sessions\//, 500); // the SDK retries twice
      await page.getByRole("button", { name: "Pay with Stripe" }).click();
      await page.getByText("Failed to load payment processor. Please try again later.", { exact: true }).waitFor({ timeout: 30_000 });
      expect(await page.getByText("Checkout Error", { exact: true }).isVisible()).toBe(true);
      await page.getByRole("button", { name: "Pay with Stripe" }).waitFor();
      await screenshot(page, "billing-loader-error");
    },
    T,
  );
});

describe("without Stripe keys", () => {
  test(
    "the page says payments are not configured and the pay button is off",
    async () => {
      const bare = await startBinary();
      try {
        const { page, errors, context } = await newPage(browser());
        contexts.push(context);
        await page.goto(`${bare.url}/subscribe`);
        await page.getByText("Payments are not configured on this server yet.").waitFor();
        expect(await page.getByRole("button", { name: "Pay with Stripe" }).isDisabled()).toBe(true);
        expect(await page.getByText("Stay on Free Plan").isVisible()).toBe(true);
        expect(realErrors(errors)).toEqual([]);
      } finally {
        await bare.stop();
      }
    },
    T,
  );
});
