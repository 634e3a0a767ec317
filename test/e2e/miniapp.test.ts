import { describe, expect, test } from "bun:test";
import type { BrowserContext } from "playwright-core";
import { UNTIL_MS, waitUntil } from "../fakes/http.ts";
import { startPostSources } from "../fakes/post-sources.ts";
import { startFakeStripe } from "../fakes/stripe.ts";
import { startTelegramFake } from "../fakes/telegram.ts";
import { STRIPE_TEST_ENV } from "../helpers/billing.ts";
import { startBinary, type Binary } from "../helpers/binary.ts";
import { E2E_MS, newPage, screenshot, shareBrowserAndBinary } from "../helpers/browser.ts";
import { launchHash, signInitData } from "../helpers/miniapp.ts";
import { lastReply } from "../helpers/telegram.ts";

/*
 * The Telegram Mini App in Chromium against the built binary and the Bot API fake, opened as
 * Telegram opens it: /tg with launch parameters in the URL hash, signed with the fake bot's
 * token. A stand-in for Telegram's native bridge (window.TelegramWebviewProxy) records the
 * events the page posts. Run `bun build.ts` first.
 */
const T = E2E_MS;
const DARK = {
  bg_color: "#17212b",
  text_color: "#f5f5f5",
  hint_color: "#708499",
  button_color: "#5288c1",
  button_text_color: "#ffffff",
  secondary_bg_color: "#232e3c",
};

let bin: Binary;
const sources = startPostSources();
const tg = startTelegramFake();
const stripe = startFakeStripe({ webhookSecret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET_TEST, priceId: STRIPE_TEST_ENV.STRIPE_PRICE_ID_TEST });
const contexts: BrowserContext[] = [];

async function openMiniApp(initData: string) {
  const { page, errors, context } = await newPage(browser(), 390, 844);
  contexts.push(context);
  await context.addInitScript(() => {
    const w = window as any;
    w.__tgEvents = [];
    w.TelegramWebviewProxy = { postEvent: (type: string, data: string) => w.__tgEvents.push({ type, data: JSON.parse(data) }) };
  });
  await page.goto(`${bin.url}/tg${launchHash(initData, DARK)}`);
  const events = () => page.evaluate(() => (window as any).__tgEvents as { type: string; data: any }[]);
  return { page, errors, events };
}

/** The first event of a type the page posted to Telegram, once it has. */
const posted = (events: () => Promise<{ type: string; data: any }[]>, type: string) =>
  waitUntil(async () => (await events()).find((x) => x.type === type), UNTIL_MS, `the page posted no ${type}`);

/** The binary against the fakes: at the start, and again if a timed-out test took it down. */
async function start() {
  bin = await startBinary({
    ...sources.env,
    ...STRIPE_TEST_ENV,
    STRIPE_API_BASE: stripe.url,
    SOURCES: "truthsocial",
    TELEGRAM_BOT_TOKEN: tg.token,
    TELEGRAM_API_ROOT: tg.url,
  });
  stripe.state.webhookUrl = `${bin.url}/api/stripe/webhook`;
}

const browser = shareBrowserAndBinary({
  start,
  binary: () => bin,
  contexts,
  stop: async () => {
    await sources.stop();
    await stripe.settled();
    await stripe.stop();
    await tg.stop();
  },
});

