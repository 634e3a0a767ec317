import { describe, expect, test } from "bun:test";
import type { BrowserContext, Page } from "playwright-core";
import { type Binary, registerAccount, startBinary } from "../helpers/binary.ts";
import { E2E_MS, newPage, screenshot, shareBrowserAndBinary, signIn } from "../helpers/browser.ts";

/*
 * A newcomer's first hour in Chromium against the built binary (run `bun build.ts` first), as
 * issue 37 found it: a fresh install with the Telegram bot off and market data configured but
 * nothing measured yet (the provider's host is a closed port, so no move is ever read).
 */
const T = E2E_MS;
let bin: Binary | undefined;
const contexts: BrowserContext[] = [];
const browser = shareBrowserAndBinary({
  start: async () => (bin = await startBinary({ MARKET_DATA: "yahoo", MARKET_DATA_BASE_URL: "http://127.0.0.1:9" })),
  binary: () => bin,
  contexts,
});

async function open(path: string, width = 1280, cookie?: string) {
  const { page, errors, context } = await newPage(browser(), width, 800);
  contexts.push(context);
  page.setDefaultTimeout(30_000);
  if (cookie) await signIn(context, bin!.url, cookie);
  await page.goto(bin!.url + path);
  await page.locator("h1").first().waitFor();
  return { page, errors };
}

/** Waits until the section's top sits just under the sticky header after a smooth scroll. */
const scrolledTo = (page: Page, id: string) =>
  page.waitForFunction(
    (sel) => {
      const top = document.getElementById(sel)?.getBoundingClientRect().top ?? 9999;
      return top >= 0 && top <= 100 && window.scrollY > 0;
    },
    id,
    { timeout: 20_000, polling: 100 },
  );

describe("the dashboard with the Telegram bot off", () => {
  test(
    "'Getting started' offers only what the page has, and says what the operator does to turn Telegram on",
    async () => {
      const cookie = await registerAccount(bin!.url, "first-hour@example.com");
      const { page, errors } = await open("/dashboard", 1280, cookie);
      await page.getByTestId("telegram-off").waitFor();
      const steps = page.getByTestId("first-run");
      await steps.waitFor();
      // The card has no Connect button, so no step may ask for one, nor for the bot's /alerts.
      expect(await page.getByTestId("telegram-connect").count()).toBe(0);
      const text = (await steps.textContent()) ?? "";
      expect(text).not.toContain("press Connect");
      expect(text).not.toContain("/alerts");
      expect(text).toContain("TELEGRAM_BOT_TOKEN");
      // Nor is a group sold that there is none of.
      expect(await page.getByTestId("premium-group-card").textContent()).not.toContain("exclusive group");
      await screenshot(page, "first-hour-dashboard-bot-off");
      expect(errors).toEqual([]);
    },
    T,
  );
});

