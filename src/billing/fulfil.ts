import { and, eq, inArray, like, lt, not } from "drizzle-orm";
import type { Store } from "../db/store.ts";
import type { Logger } from "../log.ts";
import { PREMIUM_STATUSES, recomputeAll, recomputePremium, recordPremiumEvent, type Owner } from "./premium.ts";
import type { Mode, Stripe, StripeClients } from "./stripe-client.ts";

export { grantsPremium } from "./premium.ts";

/** The latest end of the subscription's item periods (the API keeps periods on items). */
export function periodEnd(sub: Stripe.Subscription): number {
  const ends = sub.items.data.map((i) => i.current_period_end).filter((n) => Number.isFinite(n));
  return ends.length ? Math.max(...ends) * 1000 : 0;
}

export interface FulfilInput {
  subscriptionId: string;
  mode: Mode;
  /** Who the caller says owns it (the success page's user, the checkout's reference). */
  owner?: Owner;
  /** The webhook event being applied: recorded in the same transaction as its effects. */
  event?: { id: string; type: string };
  /** A paid invoice to record as a payment, in the same transaction. */
  payment?: { id: string; amount: number; currency: string };
  /** The event says a renewal payment failed: the subscriber is told (a premium event). */
  paymentFailed?: boolean;
  reason: string;
}

export interface FulfilResult {
  applied: boolean;
  userId: number | null;
  telegramUserId: number | null;
  isPremium: boolean;
}

const sameOwner = (a: Owner, b: Owner) => (a.userId ?? null) === (b.userId ?? null) && (a.telegramUserId ?? null) === (b.telegramUserId ?? null);

/**
 * The one way premium changes after a Stripe payment. Re-reads the subscription from Stripe (so
 * the order in which events arrive does not matter), stores its state, derives premium for the
 * current mode, and records the event id and the premium event, all in one transaction.
 * Calling it again changes nothing. A subscription's owner, once stored, never changes.
 */
