import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { isTelegramAccount } from "../auth/index.ts";
import { subscriptions } from "../db/schema/billing.ts";
import { startTelegramFake, type TelegramFake } from "../../test/fakes/telegram.ts";
import { billingApp } from "../../test/helpers/billing.ts";
import { signInitData } from "../../test/helpers/miniapp.ts";
import { webUser } from "../../test/helpers/telegram.ts";

/*
 * The Mini App's Telegram account (a passwordless `telegram-<id>-…@telegram.invalid` web account
 * linked to a Telegram-only subscriber) paying by card: it checks out as its subscriber (tg:<id>,
 * Stripe collects the email), and the email's real account takes the subscriber over.
 */
let tg: TelegramFake;
let b: ReturnType<typeof billingApp>;
beforeAll(() => {
  tg = startTelegramFake();
  b = billingApp({ TELEGRAM_BOT_TOKEN: tg.token, TELEGRAM_API_ROOT: tg.url });
});
afterAll(async () => {
  await b.close();
  await tg.stop();
});

/** Signs in through the Mini App's real route: the Telegram account and its session cookie. */
async function miniAppSignIn(id: number) {
  const r = await b.call("POST", "/api/telegram/miniapp/auth", { body: { initData: signInitData(tg.token, { user: { id, first_name: "Tess" } }) } });
  expect(r.status).toBe(200);
  const cookie = r.headers
    .getSetCookie()
    .find((c) => c.startsWith("squawk_session="))!
    .split(";")[0]!;
  return { user: r.json.user as { id: number; email: string; isPremium: boolean }, telegramAccount: r.json.telegramAccount as boolean, cookie };
}
const row = (sql: string, ...args: (string | number)[]) => b.app.db.$client.query(sql).get(...args) as Record<string, any>;
const checkoutsCreated = () => b.stripe.calls.filter((c) => c.path === "/v1/checkout/sessions" && c.method === "POST");

describe("card checkout from a Telegram account", () => {
  test("goes through the Telegram checkout; the email paid with becomes the real account, which takes over subscriber and premium", async () => {
    const tess = await miniAppSignIn(8601);
    expect(tess.telegramAccount).toBe(true);
    const customersBefore = b.stripe.customers.size;

    const r = await b.call("POST", "/api/subscription/create-checkout", { cookie: tess.cookie });
    expect(r.status).toBe(200);
    const form = new URLSearchParams(checkoutsCreated().at(-1)!.body);
    expect(form.get("client_reference_id")).toBe("tg:8601");
    expect(form.get("customer")).toBeNull(); // Stripe collects the email; the synthetic one goes nowhere
    expect(b.stripe.customers.size).toBe(customersBefore);
    // The Mini App opens it through get-url, which knows the session as this account's.
    const url = await b.call("GET", `/api/subscription/get-url?session_id=${r.json.sessionId}`, { cookie: tess.cookie });
    expect(url.status).toBe(200);
    expect(url.json.checkoutUrl).toStartWith(b.stripe.url);
    // Someone else's account gets the same answer as for an unknown session.
    expect((await b.call("GET", `/api/subscription/get-url?session_id=${r.json.sessionId}`, { cookie: b.signUp().cookie })).status).toBe(404);

    await b.stripe.pay(r.json.sessionId, "Tess.Real@Example.com");
    await b.stripe.settled();

    const real = row("SELECT * FROM users WHERE email = ?", "tess.real@example.com");
    expect(real.is_premium).toBe(1);
    expect(row("SELECT user_id FROM telegram_subscribers WHERE telegram_user_id = 8601")).toEqual({ user_id: real.id });
    expect(row("SELECT count(*) AS n FROM telegram_premium WHERE telegram_user_id = 8601")).toEqual({ n: 1 });
    // The Telegram account is nobody's now: not premium, signed out, and no "ended" event (which
    // would remove the still-premium subscriber from the group).
    expect(row("SELECT is_premium FROM users WHERE id = ?", tess.user.id).is_premium).toBe(0);
    expect((await b.call("GET", "/api/auth/user", { cookie: tess.cookie })).status).toBe(401);
    const events = b.app.db.$client
      .query("SELECT kind, user_id AS userId, telegram_user_id AS tg FROM premium_events WHERE telegram_user_id = 8601 OR user_id IN (?, ?) ORDER BY id")
      .all(tess.user.id, real.id);
    expect(events).toEqual([
      { kind: "granted", userId: tess.user.id, tg: 8601 },
      { kind: "account_linked", userId: real.id, tg: 8601 },
    ]);

    // Opening the Mini App again signs in as the real account, premium, paid by card and manageable.
    const again = await miniAppSignIn(8601);
    expect(again).toMatchObject({ telegramAccount: false, user: { id: real.id, email: "tess.real@example.com", isPremium: true } });
    const status = await b.call("GET", "/api/subscription/status", { cookie: again.cookie });
    expect(status.json).toMatchObject({ isPremium: true, method: "stripe", renews: true, subscription: { manageable: true } });
    expect((await b.call("POST", "/api/subscription/portal", { cookie: again.cookie })).status).toBe(200);
    // Paying again is refused.
    const twice = await b.call("POST", "/api/subscription/create-checkout", { cookie: again.cookie });
    expect(twice.status).toBe(409);
  });

  test("a Telegram account whose subscriber is already premium is refused before Stripe is called", async () => {
    const tom = await miniAppSignIn(8602);
    b.app.db
      .insert(subscriptions)
      .values({ id: "stars_8602_test", telegramUserId: 8602, method: "stars", mode: "test", status: "active", currentPeriodEnd: Date.now() + 86_400_000 })
      .run();
    const n = checkoutsCreated().length;
    const r = await b.call("POST", "/api/subscription/create-checkout", { cookie: tom.cookie });
    expect(r.status).toBe(409);
    expect(r.json.message).toBe("You already have premium access.");
    expect(checkoutsCreated().length).toBe(n);
  });

  test("a subscriber linked to a real web account stays with it; a @telegram.invalid buyer email links nothing", async () => {
    const { user } = webUser(b.app, { email: "owner@example.com" });
    await b.app.telegram.subscribers.start({ id: 8603 }, 8603, await b.app.telegram.subscribers.createLinkToken(user.id));
    await b.app.telegram.subscribers.linkCardBuyer(8603, "someone.else@example.com");
    expect(row("SELECT user_id FROM telegram_subscribers WHERE telegram_user_id = 8603").user_id).toBe(user.id);
    expect(row("SELECT count(*) AS n FROM users WHERE email = 'someone.else@example.com'").n).toBe(0);

    const tina = await miniAppSignIn(8604);
    await b.app.telegram.subscribers.linkCardBuyer(8604, "telegram-1-abc@telegram.invalid");
    expect(row("SELECT user_id FROM telegram_subscribers WHERE telegram_user_id = 8604").user_id).toBe(tina.user.id);
    expect(row("SELECT count(*) AS n FROM users WHERE email = 'telegram-1-abc@telegram.invalid'").n).toBe(0);
  });

  test("the rule: the unroutable address and no other way to sign in", () => {
    const base = { email: "telegram-5-ab12@telegram.invalid", passwordHash: null, googleSub: null };
    expect(isTelegramAccount(base)).toBe(true);
    expect(isTelegramAccount({ ...base, passwordHash: "$argon2id$x" })).toBe(false);
    expect(isTelegramAccount({ ...base, googleSub: "1234" })).toBe(false);
    expect(isTelegramAccount({ ...base, email: "ann@example.com" })).toBe(false);
  });
});
