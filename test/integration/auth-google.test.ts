import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { users } from "../../src/db/schema/core.ts";
import { startFakeGoogle, type FakeGoogle } from "../fakes/google.ts";
import { call, testApp } from "../helpers/app.ts";
import { cookieJar, register, setCookie } from "./auth-helpers.ts";

let google: FakeGoogle;
let app: ReturnType<typeof testApp>;
beforeAll(async () => {
  google = await startFakeGoogle();
  app = testApp({ ...google.env, ADMIN_EMAILS: "chief@gmail.com" });
});
afterAll(async () => {
  await app.close();
  await google.stop();
});
beforeEach(() => {
  google.mode = "ok";
});

let n = 0;
const profile = (over: Partial<FakeGoogle["profile"]> = {}) => {
  n++;
  return { sub: `sub-${n}`, email: `user${n}@gmail.com`, name: `User ${n}`, picture: `https://lh3.example/p${n}`, ...over };
};

/** Start → the fake's account page → back on /auth/handler with code and state. */
async function beginFlow(redirectUri = `${app.config.appUrl}/auth/handler`) {
  const jar = cookieJar();
  const start = await call(app, "POST", "/api/auth/google/start", { body: { redirectUri } });
  expect(start.status).toBe(200);
  jar.take(start.headers);
  const back = new URL(await google.approve(start.json.url));
  return { jar, start, code: back.searchParams.get("code")!, state: back.searchParams.get("state")!, redirectUri, back };
}

const callback = (jar: { header: string }, body: unknown) => call(app, "POST", "/api/auth/google/callback", { body, cookie: jar.header });

describe("POST|GET /api/auth/google/start", () => {
  test("answers the authorization URL the spec describes, with PKCE, and sets short-lived HttpOnly cookies", async () => {
    const r = await call(app, "POST", "/api/auth/google/start", { body: {} });
    expect(r.status).toBe(200);
    const url = new URL(r.json.url);
    expect(url.origin + url.pathname).toBe(`${google.url}/o/oauth2/v2/auth`);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      client_id: google.clientId,
      redirect_uri: `${app.config.appUrl}/auth/handler`,
      response_type: "code",
      scope: "email profile openid",
      prompt: "select_account",
      code_challenge_method: "S256",
    });
    expect(q.state).toMatch(/^[0-9a-f]{32}$/);
    expect(r.json.state).toBe(q.state);
    expect(q.code_challenge).toMatch(/^[\w-]{43}$/);
    for (const name of ["squawk_oauth_state", "squawk_oauth_verifier"]) {
      const c = setCookie(r.headers, name)!;
      expect(c).toContain("HttpOnly");
      expect(c).toContain("Path=/api/auth/google");
      expect(c).toContain("Max-Age=600");
    }
    expect(r.text).not.toContain(setCookie(r.headers, "squawk_oauth_verifier")!.split(";")[0]!.split("=")[1]!);
  });

  test("GET works too, and each start makes a fresh state", async () => {
    const a = await call(app, "GET", "/api/auth/google/start");
    const b = await call(app, "GET", `/api/auth/google/start?redirectUri=${encodeURIComponent(`${app.config.appUrl}/__/auth/handler`)}`);
    expect(a.status).toBe(200);
    expect(new URL(b.json.url).searchParams.get("redirect_uri")).toBe(`${app.config.appUrl}/__/auth/handler`);
    expect(a.json.state).not.toBe(b.json.state);
  });

  const hostile: [string, string][] = [
    ["another site", "https://evil.example/auth/handler"],
    ["another path", "APP/dashboard"],
    ["a query string", "APP/auth/handler?next=https://evil.example"],
    ["javascript:", "javascript:alert(1)"],
    ["not a URL", "not a url"],
    ["userinfo trick", "http://localhost@evil.example/auth/handler"],
  ];
  for (const [name, raw] of hostile) {
    test(`redirectUri with ${name} → 400`, async () => {
      const r = await call(app, "POST", "/api/auth/google/start", { body: { redirectUri: raw.replace("APP", app.config.appUrl) } });
      expect(r.status).toBe(400);
      expect(r.json.message).toBe("Invalid redirect URI");
    });
  }

  test("503 with a clear message when Google is not configured", async () => {
    const bare = testApp();
    try {
      const r = await call(bare, "POST", "/api/auth/google/start", { body: {} });
      expect(r.status).toBe(503);
      expect(r.json.message).toBe("Google sign-in is not configured on this server.");
    } finally {
      await bare.close();
    }
  });
});

