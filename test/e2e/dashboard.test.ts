import { describe, expect, test } from "bun:test";
import { registerAccount, startBinary, type Binary } from "../helpers/binary.ts";
import { E2E_MS, newPage, screenshot, shareBrowserAndBinary, signIn } from "../helpers/browser.ts";
import { UNTIL_MS, waitUntil } from "../fakes/http.ts";
import { startPostSources } from "../fakes/post-sources.ts";

/*
 * The dashboard in Chromium against the built binary: a fresh install (the bundled sample is
 * imported on first start), a fake Truth Social that then publishes one new tariff post,
 * real accounts from the register endpoint. Run `bun build.ts` first.
 */

const T = E2E_MS;
const ADMIN = "boss@example.com";
const TARIFF = "Beginning next Monday, all Furniture imported into the United States will be Tariffed at the Rate of 50%!";

let bin: Binary;
const fake = startPostSources();
let freeCookie: string;
let adminCookie: string;
const contexts: { close(): Promise<void> }[] = [];

const register = (email: string) => registerAccount(bin.url, email);
const api = async (path: string, cookie?: string) => (await fetch(`${bin.url}${path}`, { headers: cookie ? { cookie } : {} })).json();

async function open(path: string, cookie?: string, width = 1280, height = 800) {
  // A browser far from New York: times must still read in Eastern time.
  const { page, errors, context } = await newPage(browser(), width, height, { timezoneId: "Asia/Tokyo" });
  contexts.push(context);
  if (cookie) {
    await signIn(context, bin.url, cookie);
  }
  await page.goto(`${bin.url}${path}`);
  return { page, errors };
}

/** The binary with its accounts and one live alert: at the start, and again if a timed-out test took it down. */
async function start() {
  const polls = fake.hits.statuses;
  bin = await startBinary({ ...fake.env, SOURCES: "truthsocial", POLL_INTERVAL_SECONDS: "1", ADMIN_EMAILS: ADMIN });
  freeCookie = await register("free@example.com");
  adminCookie = await register(ADMIN);
  // The first poll back-fills silently; then a new post arrives and becomes a live alert.
  await fake.polled(polls + 2);
  fake.add(TARIFF);
  await waitUntil(
    async () => (await api("/api/alerts/recent?impact=High&limit=5", adminCookie)).alerts?.some((a: { content: string }) => a.content === TARIFF),
    T,
    "the tariff post never became an alert",
  );
}

fake.add("Good morning!", { at: Date.now() - 3_600_000 });

const browser = shareBrowserAndBinary({
  start,
  binary: () => bin,
  contexts,
  stop: async () => {
    await fake.stop();
  },
});

/** "Jul 7, 2025, 12:08 PM ET" */
const eastern = (ms: number) =>
  `${new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", dateStyle: "medium", timeStyle: "short" }).format(ms).replace(/\u202f/g, " ")} ET`;

