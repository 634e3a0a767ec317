import { afterAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { startPostSources } from "../../test/fakes/post-sources.ts";
import { testApp } from "../../test/helpers/app.ts";
import { blankPng } from "../../test/helpers/png.ts";
import { postImages } from "../db/schema/posts.ts";
import { createPoller, createSources } from "../sources/index.ts";

const sources = startPostSources();
afterAll(() => sources.stop());

test("a 20000×20000 PNG (a small compressed file) is refused from its header, recorded with the reason, and the queue's depth shows on the system panel", async () => {
  const bomb = blankPng(20000, 20000);
  expect(bomb.length).toBeLessThan(100_000);
  sources.add("An old post.", { at: Date.now() - 86_400_000 });
  const app = testApp({ ...sources.env, SOURCES: "truthsocial" });
  try {
    const poller = createPoller({
      store: app.store,
      log: app.log,
      settings: app.settings,
      ingest: app.ingest,
      sources: createSources(app.config),
      account: "realDonaldTrump",
    });
    await poller.pollOnce();
    const s = sources.add("Look.", { media: [sources.addMedia("bomb.png", bomb, "image/png")] });
    await poller.pollOnce();
    expect((await app.system.snapshot()).pictures).toEqual({ waiting: 1, failedLastDay: 0, maxMegapixels: 40 });

    expect(await app.imageReader.drain()).toBe(1);
    const row = app.db.select().from(postImages).where(eq(postImages.postId, s.id)).get()!;
    expect([row.status, row.error]).toEqual(["failed", "too large to read: a PNG of 20000×20000 pixels (400 megapixels; the limit is 40)"]);
    expect((await app.system.snapshot()).pictures).toEqual({ waiting: 0, failedLastDay: 1, maxMegapixels: 40 });
  } finally {
    await app.close();
  }
}, 60_000);
