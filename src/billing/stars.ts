import { and, eq } from "drizzle-orm";
import type { Api } from "grammy";
import type { PreCheckoutQuery, RefundedPayment, SuccessfulPayment } from "grammy/types";
import type { Store } from "../db/store.ts";
import { AppError, conflict } from "../errors.ts";
import type { Logger } from "../log.ts";
import type { Settings } from "../settings/index.ts";
import { grantsPremium, pairOf, recomputePremium, subscriptionsOf, type Tx } from "./premium.ts";
import { ALREADY_PREMIUM } from "./service.ts";
import type { Mode } from "./stripe-client.ts";

export const STARS_PERIOD_SECONDS = 2_592_000; // 30 days: the only period Telegram allows
export const STARS_TITLE = "Squawk Premium";
export const STARS_DESCRIPTION = "Instant market alerts on Trump's posts and the private premium group, renewed every 30 days.";

/** An invoice's payload: readable, with a random part so that none can be made up. */
const payloadOf = (mode: Mode, telegramUserId: number, price: number) =>
  `premium:${mode}:${telegramUserId}:${price}:${crypto.randomUUID().replaceAll("-", "")}`;
/** Invoices issued before they were recorded carry no random part; only their renewals are still honoured. */
function parseOldPayload(p: string): { mode: Mode; telegramUserId: number; price: number } | null {
  const m = /^premium:(test|live):(\d{1,15}):(\d{1,6})$/.exec(p);
  return m ? { mode: m[1] as Mode, telegramUserId: Number(m[2]), price: Number(m[3]) } : null;
}
type Invoice = { mode: Mode; telegramUserId: number; amount: number; periodSeconds: number };

/**
 * Premium paid in Telegram Stars: a monthly Star subscription. Each payment is recorded once by
 * its telegram_payment_charge_id and extends the subscription row (`stars_<tg id>_<mode>`) to
 * subscription_expiration_date; a refund ends it; the hourly reconcile lapses an unrenewed one.
 * A Stars payment belongs to the environment mode it was invoiced in (carried in the payload), so
 * like a Stripe test subscription, one paid in test mode never grants premium in live.
 */
