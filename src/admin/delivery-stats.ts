import { and, count, eq, gte, lte, min, sql, sum, type SQL } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { deliveries } from "../db/schema/delivery.ts";
import { telegramSubscriberCounts } from "../db/schema/telegram.ts";

const HOUR = 60 * 60 * 1000;
/** Telegram's price of a paid broadcast message above the free 30 a second, in Stars. */
export const PAID_BROADCAST_STARS = 0.1;

/**
 * The delivery queue as the panel shows it, Telegram's rows of the one outbox (and its subscriber counts): what is
 * due now (and how long the oldest has waited), what went out in the last hour, what failed,
 * and who has blocked the bot. Every count uses the (status, tier, due_at) index or a small table.
 * The statements are prepared once: building and preparing them was most of a look's cost.
 */
export function createDeliveryStats(db: Db) {
  const d = deliveries;
  const at = (name: string) => sql.placeholder(name);
  const counter = (where: SQL | undefined) =>
    db
      .select({ n: count() })
      .from(d)
      .where(and(eq(d.channel, "telegram"), where))
      .prepare();
  const dueNow = counter(and(eq(d.status, "pending"), eq(d.tier, at("tier")), lte(d.dueAt, at("now"))));
  const oldestDue = db
    .select({ at: min(d.dueAt) })
    .from(d)
    .where(and(eq(d.channel, "telegram"), eq(d.status, "pending"), lte(d.dueAt, at("now"))))
    .prepare();
  // Kept by triggers (telegram_subscriber_counts): counting 100,000 subscribers took ~25 ms.
  const subscribers = db.select().from(telegramSubscriberCounts).prepare();
  // Messages (parts) sent as paid broadcasts in the UTC day so far. The cost assumes every one
  // was above the free 30 a second, so it is an upper bound.
  const paidSince = db
    .select({ n: sum(d.partsDone) })
    .from(d)
    .where(and(eq(d.channel, "telegram"), eq(d.paidBroadcast, true), gte(d.sentAt, at("since"))))
    .prepare();
  const scheduled = counter(and(eq(d.status, "pending"), gte(d.dueAt, at("after"))));
  const sending = counter(eq(d.status, "sending"));
  const sentSince = counter(and(eq(d.status, "sent"), gte(d.sentAt, at("since"))));
  const failed = counter(eq(d.status, "failed"));
  const blocked = counter(eq(d.status, "blocked"));

  return (now: number) => {
    const oldest = oldestDue.get({ now })?.at;
    const paidToday = Number(paidSince.get({ since: now - (now % (24 * HOUR)) })?.n ?? 0);
    const byStatus = Object.fromEntries(subscribers.all().map((s) => [s.status, s.n])) as Record<string, number>;
    return {
      due: { premium: dueNow.get({ tier: "premium", now })!.n, free: dueNow.get({ tier: "free", now })!.n },
      // How long the oldest due message has waited: the queue's lag, 0 when it is empty.
      oldestDueMs: oldest == null ? 0 : now - oldest,
      scheduled: scheduled.get({ after: now + 1 })!.n,
      sending: sending.get()!.n,
      sentLastHour: sentSince.get({ since: now - HOUR })!.n,
      failed: failed.get()!.n,
      blockedDeliveries: blocked.get()!.n,
      paidBroadcast: { sentToday: paidToday, estimatedStars: Math.round(paidToday * PAID_BROADCAST_STARS * 10) / 10 },
      subscribers: { active: byStatus.active ?? 0, stopped: byStatus.stopped ?? 0, blocked: byStatus.blocked ?? 0 },
    };
  };
}
