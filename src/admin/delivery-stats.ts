import { and, count, eq, gte, lte, min, sum, type SQL } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { telegramDeliveries, telegramSubscriberCounts } from "../db/schema/telegram.ts";

const HOUR = 60 * 60 * 1000;
/** Telegram's price of a paid broadcast message above the free 30 a second, in Stars. */
export const PAID_BROADCAST_STARS = 0.1;

/**
 * The delivery queue as the panel shows it, read straight from the Telegram tables: what is
 * due now (and how long the oldest has waited), what went out in the last hour, what failed,
 * and who has blocked the bot. Every count uses the (status, tier, due_at) index or a small table.
 */
export function deliveryStats(db: Db, now: number) {
  const d = telegramDeliveries;
  const n = (where: SQL | undefined) => db.select({ n: count() }).from(d).where(where).get()!.n;
  const dueNow = (tier: "premium" | "free") => n(and(eq(d.status, "pending"), eq(d.tier, tier), lte(d.dueAt, now)));
  const oldestDue = db
    .select({ at: min(d.dueAt) })
    .from(d)
    .where(and(eq(d.status, "pending"), lte(d.dueAt, now)))
    .get()?.at;
  // Kept by triggers (telegram_subscriber_counts): counting 100,000 subscribers took ~25 ms.
  const subscribers = db.select().from(telegramSubscriberCounts).all();
  // Messages (parts) sent as paid broadcasts in the UTC day so far. The cost assumes every one
  // was above the free 30 a second, so it is an upper bound.
  const paidToday = Number(
    db
      .select({ n: sum(d.partsDone) })
      .from(d)
      .where(and(eq(d.paidBroadcast, true), gte(d.sentAt, now - (now % (24 * HOUR)))))
      .get()?.n ?? 0,
  );
  const byStatus = Object.fromEntries(subscribers.map((s) => [s.status, s.n])) as Record<string, number>;
  return {
    due: { premium: dueNow("premium"), free: dueNow("free") },
    // How long the oldest due message has waited: the queue's lag, 0 when it is empty.
    oldestDueMs: oldestDue == null ? 0 : now - oldestDue,
    scheduled: n(and(eq(d.status, "pending"), gte(d.dueAt, now + 1))),
    sending: n(eq(d.status, "sending")),
    sentLastHour: n(and(eq(d.status, "sent"), gte(d.sentAt, now - HOUR))),
    failed: n(eq(d.status, "failed")),
    blockedDeliveries: n(eq(d.status, "blocked")),
    paidBroadcast: { sentToday: paidToday, estimatedStars: Math.round(paidToday * PAID_BROADCAST_STARS * 10) / 10 },
    subscribers: { active: byStatus.active ?? 0, stopped: byStatus.stopped ?? 0, blocked: byStatus.blocked ?? 0 },
  };
}
