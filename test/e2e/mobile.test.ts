import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { BINARY, registerAccount, startBinary } from "../helpers/binary.ts";
import { launchBrowser, newPage, screenshot } from "../helpers/browser.ts";

/*
 * Every page on a 390×844 phone, against the built binary (run `bun build.ts` first): nothing
 * scrolls sideways, neither the page nor a box inside it, and every action is on screen.
 */

const T = 60000;
const W = 390;
const H = 844;
const ADMIN = "admin@example.com";

let bin: Awaited<ReturnType<typeof startBinary>>;
let browser: Browser;
let adminCookie: string;
const contexts: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error(`${BINARY} is missing: run \`bun build.ts\` first`);
  [bin, browser] = await Promise.all([startBinary({ ADMIN_EMAILS: ADMIN }), launchBrowser()]);
  adminCookie = await registerAccount(bin.url, ADMIN);
  // Long addresses are what broke the users table on phones.
  for (let i = 1; i <= 11; i++) await registerAccount(bin.url, `a-rather-long-member-address-${i}@example-company.com`);
}, T);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await bin?.stop();
});

async function open(path: string, cookie?: string, width = W) {
  const { page, errors, context } = await newPage(browser, width, H);
  contexts.push(context);
  page.setDefaultTimeout(15000);
  if (cookie) {
    const [name, value] = cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: bin.url }]);
  }
  await page.goto(bin.url + path);
  return { page, errors };
}

/** What sticks out sideways: the page's own scroll width, and any box that scrolls sideways inside it. */
function sideways(page: Page) {
  return page.evaluate((width) => {
    const boxes = [...document.querySelectorAll("body *")]
      .filter((e) => {
        const s = getComputedStyle(e);
        return (s.overflowX === "auto" || s.overflowX === "scroll") && e.scrollWidth > e.clientWidth + 1;
      })
      .map((e) => `${e.tagName}.${String(e.className).slice(0, 60)}`);
    return { pageWidth: document.scrollingElement!.scrollWidth, boxes, width };
  }, W);
}

async function expectFits(page: Page, name: string) {
  const s = await sideways(page);
  if (s.pageWidth > W || s.boxes.length) await screenshot(page, `mobile-overflow-${name}`);
  expect({ page: name, pageWidth: s.pageWidth <= W, boxes: s.boxes }).toEqual({ page: name, pageWidth: true, boxes: [] });
}

/** Every element matched lies fully inside the screen's width. */
async function expectOnScreen(page: Page, selector: ReturnType<Page["locator"]>) {
  const boxes = await selector.evaluateAll((els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return { text: e.textContent?.trim() || e.getAttribute("aria-label"), left: Math.floor(r.left), right: Math.ceil(r.right) };
  }));
  expect(boxes.length).toBeGreaterThan(0);
  expect(boxes.filter((b) => b.left < 0 || b.right > W)).toEqual([]);
}

/** The tabs of a tab list sit on one line. */
async function expectTabsOnOneLine(page: Page) {
  const tops = await page.getByRole("tab").evaluateAll((ts) => ts.map((t) => Math.round(t.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
}

describe("at 390×844 nothing scrolls sideways", () => {
  test("landing, FAQ and subscribe", async () => {
    for (const path of ["/", "/faq", "/subscribe"]) {
      const { page } = await open(path, path === "/subscribe" ? adminCookie : undefined);
      await page.locator("h1").first().waitFor();
      await page.waitForLoadState("networkidle");
      await expectFits(page, path);
    }
  }, T);

  test("dashboard: every card inside the screen, the impact tabs on one line", async () => {
    const { page } = await open("/dashboard", adminCookie);
    await page.getByTestId("alert-item").first().waitFor();
    await page.getByTestId("impact-chart").waitFor();
    await expectFits(page, "dashboard");
    await expectTabsOnOneLine(page);
    await expectOnScreen(page, page.locator("main .rounded-xl"));
    await screenshot(page, "mobile-dashboard");
  }, T);

  test("admin: the three tabs on one line; users, settings and jobs as stacked rows with every action on screen", async () => {
    const { page } = await open("/admin", adminCookie);
    await page.getByTestId("system-panel").getByText("Background jobs").waitFor();
    await page.getByRole("button", { name: /Run .* now/ }).first().waitFor();
    await expectTabsOnOneLine(page);
    await expectFits(page, "admin-tools");
    await expectOnScreen(page, page.getByRole("button", { name: /Run .* now/ }));

    await page.getByRole("tab", { name: "User Management" }).click();
    await page.getByText("Showing 1-10 of 12 users").waitFor();
    await expectFits(page, "admin-users");
    await expectOnScreen(page, page.getByRole("button", { name: /^(Make|Remove) Admin$/ }));
    await expectOnScreen(page, page.getByRole("button", { name: /^(Previous|Next)$/ }));
    // Each row names its fields, and an email reads on one or two lines, not 1–4 letters a line.
    const row = page.locator("tbody tr").filter({ hasText: "a-rather-long-member-address-1@" });
    for (const label of ["ID", "Name", "Email", "Premium", "Role", "Action"]) {
      expect(await row.locator(`td[data-label="${label}"]`).count()).toBe(1);
    }
    const email = row.locator('td[data-label="Email"]');
    const lines = await email.evaluate((td) => Math.round(td.getBoundingClientRect().height / parseFloat(getComputedStyle(td).lineHeight)));
    expect(lines).toBeLessThanOrEqual(2);
    await row.getByRole("button", { name: "Make Admin" }).click();
    await row.getByRole("button", { name: "Remove Admin" }).waitFor();
    await screenshot(page, "mobile-admin-users");

    await page.getByRole("tab", { name: "System Settings" }).click();
    await page.getByText("environment.mode", { exact: true }).waitFor();
    await expectFits(page, "admin-settings");
    const envRow = page.locator("tbody tr").filter({ has: page.getByText("environment.mode", { exact: true }) });
    await expect(envRow.locator('td[data-label="Description"]').isVisible()).resolves.toBe(true);
    await expectOnScreen(page, envRow.locator('td[data-label="Description"]'));
    await expectOnScreen(page, page.getByRole("button", { name: /^Delete / }));
    await expectOnScreen(page, page.getByRole("switch", { name: "Live environment" }));
    await screenshot(page, "mobile-admin-settings");
  }, T);
});