describe("Mini App at /tg", () => {
  test(
    "signed launch parameters sign in; alerts, impact filter, analysis, back button; saved settings are what /alerts shows",
    async () => {
      const user = { id: 9300, first_name: "Mia", username: "mia" };
      tg.text(user, "/start");
      await tg.until(() => tg.sent("sendMessage", user.id)[0], 30_000);

      const { page, errors, events } = await openMiniApp(signInitData(tg.token, { user }));
      await page.getByRole("heading", { name: "Latest alerts" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
      expect((await events()).map((e) => e.type)).toEqual(expect.arrayContaining(["web_app_ready", "web_app_expand"]));
      // The bundled sample's alerts, free user: the delay notice.
      await page.locator(".card.alert").first().waitFor();
      await page.getByTestId("delay-notice").waitFor();

      await page.getByRole("button", { name: "High", exact: true }).click();
      await page.waitForFunction(() => document.querySelector(".segmented [aria-pressed=true]")?.textContent === "High");
      await page.locator(".card.alert").first().waitFor();
      const badges = await page.locator(".card.alert .badge").allTextContents();
      expect(badges.length).toBeGreaterThan(0);
      expect(new Set(badges)).toEqual(new Set(["High impact"]));
      await screenshot(page, "miniapp-alerts");

      await page.locator(".card.alert").first().click();
      // Free: the summary and the post; what premium holds is named, not sent.
      await page.getByTestId("locked").waitFor();
      expect(await page.getByTestId("locked").textContent()).toMatch(/^Premium has .+ for this post\. Upgrade to see them$/);
      expect(await page.getByRole("heading", { name: "Market analysis" }).count()).toBe(0);
      expect((await events()).filter((e) => e.type === "web_app_setup_back_button").at(-1)!.data).toEqual({ is_visible: true });
      await screenshot(page, "miniapp-analysis");
      // Telegram's back button: the native client calls receiveEvent.
      await page.evaluate(() => (window as any).Telegram.WebView.receiveEvent("back_button_pressed", {}));
      await page.getByRole("heading", { name: "Latest alerts" }).waitFor();
      expect((await events()).filter((e) => e.type === "web_app_setup_back_button").at(-1)!.data).toEqual({ is_visible: false });

      await page.getByRole("button", { name: "Settings" }).click();
      await page.getByText("Now: All alerts (High, Medium and Low), every topic.").waitFor();
      await page.getByLabel("High impact only").check();
      await page.getByLabel("Tariffs only").check();
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("✅ Saved. You'll get: High impact only, tariff posts only.").waitFor();
      await screenshot(page, "miniapp-settings");

      const before = tg.sent("sendMessage", user.id).length;
      tg.text(user, "/alerts");
      const reply = await lastReply(tg, user.id, before);
      expect(reply.text).toContain("Now: High impact only, tariff posts only.");

      await page.getByRole("button", { name: "Plan" }).click();
      await page.getByText("You're on the Free plan", { exact: false }).waitFor();
      await page.getByRole("button", { name: "Account" }).click();
      await page.getByText("No web account is linked.", { exact: false }).waitFor();
      await screenshot(page, "miniapp-account");
      expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    },
    T,
  );

  test(
    "a Telegram-only subscriber pays with Stars in the app, sees the renewal date, is refused a second payment, and cancels",
    async () => {
      const user = { id: 9310, first_name: "Pat", username: "pat" };
      tg.text(user, "/start");
      await tg.until(() => tg.sent("sendMessage", user.id)[0], 30_000);
      // Two Mini App windows on the plan screen, both Free: one pays, the other goes stale.
      const a = await openMiniApp(signInitData(tg.token, { user }));
      const b = await openMiniApp(signInitData(tg.token, { user }));
      for (const { page } of [a, b]) {
        await page.getByRole("button", { name: "Plan" }).click();
        await page.getByText("You're on the Free plan", { exact: false }).waitFor();
      }

      await a.page.getByRole("button", { name: "Pay with Telegram Stars" }).click();
      const opened = await posted(a.events, "web_app_open_invoice");
      const made = tg.sent("createInvoiceLink").at(-1)!;
      expect(made.params).toMatchObject({ currency: "XTR", subscription_period: 2592000 });
      const link = `https://t.me/$${opened.data.slug}`;
      expect(tg.invoices.has(opened.data.slug)).toBe(true);

      // The subscriber pays in Telegram; the bot gets pre_checkout_query, then successful_payment.
      const paid = await tg.payInvoice(user, link);
      if (!("charge" in paid)) throw new Error(`the bot refused the payment: ${paid.refused}`);
      const renews = tg.starSubscriptions.get(paid.charge)!.expires * 1000;
      const date = await a.page.evaluate((t) => new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(t), renews);
      await a.page.evaluate(() => (window as any).Telegram.WebView.receiveEvent("invoice_closed", { slug: "x", status: "paid" }));
      await a.page.getByTestId("premium-plan").waitFor({ timeout: 20_000 });
      expect(await a.page.getByTestId("plan-period").textContent()).toBe(`Renews ${date} · paid with Telegram Stars`);
      // The session is the Mini App's own account, paired with the subscriber: premium there too.
      const me = await a.page.evaluate(() => fetch("/api/auth/user").then((r) => r.json()));
      expect(me.isPremium).toBe(true);
      await a.page.getByRole("button", { name: "Alerts" }).click();
      await a.page.locator(".card.alert").first().waitFor();
      expect(await a.page.getByTestId("delay-notice").count()).toBe(0);
      await screenshot(a.page, "miniapp-alerts-premium");
      // Premium: the analysis and each instrument with its direction.
      const [shown] = (await a.page.evaluate(() => fetch("/api/alerts/recent?limit=30").then((r) => r.json()))).alerts;
      await a.page.locator(".card.alert").first().click();
      await a.page.getByRole("heading", { name: "Market analysis" }).waitFor();
      const marks = { up: "▲", down: "▼", unclear: "◆" } as Record<string, string>;
      expect(shown.instruments.length).toBeGreaterThan(0);
      const items = await a.page.getByTestId("instruments").getByRole("listitem").allTextContents();
      expect(items.map((t) => t.split(" ").slice(0, 2).join(" "))).toEqual(shown.instruments.map((i: any) => `${marks[i.direction]} ${i.symbol}`));
      expect(await a.page.getByTestId("locked").count()).toBe(0);
      await a.page.evaluate(() => (window as any).Telegram.WebView.receiveEvent("back_button_pressed", {}));

      // The stale window still offers Stars: paying again is refused with the server's message.
      const invoices = tg.sent("createInvoiceLink").length;
      await b.page.getByRole("button", { name: "Pay with Telegram Stars" }).click();
      await b.page.getByText("You already have premium access.").waitFor();
      await b.page.getByTestId("premium-plan").waitFor();
      expect(tg.sent("createInvoiceLink").length).toBe(invoices);

      await b.page.getByRole("button", { name: "Cancel renewal" }).click();
      await b.page.getByText(`Renewal cancelled. Premium stays until ${date}.`).waitFor();
      await b.page.getByText(`Ends ${date} · paid with Telegram Stars`).waitFor();
      expect(await b.page.getByRole("button", { name: "Cancel renewal" }).count()).toBe(0);
      await screenshot(b.page, "miniapp-plan-cancelled");
      const edit = tg.sent("editUserStarSubscription").at(-1)!;
      expect(edit.params).toMatchObject({ user_id: user.id, telegram_payment_charge_id: paid.charge, is_canceled: true });
      expect(tg.starSubscriptions.get(paid.charge)!.canceled).toBe(true);
      for (const { errors } of [a, b]) expect(errors.filter((e) => !e.includes("409"))).toEqual([]);
    },
    T,
  );

  test(
    "a Telegram-only subscriber pays by card from the app: Stripe collects the email, which becomes the account the app signs in as",
    async () => {
      const user = { id: 9320, first_name: "Cam" };
      tg.text(user, "/start");
      await tg.until(() => tg.sent("sendMessage", user.id)[0], 30_000);
      const { page, errors, events } = await openMiniApp(signInitData(tg.token, { user }));
      await page.getByRole("button", { name: "Plan" }).click();
      await page.getByRole("button", { name: "Pay by card" }).click();
      await page.getByText("The card checkout opened in your browser.", { exact: false }).waitFor();
      const { url } = (await posted(events, "web_app_open_link")).data as { url: string };
      expect(url).toStartWith(stripe.url);
      // Checked out as the subscriber, not with the Mini App account's unroutable address.
      const created = stripe.calls.filter((c) => c.path === "/v1/checkout/sessions" && c.method === "POST").at(-1)!;
      expect(new URLSearchParams(created.body).get("client_reference_id")).toBe("tg:9320");
      expect([...stripe.customers.values()].some((c) => String(c.email).endsWith("@telegram.invalid"))).toBe(false);

      const paid = await fetch(`${url}/pay`, { method: "POST", body: new URLSearchParams({ email: "cam@example.com" }), redirect: "manual" });
      expect(paid.status).toBe(303);
      await stripe.settled();
      // Back in the app: the plan is the card subscription of cam@example.com's account.
      await page.getByRole("button", { name: "Alerts" }).click();
      await page.getByRole("button", { name: "Plan" }).click();
      await page.getByTestId("premium-plan").waitFor();
      expect(await page.getByTestId("plan-period").textContent()).toEndWith(" · paid by card");
      await page.getByRole("button", { name: "Manage or cancel (opens the browser)" }).waitFor();
      await page.getByRole("button", { name: "Account" }).click();
      await page.getByText("Linked to your Squawk account cam@example.com.").waitFor();
      // Only the first call after the handover is refused (then the app signs in again).
      expect(errors.filter((e) => !e.includes("401"))).toEqual([]);
    },
    T,
  );

  test(
    "tampered or stale launch parameters are refused with a message",
    async () => {
      const good = signInitData(tg.token, { user: { id: 9301, first_name: "Tam" } });
      const tampered = await openMiniApp(good.replace("Tam", "Sam"));
      await tampered.page.getByText("Telegram's sign-in data is not valid. Please open Squawk from the bot again.").waitFor();
      const stale = await openMiniApp(signInitData(tg.token, { user: { id: 9301 }, authDate: Math.floor(Date.now() / 1000) - 2 * 3600 }));
      await stale.page.getByText("Telegram's sign-in data has expired. Please close Squawk and open it from the bot again.").waitFor();
      const none = await newPage(browser(), 390, 844);
      contexts.push(none.context);
      await none.page.goto(`${bin.url}/tg`);
      // Outside Telegram the page says what it is and links on: to the bot and to the website.
      await none.page.getByText("it opens inside Telegram", { exact: false }).waitFor();
      expect(await none.page.getByRole("link", { name: "Open the Squawk bot in Telegram" }).getAttribute("href")).toMatch(/^https:\/\/t\.me\/\w+$/);
      expect(await none.page.getByRole("link", { name: "Go to the Squawk website" }).count()).toBe(1);
    },
    T,
  );
});
