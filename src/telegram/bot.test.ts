import { afterEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { telegramConversations, telegramSubscribers } from "../db/schema/telegram.ts";
import { call } from "../../test/helpers/app.ts";
import { lastReply, telegramTestApp, webUser } from "../../test/helpers/telegram.ts";
import { COMMANDS } from "./commands/help.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function started(env: Record<string, string> = {}) {
  const t = telegramTestApp(env);
  cleanups.push(() => t.tg.stop());
  cleanups.push(() => t.app.close());
  t.app.jobs.startWorkers();
  await t.app.telegram.start();
  return t;
}

/** Sends a text as `who` and waits for the bot's next reply in that chat. */
async function say(t: Awaited<ReturnType<typeof started>>, who: { id: number; username?: string }, text: string) {
  const before = t.tg.sent("sendMessage", who.id).length;
  t.tg.text(who, text);
  return lastReply(t.tg, who.id, before);
}

async function press(t: Awaited<ReturnType<typeof started>>, who: { id: number }, data: string) {
  const before = t.tg.sent("sendMessage", who.id).length;
  t.tg.press(who, data);
  return lastReply(t.tg, who.id, before);
}

describe("the bot", () => {
  test("registers its command menu and answers /start alone with a free subscription", async () => {
    const t = await started();
    await t.tg.until(() => t.tg.sent("setMyCommands").length > 0);
    expect(t.tg.state.commands.map((c: any) => c.command)).toEqual(COMMANDS.map((c) => c.command));
    const who = t.tg.user(7001, { username: "alice" });
    const r = await say(t, who, "/start");
    expect(r.text).toContain("Welcome to <b>Squawk</b>");
    expect(r.text).toContain("free");
    expect(r.reply_markup.inline_keyboard.flat().map((b: any) => b.callback_data)).toContain("menu:alerts");
    const row = t.app.db.select().from(telegramSubscribers).where(eq(telegramSubscribers.telegramUserId, 7001)).get()!;
    expect(row).toMatchObject({ status: "active", userId: null, username: "alice", threshold: "All", tariffOnly: false });
  });

  test("links a web account through /join and /start <token>, once", async () => {
    const t = await started();
    const { user, cookie } = webUser(t.app, { email: "bob@example.com" });
    let info = await call(t.app, "GET", "/api/telegram/bot-info", { cookie });
    expect(info.json).toMatchObject({
      isJoined: false,
      botUsername: "squawk_test_bot",
      chatLink: "https://t.me/squawk_test_bot",
      isPremium: false,
      hasPremiumAccess: false,
      premiumChatLink: null,
    });

    const join = await call(t.app, "POST", "/api/telegram/join", { cookie });
    expect(join.status).toBe(200);
    const m = join.json.inviteLink.match(/^https:\/\/t\.me\/squawk_test_bot\?start=([\w-]{43})$/);
    expect(m).not.toBeNull();

    const who = t.tg.user(7002);
    const r = await say(t, who, `/start ${m[1]}`);
    expect(r.text).toContain("linked to your Squawk account <b>bob@example.com</b>");
    info = await call(t.app, "GET", "/api/telegram/bot-info", { cookie });
    expect(info.json.isJoined).toBe(true);
    expect((await t.app.telegram.subscribers.byUser(user.id))?.telegramUserId).toBe(7002);

    // The token is single-use: someone else who gets hold of it links nothing.
    const other = t.tg.user(7003);
    const r2 = await say(t, other, `/start ${m[1]}`);
    expect(r2.text).toContain("expired or was already used");
    expect((await t.app.telegram.subscribers.get(7003))?.userId).toBeNull();
  });

  test("an expired token does not link", async () => {
    const t = await started();
    const { user, cookie } = webUser(t.app);
    const join = await call(t.app, "POST", "/api/telegram/join", { cookie });
    const token = join.json.inviteLink.split("start=")[1];
    t.app.db.$client.run("update telegram_link_tokens set expires_at = ?", [Date.now() - 1]);
    const r = await say(t, t.tg.user(7004), `/start ${token}`);
    expect(r.text).toContain("expired");
    expect(await t.app.telegram.subscribers.byUser(user.id)).toBeUndefined();
  });

  test("/help, /status, /stop, /resume and /latest answer clearly", async () => {
    const t = await started();
    const who = t.tg.user(7005);
    await say(t, who, "/start");
    expect((await say(t, who, "/help")).text).toContain("/upgrade");
    const status = await say(t, who, "/status");
    expect(status.text).toContain("Plan: Free");
    expect(status.text).toContain("Alert level: All alerts");
    expect(status.text).toContain("Linked account: not linked");
    expect((await say(t, who, "/stop")).text).toContain("Alerts paused");
    expect((await t.app.telegram.subscribers.get(7005))?.status).toBe("stopped");
    expect((await say(t, who, "/status")).text).toContain("paused");
    expect((await say(t, who, "/resume")).text).toContain("Alerts resumed");
    expect((await t.app.telegram.subscribers.get(7005))?.status).toBe("active");
    expect((await say(t, who, "/latest")).text).toContain("No alerts yet");
  });

  test("/alerts is a conversation that saves the threshold and tariff-only choice", async () => {
    const t = await started();
    const who = t.tg.user(7006);
    await say(t, who, "/start");
    const q1 = await say(t, who, "/alerts");
    expect(q1.text).toContain("Which alerts do you want?");
    // Something else than a button: the conversation asks again.
    expect((await say(t, who, "hello")).text).toContain("choose one of the buttons");
    const q2 = await press(t, who, "th:Medium");
    expect(q2.text).toContain("Only tariff-related posts?");
    const done = await press(t, who, "to:on");
    expect(done.text).toContain("High and Medium impact, tariff posts only");
    expect(await t.app.telegram.subscribers.get(7006)).toMatchObject({ threshold: "Medium", tariffOnly: true });
  });

  test("/start upgrade (the free channel's upgrade link) subscribes and shows the offer", async () => {
    const t = await started();
    const who = t.tg.user(7017);
    t.tg.text(who, "/start upgrade");
    const plan = await t.tg.until(() => t.tg.sent("sendMessage", who.id).find((c) => String(c.params.text).includes("Squawk Premium — $5/month")));
    expect(plan.params.reply_markup.inline_keyboard.flat().map((b: any) => b.callback_data)).toEqual(["up:stars", "up:card", "up:no"]);
    expect(await t.app.telegram.subscribers.get(7017)).toMatchObject({ status: "active" });
    expect(t.tg.sent("sendMessage", who.id).some((c) => String(c.params.text).includes("expired"))).toBe(false);
  });

  test("/upgrade offers Stars and card; card says billing is not configured without Stripe keys", async () => {
    const t = await started();
    const who = t.tg.user(7007);
    await say(t, who, "/start");
    const plan = await say(t, who, "/upgrade");
    expect(plan.text).toContain("Squawk Premium — $5/month");
    expect(plan.text).toContain("⭐ 250 every 30 days");
    expect(plan.reply_markup.inline_keyboard.flat().map((b: any) => b.callback_data)).toEqual(["up:stars", "up:card", "up:no"]);
    const r = await press(t, who, "up:card");
    expect(r.text).toContain("Billing is not configured");
  });

  test("a command ends an open conversation", async () => {
    const t = await started();
    const who = t.tg.user(7008);
    await say(t, who, "/start");
    await say(t, who, "/alerts");
    expect((await say(t, who, "/help")).text).toContain("/upgrade");
    t.tg.press(who, "th:High");
    const answer = await t.tg.until(() => t.tg.sent("answerCallbackQuery").find((c) => c.params.text?.includes("expired")));
    expect(answer.params.text).toBe("This menu has expired. Send the command again.");
    expect((await t.app.telegram.subscribers.get(7008))?.threshold).toBe("All");
  });
});

