import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { connect } from "node:net";
import { loginThrottle } from "../../src/db/schema/auth.ts";
import { serve } from "../../src/server.ts";
import { testApp } from "../helpers/app.ts";

/*
 * The public edge over real HTTP (Bun.serve on a loopback port): body limits, methods and the
 * security headers on every kind of response.
 */
let app: ReturnType<typeof testApp>;
let server: ReturnType<typeof serve>;
let base: string;
beforeAll(() => {
  app = testApp();
  server = serve(app, { port: 0, hostname: "127.0.0.1" });
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server.stop(true);
  await app.close();
});

const json = { origin: "http://localhost:3000", "content-type": "application/json" };

/** A body sent chunked (no Content-Length), `total` bytes in 16 KB pieces. */
function chunked(total: number, prefix = "") {
  let sent = 0;
  const piece = new Uint8Array(16 * 1024).fill(0x20);
  return new ReadableStream<Uint8Array>({
    pull(c) {
      if (sent === 0 && prefix) c.enqueue(new TextEncoder().encode(prefix));
      if (sent >= total) return c.close();
      sent += piece.length;
      c.enqueue(piece);
    },
  });
}

describe("request body limit", () => {
  test("a declared 10 MB login is refused with 413 and a message, unread", async () => {
    const r = await fetch(`${base}/api/auth/email/login`, { method: "POST", headers: json, body: new Uint8Array(10 * 1024 * 1024) });
    expect(r.status).toBe(413);
    expect(await r.json()).toEqual({ message: "The request body is too large: at most 64 KB is accepted." });
  });

  test("a 150 MB body gets the same answer instead of a dropped connection", async () => {
    const r = await fetch(`${base}/api/auth/email/register`, { method: "POST", headers: json, body: new Uint8Array(150 * 1024 * 1024) });
    expect(r.status).toBe(413);
    expect((await r.json()).message).toContain("64 KB");
  });

  test("a chunked body is counted while it streams and refused past 64 KB", async () => {
    const r = await fetch(`${base}/api/auth/email/login`, { method: "POST", headers: json, body: chunked(1024 * 1024, '{"email":"') });
    expect(r.status).toBe(413);
    expect((await r.json()).message).toContain("64 KB");
  });

  test("bodies within the limit still work, chunked or not", async () => {
    const body = JSON.stringify({ email: "edge@example.com", password: "secret1" });
    const stream = new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode(body)), c.close()) });
    const r = await fetch(`${base}/api/auth/email/register`, { method: "POST", headers: json, body: stream });
    expect(r.status).toBe(200);
    const again = await fetch(`${base}/api/auth/email/login`, { method: "POST", headers: json, body });
    expect(again.status).toBe(200);
  });

  test("the webhooks take up to 1 MB, not more", async () => {
    const half = await fetch(`${base}/api/stripe/webhook`, { method: "POST", headers: { "content-type": "application/json" }, body: "x".repeat(512 * 1024) });
    expect(half.status).not.toBe(413);
    const over = await fetch(`${base}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "x".repeat(1024 * 1024 + 1),
    });
    expect(over.status).toBe(413);
    expect((await over.json()).message).toContain("1024 KB");
    const tg = await fetch(`${base}/api/telegram/webhook`, { method: "POST", headers: { "content-type": "application/json" }, body: chunked(2 * 1024 * 1024) });
    expect(tg.status).toBe(413);
  });
});

test("the throttle counts by the socket's address (X-Forwarded-For is not trusted by default)", async () => {
  await fetch(`${base}/api/auth/email/login`, {
    method: "POST",
    headers: { ...json, "x-forwarded-for": "6.6.6.6" },
    body: JSON.stringify({ email: "nobody@example.com", password: "wrong-pw" }),
  });
  const rows = app.db
    .select()
    .from(loginThrottle)
    .all()
    .filter((r) => r.email === "nobody@example.com");
  expect(rows.map((r) => r.address)).toEqual(["127.0.0.1"]);
});

describe("methods", () => {
  const cases: [string, string, number, string | null][] = [
    ["PROPFIND", "/api/alerts/samples", 405, "GET, HEAD"],
    ["PUT", "/api/alerts/samples", 405, "GET, HEAD"],
    ["DELETE", "/api/auth/logout", 405, "POST"],
    // The admin guard answers first: an anonymous caller learns nothing about admin routes.
    ["PATCH", "/api/admin/users/7/set-admin", 401, null],
    ["POST", "/", 405, "GET, HEAD"],
    ["PUT", "/dashboard", 405, "GET, HEAD"],
    ["DELETE", "/dashboard", 405, "GET, HEAD"],
    ["SEARCH", "/", 405, "GET, HEAD"],
    ["HEAD", "/api/alerts/samples", 200, null],
    ["GET", "/api/no-such-thing", 404, null],
    ["POST", "/api/no-such-thing", 404, null],
  ];
  for (const [method, path, status, allow] of cases) {
    test(`${method} ${path} → ${status}`, async () => {
      const r = await fetch(base + path, { method, headers: { origin: "http://localhost:3000" } });
      expect(r.status).toBe(status);
      expect(r.headers.get("allow")).toBe(allow);
      if (status === 405) expect((await r.json()).message).toBe(`${method} is not allowed here. Allowed: ${allow}.`);
    });
  }

  // fetch() refuses to send TRACE (and Bun's fetch sends a made-up method as GET, which is how
  // "FOO runs the GET handler" was first seen), so these go over a raw socket.
  const raw = (method: string, path: string) =>
    new Promise<string>((ok, fail) => {
      let got = "";
      const c = connect(server.port!, "127.0.0.1", () =>
        c.write(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost:3000\r\nConnection: close\r\n\r\n`),
      );
      c.on("data", (d) => (got += d.toString()));
      c.on("close", () => ok(got));
      c.on("error", fail);
    });

  test("TRACE is a 405 too", async () => {
    const head = await raw("TRACE", "/api/alerts/samples");
    expect(head).toStartWith("HTTP/1.1 405");
    expect(head.toLowerCase()).toContain("allow: get, head");
  });

  // A method outside HTTP's registry never reaches a handler: Bun's parser closes the connection
  // before the app sees it (oven-sh/bun#6556), so no SPA page and no GET handler answers it.
  for (const path of ["/", "/dashboard", "/api/alerts/samples"]) {
    test(`FOO ${path} runs nothing`, async () => {
      const got = await raw("FOO", path);
      expect(got).not.toMatch(/^HTTP\/1\.1 2/);
      expect(got).not.toContain('<div id="root">');
      expect(got).not.toContain('"alerts"');
    });
  }

  test("GET on a page still serves the SPA", async () => {
    const r = await fetch(`${base}/dashboard`);
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('<div id="root">');
  });
});

