import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/core.ts";
import { telegramSubscribers } from "../../db/schema/telegram.ts";
import { call } from "../../../test/helpers/app.ts";
import { signInitData } from "../../../test/helpers/miniapp.ts";
import { grantPremium, issuedStarsInvoice } from "../../../test/helpers/premium.ts";
import { lastReply, telegramTestApp, webUser } from "../../../test/helpers/telegram.ts";

const { app, tg } = telegramTestApp();
const auth = (initData: string, cookie?: string) => call(app, "POST", "/api/telegram/miniapp/auth", { body: { initData }, cookie });
const cookieOf = (r: { headers: Headers }) => r.headers.getSetCookie().find((c) => c.startsWith("squawk_session="))!;

afterAll(async () => {
  await app.close();
  await tg.stop();
});

describe("POST /api/telegram/miniapp/auth", () => {
  test("valid init data signs a Telegram-only subscriber in with a session that works like a web one", async () => {
    const r = await auth(signInitData(tg.token, { user: { id: 8101, first_name: "Ann", username: "ann" } }));
    expect(r.status).toBe(200);
    expect(r.json.telegramAccount).toBe(true);
    expect(r.json.user).toMatchObject({ name: "Ann", isPremium: false });
    const set = cookieOf(r);
    expect(set).toContain("HttpOnly");
    expect(set.toLowerCase()).toContain("samesite=lax"); // APP_URL is http here: no Secure, so not None
    const cookie = set.split(";")[0]!;
    const me = await call(app, "GET", "/api/auth/user", { cookie });
    expect(me.json.id).toBe(r.json.user.id);
    const recent = await call(app, "GET", "/api/alerts/recent", { cookie });
    expect(recent.json.delayed).toBe(true); // the free delay applies
    const sub = app.db.select().from(telegramSubscribers).where(eq(telegramSubscribers.telegramUserId, 8101)).get()!;
    expect(sub).toMatchObject({ chatId: 8101, username: "ann", userId: r.json.user.id, status: "active" });

    // Again: the same account, not a second one; a stopped subscriber stays stopped.
    await app.telegram.subscribers.setStatus(8101, "stopped");
    const again = await auth(signInitData(tg.token, { user: { id: 8101, first_name: "Ann" } }), cookie);
    expect(again.json.user.id).toBe(r.json.user.id);
    expect((await app.telegram.subscribers.get(8101))!.status).toBe("stopped");
    // Signing in again with this account's own session keeps it (the app does so after a
    // payment, with other requests in flight): no new cookie, no new session.
    expect(cookieOf(again)).toBeUndefined();
    expect((await call(app, "GET", "/api/auth/user", { cookie })).json.id).toBe(r.json.user.id);

    // Another account's session (a shared device) is replaced by the new account's.
    const other = await auth(signInitData(tg.token, { user: { id: 8106, first_name: "Bo" } }), cookie);
    expect(other.json.user.id).not.toBe(r.json.user.id);
    const otherCookie = cookieOf(other).split(";")[0]!;
    expect((await call(app, "GET", "/api/auth/user", { cookie: otherCookie })).json.id).toBe(other.json.user.id);
    expect((await call(app, "GET", "/api/auth/user", { cookie })).status).toBe(401);
  });

  test("a subscriber linked to a web account signs in as that account", async () => {
    const { user } = webUser(app, { email: "linked@example.com" });
    await grantPremium(app, user.id);
    await app.telegram.subscribers.start({ id: 8102, first_name: "Bo" }, 8102, await app.telegram.subscribers.createLinkToken(user.id));
    const r = await auth(signInitData(tg.token, { user: { id: 8102, first_name: "Bo" } }));
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ telegramAccount: false, user: { id: user.id, email: "linked@example.com", isPremium: true } });
    const recent = await call(app, "GET", "/api/alerts/recent", { cookie: cookieOf(r).split(";")[0] });
    expect(recent.json.delayed).toBe(false);
  });

  test("tampered, stale, foreign-bot and user-less init data are refused and create nothing", async () => {
    const before = app.db.select().from(users).all().length;
    const good = signInitData(tg.token, { user: { id: 8103, first_name: "Cy" } });
    const tampered = good.replace("8103", "8104");
    expect((await auth(tampered)).status).toBe(401);
    expect((await auth(good.replace(/hash=\w+/, "hash=zz"))).status).toBe(401);
    expect((await auth(signInitData("999:other-bot", { user: { id: 8103 } }))).status).toBe(401);
    const stale = await auth(signInitData(tg.token, { user: { id: 8103 }, authDate: Math.floor(Date.now() / 1000) - 3601 }));
    expect(stale.status).toBe(401);
    expect(stale.json.message).toContain("expired");
    const noUser = await auth(signInitData(tg.token, { user: null }));
    expect(noUser.status).toBe(400);
    expect((await call(app, "POST", "/api/telegram/miniapp/auth", { body: {} })).status).toBe(400);
    expect(app.db.select().from(users).all().length).toBe(before);
    expect(await app.telegram.subscribers.get(8103)).toBeUndefined();
  });
});

