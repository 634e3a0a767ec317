import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { subscriptions } from "../../src/db/schema/billing.ts";
import { users } from "../../src/db/schema/core.ts";
import { call, testApp } from "../helpers/app.ts";
import { manyUsers, signedIn } from "./admin-fixtures.ts";

// Switching to live needs these (below: the switch is refused without them).
const LIVE_KEYS = { STRIPE_SECRET_KEY_LIVE: "sk_live_123", STRIPE_PUBLISHABLE_KEY_LIVE: "pk_live_123", STRIPE_PRICE_ID_LIVE: "price_live" };

let app: ReturnType<typeof testApp>;
let admin: { user: typeof users.$inferSelect; cookie: string };
let plain: (typeof users.$inferSelect)[];
beforeAll(() => {
  app = testApp({ ADMIN_EMAILS: "listed@example.com", ...LIVE_KEYS });
  admin = signedIn(app, { email: "boss@example.com", name: "Boss", isAdmin: true, isPremium: true });
  plain = manyUsers(app, 24); // 25 users in all
});
afterAll(() => app.close());

const as = (method: string, path: string, body?: unknown) => call(app, method, path, { cookie: admin.cookie, body });
const row = (id: number) => app.db.select().from(users).where(eq(users.id, id)).get()!;

describe("GET /api/admin/users", () => {
  const ok: [string, string, { limit: number; offset: number; count: number; firstEmail: string }][] = [
    ["defaults", "", { limit: 10, offset: 0, count: 10, firstEmail: "boss@example.com" }],
    ["empty values mean defaults", "?limit=&offset=", { limit: 10, offset: 0, count: 10, firstEmail: "boss@example.com" }],
    ["second page", "?limit=10&offset=10", { limit: 10, offset: 10, count: 10, firstEmail: "user-10@example.com" }],
    ["last, partial page", "?limit=10&offset=20", { limit: 10, offset: 20, count: 5, firstEmail: "user-20@example.com" }],
    ["past the end", "?limit=10&offset=500", { limit: 10, offset: 500, count: 0, firstEmail: "" }],
    ["largest page", "?limit=100", { limit: 100, offset: 0, count: 25, firstEmail: "boss@example.com" }],
  ];
  test.each(ok)("valid: %s", async (_, query, want) => {
    const r = await as("GET", `/api/admin/users${query}`);
    expect(r.status).toBe(200);
    expect(r.json.pagination).toEqual({ total: 25, limit: want.limit, offset: want.offset });
    expect(r.json.users).toHaveLength(want.count);
    if (want.count) expect(r.json.users[0].email).toBe(want.firstEmail);
  });

  test("each user carries exactly the public fields", async () => {
    const r = await as("GET", "/api/admin/users?limit=1");
    expect(Object.keys(r.json.users[0]).sort()).toEqual(["email", "id", "isAdmin", "isPremium", "name", "photo"]);
    expect(r.json.users[0]).toMatchObject({ id: admin.user.id, name: "Boss", isAdmin: true, isPremium: true });
  });

  const bad: [string, string, string][] = [
    ["limit zero", "?limit=0", "limit must be a whole number from 1 to 100"],
    ["limit too large", "?limit=101", "limit must be a whole number from 1 to 100"],
    ["limit not a number", "?limit=ten", "limit must be a whole number from 1 to 100"],
    ["limit a fraction", "?limit=2.5", "limit must be a whole number from 1 to 100"],
    ["negative offset", "?offset=-1", "offset must be a whole number from 0 to 1000000000"],
    ["offset not a number", "?offset=abc", "offset must be a whole number from 0 to 1000000000"],
    ["hostile: SQL in limit", "?limit=10;DROP%20TABLE%20users", "limit must be a whole number from 1 to 100"],
    ["hostile: exponent", "?limit=1e3", "limit must be a whole number from 1 to 100"],
    ["hostile: repeated parameter", "?limit=1&limit=2", "limit must be a whole number from 1 to 100"],
    ["hostile: huge offset", "?offset=99999999999999999999", "offset must be a whole number from 0 to 1000000000"],
    ["hostile: Infinity", "?limit=Infinity", "limit must be a whole number from 1 to 100"],
  ];
  test.each(bad)("invalid: %s → 400", async (_, query, message) => {
    const r = await as("GET", `/api/admin/users${query}`);
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ message });
  });

  test("the users table survived the hostile queries", () => {
    expect(app.db.select().from(users).all()).toHaveLength(25);
  });
});

