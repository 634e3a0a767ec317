import { and, eq } from "drizzle-orm";
import type { Api } from "grammy";
import type { PreCheckoutQuery, RefundedPayment, SuccessfulPayment } from "grammy/types";
import type { Db } from "../db/index.ts";
import { payments, starInvoices, subscriptions } from "../db/schema/billing.ts";
import { telegramSubscribers } from "../db/schema/telegram.ts";
import { AppError, conflict } from "../errors.ts";
import type { Logger } from "../log.ts";
import type { Settings } from "../settings/service.ts";
import { grantsPremium, pairOf, recomputePremium, subscriptionsOf } from "./premium.ts";
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
export function createStars(deps: { db: Db; log: Logger; settings: Settings; api: Api | null }) {
  const { db, log, settings, api } = deps;
  const mode = (): Mode => settings.environment();
  const price = () => Number(settings.get("billing.starsPrice"));
  const subId = (telegramUserId: number, m: Mode) => `stars_${telegramUserId}_${m}`;

  const isPremium = (telegramUserId: number) => subscriptionsOf(db, pairOf(db, { telegramUserId }), mode()).some((r) => grantsPremium(r));
  const subscriber = (telegramUserId: number) => db.select().from(telegramSubscribers).where(eq(telegramSubscribers.telegramUserId, telegramUserId)).get();

  /** An invoice link for a monthly Star subscription; 409 when the subscriber already has premium. */
  async function invoiceLink(telegramUserId: number): Promise<string> {
    if (!api) throw new AppError(503, "The Telegram bot is not configured on this server.");
    if (!subscriber(telegramUserId)) throw new AppError(404, "Send /start to the bot first, then try again.");
    if (isPremium(telegramUserId)) throw conflict(ALREADY_PREMIUM);
    const amount = price();
    const payload = payloadOf(mode(), telegramUserId, amount);
    db.insert(starInvoices).values({ payload, telegramUserId, mode: mode(), amount, periodSeconds: STARS_PERIOD_SECONDS }).run();
    try {
      return await api.createInvoiceLink(STARS_TITLE, STARS_DESCRIPTION, payload, "", "XTR", [{ label: "Premium, 30 days", amount }], {
        subscription_period: STARS_PERIOD_SECONDS,
      });
    } catch (error) {
      throw new AppError(502, "Telegram did not create the invoice. Please try again.", error);
    }
  }

  /** pre_checkout_query: null to accept, else the reason shown to the buyer. */
  function checkPreCheckout(q: PreCheckoutQuery): string | null {
    const p = issued(q.invoice_payload);
    if (!p || q.currency !== "XTR" || p.telegramUserId !== q.from.id || q.total_amount !== p.amount)
      return "This invoice is not valid. Send /upgrade for a new one.";
    if (p.mode !== mode()) return "This invoice has expired. Send /upgrade for a new one.";
    if (p.amount !== price()) return "The price has changed. Send /upgrade for a new invoice.";
    if (!subscriber(q.from.id)) return "Send /start to the bot first, then try again.";
    // Renewals are charged by Telegram without a pre-checkout: one while premium is a second purchase.
    if (isPremium(q.from.id)) return ALREADY_PREMIUM;
    return null;
  }

  /** The invoice Squawk issued with this payload, if any. */
  const issued = (payload: string): Invoice | undefined => db.select().from(starInvoices).where(eq(starInvoices.payload, payload)).get();

  /**
   * The invoice a successful_payment pays, or why it pays none. An invoice issued before invoices
   * were recorded is honoured only for a renewal of the subscription its first payment started,
   * at the amount that subscription was paid at.
   */
  function invoiceOf(fromId: number, pay: SuccessfulPayment): Invoice | string {
    let inv = issued(pay.invoice_payload);
    const old = inv ? null : parseOldPayload(pay.invoice_payload);
    if (old && pay.is_recurring && !pay.is_first_recurring) {
      const sub = db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, subId(old.telegramUserId, old.mode)))
        .get();
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
  function paid(fromId: number, pay: SuccessfulPayment): { applied: boolean; isPremium: boolean } {
    const inv = invoiceOf(fromId, pay);
    if (typeof inv === "string") {
      if (!db.select({ id: payments.id }).from(payments).where(eq(payments.id, pay.telegram_payment_charge_id)).get()) refuse(fromId, pay, inv);
      return { applied: false, isPremium: isPremium(fromId) };
    }
    const p = inv;
    const id = subId(fromId, p.mode);
    const now = Date.now();
    return db.transaction((tx) => {
      const fresh = tx
        .insert(payments)
        .values({
          id: pay.telegram_payment_charge_id,
          method: "stars",
          mode: p.mode,
          subscriptionId: id,
          telegramUserId: fromId,
          userId: pairOf(tx, { telegramUserId: fromId }).userId,
          amount: pay.total_amount,
          currency: "XTR",
          recurring: Boolean(pay.is_recurring && !pay.is_first_recurring),
        })
        .onConflictDoNothing()
        .returning()
        .all();
      if (fresh.length === 0) return { applied: false, isPremium: isPremium(fromId) };
      const existing = tx.select().from(subscriptions).where(eq(subscriptions.id, id)).get();
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
      tx.insert(subscriptions)
        .values({ id, telegramUserId: fromId, method: "stars", mode: p.mode, ...row })
        .onConflictDoUpdate({ target: subscriptions.id, set: row })
        .run();
      const [, after] = recomputePremium(tx, { telegramUserId: fromId }, mode(), pay.is_recurring && !restart ? "stars renewal" : "stars payment");
      log.info("stars payment recorded", { telegramUserId: fromId, charge: pay.telegram_payment_charge_id, endsAt: row.currentPeriodEnd, isPremium: after });
      return { applied: true, isPremium: after };
    });
  }

  /** refunded_payment: the payment is marked refunded and its subscription ends now. */
  function refunded(fromId: number, r: RefundedPayment): boolean {
    return db.transaction((tx) => {
      const pay = tx.select().from(payments).where(eq(payments.id, r.telegram_payment_charge_id)).get();
      if (pay?.method !== "stars" || pay.telegramUserId !== fromId || pay.status === "refunded") return false;
      const now = Date.now();
      tx.update(payments).set({ status: "refunded", refundedAt: now }).where(eq(payments.id, pay.id)).run();
      if (pay.subscriptionId)
        tx.update(subscriptions).set({ status: "refunded", currentPeriodEnd: now, updatedAt: now }).where(eq(subscriptions.id, pay.subscriptionId)).run();
      recomputePremium(tx, { telegramUserId: fromId }, mode(), "stars refund", now);
      log.info("stars payment refunded", { telegramUserId: fromId, charge: pay.id });
      return true;
    });
  }

  /** The running Stars subscription of a subscriber's pair in this mode, if any. */
  function activeOf(telegramUserId: number) {
    return db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subId(telegramUserId, mode())), eq(subscriptions.status, "active")))
      .all()
      .find((r) => grantsPremium(r));
  }

  /** Stops renewal (editUserStarSubscription is_canceled=true); premium runs to the period end. */
  async function cancel(telegramUserId: number): Promise<{ endsAt: number }> {
    const sub = activeOf(telegramUserId);
    if (!sub?.chargeId) throw conflict("There is no Telegram Stars subscription to cancel.");
    if (sub.cancelAtPeriodEnd) return { endsAt: sub.currentPeriodEnd };
    if (!api) throw new AppError(503, "The Telegram bot is not configured on this server.");
    try {
      await api.editUserStarSubscription(telegramUserId, sub.chargeId, true);
    } catch (error) {
      throw new AppError(502, "Telegram did not cancel the subscription. Please try again.", error);
    }
    db.update(subscriptions).set({ cancelAtPeriodEnd: true, updatedAt: Date.now() }).where(eq(subscriptions.id, sub.id)).run();
    log.info("stars renewal cancelled", { telegramUserId, endsAt: sub.currentPeriodEnd });
    return { endsAt: sub.currentPeriodEnd };
  }

  return { price, invoiceLink, checkPreCheckout, paid, refunded, cancel, activeOf };
}

export type Stars = ReturnType<typeof createStars>;
