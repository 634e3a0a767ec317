import { and, eq } from "drizzle-orm";
import type { Api } from "grammy";
import type { PreCheckoutQuery, RefundedPayment, SuccessfulPayment } from "grammy/types";
import type { Db } from "../db/index.ts";
import { payments, subscriptions } from "../db/schema/billing.ts";
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

/** The invoice payload: what pre_checkout_query and successful_payment are checked against. */
const payloadOf = (mode: Mode, telegramUserId: number, price: number) => `premium:${mode}:${telegramUserId}:${price}`;
function parsePayload(p: string): { mode: Mode; telegramUserId: number; price: number } | null {
  const m = /^premium:(test|live):(\d{1,15}):(\d{1,6})$/.exec(p);
  return m ? { mode: m[1] as Mode, telegramUserId: Number(m[2]), price: Number(m[3]) } : null;
}

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
    try {
      return await api.createInvoiceLink(STARS_TITLE, STARS_DESCRIPTION, payloadOf(mode(), telegramUserId, amount), "", "XTR", [{ label: "Premium, 30 days", amount }], {
        subscription_period: STARS_PERIOD_SECONDS,
      });
    } catch (error) {
      throw new AppError(502, "Telegram did not create the invoice. Please try again.", error);
    }
  }

  /** pre_checkout_query: null to accept, else the reason shown to the buyer. */
  function checkPreCheckout(q: PreCheckoutQuery): string | null {
    const p = parsePayload(q.invoice_payload);
    if (!p || q.currency !== "XTR" || p.telegramUserId !== q.from.id) return "This invoice is not valid. Send /upgrade for a new one.";
    if (p.mode !== mode()) return "This invoice has expired. Send /upgrade for a new one.";
    if (p.price !== price() || q.total_amount !== price()) return "The price has changed. Send /upgrade for a new invoice.";
    if (!subscriber(q.from.id)) return "Send /start to the bot first, then try again.";
    // Renewals are charged by Telegram without a pre-checkout: one while premium is a second purchase.
    if (isPremium(q.from.id)) return ALREADY_PREMIUM;
    return null;
  }

  /**
   * successful_payment: the first payment and each renewal. Recorded once per charge id, so a
   * replayed update changes nothing. Answers whether it changed anything.
   */
  function paid(fromId: number, pay: SuccessfulPayment): { applied: boolean; isPremium: boolean } {
    const p = parsePayload(pay.invoice_payload);
    // The payer is the subscription's owner; a payload naming someone else moves nothing (13.5).
    if (!p || p.telegramUserId !== fromId || pay.currency !== "XTR") {
      log.warn("stars payment does not match its invoice; ignored", { from: fromId, payload: pay.invoice_payload, charge: pay.telegram_payment_charge_id });
      return { applied: false, isPremium: false };
    }
    const id = subId(fromId, p.mode);
    const endsAt = (pay.subscription_expiration_date ?? Math.floor(Date.now() / 1000) + STARS_PERIOD_SECONDS) * 1000;
    return db.transaction((tx) => {
      const fresh = tx
        .insert(payments)
        .values({ id: pay.telegram_payment_charge_id, method: "stars", mode: p.mode, subscriptionId: id, telegramUserId: fromId, userId: pairOf(tx, { telegramUserId: fromId }).userId, amount: pay.total_amount, currency: "XTR", recurring: Boolean(pay.is_recurring && !pay.is_first_recurring) })
        .onConflictDoNothing()
        .returning()
        .all();
      if (fresh.length === 0) return { applied: false, isPremium: isPremium(fromId) };
      const existing = tx.select().from(subscriptions).where(eq(subscriptions.id, id)).get();
      // A new subscription (first payment, or after a lapse) is named by its first charge id.
      const restart = !existing || pay.is_first_recurring || !grantsPremium(existing);
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
      if (!pay || pay.method !== "stars" || pay.telegramUserId !== fromId || pay.status === "refunded") return false;
      const now = Date.now();
      tx.update(payments).set({ status: "refunded", refundedAt: now }).where(eq(payments.id, pay.id)).run();
      if (pay.subscriptionId) tx.update(subscriptions).set({ status: "refunded", currentPeriodEnd: now, updatedAt: now }).where(eq(subscriptions.id, pay.subscriptionId)).run();
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