describe("POST /api/admin/users/:id/set-admin", () => {
  test("valid: grant, then remove, sending the negation of the current value", async () => {
    const id = plain[0]!.id;
    let r = await as("POST", `/api/admin/users/${id}/set-admin`, { isAdmin: true });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ message: "User admin status updated", user: { id, isAdmin: true } });
    expect(row(id).isAdmin).toBe(true);
    r = await as("POST", `/api/admin/users/${id}/set-admin`, { isAdmin: false });
    expect(r.status).toBe(200);
    expect(row(id).isAdmin).toBe(false);
  });

  test("valid: setting the value it already has is harmless", async () => {
    const r = await as("POST", `/api/admin/users/${admin.user.id}/set-admin`, { isAdmin: true });
    expect(r.status).toBe(200);
    expect(row(admin.user.id).isAdmin).toBe(true);
  });

  test("removing the last admin is refused with 409, and nothing changes", async () => {
    const r = await as("POST", `/api/admin/users/${admin.user.id}/set-admin`, { isAdmin: false });
    expect(r.status).toBe(409);
    expect(r.json.message).toBe("This is the last admin: make someone else admin before removing this one");
    expect(row(admin.user.id).isAdmin).toBe(true);
  });

  test("an admin may step down once another admin exists", async () => {
    const other = signedIn(app, { email: "second@example.com", isAdmin: true });
    const r = await call(app, "POST", `/api/admin/users/${other.user.id}/set-admin`, { cookie: other.cookie, body: { isAdmin: false } });
    expect(r.status).toBe(200);
    expect(row(other.user.id).isAdmin).toBe(false);
    // …and having stepped down, they are no longer let in.
    const again = await call(app, "GET", "/api/admin/users", { cookie: other.cookie });
    expect(again.status).toBe(403);
  });

  test("an account listed in ADMIN_EMAILS is told it comes back at the next start", async () => {
    const listed = signedIn(app, { email: "listed@example.com", isAdmin: true }).user;
    const r = await as("POST", `/api/admin/users/${listed.id}/set-admin`, { isAdmin: false });
    expect(r.status).toBe(200);
    expect(r.json.message).toContain("ADMIN_EMAILS");
  });

  const bad: [string, string, unknown, number, string][] = [
    ["isAdmin as text", "1", { isAdmin: "yes" }, 400, "isAdmin must be true or false"],
    ["isAdmin missing", "1", {}, 400, "isAdmin must be true or false"],
    ["isAdmin null", "1", { isAdmin: null }, 400, "isAdmin must be true or false"],
    ["id not a number", "abc", { isAdmin: true }, 400, "The user id must be a positive whole number"],
    ["id zero", "0", { isAdmin: true }, 400, "The user id must be a positive whole number"],
    ["unknown user", "99999", { isAdmin: true }, 404, "No user with id 99999"],
    ["hostile: SQL in id", "1%20OR%201=1", { isAdmin: true }, 400, "The user id must be a positive whole number"],
    ["hostile: array body", "1", [{ isAdmin: true }], 400, "Invalid input: expected object, received array"],
    ["hostile: not JSON", "1", "isAdmin=true", 400, "The request body is not valid JSON"],
  ];
  test.each(bad)("invalid: %s", async (_, id, body, status, message) => {
    const r = await as("POST", `/api/admin/users/${id}/set-admin`, body);
    expect(r.status).toBe(status);
    expect(r.json).toEqual({ message });
  });

  test("hostile: extra fields cannot make someone premium", async () => {
    const id = plain[1]!.id;
    const r = await as("POST", `/api/admin/users/${id}/set-admin`, { isAdmin: false, isPremium: true, email: "x@evil.test" });
    expect(r.status).toBe(200);
    expect(row(id)).toMatchObject({ isPremium: false, email: "user-02@example.com" });
  });
});

