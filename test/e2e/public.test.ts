import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { BINARY, liveBinary, startBinary } from "../helpers/binary.ts";
import { E2E_MS, launchBrowser, liveBrowser, newPage, screenshot } from "../helpers/browser.ts";

/*
 * The public pages (landing, FAQ, 404) in Chromium against the built binary. scripts/test.sh
 * runs `bun build.ts` first; run it yourself before `bun test ./test/e2e`.
 */

// A guard against a hang, not a speed target: the route walk alone took over 30 s on the
// shared 2-core machine under load.
const T = E2E_MS;

let bin: Awaited<ReturnType<typeof startBinary>>;
let browser: Browser;
const pages: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error(`${BINARY} is missing: run \`bun build.ts\` first`);
  [bin, browser] = await Promise.all([startBinary(), launchBrowser()]);
}, T);

// One test that times out must not take the rest of the file with it (helpers/browser.ts).
beforeEach(async () => {
  [bin, browser] = await Promise.all([liveBinary(bin), liveBrowser(browser)]);
}, T);

afterAll(async () => {
  for (const p of pages) await p.close().catch(() => {});
  await browser?.close();
  await bin?.stop();
});

/**
 * Opens a path at a width and waits for the page heading. `errors()` lists the console
 * errors and uncaught exceptions so far. Signed out, there are none: the session check asks
 * /api/auth/user only when session-debug says there is a session, so no 401 gets logged.
 */
async function open(path: string, width = 1280, height = 800) {
  const { page, errors: all, context } = await newPage(browser, width, height);
  pages.push(context);
  // Well under the test's own limit: a timed-out bun test takes the browser down with it.
  page.setDefaultTimeout(30_000);
  await page.goto(bin.url + path);
  await page.locator("h1").first().waitFor();
  const errors = () => all;
  return { page, errors };
}

/** Waits until the section's top sits just under the sticky header (64 px) after a smooth scroll. */
async function expectScrolledTo(page: Page, id: string) {
  await page.waitForFunction(
    (sel) => {
      const top = document.getElementById(sel)?.getBoundingClientRect().top ?? 9999;
      return top >= 0 && top <= 100 && window.scrollY > 0;
    },
    id,
    { timeout: 20_000, polling: 100 },
  );
}

