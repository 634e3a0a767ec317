import { waitFor } from "../../test/helpers/cluster.ts";
import { afterEach, describe, expect, test } from "bun:test";
import { call } from "../../test/helpers/app.ts";
import { makeAlert } from "../../test/helpers/alerts.ts";
import { PREMIUM_CHAT, telegramTestApp, webUser } from "../../test/helpers/telegram.ts";
import { ENDED_DM, REMOVED_DM } from "../delivery/index.ts";
import { formatEt } from "../time.ts";

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
type T = Awaited<ReturnType<typeof setup>>;

/** /start, /upgrade, the Stars button: answers the invoice link the bot offered. */
async function starsInvoice(t: T, who: { id: number }) {
  const n = t.tg.sent("sendMessage", who.id).length;
  t.tg.text(who, "/start");
  await t.tg.until(() => t.tg.sent("sendMessage", who.id).length > n);
  t.tg.text(who, "/upgrade");
  await t.tg.until(() => t.tg.sent("sendMessage", who.id).length > n + 1);
  t.tg.press(who, "up:stars");
  const offer = await t.tg.until(() =>
    t.tg
      .sent("sendMessage", who.id)
      .slice(n)
      .find((c) => c.params.reply_markup?.inline_keyboard?.[0]?.[0]?.url?.startsWith("https://t.me/$")),
  );
  return offer.params.reply_markup.inline_keyboard[0][0].url as string;
}
const premium = async (t: T, tgId: number) => (await t.app.telegram.subscribers.withUser(tgId))?.tier === "premium";
const dmsTo = (t: T, tgId: number) => t.tg.sent("sendMessage", tgId).map((c) => c.params.text as string);

