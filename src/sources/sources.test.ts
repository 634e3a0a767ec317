import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import { waitUntil } from "../../test/fakes/http.ts";
import { startPostSources } from "../../test/fakes/post-sources.ts";
import { createArchiveSource } from "./archive.ts";
import { createReplaySource } from "./replay.ts";
import { createRssSource, itemToPost } from "./rss.ts";
import { compareIds, SourceError, type Page, type Source, type SourceCursor } from "./source.ts";
import { createTruthSocialSource } from "./truthsocial.ts";

const fake = startPostSources();
afterAll(() => fake.stop());
beforeEach(() => {
  fake.statuses.length = 0;
  fake.calls.length = 0;
  fake.fault(null);
  fake.exhaustRateLimit(null);
});

const empty: SourceCursor = { cursor: null, etag: null, lastModified: null };
async function collect(src: Source, state: SourceCursor = empty) {
  const pages: Page[] = [];
  for await (const p of src.pages(state)) pages.push(p);
  return pages;
}
async function failure(src: Source, state: SourceCursor = empty) {
  try {
    await collect(src, state);
  } catch (e) {
    if (e instanceof SourceError) return e;
    throw e;
  }
  throw new Error("expected a SourceError");
}
const ts = (timeoutMs?: number) => createTruthSocialSource({ baseUrl: fake.url, account: "realDonaldTrump", timeoutMs });

