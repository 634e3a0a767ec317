import { afterAll, describe, expect, test } from "bun:test";
import { loadConfig, ConfigError } from "../config.ts";
import { apiTarget } from "./stripe-client.ts";
import { billingApp } from "../../test/helpers/billing.ts";
import { call, testApp } from "../../test/helpers/app.ts";
import { sessionCookieOf } from "../../test/helpers/users.ts";
import { users } from "../db/schema/core.ts";

const apps: { close: () => Promise<void> }[] = [];
const track = <T extends { close: () => Promise<void> }>(a: T) => (apps.push(a), a);
afterAll(async () => {
  for (const a of apps) await a.close();
});

const setting = (
  app: { settings: { set: (s: { key: string; value: string; dataType: "string" | "number" | "boolean" | "json" }) => unknown } },
  key: string,
  value: string,
  dataType: "string" | "number" | "boolean" | "json" = "string",
) => app.settings.set({ key, value, dataType });

describe("configuration", () => {
  test("a key of the wrong kind for its mode is refused at start, by name, without showing it", () => {
    let err: unknown;
    try {
      loadConfig({ STRIPE_SECRET_KEY_LIVE: "sk_test_oops", STRIPE_PUBLISHABLE_KEY_TEST: "pk_live_oops" });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const text = (err as ConfigError).message;
    expect(text).toContain("STRIPE_SECRET_KEY_LIVE");
    expect(text).toContain("STRIPE_PUBLISHABLE_KEY_TEST");
    expect(text).not.toContain("sk_test_oops");
  });

  test("STRIPE_API_BASE becomes the SDK's host, port and protocol", () => {
    expect(apiTarget("http://127.0.0.1:12111")).toEqual({ host: "127.0.0.1", port: "12111", protocol: "http" });
    expect(apiTarget("https://stripe.internal")).toEqual({ host: "stripe.internal", port: "443", protocol: "https" });
    expect(apiTarget(undefined)).toEqual({});
  });

  test("without keys Squawk runs and says payments are not configured", async () => {
    const app = track(testApp());
    const user = app.db.insert(users).values({ email: "nokeys@example.com" }).returning().get();
    const cookie = sessionCookieOf(app, user.id);
    expect((await call(app, "GET", "/api/subscription/config")).json).toMatchObject({ configured: false, publishableKey: null });
    const r = await call(app, "POST", "/api/subscription/create-checkout", { cookie });
    expect(r.status).toBe(503);
    expect(r.json).toEqual({ message: "Payments are not configured yet." });
    expect((await call(app, "POST", "/api/subscription/portal", { cookie })).status).toBe(503);
  });
});

describe("mode switch", () => {
  test("live mode with only test keys: not configured, test sessions refused by prefix", async () => {
    const b = track(billingApp());
    const s = await b.subscribe();
    setting(b.app, "environment.mode", "live");
    expect((await b.call("GET", "/api/subscription/config")).json).toMatchObject({ configured: false, environment: "live", publishableKey: null });
    expect((await b.call("POST", "/api/subscription/create-checkout", { cookie: b.signUp().cookie })).status).toBe(503);
    const r = await b.call("GET", `/api/subscription/success?session_id=${s.sessionId}`, { cookie: s.cookie });
    expect(r).toMatchObject({ status: 400, json: { message: "Payment session configuration error" } });
    expect((await b.call("GET", `/api/subscription/get-url?session_id=${s.sessionId}`, { cookie: s.cookie })).json.message).toBe(
      "Payment session configuration error",
    );
  });

  test("the keys follow the setting at call time, with no restart", async () => {
    const b = track(
      billingApp({
        STRIPE_SECRET_KEY_LIVE: "sk_live_fakekey",
        STRIPE_PUBLISHABLE_KEY_LIVE: "pk_live_fakekey",
        STRIPE_PRICE_ID_LIVE: "price_live_premium",
        STRIPE_WEBHOOK_SECRET_LIVE: "whsec_fake_live",
      }),
    );
    const who = b.signUp();
    setting(b.app, "environment.mode", "live");
    const r = await b.call("POST", "/api/subscription/create-checkout", { cookie: who.cookie });
    expect(r.json.sessionId).toStartWith("cs_live_");
    const sent = b.stripe.calls.filter((c) => c.path === "/v1/checkout/sessions").at(-1)!;
    expect(sent.headers.get("authorization")).toBe("Bearer sk_live_fakekey");
    expect(new URLSearchParams(sent.body).get("line_items[0][price]")).toBe("price_live_premium");
    expect((await b.call("GET", "/api/subscription/config")).json).toMatchObject({ configured: true, publishableKey: "pk_live_fakekey", environment: "live" });
    setting(b.app, "environment.mode", "test");
    const t = await b.call("POST", "/api/subscription/create-checkout", { cookie: who.cookie });
    expect(t.json.sessionId).toStartWith("cs_test_");
  });

  test("a test-mode event still arriving after the switch to live is verified with the test secret", async () => {
    const b = track(
      billingApp({
        STRIPE_SECRET_KEY_LIVE: "sk_live_fakekey",
        STRIPE_PUBLISHABLE_KEY_LIVE: "pk_live_fakekey",
        STRIPE_PRICE_ID_LIVE: "price_live_premium",
        STRIPE_WEBHOOK_SECRET_LIVE: "whsec_fake_live",
      }),
    );
    const s = await b.subscribe();
    setting(b.app, "environment.mode", "live");
    await b.stripe.cancel(s.subscriptionId);
    expect(b.stripe.sent.at(-1)!.status).toBe(200);
    expect(b.premium(s.user.id)).toBe(false);
  });
});

describe("dev instant upgrade", () => {
  test("with dev shortcuts in test mode: premium without payment, and the invite", async () => {
    const b = track(billingApp({ DEV_SHORTCUTS: "1" }));
    const who = b.signUp();
    expect((await b.call("GET", "/api/subscription/config")).json.devShortcuts).toBe(true);
    expect((await b.call("POST", "/api/subscription/create")).json).toEqual({ message: "Please log in to subscribe to premium." });
    const r = await b.call("POST", "/api/subscription/create", { cookie: who.cookie });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ success: true, message: expect.any(String), premiumInviteLink: null });
    expect(b.premium(who.user.id)).toBe(true);
    expect(b.told.premium.at(-1)).toEqual([who.user.id, true, "dev"]);
    expect(b.stripe.calls.length).toBe(0);
    // The admin's test reset takes it away again.
    await b.app.billing.resetTestPremium(who.user.id);
    expect(b.premium(who.user.id)).toBe(false);
  });

  test("in live mode it is refused even with dev shortcuts", async () => {
    const b = track(billingApp({ DEV_SHORTCUTS: "1" }));
    const who = b.signUp();
    setting(b.app, "environment.mode", "live");
    expect((await b.call("GET", "/api/subscription/config")).json.devShortcuts).toBe(false);
    // Issue 13.1: like every other shortcut in live mode, it does not exist.
    expect((await b.call("POST", "/api/subscription/create", { cookie: who.cookie })).status).toBe(404);
    expect((await b.call("POST", "/api/subscription/create")).status).toBe(404);
    expect(b.premium(who.user.id)).toBe(false);
  });
});

