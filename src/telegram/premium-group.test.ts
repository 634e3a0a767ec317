import { afterEach, describe, expect, test } from "bun:test";
import { call } from "../../test/helpers/app.ts";
import { PREMIUM_CHAT, telegramTestApp, webUser } from "../../test/helpers/telegram.ts";
import { PAYMENT_FAILED_DM, REMOVED_DM } from "../delivery/index.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup(env: Record<string, string> = {}) {
  const t = telegramTestApp(env);
  cleanups.push(() => t.tg.stop());
  cleanups.push(() => t.app.close());
  t.app.jobs.startWorkers();
  await t.app.telegram.start();
  return t;
}

describe("premium group", () => {
  test("only premium users get an invite: 401 anonymous, 403 free", async () => {
    const t = await setup();
    expect((await call(t.app, "POST", "/api/telegram/premium-group")).status).toBe(401);
    const free = webUser(t.app);
    const r = await call(t.app, "POST", "/api/telegram/premium-group", { cookie: free.cookie });
    expect(r.status).toBe(403);
    expect(r.json.message).toBe("The premium group is for Premium subscribers.");
    expect(t.tg.sent("createChatInviteLink").length).toBe(0);
  });

  test("a premium user gets a one-time, 24-hour invite; joining through it sets hasPremiumAccess", async () => {
    const t = await setup();
    const { user, cookie } = webUser(t.app, { isPremium: true });
    const r = await call(t.app, "POST", "/api/telegram/premium-group", { cookie });
    expect(r.status).toBe(200);
    const created = t.tg.sent("createChatInviteLink")[0]!;
    expect(created.params).toMatchObject({ chat_id: PREMIUM_CHAT, member_limit: 1 });
    expect(created.params.expire_date - Date.now() / 1000).toBeGreaterThan(24 * 3600 - 60);
    expect(r.json.inviteLink).toBe(created.result.invite_link);

    let info = await call(t.app, "GET", "/api/telegram/bot-info", { cookie });
    expect(info.json).toMatchObject({ isPremium: true, hasPremiumAccess: false, premiumChatLink: null });

    // They join with a Telegram account never linked to the web: the invite link says who it is.
    t.tg.memberUpdate(PREMIUM_CHAT, { id: 8001 }, "left", "member", r.json.inviteLink);
    await t.tg.until(() => t.app.telegram.premium.hasAccess(user.id));
    info = await call(t.app, "GET", "/api/telegram/bot-info", { cookie });
    expect(info.json).toMatchObject({ hasPremiumAccess: true, premiumChatLink: "https://t.me/c/1234567890" });

    // Leaving is seen too.
    t.tg.memberUpdate(PREMIUM_CHAT, { id: 8001 }, "member", "left");
    await t.tg.until(async () => !(await t.app.telegram.premium.hasAccess(user.id)));
  });

  test("when premium ends the member is removed (ban, then unban) and told why; premium again gives a new link", async () => {
    const t = await setup({ DEV_SHORTCUTS: "1" });
    const { user, cookie } = webUser(t.app);
    // Linked in Telegram through a /start token, then premium (the dev upgrade: a test subscription).
    await t.app.telegram.subscribers.start({ id: 8002, first_name: "P" }, 8002, await t.app.telegram.subscribers.createLinkToken(user.id));
    expect((await call(t.app, "POST", "/api/subscription/create", { cookie })).status).toBe(200);
    // The sender turns the premium event into the welcome DM with a one-time invite.
    const welcome = await t.tg.until(() => t.tg.sent("sendMessage", 8002).find((c) => c.params.text.includes("Welcome to Squawk Premium")));
    const link = t.tg.sent("createChatInviteLink")[0]!.result.invite_link;
    expect(welcome.params.text).toContain(link);
    // The web asks for the invite too: the same live link, not a new one.
    expect((await call(t.app, "POST", "/api/telegram/premium-group", { cookie })).json.inviteLink).toBe(link);
    t.tg.memberUpdate(PREMIUM_CHAT, { id: 8002 }, "left", "member", link);
    await t.tg.until(() => t.app.telegram.premium.hasAccess(user.id));

    await t.app.billing.resetTestPremium(user.id);
    const removed = await t.tg.until(() => t.tg.sent("sendMessage", 8002).find((c) => c.params.text === REMOVED_DM));
    const ban = t.tg.sent("banChatMember")[0]!;
    const unban = t.tg.sent("unbanChatMember")[0]!;
    expect(ban.params).toMatchObject({ chat_id: PREMIUM_CHAT, user_id: 8002 });
    expect(unban.params).toMatchObject({ chat_id: PREMIUM_CHAT, user_id: 8002, only_if_banned: true });
    expect(unban.at).toBeGreaterThan(ban.at);
    expect(removed.at).toBeGreaterThan(unban.at);
    expect(t.tg.memberStatus(PREMIUM_CHAT, 8002)).toBe("left");
    expect(await t.app.telegram.premium.hasAccess(user.id)).toBe(false);
    expect((await call(t.app, "POST", "/api/telegram/premium-group", { cookie })).status).toBe(403);

    expect((await call(t.app, "POST", "/api/subscription/create", { cookie })).status).toBe(200);
    await t.tg.until(() => t.tg.sent("sendMessage", 8002).filter((c) => c.params.text.includes("Welcome to Squawk Premium")).length === 2);
    expect(t.tg.sent("createChatInviteLink").length).toBe(2);
    expect(t.tg.sent("sendMessage", 8002).at(-1)!.params.text).toContain(t.tg.sent("createChatInviteLink")[1]!.result.invite_link);
  });

  test("one live invite per subscriber (issue 13.3): 20 requests, the success page and the DM share one link", async () => {
    const t = await setup({ DEV_SHORTCUTS: "1" });
    const { user, cookie } = webUser(t.app);
    // Premium is checked before anything is minted.
    expect((await call(t.app, "POST", "/api/telegram/premium-group", { cookie })).status).toBe(403);
    expect(t.tg.sent("createChatInviteLink").length).toBe(0);
    const up = await call(t.app, "POST", "/api/subscription/create", { cookie });
    expect(up.status).toBe(200);
    const links = await Promise.all(Array.from({ length: 20 }, () => call(t.app, "POST", "/api/telegram/premium-group", { cookie })));
    expect(new Set(links.map((r) => r.json.inviteLink)).size).toBe(1);
    expect(t.tg.sent("createChatInviteLink").length).toBe(1);
    const link = links[0]!.json.inviteLink;
    // Used: the next request, while they are in the group, gets no new link.
    t.tg.memberUpdate(PREMIUM_CHAT, { id: 8010 }, "left", "member", link);
    await t.tg.until(() => t.app.telegram.premium.hasAccess(user.id));
    const inGroup = await call(t.app, "POST", "/api/telegram/premium-group", { cookie });
    expect(inGroup).toMatchObject({ status: 409, json: { message: "You are already in the premium group." } });
    // They left: the next link is made, once.
    t.tg.memberUpdate(PREMIUM_CHAT, { id: 8010 }, "member", "left");
    await t.tg.until(async () => !(await t.app.telegram.premium.hasAccess(user.id)));
    const again = await Promise.all(Array.from({ length: 5 }, () => call(t.app, "POST", "/api/telegram/premium-group", { cookie })));
    expect(new Set(again.map((r) => r.json.inviteLink)).size).toBe(1);
    expect(again[0]!.json.inviteLink).not.toBe(link);
    expect(t.tg.sent("createChatInviteLink").length).toBe(2);
    // Used and left again: when Telegram refuses the next link the caller hears so at once.
    t.tg.memberUpdate(PREMIUM_CHAT, { id: 8010 }, "left", "member", again[0]!.json.inviteLink);
    await t.tg.until(() => t.app.telegram.premium.hasAccess(user.id));
    t.tg.memberUpdate(PREMIUM_CHAT, { id: 8010 }, "member", "left");
    await t.tg.until(async () => !(await t.app.telegram.premium.hasAccess(user.id)));
    t.tg.state.failNext.createChatInviteLink = 400;
    const refused = await call(t.app, "POST", "/api/telegram/premium-group", { cookie });
    expect(refused).toMatchObject({ status: 502, json: { message: "Telegram did not create the invite link. Please try again." } });
    expect(t.tg.sent("createChatInviteLink").length).toBe(2);
  });

  test("one purchase, one link (issue 13.3): the welcome DM and every success-page visit share it", async () => {
    const { billingApp } = await import("../../test/helpers/billing.ts");
    const { startTelegramFake } = await import("../../test/fakes/telegram.ts");
    const tg = startTelegramFake();
    const b = billingApp({ TELEGRAM_BOT_TOKEN: tg.token, TELEGRAM_API_ROOT: tg.url, TELEGRAM_PREMIUM_CHAT_ID: PREMIUM_CHAT });
    cleanups.push(() => tg.stop());
    cleanups.push(() => b.close());
    b.app.jobs.startWorkers();
    await b.app.telegram.start();
    const who = b.signUp();
    await b.app.telegram.subscribers.start({ id: 8004, first_name: "P" }, 8004, await b.app.telegram.subscribers.createLinkToken(who.user.id));
    const s = await b.subscribe(who);
    const welcome = await tg.until(() => tg.sent("sendMessage", 8004).find((c) => c.params.text.includes("Welcome to Squawk Premium")));
    const visits = await Promise.all([1, 2, 3].map(() => b.call("GET", `/api/subscription/success?session_id=${s.sessionId}`, { cookie: who.cookie })));
    const links = new Set(visits.map((v) => v.json.premiumInviteLink));
    expect(links.size).toBe(1);
    expect(welcome.params.text).toContain([...links][0]);
    expect(tg.sent("createChatInviteLink").length).toBe(1);
  });

  test("a card payment started in Telegram: premium, the email's account linked, a one-time sign-in link by DM", async () => {
    const { billingApp } = await import("../../test/helpers/billing.ts");
    const { startTelegramFake } = await import("../../test/fakes/telegram.ts");
    const tg = startTelegramFake();
    const b = billingApp({ TELEGRAM_BOT_TOKEN: tg.token, TELEGRAM_API_ROOT: tg.url, TELEGRAM_PREMIUM_CHAT_ID: PREMIUM_CHAT });
    cleanups.push(() => tg.stop());
    cleanups.push(() => b.close());
    b.app.jobs.startWorkers();
    await b.app.telegram.start();
    await b.app.telegram.subscribers.start({ id: 8005, first_name: "C" }, 8005);
    const { checkoutUrl } = await b.app.billing.createTelegramCheckout(8005);
    expect(
      (await fetch(`${checkoutUrl}/pay`, { method: "POST", body: new URLSearchParams({ email: "Card.Buyer@Example.com" }), redirect: "manual" })).status,
    ).toBe(303);
    await b.stripe.settled();
    await tg.until(() => tg.sent("sendMessage", 8005).find((c) => c.params.text.includes("Welcome to Squawk Premium")));
    const dm = await tg.until(() => tg.sent("sendMessage", 8005).find((c) => c.params.text.includes("one-time sign-in link")));
    expect(dm.params.text).toContain("card.buyer@example.com");
    const link = /(http\S+\/api\/subscription\/sign-in\?token=[\w-]{43})/.exec(dm.params.text)![1]!;
    const path = link.slice(b.app.config.appUrl.length);
    const first = await b.call("GET", path);
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/dashboard");
    const cookie = first.headers.getSetCookie()[0]!.split(";")[0]!;
    const me = await b.call("GET", "/api/subscription/status", { cookie });
    expect(me.json).toMatchObject({ signedIn: true, isPremium: true, method: "stripe" });
    const again = await b.call("GET", path);
    expect(again).toMatchObject({ status: 400, json: { message: "This sign-in link has expired or was already used. Sign in with your email instead." } });
  });

  test("a failed card payment is told by DM, through the sender", async () => {
    const { billingApp } = await import("../../test/helpers/billing.ts");
    const { startTelegramFake } = await import("../../test/fakes/telegram.ts");
    const tg = startTelegramFake();
    const b = billingApp({ TELEGRAM_BOT_TOKEN: tg.token, TELEGRAM_API_ROOT: tg.url, TELEGRAM_PREMIUM_CHAT_ID: PREMIUM_CHAT });
    cleanups.push(() => tg.stop());
    cleanups.push(() => b.close());
    b.app.jobs.startWorkers();
    await b.app.telegram.start();
    const who = b.signUp();
    await b.app.telegram.subscribers.start({ id: 8003, first_name: "P" }, 8003, await b.app.telegram.subscribers.createLinkToken(who.user.id));
    const s = await b.subscribe(who);
    await tg.until(() => tg.sent("sendMessage", 8003).find((c) => c.params.text.includes("Welcome to Squawk Premium")));
    await b.stripe.failPayment(s.subscriptionId);
    await tg.until(() => tg.sent("sendMessage", 8003).find((c) => c.params.text === PAYMENT_FAILED_DM));
    expect(b.premium(who.user.id)).toBe(true); // past_due keeps access while Stripe retries
  });
});

