import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Store, StoreDb } from "../db/store.ts";
import { emitOn } from "../delivery/index.ts";
import { isTelegramAccount } from "../auth/index.ts";
import type { premiumEvents } from "../db/schema/billing.ts";
import type { Mode } from "./stripe-client.ts";

/**
 * The handle billing's functions write through: the store's connection, or the transaction `t`
 * of a `store.tx(async (t) => …)` they are called in (passed down; they never open one).
 */
export type Tx = StoreDb;

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

/**
 * The linked pair an owner belongs to: premium is one state for both halves. Asked for every
 * premium check (each API call, each open stream's pass): one lookup by an indexed column.
 */
export async function pairOf(store: Store, t: Tx, owner: Owner): Promise<{ userId: number | null; telegramUserId: number | null }> {
  const { telegramSubscribers: s } = store.tables;
  let userId = owner.userId ?? null;
  let telegramUserId = owner.telegramUserId ?? null;
  if (userId !== null && telegramUserId === null)
    telegramUserId = (await t.select({ id: s.telegramUserId }).from(s).where(eq(s.userId, userId)).limit(1))[0]?.id ?? null;
  else if (telegramUserId !== null && userId === null)
    userId = (await t.select({ id: s.userId }).from(s).where(eq(s.telegramUserId, telegramUserId)).limit(1))[0]?.id ?? null;
  return { userId, telegramUserId };
}

/** The pair's subscriptions of one mode (a test subscription never counts in live, nor the reverse). */
export async function subscriptionsOf(store: Store, t: Tx, pair: Owner, mode: Mode) {
  const { subscriptions } = store.tables;
  const mine = [
    pair.userId != null ? eq(subscriptions.userId, pair.userId) : undefined,
    pair.telegramUserId != null ? eq(subscriptions.telegramUserId, pair.telegramUserId) : undefined,
  ].filter((c) => c !== undefined);
  if (mine.length === 0) return [];
  return await t
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.mode, mode), or(...mine)));
}

/**
 * Billing's answer in SQL, for set-based planners over `telegram_subscribers` under the alias `s`:
 * whether the subscriber's pair holds premium (its Telegram account's row in telegram_premium, or
 * its web account's users.is_premium). Both are written by `recomputePremium` alone. Two lookups
 * by primary key per subscriber.
 *
 * One text for both stores, so it takes no dialect: `coalesce(…, FALSE)` instead of the old
 * `coalesce(…, 0) = 1`, because PostgreSQL's is_premium is a boolean (no `= 1`, no 0 in coalesce)
 * and SQLite reads FALSE as 0. Its value is a boolean on PostgreSQL and 0/1 on SQLite: use it as
 * a condition (`CASE WHEN premium`, `premium OR …`), never compared with 1 or true.
 */
export const premiumSql = (s: string) =>
  `(EXISTS (SELECT 1 FROM telegram_premium p WHERE p.telegram_user_id = ${s}.telegram_user_id) OR coalesce((SELECT u.is_premium FROM users u WHERE u.id = ${s}.user_id), FALSE))`;

/** Whether a Telegram account holds premium, as billing last derived it (telegram_premium). */
export async function telegramHoldsPremium(store: Store, t: Tx, telegramUserId: number): Promise<boolean> {
  const { telegramPremium } = store.tables;
  const rows = await t.select({ x: sql`1` }).from(telegramPremium).where(eq(telegramPremium.telegramUserId, telegramUserId)).limit(1);
  return rows.length > 0;
}

/**
 * Derives premium for an owner's pair from their subscriptions of the current mode, writes it on
 * both halves (users.is_premium, and telegram_premium for the Telegram account), and records the
 * change as a premium event in the same transaction `t`. Returns [before, after].
 */
