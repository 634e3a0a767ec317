import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { emit } from "../delivery/index.ts";
import { preparedOn } from "../db/prepared.ts";
import { isTelegramAccount } from "../auth/telegram-account.ts";
import { sessions, users } from "../db/schema/core.ts";
import { premiumEvents, subscriptions, telegramPremium } from "../db/schema/billing.ts";
import { telegramSubscribers } from "../db/schema/telegram.ts";
import type { Mode } from "./stripe-client.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

// past_due keeps access while Stripe retries the card; unpaid/canceled/incomplete/refunded do not.
const PREMIUM_STATUSES = ["active", "trialing", "past_due"];
export const grantsPremium = (s: { status: string; currentPeriodEnd: number }, now = Date.now()) =>
  PREMIUM_STATUSES.includes(s.status) && s.currentPeriodEnd > now;
export { PREMIUM_STATUSES };

/** A premium holder: a web user, a Telegram subscriber, or both when they are linked. */
export interface Owner {
  userId?: number | null;
  telegramUserId?: number | null;
}

// Asked for every premium check (each API call, each open stream's turn): prepared, not rebuilt.
const telegramOfUser = preparedOn((tx: Tx | Db) =>
  tx
    .select({ id: telegramSubscribers.telegramUserId })
    .from(telegramSubscribers)
    .where(eq(telegramSubscribers.userId, sql.placeholder("id")))
    .prepare(),
);
const userOfTelegram = preparedOn((tx: Tx | Db) =>
  tx
    .select({ id: telegramSubscribers.userId })
    .from(telegramSubscribers)
    .where(eq(telegramSubscribers.telegramUserId, sql.placeholder("id")))
    .prepare(),
);
// A half the pair lacks is bound as NULL, which equals nothing.
const subscriptionsOfPair = preparedOn((tx: Tx | Db) =>
  tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.mode, sql.placeholder("mode")),
        or(eq(subscriptions.userId, sql.placeholder("userId")), eq(subscriptions.telegramUserId, sql.placeholder("telegramUserId"))),
      ),
    )
    .prepare(),
);

/** The linked pair an owner belongs to: premium is one state for both halves. */
export function pairOf(tx: Tx | Db, owner: Owner): { userId: number | null; telegramUserId: number | null } {
  let userId = owner.userId ?? null;
  let telegramUserId = owner.telegramUserId ?? null;
  if (userId !== null && telegramUserId === null) telegramUserId = telegramOfUser(tx).get({ id: userId })?.id ?? null;
  else if (telegramUserId !== null && userId === null) userId = userOfTelegram(tx).get({ id: telegramUserId })?.id ?? null;
  return { userId, telegramUserId };
}

/** The pair's subscriptions of one mode (a test subscription never counts in live, nor the reverse). */
export function subscriptionsOf(tx: Tx | Db, pair: Owner, mode: Mode) {
  if (pair.userId == null && pair.telegramUserId == null) return [];
  return subscriptionsOfPair(tx).all({ mode, userId: pair.userId ?? null, telegramUserId: pair.telegramUserId ?? null });
}

/**
 * Billing's answer in SQL (0 or 1), for set-based planners over `telegram_subscribers` under the
 * alias `s`: whether the subscriber's pair holds premium (its Telegram account's row in
 * telegram_premium, or its web account's users.is_premium). Both are written by
 * `recomputePremium` alone. Two lookups by primary key per subscriber.
 */
export const premiumSql = (s: string) =>
  `(EXISTS (SELECT 1 FROM telegram_premium p WHERE p.telegram_user_id = ${s}.telegram_user_id) OR coalesce((SELECT u.is_premium FROM users u WHERE u.id = ${s}.user_id), FALSE))`;

/** Whether a Telegram account holds premium, as billing last derived it (telegram_premium). */
export const telegramHoldsPremium = (tx: Tx | Db, telegramUserId: number) =>
  Boolean(tx.select({ x: sql`1` }).from(telegramPremium).where(eq(telegramPremium.telegramUserId, telegramUserId)).get());

/**
 * Derives premium for an owner's pair from their subscriptions of the current mode, writes it on
 * both halves (users.is_premium, and telegram_premium for the Telegram account), and records the
 * change as a premium event in the same transaction. Returns [before, after].
 */