describe("Telegram Stars", () => {
  test("a Telegram-only subscriber pays, gets the welcome with the invite, renews, replays change nothing, a refund removes them", async () => {
    const t = await setup();
    const who = t.tg.user(9500);
    const link = await starsInvoice(t, who);
    const made = t.tg.sent("createInvoiceLink")[0]!.params;
    expect(made).toMatchObject({ currency: "XTR", provider_token: "", subscription_period: 2592000, prices: [{ label: expect.any(String), amount: 250 }] });
    const paid = await t.tg.payInvoice(who, link);
    if (!("charge" in paid)) throw new Error(`refused: ${JSON.stringify(paid)}`);
    await t.tg.until(() => premium(t, 9500));
    const welcome = await t.tg.until(() => t.tg.sent("sendMessage", 9500).find((c) => c.params.text.includes("Welcome to Squawk Premium")));
    const invite = t.tg.sent("createChatInviteLink")[0]!;
    expect(invite.params).toMatchObject({ chat_id: PREMIUM_CHAT, member_limit: 1 });
    expect(welcome.params.text).toContain(invite.result.invite_link);
    const endsAt = async () => (await t.app.billing.planOf({ telegramUserId: 9500 })).endsAt!;
    const first = await endsAt();
    // 30 days from about now (loose: on a busy machine the payment and this line may be seconds apart).
    expect(Math.abs(first - (Date.now() + 2592000 * 1000))).toBeLessThan(60_000);
    t.tg.memberUpdate(PREMIUM_CHAT, who, "left", "member", invite.result.invite_link);

    // A renewal extends by a period; the same update replayed changes nothing.
    const renewal = t.tg.renewStars(paid.charge);
    await waitFor(async () => (await endsAt()) > first, "the renewal's new period end");
    expect((await endsAt()) - first).toBe(2592000 * 1000);
    const replayed = t.tg.queued().filter((u) => u.message?.successful_payment);
    for (const u of replayed) t.tg.replay(u);
    t.tg.text(who, "/status");
    const status = await t.tg.until(() => t.tg.sent("sendMessage", 9500).find((c) => c.params.text.includes("Your Squawk status")));
    expect(status.params.text).toContain("Paid with: Telegram Stars");
    expect((await endsAt()) - first).toBe(2592000 * 1000);
    expect(t.app.db.$client.query("select count(*) as n from payments").get()).toEqual({ n: 2 });
    expect(dmsTo(t, 9500).filter((x) => x.includes("Welcome to Squawk Premium")).length).toBe(1);

    // Refund (the admin refunds in Telegram; Telegram sends refunded_payment): premium ends, out of the group.
    await t.app.telegram.api!.refundStarPayment(9500, renewal);
    await t.tg.until(async () => !(await premium(t, 9500)));
    await t.tg.until(() => dmsTo(t, 9500).includes(REMOVED_DM));
    expect(t.tg.sent("banChatMember")[0]!.params).toMatchObject({ chat_id: PREMIUM_CHAT, user_id: 9500 });
    expect(t.tg.memberStatus(PREMIUM_CHAT, 9500)).toBe("left");
  });

  test("a successful_payment that matches no invoice Squawk issued is refunded and logged; the expiry never passes the paid period", async () => {
    const t = await setup();
    const who = t.tg.user(9600);
    const link = await starsInvoice(t, who);
    const payload = t.tg.invoices.get(link.replace("https://t.me/$", ""))!.payload;
    const in2100 = Math.floor(Date.parse("2100-01-01T00:00:00Z") / 1000);
    const forge = (charge: string, pay: Record<string, unknown>) =>
      t.tg.replay({
        message: {
          message_id: 1,
          date: Math.floor(Date.now() / 1000),
          chat: { id: 9600, type: "private", first_name: "Test" },
          from: { id: 9600, is_bot: false, first_name: "Test" },
          successful_payment: {
            currency: "XTR",
            total_amount: 250,
            invoice_payload: payload,
            telegram_payment_charge_id: charge,
            provider_payment_charge_id: "",
            subscription_expiration_date: in2100,
            is_recurring: true,
            is_first_recurring: true,
            ...pay,
          },
        },
      });
    const refunds = () => t.tg.calls.filter((c) => c.method === "refundStarPayment").map((c) => c.params.telegram_payment_charge_id);
    const cases: [string, Record<string, unknown>, string][] = [
      ["one-star", { total_amount: 1 }, "amount 1, invoiced 250"],
      ["made-up", { invoice_payload: "premium:test:9600:250:0123456789abcdef0123456789abcdef" }, "no invoice with this payload was issued"],
      ["old-style", { invoice_payload: "premium:test:9600:1", total_amount: 1, is_first_recurring: false }, "no invoice with this payload was issued"],
      ["in-dollars", { currency: "USD" }, "currency USD, invoiced in XTR"],
    ];
    for (const [charge, pay, why] of cases) {
      forge(charge, pay);
      await t.tg.until(() => refunds().includes(charge));
      expect(t.app.logs.some((l) => l.includes("matches no invoice squawk issued") && l.includes(why))).toBe(true);
    }
    expect(await premium(t, 9600)).toBe(false);
    expect(t.app.db.$client.query("select count(*) as n from payments").get()).toEqual({ n: 0 });

    // The invoice's own amount, but an expiry in 2100: premium for the one period it paid.
    forge("right-amount", {});
    await t.tg.until(() => premium(t, 9600));
    const endsAt = (await t.app.billing.planOf({ telegramUserId: 9600 })).endsAt!;
    expect(endsAt).toBeLessThanOrEqual(Date.now() + 2592000 * 1000);
    expect(endsAt).toBeGreaterThan(Date.now() + 2592000 * 1000 - 60_000);
    expect(refunds()).not.toContain("right-amount");
  });

  test("pre-checkout refuses a changed price and a second purchase; /cancel stops renewal and says the date", async () => {
    const t = await setup();
    const who = t.tg.user(9501);
    const stale = await starsInvoice(t, who);
    t.app.settings.set({ key: "billing.starsPrice", value: "300", dataType: "number" });
    expect(await t.tg.payInvoice(who, stale)).toEqual({ refused: "The price has changed. Send /upgrade for a new invoice." });
    expect(await premium(t, 9501)).toBe(false);
    const link = await starsInvoice(t, who);
    expect(t.tg.sent("createInvoiceLink").at(-1)!.params.prices[0].amount).toBe(300);
    const paid = await t.tg.payInvoice(who, link);
    await t.tg.until(() => premium(t, 9501));
    // Paying twice is refused, by the same invoice or another one.
    expect(await t.tg.payInvoice(who, link)).toEqual({ refused: "You already have premium access." });

    const n = t.tg.sent("sendMessage", 9501).length;
    t.tg.text(who, "/cancel");
    const reply = await t.tg.until(() =>
      t.tg
        .sent("sendMessage", 9501)
        .slice(n)
        .find((c) => c.params.text.startsWith("Renewal stopped")),
    );
    const edit = t.tg.sent("editUserStarSubscription")[0]!.params;
    expect(edit).toMatchObject({ user_id: 9501, telegram_payment_charge_id: (paid as { charge: string }).charge, is_canceled: true });
    expect(reply.params.text).toContain(formatEt((await t.app.billing.planOf({ telegramUserId: 9501 })).endsAt!));
    expect(() => t.tg.renewStars((paid as { charge: string }).charge)).toThrow();
    expect(await premium(t, 9501)).toBe(true); // runs to the period's end
  });

  test("the web contract: invoice link, 409 when premium, cancel with endsAt, status with method", async () => {
    const t = await setup();
    const { user, cookie } = webUser(t.app);
    expect((await call(t.app, "POST", "/api/telegram/stars/invoice")).status).toBe(401);
    expect((await call(t.app, "POST", "/api/telegram/stars/invoice", { cookie })).status).toBe(409); // not linked yet
    await t.app.telegram.subscribers.start({ id: 9503, first_name: "W" }, 9503, await t.app.telegram.subscribers.createLinkToken(user.id));
    const r = await call(t.app, "POST", "/api/telegram/stars/invoice", { cookie });
    expect(r.status).toBe(200);
    expect(r.json.invoiceLink).toStartWith("https://t.me/$");
    await t.tg.payInvoice({ id: 9503 }, r.json.invoiceLink);
    await t.tg.until(() => premium(t, 9503));
    const again = await call(t.app, "POST", "/api/telegram/stars/invoice", { cookie });
    expect(again).toMatchObject({ status: 409, json: { message: "You already have premium access." } });
    // Linked: the web account shares the Telegram subscriber's premium, and card checkout is refused.
    const st = await call(t.app, "GET", "/api/subscription/status", { cookie });
    expect(st.json).toMatchObject({ isPremium: true, method: "stars", renews: true });
    expect(st.json.endsAt).toBeGreaterThan(Date.now());
    const c = await call(t.app, "POST", "/api/telegram/stars/cancel", { cookie });
    expect(c).toMatchObject({ status: 200, json: { endsAt: st.json.endsAt } });
    expect((await call(t.app, "GET", "/api/subscription/status", { cookie })).json).toMatchObject({ isPremium: true, renews: false });

    // The admin's system panel: subscribers and revenue by method, the last payment events.
    const admin = webUser(t.app);
    t.app.db.$client.run("update users set is_admin = 1 where id = ?", [admin.user.id]);
    const sys = await call(t.app, "GET", "/api/admin/system", { cookie: admin.cookie });
    expect(sys.json.premium.subscribers).toEqual({ stars: 1, stripe: 0, dev: 0 });
    expect(sys.json.premium.revenue).toEqual([{ method: "stars", currency: "XTR", paid: 250, payments: 1, refunds: 0 }]);
    expect(sys.json.premium.last[0]).toMatchObject({ method: "stars", amount: 250, status: "paid", recurring: false, email: user.email });
  });

  test("an expiry without renewal lapses premium in the reconcile job, and the subscriber is told", async () => {
    const t = await setup();
    const who = t.tg.user(9507);
    await t.tg.payInvoice(who, await starsInvoice(t, who));
    await t.tg.until(() => premium(t, 9507));
    // Renewal was cancelled and the period ran out: no payment comes.
    t.app.db.$client.run("update subscriptions set current_period_end = ? where telegram_user_id = 9507", [Date.now() - 1000]);
    await t.app.billing.reconcile();
    expect(await premium(t, 9507)).toBe(false);
    await t.tg.until(() => dmsTo(t, 9507).includes(ENDED_DM));
  });

  test("a Stars payment made in test mode grants nothing in live (issue 13.1)", async () => {
    const t = await setup();
    const who = t.tg.user(9504);
    await t.tg.payInvoice(who, await starsInvoice(t, who));
    await t.tg.until(() => premium(t, 9504));
    t.app.settings.set({ key: "environment.mode", value: "live", dataType: "string" });
    await t.app.billing.rederiveAll();
    expect(await premium(t, 9504)).toBe(false);
    expect((await t.app.billing.planOf({ telegramUserId: 9504 })).isPremium).toBe(false);
  });

  test("a payment whose invoice names another subscriber moves nothing (issue 13.5)", async () => {
    const t = await setup();
    const alice = t.tg.user(9505);
    const link = await starsInvoice(t, alice);
    const payload = t.tg.invoices.get(link.replace("https://t.me/$", ""))!.payload;
    t.tg.text(t.tg.user(9506), "/start");
    await t.tg.until(() => t.app.telegram.subscribers.get(9506));
    t.tg.queue({
      message: {
        message_id: 1,
        date: 1,
        chat: { id: 9506, type: "private", first_name: "M" },
        from: { id: 9506, is_bot: false, first_name: "M" },
        successful_payment: {
          currency: "XTR",
          total_amount: 250,
          invoice_payload: payload,
          telegram_payment_charge_id: "stxforged",
          provider_payment_charge_id: "",
          subscription_expiration_date: Math.floor(Date.now() / 1000) + 2592000,
          is_recurring: true,
          is_first_recurring: true,
        },
      },
    });
    await t.tg.until(() => t.app.logs.some((l) => l.includes("matches no invoice squawk issued") && l.includes("paid by someone else")));
    expect(await premium(t, 9505)).toBe(false);
    expect(await premium(t, 9506)).toBe(false);
  });

  test("a Stars payment and its refund write nothing of Telegram's, and the fan-out gives the buyer without a web account premium DMs", async () => {
    const t = await setup();
    const who = t.tg.user(9600);
    const link = await starsInvoice(t, who);
    const row = () => t.app.db.$client.query("SELECT * FROM telegram_subscribers WHERE telegram_user_id = 9600").get();
    const before = row();
    const paid = await t.tg.payInvoice(who, link);
    if (!("charge" in paid)) throw new Error(`refused: ${JSON.stringify(paid)}`);
    await t.tg.until(() => premium(t, 9600));
    expect(row()).toEqual(before);
    expect((await t.app.telegram.subscribers.withUser(9600))?.userId).toBeNull();
    const dm = (alertId: number) =>
      t.app.db.$client.query("SELECT tier FROM deliveries WHERE alert_id = ? AND target = 'dm:9600' AND kind = 'final'").get(alertId) as {
        tier: string;
      } | null;
    const { alertId } = await makeAlert(t.app, { impact: "High", tariff: true });
    expect((await t.tg.until(() => dm(alertId!)))?.tier).toBe("premium");

    await t.app.telegram.api!.refundStarPayment(9600, paid.charge);
    await t.tg.until(async () => !(await premium(t, 9600)));
    expect(row()).toEqual(before);
    const next = await makeAlert(t.app, { impact: "High", tariff: true, content: "A second tariff post" });
    expect((await t.tg.until(() => dm(next.alertId!)))?.tier).toBe("free");
  });

  test("a payment that cannot be recorded fails through the bot's one error path (logged with its update), and the bot goes on", async () => {
    const t = await setup();
    const who = t.tg.user(9650);
    const inv = t.tg.invoices.get((await starsInvoice(t, who)).replace("https://t.me/$", ""))!;
    // Without a charge id the payment's row has no key: the store refuses it and paid() rejects.
    const updateId = t.tg.replay({
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat: { id: 9650, type: "private", first_name: "Test" },
        from: { id: 9650, is_bot: false, first_name: "Test" },
        successful_payment: { currency: "XTR", total_amount: inv.prices[0]!.amount, invoice_payload: inv.payload, provider_payment_charge_id: "" },
      },
    });
    const failed = await t.tg.until(() => t.app.logs.find((l) => l.includes("telegram update failed")));
    expect(JSON.parse(failed).updateId).toBe(updateId);
    expect(await premium(t, 9650)).toBe(false);
    const n = t.tg.sent("sendMessage", who.id).length;
    t.tg.text(who, "/status");
    await t.tg.until(() => t.tg.sent("sendMessage", who.id).length > n);
  });
});
