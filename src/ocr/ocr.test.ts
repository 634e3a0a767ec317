import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { rmSync } from "node:fs";
import { alerts, analyses, postImages, posts } from "../db/schema/posts.ts";
import { startPostSources, type FakePostSources } from "../../test/fakes/post-sources.ts";
import { testApp } from "../../test/helpers/app.ts";
import { JAPAN_LETTER, letterPrinter, letterText } from "../../test/helpers/letters.ts";
import { createApp } from "../app.ts";
import { createLogger } from "../log.ts";
import { createPoller, createSources } from "../sources/index.ts";
import { createOcrEngine } from "./engine.ts";

/** Levenshtein distance over characters, whitespace runs counted as one space. */
function cer(expected: string, actual: string) {
  const a = expected.replace(/\s+/g, " ").trim();
  const b = actual.replace(/\s+/g, " ").trim();
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]! / a.length;
}

const fake: FakePostSources = startPostSources();
let japanPng: Uint8Array;
let japanJpeg: Uint8Array;
let japanScan: Uint8Array;

beforeAll(async () => {
  const printer = await letterPrinter();
  japanPng = await printer.png(JAPAN_LETTER);
  japanJpeg = await printer.jpeg(JAPAN_LETTER);
  japanScan = await printer.scan(JAPAN_LETTER);
  await printer.close();
});
afterAll(() => fake.stop());

function pollerOf(app: ReturnType<typeof testApp> | ReturnType<typeof createApp>) {
  return createPoller({
    store: app.store,
    log: app.log,
    settings: app.settings,
    ingest: app.ingest,
    sources: createSources(app.config),
    account: "realDonaldTrump",
  });
}

/** A running app that has seen one old post, so the next one is live and alerts. */
async function liveApp() {
  fake.statuses.length = 0;
  fake.add("An old post.", { at: Date.now() - 86_400_000 });
  const app = testApp({ ...fake.env, SOURCES: "truthsocial" });
  const poller = pollerOf(app);
  await poller.pollOnce();
  return { app, poller };
}

const imagesOf = (app: { db: ReturnType<typeof testApp>["db"] }, postId: string) =>
  app.db.select().from(postImages).where(eq(postImages.postId, postId)).orderBy(postImages.position).all();