export function recomputePremium(tx: Tx, owner: Owner, mode: Mode, reason: string, now = Date.now()): [boolean, boolean] {
  const pair = pairOf(tx, owner);
  const user = pair.userId !== null ? tx.select({ p: users.isPremium }).from(users).where(eq(users.id, pair.userId)).get() : undefined;
  if (!user && pair.telegramUserId === null) return [false, false];
  const tg = pair.telegramUserId !== null && telegramHoldsPremium(tx, pair.telegramUserId);
  const before = Boolean(user?.p || tg);
  const after = subscriptionsOf(tx, pair, mode).some((r) => grantsPremium(r, now));
  if (user && user.p !== after) tx.update(users).set({ isPremium: after }).where(eq(users.id, pair.userId!)).run();
  if (pair.telegramUserId !== null && tg !== after) setTelegramPremium(tx, pair.telegramUserId, after, now);
  if (before !== after) {
    recordPremiumEvent(tx, { kind: after ? "granted" : "ended", userId: user ? pair.userId : null, telegramUserId: pair.telegramUserId, reason });
  }
  return [before, after];
}

function setTelegramPremium(tx: Tx, telegramUserId: number, on: boolean, now: number) {
  if (on) tx.insert(telegramPremium).values({ telegramUserId, since: now }).onConflictDoNothing().run();
  else tx.delete(telegramPremium).where(eq(telegramPremium.telegramUserId, telegramUserId)).run();
}

/**
 * Billing's record of a premium change (premium_events), and the same fact as a delivery event
 * (premium.changed) in the same transaction: delivery's events step turns it into the channels'
 * rows, so billing never writes a channel's table and nothing polls premium_events. The row is
 * handled once the event is written.
 */
export function recordPremiumEvent(tx: Pick<Db, "insert">, e: Pick<typeof premiumEvents.$inferInsert, "kind" | "userId" | "telegramUserId" | "reason">) {
  const row = tx
    .insert(premiumEvents)
    .values({ ...e, handledAt: Date.now() })
    .returning()
    .get();
  emit(tx, { type: "premium.changed", premiumEventId: row.id, kind: row.kind, userId: row.userId, telegramUserId: row.telegramUserId, reason: row.reason });
}

/** Re-derives everyone who holds premium or has a subscription (after a mode switch, or hourly). */
export function recomputeAll(db: Db, mode: Mode, reason: string, now = Date.now()) {
  const owners = new Map<string, Owner>();
  const add = (o: Owner) => owners.set(`${o.userId ?? ""}|${o.telegramUserId ?? ""}`, o);
  for (const u of db.select({ id: users.id }).from(users).where(eq(users.isPremium, true)).all()) add({ userId: u.id });
  for (const s of db.select({ id: telegramPremium.telegramUserId }).from(telegramPremium).all()) add({ telegramUserId: s.id });
  for (const s of db
    .select({ userId: subscriptions.userId, tg: subscriptions.telegramUserId })
    .from(subscriptions)
    .where(inArray(subscriptions.status, PREMIUM_STATUSES))
    .all()) {
    add(s.userId != null ? { userId: s.userId } : { telegramUserId: s.tg });
  }
  let changed = 0;
  for (const o of owners.values()) {
    const [before, after] = db.transaction((tx) => recomputePremium(tx, o, mode, reason, now));
    if (before !== after) changed++;
  }
  return changed;
}

/**
 * After a subscriber moved off it to a real web account (a card buyer's email, or the dashboard's
 * Connect), a Mini App Telegram account is nobody's: its premium goes off without a premium event
 * (an "ended" event would take the still-premium subscriber out of the group) and its sessions
 * end, so the Mini App signs in again as the real account. Any other account is left alone.
 */
export function retireTelegramAccount(tx: Tx, userId: number) {
  const user = tx.select().from(users).where(eq(users.id, userId)).get();
  if (!user || !isTelegramAccount(user)) return;
  tx.update(users).set({ isPremium: false }).where(eq(users.id, userId)).run();
  tx.delete(sessions).where(eq(sessions.userId, userId)).run();
}
