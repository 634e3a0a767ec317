import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";
import { stepAt } from "../fakes/bars.ts";
import { startPostSources } from "../fakes/post-sources.ts";
import { startYahoo } from "../fakes/yahoo.ts";
import { BINARY, registerAccount, startBinary } from "../helpers/binary.ts";
import { E2E_MS, launchBrowser, newPage, screenshot, signIn } from "../helpers/browser.ts";

/*
 * The track record in Chromium against the built binary (run `bun build.ts` first): without
 * market data (MARKET_DATA=off) the page says so and how to set it, and shows no move at all;
 * with the fake Yahoo, a measured alert's table keeps its column labels on a 390 px phone.
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
      expect(await page.getByTestId("track-live-headline").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  },
  E2E_MS,
);

describe("with market data", () => {
  const MIN = 60_000;
  const ADMIN = "record-admin@example.com";
  const sources = startPostSources();
  const yahoo = startYahoo();
  let market: Awaited<ReturnType<typeof startBinary>>;
  afterAll(async () => {
    await market?.stop();
    await Promise.all([sources.stop(), yahoo.stop()]);
  });

  test(
    "on a 390 px phone every cell of the record's table says which column it is; the public page waits a day for the calls",
    async () => {
      market = await startBinary({ ...sources.env, ...yahoo.env, SOURCES: "truthsocial", POLL_INTERVAL_SECONDS: "1", ADMIN_EMAILS: ADMIN });
      const cookie = await registerAccount(market.url, ADMIN);
      await sources.polled();
      // Every symbol trades and falls 2% three minutes after the post, 20 minutes ago.
      const P = Date.now() - 20 * MIN;
      const fall = stepAt(P + 3 * MIN, 100, 98);
      yahoo.prices = new (class extends Map<string, ReturnType<typeof stepAt>> {
        override get(symbol: string) {
          return super.get(symbol) ?? fall;
        }
      })();
      sources.add("Effective immediately, a 50% Tariff will be charged on all steel imported from Canada.", { at: P });
      const record = async () => (await (await fetch(`${market.url}/api/admin/track-record`, { headers: { cookie } })).json()) as { byCategory: unknown[] };
      for (const end = Date.now() + 90_000; (await record()).byCategory.length === 0; ) {
        if (Date.now() > end) throw new Error("timed out waiting for the measured alert");
        await Bun.sleep(250);
      }

      const { page, errors, context } = await newPage(browser, 390, 844);
      try {
        page.setDefaultTimeout(30_000);
        await signIn(context, market.url, cookie);
        await page.goto(`${market.url}/admin`);
        const table = page.getByTestId("admin-track-record").getByTestId("admin-track-by-impact");
        await table.waitFor();
        await screenshot(page, "track-record-phone");
        await table.screenshot({ path: "test-results/track-record-phone-table.png" });
        // The header row is hidden on a phone: each cell shows its column's name before its value.
        const cells = await table
          .locator("tbody tr")
          .first()
          .evaluate((tr) =>
            [...tr.querySelectorAll("td")].slice(1).map((td) => ({
              label: getComputedStyle(td, "::before").content,
              visible: td.getBoundingClientRect().width > 0,
              right: td.getBoundingClientRect().right,
            })),
          );
        expect(cells.map((c) => c.label)).toEqual(
          ["Alerts", "SPY, 15 min", "SPY, close", "Instruments, 15 min", "Instruments, close", "Right, 15 min", "Right, close"].map((l) => `"${l}"`),
        );
        expect(cells.every((c) => c.visible && c.right <= 390)).toBe(true);
        expect(await table.textContent()).toMatch(/2\.00% \(n \d+\)/);

        // The public page: no call is shown before the alert is a day old.
        await page.goto(`${market.url}/track-record`);
        await page.getByTestId("no-moves-yet").waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    E2E_MS,
  );
});
