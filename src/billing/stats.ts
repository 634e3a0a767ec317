import { and, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { users } from "../db/schema/core.ts";
import { payments, subscriptions } from "../db/schema/billing.ts";
import { PREMIUM_STATUSES } from "./premium.ts";
import type { Mode } from "./stripe-client.ts";

/**
 * For the admin's system panel, in the current mode: premium subscriptions by how they are
 * paid, revenue by method (Stars in XTR, Stripe in its currency's cents; refunds excluded), and
 * the last payment events. The statements are prepared once, not built on every look.
 */
export function createPremiumStats(db: Db) {
  const at = (name: string) => sql.placeholder(name);
  const active = db
    .select({ method: subscriptions.method, n: count() })
    .from(subscriptions)
    .where(and(eq(subscriptions.mode, at("mode")), inArray(subscriptions.status, PREMIUM_STATUSES), gt(subscriptions.currentPeriodEnd, at("now"))))
    .groupBy(subscriptions.method)
    .prepare();
  const revenue = db
    .select({
      method: payments.method,
      currency: payments.currency,
      paid: sql<number>`coalesce(sum(case when ${payments.status} = 'paid' then ${payments.amount} else 0 end), 0)`,
      payments: count(),
      refunds: sql<number>`coalesce(sum(case when ${payments.status} = 'refunded' then 1 else 0 end), 0)`,
    })
    .from(payments)
    .where(eq(payments.mode, at("mode")))
    .groupBy(payments.method, payments.currency)
    .prepare();
  const last = db
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
    .where(eq(payments.mode, at("mode")))
    .orderBy(desc(payments.createdAt))
    .limit(5)
    .prepare();
  return (mode: Mode, now = Date.now()) => {
    const by = Object.fromEntries(active.all({ mode, now }).map((a) => [a.method, a.n])) as Partial<Record<string, number>>;
    return { subscribers: { stars: by.stars ?? 0, stripe: by.stripe ?? 0, dev: by.dev ?? 0 }, revenue: revenue.all({ mode }), last: last.all({ mode }) };
  };
}
