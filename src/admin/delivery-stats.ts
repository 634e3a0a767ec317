import { and, type Column, count, eq, gte, lte, min, sql, sum, type SQL } from "drizzle-orm";
import type { Store } from "../db/store.ts";

const HOUR = 60 * 60 * 1000;
/** Telegram's price of a paid broadcast message above the free 30 a second, in Stars. */
export const PAID_BROADCAST_STARS = 0.1;

/**
 * The delivery queue as the panel shows it, Telegram's rows of the one outbox (and its subscriber counts): what is
 * due now (and how long the oldest has waited), what went out in the last hour, what failed,
 * and who has blocked the bot. Every count uses the (status, tier, due_at) index or a small table.
 * The statements are prepared once: building and preparing them was most of a look's cost.
 */
export function createDeliveryStats(store: Store) {
  const { db } = store;
  const { deliveries: d, telegramSubscriberCounts } = store.tables;
  const at = (name: string) => sql.placeholder(name);
  // A time filled in per run, encoded as its column encodes it: on PostgreSQL a time is a timestamptz, not the ms a bare placeholder would send.
  const time = (name: string, column: Column) => sql`${sql.param(sql.placeholder(name), column)}`;
  const counter = (name: string, where: SQL | undefined) =>
    db
      .select({ n: count() })
      .from(d)
      .where(and(eq(d.channel, "telegram"), where))
      .prepare(name);
  const dueNow = counter("panel_due_now", and(eq(d.status, "pending"), eq(d.tier, at("tier")), lte(d.dueAt, time("now", d.dueAt))));
  const oldestDue = db
    .select({ at: min(d.dueAt) })
    .from(d)
    .where(and(eq(d.channel, "telegram"), eq(d.status, "pending"), lte(d.dueAt, time("now", d.dueAt))))
    .prepare("panel_oldest_due");
  // Kept by triggers (telegram_subscriber_counts): counting 100,000 subscribers took ~25 ms.
  const subscribers = db.select().from(telegramSubscriberCounts).prepare("panel_subscribers");
  // Messages (parts) sent as paid broadcasts in the UTC day so far. The cost assumes every one
  // was above the free 30 a second, so it is an upper bound.
  const paidSince = db
    .select({ n: sum(d.partsDone) })
    .from(d)
    .where(and(eq(d.channel, "telegram"), eq(d.paidBroadcast, true), gte(d.sentAt, time("since", d.sentAt))))
    .prepare("panel_paid_since");
  const scheduled = counter("panel_scheduled", and(eq(d.status, "pending"), gte(d.dueAt, time("after", d.dueAt))));
  const sending = counter("panel_sending", eq(d.status, "sending"));
  const sentSince = counter("panel_sent_since", and(eq(d.status, "sent"), gte(d.sentAt, time("since", d.sentAt))));
  const failed = counter("panel_failed", eq(d.status, "failed"));
  const blocked = counter("panel_blocked", eq(d.status, "blocked"));
  const n = async (q: { execute(values?: Record<string, unknown>): Promise<{ n: number }[]> }, values?: Record<string, unknown>) =>
    (await q.execute(values))[0]?.n ?? 0;

  return async (now: number) => {
    // min() of a time is the column's raw value on PostgreSQL (timestamptz text): read as ms here.
    const oldestRaw = (await oldestDue.execute({ now }))[0]?.at;
    const oldest = oldestRaw == null ? null : typeof oldestRaw === "number" ? oldestRaw : new Date(oldestRaw as string | Date).getTime();
    const paidToday = Number((await paidSince.execute({ since: now - (now % (24 * HOUR)) }))[0]?.n ?? 0);
    const byStatus = Object.fromEntries((await subscribers.execute()).map((s) => [s.status, Number(s.n)])) as Record<string, number>;
    return {
      due: { premium: await n(dueNow, { tier: "premium", now }), free: await n(dueNow, { tier: "free", now }) },
      // How long the oldest due message has waited: the queue's lag, 0 when it is empty.
      oldestDueMs: oldest == null ? 0 : now - oldest,
      scheduled: await n(scheduled, { after: now + 1 }),
      sending: await n(sending),
      sentLastHour: await n(sentSince, { since: now - HOUR }),
      failed: await n(failed),
      blockedDeliveries: await n(blocked),
      paidBroadcast: { sentToday: paidToday, estimatedStars: Math.round(paidToday * PAID_BROADCAST_STARS * 10) / 10 },
      subscribers: { active: byStatus.active ?? 0, stopped: byStatus.stopped ?? 0, blocked: byStatus.blocked ?? 0 },
    };
  };
}