describe("the free delay in every text", () => {
  test("/start, /status, /help, /upgrade and /latest state alerts.freeDelayMinutes, and the free alert too", async () => {
    const { makeAlert } = await import("../../test/helpers/alerts.ts");
    const t = await started();
    t.app.settings.set({ key: "alerts.freeDelayMinutes", value: "1", dataType: "number" });
    const who = t.tg.user(7400);
    expect((await say(t, who, "/start")).text).toContain("which arrive 1 minute after premium");
    expect((await say(t, who, "/status")).text).toContain("Free (alerts 1 minute late)");
    expect((await say(t, who, "/help")).text).toContain("Free alerts arrive 1 minute late;");
    expect((await say(t, who, "/upgrade")).text).toContain("(free alerts are 1 minute late)");
    expect((await say(t, who, "/latest")).text).toContain("No alerts yet");
    const { post } = await makeAlert(t.app, { content: "Tariff news for the free tier" });
    t.app.db.$client.run("update alerts set created_at = ? where post_id = ?", [Date.now() - 2 * 60_000, post.id]);
    expect((await say(t, who, "/latest")).text).toContain("Free alerts are 1 minute late.");
    for (const text of t.tg.sent("sendMessage").map((c: any) => String(c.params.text))) expect(text).not.toContain("15 minutes");
  });
});

