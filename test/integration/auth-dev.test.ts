import { afterAll, describe, expect, test } from "bun:test";
import { DEV_TEST_KEY } from "../../src/auth/index.ts";
import { call, testApp } from "../helpers/app.ts";
import { register, setCookie } from "./auth-helpers.ts";

const on = testApp({ DEV_SHORTCUTS: "1" });
const off = testApp();
afterAll(async () => {
  await on.close();
  await off.close();
});

describe("dev shortcuts off (no DEV_SHORTCUTS)", () => {
  test("POST /api/auth/dev-login is 404 whatever the body; GET says they are off", async () => {
    for (const body of [{ testKey: DEV_TEST_KEY }, {}, "{broken"]) {
      const r = await call(off, "POST", "/api/auth/dev-login", { body });
      expect(r.status).toBe(404);
      expect(r.json).toEqual({ message: "Not found" });
      expect(setCookie(r.headers, "squawk_session")).toBeUndefined();
    }
    expect((await call(off, "GET", "/api/auth/dev-login")).json).toEqual({ enabled: false });
  });

  test("the X-Dev-Auth header is ignored", async () => {
    expect((await call(off, "GET", "/api/auth/user", { headers: { "x-dev-auth": "true" } })).status).toBe(401);
    expect((await call(off, "GET", "/api/auth/session-debug", { headers: { "x-dev-auth": "true" } })).json.authenticated).toBe(false);
  });
});

describe("dev shortcuts on (DEV_SHORTCUTS=1, environment test)", () => {
  const cases: [string, unknown, number, string | null][] = [
    ["the documented test key", { testKey: DEV_TEST_KEY }, 200, null],
    ["a wrong key", { testKey: "guess" }, 401, "Invalid test key"],
    ["no key", {}, 401, "Invalid test key"],
    ["key as a number", { testKey: 1 }, 401, "Invalid test key"],
    ["broken JSON", "{broken", 401, "Invalid test key"],
    ["no body", undefined, 401, "Invalid test key"],
  ];
  for (const [name, body, status, message] of cases) {
    test(`POST /api/auth/dev-login with ${name} → ${status}`, async () => {
      const r = await call(on, "POST", "/api/auth/dev-login", { body });
      expect(r.status).toBe(status);
      if (message) expect(r.json).toEqual({ message });
      else {
        expect(r.json).toEqual({ id: 999, name: "Test User", email: "dev-user@squawk.test", photo: null, isPremium: false, isAdmin: false });
        const cookie = setCookie(r.headers, "squawk_session")!.split(";")[0]!;
        expect((await call(on, "GET", "/api/auth/user", { cookie })).json.id).toBe(999);
      }
    });
  }

  test("GET /api/auth/dev-login says the shortcuts are available", async () => {
    expect((await call(on, "GET", "/api/auth/dev-login")).json).toEqual({ enabled: true });
  });

  const headers: [string, number][] = [
    ["true", 200],
    ["1", 200],
    ["false", 401],
    ["", 401],
    ["yes please", 401],
  ];
  for (const [value, status] of headers) {
    test(`X-Dev-Auth: ${JSON.stringify(value)} → ${status}`, async () => {
      const r = await call(on, "GET", "/api/auth/user", { headers: { "x-dev-auth": value } });
      expect(r.status).toBe(status);
      if (status === 200) expect(r.json.id).toBe(999);
    });
  }

  test("a real session wins over the header", async () => {
    const { cookie, user } = await register(on, "real@example.com");
    const r = await call(on, "GET", "/api/auth/user", { cookie, headers: { "x-dev-auth": "true" } });
    expect(r.json.id).toBe(user.id);
  });

  test("the dev user gets no admin rights from the header", async () => {
    expect((await call(on, "GET", "/api/admin/users", { headers: { "x-dev-auth": "true" } })).status).toBe(403);
  });

  test("switching the environment to live turns them off at once", async () => {
    on.settings.set({ key: "environment.mode", value: "live", dataType: "string" });
    try {
      expect((await call(on, "POST", "/api/auth/dev-login", { body: { testKey: DEV_TEST_KEY } })).status).toBe(404);
      expect((await call(on, "GET", "/api/auth/user", { headers: { "x-dev-auth": "true" } })).status).toBe(401);
      expect((await call(on, "GET", "/api/auth/dev-login")).json).toEqual({ enabled: false });
    } finally {
      on.settings.set({ key: "environment.mode", value: "test", dataType: "string" });
    }
    expect((await call(on, "GET", "/api/auth/user", { headers: { "x-dev-auth": "true" } })).status).toBe(200);
  });

  test("the start-up log says they are allowed and names the test key", () => {
    expect(on.logs.some((l) => l.includes("dev shortcuts allowed") && l.includes(DEV_TEST_KEY))).toBe(true);
    expect(off.logs.some((l) => l.includes("dev shortcuts"))).toBe(false);
  });

  test("a cross-site dev-login is refused", async () => {
    const r = await on.api.handle(
      new Request(`${on.config.appUrl}/api/auth/dev-login`, {
        method: "POST",
        headers: { origin: "https://evil.example", "content-type": "application/json" },
        body: JSON.stringify({ testKey: DEV_TEST_KEY }),
      }),
    );
    expect(r.status).toBe(403);
  });
});
