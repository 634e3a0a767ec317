import { mkdirSync } from "node:fs";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";

export const ARTIFACTS = "test-results";

/**
 * A browser test's time limit: a guard against a hang, not a speed target. Every step waits for
 * its condition, and the suite must pass beside a second one on a shared 2-core machine, where a
 * flow that takes 20 s alone has taken 45.
 */
export const E2E_MS = 180_000;

/** Debian's chromium, headless, with the flags that keep it off this machine's closed network. */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * The file's shared browser, launched again when it is gone: when a test times out, bun test
 * ends the subprocesses still running (the browser and the binary too), and without this one
 * slow test would take every later test in its file down with "browser has been closed".
 */
export const liveBrowser = async (browser: Browser | undefined) => (browser?.isConnected() ? browser : launchBrowser());

/** A page that fails the test on any console error or uncaught exception. */
export async function newPage(browser: Browser, width = 1280, height = 800, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width, height }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return { page, errors, context };
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}
