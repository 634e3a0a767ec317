import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { subscriptions } from "../../src/db/schema/billing.ts";
import { apiKeys } from "../../src/db/schema/integrations.ts";
import { alerts } from "../../src/db/schema/posts.ts";
import { eq } from "drizzle-orm";
import { serve } from "../../src/server.ts";
import { call, testApp } from "../helpers/app.ts";
import { makeAlert, STEEL } from "../helpers/alerts.ts";
import { PAGE_IDS } from "../../src/integrations/alert-event.ts";
import { signedInUser } from "../helpers/users.ts";
import { sseEvents } from "../helpers/sse.ts";

const app = testApp();
afterAll(() => app.close());

const sha256 = (s: string) => new Bun.CryptoHasher("sha256").update(s).digest("hex");
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const premium = await signedInUser(app, { email: "trader@example.com", isPremium: true });
let key = "";

let seeded = 0;
/** `n` Low alerts, not tariff, written as the pipeline's rows (back-filled: the stream leaves them out). */
function lowAlerts(n: number, backfilled: boolean) {
  const sqlite = app.db.$client;
  const post = sqlite.prepare(
    "INSERT INTO posts (id, source, account, created_at, seen_at, content, url, backfilled) VALUES (?, 'replay', 'realDonaldTrump', ?, ?, 'Low news', '', ?)",
  );
  const analysis = sqlite.prepare(
    "INSERT INTO analyses (post_id, relevant, impact, tariff, sectors, tickers, summary, market_analysis, trading_ideas, analyzer, analyzed_at) VALUES (?, 1, 'Low', 0, '[]', '[]', '', '', '[]', 'rules', ?)",
  );
  const alert = sqlite.prepare("INSERT INTO alerts (post_id, impact, created_at) VALUES (?, 'Low', ?)");
  const now = Date.now();
  sqlite.transaction(() => {
    for (let i = 0; i < n; i++) {
      const id = String(116_000_000_000_000_000n + BigInt(seeded++) * 65536n);
      post.run(id, now, now, backfilled ? 1 : 0), analysis.run(id, now), alert.run(id, now);
    }
  })();
}

describe("API keys", () => {
  test("a free user may not create one; premium gets sq_test_… once, stored hashed", async () => {
    const free = await signedInUser(app, { email: "free@example.com" });
    const refused = await call(app, "POST", "/api/integrations/keys", { cookie: free.cookie, body: { name: "bot" } });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("API keys and webhooks are part of premium. Upgrade to use them.");

    const r = await call(app, "POST", "/api/integrations/keys", { cookie: premium.cookie, body: { name: "my bot" } });
    expect(r.status).toBe(200);
    expect(r.json.key).toMatch(/^sq_test_[A-Za-z0-9_-]{43}$/);
    expect(r.json.name).toBe("my bot");
    key = r.json.key;
    const row = app.db.select().from(apiKeys).where(eq(apiKeys.id, r.json.id)).get()!;
    expect(row.keyHash).toBe(sha256(key));
    expect(JSON.stringify(row)).not.toContain(key);

    const list = await call(app, "GET", "/api/integrations/keys", { cookie: premium.cookie });
    expect(list.json.keys).toHaveLength(1);
    expect(list.text).not.toContain(key);
    expect(list.json.keys[0].hint).toBe(`${key.slice(0, 12)}…${key.slice(-4)}`);
    expect((await call(app, "POST", "/api/integrations/keys", { cookie: premium.cookie, body: { name: "  " } })).json.message).toBe("name is required");
  });

  test("at most 5 keys; a revoked key gets 401", async () => {
    const u = await signedInUser(app, { email: "many@example.com", isPremium: true });
    const made: { id: number; key: string }[] = [];
    for (let i = 0; i < 5; i++) made.push((await call(app, "POST", "/api/integrations/keys", { cookie: u.cookie, body: { name: `k${i}` } })).json);
    const sixth = await call(app, "POST", "/api/integrations/keys", { cookie: u.cookie, body: { name: "k5" } });
    expect(sixth.status).toBe(409);
    expect(sixth.json.message).toBe("You already have 5 API keys. Revoke one to create another.");
    expect((await call(app, "GET", "/api/v1/alerts", { headers: bearer(made[0]!.key) })).status).toBe(200);
    expect((await call(app, "DELETE", `/api/integrations/keys/${made[0]!.id}`, { cookie: premium.cookie })).status).toBe(404); // not theirs
    expect((await call(app, "DELETE", `/api/integrations/keys/${made[0]!.id}`, { cookie: u.cookie })).status).toBe(200);
    const revoked = await call(app, "GET", "/api/v1/alerts", { headers: bearer(made[0]!.key) });
    expect(revoked.status).toBe(401);
    expect(revoked.json.message).toBe("This API key is unknown or has been revoked");
    expect((await call(app, "GET", "/api/v1/alerts", { headers: bearer("sq_test_nope") })).status).toBe(401);
    expect((await call(app, "GET", "/api/v1/alerts?limit=abc")).status).toBe(401); // the key is checked first
    expect((await call(app, "POST", "/api/integrations/keys", { cookie: u.cookie, body: { name: "again" } })).status).toBe(200);
  });
});

