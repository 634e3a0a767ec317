import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { createApp } from "../../src/app.ts";
import { delayAfter } from "../../src/auth/index.ts";
import { loginThrottle } from "../../src/db/schema/auth.ts";
import { sessions, users } from "../../src/db/schema/core.ts";
import { createLogger } from "../../src/log.ts";
import { call, testApp } from "../helpers/app.ts";
import { register, setCookie } from "./auth-helpers.ts";

let app: ReturnType<typeof testApp>;
beforeAll(() => {
  app = testApp({ ADMIN_EMAILS: "Boss@Squawk.test" });
});
afterAll(() => app.close());

const USER_KEYS = ["email", "id", "isAdmin", "isPremium", "name", "photo"];

describe("POST /api/auth/email/register", () => {
  const cases: [string, unknown, number, string | RegExp][] = [
    ["valid", { email: "new.user@example.com", password: "secret1" }, 200, ""],
    ["taken email", { email: "new.user@example.com", password: "secret1" }, 409, /already exists/],
    ["taken email in other case", { email: " NEW.User@Example.COM ", password: "another1" }, 409, /already exists/],
    ["not an email", { email: "not-an-email", password: "secret1" }, 400, "Please enter a valid email address"],
    ["empty email", { email: "", password: "secret1" }, 400, "Please enter a valid email address"],
    ["email as number", { email: 42, password: "secret1" }, 400, "Please enter a valid email address"],
    ["email too long", { email: `${"a".repeat(250)}@example.com`, password: "secret1" }, 400, "Please enter a valid email address"],
    ["short password", { email: "short@example.com", password: "12345" }, 400, "Password must be at least 6 characters"],
    ["password null", { email: "short@example.com", password: null }, 400, "Password must be at least 6 characters"],
    ["missing password", { email: "short@example.com" }, 400, "Password must be at least 6 characters"],
    ["huge password", { email: "huge@example.com", password: "x".repeat(100_000) }, 400, "Password must be at most 1024 characters"],
    ["empty object", {}, 400, "Please enter a valid email address"],
    ["array body", [], 400, "Please enter your email and password"],
    ["string body", '"hello"', 400, "Please enter your email and password"],
    ["broken JSON", "{not json", 400, "The request body is not valid JSON"],
    ["SQL in email", { email: "x'); DROP TABLE users;--@example.com", password: "secret1" }, 400, "Please enter a valid email address"],
    ["script in email", { email: "<script>alert(1)</script>@example.com", password: "secret1" }, 400, "Please enter a valid email address"],
  ];
  for (const [name, body, status, message] of cases) {
    test(`${name} → ${status}`, async () => {
      const r = await call(app, "POST", "/api/auth/email/register", { body });
      expect(r.status).toBe(status);
      if (status === 200) {
        expect(Object.keys(r.json).sort()).toEqual(USER_KEYS);
        expect(r.json).toMatchObject({ email: "new.user@example.com", isAdmin: false, isPremium: false });
        expect(setCookie(r.headers, "squawk_session")).toBeDefined();
      } else {
        expect(r.json.message).toMatch(message);
        expect(setCookie(r.headers, "squawk_session")).toBeUndefined();
      }
    });
  }

  test("extra fields cannot make an admin or a premium user", async () => {
    const r = await call(app, "POST", "/api/auth/email/register", {
      body: JSON.parse('{"email":"sneaky@example.com","password":"secret1","isAdmin":true,"isPremium":true,"__proto__":{"isAdmin":true}}'),
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ isAdmin: false, isPremium: false });
  });

  test("the password is stored as an argon2id hash, never as given", async () => {
    await register(app, "hash@example.com", "plain-text-pw");
    const row = app.db.select().from(users).where(eq(users.email, "hash@example.com")).get()!;
    expect(row.passwordHash).toStartWith("$argon2id$v=19$m=19456,t=2,");
    expect(row.passwordHash).not.toContain("plain-text-pw");
  });

  test("ADMIN_EMAILS makes a matching account an admin at sign-up, whatever the case", async () => {
    const { user } = await register(app, "boss@squawk.TEST");
    expect(user.isAdmin).toBe(true);
  });

  test("two registrations of one email at once: one wins, the other gets 409", async () => {
    const body = { email: "race@example.com", password: "secret1" };
    const [a, b] = await Promise.all([call(app, "POST", "/api/auth/email/register", { body }), call(app, "POST", "/api/auth/email/register", { body })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });
});

describe("POST /api/auth/email/login", () => {
  beforeAll(async () => {
    await register(app, "Login.Owner@Example.com", "right-password");
  });

  const cases: [string, unknown, number, string][] = [
    ["valid", { email: "login.owner@example.com", password: "right-password" }, 200, ""],
    ["valid, email in other case and spaces", { email: "  LOGIN.OWNER@example.COM", password: "right-password" }, 200, ""],
    ["wrong password", { email: "login.owner@example.com", password: "wrong-password" }, 401, "Invalid email or password"],
    ["password in other case", { email: "login.owner@example.com", password: "RIGHT-PASSWORD" }, 401, "Invalid email or password"],
    ["unknown account", { email: "nobody@example.com", password: "whatever1" }, 401, "Invalid email or password"],
    ["invalid email", { email: "nobody", password: "whatever1" }, 400, "Please enter a valid email address"],
    ["short password", { email: "login.owner@example.com", password: "12" }, 400, "Password must be at least 6 characters"],
    ["object as password", { email: "login.owner@example.com", password: { $ne: "" } }, 400, "Password must be at least 6 characters"],
    ["no body", undefined, 400, "Please enter your email and password"],
  ];
  for (const [name, body, status, message] of cases) {
    test(`${name} → ${status}`, async () => {
      const r = await call(app, "POST", "/api/auth/email/login", { body });
      expect(r.status).toBe(status);
      if (status === 200) {
        expect(r.json.email).toBe("login.owner@example.com");
        expect(setCookie(r.headers, "squawk_session")).toBeDefined();
      } else expect(r.json).toEqual({ message });
    });
  }

  test("an account made with Google (no password) cannot log in with a password", async () => {
    app.db.insert(users).values({ email: "google.only@example.com", googleSub: "g-only" }).run();
    const r = await call(app, "POST", "/api/auth/email/login", { body: { email: "google.only@example.com", password: "anything1" } });
    expect(r.status).toBe(401);
    expect(r.json.message).toBe("Invalid email or password");
  });
});

describe("login throttle", () => {
  const login = (email: string, password: string) => call(app, "POST", "/api/auth/email/login", { body: { email, password } });

  test("5 failures are free; then 429 with Retry-After, even for the right password", async () => {
    await register(app, "victim@example.com", "victim-pass");
    for (let i = 0; i < 5; i++) expect((await login("victim@example.com", `guess-${i}`)).status).toBe(401);
    const blocked = await login("victim@example.com", "victim-pass");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(blocked.json.message).toMatch(/Too many failed login attempts/);
  });

  test("the delay grows with each further failure and is capped", () => {
    expect([4, 5, 6, 7].map(delayAfter)).toEqual([0, 2000, 4000, 8000]);
    expect(delayAfter(40)).toBe(15 * 60_000);
  });

  test("once the delay has passed the owner logs in and the count is cleared", async () => {
    app.db
      .update(loginThrottle)
      .set({ blockedUntil: Date.now() - 1 })
      .where(eq(loginThrottle.email, "victim@example.com"))
      .run();
    const r = await login("victim@example.com", "victim-pass");
    expect(r.status).toBe(200);
    expect(app.db.select().from(loginThrottle).where(eq(loginThrottle.email, "victim@example.com")).get()).toBeUndefined();
  });

  test("unknown accounts are throttled the same way (no hint that an account exists)", async () => {
    for (let i = 0; i < 5; i++) expect((await login("ghost@example.com", `guess-${i}`)).status).toBe(401);
    expect((await login("ghost@example.com", "guess-x")).status).toBe(429);
  });

  test("a burst of parallel guesses is counted exactly", async () => {
    await register(app, "burst@example.com", "burst-pass");
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => login("burst@example.com", `guess-${i}`)));
    expect(results.filter((r) => r.status === 401).length).toBe(5);
    expect(results.filter((r) => r.status === 429).length).toBe(5);
  });

  test("the throttle survives a restart (it lives in SQLite)", async () => {
    const again = createApp(app.config, { log: createLogger("error") });
    try {
      expect((await call(again, "POST", "/api/auth/email/login", { body: { email: "burst@example.com", password: "burst-pass" } })).status).toBe(429);
    } finally {
      await again.jobs.stop();
      again.db.$client.close();
    }
  });

  describe("per address (TRUST_PROXY=1, the address is the last X-Forwarded-For entry)", () => {
    let proxied: ReturnType<typeof testApp>;
    beforeAll(() => {
      proxied = testApp({ TRUST_PROXY: "1" });
    });
    afterAll(() => proxied.close());
    const from = (address: string, path: string, body: unknown) =>
      call(proxied, "POST", path, { body, headers: { "x-forwarded-for": `10.9.9.9, ${address}` } });

    test("an attacker cannot lock the owner out from the owner's own address", async () => {
      await register(proxied, "owner@example.com", "owner-pass");
      for (let i = 0; i < 14; i++) await from("203.0.113.66", "/api/auth/email/login", { email: "owner@example.com", password: `guess-${i}` });
      const attacker = await from("203.0.113.66", "/api/auth/email/login", { email: "owner@example.com", password: "owner-pass" });
      expect(attacker.status).toBe(429);
      const owner = await from("198.51.100.20", "/api/auth/email/login", { email: "owner@example.com", password: "owner-pass" });
      expect(owner.status).toBe(200);
    });

    test("spraying many accounts from one address ends in 429 with Retry-After, for login and register", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 55; i++)
        statuses.push((await from("192.0.2.50", "/api/auth/email/login", { email: `sprayed${i}@example.com`, password: "Summer2026" })).status);
      expect(statuses.filter((s) => s === 401).length).toBe(50);
      const last = await from("192.0.2.50", "/api/auth/email/login", { email: "another@example.com", password: "Summer2026" });
      expect(last.status).toBe(429);
      expect(Number(last.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      const reg = await from("192.0.2.50", "/api/auth/email/register", { email: "fresh@example.com", password: "secret1" });
      expect(reg.status).toBe(429);
      expect(reg.json.message).toMatch(/^Too many attempts from your network\. Please try again in \d+ seconds\.$/);
      expect(Number(reg.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      // Someone else is unaffected.
      expect((await from("192.0.2.51", "/api/auth/email/register", { email: "fresh@example.com", password: "secret1" })).status).toBe(200);
    });
  });
});

describe("sessions", () => {
  test("cookie: HttpOnly, SameSite=Lax, Path=/, 30 days, not Secure on http", async () => {
    const r = await call(app, "POST", "/api/auth/email/register", { body: { email: "cookie@example.com", password: "secret1" } });
    const c = setCookie(r.headers, "squawk_session")!;
    expect(c).toContain("HttpOnly");
    expect(c).toContain("SameSite=Lax");
    expect(c).toContain("Path=/");
    expect(c).not.toContain("Secure");
    const expires = Date.parse(/Expires=([^;]+)/.exec(c)![1]!);
    expect(Math.abs(expires - (Date.now() + 30 * 86400_000))).toBeLessThan(60_000);
  });

  test("Secure when APP_URL is https", async () => {
    const secure = testApp({ APP_URL: "https://squawk.example" });
    try {
      const r = await call(secure, "POST", "/api/auth/email/register", { body: { email: "s@example.com", password: "secret1" } });
      expect(setCookie(r.headers, "squawk_session")).toContain("Secure");
    } finally {
      await secure.close();
    }
  });

  test("only a SHA-256 of the secret is stored", async () => {
    const { cookie, user } = await register(app, "hashed.session@example.com");
    const [id, secret] = cookie.split("=")[1]!.split(".");
    const row = app.db.select().from(sessions).where(eq(sessions.userId, user.id)).get()!;
    expect(row.id).toBe(id!);
    expect(row.secretHash).toBe(new Bun.CryptoHasher("sha256").update(secret!).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(secret!);
  });

  test("GET /api/auth/user: the user, renewed when past half its life; 401 when expired", async () => {
    const { cookie, user } = await register(app, "sliding@example.com");
    expect((await call(app, "GET", "/api/auth/user", { cookie })).json).toEqual(user);
    app.db
      .update(sessions)
      .set({ expiresAt: Date.now() + 10 * 86400_000 })
      .where(eq(sessions.userId, user.id))
      .run();
    const renewed = await call(app, "GET", "/api/auth/user", { cookie });
    expect(renewed.status).toBe(200);
    expect(setCookie(renewed.headers, "squawk_session")).toBeDefined();
    expect(app.db.select().from(sessions).where(eq(sessions.userId, user.id)).get()!.expiresAt).toBeGreaterThan(Date.now() + 29 * 86400_000);
    app.db
      .update(sessions)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(sessions.userId, user.id))
      .run();
    expect((await call(app, "GET", "/api/auth/user", { cookie })).status).toBe(401);
    expect(app.db.select().from(sessions).where(eq(sessions.userId, user.id)).get()).toBeUndefined();
  });

  const hostileCookies = [
    "",
    "squawk_session=",
    "squawk_session=%E0%A4%A",
    "squawk_session=abc",
    "squawk_session=a.b.c",
    "squawk_session=..",
    `squawk_session=${"x".repeat(8000)}.y`,
    "squawk_session=' OR 1=1 --.x",
  ];
  for (const cookie of hostileCookies) {
    test(`GET /api/auth/user with cookie ${JSON.stringify(cookie.slice(0, 40))} → 401`, async () => {
      const r = await call(app, "GET", "/api/auth/user", { cookie });
      expect(r.status).toBe(401);
      expect(r.json).toEqual({ message: "Authentication required" });
    });
  }

  test("a renewal seen first by session-debug (the SPA's first call) sends the cookie too", async () => {
    const { cookie, user } = await register(app, "debug.renew@example.com");
    app.db
      .update(sessions)
      .set({ expiresAt: Date.now() + 10 * 86400_000 })
      .where(eq(sessions.userId, user.id))
      .run();
    const r = await call(app, "GET", "/api/auth/session-debug", { cookie });
    const sent = setCookie(r.headers, "squawk_session");
    expect(sent).toBeDefined();
    expect(Date.parse(/Expires=([^;]+)/.exec(sent!)![1]!)).toBeGreaterThan(Date.now() + 29 * 86400_000);
  });

  test("GET /api/auth/session-debug tells only whether and until when", async () => {
    expect((await call(app, "GET", "/api/auth/session-debug")).json).toEqual({ authenticated: false, expiresAt: null });
    const { cookie } = await register(app, "debug@example.com");
    const r = await call(app, "GET", "/api/auth/session-debug", { cookie });
    expect(Object.keys(r.json).sort()).toEqual(["authenticated", "expiresAt"]);
    expect(r.json.authenticated).toBe(true);
    expect(r.json.expiresAt).toBeGreaterThan(Date.now());
  });

  test("POST /api/auth/logout deletes the session server-side and clears the cookie", async () => {
    const { cookie, user } = await register(app, "leaving@example.com");
    const r = await call(app, "POST", "/api/auth/logout", { cookie });
    expect(r.status).toBe(200);
    expect(setCookie(r.headers, "squawk_session")).toMatch(/Max-Age=0/);
    expect(app.db.select().from(sessions).where(eq(sessions.userId, user.id)).get()).toBeUndefined();
    expect((await call(app, "GET", "/api/auth/user", { cookie })).status).toBe(401);
  });

  test("logout, login and register end a session only when the cookie's secret verifies", async () => {
    const { cookie, user } = await register(app, "forged.cookie.victim@example.com");
    const forged = `${cookie.split(".")[0]}.not-the-secret`;
    expect((await call(app, "POST", "/api/auth/logout", { cookie: forged })).status).toBe(200);
    await call(app, "POST", "/api/auth/email/register", { cookie: forged, body: { email: "forger@example.com", password: "secret1" } });
    await call(app, "POST", "/api/auth/email/login", { cookie: forged, body: { email: "forger@example.com", password: "secret1" } });
    expect(app.db.select().from(sessions).where(eq(sessions.userId, user.id)).all().length).toBe(1);
    expect((await call(app, "GET", "/api/auth/user", { cookie })).status).toBe(200);
  });

  // Routes outside auth resolve the caller their own way (billing's status answers anonymous
  // callers too): every one of them must send the renewed cookie.
  for (const path of ["/api/subscription/status", "/api/auth/user", "/api/alerts/recent", "/api/auth/session-debug", "/api/alerts/samples"]) {
    test(`a renewal recorded by GET ${path} is sent as a cookie`, async () => {
      const { cookie, user } = await register(app, `renew${path.replaceAll("/", ".")}@example.com`);
      app.db
        .update(sessions)
        .set({ expiresAt: Date.now() + 10 * 86400_000 })
        .where(eq(sessions.userId, user.id))
        .run();
      const r = await call(app, "GET", path, { cookie });
      expect(r.status).toBe(200);
      const sent = setCookie(r.headers, "squawk_session");
      expect(sent).toBeDefined();
      expect(Date.parse(/Expires=([^;]+)/.exec(sent!)![1]!)).toBeGreaterThan(Date.now() + 29 * 86400_000);
    });
  }

  test("logout without a session, or with garbage, is harmless", async () => {
    expect((await call(app, "POST", "/api/auth/logout")).status).toBe(200);
    expect((await call(app, "POST", "/api/auth/logout", { cookie: "squawk_session=%%%" })).status).toBe(200);
  });

  test("logging in again replaces the browser's old session", async () => {
    const { cookie, user } = await register(app, "relogin@example.com", "relogin-pw");
    const r = await call(app, "POST", "/api/auth/email/login", { cookie, body: { email: "relogin@example.com", password: "relogin-pw" } });
    expect(r.status).toBe(200);
    expect((await call(app, "GET", "/api/auth/user", { cookie })).status).toBe(401);
    expect(app.db.select().from(sessions).where(eq(sessions.userId, user.id)).all().length).toBe(1);
  });
});

describe("cross-site safety", () => {
  const body = JSON.stringify({ email: "csrf@example.com", password: "secret1" });
  const cases: [string, Record<string, string>, number][] = [
    ["another site's Origin", { origin: "https://evil.example", "content-type": "application/json" }, 403],
    ["Origin null", { origin: "null", "content-type": "application/json" }, 403],
    ["a form post (text/plain)", { "content-type": "text/plain" }, 403],
    ["a form post (urlencoded)", { "content-type": "application/x-www-form-urlencoded" }, 403],
    ["no Origin, Sec-Fetch-Site cross-site", { origin: "", "sec-fetch-site": "cross-site", "content-type": "application/json" }, 403],
    ["no Origin, Sec-Fetch-Site same-origin", { origin: "", "sec-fetch-site": "same-origin", "content-type": "application/json" }, 200],
  ];
  for (const [name, headers, status] of cases) {
    test(`${name} → ${status}`, async () => {
      const h: Record<string, string> = { origin: app.config.appUrl, ...headers };
      if (h.origin === "") delete h.origin;
      const res = await app.api.handle(new Request(`${app.config.appUrl}/api/auth/email/register`, { method: "POST", headers: h, body }));
      expect(res.status).toBe(status);
    });
  }
});

describe("roles", () => {
  test("admin routes: 401 anonymous, 403 for a user, 200 for an admin", async () => {
    const plain = await register(app, "plain@example.com");
    const boss = await call(app, "POST", "/api/auth/email/login", { body: { email: "boss@squawk.test", password: "secret-pass" } });
    const bossCookie = setCookie(boss.headers, "squawk_session")!.split(";")[0]!;
    for (const path of ["/api/admin/users", "/api/admin/settings"]) {
      expect((await call(app, "GET", path)).status).toBe(401);
      expect((await call(app, "GET", path, { cookie: plain.cookie })).status).toBe(403);
      expect((await call(app, "GET", path, { cookie: bossCookie })).status).toBe(200);
    }
    expect((await call(app, "POST", "/api/admin/settings", { cookie: plain.cookie, body: "{broken" })).status).toBe(403);
  });

  test("ADMIN_EMAILS promotes existing accounts at start", async () => {
    await register(app, "later.boss@example.com");
    const again = createApp({ ...app.config, adminEmails: ["later.boss@example.com"] }, { log: createLogger("error") });
    try {
      expect((await again.accounts.byEmail("later.boss@example.com"))!.isAdmin).toBe(true);
    } finally {
      again.db.$client.close();
    }
  });
});

test("passwords and session tokens never reach the logs", async () => {
  const { cookie } = await register(app, "quiet@example.com", "do-not-log-me");
  await call(app, "POST", "/api/auth/email/login", { body: { email: "quiet@example.com", password: "wrong-and-secret" } });
  const logs = app.logs.join("\n");
  expect(logs).not.toContain("do-not-log-me");
  expect(logs).not.toContain("wrong-and-secret");
  expect(logs).not.toContain(cookie.split("=")[1]!.split(".")[1]!);
});