describe("settings", () => {
  const ok: [string, { key: string; value: unknown; dataType?: string; description?: string | null }, string][] = [
    ["string", { key: "ui.banner", value: "Hello", dataType: "string", description: "Banner text" }, "Hello"],
    ["number", { key: "custom.limit", value: "42.5", dataType: "number" }, "42.5"],
    ["boolean", { key: "custom.flag", value: "true", dataType: "boolean" }, "true"],
    ["json", { key: "custom.json", value: '{"a":[1,2]}', dataType: "json" }, '{"a":[1,2]}'],
    ["a number sent as a number", { key: "custom.n", value: 7, dataType: "number" }, "7"],
    ["a boolean sent as a boolean", { key: "custom.b", value: false, dataType: "boolean" }, "false"],
    ["data type left out means string", { key: "custom.s", value: "x" }, "x"],
    ["known: free delay", { key: "alerts.freeDelayMinutes", value: "5", dataType: "number" }, "5"],
    ["known, empty description", { key: "alerts.minImpact", value: "High", dataType: "string", description: "" }, "High"],
    ["known: environment", { key: "environment.mode", value: "test", dataType: "string" }, "test"],
    ["known: analyzer", { key: "analysis.analyzer", value: "rules", dataType: "string" }, "rules"],
    ["hostile: markup is stored as text", { key: "ui.note", value: "<script>alert(1)</script>", dataType: "string" }, "<script>alert(1)</script>"],
  ];
  test.each(ok)("valid: %s", async (_, body, stored) => {
    const r = await as("POST", "/api/admin/settings", body);
    expect(r.status).toBe(200);
    expect(r.json.message).toBe("Setting saved");
    expect(r.json.setting).toMatchObject({ key: body.key, value: stored, dataType: body.dataType ?? "string" });
    const list = await as("GET", "/api/admin/settings");
    expect(list.json.settings.find((s: any) => s.key === body.key).value).toBe(stored);
  });

  test("a description is kept; a known key without one gets its own", async () => {
    const list = (await as("GET", "/api/admin/settings")).json.settings;
    expect(list.find((s: any) => s.key === "ui.banner").description).toBe("Banner text");
    expect(list.find((s: any) => s.key === "alerts.freeDelayMinutes").description).toBe("How many minutes free subscribers wait for an alert");
    expect(list.find((s: any) => s.key === "alerts.minImpact").description).toBe("The lowest impact that becomes an alert: High, Medium or Low");
  });

  test("a known setting takes effect at once", async () => {
    await as("POST", "/api/admin/settings", { key: "alerts.freeDelayMinutes", value: "2.5", dataType: "number" });
    expect(app.settings.get("alerts.freeDelayMinutes")).toBe(2.5);
  });

  test("the list also names the keys Squawk reads, with their types", async () => {
    const r = await as("GET", "/api/admin/settings");
    expect(r.json.known.find((k: any) => k.key === "sources.pollIntervalSeconds")).toMatchObject({ dataType: "number", default: 10 });
  });

  const bad: [string, unknown, string][] = [
    ["key missing", { value: "1" }, "Key and value are required"],
    ["value missing", { key: "a.b" }, "Key and value are required"],
    ["key blank", { key: "   ", value: "1" }, "Key and value are required"],
    ["value empty", { key: "a.b", value: "" }, "Key and value are required"],
    ["not a number", { key: "a.b", value: "ten", dataType: "number" }, 'a.b: "ten" is not a number'],
    ["not a boolean", { key: "a.b", value: "yes", dataType: "boolean" }, "a.b: a boolean must be true or false"],
    ["not JSON", { key: "a.b", value: "{bad", dataType: "json" }, "a.b: the value is not valid JSON"],
    ["unknown data type", { key: "a.b", value: "1", dataType: "date" }, "dataType must be one of: string, boolean, number, json"],
    ["known key, wrong type", { key: "alerts.freeDelayMinutes", value: "5", dataType: "string" }, "alerts.freeDelayMinutes must have the data type number"],
    ["environment outside test/live", { key: "environment.mode", value: "prod", dataType: "string" }, "environment.mode must be one of: test, live"],
    ["negative free delay", { key: "alerts.freeDelayMinutes", value: "-1", dataType: "number" }, "alerts.freeDelayMinutes must be between 0 and 1440 minutes"],
    [
      "poll interval zero",
      { key: "sources.pollIntervalSeconds", value: "0", dataType: "number" },
      "sources.pollIntervalSeconds must be between 1 and 3600 seconds",
    ],
    ["unknown impact", { key: "alerts.minImpact", value: "Critical", dataType: "string" }, "alerts.minImpact must be one of: High, Medium, Low"],
    ["unknown analyzer", { key: "analysis.analyzer", value: "gpt", dataType: "string" }, "analysis.analyzer must be one of: rules, llm"],
    ["hostile: markup in key", { key: "<script>", value: "1" }, "A key may hold only letters, digits and . _ : -"],
    ["hostile: SQL in key", { key: "a'; DROP TABLE settings;--", value: "1" }, "A key may hold only letters, digits and . _ : -"],
    ["hostile: long key", { key: "k".repeat(101), value: "1" }, "A key is at most 100 characters"],
    ["hostile: huge value", { key: "a.b", value: "v".repeat(10_001) }, "A value is at most 10,000 characters"],
    ["hostile: object value", { key: "a.b", value: { $gt: "" }, dataType: "json" }, "Key and value are required"],
    ["hostile: long description", { key: "a.b", value: "1", description: "d".repeat(501) }, "A description is at most 500 characters"],
  ];
  test.each(bad)("invalid: %s → 400", async (_, body, message) => {
    const r = await as("POST", "/api/admin/settings", body);
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ message });
  });

  test("nothing invalid was stored and the known values held", async () => {
    const keys = (await as("GET", "/api/admin/settings")).json.settings.map((s: any) => s.key);
    expect(keys).not.toContain("a.b");
    expect(app.settings.environment()).toBe("test");
    expect(app.settings.get("alerts.freeDelayMinutes")).toBe(2.5);
  });

  const deletes: [string, string, number, string][] = [
    ["valid: an existing key", "ui.banner", 200, "Setting deleted successfully"],
    ["valid: a key with dots and dashes", "custom.json", 200, "Setting deleted successfully"],
    ["invalid: an unknown key", "no.such.key", 404, "No setting named no.such.key"],
    ["invalid: the environment (use the switch)", "environment.mode", 400, "environment.mode cannot be deleted: use the environment switch"],
    ["hostile: path traversal", "..%2F..%2Fetc%2Fpasswd", 404, "No setting named ../../etc/passwd"],
    ["hostile: SQL", "x'%20OR%20'1'='1", 404, "No setting named x' OR '1'='1"],
  ];
  test.each(deletes)("DELETE %s", async (_, key, status, message) => {
    const r = await as("DELETE", `/api/admin/settings/${key}`);
    expect(r.status).toBe(status);
    expect(r.json).toEqual({ message });
  });

  test("a deleted known setting falls back to its default", async () => {
    await as("DELETE", "/api/admin/settings/alerts.freeDelayMinutes");
    expect(app.settings.get("alerts.freeDelayMinutes")).toBe(15);
    const keys = (await as("GET", "/api/admin/settings")).json.settings.map((s: any) => s.key);
    expect(keys).not.toContain("ui.banner");
    expect(keys).toContain("environment.mode");
  });
});

