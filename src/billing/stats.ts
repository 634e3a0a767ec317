import { and, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Store } from "../db/store.ts";
import { PREMIUM_STATUSES } from "./premium.ts";
import type { Mode } from "./stripe-client.ts";

/**
 * For the admin's system panel, in the current mode: premium subscriptions by how they are
 * paid, revenue by method (Stars in XTR, Stripe in its currency's cents; refunds excluded), and
 * the last payment events. Three small reads a look (the panel is looked at by an admin, not hot).
 */
export function createPremiumStats(store: Store) {
  const { db } = store;
  const { payments, subscriptions, users } = store.tables;
  // PostgreSQL answers sum() of a bigint as numeric, which postgres.js hands over as a string: mapped to a number on both.
  const paidSum = sql<number>`coalesce(sum(case when ${payments.status} = 'paid' then ${payments.amount} else 0 end), 0)`.mapWith(Number);
  const refundCount = sql<number>`coalesce(sum(case when ${payments.status} = 'refunded' then 1 else 0 end), 0)`.mapWith(Number);

  return async (mode: Mode, now = Date.now()) => {
    const active = await db
      .select({ method: subscriptions.method, n: count() })
      .from(subscriptions)
      .where(and(eq(subscriptions.mode, mode), inArray(subscriptions.status, PREMIUM_STATUSES), gt(subscriptions.currentPeriodEnd, now)))
      .groupBy(subscriptions.method);
    const revenue = await db
      .select({ method: payments.method, currency: payments.currency, paid: paidSum, payments: count(), refunds: refundCount })
      .from(payments)
      .where(eq(payments.mode, mode))
      .groupBy(payments.method, payments.currency);
    const last = await db
      .select({
        at: payments.createdAt,
        method: payments.method,
        amount: payments.amount,
        currency: payments.currency,
        status: payments.status,
        recurring: payments.recurring,
        email: users.email,
        telegramUserId: payments.telegramUserId,
      })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.userId))
      .where(eq(payments.mode, mode))
      .orderBy(desc(payments.createdAt))
      .limit(5);
    const by = Object.fromEntries(active.map((a) => [a.method, a.n])) as Partial<Record<string, number>>;
    return { subscribers: { stars: by.stars ?? 0, stripe: by.stripe ?? 0, dev: by.dev ?? 0 }, revenue, last };
  };
}