describe("GET /api/v1/alerts", () => {
  const ids: number[] = [];
  beforeAll(async () => {
    ids.push((await makeAlert(app, { impact: "High", tariff: true })).alertId!);
    ids.push((await makeAlert(app, { impact: "Medium", tariff: false })).alertId!);
    ids.push((await makeAlert(app, { impact: "Low", tariff: true })).alertId!);
    ids.push((await makeAlert(app, { impact: "High", tariff: false, content: "Big news on oil" })).alertId!);
  });

  test("newest first with the post, the analysis and the times; cursor pagination", async () => {
    const first = await call(app, "GET", "/api/v1/alerts?limit=3", { headers: bearer(key) });
    expect(first.status).toBe(200);
    expect(first.json.data.map((a: any) => a.id)).toEqual([ids[3], ids[2], ids[1]]);
    const a = first.json.data[0];
    expect(a.post.content).toBe("Big news on oil");
    expect(a.post.postedAt).toBeNumber();
    expect(a.analysis.summary).toBe("Steel tariffs rise to 50%.");
    expect(a.analysis.analyzedAt).toBeNumber();
    expect(a.analysis.instruments).toEqual(STEEL);
    expect(a.analysis.tickers).toEqual(["X", "NUE"]);
    expect(a.analysis.locked).toBeNull();

    expect(first.json.delayed).toBe(false);
    expect(first.json.nextCursor).toBe(ids[1]);
    const second = await call(app, "GET", `/api/v1/alerts?limit=3&after=${first.json.nextCursor}`, { headers: bearer(key) });
    expect(second.json.data.map((x: any) => x.id)).toEqual([ids[0]]);
    expect(second.json.nextCursor).toBeNull();
  });

  test("filters by impact and tariff; bad filters are a 400 that says why", async () => {
    const r = await call(app, "GET", "/api/v1/alerts?impact=High,Medium", { headers: bearer(key) });
    expect(r.json.data.map((x: any) => x.id)).toEqual([ids[3], ids[1], ids[0]]);
    const t = await call(app, "GET", "/api/v1/alerts?impact=High&tariff=true", { headers: bearer(key) });
    expect(t.json.data.map((x: any) => x.id)).toEqual([ids[0]]);
    const bad = await call(app, "GET", "/api/v1/alerts?impact=Huge", { headers: bearer(key) });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("impact must be a comma-separated list of High, Medium and Low");
    expect((await call(app, "GET", "/api/v1/alerts?limit=500", { headers: bearer(key) })).json.message).toBe("limit must be a whole number from 1 to 100");
  });

  test("a free owner sees alerts after the free delay; a lapsed one gets 403 with the reason", async () => {
    const u = await signedInUser(app, { email: "lapsing@example.com", isPremium: true });
    const k = (await call(app, "POST", "/api/integrations/keys", { cookie: u.cookie, body: { name: "k" } })).json.key;
    // Never subscribed: billing forgets the test subscription, so the owner is free, not lapsed.
    await app.billing.resetTestPremium(u.user.id);
    const free = await call(app, "GET", "/api/v1/alerts", { headers: bearer(k) });
    expect(free.status).toBe(200);
    expect(free.json.delayed).toBe(true);
    expect(free.json.data).toEqual([]); // every alert here is seconds old, the delay is 15 min
    app.settings.set({ key: "alerts.freeDelayMinutes", value: "0", dataType: "number" });
    const late = await call(app, "GET", "/api/v1/alerts", { headers: bearer(k) });
    expect(late.json.data.length).toBe(4);
    // Free: impact, summary and the post; the premium part is not sent, only how much there is.
    expect(late.json.data[3].analysis).toMatchObject({
      summary: "Steel tariffs rise to 50%.",
      marketAnalysis: null,
      tradingIdeas: null,
      sectors: null,
      tickers: null,
      instruments: null,
    });
    expect(late.json.data[3].analysis.locked).toEqual({ marketAnalysis: true, tradingIdeas: 1, sectors: 2, instruments: 2 });
    expect(late.text).not.toContain("Nucor");
    app.settings.set({ key: "alerts.freeDelayMinutes", value: "15", dataType: "number" });

    const end = Date.parse("2026-01-31T00:00:00Z");
    app.db.insert(subscriptions).values({ id: "sub_lapsed", userId: u.user.id, mode: "test", status: "canceled", currentPeriodEnd: end }).run();
    const lapsed = await call(app, "GET", "/api/v1/alerts", { headers: bearer(k) });
    expect(lapsed.status).toBe(403);
    expect(lapsed.json.message).toBe("Your premium subscription ended on 2026-01-31 (status: canceled). Renew premium to use the Squawk API and webhooks.");
  });

  test("a key only works in its own mode", async () => {
    app.settings.set({ key: "environment.mode", value: "live", dataType: "string" });
    try {
      const r = await call(app, "GET", "/api/v1/alerts", { headers: bearer(key) });
      expect(r.status).toBe(401);
      expect(r.json.message).toBe("This is a test key; the server is in live mode");
    } finally {
      app.settings.set({ key: "environment.mode", value: "test", dataType: "string" });
    }
  });

  test("60 requests a minute per key, then 429 with Retry-After", async () => {
    const u = await signedInUser(app, { email: "busy@example.com", isPremium: true });
    const k = (await call(app, "POST", "/api/integrations/keys", { cookie: u.cookie, body: { name: "k" } })).json.key;
    for (let i = 0; i < 60; i++) expect((await call(app, "GET", "/api/v1/alerts?limit=1", { headers: bearer(k) })).status).toBe(200);
    const r = await call(app, "GET", "/api/v1/alerts?limit=1", { headers: bearer(k) });
    expect(r.status).toBe(429);
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(r.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(r.json.message).toContain("the limit is 60 a minute per key");
    expect((await call(app, "GET", "/api/v1/alerts?limit=1", { headers: bearer(key) })).status).toBe(200); // other keys unaffected
  });

  test("the OpenAPI document is served", async () => {
    const r = await call(app, "GET", "/api/v1/openapi.json");
    expect(r.status).toBe(200);
    expect(r.json.openapi).toBe("3.1.0");
    expect(Object.keys(r.json.paths)).toEqual(["/api/v1/alerts", "/api/v1/stream"]);
  });
});

describe("GET /api/v1/stream", () => {
  test("one event per new alert with its id; Last-Event-ID resumes without a gap", async () => {
    const server = serve(app, { port: 0, hostname: "127.0.0.1" });
    const base = `http://127.0.0.1:${server.port}`;
    try {
      const ctl = new AbortController();
      const res = await fetch(`${base}/api/v1/stream`, { headers: bearer(key), signal: ctl.signal });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/event-stream");
      const it = sseEvents(res);
      expect((await it.next()).value).toBe("retry: 3000\n: connected");
      const first = (await makeAlert(app, { content: "Stream me" })).alertId!;
      const ev = (await it.next()).value!;
      expect(ev.split("\n").slice(0, 2)).toEqual([`id: ${first}`, "event: alert"]);
      const data = JSON.parse(ev.split("\n")[2]!.slice("data: ".length));
      expect(data.post.content).toBe("Stream me");
      expect(data.analysis.instruments).toEqual(STEEL);
      ctl.abort();

      // Missed while disconnected: both arrive, in order, on resume.
      const missed = [(await makeAlert(app)).alertId!, (await makeAlert(app)).alertId!];
      const ctl2 = new AbortController();
      const again = await fetch(`${base}/api/v1/stream`, { headers: { ...bearer(key), "last-event-id": String(first) }, signal: ctl2.signal });
      const it2 = sseEvents(again);
      await it2.next();
      const got = [(await it2.next()).value!, (await it2.next()).value!].map((e) => Number(e.split("\n")[0]!.slice(4)));
      expect(got).toEqual(missed);
      ctl2.abort();

      const bad = await fetch(`${base}/api/v1/stream`, { headers: { ...bearer(key), "last-event-id": "x" } });
      expect(bad.status).toBe(400);
      expect((await fetch(`${base}/api/v1/stream`)).status).toBe(401);
    } finally {
      await server.stop(true);
    }
  });
});

describe("a page's work is bounded", () => {
  test(`a filter that matches nothing recent looks at ${PAGE_IDS} alert ids, then says where to go on`, async () => {
    const u = await signedInUser(app, { email: "paging@example.com", isPremium: true });
    const k = (await call(app, "POST", "/api/integrations/keys", { cookie: u.cookie, body: { name: "k" } })).json.key;
    const old = (await makeAlert(app, { impact: "High", tariff: true, content: "The old tariff" })).alertId!;
    // More than a page of alerts since, none of them High and tariff.
    lowAlerts(PAGE_IDS + 10, false);
    const first = await call(app, "GET", "/api/v1/alerts?impact=High&tariff=true", { headers: bearer(k) });
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual([]);
    expect(first.json.nextCursor).toBeGreaterThan(old);
    const next = await call(app, "GET", `/api/v1/alerts?impact=High&tariff=true&after=${first.json.nextCursor}`, { headers: bearer(k) });
    expect(next.json.data[0].id).toBe(old);
    // Unfiltered pages still fill up.
    expect((await call(app, "GET", "/api/v1/alerts?limit=100", { headers: bearer(k) })).json.data).toHaveLength(100);
  });

  test(`the stream resumed from an old Last-Event-ID reads ${PAGE_IDS} alert ids a turn and still gets what follows`, async () => {
    const server = serve(app, { port: 0, hostname: "127.0.0.1" });
    try {
      const old = (await makeAlert(app, { content: "Before the back-fill" })).alertId!;
      // Two turns and more of back-filled alerts, which the stream leaves out, then a live one.
      lowAlerts(2 * PAGE_IDS + 10, true);
      const next = (await makeAlert(app, { content: "After the back-fill" })).alertId!;
      const ctl = new AbortController();
      const res = await fetch(`http://127.0.0.1:${server.port}/api/v1/stream`, {
        headers: { ...bearer(key), "last-event-id": String(old) },
        signal: ctl.signal,
      });
      const it = sseEvents(res);
      expect((await it.next()).value).toBe("retry: 3000\n: connected");
      expect((await it.next()).value!.split("\n").slice(0, 2)).toEqual([`id: ${next}`, "event: alert"]);
      // And the next new alert after it, once caught up.
      const later = (await makeAlert(app, { content: "Later" })).alertId!;
      expect((await it.next()).value!.split("\n")[0]).toBe(`id: ${later}`);
      ctl.abort();
    } finally {
      await server.stop(true);
    }
  });

  test("a free owner's stream moves on past what it may see, never past an alert still in the free delay", async () => {
    const u = await signedInUser(app, { email: "free-stream@example.com", isPremium: true });
    const k = (await call(app, "POST", "/api/integrations/keys", { cookie: u.cookie, body: { name: "k" } })).json.key;
    await app.billing.resetTestPremium(u.user.id);
    app.settings.set({ key: "alerts.freeDelayMinutes", value: "15", dataType: "number" });
    const backdate = (id: number) =>
      app.db
        .update(alerts)
        .set({ createdAt: Date.now() - 20 * 60_000 })
        .where(eq(alerts.id, id))
        .run();
    const seen = (await makeAlert(app, { content: "Out of the delay" })).alertId!;
    backdate(seen);
    const waiting = (await makeAlert(app, { content: "Still in the delay" })).alertId!;
    const server = serve(app, { port: 0, hostname: "127.0.0.1" });
    try {
      const ctl = new AbortController();
      const res = await fetch(`http://127.0.0.1:${server.port}/api/v1/stream`, {
        headers: { ...bearer(k), "last-event-id": String(seen - 1) },
        signal: ctl.signal,
      });
      const it = sseEvents(res);
      await it.next();
      expect((await it.next()).value!.split("\n")[0]).toBe(`id: ${seen}`);
      // Once out of the delay, the waiting alert comes: the cursor stopped before it.
      backdate(waiting);
      expect((await it.next()).value!.split("\n")[0]).toBe(`id: ${waiting}`);
      ctl.abort();
    } finally {
      await server.stop(true);
    }
  });
});
