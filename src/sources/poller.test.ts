import { afterAll, afterEach, beforeEach, describe, expect, test } from "bun:test";
import { eq, inArray } from "drizzle-orm";
import { alerts, analyses, posts, sourceState } from "../db/schema/posts.ts";
import { startPostSources, type FakePostSources } from "../../test/fakes/post-sources.ts";
import { testApp } from "../../test/helpers/app.ts";
import { CIRCUIT_MS, FAILOVER_AFTER, SLOW_MEMORY_MS, createPoller } from "./poller.ts";
import { createSources } from "./registry.ts";

const fake: FakePostSources = startPostSources();
afterAll(() => fake.stop());

let app: ReturnType<typeof testApp>;
let clock: number;
const TARIFF = "Beginning June 1st, a 25% Tariff will be charged on all Trucks imported into the United States.";

function poller() {
  return createPoller({
    store: app.store,
    log: app.log,
    settings: app.settings,
    ingest: app.ingest,
    sources: createSources(app.config),
    account: "realDonaldTrump",
    now: () => clock,
  });
}
const count = (table: typeof posts | typeof alerts | typeof analyses) =>
  app.db.$client.query(`SELECT count(*) AS n FROM ${table === posts ? "posts" : table === alerts ? "alerts" : "analyses"}`).get() as { n: number };
const state = (source: string) => app.db.select().from(sourceState).where(eq(sourceState.source, source)).get()!;

beforeEach(() => {
  fake.statuses.length = 0;
  fake.fault(null);
  fake.exhaustRateLimit(null);
  app = testApp({ ...fake.env, SOURCES: "truthsocial,rss" });
  clock = Date.now();
});
afterEach(() => app.close());