export function createStars(deps: { store: Store; log: Logger; settings: Settings; api: Api | null }) {
  const { store, log, settings, api } = deps;
  const { db } = store;
  const { payments, starInvoices, subscriptions, telegramSubscribers } = store.tables;
  const mode = (): Mode => settings.environment();
  const price = () => Number(settings.get("billing.starsPrice"));
  const subId = (telegramUserId: number, m: Mode) => `stars_${telegramUserId}_${m}`;

  const isPremium = async (telegramUserId: number, t: Tx = db) =>
    (await subscriptionsOf(store, t, await pairOf(store, t, { telegramUserId }), mode())).some((r) => grantsPremium(r));
  const subscriber = async (telegramUserId: number) =>
    (await db.select().from(telegramSubscribers).where(eq(telegramSubscribers.telegramUserId, telegramUserId)).limit(1))[0];

  /** An invoice link for a monthly Star subscription; 409 when the subscriber already has premium. */
  async function invoiceLink(telegramUserId: number): Promise<string> {
    if (!api) throw new AppError(503, "The Telegram bot is not configured on this server.");
    if (!(await subscriber(telegramUserId))) throw new AppError(404, "Send /start to the bot first, then try again.");
    if (await isPremium(telegramUserId)) throw conflict(ALREADY_PREMIUM);
    const amount = price();
    const payload = payloadOf(mode(), telegramUserId, amount);
    await db.insert(starInvoices).values({ payload, telegramUserId, mode: mode(), amount, periodSeconds: STARS_PERIOD_SECONDS });
    try {
      return await api.createInvoiceLink(STARS_TITLE, STARS_DESCRIPTION, payload, "", "XTR", [{ label: "Premium, 30 days", amount }], {
        subscription_period: STARS_PERIOD_SECONDS,
      });
    } catch (error) {
      throw new AppError(502, "Telegram did not create the invoice. Please try again.", error);
    }
  }

  /** pre_checkout_query: null to accept, else the reason shown to the buyer. */
  async function checkPreCheckout(q: PreCheckoutQuery): Promise<string | null> {
    const p = await issued(q.invoice_payload);
    if (!p || q.currency !== "XTR" || p.telegramUserId !== q.from.id || q.total_amount !== p.amount)
      return "This invoice is not valid. Send /upgrade for a new one.";
    if (p.mode !== mode()) return "This invoice has expired. Send /upgrade for a new one.";
    if (p.amount !== price()) return "The price has changed. Send /upgrade for a new invoice.";
    if (!(await subscriber(q.from.id))) return "Send /start to the bot first, then try again.";
    // Renewals are charged by Telegram without a pre-checkout: one while premium is a second purchase.
    if (await isPremium(q.from.id)) return ALREADY_PREMIUM;
    return null;
  }

  /** The invoice Squawk issued with this payload, if any. */
  const issued = async (payload: string): Promise<Invoice | undefined> =>
    (await db.select().from(starInvoices).where(eq(starInvoices.payload, payload)).limit(1))[0];

  /**
   * The invoice a successful_payment pays, or why it pays none. An invoice issued before invoices
   * were recorded is honoured only for a renewal of the subscription its first payment started,
   * at the amount that subscription was paid at.
   */
  async function invoiceOf(fromId: number, pay: SuccessfulPayment): Promise<Invoice | string> {
    let inv = await issued(pay.invoice_payload);
    const old = inv ? null : parseOldPayload(pay.invoice_payload);
    if (old && pay.is_recurring && !pay.is_first_recurring) {
      const [sub] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, subId(old.telegramUserId, old.mode)))
        .limit(1);
      if (sub?.priceId === `xtr_${old.price}`)
        inv = { mode: old.mode, telegramUserId: old.telegramUserId, amount: old.price, periodSeconds: STARS_PERIOD_SECONDS };
    }
    if (!inv) return "no invoice with this payload was issued";
    // The payer is the subscription's owner; a payload naming someone else moves nothing (13.5).
    if (inv.telegramUserId !== fromId) return "paid by someone else than the invoice's subscriber";
    if (pay.currency !== "XTR") return `currency ${pay.currency}, invoiced in XTR`;
    if (pay.total_amount !== inv.amount) return `amount ${pay.total_amount}, invoiced ${inv.amount}`;
    if (pay.subscription_expiration_date !== undefined && !pay.is_recurring) return "an expiry without a subscription";
    return inv;
  }

  /** Gives a payment that matches no invoice back (Telegram refunds the Stars), and says so in the log. */
  function refuse(fromId: number, pay: SuccessfulPayment, why: string) {
    log.warn("stars payment matches no invoice squawk issued; refunded", {
      from: fromId,
      why,
      payload: pay.invoice_payload,
      amount: pay.total_amount,
      currency: pay.currency,
      charge: pay.telegram_payment_charge_id,
    });
    api
      ?.refundStarPayment(fromId, pay.telegram_payment_charge_id)
      .catch((error) => log.warn("stars refund of a payment that matches no invoice failed", { from: fromId, charge: pay.telegram_payment_charge_id, error }));
  }

  /**
   * successful_payment: the first payment and each renewal, accepted only against an invoice
   * Squawk issued (payer, currency, amount); anything else is refunded. The new period end is
   * Telegram's expiry, but never more than one paid period past the current end (or now).
   * Recorded once per charge id, so a replayed update changes nothing. Answers whether it
   * changed anything.
   */
  async function paid(fromId: number, pay: SuccessfulPayment): Promise<{ applied: boolean; isPremium: boolean }> {
    const inv = await invoiceOf(fromId, pay);
    if (typeof inv === "string") {
      const known = await db.select({ id: payments.id }).from(payments).where(eq(payments.id, pay.telegram_payment_charge_id)).limit(1);
      if (known.length === 0) refuse(fromId, pay, inv);
      return { applied: false, isPremium: await isPremium(fromId) };
    }
    const p = inv;
    const id = subId(fromId, p.mode);
    const now = Date.now();
    // The payment, the subscription and the premium event commit together: a replayed update finds its charge id and changes nothing.
    return await store.tx(async (t) => {
      const fresh = await t
        .insert(payments)
        .values({
          id: pay.telegram_payment_charge_id,
          method: "stars",
          mode: p.mode,
          subscriptionId: id,
          telegramUserId: fromId,
          userId: (await pairOf(store, t, { telegramUserId: fromId })).userId,
          amount: pay.total_amount,
          currency: "XTR",
          recurring: Boolean(pay.is_recurring && !pay.is_first_recurring),
        })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      if (fresh.length === 0) return { applied: false, isPremium: await isPremium(fromId, t) };
      const [existing] = await t.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
      // A new subscription (first payment, or after a lapse) is named by its first charge id.
      const restart = !existing || pay.is_first_recurring || !grantsPremium(existing);
      const from = restart ? now : Math.max(now, existing!.currentPeriodEnd);
      const paidUntil = from + p.periodSeconds * 1000;
      const told = pay.subscription_expiration_date === undefined ? paidUntil : pay.subscription_expiration_date * 1000;
      if (told > paidUntil)
        log.warn("stars payment names an expiry past its paid period; the period is kept", {
          from: fromId,
          charge: pay.telegram_payment_charge_id,
          told,
          paidUntil,
        });
      const endsAt = Math.min(told, paidUntil);
      const row = {
        status: "active",
        currentPeriodEnd: Math.max(endsAt, restart ? 0 : existing!.currentPeriodEnd),
        cancelAtPeriodEnd: restart ? false : existing!.cancelAtPeriodEnd,
        chargeId: restart ? pay.telegram_payment_charge_id : existing!.chargeId,
        priceId: `xtr_${pay.total_amount}`,
        updatedAt: Date.now(),
      };
      await t
        .insert(subscriptions)
        .values({ id, telegramUserId: fromId, method: "stars", mode: p.mode, ...row })
        .onConflictDoUpdate({ target: subscriptions.id, set: row });
      const [, after] = await recomputePremium(store, t, { telegramUserId: fromId }, mode(), pay.is_recurring && !restart ? "stars renewal" : "stars payment");
      log.info("stars payment recorded", { telegramUserId: fromId, charge: pay.telegram_payment_charge_id, endsAt: row.currentPeriodEnd, isPremium: after });
      return { applied: true, isPremium: after };
    });
  }

  /** refunded_payment: the payment is marked refunded and its subscription ends now. */
  async function refunded(fromId: number, r: RefundedPayment): Promise<boolean> {
    return await store.tx(async (t) => {
      const [pay] = await t.select().from(payments).where(eq(payments.id, r.telegram_payment_charge_id)).limit(1);
      if (pay?.method !== "stars" || pay.telegramUserId !== fromId || pay.status === "refunded") return false;
      const now = Date.now();
      await t.update(payments).set({ status: "refunded", refundedAt: now }).where(eq(payments.id, pay.id));
      if (pay.subscriptionId)
        await t.update(subscriptions).set({ status: "refunded", currentPeriodEnd: now, updatedAt: now }).where(eq(subscriptions.id, pay.subscriptionId));
      await recomputePremium(store, t, { telegramUserId: fromId }, mode(), "stars refund", now);
      log.info("stars payment refunded", { telegramUserId: fromId, charge: pay.id });
      return true;
    });
  }

  /** The running Stars subscription of a subscriber's pair in this mode, if any. */
  async function activeOf(telegramUserId: number) {
    const rows = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subId(telegramUserId, mode())), eq(subscriptions.status, "active")));
    return rows.find((r) => grantsPremium(r));
  }

  /** Stops renewal (editUserStarSubscription is_canceled=true); premium runs to the period end. */
  async function cancel(telegramUserId: number): Promise<{ endsAt: number }> {
    const sub = await activeOf(telegramUserId);
    if (!sub?.chargeId) throw conflict("There is no Telegram Stars subscription to cancel.");
    if (sub.cancelAtPeriodEnd) return { endsAt: sub.currentPeriodEnd };
    if (!api) throw new AppError(503, "The Telegram bot is not configured on this server.");
    try {
      await api.editUserStarSubscription(telegramUserId, sub.chargeId, true);
    } catch (error) {
      throw new AppError(502, "Telegram did not cancel the subscription. Please try again.", error);
    }
    await db.update(subscriptions).set({ cancelAtPeriodEnd: true, updatedAt: Date.now() }).where(eq(subscriptions.id, sub.id));
    log.info("stars renewal cancelled", { telegramUserId, endsAt: sub.currentPeriodEnd });
    return { endsAt: sub.currentPeriodEnd };
  }

  return { price, invoiceLink, checkPreCheckout, paid, refunded, cancel, activeOf };
}

export type Stars = ReturnType<typeof createStars>;