describe("environment and reset", () => {
  beforeEach(() => {
    app.settings.set({ key: "environment.mode", value: "test", dataType: "string" });
    app.db.update(users).set({ isPremium: true }).run();
  });

  test("toggle-environment flips test ↔ live and answers {environment, message}", async () => {
    let r = await as("POST", "/api/admin/toggle-environment");
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ environment: "live", message: "Environment switched to live: live Stripe keys are in use" });
    expect((await call(app, "GET", "/api/get-environment")).json).toEqual({ environment: "live" });
    r = await as("POST", "/api/admin/toggle-environment", {});
    expect(r.json.environment).toBe("test");
    expect(app.settings.environment()).toBe("test");
  });

  test("without the live Stripe keys the switch to live is refused: 409 naming what is missing, the mode stays test", async () => {
    const bare = testApp({ STRIPE_SECRET_KEY_LIVE: "sk_live_123" });
    try {
      const boss = signedIn(bare, { email: "boss@example.com", isAdmin: true });
      const r = await call(bare, "POST", "/api/admin/toggle-environment", { cookie: boss.cookie });
      expect(r.status).toBe(409);
      expect(r.json).toEqual({
        message:
          "The live Stripe keys are not configured (STRIPE_PUBLISHABLE_KEY_LIVE, STRIPE_PRICE_ID_LIVE not set), so payments would stop for everyone. Set them and restart Squawk, then switch to live.",
      });
      expect(bare.settings.environment()).toBe("test");
      expect(r.text).not.toContain("sk_live_123");
    } finally {
      await bare.close();
    }
  });

  test("hostile: a body naming a mode does not choose it; the call only toggles", async () => {
    const r = await as("POST", "/api/admin/toggle-environment", { environment: "test", value: "prod" });
    expect(r.json.environment).toBe("live");
  });

  test("reset-user in test mode removes the admin's own premium and no one else's", async () => {
    const r = await as("POST", "/api/auth/reset-user", { userId: plain[2]!.id });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      success: true,
      environment: "test",
      message: "Premium status has been removed.",
      user: { id: admin.user.id, isPremium: false },
    });
    expect(row(admin.user.id).isPremium).toBe(false);
    expect(row(plain[2]!.id).isPremium).toBe(true);
  });

  test("reset-user with no body, as the spec's client sends it", async () => {
    const r = await as("POST", "/api/auth/reset-user");
    expect(r.status).toBe(200);
  });

  test("reset-user forgets the admin's test subscription, so premium really ends", async () => {
    const sub = { userId: admin.user.id, status: "active", currentPeriodEnd: Date.now() + 30 * 86_400_000 };
    app.db
      .insert(subscriptions)
      .values({ id: "sub_test_1", mode: "test", ...sub })
      .run();
    const r = await as("POST", "/api/auth/reset-user");
    expect(r.status).toBe(200);
    expect(row(admin.user.id).isPremium).toBe(false);
    expect(app.db.select().from(subscriptions).where(eq(subscriptions.id, "sub_test_1")).get()).toBeUndefined();
  });

  test("a live subscription grants nothing in test mode (issue 13.1); a reset leaves it in place", async () => {
    const sub = { userId: admin.user.id, status: "active", currentPeriodEnd: Date.now() + 30 * 86_400_000 };
    app.db
      .insert(subscriptions)
      .values({ id: "sub_live_1", mode: "live", ...sub })
      .run();
    const r = await as("POST", "/api/auth/reset-user");
    expect(r.status).toBe(200);
    expect(row(admin.user.id).isPremium).toBe(false);
    expect(
      app.db
        .select()
        .from(subscriptions)
        .all()
        .map((s) => s.id),
    ).toEqual(["sub_live_1"]);
  });

  test("reset-user in live mode is refused with 'Reset not allowed' and changes nothing", async () => {
    app.settings.set({ key: "environment.mode", value: "live", dataType: "string" });
    await app.billing.rederiveAll(); // the live subscription above now grants premium
    expect(row(admin.user.id).isPremium).toBe(true);
    const r = await as("POST", "/api/auth/reset-user");
    expect(r.status).toBe(403);
    expect(r.json).toEqual({ message: "Reset not allowed" });
    expect(row(admin.user.id).isPremium).toBe(true);
  });
});
