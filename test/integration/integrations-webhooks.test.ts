import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { deliveries } from "../../src/db/schema/delivery.ts";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createHmac } from "node:crypto";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import type { openApiDocument } from "../../src/integrations/index.ts";
import { webhookAttempts, webhookEndpoints } from "../../src/db/schema/integrations.ts";
import { startWebhookReceiver } from "../fakes/webhook-receiver.ts";
import { call } from "../helpers/app.ts";
import { makeAlert, STEEL } from "../helpers/alerts.ts";
import { grantPremium } from "../helpers/premium.ts";
import { telegramTestApp, webUser } from "../helpers/telegram.ts";

// The README's verifier, exactly as printed there, is what checks every delivery below. It is
// run from a temporary folder, so its bare "standardwebhooks" import is pointed at the installed package.
const readme = readFileSync(resolve(import.meta.dir, "../../README.md"), "utf8");
const snippet = readme
  .split("<!-- webhook-verifier -->\n```js\n")[1]!
  .split("```")[0]!
  .replace('"standardwebhooks"', JSON.stringify(Bun.resolveSync("standardwebhooks", import.meta.dir)));
const verifierFile = join(mkdtempSync(join(tmpdir(), "squawk-verifier-")), "verify.mjs");
writeFileSync(verifierFile, snippet);
const { verifySquawk } = (await import(verifierFile)) as { verifySquawk: (secret: string, raw: string, headers: Headers) => "ok" | "replay" | false };

const { app, tg } = telegramTestApp();
const rx = startWebhookReceiver((rec) =>
  rec.path.startsWith("/fail503once") && rx.arrivals.filter((a) => a.rec.path === rec.path).length === 1
    ? 503
    : rec.path.startsWith("/bad")
      ? 400
      : rec.path.startsWith("/down")
        ? 500
        : 200,
);
beforeAll(() => {
  app.jobs.startWorkers();
});
afterAll(async () => {
  await app.close();
  await rx.stop();
  await tg.stop();
});

const premium = await premiumUser();
// Subscribed in live mode too: the tests that switch to live still act as a premium owner.
await grantPremium(app, premium.user.id, { mode: "live" });
/** A signed-in web user with premium from an active subscription, as billing derives it. */
async function premiumUser() {
  const u = webUser(app);
  await grantPremium(app, u.user.id);
  return u;
}
const register = (cookie: string, body: object) => call(app, "POST", "/api/integrations/webhooks", { cookie, body });
const at = (path: string) => `${rx.url}${path}`;
const arrivalsAt = (path: string) => rx.arrivals.filter((a) => a.rec.path === path);

describe("registering webhooks", () => {
  test("https or loopback in test mode; internal addresses refused; answered {id, secret} once; at most 3", async () => {
    const free = webUser(app);
    expect((await register(free.cookie, { url: at("/a") })).status).toBe(403);
    const cases: [string, string][] = [
      ["https://10.1.2.3/hook", "Webhooks cannot be sent there: 10.1.2.3 resolves to a private address (10.1.2.3)"],
      ["https://169.254.169.254/latest", "Webhooks cannot be sent there: 169.254.169.254 resolves to a link-local address (169.254.169.254)"],
      ["https://[fd00::1]/x", "Webhooks cannot be sent there: [fd00::1] resolves to a private address (fd00::1)"],
      ["https://[::ffff:192.168.1.1]/x", "Webhooks cannot be sent there: [::ffff:c0a8:101] resolves to a private address (::ffff:c0a8:101)"],
      ["http://93.184.216.34/hook", "The URL must start with https:// (http is allowed only for loopback in test mode)"],
      ["ftp://93.184.216.34/hook", "The URL must start with https://"],
      ["not a url", "That is not a valid URL"],
    ];
    for (const [url, message] of cases) {
      const r = await register(premium.cookie, { url });
      expect({ url, status: r.status, message: r.json.message }).toEqual({ url, status: 400, message });
    }
    expect((await register(premium.cookie, { url: at("/x"), minImpact: "Huge" })).json.message).toBe("minImpact must be High, Medium or Low");

    const ok = await register(premium.cookie, { url: at("/main"), minImpact: "Medium", tariffOnly: false });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.json).sort()).toEqual(["id", "secret"]);
    expect(ok.json.secret).toMatch(/^whsec_/);
    const list = await call(app, "GET", "/api/integrations/webhooks", { cookie: premium.cookie });
    expect(list.json.webhooks.map((w: any) => w.url)).toEqual([at("/main")]);
    expect(list.text).not.toContain(ok.json.secret);

    const u = await premiumUser();
    for (let i = 0; i < 3; i++) expect((await register(u.cookie, { url: at(`/n${i}`) })).status).toBe(200);
    const fourth = await register(u.cookie, { url: at("/n3") });
    expect(fourth.status).toBe(409);
    expect(fourth.json.message).toBe("You already have 3 webhooks. Delete one to add another.");
    const id = (await call(app, "GET", "/api/integrations/webhooks", { cookie: u.cookie })).json.webhooks[0].id;
    expect((await call(app, "DELETE", `/api/integrations/webhooks/${id}`, { cookie: premium.cookie })).status).toBe(404);
    expect((await call(app, "DELETE", `/api/integrations/webhooks/${id}`, { cookie: u.cookie })).status).toBe(200);
    expect((await call(app, "GET", "/api/integrations/webhooks", { cookie: u.cookie })).json.webhooks).toHaveLength(2);
    for (const w of (await call(app, "GET", "/api/integrations/webhooks", { cookie: u.cookie })).json.webhooks)
      await call(app, "DELETE", `/api/integrations/webhooks/${w.id}`, { cookie: u.cookie });

    app.settings.set({ key: "environment.mode", value: "live", dataType: "string" });
    try {
      expect((await register(premium.cookie, { url: at("/live") })).json.message).toBe(
        "Webhooks cannot be sent there: 127.0.0.1 resolves to a loopback address (127.0.0.1)",
      );
    } finally {
      app.settings.set({ key: "environment.mode", value: "test", dataType: "string" });
    }
  });
});