describe("dashboard", () => {
  test(
    "the analytics card shows this database's figures and the chart draws relevant posts per day",
    async () => {
      const stats = await api("/api/stats", freeCookie);
      expect(stats.totalPosts).toBeGreaterThanOrEqual(300);
      const { page, errors } = await open("/dashboard", freeCookie);
      await page.getByTestId("stat-total").filter({ hasText: /\d/ }).waitFor();
      expect((await page.getByTestId("stat-total").textContent())!.replace(/\D/g, "")).toBe(String(stats.totalPosts));
      expect((await page.getByTestId("stat-relevant").textContent())!.replace(/\D/g, "")).toBe(String(stats.marketRelevant));
      expect((await page.getByTestId("stat-high").textContent())!.replace(/\D/g, "")).toBe(String(stats.highImpact));
      const chart = page.getByTestId("impact-chart");
      await chart.waitFor();
      const bars = await chart
        .locator("rect[data-impact]")
        .evaluateAll((rs) => rs.map((r) => [r.closest("g")!.getAttribute("data-date"), r.getAttribute("data-impact"), Number(r.getAttribute("data-count"))]));
      const expected = stats.days.flatMap((d: any) => (["Low", "Medium", "High"] as const).filter((i) => d[i] > 0).map((i) => [d.date, i, d[i]]));
      expect(bars).toEqual(expected);
      expect(bars.length).toBeGreaterThan(0);
      // The window covers the data: the bundled sample's bars stay after a new live post.
      expect(bars.reduce((n: number, b: any) => n + b[2], 0)).toBe(stats.marketRelevant);
      expect(stats.days.some((d: any) => d.date <= "2026-06-12" && d.High + d.Medium + d.Low > 0)).toBe(true);
      // Whole numbers only on the y axis.
      const ticks = await chart.locator("[data-tick] text").allTextContents();
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      for (const t of ticks) expect(t).toMatch(/^\d+$/);
      // No model configured here: the dashboard names the built-in rules as the judge.
      await page.getByTestId("judge").filter({ hasText: "rules" }).waitFor();
      expect(await page.getByTestId("judge").textContent()).toBe("Posts on this server are judged by Squawk's built-in analyst rules.");
      await screenshot(page, "dashboard-free");
      expect(errors).toEqual([]);
    },
    T,
  );

  test(
    "tabs High / Medium / Low list alerts with badge, date, summary, a link, and what premium holds",
    async () => {
      const { page, errors } = await open("/dashboard", freeCookie);
      await page.getByRole("tab", { name: "High Impact" }).waitFor();
      expect(await page.getByRole("tab").allTextContents()).toEqual(["High Impact", "Medium Impact", "Low Impact"]);
      for (const impact of ["High", "Medium", "Low"]) {
        await page.getByRole("tab", { name: `${impact} Impact` }).click();
        const panel = page.getByRole("tabpanel");
        const items = panel.getByTestId("alert-item");
        await items.first().waitFor();
        const expected = (await api(`/api/alerts/recent?impact=${impact}&limit=20`, freeCookie)).alerts;
        expect(await items.count()).toBe(expected.length);
        const first = items.first();
        await expect(first.getByText(`${impact} Impact`).isVisible()).resolves.toBe(true);
        expect(await first.locator("time").getAttribute("datetime")).toBe(new Date(expected[0].postedAt).toISOString());
        // One convention: US Eastern with its zone, whatever the browser's own zone.
        expect(await first.locator("time").textContent()).toBe(eastern(expected[0].postedAt));
        // Free: the summary, and what premium holds with the upgrade (the server sent nothing more).
        await expect(first.getByText("Summary", { exact: true }).isVisible()).resolves.toBe(true);
        expect(await first.getByText(expected[0].summary).count()).toBeGreaterThan(0);
        expect(expected[0]).toMatchObject({ marketAnalysis: null, instruments: null, tickers: null });
        const locked = first.getByTestId("locked");
        expect(await locked.textContent()).toContain("Premium has the market analysis");
        expect(await locked.getByRole("link", { name: "Upgrade to Premium" }).getAttribute("href")).toBe("/subscribe");
        expect(await first.getByText("Market analysis", { exact: true }).count()).toBe(0);
        if (expected[0].url) expect(await first.getByRole("link", { name: "View original post" }).getAttribute("href")).toBe(expected[0].url);
      }
      expect(errors).toEqual([]);
    },
    T,
  );

  test(
    "premium cards show the analysis, trading ideas, sectors and each instrument with its direction",
    async () => {
      const { page, errors } = await open("/dashboard", adminCookie);
      const first = page.getByRole("tabpanel").getByTestId("alert-item").first();
      await first.waitFor();
      const [expected] = (await api("/api/alerts/recent?impact=High&limit=20", adminCookie)).alerts;
      expect(expected.instruments.length).toBeGreaterThan(0);
      await expect(first.getByText("Market analysis", { exact: true }).isVisible()).resolves.toBe(true);
      const marks = { up: "▲", down: "▼", unclear: "◆" } as Record<string, string>;
      const chips = await first.getByTestId("instruments").getByRole("listitem").allTextContents();
      expect(chips).toEqual(expected.instruments.map((i: any) => `${marks[i.direction]}${i.symbol}`));
      for (const s of expected.sectors) await expect(first.getByText(s, { exact: true }).first().isVisible()).resolves.toBe(true);
      for (const t of expected.tradingIdeas) expect(await first.getByTestId("trading-ideas").textContent()).toContain(t);
      expect(await first.getByTestId("locked").count()).toBe(0);
      expect(errors).toEqual([]);
    },
    T,
  );

  test(
    "a free user sees the 15-minute note and not the fresh alert; an admin sees it at once",
    async () => {
      const free = await open("/dashboard", freeCookie);
      await free.page.getByTestId("free-delay-note").waitFor();
      expect(await free.page.getByTestId("free-delay-note").textContent()).toContain("On the free plan, your alerts arrive 15 minutes late.");
      await free.page.getByTestId("alert-item").first().waitFor();
      expect(await free.page.getByText(TARIFF).count()).toBe(0);

      const admin = await open("/dashboard", adminCookie);
      await admin.page.getByText(TARIFF).waitFor();
      expect(await admin.page.getByTestId("free-delay-note").count()).toBe(0);
      await screenshot(admin.page, "dashboard-admin");
    },
    T,
  );

  test(
    "a repost of the story joins its alert: the card says where else it was posted",
    async () => {
      const repost = fake.add("", { reblogOf: { acct: "WhiteHouse", html: `<p>${TARIFF}</p>` } });
      const alert = await waitUntil(
        async () => (await api("/api/alerts/recent?impact=High&limit=5", adminCookie)).alerts.find((a: any) => a.content === TARIFF && a.alsoPosted.length),
        UNTIL_MS,
        "the repost never joined its alert",
      );
      expect(alert.alsoPosted.map((a: any) => a.postId)).toEqual([repost.id]);
      // Still one alert for the story.
      expect((await api("/api/alerts/recent?limit=100", adminCookie)).alerts.filter((a: any) => a.content.includes("Furniture")).length).toBe(1);
      const { page, errors } = await open("/dashboard", adminCookie);
      const card = page.getByTestId("alert-item").filter({ hasText: TARIFF });
      await card.getByTestId("also-posted").waitFor();
      expect((await card.getByTestId("also-posted").textContent())!.trim()).toBe(`Also posted at ${eastern(repost.createdAt)}`);
      expect(errors).toEqual([]);
    },
    T,
  );
});

