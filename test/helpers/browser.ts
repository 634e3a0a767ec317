import { afterAll, beforeAll, beforeEach } from "bun:test";
import { existsSync, mkdirSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { alive, BINARY, type Binary } from "./binary.ts";

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

/** The file's browser, launched again when a timed-out test's clean-up closed it (see below). */
export const liveBrowser = async (browser: Browser | undefined) => (browser?.isConnected() ? browser : launchBrowser());

/**
 * The file's Chromium and binary, shared by its tests: started before the first test, started
 * again before any test that finds either gone, and closed after the last with the contexts its
 * tests opened. When a test times out, bun test ends the subprocesses still running (the browser
 * and the binary too); without this, one slow test would take every later test in its file down
 * with "browser has been closed". `start` starts the binary with the file's accounts; `binary`
 * answers the one started; `stop` ends the file's fakes. Answers the live browser.
 */
export function shareBrowserAndBinary(o: {
  start: () => Promise<unknown>;
  binary: () => Binary | undefined;
  contexts: { close(): Promise<void> }[];
  stop?: () => Promise<unknown>;
}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (!existsSync(BINARY)) throw new Error(`${BINARY} is missing: run \`bun build.ts\` first`);
    [browser] = await Promise.all([launchBrowser(), o.start()]);
  }, E2E_MS);
  beforeEach(async () => {
    [browser] = await Promise.all([liveBrowser(browser), alive(o.binary()) || o.start()]);
  }, E2E_MS);
  afterAll(async () => {
    for (const c of o.contexts) await c.close().catch(() => {});
    await browser?.close();
    await o.binary()?.stop();
    await o.stop?.();
  });
  return () => browser!;
}

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

/** Signs the context in with a session cookie (`name=value`, as registerAccount answers it). */
export async function signIn(context: BrowserContext, url: string, cookie: string) {
  const [name, value] = cookie.split("=") as [string, string];
  await context.addCookies([{ name, value, url }]);
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}
