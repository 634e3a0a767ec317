import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { billingApp } from "../../test/helpers/billing.ts";

let b: ReturnType<typeof billingApp>;
beforeAll(() => {
  b = billingApp();
});
afterAll(() => b.close());

const LOGIN = "Please log in to subscribe to premium.";

describe("subscription config", () => {
  test("anonymous visitors learn whether payments are configured, never a secret", async () => {
    const r = await b.call("GET", "/api/subscription/config");
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ configured: true, publishableKey: "pk_test_fakekey", devShortcuts: false, environment: "test", premiumEnabled: true });
    expect(r.text).not.toContain("sk_test");
    expect(r.text).not.toContain("whsec");
  });
});

describe("anonymous callers", () => {
  for (const [method, path] of [
    ["POST", "/api/subscription/create-checkout"],
    ["POST", "/api/subscription/create"],
    ["POST", "/api/subscription/portal"],
    ["GET", "/api/subscription/get-url?session_id=cs_test_abc"],
    ["GET", "/api/subscription/success?session_id=cs_test_abc"],
  ] as const) {
    test(`${method} ${path} → 401 with the spec's words`, async () => {
      const r = await b.call(method, path);
      expect(r.status).toBe(401);
      expect(r.json).toEqual({ message: LOGIN });
    });
  }
});

describe("create-checkout", () => {
  test("a subscription-mode session with the mode's price, the user as reference and the return URLs", async () => {
    const who = b.signUp();
    const r = await b.call("POST", "/api/subscription/create-checkout", { cookie: who.cookie });
    expect(r.status).toBe(200);
    expect(r.json.success).toBe(true);
    expect(r.json.sessionId).toMatch(/^cs_test_/);
    expect(typeof r.json.message).toBe("string");
    const sent = b.stripe.calls.filter((c) => c.method === "POST" && c.path === "/v1/checkout/sessions").at(-1)!;
    const form = new URLSearchParams(sent.body);
    expect(form.get("mode")).toBe("subscription");
    expect(form.get("line_items[0][price]")).toBe("price_fake_premium");
    expect(form.get("client_reference_id")).toBe(String(who.user.id));
    expect(form.get("success_url")).toBe(`${b.app.config.appUrl}/subscribe?session_id={CHECKOUT_SESSION_ID}`);
    expect(form.get("cancel_url")).toBe(`${b.app.config.appUrl}/subscribe?canceled=true`);
    expect(form.get("customer")).toMatch(/^cus_/);
    expect(sent.headers.get("authorization")).toBe("Bearer sk_test_fakekey");
  });

  test("hostile bodies and origins: the client chooses neither price nor URLs, and cross-site posts are refused", async () => {
    const who = b.signUp();
    const r = await b.call("POST", "/api/subscription/create-checkout", {
      cookie: who.cookie,
      body: { price: "price_free_lunch", success_url: "https://evil.example/", client_reference_id: "1", customer: "cus_victim" },
    });
    expect(r.status).toBe(200);
    const form = new URLSearchParams(b.stripe.calls.filter((c) => c.path === "/v1/checkout/sessions").at(-1)!.body);
    expect(form.get("line_items[0][price]")).toBe("price_fake_premium");
    expect(form.get("success_url")).toStartWith(b.app.config.appUrl);
    expect(form.get("client_reference_id")).toBe(String(who.user.id));
    expect(form.get("customer")).not.toBe("cus_victim");
    const evil = await b.call("POST", "/api/subscription/create-checkout", { cookie: who.cookie, headers: { origin: "https://evil.example" } });
    expect(evil.status).toBe(403);
    const form2 = await b.call("POST", "/api/subscription/create", {
      cookie: who.cookie,
      body: "a=b",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form2.status).toBe(403);
  });

  test("the user's Stripe customer is reused across checkouts", async () => {
    const who = b.signUp();
    const before = b.stripe.customers.size;
    await b.call("POST", "/api/subscription/create-checkout", { cookie: who.cookie });
    await b.call("POST", "/api/subscription/create-checkout", { cookie: who.cookie });
    expect(b.stripe.customers.size).toBe(before + 1);
    const customers = b.stripe.calls
      .filter((c) => c.path === "/v1/checkout/sessions" && c.method === "POST")
      .slice(-2)
      .map((c) => new URLSearchParams(c.body).get("customer"));
    expect(customers[0]).toBe(customers[1]!);
  });

  test("a customer Stripe no longer knows is replaced", async () => {
    const who = b.signUp();
    b.app.db.$client.run("UPDATE users SET stripe_customer_id = 'cus_gone' WHERE id = ?", [who.user.id]);
    const r = await b.call("POST", "/api/subscription/create-checkout", { cookie: who.cookie });
    expect(r.status).toBe(200);
    const row = b.app.db.$client.query("SELECT stripe_customer_id AS c FROM users WHERE id = ?").get(who.user.id) as { c: string };
    expect(row.c).not.toBe("cus_gone");
    expect(b.stripe.customers.has(row.c)).toBe(true);
  });

  test("Stripe failing gives a 502 with a message for people", async () => {
    const who = b.signUp();
    b.stripe.failNext("POST", /^\/v1\/checkout\/sessions$/, 400);
    const r = await b.call("POST", "/api/subscription/create-checkout", { cookie: who.cookie });
    expect(r.status).toBe(502);
    expect(r.json).toEqual({ message: "Failed to create checkout session. Please try again." });
  });

  test("a premium user is told they already have it", async () => {
    const s = await b.subscribe();
    const r = await b.call("POST", "/api/subscription/create-checkout", { cookie: s.cookie });
    expect(r.status).toBe(409);
  });
});

describe("get-url", () => {
  test("answers the hosted checkout URL of the user's own open session", async () => {
    const who = b.signUp();
    const { json } = await b.call("POST", "/api/subscription/create-checkout", { cookie: who.cookie });
    const r = await b.call("GET", `/api/subscription/get-url?session_id=${json.sessionId}`, { cookie: who.cookie });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ success: true, checkoutUrl: `${b.stripe.url}/pay/${json.sessionId}` });
  });

  test("hostile input", async () => {
    const owner = b.signUp();
    const other = b.signUp();
    const { json } = await b.call("POST", "/api/subscription/create-checkout", { cookie: owner.cookie });
    const get = (q: string) => b.call("GET", `/api/subscription/get-url${q}`, { cookie: other.cookie });
    expect((await get("")).status).toBe(400);
    expect((await get("")).json).toEqual({ message: "Invalid checkout session" });
    expect((await get("?session_id=")).json).toEqual({ message: "Invalid checkout session" });
    expect((await get("?session_id=../../v1/customers")).json).toEqual({ message: "Invalid checkout session" });
    expect((await get("?session_id=cs_test_doesnotexist")).status).toBe(404);
    const stolen = await get(`?session_id=${json.sessionId}`);
    expect(stolen.status).toBe(404);
    expect(stolen.text).not.toContain("pay/");
    expect(await get("?session_id=cs_live_abc")).toMatchObject({ status: 400, json: { message: "Payment session configuration error" } });
  });

  test("a paid session is no longer open", async () => {
    const s = await b.subscribe();
    const r = await b.call("GET", `/api/subscription/get-url?session_id=${s.sessionId}`, { cookie: s.cookie });
    expect(r.status).toBe(409);
  });
});