describe("delivering", () => {
  test("a matching alert arrives signed, verifies with the README's snippet, and a replay is dropped", async () => {
    const { id, secret } = (await register(premium.cookie, { url: at("/signed"), minImpact: "High", tariffOnly: true })).json;
    const { alertId } = await makeAlert(app, { impact: "High", tariff: true, content: "Signed delivery" });
    // How fast it arrives is bench/ work; here only that it does.
    const got = await rx.until(() => arrivalsAt("/signed")[0]);
    const body = JSON.parse(got.rec.body);
    expect(body.type).toBe("alert.created");
    expect(body.data.id).toBe(alertId);
    expect(body.data.post.content).toBe("Signed delivery");
    expect(got.rec.headers.get("webhook-id")).toBe(body.id);
    expect(got.rec.headers.get("webhook-signature")).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(Math.abs(Number(got.rec.headers.get("webhook-timestamp")) - Date.now() / 1000)).toBeLessThan(60);
    // A webhook registered now gets the standard headers only.
    expect(got.rec.headers.get("x-squawk-signature")).toBeNull();
    expect(verifySquawk(secret, got.rec.body, got.rec.headers)).toBe("ok");
    expect(verifySquawk(secret, got.rec.body, got.rec.headers)).toBe("replay"); // the same event again
    const forged = new Headers(got.rec.headers);
    forged.set("webhook-id", "evt_other");
    expect(verifySquawk(secret, got.rec.body.replace("Signed", "Forged"), forged)).toBe(false);
    expect(verifySquawk("whsec_wrong", got.rec.body, forged)).toBe(false);

    // Filters: a Medium alert, and a High one without tariffs, are not for this endpoint. The
    // plan is written with the alert, so none is owed; and the next matching alert, sent after
    // them, is the second and last to arrive.
    const skipped = [await makeAlert(app, { impact: "Medium", tariff: true }), await makeAlert(app, { impact: "High", tariff: false })];
    const planned = () => app.db.select().from(deliveries).where(eq(deliveries.endpointId, id)).all();
    expect(planned().map((d) => d.alertId)).toEqual([alertId]);
    const next = await makeAlert(app, { impact: "High", tariff: true, content: "Signed again" });
    await rx.until(() => arrivalsAt("/signed")[1]);
    expect(arrivalsAt("/signed").map((a) => JSON.parse(a.rec.body).data.id)).toEqual([alertId, next.alertId]);
    expect(planned().map((d) => d.alertId)).not.toContainAnyValues(skipped.map((a) => a.alertId));
    await call(app, "DELETE", `/api/integrations/webhooks/${id}`, { cookie: premium.cookie });
  });

  test("a webhook added before Standard Webhooks keeps its secret and also gets the X-Squawk headers", async () => {
    // As registered by the previous version: a base64url secret, and the column's default (legacy).
    const secret = `whsec_${Buffer.alloc(32, 0xfb).toString("base64url")}`; // "-_v7-_v7…": both url-only letters
    const e = app.db
      .insert(webhookEndpoints)
      .values({ userId: premium.user.id, url: at("/legacy"), secret })
      .returning()
      .get();
    expect(e.legacySignature).toBe(true);
    await call(app, "POST", `/api/integrations/webhooks/${e.id}/test`, { cookie: premium.cookie });
    const got = await rx.until(() => arrivalsAt("/legacy")[0]);
    const h = got.rec.headers;
    // The old verifier's check, as the previous README printed it.
    const [t, v1] = h
      .get("x-squawk-signature")!
      .split(",")
      .map((p) => p.split("=")[1]!);
    expect(createHmac("sha256", secret).update(`${t}.${got.rec.body}`).digest("hex")).toBe(v1!);
    expect(h.get("x-squawk-event-id")).toBe(h.get("webhook-id"));
    // The same key in standard base64 verifies with the library, as the README says.
    const standard = `whsec_${secret.slice(6).replaceAll("-", "+").replaceAll("_", "/")}=`;
    expect(new Webhook(standard).verify(got.rec.body, Object.fromEntries(h))).toMatchObject({ type: "test" });
    app.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, e.id)).run();
  });

  test("5xx is retried with backoff, 4xx is not; the last attempts show status and latency", async () => {
    const retry = (await register(premium.cookie, { url: at("/fail503once") })).json;
    const bad = (await register(premium.cookie, { url: at("/bad") })).json;
    await makeAlert(app, { impact: "High" });
    await rx.until(() => arrivalsAt("/fail503once").length === 2);
    // Both deliveries are settled (sent, and failed for good), so nothing more can arrive.
    const statusOf = (endpointId: number) => app.db.select().from(deliveries).where(eq(deliveries.endpointId, endpointId)).get()?.status;
    await rx.until(() => statusOf(retry.id) === "sent" && statusOf(bad.id) === "failed");
    expect(arrivalsAt("/bad")).toHaveLength(1);
    const list = (await call(app, "GET", "/api/integrations/webhooks", { cookie: premium.cookie })).json.webhooks;
    const r = list.find((w: any) => w.id === retry.id);
    expect(r.attempts.map((a: any) => a.statusCode)).toEqual([200, 503]);
    expect(r.attempts[0].latencyMs).toBeNumber();
    expect(r.attempts[1].error).toBe("HTTP 503");
    const b = list.find((w: any) => w.id === bad.id);
    expect(b.attempts.map((a: any) => a.statusCode)).toEqual([400]);
    expect(app.db.select().from(deliveries).where(eq(deliveries.endpointId, bad.id)).get()!.status).toBe("failed");
    await call(app, "DELETE", `/api/integrations/webhooks/${retry.id}`, { cookie: premium.cookie });
    await call(app, "DELETE", `/api/integrations/webhooks/${bad.id}`, { cookie: premium.cookie });
  });

  test("'Send test event' posts a signed test event; only the last 20 attempts are listed", async () => {
    const { id, secret } = (await register(premium.cookie, { url: at("/test-event") })).json;
    const r = await call(app, "POST", `/api/integrations/webhooks/${id}/test`, { cookie: premium.cookie });
    expect(r.status).toBe(200);
    const got = await rx.until(() => arrivalsAt("/test-event")[0]);
    expect(JSON.parse(got.rec.body).type).toBe("test");
    expect(got.rec.headers.get("webhook-id")).toBe(r.json.eventId);
    expect(verifySquawk(secret, got.rec.body, got.rec.headers)).toBe("ok");
    for (let i = 0; i < 22; i++) await call(app, "POST", `/api/integrations/webhooks/${id}/test`, { cookie: premium.cookie });
    await rx.until(() => arrivalsAt("/test-event").length === 23);
    // Each attempt is recorded once its answer is in.
    await rx.until(() => app.db.select().from(webhookAttempts).where(eq(webhookAttempts.endpointId, id)).all().length === 23);
    const w = (await call(app, "GET", "/api/integrations/webhooks", { cookie: premium.cookie })).json.webhooks.find((x: any) => x.id === id);
    expect(w.attempts).toHaveLength(20);
    expect(w.attempts[0].id).toBeGreaterThan(w.attempts[19].id);
    await call(app, "DELETE", `/api/integrations/webhooks/${id}`, { cookie: premium.cookie });
  });

  test("premium owners' endpoints are served before free owners'", async () => {
    app.settings.set({ key: "alerts.freeDelayMinutes", value: "0", dataType: "number" });
    const owners = [await premiumUser(), await premiumUser()];
    // The second owner registered while premium and is now free (never subscribed: the free delay applies).
    await register(owners[0]!.cookie, { url: at("/tier-premium") });
    await register(owners[1]!.cookie, { url: at("/tier-free") });
    await app.billing.resetTestPremium(owners[1]!.user.id);
    await makeAlert(app, { impact: "High" });
    await rx.until(() => arrivalsAt("/tier-free").length === 1);
    expect(arrivalsAt("/tier-premium")[0]!.at).toBeLessThanOrEqual(arrivalsAt("/tier-free")[0]!.at);
    const tiers = app.db
      .select({ tier: deliveries.tier, url: webhookEndpoints.url })
      .from(deliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, deliveries.endpointId))
      .all();
    expect(tiers.filter((t) => t.url.endsWith("/tier-free")).map((t) => t.tier)).toEqual(["free"]);
    expect(tiers.filter((t) => t.url.endsWith("/tier-premium")).map((t) => t.tier)).toEqual(["premium"]);
    // A free owner's payload leaves out the premium part and says what it holds.
    const [paid, free] = ["/tier-premium", "/tier-free"].map((p) => JSON.parse(arrivalsAt(p)[0]!.rec.body).data.analysis);
    expect(paid).toMatchObject({ instruments: STEEL, tickers: ["X", "NUE"], locked: null });
    expect(free).toMatchObject({
      instruments: null,
      tickers: null,
      marketAnalysis: null,
      locked: { marketAnalysis: true, tradingIdeas: 1, sectors: 2, instruments: 2 },
    });
    app.settings.set({ key: "alerts.freeDelayMinutes", value: "15", dataType: "number" });
    for (const o of owners) app.db.delete(webhookEndpoints).where(eq(webhookEndpoints.userId, o.user.id)).run();
  });

  test("the address is checked again at send time", async () => {
    const { id } = (await register(premium.cookie, { url: at("/rebound") })).json;
    app.settings.set({ key: "environment.mode", value: "live", dataType: "string" });
    try {
      await call(app, "POST", `/api/integrations/webhooks/${id}/test`, { cookie: premium.cookie });
      await rx.until(() => app.db.select().from(deliveries).where(eq(deliveries.endpointId, id)).get()?.status === "failed");
      const listed = (await call(app, "GET", "/api/integrations/webhooks", { cookie: premium.cookie })).json.webhooks.find((x: any) => x.id === id);
      expect(listed.attempts[0].error).toBe("refused: 127.0.0.1 resolves to a loopback address (127.0.0.1)");
      expect(arrivalsAt("/rebound")).toHaveLength(0);
    } finally {
      app.settings.set({ key: "environment.mode", value: "test", dataType: "string" });
    }
    await call(app, "DELETE", `/api/integrations/webhooks/${id}`, { cookie: premium.cookie });
  });

  test("an endpoint failing for 24 h is disabled and its owner told in Telegram", async () => {
    const owner = await premiumUser();
    const tgId = 777_001;
    await app.telegram.subscribers.start({ id: tgId, first_name: "Owner" }, tgId);
    app.db.$client.run("update telegram_subscribers set user_id = ? where telegram_user_id = ?", [owner.user.id, tgId]);
    const { id } = (await register(owner.cookie, { url: at("/down") })).json;
    // It has been failing since yesterday (as if every retry of the last 24 h had failed).
    app.db
      .update(webhookEndpoints)
      .set({ failingSince: Date.now() - 25 * 60 * 60 * 1000 })
      .where(eq(webhookEndpoints.id, id))
      .run();
    await makeAlert(app, { impact: "High" });
    const dm = await tg.until(() => tg.sent("sendMessage", tgId).find((c) => String(c.params.text).includes("disabled")));
    expect(dm.params.text).toBe(
      `⚠️ Your Squawk webhook ${at("/down")} has failed for 24 hours and is now disabled. Check it on your dashboard, then delete it and add it again.`,
    );
    const w = (await call(app, "GET", "/api/integrations/webhooks", { cookie: owner.cookie })).json.webhooks[0];
    expect(w.status).toBe("disabled");
    expect(app.db.select().from(deliveries).where(eq(deliveries.kind, "notice")).all()).toHaveLength(1);
    expect((await call(app, "POST", `/api/integrations/webhooks/${id}/test`, { cookie: owner.cookie })).status).toBe(409);
  });
});