describe("OCR", () => {
  test("a typed one-page letter is read with a character error rate of at most 3%, clean or as a tilted, blurred scan", async () => {
    const engine = createOcrEngine();
    try {
      for (const image of [japanPng, japanScan]) expect(cer(letterText(JAPAN_LETTER), await engine.read(image))).toBeLessThanOrEqual(0.03);
      // The measure itself: a letter with its tariff sentence missing is well past 3%.
      expect(
        cer(
          letterText(JAPAN_LETTER),
          letterText({ ...JAPAN_LETTER, paragraphs: JAPAN_LETTER.paragraphs.slice(0, 1).concat(JAPAN_LETTER.paragraphs.slice(2)) }),
        ),
      ).toBeGreaterThan(0.03);
    } finally {
      await engine.stop();
    }
  }, 120_000);

  test("a picture-only tariff letter becomes a High tariff alert that names Japan; its text sits beside the post", async () => {
    const { app, poller } = await liveApp();
    try {
      const url = fake.addMedia("japan-letter.jpg", japanJpeg, "image/jpeg");
      const s = fake.add("", { media: [url] });
      await poller.pollOnce();
      // Stored, waiting for its picture: not judged on its (empty) words yet.
      expect(app.db.select().from(analyses).where(eq(analyses.postId, s.id)).get()).toBeUndefined();
      expect(imagesOf(app, s.id).map((r) => r.status)).toEqual(["pending"]);
      expect(await app.ingest.analyzePending()).toBe(0);

      expect(await app.imageReader.drain()).toBe(1);
      const [img] = imagesOf(app, s.id);
      expect(img!.status).toBe("done");
      expect(img!.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(img!.text!.replace(/\s+/g, " ")).toContain("Tariff of 25% on all Japanese products");
      // The post's own words stay as posted.
      expect(app.db.select().from(posts).where(eq(posts.id, s.id)).get()!.content).toBe("");

      const a = app.db.select().from(analyses).where(eq(analyses.postId, s.id)).get()!;
      expect(a.impact).toBe("High");
      expect(a.tariff).toBe(true);
      expect(`${a.summary} ${a.marketAnalysis}`).toContain("Japan");
      expect(app.db.select().from(alerts).where(eq(alerts.postId, s.id)).get()!.impact).toBe("High");

      // The dashboard's alert list carries the text read.
      const view = (await app.alerts.recent({ isPremium: true, isAdmin: false }, {})).alerts.find((v) => v.postId === s.id)!;
      expect(view.imageText!.replace(/\s+/g, " ")).toContain("25% on all Japanese products");

      // Read once: nothing is fetched again.
      const fetches = () => fake.calls.filter((c) => c.path === "/media/japan-letter.jpg").length;
      expect(fetches()).toBe(1);
      expect(await app.imageReader.drain()).toBe(0);
      expect(fetches()).toBe(1);
    } finally {
      await app.close();
    }
  }, 120_000);

  test("failed fetches are recorded with their reason and the post is judged on its words; videos are never fetched", async () => {
    const { app, poller } = await liveApp();
    try {
      const page = fake.addMedia("page.png", "<html>not a picture</html>", "text/html");
      const big = fake.addMedia("big.png", new Uint8Array(11 * 1024 * 1024), "image/png");
      const missing = `${fake.url}/media/missing.png`;
      const video = `${fake.url}/media/speech.mp4`;
      const words = "Beginning June 1st, a 25% Tariff will be charged on all Trucks imported into the United States.";
      const s = fake.add(words, { media: [page, big, missing, "file:///etc/passwd", video, `${fake.url}/media/fifth.png`] });
      await poller.pollOnce();
      expect(await app.imageReader.drain()).toBe(4);
      const rows = imagesOf(app, s.id);
      // Four images at most; the video is recorded as one and never fetched.
      expect(rows.map((r) => [r.status, r.error])).toEqual([
        ["failed", "not an image (text/html)"],
        ["failed", "larger than 10 MB"],
        ["failed", "HTTP 404"],
        ["failed", "file URLs are not fetched"],
        ["video", null],
      ]);
      expect(fake.calls.some((c) => c.path.endsWith(".mp4") || c.path.endsWith("fifth.png"))).toBe(false);
      const a = app.db.select().from(analyses).where(eq(analyses.postId, s.id)).get()!;
      expect(a.impact).toBe("High");
    } finally {
      await app.close();
    }
  }, 60_000);

  test("a video-only post is judged at once, without waiting for anything", async () => {
    const { app, poller } = await liveApp();
    try {
      const s = fake.add("Watch!", { media: [`${fake.url}/media/rally.mp4`] });
      await poller.pollOnce();
      expect(imagesOf(app, s.id).map((r) => r.status)).toEqual(["video"]);
      expect(app.db.select().from(analyses).where(eq(analyses.postId, s.id)).get()).toBeDefined();
    } finally {
      await app.close();
    }
  });

  test("a restart resumes the pictures left pending", async () => {
    const { app, poller } = await liveApp();
    const url = fake.addMedia("resume.png", japanPng, "image/png");
    const s = fake.add("", { media: [url] });
    await poller.pollOnce();
    expect(imagesOf(app, s.id)).toHaveLength(1);
    await app.stop();

    const again = createApp(app.config, { log: createLogger("error") });
    try {
      expect(imagesOf(again, s.id)[0]!.status).toBe("pending");
      expect(await again.imageReader.drain()).toBe(1);
      expect(imagesOf(again, s.id)[0]!.status).toBe("done");
      expect(again.db.select().from(alerts).where(eq(alerts.postId, s.id)).get()!.impact).toBe("High");
    } finally {
      await again.stop();
      rmSync(app.config.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