describe("truthsocial", () => {
  test("looks the account up once, then takes the latest page on a first run", async () => {
    for (let i = 0; i < 50; i++) fake.add(`post ${i}`, { at: Date.now() - (50 - i) * 1000 });
    const src = ts();
    const pages = await collect(src);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.posts.map((p) => p.content)).toEqual(Array.from({ length: 40 }, (_, i) => `post ${i + 10}`));
    expect(pages[0]!.cursor).toBe(fake.statuses.at(-1)!.id);
    await collect(src, { ...empty, cursor: pages[0]!.cursor });
    expect(fake.calls.filter((c) => c.path.endsWith("/lookup"))).toHaveLength(1);
    const statusCall = fake.calls.find((c) => c.path.includes("/statuses"))!;
    expect(statusCall.query.get("exclude_replies")).toBe("true");
  });

  test("after an outage, follows every page forward with min_id so nothing is skipped", async () => {
    const first = fake.add("before the outage", { at: Date.now() - 3_600_000 });
    for (let i = 0; i < 95; i++) fake.add(`missed ${i}`, { at: Date.now() - 3_000_000 + i * 1000 });
    const pages = await collect(ts(), { ...empty, cursor: first.id });
    expect(pages.map((p) => p.posts.length)).toEqual([40, 40, 15]);
    expect(pages.flatMap((p) => p.posts.map((x) => x.content))).toEqual(Array.from({ length: 95 }, (_, i) => `missed ${i}`));
    const mins = fake.calls.filter((c) => c.path.includes("/statuses")).map((c) => c.query.get("min_id"));
    expect(mins).toEqual([first.id, pages[0]!.cursor, pages[1]!.cursor]);
  });

  const statusMins = () => fake.calls.filter((c) => c.path.includes("/statuses")).map((c) => c.query.get("min_id"));

  test("the next page is asked for while the caller works on this one: the same requests, in the same order", async () => {
    const first = fake.add("before the outage", { at: Date.now() - 3_600_000 });
    for (let i = 0; i < 95; i++) fake.add(`missed ${i}`, { at: Date.now() - 3_000_000 + i * 1000 });
    const pages = ts().pages({ ...empty, cursor: first.id });
    const one = (await pages.next()).value as Page;
    await waitUntil(() => statusMins().length === 2, 5000, "the second page was not asked for before the caller wanted it");
    expect(statusMins()).toEqual([first.id, one.cursor]);
    const two = (await pages.next()).value as Page;
    const three = (await pages.next()).value as Page;
    expect((await pages.next()).done).toBe(true);
    expect([one, two, three].map((p) => p.posts.length)).toEqual([40, 40, 15]);
    expect(statusMins()).toEqual([first.id, one.cursor, two.cursor]);
  });

  test("a page asked for ahead fails only when the caller comes to it, and is dropped when the caller stops", async () => {
    const first = fake.add("zero", { at: Date.now() - 500_000 });
    for (let i = 0; i < 90; i++) fake.add(`p${i}`, { at: Date.now() - 400_000 + i });
    fake.fault({ kind: "server-error", on: "statuses", skip: 1, times: 1 });
    const failing = ts().pages({ ...empty, cursor: first.id });
    expect(((await failing.next()).value as Page).posts).toHaveLength(40);
    await waitUntil(() => statusMins().length === 2, 5000, "the second page was not asked for");
    await expect(failing.next()).rejects.toMatchObject({ kind: "http", message: "HTTP 500" });

    // The caller stops (it lost a race, or storing failed) while the next page is on its way.
    fake.fault({ kind: "slow", on: "statuses", skip: 1, delayMs: 10_000, times: 1 });
    const stopped = ts().pages({ ...empty, cursor: first.id });
    expect(((await stopped.next()).value as Page).posts).toHaveLength(40);
    await waitUntil(() => statusMins().length === 4, 5000, "the page ahead was not asked for");
    expect((await stopped.return(undefined)).done).toBe(true);
  });

  test("reposts and media-only posts are marked, media URLs kept, replies excluded", async () => {
    fake.add("", { media: ["https://static-assets-1.truthsocial.com/img.jpg"] });
    fake.add("", { reblogOf: { acct: "WhiteHouse", html: "<p>Big news on trade</p>" } });
    fake.add("a reply", { replyTo: "1" });
    const [page] = await collect(ts());
    expect(page!.posts).toHaveLength(2);
    expect(page!.posts[0]).toMatchObject({ content: "", media: ["https://static-assets-1.truthsocial.com/img.jpg"], isRepost: false });
    expect(page!.posts[1]).toMatchObject({ content: "RT @WhiteHouse: Big news on trade", isRepost: true });
  });

  test("out-of-order ids in a page are sorted", async () => {
    const first = fake.add("zero", { at: Date.now() - 100_000 });
    for (let i = 1; i <= 30; i++) fake.add(`n${i}`, { at: Date.now() - 100_000 + i * 100 });
    fake.fault({ kind: "shuffle", on: "statuses" });
    const [page] = await collect(ts(), { ...empty, cursor: first.id });
    expect(page!.posts.map((p) => p.content)).toEqual(Array.from({ length: 30 }, (_, i) => `n${i + 1}`));
  });

  test("a Cloudflare challenge is recognised as such", async () => {
    fake.fault({ kind: "cloudflare" });
    const e = await failure(ts());
    expect(e.kind).toBe("blocked");
    expect(e.message).toContain("Cloudflare challenge");
  });

  test("a plain 403 is a block too", async () => {
    fake.fault({ kind: "forbidden", on: "statuses" });
    const e = await failure(ts());
    expect(e.kind).toBe("blocked");
    expect(e.message).toBe("403 Forbidden");
  });

  test("429 honours Retry-After", async () => {
    fake.fault({ kind: "rate-limit", retryAfterSeconds: 120 });
    const t0 = Date.now();
    const e = await failure(ts());
    expect(e.kind).toBe("rate-limited");
    expect(e.retryAt! - t0).toBeGreaterThanOrEqual(119_000);
    expect(e.retryAt! - t0).toBeLessThan(125_000);
  });

  test("X-RateLimit-Remaining: 0 stops paging until the reset", async () => {
    const first = fake.add("zero", { at: Date.now() - 500_000 });
    for (let i = 0; i < 90; i++) fake.add(`p${i}`, { at: Date.now() - 400_000 + i });
    fake.exhaustRateLimit(300);
    const pages = await collect(ts(), { ...empty, cursor: first.id });
    expect(pages).toHaveLength(1);
    expect(pages[0]!.pauseUntil! - Date.now()).toBeGreaterThan(290_000);
  });

  test("malformed, HTML and 500 answers are failures that say so", async () => {
    fake.fault({ kind: "malformed", on: "statuses" });
    expect((await failure(ts())).kind).toBe("malformed");
    fake.fault({ kind: "html-page", on: "statuses" });
    expect((await failure(ts())).kind).toBe("malformed");
    fake.fault({ kind: "server-error" });
    const e = await failure(ts());
    expect(e.kind).toBe("http");
    expect(e.message).toBe("HTTP 500");
  });

  test("a slow answer times out", async () => {
    fake.fault({ kind: "slow", delayMs: 1000, times: 1 });
    const e = await failure(ts(200));
    expect(e.kind).toBe("timeout");
  });
});