/** Full-page screenshot once animations (accordion, smooth scroll, toasts) have finished. */
async function snap(page: Page, name: string) {
  // Endless ones (the hero's live dot) are ignored.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity), null, {
    timeout: 20_000,
  });
  await screenshot(page, name);
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe("landing page", () => {
  test(
    "shows every section, the sample alerts and both plans, without console errors",
    async () => {
      const { page, errors } = await open("/");
      expect(await page.locator("h1").textContent()).toContain("Truth Social");
      for (const id of ["features", "how-it-works", "pricing"]) expect(await page.locator(`section#${id}`).count()).toBe(1);
      expect(await page.getByRole("button", { name: "Join the Telegram Bot" }).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: /Sign Up Free/ }).isVisible()).toBe(true);

      const samples = page.locator("#sample-alerts li");
      expect(await samples.count()).toBe(3);
      for (const level of ["High", "Medium", "Low"]) expect(await samples.getByText(`${level} Impact`).count()).toBe(1);
      expect(await samples.getByText("@realDonaldTrump").count()).toBe(3);

      const pricing = page.locator("#pricing");
      expect(await pricing.getByText("$0").isVisible()).toBe(true);
      expect(await pricing.getByText("$5").isVisible()).toBe(true);
      expect(await pricing.getByText("Basic notifications with 15 min delay").isVisible()).toBe(true);
      expect(await pricing.getByText("First access to new features").isVisible()).toBe(true);
      // The spec's mark, as written (not "Recommended" styled in capitals).
      expect(await pricing.getByText("RECOMMENDED", { exact: true }).textContent()).toBe("RECOMMENDED");

      const footer = page.locator("footer");
      for (const text of ["About Us", "Privacy Policy", "Terms of Service", "FAQ"])
        expect(await footer.getByRole("link", { name: new RegExp(text) }).isVisible()).toBe(true);
      // No social accounts set by the operator: no Connect column (test/e2e/operator-pages.test.ts sets them).
      expect(await footer.getByText("Connect").count()).toBe(0);
      expect(await footer.getByText("not affiliated with Truth Social or any political organization").isVisible()).toBe(true);

      expect(await horizontalOverflow(page)).toBe(0);
      await snap(page, "landing-1280");
      expect(errors()).toEqual([]);
    },
    T,
  );

  test(
    "header links scroll to their sections, from the landing page and from another page",
    async () => {
      const { page, errors } = await open("/");
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const [name, id] of [
        ["Features", "features"],
        ["How It Works", "how-it-works"],
        ["Pricing", "pricing"],
      ]) {
        await nav.getByRole("link", { name, exact: true }).click();
        await expectScrolledTo(page, id);
        expect(new URL(page.url()).hash).toBe(`#${id}`);
      }

      await nav.getByRole("link", { name: "FAQ" }).click();
      await page.getByRole("heading", { name: "Frequently Asked Questions" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/faq");
      await nav.getByRole("link", { name: "Pricing" }).click();
      await expectScrolledTo(page, "pricing");
      expect(new URL(page.url()).pathname).toBe("/");
      expect(errors()).toEqual([]);
    },
    T,
  );

  test(
    "the closing Learn More button scrolls to the features",
    async () => {
      const { page, errors } = await open("/");
      await page.getByRole("button", { name: "Learn More" }).click();
      await expectScrolledTo(page, "features");
      expect(errors()).toEqual([]);
    },
    T,
  );

  test(
    "signed out, the join and premium buttons open the sign-in dialog and say why",
    async () => {
      const { page, errors } = await open("/");
      // getByText, not getByRole: an open modal dialog hides the toast region from the a11y tree.
      const toasts = page.locator('[role="region"][aria-label^="Notifications"] li');
      const toast = (text: string) => toasts.getByText(text, { exact: true });
      await page.getByRole("button", { name: "Join the Telegram Bot" }).click();
      await toast("Sign in required").waitFor();
      await page.getByRole("dialog").waitFor();
      expect(new URL(page.url()).pathname).toBe("/");
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });

      await page.getByRole("button", { name: "Upgrade to Premium" }).click();
      await toast("Please sign in first to upgrade to premium.").waitFor();
      await page.getByRole("dialog").waitFor();
      // One toast at a time: the new one replaced the first.
      expect(await toasts.count()).toBe(1);
      expect(errors()).toEqual([]);
    },
    T,
  );

  test(
    "without Google configured the dialog offers email only; 'Sign Up Free' opens Register, Sign In opens Login",
    async () => {
      const { page, errors } = await open("/");
      const dialog = page.getByRole("dialog");
      await page.getByRole("button", { name: /Sign Up Free/ }).click();
      await dialog.getByRole("tab", { name: "Register" }).waitFor();
      expect(await dialog.getByRole("tab").allTextContents()).toEqual(["Login", "Register"]);
      await expect(dialog.getByRole("tab", { name: "Register" }).getAttribute("aria-selected")).resolves.toBe("true");
      expect(await dialog.getByRole("button", { name: "Create Account" }).isVisible()).toBe(true);
      expect(await dialog.getByText(/Google/).count()).toBe(0);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });

      await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
      await dialog.getByRole("tab", { name: "Login" }).waitFor();
      await expect(dialog.getByRole("tab", { name: "Login" }).getAttribute("aria-selected")).resolves.toBe("true");
      expect(await dialog.getByText(/Google/).count()).toBe(0);
      expect(await (await fetch(`${bin.url}/api/config`)).json()).toMatchObject({
        googleSignIn: false,
        freeDelayMinutes: 15,
        judge: { kind: "rules", model: null },
        mail: false,
      });
      expect(errors()).toEqual([]);
    },
    T,
  );

  test(
    "at 375 px: no horizontal scroll, and the menu opens, shows the links and closes",
    async () => {
      const { page, errors } = await open("/", 375, 740);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
      await snap(page, "landing-375");

      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await menu.waitFor();
      for (const name of ["Features", "How It Works", "Pricing", "FAQ"]) expect(await menu.getByRole("link", { name }).isVisible()).toBe(true);
      expect(await menu.getByRole("button", { name: "Sign In" }).isVisible()).toBe(true);

      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "detached" });

      await page.getByRole("button", { name: "Open menu" }).click();
      await menu.getByRole("link", { name: "Pricing" }).click();
      await menu.waitFor({ state: "detached" });
      await expectScrolledTo(page, "pricing");
      expect(errors()).toEqual([]);
    },
    T,
  );

  test(
    "the landing page loads at most 150 KB of gzipped JS",
    async () => {
      // The HTML's assets plus every chunk they import statically (with code splitting on, the
      // entry imports shared chunks); chunks behind import() load only on their route.
      const html = await (await fetch(`${bin.url}/`)).text();
      const queue = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
      const seen = new Set<string>();
      const gz = { js: 0, css: 0 };
      while (queue.length) {
        const asset = queue.shift()!;
        if (seen.has(asset)) continue;
        seen.add(asset);
        const body = new Uint8Array(await (await fetch(bin.url + asset)).arrayBuffer());
        gz[asset.endsWith(".js") ? "js" : "css"] += Bun.gzipSync(body).length;
        if (asset.endsWith(".js")) queue.push(...[...new TextDecoder().decode(body).matchAll(/(?:from|import)\s*"(\/[^"]+\.js)"/g)].map((m) => m[1]));
      }
      expect([...seen].some((a) => a.endsWith(".js"))).toBe(true);
      const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
      console.log(`landing, gzipped: JS ${kb(gz.js)} + CSS ${kb(gz.css)} = ${kb(gz.js + gz.css)} (${seen.size} files)`);
      expect(gz.js).toBeLessThanOrEqual(150_000);
    },
    T,
  );
});