describe("security headers", () => {
  async function kinds() {
    const html = await (await fetch(`${base}/`)).text();
    const asset = html.match(/src="([^"]+\.js)"/)![1]!;
    return [
      ["SPA page", "GET", "/"],
      ["SPA deep link", "GET", "/dashboard"],
      ["script asset", "GET", asset],
      ["JSON", "GET", "/api/alerts/samples"],
      ["health", "GET", "/healthz"],
      ["metrics", "GET", "/metrics"],
      ["404", "GET", "/api/nope"],
      ["401", "GET", "/api/auth/user"],
      ["400", "POST", "/api/auth/email/login"],
      ["405", "POST", "/"],
      ["413", "POST", "/api/auth/email/register"],
    ] as const;
  }

  test("every kind of response carries them, and pages cannot be framed", async () => {
    for (const [kind, method, path] of await kinds()) {
      const body = kind === "413" ? new Uint8Array(100_000) : method === "POST" ? "{}" : undefined;
      const r = await fetch(base + path, { method, headers: json, body });
      const got: Record<string, string | null> = Object.fromEntries(
        ["x-content-type-options", "referrer-policy", "x-frame-options"].map((h) => [h, r.headers.get(h)]),
      );
      expect({ ...got, kind } as Record<string, string | null>).toEqual({
        kind,
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        "x-frame-options": "DENY",
      });
      expect(r.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(r.headers.get("content-security-policy")).toContain("default-src 'self'");
    }
  });

  test("only the Mini App under /tg may be framed, and only by Telegram", async () => {
    for (const path of ["/tg", "/tg/", "/tg/settings"]) {
      const r = await fetch(base + path);
      expect(r.headers.get("content-security-policy")).toContain("frame-ancestors 'self' https://web.telegram.org https://*.telegram.org");
      expect(r.headers.get("x-frame-options")).toBeNull();
      expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    }
    for (const path of ["/tgx", "/api/tg", "/dashboard/tg"]) {
      expect((await fetch(base + path)).headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
  });
});