test(
  "at 390 px the chart's labels are readable: drawn at 12 px, not scaled down",
  async () => {
    const { page, errors } = await open("/dashboard", freeCookie, 390, 844);
    const chart = page.getByTestId("impact-chart");
    await chart.locator("rect[data-impact]").first().waitFor();
    const heights = await chart.locator("text").evaluateAll((ts) => ts.map((t) => t.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(3);
    for (const h of heights) expect(h).toBeGreaterThanOrEqual(11);
    // x labels never overlap one another.
    const xs = await chart.locator('text[data-axis="x"]').evaluateAll((ts) => ts.map((t) => [t.getBoundingClientRect().left, t.getBoundingClientRect().right]));
    for (let i = 1; i < xs.length; i++) expect(xs[i]![0]!).toBeGreaterThan(xs[i - 1]![1]!);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "dashboard-chart-390");
    expect(errors).toEqual([]);
  },
  T,
);

describe("landing", () => {
  test(
    "each sample card shows the newest real alert of its impact, with the analyzer's own words",
    async () => {
      const samples = (await api("/api/alerts/samples")).alerts;
      // A fresh install has the bundled sample's alerts: a real High, Medium and Low one.
      const newest = ["High", "Medium", "Low"].map((level) => samples.find((a: { impact: string }) => a.impact === level));
      for (const a of newest) expect(a).toBeDefined();
      const { page, errors } = await open("/");
      const section = page.locator("#sample-alerts");
      await section.getByText(newest[0].content.slice(0, 40), { exact: false }).first().waitFor();
      // One card per impact, each the server's newest real alert of that impact, showing its summary.
      expect(await section.locator("li").count()).toBe(3);
      for (const level of ["High", "Medium", "Low"]) expect(await section.getByText(`${level} Impact`).count()).toBe(1);
      for (const [i, level] of ["High", "Medium", "Low"].entries()) {
        const card = (await section
          .locator("li")
          .filter({ hasText: `${level} Impact` })
          .textContent())!;
        expect(card).toContain(newest[i].content.slice(0, 40));
        expect(card).toContain(newest[i].summary);
      }
      // The old hand-written readings are gone.
      expect(await section.getByText(/Public pressure for a full-point Fed cut|paper straws/i).count()).toBe(0);
      expect(await section.getByText(TARIFF).count()).toBe(0); // too fresh for anyone but premium
      // Signed out, nothing is logged: no 401 from a session check without a session.
      expect(errors).toEqual([]);
    },
    T,
  );
});
