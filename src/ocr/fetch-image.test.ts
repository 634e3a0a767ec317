import { afterAll, describe, expect, test } from "bun:test";
import { startFake } from "../../test/fakes/http.ts";
import { fetchImage } from "./fetch-image.ts";

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const media = startFake((req) => {
  const path = new URL(req.url).pathname;
  if (path === "/a.png") return new Response(png, { headers: { "content-type": "image/png" } });
  if (path === "/redirect") return new Response(null, { status: 302, headers: { location: "http://10.0.0.1/inside.png" } });
  if (path === "/slow.png") return Bun.sleep(2000).then(() => new Response(png, { headers: { "content-type": "image/png" } }));
  return new Response("no", { status: 404 });
});
afterAll(() => media.stop());
const own = new Set([new URL(media.url).host]);

describe("fetchImage", () => {
  test("fetches an image from an allowed host", async () => {
    const r = await fetchImage(`${media.url}/a.png`, { allowedHosts: own });
    expect(r.contentType).toBe("image/png");
    expect([...r.bytes]).toEqual([...png]);
  });

  test("refuses loopback and private addresses that are not a configured source's host", async () => {
    await expect(fetchImage(`${media.url}/a.png`, { allowedHosts: new Set() })).rejects.toThrow("127.0.0.1 resolves to a loopback address (127.0.0.1)");
    await expect(fetchImage("http://[::1]:9/a.png", { allowedHosts: new Set() })).rejects.toThrow("[::1] resolves to a loopback address");
    await expect(fetchImage("http://localhost:9/a.png", { allowedHosts: new Set() })).rejects.toThrow("localhost resolves to a loopback address");
    // A redirect from an allowed host to a private one is checked again.
    await expect(fetchImage(`${media.url}/redirect`, { allowedHosts: own })).rejects.toThrow("10.0.0.1 resolves to a private address (10.0.0.1)");
  });

  test("only http and https; a slow host times out", async () => {
    await expect(fetchImage("ftp://example.com/a.png", { allowedHosts: own })).rejects.toThrow("ftp URLs are not fetched");
    await expect(fetchImage(`${media.url}/slow.png`, { allowedHosts: own, timeoutMs: 300 })).rejects.toThrow("no answer within 0.3 s");
  });
});
