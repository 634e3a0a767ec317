import { and, eq, lt, inArray, not, like } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { users } from "../db/schema/core.ts";
import { stripeEvents, subscriptions } from "../db/schema/billing.ts";
import type { Logger } from "../log.ts";
import type { Mode, Stripe, StripeClients } from "./stripe-client.ts";

/** How billing tells the rest of Squawk (the Telegram bot) about premium changes. */
export interface BillingHooks {
  onPremiumChange: (userId: number, isPremium: boolean, reason: string) => void | Promise<void>;
  onPaymentFailed: (userId: number) => void | Promise<void>;
  /** A one-time invite to the premium group, or null when there is none to give. */
  premiumInvite: (userId: number) => Promise<string | null>;
}

export const defaultHooks = (): BillingHooks => ({
  onPremiumChange: () => {},
  onPaymentFailed: () => {},
  premiumInvite: async () => null,
});

// past_due keeps access while Stripe retries the card; unpaid/canceled/incomplete do not.
const PREMIUM_STATUSES = ["active", "trialing", "past_due"];
export const grantsPremium = (s: { status: string; currentPeriodEnd: number }, now = Date.now()) =>
  PREMIUM_STATUSES.includes(s.status) && s.currentPeriodEnd > now;

/** The latest end of the subscription's item periods (the API keeps periods on items). */
export function periodEnd(sub: Stripe.Subscription): number {
  const ends = sub.items.data.map((i) => i.current_period_end).filter((n) => Number.isFinite(n));
  return ends.length ? Math.max(...ends) * 1000 : 0;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Derives users.is_premium from the user's subscription rows; returns [before, after]. */
export function recomputePremium(tx: Tx | Db, userId: number, now = Date.now()): [boolean, boolean] {
  const user = tx.select({ isPremium: users.isPremium }).from(users).where(eq(users.id, userId)).get();
  if (!user) return [false, false];
  const rows = tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).all();
  const after = rows.some((r) => grantsPremium(r, now));
  if (after !== user.isPremium) tx.update(users).set({ isPremium: after }).where(eq(users.id, userId)).run();
  return [user.isPremium, after];
}

export interface FulfilInput {
  subscriptionId: string;
  mode: Mode;
  /** Known when the caller has already tied the subscription to a user (the success page). */
  userId?: number;
  /** The webhook event being applied: recorded in the same transaction as its effects. */
  event?: { id: string; type: string };
  reason: string;
}

export interface FulfilResult {
  applied: boolean;
  userId: number | null;
  isPremium: boolean;
}

/**
 * The one way premium changes after a payment. Re-reads the subscription from Stripe (so the
 * order in which events arrive does not matter), stores its state, derives premium, and
 * records the event id, all in one transaction. Calling it again changes nothing.
 */
export function createFulfil(deps: { db: Db; log: Logger; stripe: StripeClients; hooks: BillingHooks }) {
  const { db, log, stripe, hooks } = deps;

  const seen = (eventId: string) =>
    Boolean(db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, eventId)).get());

  /** Records an event that needs no change (or cannot be tied to a user); false if already recorded. */
  function recordOnly(event: { id: string; type: string }): boolean {
    return db.insert(stripeEvents).values(event).onConflictDoNothing().returning().all().length > 0;
  }

  function ownerOf(sub: Stripe.Subscription, hint?: number): number | null {
    if (hint) return hint;
    const customerId = typeof sub.customer === "string" ? sub.customer : sub.customer.id;
    const fromMeta = Number(sub.metadata?.userId);
    const candidates = [
      Number.isInteger(fromMeta) && fromMeta > 0 ? db.select({ id: users.id }).from(users).where(eq(users.id, fromMeta)).get()?.id : undefined,
      db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.id, sub.id)).get()?.userId,
      db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).get()?.id,
    ];
    return candidates.find((c): c is number => typeof c === "number") ?? null;
  }

  async function fulfil(input: FulfilInput): Promise<FulfilResult> {
    if (input.event && seen(input.event.id)) return { applied: false, userId: null, isPremium: false };
    const client = stripe.client(input.mode);
    if (!client) throw new Error(`Stripe ${input.mode} keys are not configured`);
    const sub = await client.subscriptions.retrieve(input.subscriptionId);
    const userId = ownerOf(sub, input.userId);
    if (userId === null) {
      log.warn("stripe subscription belongs to no known user", { subscription: sub.id });
      if (input.event) recordOnly(input.event);
      return { applied: Boolean(input.event), userId: null, isPremium: false };
    }
    const customerId = typeof sub.customer === "string" ? sub.customer : sub.customer.id;
    const row = {
      id: sub.id,
      userId,
      customerId,
      mode: input.mode,
      status: sub.status,
      priceId: sub.items.data[0]?.price.id ?? null,
      currentPeriodEnd: periodEnd(sub),
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      updatedAt: Date.now(),
    };
    const outcome = db.transaction((tx) => {
      if (input.event && tx.insert(stripeEvents).values(input.event).onConflictDoNothing().returning().all().length === 0) {
        return null; // another delivery of the same event got here first
      }
      tx.insert(subscriptions).values(row).onConflictDoUpdate({ target: subscriptions.id, set: row }).run();
      tx.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, userId)).run();
      return recomputePremium(tx, userId);
    });
    if (!outcome) return { applied: false, userId, isPremium: false };
    const [before, after] = outcome;
    log.info("subscription fulfilled", { userId, subscription: sub.id, status: sub.status, isPremium: after, reason: input.reason });
    if (before !== after) await notify(userId, after, input.reason);
    return { applied: true, userId, isPremium: after };
  }

  async function notify(userId: number, isPremium: boolean, reason: string) {
    try {
      await hooks.onPremiumChange(userId, isPremium, reason);
    } catch (error) {
      log.error("premium change hook failed", { userId, error });
    }
  }

  /**
   * Catches lapses no event told us about: re-reads subscriptions whose period has ended
   * while they still looked paid, then re-derives premium for everyone who has it.
   */
  async function reconcile(now = Date.now()) {
    const stale = db
      .select()
      .from(subscriptions)
      .where(and(lt(subscriptions.currentPeriodEnd, now), inArray(subscriptions.status, PREMIUM_STATUSES), not(like(subscriptions.id, "dev_%"))))
      .all();
    for (const s of stale) {
      try {
        await fulfil({ subscriptionId: s.id, mode: s.mode, userId: s.userId, reason: "reconcile" });
      } catch (error) {
        log.warn("could not re-read subscription", { subscription: s.id, error });
      }
    }
    const premium = db.select({ id: users.id }).from(users).where(eq(users.isPremium, true)).all();
    for (const u of premium) {
      const [before, after] = db.transaction((tx) => recomputePremium(tx, u.id, now));
      if (before !== after) await notify(u.id, after, "lapsed");
    }
  }

  return { fulfil, recordOnly, seen, notify, reconcile };
}

export type Fulfil = ReturnType<typeof createFulfil>;
