/**
 * The alert service and ingest on both stores (issue 36 §2, §6): the same calls on a real SQLite
 * file and a real PostgreSQL, every write read back through a connection of the test's own.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { createAnalysis } from "../analysis/index.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../log.ts";
import { createImageStore } from "../ocr/index.ts";
import { createSettings, loadSettings } from "../settings/index.ts";
import { createIngest, type RawPost } from "../sources/index.ts";
import { type FreshStore, storeBackends } from "../../test/helpers/stores.ts";
import postgres from "postgres";
import { waitFor } from "../../test/helpers/cluster.ts";
import { NOTIFY_CHANNEL, parseNews } from "../cluster/index.ts";
import { ALERTS_LOCK, createAlerts } from "./service.ts";

const TARIFF = "Beginning June 1st, a 25% Tariff will be charged on all Trucks imported into the United States.";
const BIRTHDAY = "Happy Birthday to the Coast Guard!";
const MIN = 60_000;
const premium = { isPremium: true, isAdmin: false };
const free = { isPremium: false, isAdmin: false };

let n = 0;
const raw = (content: string, at = Date.now()): RawPost => ({
  id: String(116_000_000_000_000_000n + BigInt(++n)),
  createdAt: at,
  content,
  url: null,
  media: [],
  isRepost: false,
});

describe.each(storeBackends())("alerts and ingest on $name", (backend) => {
  let s: FreshStore;
  let parts: Awaited<ReturnType<typeof build>>;

  async function build(store: FreshStore["store"]) {
    const config = loadConfig({ DATA_DIR: "/nonexistent-squawk-test", LOG_LEVEL: "error" });
    const log = createLogger("error");
    const settings = createSettings({ store, config, rows: await loadSettings(store) });
    const alerts = createAlerts({ store, settings, log });
    const images = createImageStore({ store });
    const analysis = createAnalysis({ config, settings, log });
    const ingest = createIngest({ store, analysis, alerts, images, log });
    return { settings, alerts, ingest, analysis };
  }
  /** A live post through ingest: stored (with its post.detected event), then judged and recorded. */
  async function live(content: string, at = Date.now()) {
    const [row] = await parts.ingest.storePage({
      source: "truthsocial",
      account: "realDonaldTrump",
      page: { posts: [raw(content, at)], cursor: null },
      isOld: () => false,
    });
    return { row: row!, alert: await parts.ingest.analyzeOne(row!) };
  }
  const events = async () =>
    (await s.read<{ type: string; payload: unknown }>("SELECT type, payload FROM delivery_events ORDER BY id")).map((e) => ({
      type: e.type,
      // JSON text on SQLite, jsonb (an object) on PostgreSQL.
      payload: typeof e.payload === "string" ? JSON.parse(e.payload) : e.payload,
    }));

  beforeAll(() => backend.start());
  afterAll(() => backend.stop());
  beforeEach(async () => {
    s = await backend.fresh();
    parts = await build(s.store);
  });
  afterEach(() => s.close());

  test("a qualifying live post becomes one alert with its analysis, and alert.created is written with it", async () => {
    const { row, alert } = await live(TARIFF);
    expect(alert).not.toBeNull();
    await live(BIRTHDAY);
    const alerts = await s.read<{ id: number | string; post_id: string; impact: string }>("SELECT id, post_id, impact FROM alerts");
    expect(alerts.map((a) => [Number(a.id), a.post_id, a.impact])).toEqual([[alert!.id, row.id, "High"]]);
    expect(await s.read("SELECT post_id FROM analyses")).toHaveLength(2);
    const written = await events();
    expect(written.filter((e) => e.type === "alert.created")).toEqual([{ type: "alert.created", payload: { alertId: alert!.id } }]);
    expect(written.filter((e) => e.type === "post.detected")).toHaveLength(2);
    expect(written.filter((e) => e.type === "post.dismissed")).toHaveLength(1);
    // Re-analysis updates the analysis, never a second alert or a second announcement.
    await parts.ingest.analyzeOne(row);
    expect(await s.read("SELECT id FROM alerts")).toHaveLength(1);
    expect((await events()).filter((e) => e.type === "alert.created")).toHaveLength(1);
  });

  test("the analyses, the alert and its event are one transaction: a failing item takes them all back", async () => {
    const [ok] = await parts.ingest.storePage({ source: "truthsocial", account: "x", page: { posts: [raw(TARIFF)], cursor: null }, isOld: () => false });
    const ghost = { ...ok!, id: "not-stored" }; // no such post: its analysis breaks the foreign key
    const judged = await parts.analysis.analyze({ id: ok!.id, content: TARIFF, createdAt: ok!.createdAt });
    await expect(
      parts.alerts.recordMany([
        { post: ok!, analysis: judged },
        { post: ghost, analysis: judged },
      ]),
    ).rejects.toThrow();
    expect(await s.read("SELECT id FROM alerts")).toHaveLength(0);
    expect(await s.read("SELECT post_id FROM analyses")).toHaveLength(0);
    expect((await events()).map((e) => e.type)).toEqual(["post.detected"]);
  });

  test("the list: premium sees an alert at once, a free user once the free delay has passed", async () => {
    const { alert } = await live(TARIFF);
    const delay = Number(parts.settings.get("alerts.freeDelayMinutes")) * MIN;
    expect(delay).toBeGreaterThan(0);
    expect((await parts.alerts.recent(premium, {})).alerts.map((a) => a.id)).toEqual([alert!.id]);
    expect((await parts.alerts.recent(free, {})).alerts).toEqual([]);
    const later = await parts.alerts.recent(free, {}, Date.now() + delay + MIN);
    expect(later.alerts.map((a) => [a.id, a.marketAnalysis, a.locked?.marketAnalysis])).toEqual([[alert!.id, null, true]]);
    // The cached JSON says the same, and the landing's samples hold only what a free user may see.
    const json = await parts.alerts.recentJson(premium, {});
    expect(JSON.parse(await json.body.text()).alerts.map((a: { id: number }) => a.id)).toEqual([alert!.id]);
    expect(JSON.parse(await (await parts.alerts.samples()).text()).alerts).toEqual([]);
  });

  test("stats count every analysis, and a free user's figures leave out what the delay still hides", async () => {
    await live(TARIFF);
    await live(BIRTHDAY);
    expect(await parts.alerts.stats(premium)).toMatchObject({ totalPosts: 2, marketRelevant: 1, highImpact: 1 });
    expect(await parts.alerts.stats(free)).toMatchObject({ totalPosts: 0, marketRelevant: 0, highImpact: 0 });
    // A later analysis is added from the changes since the first sum.
    await live(`${TARIFF} And on all Buses too.`);
    expect(await parts.alerts.stats(premium)).toMatchObject({ totalPosts: 3, marketRelevant: 2, highImpact: 2 });
  });

  test("ingest stores a post once: the same page seen again stores and announces nothing", async () => {
    const post = raw(TARIFF);
    const page = { source: "truthsocial", account: "x", page: { posts: [post], cursor: null }, isOld: () => false };
    expect(await parts.ingest.storePage(page)).toHaveLength(1);
    expect(await parts.ingest.storePage(page)).toHaveLength(0);
    expect(await s.read("SELECT id FROM posts")).toHaveLength(1);
    expect((await events()).map((e) => e.type)).toEqual(["post.detected"]);
    // Stored but not judged (a crash in between): the next poll's look finds it, then nothing.
    expect(await parts.ingest.analyzePending()).toBe(1);
    expect(await parts.ingest.analyzePending()).toBe(0);
    expect(await s.read("SELECT id FROM alerts")).toHaveLength(1);
  });

  test("a copy of a story seen while its first post waits joins it: no second announcement, no second alert", async () => {
    const first = raw(TARIFF);
    const copy = raw(`RT @ realDonaldTrump ${TARIFF}`);
    const store = (p: RawPost) => parts.ingest.storePage({ source: "truthsocial", account: "x", page: { posts: [p], cursor: null }, isOld: () => false });
    const [a] = await store(first);
    const [b] = await store(copy);
    expect(b!.duplicateOf).toBe(first.id);
    const rows = await s.read<{ id: string; duplicate_of: string | null }>("SELECT id, duplicate_of FROM posts ORDER BY id");
    expect(rows.map((r) => r.duplicate_of)).toEqual([null, first.id]);
    expect((await events()).map((e) => e.type)).toEqual(["post.detected"]);
    await parts.ingest.analyzeOne(a!);
    expect(await parts.ingest.analyzeOne(b!)).toBeNull();
    const [view] = (await parts.alerts.recent(premium, {})).alerts;
    expect(view!.alsoPosted.map((x) => x.postId)).toEqual([copy.id]);
    // The copy's keys were not stored: only the first post's.
    const keys = await s.read<{ post_id: string }>("SELECT DISTINCT post_id FROM story_keys");
    expect(keys.map((k) => k.post_id)).toEqual([first.id]);
  });

  test("a copy of a post judged without an alert stands alone and drops the key it matched; a re-judged impact moves its alert", async () => {
    const { row: first } = await live(BIRTHDAY);
    const keysOf = async (id: string) => (await s.read(`SELECT hash FROM story_keys WHERE post_id = '${id}'`)).length;
    const before = await keysOf(first.id);
    const copy = raw(`RT @ realDonaldTrump ${BIRTHDAY}`);
    const [b] = await parts.ingest.storePage({ source: "truthsocial", account: "x", page: { posts: [copy], cursor: null }, isOld: () => false });
    expect(b!.duplicateOf).toBeNull();
    expect(await keysOf(first.id)).toBe(before - 1);
    expect(await keysOf(copy.id)).toBeGreaterThan(0);
    // The same post judged again at another impact: its one alert takes the new impact.
    const { row, alert } = await live(TARIFF);
    const judged = await parts.analysis.analyze({ id: row.id, content: TARIFF, createdAt: row.createdAt });
    await parts.alerts.record(row, { ...judged, impact: "Medium" });
    const alerts = await s.read<{ id: number | string; impact: string }>("SELECT id, impact FROM alerts");
    expect(alerts.map((a) => [Number(a.id), a.impact])).toEqual([[alert!.id, "Medium"]]);
  });

  test.if(backend.name === "PostgreSQL")("PostgreSQL: an alert transaction waits for the alerts' lock, so alert ids commit in order", async () => {
    const [row] = await parts.ingest.storePage({ source: "truthsocial", account: "x", page: { posts: [raw(TARIFF)], cursor: null }, isOld: () => false });
    const judged = await parts.analysis.analyze({ id: row!.id, content: TARIFF, createdAt: row!.createdAt });
    const other = postgres(s.url!, { max: 1, onnotice: () => {} });
    let release!: () => void;
    const released = new Promise<void>((r) => {
      release = r;
    });
    try {
      let locked!: () => void;
      const holding = new Promise<void>((r) => {
        locked = r;
      });
      // Another writer's alert transaction, open with the lock.
      const held = other.begin(async (tx) => {
        await tx`SELECT pg_advisory_xact_lock(${ALERTS_LOCK})`;
        locked();
        await released;
      });
      await holding;
      let done = false;
      const recording = parts.alerts.record(row!, judged).then((a) => ((done = true), a));
      // It waits on the lock (PostgreSQL shows the waiter), writing nothing meanwhile.
      await waitFor(
        async () => (await s.read("SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")).length === 1,
        "record() waiting on the alerts' lock",
        10_000,
      );
      expect(done).toBe(false);
      expect(await s.read("SELECT id FROM alerts")).toHaveLength(0);
      release();
      await held;
      expect(await recording).not.toBeNull();
      expect(await s.read("SELECT id FROM alerts")).toHaveLength(1);
    } finally {
      release();
      await other.end();
    }
  });

  test.if(backend.name === "PostgreSQL")(
    "PostgreSQL: an alert's commit announces its id to every node (NOTIFY), a re-judged impact too, a dismissal not",
    async () => {
      const listener = postgres(s.url!, { max: 1, onnotice: () => {} });
      const heard: string[] = [];
      try {
        await listener.listen(NOTIFY_CHANNEL, (payload) => {
          const news = parseNews(payload);
          if (news?.kind === "alert") heard.push(news.value);
        });
        const { alert } = await live(TARIFF);
        await waitFor(() => heard.length === 1, "the alert's id");
        expect(heard).toEqual([String(alert!.id)]);
        await live(BIRTHDAY);
        const { row, alert: second } = await live(TARIFF.replace("June 1st", "July 1st"));
        await waitFor(() => heard.length === 2, "the second alert's id");
        const judged = await parts.analysis.analyze({ id: row.id, content: row.content, createdAt: row.createdAt });
        await parts.alerts.record(row, { ...judged, impact: "Medium" });
        await waitFor(() => heard.length === 3, "the re-judged alert's id");
        // The dismissed birthday post said nothing in between.
        expect(heard).toEqual([String(alert!.id), String(second!.id), String(second!.id)]);
      } finally {
        await listener.end();
      }
    },
  );
});