describe("what judges posts", () => {
  const AI = /\bAI\b/;

  test(
    "without a model: the landing and the FAQ name Squawk's built-in analyst rules, never AI",
    async () => {
      const { page, errors } = await open("/");
      await page.getByText("judges its market impact with Squawk's built-in analyst rules").waitFor();
      await page.getByText("Each post is judged by Squawk's built-in analyst rules").waitFor();
      await page.getByText("Judged by Squawk's built-in analyst rules: each post is rated").waitFor();
      expect(await page.locator("main").textContent()).not.toMatch(AI);
      const faq = await open("/faq");
      await faq.page.getByRole("button", { name: "How accurate is the analysis?" }).click();
      await faq.page.getByText("The analysis is a fast first read by Squawk's built-in analyst rules, not a prediction.").waitFor();
      expect(await faq.page.locator("main").textContent()).not.toMatch(AI);
      expect([...errors(), ...faq.errors()]).toEqual([]);
    },
    T,
  );

  test(
    "with a model configured: the pages name the model",
    async () => {
      // The model is never called here: no post arrives, the pages only name it.
      const withModel = await startBinary({
        OPENAI_API_KEY: "sk-test-not-used",
        OPENAI_BASE_URL: "http://127.0.0.1:9/v1",
        OPENAI_MODEL: "gpt-4.1-mini",
        ANALYZER: "llm",
      });
      try {
        const { page, errors: all, context } = await newPage(browser, 1280, 800);
        pages.push(context);
        await page.goto(`${withModel.url}/`);
        await page.getByText("judges its market impact with the gpt-4.1-mini model").waitFor({ timeout: 30_000 });
        await page.getByText("Each post is judged by the gpt-4.1-mini model").waitFor({ timeout: 30_000 });
        await page.goto(`${withModel.url}/faq`);
        await page.getByRole("button", { name: "What is Squawk?" }).click();
        await page.getByText("judges, with the gpt-4.1-mini model, whether each one could move financial markets").waitFor({ timeout: 30_000 });
        expect(all).toEqual([]);
      } finally {
        await withModel.stop();
      }
    },
    T,
  );
});