describe("conversations across a restart", () => {
  test("an /alerts conversation begun before a restart finishes after it", async () => {
    const first = telegramTestApp();
    cleanups.push(() => first.tg.stop());
    first.app.jobs.startWorkers();
    await first.app.telegram.start();
    const who = first.tg.user(7100);
    first.tg.text(who, "/start");
    await lastReply(first.tg, who.id);
    first.tg.text(who, "/alerts");
    await first.tg.until(() => first.tg.sent("sendMessage", who.id).some((c) => c.params.text.includes("Which alerts")));
    // The plugin saves the conversation's state once the update is handled, just after the reply.
    await first.tg.until(() => first.app.db.select().from(telegramConversations).all().length === 1);
    await first.app.stop(); // the process goes away (database file kept)

    const { testApp } = await import("../../test/helpers/app.ts");
    const second = testApp({
      DATA_DIR: first.app.config.dataDir,
      TELEGRAM_BOT_TOKEN: first.tg.token,
      TELEGRAM_API_ROOT: first.tg.url,
    });
    cleanups.push(() => second.close());
    second.jobs.startWorkers();
    await second.telegram.start();
    const n = first.tg.sent("sendMessage", who.id).length;
    first.tg.press(who, "th:High");
    const q2 = await lastReply(first.tg, who.id, n);
    expect(q2.text).toContain("Only tariff-related posts?");
    first.tg.press(who, "to:off");
    const done = await lastReply(first.tg, who.id, n + 1);
    expect(done.text).toContain("High impact only, every topic");
    expect(await second.telegram.subscribers.get(7100)).toMatchObject({ threshold: "High", tariffOnly: false });
  });
});

describe("updates across a change of leader", () => {
  test("a dead leader's unconfirmed batch, delivered again to the next leader, is handled once", async () => {
    const first = telegramTestApp();
    cleanups.push(() => first.tg.stop());
    const [a, b] = [first.tg.user(7400), first.tg.user(7401)];
    // One batch: both are waiting before the first poll.
    const batch = [first.tg.text(a, "/help"), first.tg.text(b, "/help")];
    await first.app.telegram.start();
    await lastReply(first.tg, a.id);
    await lastReply(first.tg, b.id);
    await first.app.stop(); // the leader goes away (database file kept)

    // Telegram never saw the batch confirmed (the leader died before its next getUpdates).
    first.tg.redeliver(batch);
    const { testApp } = await import("../../test/helpers/app.ts");
    const next = testApp({ DATA_DIR: first.app.config.dataDir, TELEGRAM_BOT_TOKEN: first.tg.token, TELEGRAM_API_ROOT: first.tg.url });
    cleanups.push(() => next.close());
    await next.telegram.start();
    await first.tg.until(() => first.tg.handled(batch[1]!));
    expect(first.tg.sent("sendMessage", a.id)).toHaveLength(1);
    expect(first.tg.sent("sendMessage", b.id)).toHaveLength(1);
    // What comes after the batch is the new leader's to answer.
    first.tg.text(a, "/help");
    await lastReply(first.tg, a.id, 1);
  });
});