describe("features.premium off", () => {
  test("every subscription call answers 404; the config call says premium is off", async () => {
    const b = track(billingApp({ DEV_SHORTCUTS: "1" }));
    const who = b.signUp();
    setting(b.app, "features.premium", "false", "boolean");
    for (const [method, path] of [
      ["POST", "/api/subscription/create-checkout"],
      ["POST", "/api/subscription/create"],
      ["POST", "/api/subscription/portal"],
      ["GET", "/api/subscription/status"],
      ["GET", "/api/subscription/get-url?session_id=cs_test_abc"],
      ["GET", "/api/subscription/success?session_id=cs_test_abc"],
    ] as const) {
      expect((await b.call(method, path, { cookie: who.cookie })).status).toBe(404);
      expect((await b.call(method, path)).status).toBe(404);
    }
    expect((await b.call("GET", "/api/subscription/config")).json.premiumEnabled).toBe(false);
    expect(b.premium(who.user.id)).toBe(false);
  });
});

describe("doctor", () => {
  test("reports the fake's price as reachable, and a missing price by Stripe's words", async () => {
    const { stripeCheck } = await import("./doctor.ts");
    const b = track(billingApp());
    expect(await stripeCheck(b.app).run()).toStartWith("ok (test mode, price price_fake_premium");
    b.stripe.state.priceId = "price_other";
    expect(await stripeCheck(b.app).run()).toContain("No such price");
    const bare = track(testApp());
    expect(await stripeCheck(bare).run()).toStartWith("off");
  });
});

