import { and, eq, or } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { subscriptions, telegramPremium } from "../db/schema/billing.ts";
import { telegramSubscribers } from "../db/schema/telegram.ts";
import type { Settings } from "../settings/service.ts";
import { grantsPremium } from "./premium.ts";
import type { Mode } from "./stripe-client.ts";

/**
 * TRANSITIONAL, SQLite only: billing's premium answers read synchronously, for the callers that
 * still run inside bun:sqlite's synchronous transactions and cannot await yet: delivery's events
 * step (its channels' plans ask `tierOf` and the premium group's `isPremium` inside it) and the
 * Telegram subscriber's tier. They answer what `billing.status` / `telegramHoldsPremium` answer
 * (the same rule, `grantsPremium`), read from the SQLite connection. Delete this file when the
 * events step awaits its plans (issue 36 §2: delivery's conversion): then those callers await
 * `billing.status` and `telegramHoldsPremium(store, t, id)` instead.
 */
export function premiumNowOnSqlite(deps: { db: Db; settings: Settings }) {
  const { db } = deps;
  const mode = (): Mode => deps.settings.environment();

  /** The pair's subscriptions of the current mode (the pair as premium.ts's pairOf finds it). */
  function subscriptionsOfUser(userId: number) {
    const tg = db.select({ id: telegramSubscribers.telegramUserId }).from(telegramSubscribers).where(eq(telegramSubscribers.userId, userId)).get()?.id;
    const mine = tg == null ? eq(subscriptions.userId, userId) : or(eq(subscriptions.userId, userId), eq(subscriptions.telegramUserId, tg));
    return db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.mode, mode()), mine))
      .all();
  }

  /** `billing.status(user)` as delivery's PremiumStatus asks it: premium now, and the subscription behind it. */
  function status(user: { id: number }) {
    const now = Date.now();
    const rows = subscriptionsOfUser(user.id).sort((a, b) => b.updatedAt - a.updatedAt);
    const granting = rows.filter((r) => grantsPremium(r, now)).sort((a, b) => b.currentPeriodEnd - a.currentPeriodEnd)[0];
    const latest = granting ?? rows[0] ?? null;
    return { isPremium: Boolean(granting), subscription: latest ? { status: latest.status, currentPeriodEnd: latest.currentPeriodEnd } : null };
  }

  /** `telegramHoldsPremium` (telegram_premium, as billing last derived it). */
  const telegramHoldsPremium = (telegramUserId: number) =>
    Boolean(db.select({ id: telegramPremium.telegramUserId }).from(telegramPremium).where(eq(telegramPremium.telegramUserId, telegramUserId)).get());

  return { status, telegramHoldsPremium };
}

export type PremiumNow = ReturnType<typeof premiumNowOnSqlite>;
