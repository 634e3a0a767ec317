import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { eq, isNull } from "drizzle-orm";
import { alerts, analyses, posts } from "../db/schema/posts.ts";
import { deliveryEvents } from "../db/schema/delivery.ts";
import { call, testApp } from "../../test/helpers/app.ts";
import { UNTIL_MS, waitUntil } from "../../test/fakes/http.ts";
import { signedInUser } from "../../test/helpers/users.ts";
import { type RawPost, judgeSample } from "../sources/index.ts";

let app: ReturnType<typeof testApp>;
const MIN = 60_000;
const TARIFF = "Beginning June 1st, a 25% Tariff will be charged on all Trucks imported into the United States.";
const FED = "The Fed should cut interest rates now. Powell is Too Late!";
const LOW = "The Stock Market hit another all-time high today!";

beforeEach(() => {
  app = testApp();
});
afterEach(() => app.close());

let n = 0;
/** A live post seen `agoMin` minutes ago, through the real ingest (store, analyse, alert). */
async function live(content: string, agoMin: number) {
  const at = Date.now() - agoMin * MIN;
  const raw: RawPost = {
    id: String(1_000_000 + n++),
    createdAt: at,
    content,
    url: `https://truthsocial.com/@realDonaldTrump/${n}`,
    media: [],
    isRepost: false,
  };
  const [row] = await app.ingest.storePage({ source: "truthsocial", account: "realDonaldTrump", page: { posts: [raw], cursor: raw.id }, isOld: () => false });
  const alert = await app.ingest.analyzeOne(row!);
  // The alert is as old as the post for these tests.
  if (alert) app.db.update(alerts).set({ createdAt: at }).where(eq(alerts.id, alert.id)).run();
  return raw.id;
}

describe("alert rows", () => {
  test("a relevant post at or above alerts.minImpact becomes one alert, with its analysis", async () => {
    const id = await live(TARIFF, 0);
    await live("Happy Birthday to the Coast Guard!", 0);
    const rows = app.db.select().from(alerts).all();
    expect(rows.map((r) => [r.postId, r.impact])).toEqual([[id, "High"]]);
    // Re-analysing (batch) updates the analysis, never a second alert.
    await app.ingest.analyzeOne(app.db.select().from(posts).where(eq(posts.id, id)).get()!);
    expect(app.db.select().from(alerts).all()).toHaveLength(1);
  });

  test("alerts.minImpact takes effect at once", async () => {
    app.settings.set({ key: "alerts.minImpact", value: "High", dataType: "string" });
    await live(LOW, 0);
    await live(FED, 0);
    expect(app.db.select().from(alerts).all()).toHaveLength(0);
    await live(TARIFF, 0);
    expect(app.db.select().from(alerts).all()).toHaveLength(1);
  });

  test("live posts, alerts and dismissals are events of the pipeline's transactions that every channel hears once expanded; back-filled ones are not", async () => {
    const heard: string[] = [];
    app.events.channels.push({
      name: "recorder",
      planPost: (_tx, id) => void heard.push(`detected ${id}`),
      planAlert: (_tx, id) => void heard.push(`alert ${id}`),
      planDismissed: (_tx, id) => void heard.push(`dismissed ${id}`),
      sender: { start() {}, stop: async () => {}, wake() {} },
    });
    await app.events.expand();
    heard.length = 0;
    const a = await live(TARIFF, 0);
    const b = await live("Good morning!", 0);
    await app.ingest.importPosts([{ id: "old-1", createdAt: Date.now() - 86_400_000, content: TARIFF, url: null, media: [], isRepost: false }], {
      source: "import",
      account: "x",
    });
    // Written with the posts and the alert; no channel was called by the alert service.
    expect(heard).toEqual([]);
    const alertId = app.db.select().from(alerts).where(eq(alerts.postId, a)).get()!.id;
    const written = app.db.select().from(deliveryEvents).where(isNull(deliveryEvents.handledAt)).all();
    expect(written.map((e) => [e.type, e.payload])).toEqual([
      ["post.detected", { postId: a }],
      ["alert.created", { alertId }],
      ["post.detected", { postId: b }],
      ["post.dismissed", { postId: b }],
    ]);
    expect(await app.events.expand()).toBe(4);
    expect(heard).toEqual([`detected ${a}`, `alert ${alertId}`, `detected ${b}`, `dismissed ${b}`]);
    app.events.channels.pop();
  });
});