describe("the landing", () => {
  test(
    "the sample cards call the summary Summary, the hero sample has its date, and the track-record link waits for a record",
    async () => {
      const { page, errors } = await newPage(browser(), 1280, 800);
      contexts.push(page.context());
      page.setDefaultTimeout(30_000);
      // Settled either way, so that a landing that never asks fails here and not in a later test.
      const record = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/track-record").catch(() => null);
      await page.goto(bin!.url);
      const samples = page.locator("#sample-alerts");
      await samples.locator("li").first().waitFor();
      expect(await samples.getByText("Market analysis", { exact: true }).count()).toBe(0);
      expect(await samples.getByText("Summary", { exact: true }).count()).toBe(3);
      expect(await samples.textContent()).not.toContain("reasoning behind each rating");

      // "Jun 8, 2026, 6:34 AM ET", not "6:34 AM ET" (which reads as today's).
      const when = await page.locator("figure time").textContent();
      expect(when).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M ET$/);

      // Nothing measured yet: the landing does not send anyone to an empty page.
      expect((await record)?.ok()).toBe(true);
      expect(await page.getByRole("link", { name: "See the track record" }).count()).toBe(0);
      expect(errors).toEqual([]);
    },
    T,
  );

  test(
    "About Us leads to an About section; the header and the phone menu link to the track record",
    async () => {
      const { page, errors } = await open("/");
      await page.locator("footer").getByRole("link", { name: "About Us" }).click();
      await scrolledTo(page, "about");
      expect(new URL(page.url()).hash).toBe("#about");
      expect(await page.locator("section#about").textContent()).toContain("not affiliated with Truth Social");

      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Track Record" }).click();
      await page.waitForURL(`${bin!.url}/track-record`);

      // The narrowest width with the header's links (md): the added link still fits.
      const tablet = await open("/", 768);
      await tablet.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Track Record" }).waitFor();
      expect(await tablet.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      const header = await tablet.page
        .getByRole("banner")
        .locator(":scope > div")
        .evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(header).toBe(0);
      await screenshot(tablet.page, "first-hour-header-768");

      const phone = await open("/", 375);
      await phone.page.getByRole("button", { name: "Open menu" }).click();
      const menu = phone.page.getByRole("dialog", { name: "Menu" });
      await menu.getByRole("link", { name: "Track Record" }).click();
      await menu.waitFor({ state: "detached" });
      await phone.page.waitForURL(`${bin!.url}/track-record`);
      expect(errors).toEqual([]);
      expect(phone.errors).toEqual([]);
    },
    T,
  );
});

describe("the track record on a fresh install", () => {
  test(
    "says what fills it and when",
    async () => {
      const { page, errors } = await open("/track-record");
      const empty = page.getByTestId("no-moves-yet");
      await empty.waitFor();
      const text = (await empty.textContent()) ?? "";
      expect(text).toContain("Each new alert appears here a day after it went out");
      expect(text).toContain("squawk reactions --since");
      expect(errors).toEqual([]);
    },
    T,
  );
});

describe("Join the Telegram Bot, signed out", () => {
  test(
    "a new visitor gets Register, titled for what it does, with the password rule up front; one who has signed in here before gets Login",
    async () => {
      const { page, errors } = await open("/");
      const dialog = page.getByRole("dialog");
      await page.getByRole("button", { name: "Join the Telegram Bot" }).click();
      await page.locator('[role="region"][aria-label^="Notifications"] li').getByText("Sign in required", { exact: true }).waitFor();
      await dialog.getByRole("tab", { name: "Register" }).waitFor();
      await expect(dialog.getByRole("tab", { name: "Register" }).getAttribute("aria-selected")).resolves.toBe("true");
      expect(await dialog.getByRole("heading").first().textContent()).toBe("Create your Squawk account");
      const form = dialog.getByRole("form", { name: "Register" });
      // Before any attempt: the rule is there, and tied to the field.
      expect(await form.getByText("At least 6 characters.").isVisible()).toBe(true);
      expect(await form.getByLabel("Password").getAttribute("aria-describedby")).toBeTruthy();
      await dialog.screenshot({ path: "test-results/first-hour-register.png" });

      // Registering makes this browser a returning one.
      await form.getByLabel("Email").fill("joiner@example.com");
      await form.getByLabel("Password").fill("correct-horse");
      await form.getByRole("button", { name: "Create Account" }).click();
      await page.waitForURL(`${bin!.url}/dashboard`);
      await page.getByRole("button", { name: "Account menu" }).click();
      await page.getByRole("button", { name: "Logout" }).click();
      await page.waitForURL(`${bin!.url}/`);
      await page.getByRole("banner").getByRole("button", { name: "Sign In" }).waitFor();

      await page.getByRole("button", { name: "Join the Telegram Bot" }).click();
      await dialog.getByRole("tab", { name: "Login" }).waitFor();
      await expect(dialog.getByRole("tab", { name: "Login" }).getAttribute("aria-selected")).resolves.toBe("true");
      expect(await dialog.getByRole("heading").first().textContent()).toBe("Sign in to Squawk");
      expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    },
    T,
  );
});