export async function recomputePremium(store: Store, t: Tx, owner: Owner, mode: Mode, reason: string, now = Date.now()): Promise<[boolean, boolean]> {
  const { users } = store.tables;
  const pair = await pairOf(store, t, owner);
  const user = pair.userId !== null ? (await t.select({ p: users.isPremium }).from(users).where(eq(users.id, pair.userId)).limit(1))[0] : undefined;
  if (!user && pair.telegramUserId === null) return [false, false];
  const tg = pair.telegramUserId !== null && (await telegramHoldsPremium(store, t, pair.telegramUserId));
  const before = Boolean(user?.p || tg);
  const after = (await subscriptionsOf(store, t, pair, mode)).some((r) => grantsPremium(r, now));
  if (user && user.p !== after) await t.update(users).set({ isPremium: after }).where(eq(users.id, pair.userId!));
  if (pair.telegramUserId !== null && tg !== after) await setTelegramPremium(store, t, pair.telegramUserId, after, now);
  if (before !== after) {
    await recordPremiumEvent(store, t, { kind: after ? "granted" : "ended", userId: user ? pair.userId : null, telegramUserId: pair.telegramUserId, reason });
  }
  return [before, after];
}

async function setTelegramPremium(store: Store, t: Tx, telegramUserId: number, on: boolean, now: number) {
  const { telegramPremium } = store.tables;
  if (on) await t.insert(telegramPremium).values({ telegramUserId, since: now }).onConflictDoNothing();
  else await t.delete(telegramPremium).where(eq(telegramPremium.telegramUserId, telegramUserId));
}

/**
 * Billing's record of a premium change (premium_events), and the same fact as a delivery event
 * (premium.changed) in the same transaction: delivery's events step turns it into the channels'
 * rows, so billing never writes a channel's table and nothing polls premium_events. The row is
 * handled once the event is written.
 */
export async function recordPremiumEvent(
  store: Store,
  t: Tx,
  e: Pick<typeof premiumEvents.$inferInsert, "kind" | "userId" | "telegramUserId" | "reason">,
): Promise<void> {
  const { premiumEvents } = store.tables;
  const [row] = await t
    .insert(premiumEvents)
    .values({ ...e, handledAt: Date.now() })
    .returning();
  await emitOn(store, t, {
    type: "premium.changed",
    premiumEventId: row!.id,
    kind: row!.kind,
    userId: row!.userId,
    telegramUserId: row!.telegramUserId,
    reason: row!.reason,
  });
}

/** Re-derives everyone who holds premium or has a subscription (after a mode switch, or hourly): one transaction per pair. */
export async function recomputeAll(store: Store, mode: Mode, reason: string, now = Date.now()): Promise<number> {
  const { db, tables } = store;
  const { users, telegramPremium, subscriptions } = tables;
  const owners = new Map<string, Owner>();
  const add = (o: Owner) => owners.set(`${o.userId ?? ""}|${o.telegramUserId ?? ""}`, o);
  for (const u of await db.select({ id: users.id }).from(users).where(eq(users.isPremium, true))) add({ userId: u.id });
  for (const s of await db.select({ id: telegramPremium.telegramUserId }).from(telegramPremium)) add({ telegramUserId: s.id });
  for (const s of await db
    .select({ userId: subscriptions.userId, tg: subscriptions.telegramUserId })
    .from(subscriptions)
    .where(inArray(subscriptions.status, PREMIUM_STATUSES))) {
    add(s.userId != null ? { userId: s.userId } : { telegramUserId: s.tg });
  }
  let changed = 0;
  for (const o of owners.values()) {
    const [before, after] = await store.tx((t) => recomputePremium(store, t, o, mode, reason, now));
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
export async function retireTelegramAccount(store: Store, t: Tx, userId: number): Promise<void> {
  const { users, sessions } = store.tables;
  const [user] = await t.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !isTelegramAccount(user)) return;
  await t.update(users).set({ isPremium: false }).where(eq(users.id, userId));
  await t.delete(sessions).where(eq(sessions.userId, userId));
}
