import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { startFake } from "../../test/fakes/http.ts";
import { startPostSources } from "../../test/fakes/post-sources.ts";
import { testApp } from "../../test/helpers/app.ts";
import { postImages } from "../db/schema/posts.ts";
import { createPoller, createSources } from "../sources/index.ts";
import { guardedFetch, RefusedAddress } from "./guarded-fetch.ts";

// Stands in for whatever listens on the server's loopback (an admin port, a metadata service).
const inside = startFake(() => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { "content-type": "image/png" } }));
const sources = startPostSources();
afterAll(async () => {
  await inside.stop();
  await sources.stop();
});

describe("guardedFetch", () => {
  test("a post's image at [::ffff:127.0.0.1] (and the other IPv6 forms of loopback) does not reach a loopback listener", async () => {
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
      const urls = [`[::ffff:127.0.0.1]`, `[::ffff:7f00:1]`, `[64:ff9b::7f00:1]`, `[2002:7f00:1::]`].map((h) => `http://${h}:${inside.port}/x.png`);
      const s = sources.add("Look at this.", { media: urls });
      await poller.pollOnce();
      expect(await app.imageReader.drain()).toBe(4);
      const rows = app.db.select().from(postImages).where(eq(postImages.postId, s.id)).orderBy(postImages.position).all();
      expect(rows.map((r) => [r.status, r.error])).toEqual([
        ["failed", "[::ffff:7f00:1] resolves to a loopback address (::ffff:7f00:1)"],
        ["failed", "[::ffff:7f00:1] resolves to a loopback address (::ffff:7f00:1)"],
        ["failed", "[64:ff9b::7f00:1] resolves to a loopback address (64:ff9b::7f00:1)"],
        ["failed", "[2002:7f00:1::] resolves to a loopback address (2002:7f00:1::)"],
      ]);
      expect(inside.calls).toHaveLength(0);
    } finally {
      await app.close();
    }
  }, 60_000);

  test("connects to the address it checked and keeps the name for the Host header", async () => {
    const res = await guardedFetch(`http://localhost:${inside.port}/x.png`, { guard: { allowLoopback: true } });
    expect(res.status).toBe(200);
    expect(inside.calls.at(-1)!.headers.get("host")).toBe(`localhost:${inside.port}`);
    inside.calls.length = 0;
  });

  test("refuses what is not http(s), credentials in the URL, and names that do not resolve", async () => {
    await expect(guardedFetch("file:///etc/passwd")).rejects.toThrow("file URLs are not fetched");
    await expect(guardedFetch("http://user:pw@example.com/")).rejects.toThrow("user name or password");
    const e = await guardedFetch("http://no-such-host.invalid/").catch((e) => e);
    expect(e).toBeInstanceOf(RefusedAddress);
    expect(e.unresolved).toBe(true);
  });
});
