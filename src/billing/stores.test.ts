/**
 * Billing's core on both stores through one code path (issue 36 §2, §6): premium derived from a
 * Stripe subscription, a Stars payment and the dev grant; its end; the premium.changed event
 * written in the transaction that changes premium (and rolled back with it); Stripe event
 * idempotency; premiumSql as the fan-out planner embeds it. Every check reads the store through
 * a connection of the test's own (`read`).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { tmpdir } from "node:os";
import type { SuccessfulPayment } from "grammy/types";
import { startFakeStripe, type FakeStripe } from "../../test/fakes/stripe.ts";
import { STRIPE_TEST_ENV } from "../../test/helpers/billing.ts";
import { type FreshStore, storeBackends } from "../../test/helpers/stores.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../log.ts";
import { createSettings, loadSettings } from "../settings/index.ts";
import { premiumSql, recomputeAll, recomputePremium } from "./premium.ts";
import { createBilling } from "./service.ts";
import { createStars } from "./stars.ts";
import { createPremiumStats } from "./stats.ts";
import { createStripeClients } from "./stripe-client.ts";

const DAY = 86_400_000;
const truthy = (v: unknown) => v === true || v === 1 || v === "1" || v === "t";
const payloadOf = (p: unknown) => (typeof p === "string" ? JSON.parse(p) : p) as Record<string, unknown>;

describe.each(storeBackends())("billing on $name", (backend) => {
  let s: FreshStore;
  let fake: FakeStripe;
  beforeAll(async () => {
    await backend.start();
    fake = startFakeStripe({ priceId: STRIPE_TEST_ENV.STRIPE_PRICE_ID_TEST });
  });
  afterAll(async () => {
    await fake.stop();
    await backend.stop();
  });
  beforeEach(async () => {
    s = await backend.fresh();
  });
  afterEach(() => s.close());

  async function services() {
    const { store } = s;
    const config = loadConfig({ DATA_DIR: tmpdir(), LOG_LEVEL: "error", DEV_SHORTCUTS: "1", ...STRIPE_TEST_ENV, STRIPE_API_BASE: fake.url });
    const settings = createSettings({ store, config, rows: await loadSettings(store) });
    const log = createLogger("error", {}, () => {});
    const billing = createBilling({ store, log, config, settings, stripe: createStripeClients(config) });
    const stars = createStars({ store, log, settings, api: null });
    return { store, billing, stars };
  }
  const newUser = async (email: string) => {
    const { store } = s;
    const [u] = await store.db.insert(store.tables.users).values({ email }).returning();
    return u!;
  };
  const isPremiumStored = async (userId: number) => truthy((await s.read<{ p: unknown }>(`SELECT is_premium AS p FROM users WHERE id = ${userId}`))[0]!.p);
  const premiumEvents = () => s.read<{ id: number; kind: string; reason: string }>("SELECT id, kind, reason FROM premium_events ORDER BY id");
  const changedEvents = async () =>
    (await s.read<{ type: string; payload: unknown }>("SELECT type, payload FROM delivery_events ORDER BY id"))
      .filter((e) => e.type === "premium.changed")
      .map((e) => payloadOf(e.payload));

  /** A subscription Stripe knows (the fake's state), owned by `userId`. */
  function stripeSubscription(userId: number, status = "active") {
    const id = `sub_store_${crypto.randomUUID().slice(0, 8)}`;
    const end = Math.floor(Date.now() / 1000) + 30 * 86_400;
    fake.subscriptions.set(id, {
      id,
      object: "subscription",
      customer: `cus_${userId}`,
      status,
      livemode: false,
      cancel_at_period_end: false,
      metadata: { userId: String(userId) },
      items: { object: "list", data: [{ id: `si_${id}`, current_period_end: end, price: { id: STRIPE_TEST_ENV.STRIPE_PRICE_ID_TEST } }] },
    } as never);
    return id;
  }

  test("a Stripe subscription grants premium once per event: the premium.changed event is written with it, a replay applies nothing", async () => {
    const { billing } = await services();
    const user = await newUser("card@example.com");
    const subscriptionId = stripeSubscription(user.id);
    const event = { id: "evt_store_1", type: "invoice.paid" };
    const payment = { id: "in_store_1", amount: 500, currency: "usd" };
    const first = await billing.fulfil({ subscriptionId, mode: "test", event, payment, reason: "invoice.paid" });
    expect(first).toEqual({ applied: true, userId: user.id, telegramUserId: null, isPremium: true });
    expect(await isPremiumStored(user.id)).toBe(true);
    expect(await billing.isPremium({ userId: user.id })).toBe(true);
    const events = await premiumEvents();
    expect(events.map((e) => e.kind)).toEqual(["granted"]);
    expect(await changedEvents()).toEqual([
      { premiumEventId: Number(events[0]!.id), kind: "granted", userId: user.id, telegramUserId: null, reason: "invoice.paid" },
    ]);

    const again = await billing.fulfil({ subscriptionId, mode: "test", event, payment, reason: "invoice.paid" });
    expect(again.applied).toBe(false);
    // count(*) is a bigint on PostgreSQL, which a raw read answers as a string.
    expect(Number((await s.read<{ n: unknown }>("SELECT count(*) AS n FROM stripe_events"))[0]!.n)).toBe(1);
    expect((await s.read("SELECT id FROM payments")).length).toBe(1);
    expect((await premiumEvents()).length).toBe(1);
    // Another event id of the same subscription is applied, and changes nothing more.
    expect(
      (await billing.recordOnly({ id: "evt_store_2", type: "customer.created" })) &&
        !(await billing.recordOnly({ id: "evt_store_2", type: "customer.created" })),
    ).toBe(true);

    const stats = await createPremiumStats(s.store)("test");
    expect(stats.subscribers).toEqual({ stars: 0, stripe: 1, dev: 0 });
    expect(stats.revenue).toEqual([{ method: "stripe", currency: "usd", paid: 500, payments: 1, refunds: 0 }]);
    expect(stats.last[0]).toMatchObject({ method: "stripe", amount: 500, recurring: false, email: "card@example.com" });
  });

  test("a Stars payment grants the Telegram account premium (telegram_premium, premiumSql); its replay changes nothing; its refund ends it", async () => {
    const { store, stars } = await services();
    await store.db.insert(store.tables.telegramSubscribers).values({ telegramUserId: 4242, chatId: 4242 });
    const payload = `premium:test:4242:250:${crypto.randomUUID().replaceAll("-", "")}`;
    await store.db.insert(store.tables.starInvoices).values({ payload, telegramUserId: 4242, mode: "test", amount: 250, periodSeconds: 2_592_000 });
    const pay = {
      currency: "XTR",
      total_amount: 250,
      invoice_payload: payload,
      telegram_payment_charge_id: "charge_store_1",
      provider_payment_charge_id: "",
    } as SuccessfulPayment;
    expect(await stars.paid(4242, pay)).toEqual({ applied: true, isPremium: true });
    expect(await stars.paid(4242, pay)).toEqual({ applied: false, isPremium: true });
    expect((await s.read("SELECT telegram_user_id FROM telegram_premium")).length).toBe(1);
    // The fan-out planner's use: a condition (CASE WHEN, OR), on either dialect.
    const planned = `SELECT s.telegram_user_id AS id, CASE WHEN ${premiumSql("s")} THEN 'premium' ELSE 'free' END AS tier FROM telegram_subscribers s WHERE (${premiumSql("s")} OR 1 = 0)`;
    expect((await s.read<{ tier: string }>(planned)).map((r) => r.tier)).toEqual(["premium"]);
    expect((await changedEvents()).map((e) => [e.kind, e.telegramUserId, e.reason])).toEqual([["granted", 4242, "stars payment"]]);

    expect(await stars.refunded(4242, { currency: "XTR", total_amount: 250, invoice_payload: payload, telegram_payment_charge_id: "charge_store_1" })).toBe(
      true,
    );
    expect((await s.read("SELECT telegram_user_id FROM telegram_premium")).length).toBe(0);
    expect((await s.read<{ tier: string }>(planned)).length).toBe(0);
    expect((await changedEvents()).map((e) => e.kind)).toEqual(["granted", "ended"]);
  });

  test("the dev grant gives premium, and its end (the hourly re-derivation past the period) takes it away with an ended event", async () => {
    const { store, billing } = await services();
    const user = await newUser("dev@example.com");
    await billing.devUpgrade(user as never);
    expect(await isPremiumStored(user.id)).toBe(true);
    expect((await billing.status(user)).isPremium).toBe(true);
    expect(await recomputeAll(store, "test", "lapsed", Date.now() + 31 * DAY)).toBe(1);
    expect(await isPremiumStored(user.id)).toBe(false);
    expect((await premiumEvents()).map((e) => [e.kind, e.reason])).toEqual([
      ["granted", "dev"],
      ["ended", "lapsed"],
    ]);
    expect((await changedEvents()).map((e) => e.kind)).toEqual(["granted", "ended"]);
  });

  test("premium and its premium.changed event commit together: a transaction that fails after the change leaves neither", async () => {
    const { store } = await services();
    const user = await newUser("rollback@example.com");
    const now = Date.now();
    const attempt = store.tx(async (t) => {
      await t.insert(store.tables.subscriptions).values({ id: "sub_rollback", userId: user.id, mode: "test", status: "active", currentPeriodEnd: now + DAY });
      expect(await recomputePremium(store, t, { userId: user.id }, "test", "test", now)).toEqual([false, true]);
      throw new Error("after the change");
    });
    await expect(attempt).rejects.toThrow("after the change");
    expect(await isPremiumStored(user.id)).toBe(false);
    expect(await premiumEvents()).toEqual([]);
    expect(await changedEvents()).toEqual([]);
    expect(await s.read("SELECT id FROM subscriptions")).toEqual([]);
  });
});