describe("webhook", () => {
  test("checks the secret token and handles each update_id once", async () => {
    const t = await setup({ APP_URL: "https://squawk.example.com", TELEGRAM_WEBHOOK: "1" });
    const hook = t.tg.sent("setWebhook")[0]!;
    expect(hook.params.url).toBe("https://squawk.example.com/api/telegram/webhook");
    expect(t.tg.sent("getUpdates").length).toBe(0); // no long polling in webhook mode
    const update = {
      update_id: 42,
      message: {
        message_id: 1,
        date: 1,
        chat: { id: 9001, type: "private", first_name: "W" },
        from: { id: 9001, is_bot: false, first_name: "W" },
        text: "/help",
        entities: [{ type: "bot_command", offset: 0, length: 5 }],
      },
    };
    const send = (secret: string, body: object = update) =>
      t.app.api.handle(
        new Request("https://squawk.example.com/api/telegram/webhook", {
          method: "POST",
          headers: { "content-type": "application/json", "x-telegram-bot-api-secret-token": secret },
          body: JSON.stringify(body),
        }),
      );
    expect((await send("wrong")).status).toBe(401);
    expect((await send(hook.params.secret_token)).status).toBe(200);
    expect((await send(hook.params.secret_token)).status).toBe(200);
    // A new update after the repeated one: once its answer is out, the repeat has had its turn.
    expect((await send(hook.params.secret_token, { ...update, update_id: 43 })).status).toBe(200);
    await t.tg.until(() => t.tg.sent("sendMessage", 9001).length >= 2);
    expect(t.tg.sent("sendMessage", 9001).length).toBe(2);
  });

  test("is not there when the webhook is off", async () => {
    const t = await setup();
    const r = await call(t.app, "POST", "/api/telegram/webhook", { body: { update_id: 1 } });
    expect(r.status).toBe(404);
  });
});

describe("doctor", () => {
  test("says ok when getMe works, and why not when it does not", async () => {
    const t = await setup();
    expect(await t.app.telegram.check()).toBe("ok");
    const bad = telegramTestApp({ TELEGRAM_BOT_TOKEN: "999:wrong-token" }, {}, t.tg);
    cleanups.push(() => bad.app.close());
    expect(await bad.app.telegram.check()).toBe("Telegram refused the bot token (401): check TELEGRAM_BOT_TOKEN");
    const gone = telegramTestApp({ TELEGRAM_API_ROOT: "http://127.0.0.1:9" }, {}, t.tg);
    cleanups.push(() => gone.app.close());
    expect(await gone.app.telegram.check()).toStartWith("cannot reach Telegram at http://127.0.0.1:9");
  });
});