export function createFulfil(deps: { store: Store; log: Logger; stripe: StripeClients; mode: () => Mode }) {
  const { store, log, stripe } = deps;
  const { db } = store;
  const { payments, stripeEvents, subscriptions, users } = store.tables;

  const seen = async (eventId: string) => (await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, eventId)).limit(1)).length > 0;

  /** Records an event that needs no change (or cannot be tied to a user); false if already recorded. */
  async function recordOnly(event: { id: string; type: string }): Promise<boolean> {
    return (await db.insert(stripeEvents).values(event).onConflictDoNothing().returning({ id: stripeEvents.id })).length > 0;
  }

  const userExists = async (id: number) => (await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1)).length > 0;

  /** Who owns the subscription: the stored owner if any, else the caller's word, metadata, or the customer. */
  async function ownerOf(sub: Stripe.Subscription, claimed?: Owner): Promise<{ owner: Owner | null; stored: Owner | null }> {
    const [row] = await db
      .select({ userId: subscriptions.userId, tg: subscriptions.telegramUserId })
      .from(subscriptions)
      .where(eq(subscriptions.id, sub.id))
      .limit(1);
    const stored = row ? { userId: row.userId, telegramUserId: row.tg } : null;
    if (stored) return { owner: stored, stored };
    if (claimed && (claimed.userId || claimed.telegramUserId)) return { owner: claimed, stored };
    const customerId = typeof sub.customer === "string" ? sub.customer : sub.customer.id;
    const fromMeta = Number(sub.metadata?.userId);
    const tgMeta = Number(sub.metadata?.telegramUserId);
    if (Number.isInteger(fromMeta) && fromMeta > 0 && (await userExists(fromMeta))) return { owner: { userId: fromMeta }, stored };
    if (Number.isInteger(tgMeta) && tgMeta > 0) return { owner: { telegramUserId: tgMeta }, stored };
    const byCustomer = (await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).limit(1))[0]?.id;
    return { owner: byCustomer ? { userId: byCustomer } : null, stored };
  }

  async function fulfil(input: FulfilInput): Promise<FulfilResult> {
    const none = { applied: false, userId: null, telegramUserId: null, isPremium: false };
    if (input.event && (await seen(input.event.id))) return none;
    const client = await stripe.client(input.mode);
    if (!client) throw new Error(`Stripe ${input.mode} keys are not configured`);
    const sub = await client.subscriptions.retrieve(input.subscriptionId);
    const { owner, stored } = await ownerOf(sub, input.owner);
    if (owner === null) {
      log.warn("stripe subscription belongs to no known user", { subscription: sub.id });
      if (input.event) await recordOnly(input.event);
      return { ...none, applied: Boolean(input.event) };
    }
    // Issue 13.5: an event naming someone else as the owner moves nothing.
    if (stored && input.owner && (input.owner.userId || input.owner.telegramUserId) && !sameOwner(stored, input.owner)) {
      log.warn("stripe event names another owner for a subscription; ignored", {
        subscription: sub.id,
        owner: stored,
        claimed: input.owner,
        event: input.event?.id,
      });
      if (input.event) await recordOnly(input.event);
      return { ...none, applied: Boolean(input.event) };
    }
    const customerId = typeof sub.customer === "string" ? sub.customer : sub.customer.id;
    const row = {
      id: sub.id,
      userId: owner.userId ?? null,
      telegramUserId: owner.telegramUserId ?? null,
      method: "stripe" as const,
      customerId,
      mode: input.mode,
      status: sub.status,
      priceId: sub.items.data[0]?.price.id ?? null,
      currentPeriodEnd: periodEnd(sub),
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      updatedAt: Date.now(),
    };
    const { userId: _u, telegramUserId: _t, ...changeable } = row;
    // The event's id, the subscription, the payment and the premium event commit together or not
    // at all; Stripe was read before, so nothing but the database is awaited inside.
    const outcome = await store.tx(async (t) => {
      if (input.event && (await t.insert(stripeEvents).values(input.event).onConflictDoNothing().returning({ id: stripeEvents.id })).length === 0) {
        return null; // another delivery of the same event got here first
      }
      await t.insert(subscriptions).values(row).onConflictDoUpdate({ target: subscriptions.id, set: changeable });
      if (owner.userId) await t.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, owner.userId));
      if (input.payment) {
        await t
          .insert(payments)
          .values({
            ...input.payment,
            method: "stripe",
            mode: input.mode,
            subscriptionId: sub.id,
            userId: owner.userId ?? null,
            telegramUserId: owner.telegramUserId ?? null,
          })
          .onConflictDoNothing();
      }
      if (input.paymentFailed)
        await recordPremiumEvent(store, t, {
          kind: "payment_failed",
          userId: owner.userId ?? null,
          telegramUserId: owner.telegramUserId ?? null,
          reason: input.reason,
        });
      return await recomputePremium(store, t, owner, deps.mode(), input.reason);
    });
    if (!outcome) return { ...none, userId: owner.userId ?? null, telegramUserId: owner.telegramUserId ?? null };
    const [, after] = outcome;
    log.info("subscription fulfilled", { owner, subscription: sub.id, status: sub.status, isPremium: after, reason: input.reason });
    return { applied: true, userId: owner.userId ?? null, telegramUserId: owner.telegramUserId ?? null, isPremium: after };
  }

  /**
   * Catches lapses no event told us about: re-reads Stripe subscriptions whose period has ended
   * while they still looked paid, then re-derives premium for everyone (Stars periods end here).
   */
  async function reconcile(now = Date.now()) {
    const stale = await db
      .select()
      .from(subscriptions)
      .where(
        and(
          lt(subscriptions.currentPeriodEnd, now),
          inArray(subscriptions.status, PREMIUM_STATUSES),
          eq(subscriptions.method, "stripe"),
          not(like(subscriptions.id, "dev_%")),
        ),
      );
    for (const s of stale) {
      try {
        await fulfil({ subscriptionId: s.id, mode: s.mode, reason: "reconcile" });
      } catch (error) {
        log.warn("could not re-read subscription", { subscription: s.id, error });
      }
    }
    await recomputeAll(store, deps.mode(), "lapsed", now);
  }

  return { fulfil, recordOnly, seen, reconcile };
}

export type Fulfil = ReturnType<typeof createFulfil>;