describe("poller", () => {
  test("a first run stores and analyses old posts without alerting; the next new post alerts", async () => {
    fake.add(TARIFF, { at: clock - 86_400_000 });
    fake.add("Happy Birthday to the Coast Guard!", { at: clock - 3_600_000 });
    const p = poller();
    expect(await p.pollOnce()).toEqual({ source: "truthsocial", stored: 2 });
    expect(count(posts).n).toBe(2);
    expect(count(analyses).n).toBe(2);
    const rows = app.db.select().from(posts).all();
    expect(rows.every((r) => r.backfilled)).toBe(true);
    // The back-filled tariff post has its alert row for the dashboard, but nobody is told.
    expect((await app.alerts.recent({ isPremium: true, isAdmin: false }, {})).alerts).toHaveLength(1);

    const fresh = fake.add(TARIFF.replace("Trucks", "Buses"), { at: clock });
    expect(await p.pollOnce()).toEqual({ source: "truthsocial", stored: 1 });
    const row = app.db.select().from(posts).where(eq(posts.id, fresh.id)).get()!;
    expect(row.backfilled).toBe(false);
    const alert = app.db.select().from(alerts).where(eq(alerts.postId, fresh.id)).get()!;
    expect(alert.impact).toBe("High");
    expect(state("truthsocial").cursor).toBe(fresh.id);
    expect((await p.status()).active).toBe("truthsocial");
  });

  test("after a long outage, posts older than alerts.maxAgeMinutes are stored without alerting", async () => {
    fake.add("before the outage", { at: clock - 4 * 3_600_000 });
    const p = poller();
    await p.pollOnce();
    const old = fake.add(TARIFF, { at: clock - 3 * 3_600_000 }); // posted during the outage
    const recent = fake.add(TARIFF.replace("Trucks", "Cars"), { at: clock - 60_000 });
    await p.pollOnce();
    expect(app.db.select().from(posts).where(eq(posts.id, old.id)).get()!.backfilled).toBe(true);
    expect(app.db.select().from(posts).where(eq(posts.id, recent.id)).get()!.backfilled).toBe(false);
  });

  test("fails over to RSS after repeated failures, deduplicates on the original id, and comes back", async () => {
    const a = fake.add("one", { at: clock - 5000 });
    const p = poller();
    await p.pollOnce();
    fake.fault({ kind: "server-error", on: "statuses" });
    const b = fake.add(TARIFF, { at: clock });
    for (let i = 1; i < FAILOVER_AFTER; i++) {
      expect(await p.pollOnce()).toEqual({ source: null, stored: 0 });
      clock = state("truthsocial").nextAttemptAt! + 1; // the backoff has passed
    }
    // The third failure in a row hands over to RSS within the same poll.
    expect(await p.pollOnce()).toEqual({ source: "rss", stored: 1 });
    expect(state("truthsocial").consecutiveFailures).toBe(FAILOVER_AFTER);
    expect((await p.status()).active).toBe("rss");
    // RSS saw `a` too; it is the same post (same original id) and is not stored twice.
    expect(count(posts).n).toBe(2);
    expect(app.db.select().from(posts).where(eq(posts.id, b.id)).get()!.source).toBe("rss");
    expect(app.db.select().from(alerts).where(eq(alerts.postId, b.id)).all()).toHaveLength(1);
    expect(a.id).toBeTruthy();

    // Back to the first source once its backoff ends and it answers again.
    fake.fault(null);
    const c = fake.add("three", { at: clock });
    clock = state("truthsocial").nextAttemptAt! + 1;
    expect(await p.pollOnce()).toEqual({ source: "truthsocial", stored: 1 });
    expect(state("truthsocial").consecutiveFailures).toBe(0);
    expect(state("truthsocial").cursor).toBe(c.id);
    expect(count(posts).n).toBe(3);
  });

  test("a Cloudflare challenge opens the circuit breaker and RSS covers at once", async () => {
    const p = poller();
    fake.fault({ kind: "cloudflare", on: "statuses" });
    fake.add(TARIFF, { at: clock });
    expect((await p.pollOnce()).source).toBe("rss");
    const st = state("truthsocial");
    expect(st.circuitOpenUntil).toBe(clock + CIRCUIT_MS);
    expect(st.lastError).toContain("Cloudflare challenge");
    fake.fault(null);
    clock += 60_000;
    expect((await p.pollOnce()).source).toBe("rss"); // still open
    clock = st.circuitOpenUntil! + 1;
    expect((await p.pollOnce()).source).toBe("truthsocial");
  });

  test("a 429 switches to the next source until Retry-After", async () => {
    const p = poller();
    await p.pollOnce();
    fake.fault({ kind: "rate-limit", retryAfterSeconds: 600, on: "statuses", times: 1 });
    expect((await p.pollOnce()).source).toBe("rss");
    expect(state("truthsocial").nextAttemptAt).toBeGreaterThanOrEqual(Date.now() + 590_000);
  });

  test("a slow primary is hedged: after sources.hedgeAfterSeconds RSS is asked too and its answer is stored", async () => {
    const p = poller();
    await p.pollOnce();
    fake.fault({ kind: "slow", delayMs: 12_000, on: "statuses" });
    const post = fake.add(TARIFF, { at: clock });
    const t0 = performance.now();
    expect(await p.pollOnce()).toEqual({ source: "rss", stored: 1 });
    const ms = performance.now() - t0;
    // Generous bounds: the primary had its 2 s, and nobody waited for its 10 s timeout.
    expect(ms).toBeGreaterThanOrEqual(1900);
    expect(ms).toBeLessThan(8000);
    expect(app.db.select().from(posts).where(eq(posts.id, post.id)).get()!.source).toBe("rss");
    expect(app.db.select().from(alerts).where(eq(alerts.postId, post.id)).all()).toHaveLength(1);
    // Slow is not failed: the primary keeps its place and is asked first next time.
    expect(state("truthsocial").consecutiveFailures).toBe(0);
    // Lately slow: the next poll asks RSS alongside it at once instead of waiting 2 s again.
    fake.add(TARIFF.replace("Trucks", "Boats"), { at: clock });
    const t1 = performance.now();
    expect(await p.pollOnce()).toEqual({ source: "rss", stored: 1 });
    expect(performance.now() - t1).toBeLessThan(1900);
    // Once that memory lapses it gets its full budget again, and answers first when fast.
    fake.fault(null);
    clock += SLOW_MEMORY_MS + 1;
    const next = fake.add("after the slowness", { at: clock });
    expect(await p.pollOnce()).toEqual({ source: "truthsocial", stored: 1 });
    expect(state("truthsocial").cursor).toBe(next.id);
  });

  test("degraded: between full polls only the backup is asked, and a primary that answers first again ends it", async () => {
    const p = poller();
    await p.pollOnce();
    expect(p.degraded()).toBe(false);
    expect(await p.pollBackup()).toEqual({ source: null, stored: 0, skipped: true });
    fake.fault({ kind: "slow", delayMs: 12_000, on: "statuses" });
    await p.pollOnce(); // hedged: RSS answers for it
    expect(p.degraded()).toBe(true);

    const statuses = fake.hits.statuses;
    const feed = fake.hits.feed;
    const post = fake.add(TARIFF, { at: clock });
    const t0 = performance.now();
    expect(await p.pollBackup()).toEqual({ source: "rss", stored: 1 });
    expect(performance.now() - t0).toBeLessThan(6000); // nobody waited on the slow primary's 12 s (loose, for a busy machine)
    expect(fake.hits.statuses).toBe(statuses); // the primary keeps the full poll's pace
    expect(fake.hits.feed).toBe(feed + 1);
    expect(app.db.select().from(alerts).where(eq(alerts.postId, post.id)).all()).toHaveLength(1);

    // A backup poll while a full poll runs waits for nothing: that poll covers it.
    const full = p.pollOnce();
    expect(await p.pollBackup()).toEqual({ source: null, stored: 0, skipped: true });
    await full;

    fake.fault(null);
    clock += SLOW_MEMORY_MS + 1;
    await p.pollOnce();
    expect(p.degraded()).toBe(false);
    expect((await p.pollBackup()).skipped).toBe(true);
  });

  test("degraded after a failover too: the backup in use is polled between full polls", async () => {
    const p = poller();
    await p.pollOnce();
    fake.fault({ kind: "cloudflare", on: "statuses" });
    await p.pollOnce();
    expect(p.degraded()).toBe(true);
    const statuses = fake.hits.statuses;
    fake.add(TARIFF, { at: clock });
    expect(await p.pollBackup()).toEqual({ source: "rss", stored: 1 });
    expect(fake.hits.statuses).toBe(statuses);
  });

  test("the hedge budget is the sources.hedgeAfterSeconds setting", async () => {
    app.settings.set({ key: "sources.hedgeAfterSeconds", value: "0.3", dataType: "number" });
    const p = poller();
    await p.pollOnce();
    fake.fault({ kind: "slow", delayMs: 12_000, on: "statuses" });
    fake.add(TARIFF, { at: clock });
    const t0 = performance.now();
    expect(await p.pollOnce()).toEqual({ source: "rss", stored: 1 });
    expect(performance.now() - t0).toBeLessThan(1900);
  });

  test("a failure on the second page keeps the first, and the next poll resumes without duplicates", async () => {
    const first = fake.add("start", { at: clock - 100_000 });
    const p = poller();
    await p.pollOnce();
    for (let i = 0; i < 70; i++) fake.add(`n${i}`, { at: clock - 50_000 + i });
    expect(first.id).toBeTruthy();
    // The first page arrives, the second is malformed: as if the process died mid-way.
    fake.fault({ kind: "malformed", on: "statuses", skip: 1, times: 1 });
    await p.pollOnce();
    expect(count(posts).n).toBe(41);
    clock = state("truthsocial").nextAttemptAt! + 1;
    await poller().pollOnce(); // a new process, from the stored cursor
    expect(count(posts).n).toBe(71);
    expect(count(analyses).n).toBe(71);
  });

  test("posts stored but not analysed (a crash in between) are analysed on the next poll", async () => {
    const p = poller();
    fake.add("hello", { at: clock - 1000 });
    await p.pollOnce();
    app.db.delete(analyses).run();
    await p.pollOnce();
    expect(count(analyses).n).toBe(1);
  });

  test("an old post left unanalysed among judged newer ones is found and analysed", async () => {
    const p = poller();
    const [oldest, , middle] = ["one", "two", "three", "four"].map((t, i) => fake.add(t, { at: clock - (10 - i) * 60_000 }));
    await p.pollOnce();
    app.db
      .delete(analyses)
      .where(inArray(analyses.postId, [oldest!.id, middle!.id]))
      .run();
    expect(await app.ingest.analyzePending()).toBe(2);
    expect(count(analyses).n).toBe(4);
    expect(await app.ingest.analyzePending()).toBe(0);
  });
});