describe("premium across the Mini App's Telegram account", () => {
  test("Stars premium of the subscriber shows in the Mini App session; Connect from a web account takes it over and retires the Telegram account", async () => {
    const r = await auth(signInitData(tg.token, { user: { id: 8110, first_name: "Ida" } }));
    const cookie = cookieOf(r).split(";")[0]!;
    const tgAccount = r.json.user.id as number;
    const price = app.stars.price();
    const expires = Math.floor(Date.now() / 1000) + 2592000;
    const paid = await app.stars.paid(8110, {
      currency: "XTR",
      total_amount: price,
      invoice_payload: issuedStarsInvoice(app, 8110, price),
      telegram_payment_charge_id: "stxmini1",
      provider_payment_charge_id: "",
      subscription_expiration_date: expires,
      is_recurring: true,
      is_first_recurring: true,
    });
    expect(paid).toEqual({ applied: true, isPremium: true });
    // The subscription is the subscriber's (telegram_user_id); the session's account is its pair.
    expect((await call(app, "GET", "/api/auth/user", { cookie })).json.isPremium).toBe(true);
    expect((await call(app, "GET", "/api/subscription/status", { cookie })).json).toMatchObject({
      isPremium: true,
      method: "stars",
      endsAt: expires * 1000,
      renews: true,
    });
    expect((await call(app, "GET", "/api/alerts/recent", { cookie })).json.delayed).toBe(false);

    const { user } = webUser(app, { email: "ida@example.com" });
    await app.telegram.subscribers.start({ id: 8110, first_name: "Ida" }, 8110, await app.telegram.subscribers.createLinkToken(user.id));
    expect(await app.telegram.subscribers.withUser(8110)).toMatchObject({ userId: user.id, tier: "premium" });
    const isPremium = (id: number) => app.db.select({ p: users.isPremium }).from(users).where(eq(users.id, id)).get()!.p;
    expect(isPremium(user.id)).toBe(true);
    // The Telegram account is nobody's: no premium of its own, signed out, and no "ended" event
    // (which would take the still-premium subscriber out of the group).
    expect(isPremium(tgAccount)).toBe(false);
    expect((await call(app, "GET", "/api/auth/user", { cookie })).status).toBe(401);
    expect(app.db.$client.query("SELECT kind FROM premium_events WHERE telegram_user_id = 8110 OR user_id = ?").all(tgAccount)).toEqual([{ kind: "granted" }]);
    // The Mini App signs in as the web account now.
    const again = await auth(signInitData(tg.token, { user: { id: 8110, first_name: "Ida" } }));
    expect(again.json).toMatchObject({ telegramAccount: false, user: { id: user.id, isPremium: true } });
  });
});

describe("/api/telegram/preferences", () => {
  test("reads and saves the /alerts choices; refuses bad ones", async () => {
    const r = await auth(signInitData(tg.token, { user: { id: 8105, first_name: "Di" } }));
    const cookie = cookieOf(r).split(";")[0]!;
    expect((await call(app, "GET", "/api/telegram/preferences", { cookie })).json).toMatchObject({ threshold: "All", tariffOnly: false });
    const saved = await call(app, "POST", "/api/telegram/preferences", { cookie, body: { threshold: "Medium", tariffOnly: true } });
    expect(saved.json.description).toBe("High and Medium impact, tariff posts only");
    expect(await app.telegram.subscribers.get(8105)).toMatchObject({ threshold: "Medium", tariffOnly: true });
    const bad = await call(app, "POST", "/api/telegram/preferences", { cookie, body: { threshold: "Low", tariffOnly: true } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("threshold must be High, Medium or All");
    expect((await call(app, "GET", "/api/telegram/preferences")).status).toBe(401);
    // A web user who never started the bot has no settings to change.
    expect((await call(app, "GET", "/api/telegram/preferences", { cookie: webUser(app).cookie })).status).toBe(404);
  });
});

describe("by APP_URL scheme", () => {
  test("https: the cookie is SameSite=None, Secure and Partitioned; the bot sets its menu button and offers Open Squawk", async () => {
    const { app: https, tg: fake } = telegramTestApp({ APP_URL: "https://squawk.example" });
    try {
      const r = await call(https, "POST", "/api/telegram/miniapp/auth", {
        body: { initData: signInitData(fake.token, { user: { id: 8201, first_name: "Ed" } }) },
      });
      expect(r.status).toBe(200);
      const set = cookieOf(r).toLowerCase();
      expect(set).toContain("samesite=none");
      expect(set).toContain("secure");
      expect(set).toContain("partitioned");

      await https.start();
      await fake.until(() => fake.state.menuButton);
      expect(fake.state.menuButton).toEqual({ type: "web_app", text: "Open Squawk", web_app: { url: "https://squawk.example/tg" } });
      fake.text({ id: 8202, first_name: "Flo" }, "/start");
      const start = await lastReply(fake, 8202);
      expect(start.reply_markup.inline_keyboard.flat()).toContainEqual({ text: "📱 Open Squawk", web_app: { url: "https://squawk.example/tg" } });
      fake.text({ id: 8202, first_name: "Flo" }, "/status");
      const status = await lastReply(fake, 8202, 1);
      expect(status.reply_markup.inline_keyboard).toEqual([[{ text: "📱 Open Squawk", web_app: { url: "https://squawk.example/tg" } }]]);
    } finally {
      await https.close();
      await fake.stop();
    }
  }, 20_000);

  test("http: the bot offers no web_app button and says why", async () => {
    await app.start();
    tg.text({ id: 8203, first_name: "Gus" }, "/start");
    const start = await lastReply(tg, 8203);
    expect(JSON.stringify(start.reply_markup)).not.toContain("web_app");
    tg.text({ id: 8203, first_name: "Gus" }, "/status");
    const status = await lastReply(tg, 8203, 1);
    expect(status.reply_markup).toBeUndefined();
    expect(tg.state.menuButton).toBeNull();
    // A Telegram-only account made by the Mini App is not shown as a linked web account.
    await auth(signInitData(tg.token, { user: { id: 8203, first_name: "Gus" } }));
    tg.text({ id: 8203, first_name: "Gus" }, "/status");
    expect((await lastReply(tg, 8203, 2)).text).toContain("Linked account: not linked");
    expect(app.logs.some((l) => l.includes("Mini App buttons off"))).toBe(true);
  }, 20_000);
});
