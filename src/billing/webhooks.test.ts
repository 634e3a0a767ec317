import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { signPayload } from "../../test/fakes/stripe.ts";
import { billingApp, STRIPE_TEST_ENV } from "../../test/helpers/billing.ts";
import { premiumSql } from "./premium.ts";

let b: ReturnType<typeof billingApp>;
beforeAll(() => {
  b = billingApp();
});
afterAll(() => b.close());

/** Posts a payload to the webhook as Stripe would, with a chosen signature header. */
const post = (payload: string, signature?: string) =>
  b.call("POST", "/api/stripe/webhook", { body: payload, headers: signature === undefined ? { origin: "" } : { "stripe-signature": signature, origin: "" } });

describe("signature", () => {
  test("a missing, forged, stale or tampered signature is a 400 and changes nothing", async () => {
    const s = await b.subscribe();
    const before = b.eventCount();
    const ev = b.stripe.event("customer.subscription.deleted", { ...b.stripe.subscriptions.get(s.subscriptionId), status: "canceled" });
    b.stripe.subscriptions.get(s.subscriptionId)!.status = "canceled";
    const payload = JSON.stringify(ev);
    const good = await signPayload(payload, STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET_TEST);
    const cases = [
      undefined,
      "",
      "t=1,v1=deadbeef",
      await signPayload(payload, "whsec_someone_else"),
      await signPayload(payload, STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET_TEST, Math.floor(Date.now() / 1000) - 3600),
    ];
    for (const sig of cases) {
      const r = await post(payload, sig);
      expect(r.status).toBe(400);
      expect(r.json.message).toBeString();
    }
    expect((await post(payload.replace('"canceled"', '"active"'), good)).status).toBe(400);
    expect(b.eventCount()).toBe(before);
    expect(b.premium(s.user.id)).toBe(true);
    // The same bytes with the right signature do apply.
    expect((await post(payload, good)).status).toBe(200);
    expect(b.premium(s.user.id)).toBe(false);
  });
});

