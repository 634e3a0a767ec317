import { afterAll, beforeAll, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";
import { BINARY, startBinary } from "../helpers/binary.ts";
import { E2E_MS, launchBrowser, newPage } from "../helpers/browser.ts";

/*
 * The public track record in Chromium against the built binary (run `bun build.ts` first).
 * Tests run without market data (MARKET_DATA=off): the page must say so and how to set it,
 * and show no move at all.
 */
let bin: Awaited<ReturnType<typeof startBinary>>;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error(`${BINARY} is missing: run \`bun build.ts\` first`);
  [bin, browser] = await Promise.all([startBinary(), launchBrowser()]);
}, E2E_MS);

afterAll(async () => {
  await browser?.close();
  await bin?.stop();
});

test(
  "the FAQ links to the track record, which says there is no market data and how to set it",
  async () => {
    const { page, errors, context } = await newPage(browser, 1280, 800);
    try {
      page.setDefaultTimeout(30_000);
      await page.goto(`${bin.url}/faq`);
      await page.getByRole("link", { name: "See the track record" }).click();
      await page.getByRole("heading", { name: "What the market did after our alerts" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/track-record");
      const notice = page.getByTestId("no-market-data");
      await notice.waitFor();
      expect(await notice.textContent()).toContain("Set MARKET_DATA=yahoo (no key needed)");
      expect(await page.getByTestId("track-by-impact").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  },
  E2E_MS,
);
