import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { registerAccount, startBinary, type Binary, registerPremiumAccount } from "../helpers/binary.ts";
import { E2E_MS, newPage, screenshot, shareBrowserAndBinary, signIn } from "../helpers/browser.ts";

/*
 * What a new user meets, on a 390×844 phone, against the built binary (run `bun build.ts`
 * first): nothing scrolls sideways, neither the page nor a box inside it, every action is on
 * screen; the greeting, the plan, the account panel, toasts and the free delay's texts.
 */

const T = E2E_MS;
const W = 390;
const H = 844;
const ADMIN = "admin@example.com";

let bin: Binary;
let adminCookie: string;
const contexts: { close(): Promise<void> }[] = [];

/** The binary with its accounts: at the start, and again if a timed-out test took it down. */
async function start() {
  bin = await startBinary({ ADMIN_EMAILS: ADMIN, DEV_SHORTCUTS: "1" });
  adminCookie = await registerAccount(bin.url, ADMIN);
  for (let i = 1; i <= 11; i++) await registerAccount(bin.url, `a-rather-long-member-address-${i}@example-company.com`);
}

const browser = shareBrowserAndBinary({ start, binary: () => bin, contexts });

async function open(path: string, cookie?: string, width = W) {
  const { page, errors, context } = await newPage(browser(), width, H);
  contexts.push(context);
  page.setDefaultTimeout(30_000);
  if (cookie) {
    await signIn(context, bin.url, cookie);
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
async function expectOnScreen(_page: Page, selector: ReturnType<Page["locator"]>) {
  const boxes = await selector.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { text: e.textContent?.trim() || e.getAttribute("aria-label"), left: Math.floor(r.left), right: Math.ceil(r.right) };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  expect(boxes.filter((b) => b.left < 0 || b.right > W)).toEqual([]);
}

/** The tabs of a tab list sit on one line. */
async function expectTabsOnOneLine(page: Page) {
  const tops = await page.getByRole("tab").evaluateAll((ts) => ts.map((t) => Math.round(t.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
}

describe("at 390×844 nothing scrolls sideways", () => {
  test(
    "landing, FAQ and subscribe",
    async () => {
      for (const path of ["/", "/faq", "/subscribe"]) {
        const { page } = await open(path, path === "/subscribe" ? adminCookie : undefined);
        await page.locator("h1").first().waitFor();
        await page.waitForLoadState("networkidle");
        await expectFits(page, path);
      }
    },
    T,
  );

  test(
    "dashboard: every card inside the screen, the impact tabs on one line",
    async () => {
      const { page } = await open("/dashboard", adminCookie);
      await page.getByTestId("alert-item").first().waitFor();
      await page.getByTestId("impact-chart").waitFor();
      await expectFits(page, "dashboard");
      await expectTabsOnOneLine(page);
      await expectOnScreen(page, page.locator("main .rounded-xl"));
      await screenshot(page, "mobile-dashboard");
    },
    T,
  );

  test(
    "admin: the three tabs on one line; users, settings and jobs as stacked rows with every action on screen",
    async () => {
      const { page } = await open("/admin", adminCookie);
      await page.getByTestId("system-panel").getByText("Background jobs").waitFor();
      await page
        .getByRole("button", { name: /Run .* now/ })
        .first()
        .waitFor();
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
    },
    T,
  );
});

const toastRegion = (page: Page) => page.locator('[role="region"][aria-label^="Notifications"] li');

describe("a new user", () => {
  test(
    "registers in the dialog: no 'Welcome back', the plan is shown, and the toast leaves Logout clear",
    async () => {
      const { page, errors } = await open("/");
      await page.getByRole("button", { name: /Sign Up Free/ }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Email").fill("newcomer@example.com");
      await dialog.getByLabel("Password").fill("correct-horse");
      await dialog.getByRole("button", { name: "Create Account" }).click();
      await toastRegion(page).filter({ hasText: "Account created successfully" }).waitFor();
      // Registering from the landing goes on to the dashboard; a menu opened before that page has
      // loaded would close with the route change (seen on a busy machine).
      await page.getByTestId("first-run").waitFor();

      // The toast is still up when the menu opens: Logout must be the thing under the finger.
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      const logout = menu.getByRole("button", { name: "Logout" });
      await logout.waitFor();
      // The panel's slide-in has ended.
      await menu.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      expect(await toastRegion(page).count()).toBe(1);
      // Seen, not just clickable: the toast lets taps through, but hid the button from the eye.
      const rect = (l: ReturnType<Page["locator"]>) => l.evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
      const [b, t] = [await rect(logout), await rect(toastRegion(page).first())];
      const overlaps = b.left < t.right && t.left < b.right && b.top < t.bottom && t.top < b.bottom;
      expect({ logout: [b.top, b.bottom], toast: [t.top, t.bottom], overlaps }).toMatchObject({ overlaps: false });
      // "Account" once (the panel's heading), never again as a stand-in for a missing name.
      expect(await menu.getByText("newcomer@example.com").count()).toBe(1);
      expect(await menu.getByText("Free plan", { exact: true }).isVisible()).toBe(true);
      await screenshot(page, "mobile-menu-signed-in");
      await page.keyboard.press("Escape");

      await page.goto(`${bin.url}/dashboard`);
      const account = page.getByTestId("dashboard-account");
      await account.waitFor();
      expect(await page.getByText(/Welcome back/).count()).toBe(0);
      expect(await account.textContent()).toBe("Signed in as newcomer@example.comFree plan");
      expect(errors).toEqual([]);
    },
    T,
  );

  test(
    "a premium user is told so on the dashboard and in the account panel (desktop)",
    async () => {
      const cookie = await registerPremiumAccount(bin.url, "payer@example.com");
      const { page, errors } = await open("/dashboard", cookie, 1280);
      const account = page.getByTestId("dashboard-account");
      await account.getByText("Premium").waitFor();
      expect(await account.getByTestId("plan-badge").textContent()).toBe("Premium");
      await page.getByRole("button", { name: "Account menu" }).click();
      const panel = page.getByRole("dialog", { name: "Account" });
      await panel.getByTestId("plan-badge").waitFor();
      expect(await panel.getByTestId("plan-badge").textContent()).toBe("Premium");
      expect(await panel.getByText("Account", { exact: true }).count()).toBe(1);
      await screenshot(page, "account-panel-premium");
      expect(errors).toEqual([]);
    },
    T,
  );

  test(
    "every web text about the free delay reads alerts.freeDelayMinutes",
    async () => {
      const set = await fetch(`${bin.url}/api/admin/settings`, {
        method: "POST",
        headers: { cookie: adminCookie, origin: bin.url, "content-type": "application/json" },
        body: JSON.stringify({ key: "alerts.freeDelayMinutes", value: "1", dataType: "number" }),
      });
      expect(set.status).toBe(200);
      expect(await (await fetch(`${bin.url}/api/config`)).json()).toMatchObject({ freeDelayMinutes: 1 });
      try {
        const landing = await open("/");
        const how = landing.page.locator("#how-it-works");
        await how.getByText("Relevant posts arrive with a summary, 1 minute later on Free;", { exact: false }).waitFor();
        const pricing = landing.page.locator("#pricing");
        await pricing.getByText("Basic notifications with 1 min delay").waitFor();
        await pricing.getByText("Follow the market-moving posts, 1 minute behind.").waitFor();
        expect(await landing.page.getByText(/15 min/).count()).toBe(0);

        const faq = await open("/faq");
        await faq.page.getByRole("button", { name: "What is Squawk?" }).click();
        await faq.page.getByText(/Free members get alerts 1 minute after they go out/).waitFor();
        expect(await faq.page.getByText(/15 min/).count()).toBe(0);

        const subscribe = await open("/subscribe", adminCookie);
        await subscribe.page.getByText("Basic notifications with 1 min delay").waitFor();
      } finally {
        await fetch(`${bin.url}/api/admin/settings/alerts.freeDelayMinutes`, { method: "DELETE", headers: { cookie: adminCookie, origin: bin.url } });
      }
    },
    T,
  );
});