describe("premium follows the mode (issue 13.1)", () => {
  const LIVE = {
    STRIPE_SECRET_KEY_LIVE: "sk_live_fakekey",
    STRIPE_PUBLISHABLE_KEY_LIVE: "pk_live_fakekey",
    STRIPE_PRICE_ID_LIVE: "price_live_premium",
    STRIPE_WEBHOOK_SECRET_LIVE: "whsec_fake_live",
  };
  const admin = (b: ReturnType<typeof billingApp>) => {
    const a = b.app.db
      .insert(users)
      .values({ email: `admin${crypto.randomUUID().slice(0, 6)}@example.com`, isAdmin: true })
      .returning()
      .get();
    return sessionCookieOf(b.app, a.id);
  };

  test("a test subscription grants nothing once the admin switches to live, and again in test", async () => {
    const b = track(billingApp(LIVE));
    const s = await b.subscribe();
    const cookie = admin(b);
    expect((await b.call("GET", "/api/subscription/status", { cookie: s.cookie })).json.isPremium).toBe(true);
    expect((await b.call("POST", "/api/admin/toggle-environment", { cookie })).json.environment).toBe("live");
    const st = await b.call("GET", "/api/subscription/status", { cookie: s.cookie });
    expect(st.json).toMatchObject({ isPremium: false, method: null, subscription: null });
    expect(b.premium(s.user.id)).toBe(false);
    expect(b.told.premium.at(-1)).toEqual([s.user.id, false, "environment switched"]);
    // Buying again in live is allowed: the test subscription is not a live one.
    expect((await b.call("POST", "/api/subscription/create-checkout", { cookie: s.cookie })).status).toBe(200);
    await b.call("POST", "/api/admin/toggle-environment", { cookie });
    expect((await b.call("GET", "/api/subscription/status", { cookie: s.cookie })).json).toMatchObject({ isPremium: true, method: "stripe" });
  });

  test("a dev-login session stops authenticating once the mode is live", async () => {
    const b = track(billingApp({ DEV_SHORTCUTS: "1" }));
    const r = await b.app.api.handle(
      new Request(`${b.app.config.appUrl}/api/auth/dev-login`, {
        method: "POST",
        headers: { origin: b.app.config.appUrl, "content-type": "application/json" },
        body: JSON.stringify({ testKey: "squawk-dev" }),
      }),
    );
    expect(r.status).toBe(200);
    const cookie = r.headers.getSetCookie()[0]!.split(";")[0]!;
    expect((await b.call("GET", "/api/auth/user", { cookie })).status).toBe(200);
    setting(b.app, "environment.mode", "live");
    expect((await b.call("GET", "/api/auth/user", { cookie })).status).toBe(401);
    expect((await b.call("GET", "/api/subscription/status", { cookie })).json.signedIn).toBe(false);
    setting(b.app, "environment.mode", "test");
    expect((await b.call("GET", "/api/auth/user", { cookie })).status).toBe(200);
  });
});