describe("POST /api/auth/google/callback", () => {
  test("a new Google user: account created with name and photo, session started", async () => {
    google.profile = profile();
    const { jar, code, state, redirectUri } = await beginFlow();
    const r = await callback(jar, { code, state, redirectUri });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ email: google.profile.email, name: google.profile.name, photo: google.profile.picture, isAdmin: false });
    // One use only: both flow cookies are cleared.
    expect(setCookie(r.headers, "squawk_oauth_state")).toMatch(/Max-Age=0/);
    jar.take(r.headers);
    expect((await call(app, "GET", "/api/auth/user", { cookie: jar.header })).json.email).toBe(google.profile.email);
    // The token request carried the PKCE verifier and the client secret, never the browser.
    const token = google.calls.findLast((c) => c.path === "/token")!;
    expect(new URLSearchParams(token.body).get("code_verifier")).toMatch(/^[\w-]{43}$/);
  });

  test("each return path works", async () => {
    for (const path of ["/auth", "/auth/handler", "/__/auth/handler"]) {
      google.profile = profile();
      const { jar, code, state, redirectUri } = await beginFlow(`${app.config.appUrl}${path}`);
      expect((await callback(jar, { code, state, redirectUri })).status).toBe(200);
    }
  });

  test("the same Google account signs in again to the same user, even after an email change", async () => {
    google.profile = profile();
    const first = await beginFlow();
    const a = await callback(first.jar, { code: first.code, state: first.state, redirectUri: first.redirectUri });
    google.profile = { ...google.profile, email: "renamed@gmail.com" };
    const second = await beginFlow();
    const b = await callback(second.jar, { code: second.code, state: second.state, redirectUri: second.redirectUri });
    expect(b.json.id).toBe(a.json.id);
  });

  test("an existing email account is linked when Google has verified the email", async () => {
    const { user } = await register(app, "Linked@Gmail.com");
    google.profile = profile({ email: "linked@gmail.com" });
    const f = await beginFlow();
    const r = await callback(f.jar, { code: f.code, state: f.state, redirectUri: f.redirectUri });
    expect(r.status).toBe(200);
    expect(r.json.id).toBe(user.id);
    expect(r.json.photo).toBe(google.profile.picture);
    expect(app.db.select().from(users).where(eq(users.id, user.id)).get()!.googleSub).toBe(google.profile.sub);
  });

  test("a pre-registered, never verified address: Google's link ends the squatter's sessions and removes the password", async () => {
    // The attacker registers the owner's address with a password and keeps a session.
    const squatter = await register(app, "trader@gmail.com", "attackers-pw");
    // The real owner later signs in with Google, which has verified the address.
    google.profile = profile({ email: "trader@gmail.com" });
    const f = await beginFlow();
    const r = await callback(f.jar, { code: f.code, state: f.state, redirectUri: f.redirectUri });
    expect(r.status).toBe(200);
    expect(r.json.id).toBe(squatter.user.id);
    f.jar.take(r.headers);
    // The squatter's session is gone, and so is the password they chose.
    expect((await call(app, "GET", "/api/auth/user", { cookie: squatter.cookie })).status).toBe(401);
    const login = await call(app, "POST", "/api/auth/email/login", { body: { email: "trader@gmail.com", password: "attackers-pw" } });
    expect(login.status).toBe(401);
    // The owner is in, with a verified address and no password yet (they can set one later).
    expect((await call(app, "GET", "/api/auth/account", { cookie: f.jar.header })).json).toEqual({ emailVerified: true, hasPassword: false });
    const row = app.db.select().from(users).where(eq(users.id, squatter.user.id)).get()!;
    expect([row.passwordHash, row.googleSub]).toEqual([null, google.profile.sub]);
  });

  test("the owner's own verified account keeps its password and its other sessions when linked", async () => {
    const owner = await register(app, "owner.links@gmail.com", "owners-pw");
    app.db.update(users).set({ emailVerifiedAt: Date.now() }).where(eq(users.id, owner.user.id)).run(); // as the mailed link does
    google.profile = profile({ email: "owner.links@gmail.com" });
    const f = await beginFlow();
    const r = await callback(f.jar, { code: f.code, state: f.state, redirectUri: f.redirectUri });
    expect(r.status).toBe(200);
    expect(r.json.id).toBe(owner.user.id);
    expect((await call(app, "GET", "/api/auth/user", { cookie: owner.cookie })).status).toBe(200);
    const login = await call(app, "POST", "/api/auth/email/login", { body: { email: "owner.links@gmail.com", password: "owners-pw" } });
    expect(login.status).toBe(200);
  });

  test("an unverified Google email neither links nor creates an account", async () => {
    const { user } = await register(app, "victim@gmail.com");
    google.mode = "unverified-email";
    google.profile = profile({ email: "victim@gmail.com" });
    const f = await beginFlow();
    const r = await callback(f.jar, { code: f.code, state: f.state, redirectUri: f.redirectUri });
    expect(r.status).toBe(403);
    expect(r.json.message).toMatch(/not verified/);
    expect(setCookie(r.headers, "squawk_session")).toBeUndefined();
    expect(app.db.select().from(users).where(eq(users.id, user.id)).get()!.googleSub).toBeNull();
  });

  test("an email account already linked to another Google account is not taken over", async () => {
    google.profile = profile({ email: "twice@gmail.com" });
    const a = await beginFlow();
    expect((await callback(a.jar, { code: a.code, state: a.state, redirectUri: a.redirectUri })).status).toBe(200);
    google.profile = profile({ email: "twice@gmail.com" }); // another Google account, same address
    const b = await beginFlow();
    const r = await callback(b.jar, { code: b.code, state: b.state, redirectUri: b.redirectUri });
    expect(r.status).toBe(409);
    expect(r.json.message).toBe("This email is already linked to another Google account.");
  });

  test("ADMIN_EMAILS applies to Google sign-ups", async () => {
    google.profile = profile({ email: "Chief@gmail.com" });
    const f = await beginFlow();
    expect((await callback(f.jar, { code: f.code, state: f.state, redirectUri: f.redirectUri })).json).toMatchObject({
      email: "chief@gmail.com",
      isAdmin: true,
    });
  });

  const failures: [string, FakeGoogle["mode"], number, string][] = [
    ["id token for another client", "wrong-audience", 401, "Failed to authenticate with Google"],
    ["id token from another issuer", "wrong-issuer", 401, "Failed to authenticate with Google"],
    ["expired id token", "expired", 401, "Failed to authenticate with Google"],
    ["id token signed by an unknown key", "bad-signature", 401, "Failed to authenticate with Google"],
    ["token endpoint 500", "token-500", 502, "Failed to complete Google authentication"],
  ];
  for (const [name, mode, status, message] of failures) {
    test(`${name} → ${status}`, async () => {
      google.profile = profile();
      const f = await beginFlow();
      google.mode = mode;
      const r = await callback(f.jar, { code: f.code, state: f.state, redirectUri: f.redirectUri });
      expect(r.status).toBe(status);
      expect(r.json).toEqual({ message });
      expect(setCookie(r.headers, "squawk_session")).toBeUndefined();
      expect(app.db.select().from(users).where(eq(users.email, google.profile.email)).get()).toBeUndefined();
    });
  }

  const invalid: [string, (f: Awaited<ReturnType<typeof beginFlow>>) => { body: unknown; cookie?: string }, number, string][] = [
    ["missing code", (f) => ({ body: { state: f.state, redirectUri: f.redirectUri } }), 400, "Missing authentication code or state parameter"],
    ["empty code", (f) => ({ body: { code: "", state: f.state, redirectUri: f.redirectUri } }), 400, "Missing authentication code or state parameter"],
    ["missing state", (f) => ({ body: { code: f.code, redirectUri: f.redirectUri } }), 400, "Missing authentication code or state parameter"],
    ["another state", (f) => ({ body: { code: f.code, state: "0".repeat(32), redirectUri: f.redirectUri } }), 400, "Invalid authentication state"],
    [
      "no flow cookies (another browser)",
      (f) => ({ body: { code: f.code, state: f.state, redirectUri: f.redirectUri }, cookie: "" }),
      400,
      "Invalid authentication state",
    ],
    [
      "a forged verifier",
      (f) => ({
        body: { code: f.code, state: f.state, redirectUri: f.redirectUri },
        cookie: `squawk_oauth_state=${f.state}; squawk_oauth_verifier=${"A".repeat(43)}`,
      }),
      400,
      "Failed to complete Google authentication",
    ],
    [
      "a foreign redirectUri",
      (f) => ({ body: { code: f.code, state: f.state, redirectUri: "https://evil.example/auth/handler" } }),
      400,
      "Invalid redirect URI",
    ],
    [
      "another of our return paths than the one started with",
      (f) => ({ body: { code: f.code, state: f.state, redirectUri: `${app.config.appUrl}/auth` } }),
      400,
      "Failed to complete Google authentication",
    ],
    [
      "a code of 1 MB",
      (f) => ({ body: { code: "x".repeat(1_000_000), state: f.state, redirectUri: f.redirectUri } }),
      400,
      "Missing authentication code or state parameter",
    ],
    [
      "code as an object",
      (f) => ({ body: { code: { $gt: "" }, state: f.state, redirectUri: f.redirectUri } }),
      400,
      "Missing authentication code or state parameter",
    ],
  ];
  for (const [name, make, status, message] of invalid) {
    test(`${name} → ${status}`, async () => {
      google.profile = profile();
      const f = await beginFlow();
      const { body, cookie } = make(f);
      const r = await call(app, "POST", "/api/auth/google/callback", { body, cookie: cookie ?? f.jar.header });
      expect(r.status).toBe(status);
      expect(r.json).toEqual({ message });
      expect(setCookie(r.headers, "squawk_session")).toBeUndefined();
    });
  }

  test("a code cannot be used twice", async () => {
    google.profile = profile();
    const f = await beginFlow();
    expect((await callback(f.jar, { code: f.code, state: f.state, redirectUri: f.redirectUri })).status).toBe(200);
    expect((await callback(f.jar, { code: f.code, state: f.state, redirectUri: f.redirectUri })).status).toBe(400);
  });

  test("a cross-site callback is refused before anything else", async () => {
    const res = await app.api.handle(
      new Request(`${app.config.appUrl}/api/auth/google/callback`, {
        method: "POST",
        headers: { origin: "https://evil.example", "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(res.status).toBe(403);
  });

  test("the Google issuer unreachable → 502", async () => {
    const down = testApp({ ...google.env, GOOGLE_ISSUER: "http://127.0.0.1:9" });
    try {
      const r = await call(down, "POST", "/api/auth/google/start", { body: {} });
      expect(r.status).toBe(502);
      expect(r.json).toEqual({ message: "Failed to complete Google authentication" });
    } finally {
      await down.close();
    }
  });

  test("no secret reaches the logs", async () => {
    const logs = app.logs.join("\n");
    expect(logs).not.toContain(google.clientSecret);
    expect(logs).not.toContain("fake-access-token");
  });
});