describe("replay", () => {
  test("REPLAY_FILE posts are released one per poll, as new, and alert", async () => {
    const { mkdtempSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const file = join(mkdtempSync(join(tmpdir(), "squawk-replay-")), "posts.json");
    writeFileSync(
      file,
      JSON.stringify([
        { id: "r1", created_at: "2025-04-02T20:00:00Z", content: "Good evening!" },
        { id: "r2", created_at: "2025-04-02T21:00:00Z", content: TARIFF },
      ]),
    );
    await app.close();
    app = testApp({ SOURCES: "replay", REPLAY_FILE: file });
    const p = createPoller({
      store: app.store,
      log: app.log,
      settings: app.settings,
      ingest: app.ingest,
      sources: createSources(app.config),
      account: "realDonaldTrump",
    });
    app.db.insert(sourceState).values({ source: "replay", lastSuccessAt: 1 }).run(); // not a first run
    expect(await p.pollOnce()).toEqual({ source: "replay", stored: 1 });
    expect(await p.pollOnce()).toEqual({ source: "replay", stored: 1 });
    expect(await p.pollOnce()).toEqual({ source: "replay", stored: 0 });
    expect(
      app.db
        .select()
        .from(alerts)
        .all()
        .map((a) => a.postId),
    ).toEqual(["r2"]);
  });
});