describe("compareIds", () => {
  test("orders snowflake ids as numbers (leading zeros, lengths, equal ones), other ids after them as text", () => {
    const ids = ["116104407604484915", "116104407604484916", "99", "0099", "100", "0", "00", "9007199254740993", "9007199254740992", "a1", "b", "10a"];
    const asNumbers = (a: string, b: string) => {
      const [na, nb] = [/^\d+$/.test(a), /^\d+$/.test(b)];
      if (na && nb) return BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0;
      if (na !== nb) return na ? -1 : 1;
      return a < b ? -1 : a > b ? 1 : 0;
    };
    for (const a of ids) for (const b of ids) expect([a, b, compareIds(a, b)]).toEqual([a, b, asNumbers(a, b)]);
  });
});

describe("rss", () => {
  test("pictures inlined in an item's HTML count as its media, beside its enclosures", () => {
    const item = `<item><title>[No Title] - Post from Jul 7</title><link>https://trumpstruth.org/statuses/1</link><description><![CDATA[<p><img src="https://static-assets-1.truthsocial.com/letter.jpg" alt="" /></p>]]></description><pubDate>Mon, 07 Jul 2025 16:00:00 GMT</pubDate><truth:originalId>114812345678901234</truth:originalId><enclosure url="https://static-assets-1.truthsocial.com/letter.jpg" type="image/jpeg" /><media:content url="https://static-assets-1.truthsocial.com/second.png" medium="image" /></item>`;
    expect(itemToPost(item)).toMatchObject({
      content: "",
      media: ["https://static-assets-1.truthsocial.com/letter.jpg", "https://static-assets-1.truthsocial.com/second.png"],
    });
  });

  test("items are keyed on truth:originalId, oldest first, with text and media", async () => {
    const a = fake.add("First &amp; second\n\nparagraph", { at: Date.now() - 2000 });
    const b = fake.add("", { media: ["https://static-assets-1.truthsocial.com/v.mp4"] });
    const [page] = await collect(createRssSource({ url: `${fake.url}/feed` }));
    expect(page!.posts.map((p) => p.id)).toEqual([a.id, b.id]);
    expect(page!.posts[0]!.content).toBe("First &amp; second\n\nparagraph");
    expect(page!.posts[0]!.url).toBe(`https://truthsocial.com/@realDonaldTrump/${a.id}`);
    expect(page!.posts[1]).toMatchObject({ content: "", media: ["https://static-assets-1.truthsocial.com/v.mp4"] });
    expect(page!.cursor).toBe(b.id);
  });

  test("a page that is not RSS is malformed", async () => {
    fake.fault({ kind: "html-page", on: "feed" });
    expect((await failure(createRssSource({ url: `${fake.url}/feed` }))).kind).toBe("malformed");
  });
});

describe("archive", () => {
  test("fetched with ETag: an unchanged archive is a 304 and no page", async () => {
    fake.add("one");
    const src = createArchiveSource({ url: `${fake.url}/archive.json` });
    const [page] = await collect(src);
    expect(page!.posts.map((p) => p.content)).toEqual(["one"]);
    expect(page!.etag).toBeTruthy();
    const again = await collect(src, { cursor: page!.cursor, etag: page!.etag ?? null, lastModified: page!.lastModified ?? null });
    expect(again).toEqual([]);
    expect(fake.calls.at(-1)!.headers.get("if-none-match")).toBe(page!.etag!);
    const two = fake.add("two");
    const [next] = await collect(src, { cursor: page!.cursor, etag: page!.etag ?? null, lastModified: null });
    expect(next!.posts.map((p) => p.id)).toEqual([two.id]);
  });
});

describe("replay", () => {
  test("releases the file's posts at the chosen pace, as new", async () => {
    const posts = [1, 2, 3].map((i) => ({ id: `r${i}`, createdAt: i, content: `post ${i}`, url: null, media: [], isRepost: false }));
    const src = createReplaySource({ posts, perPoll: 2, now: () => 5000 });
    const [p1] = await collect(src);
    expect(p1!.posts.map((p) => [p.id, p.createdAt])).toEqual([
      ["r1", 5000],
      ["r2", 5000],
    ]);
    const [p2] = await collect(src, { ...empty, cursor: p1!.cursor });
    expect(p2!.posts.map((p) => p.id)).toEqual(["r3"]);
    expect(await collect(src, { ...empty, cursor: p2!.cursor })).toEqual([]);
  });
});
