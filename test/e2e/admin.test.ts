import { describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { UNTIL_MS, waitUntil } from "../fakes/http.ts";
import { registerAccount, startBinary, type Binary } from "../helpers/binary.ts";
import { E2E_MS, newPage, screenshot, shareBrowserAndBinary, signIn } from "../helpers/browser.ts";

/*
 * The admin page in Chromium against the built binary: each tab, with real accounts made by
 * the register endpoint (ADMIN_EMAILS makes one of them admin). Run `bun build.ts` first.
 */

const T = E2E_MS;
const ADMIN = "admin@example.com";
const PASSWORD = "correct-horse";

let bin: Binary;
let adminCookie: string;
let memberCookie: string;
const contexts: { close(): Promise<void> }[] = [];

/** Registers an account through the API and answers its session cookie (name=value). */
const register = (email: string) => registerAccount(bin.url, email, PASSWORD);

/** An API call as the admin, beside the browser (e.g. to change something behind the page's back). */
function asAdmin(method: string, path: string, body?: unknown) {
  return fetch(`${bin.url}${path}`, {
    method,
    headers: { cookie: adminCookie, origin: bin.url, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

// Live mode needs live Stripe keys (the server refuses the switch without them).
const LIVE_KEYS = { STRIPE_SECRET_KEY_LIVE: "sk_live_123", STRIPE_PUBLISHABLE_KEY_LIVE: "pk_live_123", STRIPE_PRICE_ID_LIVE: "price_live" };

// The running binary writes the same file: wait for its lock rather than fail with SQLITE_BUSY.
const db = () => {
  const d = new Database(join(bin.dataDir, "data", "squawk.db"));
  d.run("PRAGMA busy_timeout = 10000");
  return d;
};
function lastStatusOf(job: string) {
  const d = db();
  try {
    return (d.query("SELECT last_status AS s FROM job_runs WHERE name = ?").get(job) as { s: string } | null)?.s;
  } finally {
    d.close();
  }
}

/** The binary with its accounts: at the start, and again if a timed-out test took it down. */
async function start() {
  // Sources point at a closed loopback port: the poller fails fast instead of leaving the machine.
  bin = await startBinary({ ADMIN_EMAILS: ADMIN, TRUTHSOCIAL_BASE_URL: "http://127.0.0.1:9", RSS_URL: "http://127.0.0.1:9/feed", ...LIVE_KEYS });
  adminCookie = await register(ADMIN);
  memberCookie = await register("member-01@example.com");
  for (let i = 2; i <= 24; i++) await register(`member-${String(i).padStart(2, "0")}@example.com`);
}

const browser = shareBrowserAndBinary({ start, binary: () => bin, contexts });

/** A page signed in with `cookie` (or anonymous), opened at /admin. */
async function openAdmin(cookie?: string, before?: (page: Page) => Promise<unknown>) {
  const { page, errors, context } = await newPage(browser());
  contexts.push(context);
  if (cookie) {
    await signIn(context, bin.url, cookie);
  }
  await before?.(page);
  await page.goto(`${bin.url}/admin`);
  return { page, errors };
}

const toastWith = (page: Page, text: string) =>
  page
    .getByRole("region", { name: /Notifications/ })
    .locator("li")
    .filter({ hasText: text })
    .first();

describe("access", () => {
  test(
    "a signed-in non-admin is told 'Access Denied' and sent to /dashboard",
    async () => {
      const { page } = await openAdmin(memberCookie);
      await toastWith(page, "Access Denied").waitFor();
      await expect(toastWith(page, "Access Denied").textContent()).resolves.toContain("You don't have permission to view this page");
      await page.waitForURL(/\/dashboard$/);
      expect(await page.getByRole("heading", { name: "Admin Dashboard" }).count()).toBe(0);
    },
    T,
  );

  test(
    "an anonymous visitor is sent away too",
    async () => {
      const { page } = await openAdmin();
      await page.waitForURL((u) => !u.pathname.startsWith("/admin"));
      expect(await page.getByRole("heading", { name: "Admin Dashboard" }).count()).toBe(0);
    },
    T,
  );

  test(
    "the admin sees the title, 'Back to Dashboard' and the three tabs, Admin Tools first",
    async () => {
      const { page, errors } = await openAdmin(adminCookie);
      await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
      await expect(page.getByRole("button", { name: "Back to Dashboard" }).isVisible()).resolves.toBe(true);
      const tabs = page.getByRole("tab");
      expect(await tabs.allTextContents()).toEqual(["Admin Tools", "User Management", "System Settings"]);
      await expect(page.getByRole("tab", { name: "Admin Tools" }).getAttribute("aria-selected")).resolves.toBe("true");
      await page.getByTestId("system-panel").getByText("Background jobs").waitFor();
      await screenshot(page, "admin-tools");
      expect(errors).toEqual([]);
    },
    T,
  );

  test(
    "Admin Tools shows the track record split by category and analyzer; without market data it says how to set it, with no figure",
    async () => {
      const { page, errors } = await openAdmin(adminCookie);
      const card = page.getByTestId("admin-track-record");
      await card.getByText("Track record by category and analyzer").waitFor();
      await card.getByTestId("admin-track-no-data").waitFor();
      expect(await card.getByTestId("admin-track-no-data").textContent()).toContain("Set MARKET_DATA=yahoo (no key needed)");
      expect(await card.getByTestId("admin-track-by-category").count()).toBe(0);
      expect(errors).toEqual([]);
    },
    T,
  );
});

test(
  "on a phone every tab fits the width (tables become stacked rows)",
  async () => {
    const { page, context } = await newPage(browser(), 375, 800);
    contexts.push(context);
    await signIn(context, bin.url, adminCookie);
    await page.goto(`${bin.url}/admin`);
    for (const tab of ["Admin Tools", "User Management", "System Settings"]) {
      await page.getByRole("tab", { name: tab }).click();
      await page.locator("table").first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow) {
        await screenshot(page, `admin-overflow-${tab}`);
        console.log(
          tab,
          await page.evaluate(() =>
            [...document.querySelectorAll("*")]
              .filter((e) => e.getBoundingClientRect().right > 376 && !e.closest(".overflow-x-auto"))
              .slice(0, 8)
              .map((e) => `${e.tagName}.${String(e.className).slice(0, 80)} ${Math.round(e.getBoundingClientRect().right)}`),
          ),
        );
      }
      expect(overflow).toBe(0);
    }
    await screenshot(page, "admin-settings-375");
  },
  T,
);

describe("User Management", () => {
  test(
    "skeleton rows while loading, then pages of 10 through 25 users",
    async () => {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const { page } = await openAdmin(adminCookie, async (p) => {
        await p.route("**/api/admin/users?**", async (route) => {
          await held;
          await route.continue();
        });
      });
      await page.getByRole("tab", { name: "User Management" }).click();
      await page.getByTestId("user-skeleton").first().waitFor();
      expect(await page.getByTestId("user-skeleton").count()).toBe(5);
      release();

      const caption = page.locator("caption");
      const prev = page.getByRole("button", { name: "Previous" });
      const next = page.getByRole("button", { name: "Next" });
      await page.getByText("Showing 1-10 of 25 users").waitFor();
      expect(await page.locator("tbody tr").count()).toBe(10);
      await expect(prev.isDisabled()).resolves.toBe(true);
      await expect(next.isEnabled()).resolves.toBe(true);
      const firstRow = page.locator("tbody tr").first();
      await expect(firstRow.textContent()).resolves.toContain(ADMIN);
      for (const text of ["Admin", "Free", "Remove Admin"]) await expect(firstRow.getByText(text, { exact: true }).count()).resolves.toBe(1);

      await next.click();
      await page.getByText("Showing 11-20 of 25 users").waitFor();
      await next.click();
      await page.getByText("Showing 21-25 of 25 users").waitFor();
      expect(await page.locator("tbody tr").count()).toBe(5);
      await expect(next.isDisabled()).resolves.toBe(true);
      await expect(prev.isEnabled()).resolves.toBe(true);
      await prev.click();
      await prev.click();
      await expect(caption.textContent()).resolves.toBe("Showing 1-10 of 25 users");
      await expect(prev.isDisabled()).resolves.toBe(true);
    },
    T,
  );

  test(
    "granting and removing admin; the last admin cannot be removed",
    async () => {
      const { page } = await openAdmin(adminCookie);
      await page.getByRole("tab", { name: "User Management" }).click();
      const row = page.locator("tbody tr").filter({ hasText: "member-01@example.com" });
      await row.getByRole("button", { name: "Make Admin" }).click();
      await toastWith(page, "User admin status updated").waitFor();
      await row.getByRole("button", { name: "Remove Admin" }).waitFor();
      await expect(row.getByText("Admin", { exact: true }).count()).resolves.toBe(1);
      await screenshot(page, "admin-users");

      await row.getByRole("button", { name: "Remove Admin" }).click();
      await row.getByRole("button", { name: "Make Admin" }).waitFor();
      await expect(row.getByText("User", { exact: true }).count()).resolves.toBe(1);

      const self = page.locator("tbody tr").filter({ hasText: ADMIN });
      await self.getByRole("button", { name: "Remove Admin" }).click();
      const t = toastWith(page, "Failed to update user admin status");
      await t.waitFor();
      await expect(t.textContent()).resolves.toContain("last admin");
      await expect(self.getByRole("button", { name: "Remove Admin" }).count()).resolves.toBe(1);
    },
    T,
  );
});

test(
  "an admin who steps down is let go at once: 'Access Denied' and /dashboard",
  async () => {
    const id = async (cookie: string) => ((await (await fetch(`${bin.url}/api/auth/user`, { headers: { cookie } })).json()) as { id: number }).id;
    const [adminId, memberId] = [await id(adminCookie), await id(memberCookie)];
    const setAdmin = (cookie: string, userId: number, isAdmin: boolean) =>
      fetch(`${bin.url}/api/admin/users/${userId}/set-admin`, {
        method: "POST",
        headers: { cookie, origin: bin.url, "content-type": "application/json" },
        body: JSON.stringify({ isAdmin }),
      });
    expect((await setAdmin(adminCookie, memberId, true)).status).toBe(200);
    try {
      const { page } = await openAdmin(adminCookie);
      await page.getByRole("tab", { name: "User Management" }).click();
      await page.locator("tbody tr").filter({ hasText: ADMIN }).getByRole("button", { name: "Remove Admin" }).click();
      await toastWith(page, "Access Denied").waitFor();
      await page.waitForURL(/\/dashboard$/);
    } finally {
      // The other admin puts things back as they were.
      expect((await setAdmin(memberCookie, adminId, true)).status).toBe(200);
      expect((await setAdmin(adminCookie, memberId, false)).status).toBe(200);
    }
  },
  T,
);

describe("System Settings", () => {
  async function openSettings() {
    const opened = await openAdmin(adminCookie);
    await opened.page.getByRole("tab", { name: "System Settings" }).click();
    await opened.page.getByText("environment.mode", { exact: true }).waitFor();
    return opened;
  }

  async function addSetting(page: Page, s: { key: string; value: string; type: string; description?: string }) {
    await page.getByLabel("Key").fill(s.key);
    await page.getByLabel("Value").fill(s.value);
    await page.getByRole("combobox", { name: "Data Type" }).click();
    await page.getByRole("option", { name: s.type, exact: true }).click();
    if (s.description) await page.getByLabel("Description").fill(s.description);
    await page.getByRole("button", { name: "Save Setting" }).click();
  }

  test(
    "skeleton rows while loading, then the stored settings",
    async () => {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const { page } = await openAdmin(adminCookie, async (p) => {
        await p.route("**/api/admin/settings", async (route) => {
          await held;
          await route.continue();
        });
      });
      await page.getByRole("tab", { name: "System Settings" }).click();
      await page.getByTestId("setting-skeleton").first().waitFor();
      expect(await page.getByTestId("setting-skeleton").count()).toBe(3);
      release();
      await page.getByText("environment.mode", { exact: true }).waitFor();
    },
    T,
  );

  test(
    "adding a setting of each data type, the validation error and a server refusal",
    async () => {
      const { page, errors } = await openSettings();
      const cases = [
        { key: "ui.banner", value: "Markets open", type: "string", description: "Banner text" },
        { key: "custom.enabled", value: "true", type: "boolean" },
        { key: "alerts.freeDelayMinutes", value: "7.5", type: "number" },
        { key: "custom.weights", value: '{"High":3,"Low":1}', type: "json" },
      ];
      for (const c of cases) {
        await addSetting(page, c);
        const row = page.locator("tbody tr").filter({ has: page.getByText(c.key, { exact: true }) });
        await row.waitFor();
        await expect(row.locator("td").nth(1).textContent()).resolves.toBe(c.value);
        await expect(row.locator("td").nth(2).textContent()).resolves.toBe(c.type);
        await expect(page.getByLabel("Key").inputValue()).resolves.toBe("");
      }
      await expect(page.locator("tbody tr").filter({ hasText: "ui.banner" }).textContent()).resolves.toContain("Banner text");
      // It takes effect at once: the server reads the stored value.
      const stored = db().query("SELECT value FROM settings WHERE key = 'alerts.freeDelayMinutes'").get() as { value: string };
      expect(stored.value).toBe("7.5");

      await page.getByLabel("Key").fill("custom.empty");
      await page.getByRole("button", { name: "Save Setting" }).click();
      const v = toastWith(page, "Validation Error");
      await v.waitFor();
      await expect(v.textContent()).resolves.toContain("Key and value are required");

      await addSetting(page, { key: "custom.count", value: "ten", type: "number" });
      await toastWith(page, '"ten" is not a number').waitFor();
      await screenshot(page, "admin-settings");
      expect(errors.filter((e) => !e.includes("400"))).toEqual([]);
    },
    T,
  );

  test(
    "the admin writes /terms in Markdown; emptied, the shipped template is back",
    async () => {
      const { page, errors } = await openSettings();
      const card = page.getByTestId("pages-card");
      await card.getByRole("combobox", { name: "Page" }).click();
      await page.getByRole("option", { name: "Terms of Service" }).click();
      await card.getByText("shipped template", { exact: true }).waitFor();
      const box = card.getByLabel("Markdown");
      await expect(box.inputValue()).resolves.toContain("must replace it");
      await box.fill("# Our Terms\n\nBe kind to the bot.");
      await card.getByRole("button", { name: "Save Terms of Service" }).click();
      await toastWith(page, "Terms of Service saved").waitFor();
      await card.getByText("your own", { exact: true }).waitFor();

      const visitor = await newPage(browser());
      contexts.push(visitor.context);
      await visitor.page.goto(`${bin.url}/terms`);
      await visitor.page.getByRole("heading", { name: "Our Terms" }).waitFor();
      await expect(visitor.page.getByText("Be kind to the bot.").isVisible()).resolves.toBe(true);

      await box.fill("");
      await card.getByRole("button", { name: "Save Terms of Service" }).click();
      await card.getByText("shipped template", { exact: true }).waitFor();
      await expect(box.inputValue()).resolves.toContain("must replace it");
      expect(errors).toEqual([]);
    },
    T,
  );

  test(
    "deleting asks first; cancelling keeps the setting, confirming removes it",
    async () => {
      await asAdmin("POST", "/api/admin/settings", { key: "custom.doomed", value: "1", dataType: "number" });
      const { page } = await openSettings();
      const row = page.locator("tbody tr").filter({ has: page.getByText("custom.doomed", { exact: true }) });
      const prompts: string[] = [];
      const deletes: string[] = [];
      page.on("request", (r) => r.method() === "DELETE" && deletes.push(r.url()));
      page.once("dialog", (d) => (prompts.push(d.message()), d.dismiss()));
      await row.getByRole("button", { name: "Delete custom.doomed" }).click();
      expect(prompts).toEqual(["Are you sure you want to delete setting: custom.doomed?"]);
      expect(await row.count()).toBe(1);

      page.once("dialog", (d) => d.accept());
      await row.getByRole("button", { name: "Delete custom.doomed" }).click();
      await toastWith(page, "Setting deleted successfully").waitFor();
      await row.waitFor({ state: "detached" });
      // One DELETE in all, from the confirmed click: the cancelled one sent nothing.
      expect(deletes).toEqual([`${bin.url}/api/admin/settings/custom.doomed`]);
    },
    T,
  );

  test(
    "'No settings found' when nothing is stored",
    async () => {
      const { page } = await openAdmin(adminCookie, async (p) => {
        await p.route("**/api/admin/settings", (route) => route.fulfill({ json: { settings: [], known: [] } }));
      });
      await page.getByRole("tab", { name: "System Settings" }).click();
      await page.getByText("No settings found").waitFor();
    },
    T,
  );

  test(
    "toggling the environment switches the badge and the server, and settings reload",
    async () => {
      const { page } = await openSettings();
      await page.getByText("USING TEST STRIPE KEYS").waitFor();
      // Going live asks first: cancelling changes nothing.
      await page.getByRole("switch", { name: "Live environment" }).click();
      const confirm = page.getByRole("dialog", { name: "Switch to LIVE?" });
      await confirm.waitFor();
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await confirm.waitFor({ state: "detached" });
      expect(await (await fetch(`${bin.url}/api/get-environment`)).json()).toEqual({ environment: "test" });
      await page.getByRole("switch", { name: "Live environment" }).click();
      await confirm.getByRole("button", { name: "Switch to LIVE" }).click();
      await page.getByText("USING LIVE STRIPE KEYS").waitFor();
      const envRow = page.locator("tbody tr").filter({ has: page.getByText("environment.mode", { exact: true }) });
      await expect(envRow.locator("td").nth(1).textContent()).resolves.toBe("live");
      expect(await (await fetch(`${bin.url}/api/get-environment`)).json()).toEqual({ environment: "live" });
      await page.getByRole("switch", { name: "Live environment" }).click();
      await page.getByText("USING TEST STRIPE KEYS").waitFor();
      expect(await (await fetch(`${bin.url}/api/get-environment`)).json()).toEqual({ environment: "test" });
    },
    T,
  );
});

test(
  "without live Stripe keys, confirming the switch to live is refused with the server's reason",
  async () => {
    const bare = await startBinary({ ADMIN_EMAILS: "owner@example.com" });
    try {
      const cookie = await registerAccount(bare.url, "owner@example.com", PASSWORD);
      const { page, context } = await newPage(browser());
      contexts.push(context);
      await signIn(context, bare.url, cookie);
      await page.goto(`${bare.url}/admin`);
      await page.getByRole("tab", { name: "System Settings" }).click();
      await page.getByRole("switch", { name: "Live environment" }).click();
      await page.getByRole("dialog", { name: "Switch to LIVE?" }).getByRole("button", { name: "Switch to LIVE" }).click();
      const t = toastWith(page, "Failed to toggle environment");
      await t.waitFor();
      await expect(t.textContent()).resolves.toContain(
        "The live Stripe keys are not configured (STRIPE_SECRET_KEY_LIVE, STRIPE_PUBLISHABLE_KEY_LIVE, STRIPE_PRICE_ID_LIVE not set)",
      );
      await page.getByText("USING TEST STRIPE KEYS").waitFor();
      expect(await (await fetch(`${bare.url}/api/get-environment`)).json()).toEqual({ environment: "test" });
    } finally {
      await bare.stop();
    }
  },
  T,
);

test(
  "if the environment cannot be looked up, the admin page assumes test",
  async () => {
    const { page } = await openAdmin(adminCookie, (p) => p.route("**/api/get-environment", (route) => route.fulfill({ status: 500, body: "down" })));
    await page.getByRole("button", { name: "Reset User" }).waitFor();
    await expect(page.getByRole("button", { name: "Reset User" }).isEnabled()).resolves.toBe(true);
    await page.getByRole("tab", { name: "System Settings" }).click();
    await page.getByText("USING TEST STRIPE KEYS").waitFor();
  },
  T,
);

describe("Admin Tools", () => {
  const setPremium = (on: boolean) => db().run("UPDATE users SET is_premium = ? WHERE email = ?", [on ? 1 : 0, ADMIN]);
  const isPremium = () => (db().query("SELECT is_premium AS p FROM users WHERE email = ?").get(ADMIN) as { p: number }).p === 1;
  // Premium in live mode comes only from a live subscription (issue 13.1): a paid one, stored.
  const liveSubscription = (on: boolean) =>
    on
      ? db().run(
          "INSERT INTO subscriptions (id, user_id, mode, status, current_period_end, method, created_at, updated_at) SELECT 'sub_live_admin', id, 'live', 'active', ?, 'stripe', 0, 0 FROM users WHERE email = ?",
          [Date.now() + 86_400_000, ADMIN],
        )
      : db().run("DELETE FROM subscriptions WHERE id = 'sub_live_admin'");

  test(
    "Reset User in test mode removes the admin's premium",
    async () => {
      setPremium(true);
      const { page } = await openAdmin(adminCookie);
      const button = page.getByRole("button", { name: "Reset User" });
      await button.waitFor();
      await expect(button.isEnabled()).resolves.toBe(true);
      await button.click();
      const t = toastWith(page, "User Reset Successful");
      await t.waitFor();
      await expect(t.textContent()).resolves.toContain("Premium status has been removed.");
      expect(isPremium()).toBe(false);
    },
    T,
  );

  test(
    "in live mode the button is disabled with the note, and the server refuses",
    async () => {
      liveSubscription(true);
      await asAdmin("POST", "/api/admin/toggle-environment");
      expect(isPremium()).toBe(true);
      try {
        const { page } = await openAdmin(adminCookie);
        await page.getByText("This action is disabled in live environment.").waitFor();
        await expect(page.getByRole("button", { name: "Reset User" }).isDisabled()).resolves.toBe(true);
        await screenshot(page, "admin-tools-live");
        const r = await asAdmin("POST", "/api/auth/reset-user");
        expect(r.status).toBe(403);
        expect(await r.json()).toEqual({ message: "Reset not allowed" });
        expect(isPremium()).toBe(true);
      } finally {
        await asAdmin("POST", "/api/admin/toggle-environment");
        liveSubscription(false);
      }
    },
    T,
  );

  test(
    "switched to live behind the page's back: 'Reset Not Allowed'",
    async () => {
      liveSubscription(true);
      const { page } = await openAdmin(adminCookie);
      const button = page.getByRole("button", { name: "Reset User" });
      await button.waitFor();
      await asAdmin("POST", "/api/admin/toggle-environment");
      try {
        await button.click();
        const t = toastWith(page, "Reset Not Allowed");
        await t.waitFor();
        await expect(t.textContent()).resolves.toContain("Reset is not allowed in live environment");
        expect(isPremium()).toBe(true);
      } finally {
        await asAdmin("POST", "/api/admin/toggle-environment");
        liveSubscription(false);
      }
    },
    T,
  );

  test(
    "a failing reset says 'Reset Error'",
    async () => {
      const { page } = await openAdmin(adminCookie, (p) =>
        p.route("**/api/auth/reset-user", (route) => route.fulfill({ status: 500, json: { message: "boom" } })),
      );
      await page.getByRole("button", { name: "Reset User" }).click();
      const t = toastWith(page, "Reset Error");
      await t.waitFor();
      await expect(t.textContent()).resolves.toContain("There was an error resetting the user. Please try again.");
    },
    T,
  );

  test(
    "Analyze All Posts: 'Analysis Started' and a progress bar that follows the batch to its end",
    async () => {
      const total = (db().query("SELECT count(*) AS n FROM posts").get() as { n: number }).n;
      expect(total).toBeGreaterThan(0); // the bundled sample, imported on first start
      const seen: number[] = [];
      const { page } = await openAdmin(adminCookie, async (p) => {
        p.on("response", async (r) => {
          if (r.url().endsWith("/api/admin/analysis-progress")) seen.push(((await r.json().catch(() => ({}))) as { processed?: number }).processed ?? -1);
        });
      });
      await page.getByRole("button", { name: "Analyze All Posts" }).click();
      await toastWith(page, "Analysis Started").waitFor();
      const status = page.getByTestId("analysis-progress").getByRole("status");
      await status.filter({ hasText: `Analysis complete: ${total} of ${total} posts` }).waitFor({ timeout: 45000 });
      await expect(page.getByRole("progressbar", { name: "Analysis progress" }).getAttribute("aria-valuenow")).resolves.toBe("100");
      await screenshot(page, "admin-analysis-done");
      // It asked the server for progress (not guessed), and the figures only ever went up.
      expect(seen.length).toBeGreaterThan(0);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      expect(seen.at(-1)).toBe(total);
    },
    T,
  );

  test(
    "a batch that cannot start says so",
    async () => {
      const { page } = await openAdmin(adminCookie, (p) =>
        p.route("**/api/process-all-posts", (route) => route.fulfill({ status: 500, json: { message: "down" } })),
      );
      await page.getByRole("button", { name: "Analyze All Posts" }).click();
      const t = toastWith(page, "Failed to start batch analysis. Please try again later.");
      await t.waitFor();
      await expect(t.textContent()).resolves.toContain("Error");
    },
    T,
  );

  test(
    "the system panel: source, bot, delivery queue, analysis, nodes and jobs, with Run now",
    async () => {
      await waitUntil(() => lastStatusOf("poll") === "error", UNTIL_MS, "the poll job has not run");
      const { page } = await openAdmin(adminCookie);
      const panel = page.getByTestId("system-panel");
      for (const section of ["Source", "Telegram bot", "Delivery queue", "Analysis", "Nodes"]) await panel.getByRole("region", { name: section }).waitFor();
      // SQLite mode: the one node, the server itself, leads.
      const nodes = panel.getByRole("region", { name: "Nodes" });
      await nodes.getByText("leader", { exact: true }).waitFor();
      await expect(nodes.textContent()).resolves.toMatch(/Store\s*SQLite · .*squawk\.db/);
      await expect(nodes.textContent()).resolves.toContain("This node");
      await expect(panel.getByRole("region", { name: "Telegram bot" }).textContent()).resolves.toContain("off (no TELEGRAM_BOT_TOKEN)");
      await expect(panel.getByRole("region", { name: "Analysis" }).textContent()).resolves.toContain("rules");
      await expect(panel.getByRole("region", { name: "Delivery queue" }).textContent()).resolves.toContain(
        "off · 0 messages paid today (UTC) · ≈ 0 Stars at most",
      );
      // Every source is on a closed port: each says since when it has failed, and so does the poll job.
      const source = panel.getByRole("region", { name: "Source" });
      await expect(source.getByTestId("source-since").first().textContent()).resolves.toMatch(/^ since \w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M ET \(/);
      const poll = panel.locator("tbody tr").filter({ has: page.locator("span.font-mono", { hasText: /^poll$/ }) });
      await poll.getByText("failed", { exact: true }).waitFor();
      expect(await poll.getByText("ok", { exact: true }).count()).toBe(0);

      const row = panel.locator("tbody tr").filter({ hasText: "auth-cleanup" });
      await row.getByRole("button", { name: "Run auth-cleanup now" }).click();
      await toastWith(page, "auth-cleanup finished").waitFor();
      await row.getByText("ok", { exact: true }).waitFor();
      await screenshot(page, "admin-system");
    },
    T,
  );
});