describe("with billing and alerts", () => {
  test("/upgrade by card: a checkout for a linked user's account, and one with the subscriber as reference for an unlinked one", async () => {
    const { startFakeStripe } = await import("../../test/fakes/stripe.ts");
    const { STRIPE_TEST_ENV } = await import("../../test/helpers/billing.ts");
    const stripe = startFakeStripe({ webhookSecret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET_TEST, priceId: STRIPE_TEST_ENV.STRIPE_PRICE_ID_TEST });
    cleanups.push(async () => stripe.stop());
    const t = await started({ ...STRIPE_TEST_ENV, STRIPE_API_BASE: stripe.url });

    const loner = t.tg.user(7200);
    await say(t, loner, "/start");
    await say(t, loner, "/upgrade");
    const own = await press(t, loner, "up:card");
    expect(own.text).toContain("the email you enter there becomes your Squawk web account");
    const created = stripe.calls.filter((c) => c.path === "/v1/checkout/sessions").at(-1)!;
    expect(new URLSearchParams(created.body).get("client_reference_id")).toBe("tg:7200");

    const { user } = webUser(t.app, { email: "payer@example.com" });
    const linked = t.tg.user(7201);
    await say(t, linked, "/start");
    t.app.db.$client.run("update telegram_subscribers set user_id = ? where telegram_user_id = 7201", [user.id]);
    await say(t, linked, "/upgrade");
    const r = await press(t, linked, "up:card");
    expect(r.text).toContain("secure Stripe checkout");
    const url = r.reply_markup.inline_keyboard[0][0].url as string;
    expect(url.startsWith(stripe.url)).toBe(true);
    expect(new URLSearchParams(stripe.calls.filter((c) => c.path === "/v1/checkout/sessions").at(-1)!.body).get("client_reference_id")).toBe(String(user.id));

    // Linked only to the Mini App's Telegram account: checked out as the subscriber, like the loner.
    const { signInitData } = await import("../../test/helpers/miniapp.ts");
    const mini = t.tg.user(7202);
    await say(t, mini, "/start");
    await t.app.telegram.miniapp.signIn(signInitData(t.tg.token, { user: { id: 7202, first_name: "Mo" } }));
    await say(t, mini, "/upgrade");
    const viaMini = await press(t, mini, "up:card");
    expect(viaMini.text).toContain("the email you enter there becomes your Squawk web account");
    const made = new URLSearchParams(stripe.calls.filter((c) => c.path === "/v1/checkout/sessions").at(-1)!.body);
    expect(made.get("client_reference_id")).toBe("tg:7202");
    expect(made.get("customer")).toBeNull();
  });

  test("/latest shows premium users every alert and free users only those past the free delay", async () => {
    const { makeAlert } = await import("../../test/helpers/alerts.ts");
    const t = await started();
    const { user } = webUser(t.app, { isPremium: true });
    const premium = t.tg.user(7300);
    const free = t.tg.user(7301);
    await say(t, premium, "/start");
    await say(t, free, "/start");
    t.app.db.$client.run("update telegram_subscribers set user_id = ? where telegram_user_id = 7300", [user.id]);
    await say(t, premium, "/stop"); // so that the alerts' own DMs don't interleave with the replies
    await say(t, free, "/stop");
    const { post: old } = await makeAlert(t.app, { content: "Old <tariff> news & more" });
    t.app.db.$client.run("update alerts set created_at = ? where post_id = ?", [Date.now() - 20 * 60_000, old.id]);
    await makeAlert(t.app, { content: "Fresh tariff news" });
    const p = await say(t, premium, "/latest");
    expect(p.text).toContain("Fresh tariff news");
    expect(p.text).toContain("Old &lt;tariff&gt; news &amp; more");
    const f = await say(t, free, "/latest");
    expect(f.text).not.toContain("Fresh tariff news");
    expect(f.text).toContain("Old &lt;tariff&gt; news");
    expect(f.text).toContain("/upgrade");
    const s = await say(t, premium, "/status");
    expect(s.text).toContain("Plan: <b>Premium</b>");
  });

  test("/latest lists only what the subscriber's /alerts choice lets through, like delivery", async () => {
    const { makeAlert } = await import("../../test/helpers/alerts.ts");
    const t = await started();
    const { user } = webUser(t.app, { isPremium: true });
    const who = t.tg.user(7500);
    await say(t, who, "/start");
    t.app.db.$client.run("update telegram_subscribers set user_id = ? where telegram_user_id = 7500", [user.id]);
    await t.app.telegram.subscribers.setPreferences(7500, { threshold: "Medium", tariffOnly: true });
    await say(t, who, "/stop");
    await makeAlert(t.app, { content: "Medium tariff post on Canada", impact: "Medium", tariff: true });
    await makeAlert(t.app, { content: "Low tariff post on trade", impact: "Low", tariff: true });
    await makeAlert(t.app, { content: "High oil post without tariffs", impact: "High", tariff: false });
    const r = await say(t, who, "/latest");
    expect(r.text).toContain("Medium tariff post on Canada");
    expect(r.text).not.toContain("Low tariff post");
    expect(r.text).not.toContain("High oil post");
  });
});