describe("idempotency", () => {
  test("every event delivered twice is applied once", async () => {
    b.stripe.switches.duplicate = true;
    try {
      const told = b.told.premium.length;
      const s = await b.subscribe();
      expect(b.stripe.sent.slice(-4).map((x) => x.status)).toEqual([200, 200, 200, 200]);
      expect(b.premium(s.user.id)).toBe(true);
      expect(b.told.premium.slice(told)).toEqual([[s.user.id, true, "checkout.session.completed"]]);
      // The paid invoice is recorded once as a Stripe payment (for the admin's revenue figures).
      const paid = b.app.db.$client.query("SELECT method, amount, currency FROM payments WHERE subscription_id = ?").all(s.subscriptionId);
      expect(paid).toEqual([{ method: "stripe", amount: 500, currency: "usd" }]);
      await b.stripe.failPayment(s.subscriptionId);
      expect(b.told.failed.filter((id) => id === s.user.id)).toEqual([s.user.id]);
      expect(b.premium(s.user.id)).toBe(true); // past_due keeps access while Stripe retries
    } finally {
      b.stripe.switches.duplicate = false;
    }
  });

  test("a replayed event is recorded once and re-applies nothing", async () => {
    const s = await b.subscribe();
    const last = b.stripe.sent.at(-1)!.event;
    const count = b.eventCount();
    const told = b.told.premium.length;
    const payload = JSON.stringify(last);
    const r = await post(payload, await signPayload(payload, STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET_TEST));
    expect(r.status).toBe(200);
    expect(b.eventCount()).toBe(count);
    expect(b.told.premium.length).toBe(told);
    expect(b.premium(s.user.id)).toBe(true);
  });

  test("when Stripe cannot be re-read the event is not recorded, so Stripe's retry applies it", async () => {
    const s = await b.subscribe();
    b.stripe.subscriptions.get(s.subscriptionId)!.status = "canceled";
    const ev = b.stripe.event("customer.subscription.deleted", b.stripe.subscriptions.get(s.subscriptionId));
    const payload = JSON.stringify(ev);
    const sig = await signPayload(payload, STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET_TEST);
    for (let i = 0; i < 3; i++) b.stripe.failNext("GET", /^\/v1\/subscriptions\//, 500); // the SDK retries twice
    expect((await post(payload, sig)).status).toBe(500);
    expect(b.premium(s.user.id)).toBe(true);
    expect((await post(payload, sig)).status).toBe(200);
    expect(b.premium(s.user.id)).toBe(false);
  });
});

describe("order", () => {
  test("payment events arriving in reverse order still end premium", async () => {
    b.stripe.switches.reverse = true;
    try {
      const s = await b.subscribe();
      expect(b.stripe.sent.slice(-2).map((x) => x.event.type)).toEqual(["invoice.paid", "checkout.session.completed"]);
      expect(b.premium(s.user.id)).toBe(true);
    } finally {
      b.stripe.switches.reverse = false;
    }
  });

  test("a late 'active' update after the deletion leaves the user not premium", async () => {
    const s = await b.subscribe();
    const stale = b.stripe.event("customer.subscription.updated", structuredClone(b.stripe.subscriptions.get(s.subscriptionId)));
    await b.stripe.cancel(s.subscriptionId);
    expect(b.premium(s.user.id)).toBe(false);
    await b.stripe.send([stale]);
    expect(b.premium(s.user.id)).toBe(false);
  });

  test("late delivery: premium arrives when the webhook does, or at once from the success page", async () => {
    b.stripe.switches.delayMs = 300;
    try {
      const who = b.signUp();
      const { json } = await b.call("POST", "/api/subscription/create-checkout", { cookie: who.cookie });
      const paid = await fetch(`${b.stripe.url}/pay/${json.sessionId}/pay`, { method: "POST", redirect: "manual" });
      expect(paid.status).toBe(303);
      expect(b.premium(who.user.id)).toBe(false);
      const r = await b.call("GET", `/api/subscription/success?session_id=${json.sessionId}`, { cookie: who.cookie });
      expect(r.status).toBe(200);
      expect(b.premium(who.user.id)).toBe(true);
      const told = b.told.premium.length;
      await b.stripe.settled();
      expect(b.told.premium.length).toBe(told); // the late webhooks found nothing to change
    } finally {
      b.stripe.switches.delayMs = 0;
    }
  });
});

describe("lapses", () => {
  test("subscription deleted → not premium, and the bot is told", async () => {
    const s = await b.subscribe();
    await b.stripe.cancel(s.subscriptionId);
    expect(b.premium(s.user.id)).toBe(false);
    expect(b.told.premium.at(-1)).toEqual([s.user.id, false, "customer.subscription.deleted"]);
  });

  test("unpaid after retries → not premium", async () => {
    const s = await b.subscribe();
    await b.stripe.update(s.subscriptionId, { status: "unpaid" });
    expect(b.premium(s.user.id)).toBe(false);
  });

  test("cancel at period end keeps premium until the period ends; reconcile catches a missed event", async () => {
    const s = await b.subscribe();
    await b.stripe.update(s.subscriptionId, { cancel_at_period_end: true });
    expect(b.premium(s.user.id)).toBe(true);
    // The period ends and Stripe cancels, but the event never arrives.
    const sub = b.stripe.subscriptions.get(s.subscriptionId)!;
    sub.status = "canceled";
    b.app.db.$client.run("UPDATE subscriptions SET current_period_end = ? WHERE id = ?", [Date.now() - 1000, s.subscriptionId]);
    await b.app.billing.reconcile();
    expect(b.premium(s.user.id)).toBe(false);
    expect(b.told.premium.at(-1)).toEqual([s.user.id, false, "reconcile"]);
  });

  test("events for unknown subscriptions and other types are acknowledged and recorded", async () => {
    const ev = b.stripe.event("customer.created", { id: "cus_x", object: "customer" });
    const payload = JSON.stringify(ev);
    expect((await post(payload, await signPayload(payload, STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET_TEST))).status).toBe(200);
    const unknown = b.stripe.event("customer.subscription.updated", { id: "sub_unknown", object: "subscription" });
    const p2 = JSON.stringify(unknown);
    // Stripe itself does not know it: nothing to apply, and a retry would not change that.
    const count = b.eventCount();
    expect((await post(p2, await signPayload(p2, STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET_TEST))).status).toBe(200);
    expect(b.eventCount()).toBe(count + 1);
  });
});

describe("ownership (issue 13.5)", () => {
  test("a signed event naming another user for a subscription moves nothing; it is logged and acknowledged", async () => {
    const alice = await b.subscribe();
    const bob = b.signUp();
    const session = {
      ...b.stripe.event("checkout.session.completed", {}).data.object,
      id: "cs_test_forged",
      object: "checkout.session",
      mode: "subscription",
      status: "complete",
      payment_status: "paid",
      subscription: alice.subscriptionId,
      client_reference_id: String(bob.user.id),
      customer: null,
    };
    const ev = b.stripe.event("checkout.session.completed", session);
    const payload = JSON.stringify(ev);
    const r = await post(payload, await signPayload(payload, STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET_TEST));
    expect(r.status).toBe(200);
    expect(b.premium(bob.user.id)).toBe(false);
    expect(b.premium(alice.user.id)).toBe(true);
    const row = b.app.db.$client.query("SELECT user_id AS userId FROM subscriptions WHERE id = ?").get(alice.subscriptionId) as { userId: number };
    expect(row.userId).toBe(alice.user.id);
    const bobRow = b.app.db.$client.query("SELECT stripe_customer_id AS c FROM users WHERE id = ?").get(bob.user.id) as { c: string | null };
    expect(bobRow.c).toBeNull();
    expect(b.app.logs.some((l) => l.includes("names another owner"))).toBe(true);
  });
});

describe("premium of a linked Telegram subscriber", () => {
  test("a Stripe subscription and its end write nothing of Telegram's: billing's telegram_premium holds the fact the fan-out reads", async () => {
    const who = b.signUp();
    const tgId = 77_001;
    b.app.db.$client.run("INSERT INTO telegram_subscribers (telegram_user_id, chat_id, user_id, created_at, updated_at) VALUES (?, ?, ?, 0, 0)", [
      tgId,
      tgId,
      who.user.id,
    ]);
    const row = () => b.app.db.$client.query("SELECT * FROM telegram_subscribers WHERE telegram_user_id = ?").get(tgId);
    const held = () => b.app.db.$client.query("SELECT count(*) AS n FROM telegram_premium WHERE telegram_user_id = ?").get(tgId) as { n: number } | null;
    const planned = () =>
      b.app.db.$client.query(`SELECT ${premiumSql("s")} AS premium FROM telegram_subscribers s WHERE telegram_user_id = ?`).get(tgId) as { premium: number };
    const before = row();
    const s = await b.subscribe(who);
    expect(b.premium(who.user.id)).toBe(true);
    expect(row()).toEqual(before);
    expect(held()).toEqual({ n: 1 });
    expect(planned()).toEqual({ premium: 1 });

    b.stripe.subscriptions.get(s.subscriptionId)!.status = "canceled";
    const ended = b.stripe.event("customer.subscription.deleted", b.stripe.subscriptions.get(s.subscriptionId));
    const payload = JSON.stringify(ended);
    expect((await post(payload, await signPayload(payload, STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET_TEST))).status).toBe(200);
    expect(b.premium(who.user.id)).toBe(false);
    expect(row()).toEqual(before);
    expect(held()).toEqual({ n: 0 });
    expect(planned()).toEqual({ premium: 0 });
  });
});