describe("GET /api/alerts/recent", () => {
  test("signed in only", async () => {
    const r = await call(app, "GET", "/api/alerts/recent");
    expect(r.status).toBe(401);
  });

  test("free users only get alerts older than the free delay; premium and admins get all", async () => {
    const fresh = await live(TARIFF, 1);
    const old = await live(FED, 20);
    const free = await signedInUser(app, { email: "free@example.com" });
    const premium = await signedInUser(app, { email: "premium@example.com", isPremium: true });
    const admin = await signedInUser(app, { email: "admin@example.com", isAdmin: true });

    const f = await call(app, "GET", "/api/alerts/recent", { cookie: free.cookie });
    expect(f.status).toBe(200);
    expect(f.json.alerts.map((a: any) => a.postId)).toEqual([old]);
    expect(f.json).toMatchObject({ delayed: true, freeDelayMinutes: 15 });
    for (const who of [premium, admin]) {
      const r = await call(app, "GET", "/api/alerts/recent", { cookie: who.cookie });
      expect(r.json.alerts.map((a: any) => a.postId)).toEqual([fresh, old]);
      expect(r.json.delayed).toBe(false);
    }
    // The delay is a setting (fractions allowed) and applies without a restart.
    app.settings.set({ key: "alerts.freeDelayMinutes", value: "0.5", dataType: "number" });
    const later = await call(app, "GET", "/api/alerts/recent", { cookie: free.cookie });
    expect(later.json.alerts.map((a: any) => a.postId)).toEqual([fresh, old]);
  });

  test("each alert carries post text, time, link and analysis; impact, limit and before filter", async () => {
    const ids = [await live(TARIFF, 60), await live(FED, 50), await live(LOW, 40), await live(TARIFF.replace("Trucks", "Buses"), 30)];
    const { cookie } = await signedInUser(app, { email: "p@example.com", isPremium: true });
    const all = await call(app, "GET", "/api/alerts/recent", { cookie });
    expect(all.json.alerts.map((a: any) => a.postId)).toEqual([...ids].reverse());
    const first = all.json.alerts[0];
    expect(first).toMatchObject({ impact: "High", content: TARIFF.replace("Trucks", "Buses"), url: expect.stringContaining("truthsocial.com"), tariff: true });
    expect(typeof first.createdAt).toBe("number");
    expect(typeof first.postedAt).toBe("number");
    expect(first.marketAnalysis.length).toBeGreaterThan(0);
    expect(Array.isArray(first.sectors) && Array.isArray(first.tickers)).toBe(true);

    const high = await call(app, "GET", "/api/alerts/recent?impact=High", { cookie });
    expect(high.json.alerts.map((a: any) => a.postId)).toEqual([ids[3], ids[0]]);
    const page1 = await call(app, "GET", "/api/alerts/recent?limit=2", { cookie });
    expect(page1.json.alerts).toHaveLength(2);
    const page2 = await call(app, "GET", `/api/alerts/recent?limit=2&before=${page1.json.alerts[1].createdAt}`, { cookie });
    expect(page2.json.alerts.map((a: any) => a.postId)).toEqual([ids[1], ids[0]]);
  });

  test("premium gets the instruments with their directions; free gets impact, summary and the post, and what premium holds", async () => {
    await live(TARIFF, 30);
    const premium = await signedInUser(app, { email: "tiers.premium@example.com", isPremium: true });
    const free = await signedInUser(app, { email: "tiers.free@example.com" });
    const [p] = (await call(app, "GET", "/api/alerts/recent", { cookie: premium.cookie })).json.alerts;
    expect(p.instruments.length).toBeGreaterThan(0);
    for (const i of p.instruments)
      expect(i).toEqual({
        symbol: expect.any(String),
        name: expect.any(String),
        direction: expect.stringMatching(/^(up|down|unclear)$/),
        why: expect.any(String),
      });
    expect(p.tickers).toEqual(p.instruments.map((i: any) => i.symbol));
    expect(p.locked).toBeNull();

    const res = await call(app, "GET", "/api/alerts/recent", { cookie: free.cookie });
    const [f] = res.json.alerts;
    expect(f).toMatchObject({
      impact: p.impact,
      summary: p.summary,
      content: TARIFF,
      url: p.url,
      marketAnalysis: null,
      tradingIdeas: null,
      sectors: null,
      tickers: null,
      instruments: null,
    });
    expect(f.locked).toEqual({ marketAnalysis: true, tradingIdeas: p.tradingIdeas.length, sectors: p.sectors.length, instruments: p.instruments.length });
    // Not sent at all: no word of the analysis or a ticker anywhere in the free answer.
    expect(res.text).not.toContain(p.marketAnalysis);
    for (const t of p.tickers) expect(res.text).not.toContain(`"${t}"`);
    // The landing's public samples are a free view too.
    app.db.update(alerts).set({ impact: "High" }).run();
    const [sample] = (await call(app, "GET", "/api/alerts/samples")).json.alerts;
    expect(sample).toMatchObject({ marketAnalysis: null, instruments: null, locked: expect.any(Object) });
  });

  test("the list carries an ETag: the same list is a 304, a new alert a new list", async () => {
    await live(TARIFF, 30);
    const free = await signedInUser(app, { email: "etag.free@example.com" });
    const premium = await signedInUser(app, { email: "etag.premium@example.com", isPremium: true });
    const first = await call(app, "GET", "/api/alerts/recent", { cookie: premium.cookie });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"\w+"$/);
    expect(first.headers.get("content-type")).toContain("application/json");
    const same = await call(app, "GET", "/api/alerts/recent", { cookie: premium.cookie, headers: { "if-none-match": etag } });
    expect(same.status).toBe(304);
    expect(same.text).toBe("");
    // Another tier's list is another list.
    const freeList = await call(app, "GET", "/api/alerts/recent", { cookie: free.cookie, headers: { "if-none-match": etag } });
    expect(freeList.status).toBe(200);
    expect(freeList.json.delayed).toBe(true);
    await live(FED, 0);
    const after = await call(app, "GET", "/api/alerts/recent", { cookie: premium.cookie, headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    expect(after.json.alerts).toHaveLength(2);
    expect(after.headers.get("etag")).not.toBe(etag);
  });

  test("a free user's list changes when an alert comes out of the delay, with no new alert", async () => {
    app.settings.set({ key: "alerts.freeDelayMinutes", value: "0.02", dataType: "number" }); // 1.2 s
    const id = await live(TARIFF, 0);
    const { cookie } = await signedInUser(app, { email: "boundary@example.com" });
    const before = await call(app, "GET", "/api/alerts/recent", { cookie });
    expect(before.json.alerts).toEqual([]);
    expect((await call(app, "GET", "/api/alerts/recent", { cookie })).json.alerts).toEqual([]);
    // Asked again until the delay has passed; the same answer the whole time would fail here.
    let after = before;
    await waitUntil(
      async () => (after = await call(app, "GET", "/api/alerts/recent", { cookie })).json.alerts.length > 0,
      UNTIL_MS,
      "the alert never left the delay",
    );
    expect(after.json.alerts.map((a: any) => a.postId)).toEqual([id]);
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
  });

  test("the cached answer is byte for byte what the list says now", async () => {
    await live(TARIFF, 30);
    await live(LOW, 20);
    const { cookie, user } = await signedInUser(app, { email: "same@example.com", isPremium: true });
    for (const q of ["", "?impact=High", "?limit=1"]) {
      await call(app, "GET", `/api/alerts/recent${q}`, { cookie });
      const cached = await call(app, "GET", `/api/alerts/recent${q}`, { cookie });
      const query = Object.fromEntries(new URLSearchParams(q));
      expect(cached.text).toBe(JSON.stringify(await app.alerts.recent(user, { ...query, limit: query.limit ? Number(query.limit) : 20 } as any)));
    }
  });

  test("bad parameters are a 400 that says why", async () => {
    const { cookie } = await signedInUser(app, { email: "u@example.com" });
    expect((await call(app, "GET", "/api/alerts/recent?impact=Huge", { cookie })).json).toEqual({ message: "impact must be High, Medium or Low" });
    expect((await call(app, "GET", "/api/alerts/recent?limit=1000", { cookie })).json).toEqual({ message: "limit must be a whole number from 1 to 100" });
    expect((await call(app, "GET", "/api/alerts/recent?before=soon", { cookie })).status).toBe(400);
  });
});

describe("GET /api/stats and /api/alerts/samples", () => {
  test("totals and relevant posts per day by impact, at least 14 days ending on the last", async () => {
    const tariff = await live(TARIFF, 10);
    await live(FED, 2 * 24 * 60);
    await live("Good morning!", 5);
    // Premium: a free user would not count posts seen within the free delay (next tests).
    const { cookie } = await signedInUser(app, { email: "u@example.com", isPremium: true });
    expect((await call(app, "GET", "/api/stats")).status).toBe(401);
    const r = await call(app, "GET", "/api/stats", { cookie });
    expect(r.json).toMatchObject({ totalPosts: 3, marketRelevant: 2, highImpact: 1 });
    expect(r.json.bucket).toBe("day");
    expect(r.json.days).toHaveLength(14);
    // Days are US Eastern calendar days, ending on the last post's (ten minutes ago: yesterday's, in the ten minutes after midnight).
    const [alert] = app.db.select().from(alerts).where(eq(alerts.postId, tariff)).all();
    const lastDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(alert!.createdAt);
    expect(r.json.days.at(-1)).toMatchObject({ date: lastDay, High: 1 });
    expect(r.json.days.reduce((s: number, d: any) => s + d.High + d.Medium + d.Low, 0)).toBe(2);
  });

  test("the chart's window covers every relevant post: an old post and a new one both keep their bars", async () => {
    await live(FED, 120 * 24 * 60); // four months ago, like the bundled sample after a new live post
    await live(TARIFF, 10);
    const { cookie } = await signedInUser(app, { email: "u@example.com", isPremium: true });
    const r = await call(app, "GET", "/api/stats", { cookie });
    expect(r.json.bucket).toBe("week");
    expect(r.json.days.reduce((s: number, d: any) => s + d.High + d.Medium + d.Low, 0)).toBe(r.json.marketRelevant);
    expect(r.json.days.length).toBeLessThanOrEqual(26);
    expect(r.json.days.filter((d: any) => d.High + d.Medium + d.Low > 0)).toHaveLength(2);
  });

  test("three weeks of posts from months ago: the chart spans those three weeks, not up to today", async () => {
    // Like the bundled sample on a server started months later: days of posts, then nothing.
    const DAY_MIN = 24 * 60;
    for (let d = 0; d <= 20; d += 4) await live(TARIFF.replace("25%", `${10 + d}%`), (170 - d) * DAY_MIN);
    await live(FED, 150 * DAY_MIN);
    const { cookie } = await signedInUser(app, { email: "u@example.com", isPremium: true });
    const r = await call(app, "GET", "/api/stats", { cookie });
    const day = (agoDays: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(Date.now() - agoDays * DAY_MIN * MIN);
    expect(r.json.bucket).toBe("day");
    expect(r.json.days.map((d: any) => d.date)).toEqual(Array.from({ length: 21 }, (_, i) => day(170 - i)));
    expect(r.json.days.reduce((s: number, d: any) => s + d.High + d.Medium + d.Low, 0)).toBe(r.json.marketRelevant);
  });

  test("a free user's figures are those of the free delay ago: a new High post moves no count before the free feed shows it", async () => {
    const backdate = (id: string, agoMin: number) => {
      const at = Date.now() - agoMin * MIN;
      app.db.update(posts).set({ seenAt: at, createdAt: at }).where(eq(posts.id, id)).run();
      app.db.update(analyses).set({ analyzedAt: at }).where(eq(analyses.postId, id)).run();
      app.db.update(alerts).set({ createdAt: at }).where(eq(alerts.postId, id)).run();
    };
    backdate(await live(TARIFF, 30), 30);
    const free = await signedInUser(app, { email: "free@example.com" });
    const premium = await signedInUser(app, { email: "premium@example.com", isPremium: true });
    const figures = async (cookie: string) => {
      const r = (await call(app, "GET", "/api/stats", { cookie })).json;
      return {
        total: r.totalPosts,
        relevant: r.marketRelevant,
        high: r.highImpact,
        charted: r.days.reduce((s: number, d: any) => s + d.High + d.Medium + d.Low, 0),
      };
    };
    expect(await figures(free.cookie)).toEqual({ total: 1, relevant: 1, high: 1, charted: 1 });

    const fresh = await live(TARIFF.replace("Trucks", "Ships"), 0);
    expect(await figures(premium.cookie)).toEqual({ total: 2, relevant: 2, high: 2, charted: 2 });
    expect(await figures(free.cookie)).toEqual({ total: 1, relevant: 1, high: 1, charted: 1 });
    expect((await call(app, "GET", "/api/alerts/recent", { cookie: free.cookie })).json.alerts).toHaveLength(1);

    // Once the free delay has passed, the free user counts it, as their feed shows it.
    backdate(fresh, 16);
    expect(await figures(free.cookie)).toEqual({ total: 2, relevant: 2, high: 2, charted: 2 });
  });

  test("the counts follow a re-judged post (kept by triggers, not recounted)", async () => {
    const id = await live(TARIFF, 30);
    const { cookie } = await signedInUser(app, { email: "p@example.com", isPremium: true });
    expect((await call(app, "GET", "/api/stats", { cookie })).json).toMatchObject({ totalPosts: 1, marketRelevant: 1, highImpact: 1 });
    app.db.update(analyses).set({ impact: "Low" }).where(eq(analyses.postId, id)).run();
    const r = (await call(app, "GET", "/api/stats", { cookie })).json;
    expect(r).toMatchObject({ totalPosts: 1, marketRelevant: 1, highImpact: 0 });
    expect(r.days.reduce((s: number, d: any) => s + d.Low, 0)).toBe(1);
    app.db.update(analyses).set({ relevant: false, impact: "None" }).where(eq(analyses.postId, id)).run();
    expect((await call(app, "GET", "/api/stats", { cookie })).json).toMatchObject({ totalPosts: 1, marketRelevant: 0, highImpact: 0 });
  });

  test("after new analyses the figures add them (only the changes since the last answer are read)", async () => {
    await live(TARIFF, 2 * 24 * 60);
    const { cookie } = await signedInUser(app, { email: "p@example.com", isPremium: true });
    const figures = async () => {
      const r = (await call(app, "GET", "/api/stats", { cookie })).json;
      const charted = (k: string) => r.days.reduce((s: number, d: any) => s + d[k], 0);
      return [r.totalPosts, r.marketRelevant, r.highImpact, charted("High"), charted("Medium")];
    };
    expect(await figures()).toEqual([1, 1, 1, 1, 0]);
    await live(FED, 30);
    expect(await figures()).toEqual([2, 2, 1, 1, 1]);
    const id = await live(TARIFF.replace("Trucks", "Ships"), 20);
    await live("Good morning!", 10);
    expect(await figures()).toEqual([4, 3, 2, 2, 1]);
    app.db.delete(analyses).where(eq(analyses.postId, id)).run();
    expect(await figures()).toEqual([4, 2, 1, 1, 1]);
    // More changes than are kept (10,000; an update is two): the figures are summed again, still right.
    const fed = app.db.select().from(posts).where(eq(posts.content, FED)).get()!.id;
    const judge = app.db.$client.prepare("UPDATE analyses SET impact = ? WHERE post_id = ?");
    app.db.$client.transaction(() => {
      for (let i = 0; i <= 5_000; i++) judge.run(i % 2 ? "Medium" : "Low", fed);
    })();
    expect(await figures()).toEqual([4, 2, 1, 1, 0]);
    expect((await call(app, "GET", "/api/stats", { cookie })).json.days.reduce((s: number, d: any) => s + d.Low, 0)).toBe(1);
  });

  test("the first sum of many hours lets other work run between its chunks, and counts a write made meanwhile once", async () => {
    // 12,000 hours of analyses: post_stats rows in more than two of the sum's chunks.
    const sqlite = app.db.$client;
    const post = sqlite.prepare(
      "INSERT INTO posts (id, source, account, created_at, seen_at, content, url, media, is_repost, backfilled) VALUES (?, 'rss', 'realDonaldTrump', ?, ?, ?, '', '[]', 0, 1)",
    );
    const analysis = sqlite.prepare(
      `INSERT INTO analyses (post_id, relevant, impact, tariff, category, sectors, tickers, instruments, summary, market_analysis, trading_ideas, analyzer, model, prompt_tokens, completion_tokens, cost_usd, duration_ms, analyzed_at)
       VALUES (?, 1, ?, 0, 'markets', '[]', '[]', '[]', 'A summary', 'An analysis', '[]', 'rules', NULL, 0, 0, 0, 1, ?)`,
    );
    const HOURS = 12_000;
    const first = Date.now() - (HOURS + 1) * 60 * MIN;
    const add = (id: string, at: number, impact: string) => {
      post.run(id, at, at, `Post ${id}`);
      analysis.run(id, impact, at);
    };
    sqlite.transaction(() => {
      for (let i = 0; i < HOURS; i++) add(`hour-${i}`, first + i * 60 * MIN, i % 3 === 0 ? "High" : "Low");
    })();
    const { cookie } = await signedInUser(app, { email: "p@example.com", isPremium: true });
    // Turns of the event loop taken while the stats are summed; the first one writes a new analysis.
    let turns = 0;
    let summing = true;
    const turn = () => {
      if (!summing) return;
      if (turns++ === 0) add("meanwhile", Date.now() - 30 * MIN, "High");
      setImmediate(turn);
    };
    setImmediate(turn);
    const r = (await call(app, "GET", "/api/stats", { cookie })).json;
    summing = false;
    expect(turns).toBeGreaterThan(0);
    const figures = (s: any) => [s.totalPosts, s.marketRelevant, s.highImpact, s.days.reduce((n: number, d: any) => n + d.High + d.Medium + d.Low, 0)];
    expect(figures(r)).toEqual([HOURS + 1, HOURS + 1, HOURS / 3 + 1, HOURS + 1]);
    expect(figures((await call(app, "GET", "/api/stats", { cookie })).json)).toEqual([HOURS + 1, HOURS + 1, HOURS / 3 + 1, HOURS + 1]);
    // Re-judged and deleted meanwhile or after: still right (the changes since are added).
    sqlite.run("UPDATE analyses SET impact = 'Low' WHERE post_id = 'meanwhile'");
    sqlite.run("DELETE FROM analyses WHERE post_id = 'hour-0'");
    expect(figures((await call(app, "GET", "/api/stats", { cookie })).json)).toEqual([HOURS + 1, HOURS, HOURS / 3 - 1, HOURS]);
  });

  test("samples: public, at most 3 High alerts and the newest Medium and Low, all older than the free delay", async () => {
    for (let i = 0; i < 4; i++) await live(TARIFF.replace("Trucks", `Trucks ${i}`), 20 + i);
    await live(TARIFF.replace("Trucks", "Ships"), 1);
    await live(FED, 30);
    const r = await call(app, "GET", "/api/alerts/samples");
    expect(r.status).toBe(200);
    const high = r.json.alerts.filter((a: any) => a.impact === "High");
    expect(high).toHaveLength(3);
    expect(r.json.alerts.some((a: any) => a.content.includes("Ships"))).toBe(false);
    // The Fed post: the landing's Medium card is a real alert too.
    const medium = r.json.alerts.filter((a: any) => a.impact === "Medium");
    expect(medium).toHaveLength(1);
    expect(medium[0].content).toBe(FED);
    expect(r.json.alerts.filter((a: any) => a.impact === "Low").length).toBeLessThanOrEqual(1);
  });
});

describe("fresh install", () => {
  test("the first start imports the bundled sample silently, analysed; a second start does not", async () => {
    await app.start();
    await app.jobs.stop();
    const { cookie } = await signedInUser(app, { email: "u@example.com" });
    const s = await call(app, "GET", "/api/stats", { cookie });
    expect(s.json.totalPosts).toBe(300);
    expect(s.json.marketRelevant).toBeGreaterThan(5);
    expect(s.json.days.some((d: any) => d.High + d.Medium + d.Low > 0)).toBe(true);
    expect(
      app.db
        .select()
        .from(posts)
        .all()
        .every((p) => p.backfilled),
    ).toBe(true);
    // The same Gingrich repost, three times in the sample: the copy 21 minutes later joins the
    // first one's story (one row on the dashboard); the one 35 hours later is news again.
    const dup = (id: string) => app.db.select().from(posts).where(eq(posts.id, id)).get()!.duplicateOf;
    expect([dup("trumpstruth:38959"), dup("trumpstruth:38961"), dup("trumpstruth:38981")]).toEqual([null, "trumpstruth:38959", null]);
    expect(app.db.select().from(alerts).where(eq(alerts.postId, "trumpstruth:38961")).all()).toEqual([]);
    const { importSampleIfEmpty } = await import("../sources/index.ts");
    expect(await importSampleIfEmpty({ store: app.store, ingest: app.ingest, account: "x" })).toBe(0);
  });

  test("the sample's judgements that the binary's build makes are those the first start's import stores", async () => {
    // From source the import judges each post itself; build.ts embeds judgeSample's instead.
    await app.start();
    await app.jobs.stop();
    const stored = app.db.select({ post: posts, analysis: analyses }).from(posts).innerJoin(analyses, eq(analyses.postId, posts.id)).all();
    expect(stored.length).toBe(300);
    const judged = await judgeSample();
    expect(Object.keys(judged).sort()).toEqual(stored.map((s) => s.post.id).sort());
    for (const { post, analysis } of stored) {
      const { durationMs: _, ...made } = judged[post.id]!;
      expect({ id: post.id, ...analysis }).toMatchObject({ id: post.id, ...made });
    }
  });
});

describe("batch analysis", () => {
  test("admins only; runs in the background with progress; a second start gets 409", async () => {
    // Sixty different tariff posts (the same words twice would be one story, and one alert).
    for (let i = 0; i < 120; i++) await live(i % 2 ? TARIFF.replace("25%", `${i}%`) : "Good morning!", 100 + i);
    const member = await signedInUser(app, { email: "m@example.com" });
    const admin = await signedInUser(app, { email: "a@example.com", isAdmin: true });
    expect((await call(app, "POST", "/api/process-all-posts", { cookie: member.cookie, body: { batchSize: 50, maxPosts: -1 } })).status).toBe(403);
    const r = await call(app, "POST", "/api/process-all-posts", { cookie: admin.cookie, body: { batchSize: 50, maxPosts: -1 } });
    expect(r.status).toBe(200);
    expect(r.json.progress).toMatchObject({ running: true, total: 120, processed: 0 });
    const again = await call(app, "POST", "/api/process-all-posts", { cookie: admin.cookie, body: { batchSize: 50, maxPosts: -1 } });
    expect(again.status).toBe(409);
    await waitUntil(() => !app.batch.progress().running, UNTIL_MS, "the batch did not finish");
    const p = await call(app, "GET", "/api/admin/analysis-progress", { cookie: admin.cookie });
    expect(p.json).toMatchObject({ running: false, processed: 120, total: 120, errors: 0 });
    expect(p.json.finishedAt).toBeGreaterThanOrEqual(p.json.startedAt);
    expect(app.db.select().from(alerts).all()).toHaveLength(60);
  });

  test("maxPosts limits the run; a bad batchSize is a 400", async () => {
    for (let i = 0; i < 10; i++) await live(TARIFF, 100 + i);
    const admin = await signedInUser(app, { email: "a@example.com", isAdmin: true });
    const bad = await call(app, "POST", "/api/process-all-posts", { cookie: admin.cookie, body: { batchSize: 0, maxPosts: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("batchSize must be a whole number from 1 to 500");
    await call(app, "POST", "/api/process-all-posts", { cookie: admin.cookie, body: { batchSize: 3, maxPosts: 4 } });
    await waitUntil(() => !app.batch.progress().running, UNTIL_MS, "the batch did not finish");
    expect(app.batch.progress()).toMatchObject({ processed: 4, total: 4 });
  });
});