describe("the OpenAPI document", () => {
  // Strict mode refuses a schema with unknown keywords or loose types. The document's own
  // top-level fields are not schema keywords: they are declared so its schemas can be compiled.
  const ajv = new Ajv2020({ strict: true, discriminator: true, allErrors: true });
  addFormats(ajv);
  ajv.addVocabulary(["openapi", "info", "servers", "security", "paths", "webhooks", "components"]);
  let doc: ReturnType<typeof openApiDocument>;
  beforeAll(async () => {
    doc = (await call(app, "GET", "/api/v1/openapi.json")).json;
    ajv.addSchema(doc, "openapi");
  });
  const valid = (ref: string, value: unknown) => {
    const v = ajv.getSchema(`openapi#${ref}`)!;
    return v(value) ? "valid" : v.errors;
  };

  test("every operation has an operationId, and a 401 names the Bearer scheme", async () => {
    const ops = [...Object.values(doc.paths), ...Object.values(doc.webhooks)].flatMap((item) =>
      Object.values(item as Record<string, { operationId?: string }>),
    );
    expect(ops.length).toBeGreaterThan(3);
    for (const op of ops) expect(op.operationId).toBeString();
    expect(new Set(ops.map((o) => o.operationId)).size).toBe(ops.length);
    for (const path of ["/api/v1/alerts", "/api/v1/stream"]) {
      const r = await call(app, "GET", path);
      expect(r.status).toBe(401);
      expect(r.headers.get("www-authenticate")).toBe("Bearer");
    }
  });

  test("real deliveries (test event, alert) and a real API page validate against it", async () => {
    const { id } = (await register(premium.cookie, { url: at("/schema") })).json;
    await call(app, "POST", `/api/integrations/webhooks/${id}/test`, { cookie: premium.cookie });
    await makeAlert(app, { impact: "High", tariff: true, content: "Schema check" });
    await rx.until(() => arrivalsAt("/schema").length === 2);
    const bodies = arrivalsAt("/schema").map((a) => JSON.parse(a.rec.body));
    expect(bodies.map((b) => b.type).sort()).toEqual(["alert.created", "test"]);
    for (const b of bodies) {
      expect(valid("/components/schemas/WebhookEvent", b)).toBe("valid");
      expect(valid(`/components/schemas/${b.type === "test" ? "TestEvent" : "AlertCreatedEvent"}`, b)).toBe("valid");
    }
    // It can fail: the old test event (data declared an Alert, sent as {message}) would not pass as an alert.
    const test = bodies.find((b) => b.type === "test");
    expect(valid("/components/schemas/WebhookEvent", { ...test, type: "alert.created" })).not.toBe("valid");
    expect(valid("/components/schemas/AlertCreatedEvent", { ...bodies.find((b) => b.type === "alert.created"), createdAt: undefined })).not.toBe("valid");

    const key = (await call(app, "POST", "/api/integrations/keys", { cookie: premium.cookie, body: { name: "schema" } })).json.key;
    const page = await call(app, "GET", "/api/v1/alerts?limit=3", { headers: { authorization: `Bearer ${key}` } });
    expect(page.json.data.length).toBeGreaterThan(0);
    expect(valid("/paths/~1api~1v1~1alerts/get/responses/200/content/application~1json/schema", page.json)).toBe("valid");
    // A free owner's page (the premium part null, `locked` set) validates too.
    const owner = await premiumUser();
    const freeKey = (await call(app, "POST", "/api/integrations/keys", { cookie: owner.cookie, body: { name: "free" } })).json.key;
    await app.billing.resetTestPremium(owner.user.id);
    app.settings.set({ key: "alerts.freeDelayMinutes", value: "0", dataType: "number" });
    const freePage = await call(app, "GET", "/api/v1/alerts?limit=3", { headers: { authorization: `Bearer ${freeKey}` } });
    app.settings.set({ key: "alerts.freeDelayMinutes", value: "15", dataType: "number" });
    expect(freePage.json.data[0].analysis.locked).toMatchObject({ marketAnalysis: true });
    expect(valid("/paths/~1api~1v1~1alerts/get/responses/200/content/application~1json/schema", freePage.json)).toBe("valid");
    await call(app, "DELETE", `/api/integrations/webhooks/${id}`, { cookie: premium.cookie });
  });
});