describe("success", () => {
  test("verifies the paid session, fulfils and answers the premium invite", async () => {
    const s = await b.subscribe();
    expect(s.redirect).toBe(`${b.app.config.appUrl}/subscribe?session_id=${s.sessionId}`);
    const r = await b.call("GET", `/api/subscription/success?session_id=${s.sessionId}`, { cookie: s.cookie });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ success: true, message: expect.any(String), premiumInviteLink: null });
    expect(b.premium(s.user.id)).toBe(true);
    // Asking again changes nothing and tells the bot nothing new.
    const told = b.told.premium.length;
    expect((await b.call("GET", `/api/subscription/success?session_id=${s.sessionId}`, { cookie: s.cookie })).status).toBe(200);
    expect(b.told.premium.length).toBe(told);
  });

  test("an unpaid session is refused and grants nothing", async () => {
    const who = b.signUp();
    const { json } = await b.call("POST", "/api/subscription/create-checkout", { cookie: who.cookie });
    const r = await b.call("GET", `/api/subscription/success?session_id=${json.sessionId}`, { cookie: who.cookie });
    expect(r.status).toBe(402);
    expect(b.premium(who.user.id)).toBe(false);
  });

  test("another user's paid session is refused and grants nothing", async () => {
    const s = await b.subscribe();
    const thief = b.signUp();
    const r = await b.call("GET", `/api/subscription/success?session_id=${s.sessionId}`, { cookie: thief.cookie });
    expect(r.status).toBe(404);
    expect(b.premium(thief.user.id)).toBe(false);
  });

  test("missing, malformed and unknown session ids", async () => {
    const who = b.signUp();
    for (const q of ["", "?session_id=", "?session_id=cs_test_%00x", "?session_id[]=x"]) {
      const r = await b.call("GET", `/api/subscription/success${q}`, { cookie: who.cookie });
      expect(r.status).toBe(400);
    }
    expect((await b.call("GET", "/api/subscription/success?session_id=cs_test_unknown1", { cookie: who.cookie })).status).toBe(404);
  });
});

describe("portal", () => {
  test("a user with no customer has nothing to manage", async () => {
    const who = b.signUp();
    expect((await b.call("POST", "/api/subscription/portal", { cookie: who.cookie })).status).toBe(409);
  });

  test("a subscriber gets a portal URL; cancelling there removes premium", async () => {
    const s = await b.subscribe();
    const r = await b.call("POST", "/api/subscription/portal", { cookie: s.cookie });
    expect(r.status).toBe(200);
    expect(r.json.url).toStartWith(`${b.stripe.url}/portal/`);
    const back = await fetch(`${r.json.url}/cancel`, { method: "POST", redirect: "manual" });
    expect(back.headers.get("location")).toBe(`${b.app.config.appUrl}/subscribe`);
    await b.stripe.settled();
    expect(b.premium(s.user.id)).toBe(false);
    expect(b.told.premium.at(-1)).toEqual([s.user.id, false, "customer.subscription.deleted"]);
  });
});

describe("status", () => {
  test("an anonymous visitor is simply not premium", async () => {
    const r = await b.call("GET", "/api/subscription/status");
    expect(r).toMatchObject({ status: 200, json: { signedIn: false, isPremium: false, subscription: null } });
  });

  test("a subscriber sees their plan", async () => {
    const s = await b.subscribe();
    const r = await b.call("GET", "/api/subscription/status", { cookie: s.cookie });
    expect(r.json).toMatchObject({
      signedIn: true,
      isPremium: true,
      subscription: { status: "active", cancelAtPeriodEnd: false, dev: false, manageable: true },
    });
    expect(r.json.subscription.currentPeriodEnd).toBeGreaterThan(Date.now());
  });
});

describe("dev instant upgrade", () => {
  test("without dev shortcuts it does not exist", async () => {
    const who = b.signUp();
    expect((await b.call("POST", "/api/subscription/create", { cookie: who.cookie })).status).toBe(404);
    expect(b.premium(who.user.id)).toBe(false);
  });
});