describe("FAQ", () => {
  test(
    "five questions, one answer open at a time",
    async () => {
      const { page, errors } = await open("/faq");
      const triggers = page.locator("main button[aria-expanded]");
      const questions = [
        "What is Squawk?",
        "How accurate is the analysis?",
        "Is Squawk political?",
        "How fast are the notifications?",
        "Do I need trading knowledge to use Squawk?",
      ];
      expect(await triggers.count()).toBe(5);
      const first = page.getByRole("button", { name: questions[0] });
      const second = page.getByRole("button", { name: questions[1] });
      for (const q of questions) expect(await page.getByRole("button", { name: q }).getAttribute("aria-expanded")).toBe("false");

      await first.click();
      expect(await first.getAttribute("aria-expanded")).toBe("true");
      // This server has no model configured: the built-in rules judge, and nothing calls them AI.
      await page.getByText("judges, with Squawk's built-in analyst rules, whether each one could move financial markets").waitFor();

      await second.click();
      expect(await second.getAttribute("aria-expanded")).toBe("true");
      expect(await first.getAttribute("aria-expanded")).toBe("false");

      // Collapsible: the open answer closes again; and the keyboard works too.
      await second.click();
      expect(await second.getAttribute("aria-expanded")).toBe("false");
      await first.focus();
      await page.keyboard.press("Enter");
      expect(await first.getAttribute("aria-expanded")).toBe("true");

      expect(await horizontalOverflow(page)).toBe(0);
      await snap(page, "faq-1280");
      expect(errors()).toEqual([]);
    },
    T,
  );

  test(
    "at 375 px",
    async () => {
      const { page, errors } = await open("/faq", 375, 740);
      await page.getByRole("button", { name: "How fast are the notifications?" }).click();
      await page.getByText("checks Truth Social every 10 seconds").waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await snap(page, "faq-375");
      expect(errors()).toEqual([]);
    },
    T,
  );
});

describe("routes", () => {
  test(
    "an unknown route shows the 404 page",
    async () => {
      const { page, errors } = await open("/no/such/page");
      expect(await page.locator("h1").textContent()).toBe("404 Page Not Found");
      expect(errors()).toEqual([]);
    },
    T,
  );

  test(
    "every route of the table is wired (not the 404) and renders in the frame without console errors",
    async () => {
      // What each page shows belongs to its feature (and may redirect when signed out); this
      // only checks the route table: each path renders a page heading of its own in the frame.
      const { page, errors } = await open("/");
      for (const path of [
        "/faq",
        "/dashboard",
        "/subscribe",
        "/subscription-success",
        "/admin",
        "/auth",
        "/auth/handler",
        "/__/auth/handler",
        "/privacy",
        "/terms",
        "/reset-password",
        "/verify-email",
      ]) {
        await page.goto(bin.url + path);
        await page.locator("h1").first().waitFor();
        expect(await page.locator("h1").first().textContent()).not.toBe("404 Page Not Found");
        expect(await page.locator("header").getByRole("link", { name: "Squawk home" }).isVisible()).toBe(true);
        expect(await page.locator("footer").isVisible()).toBe(true);
      }
      expect(errors()).toEqual([]);
    },
    T,
  );

  test(
    "keyboard: the first Tab reaches the skip link, which moves focus to the content",
    async () => {
      const { page, errors } = await open("/");
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press("Enter");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
      expect(errors()).toEqual([]);
    },
    T,
  );
});
