import { and, eq } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { telegramDeliveries, telegramSubscribers } from "../db/schema/telegram.ts";

/**
 * The Telegram channel's function for another feature's notice to a web user ("your webhook was
 * disabled"): a plain-text DM to their linked Telegram account, queued as this channel's own row
 * and sent by its sender. Other features call this instead of writing telegram_deliveries.
 */
export function createUserNotices(deps: { db: Db; enabled: () => boolean; wake: () => void }) {
  const { db } = deps;
  return {
    /** Queues the DM; false when Telegram is off or the user has no active linked account. */
    tell(userId: number, text: string, about: { postId?: string; alertId?: number } = {}): boolean {
      if (!deps.enabled()) return false;
      const sub = db.select().from(telegramSubscribers).where(and(eq(telegramSubscribers.userId, userId), eq(telegramSubscribers.status, "active"))).get();
      if (!sub) return false;
      db.insert(telegramDeliveries)
        .values({ postId: about.postId, alertId: about.alertId, kind: "notice", target: `dm:${sub.telegramUserId}`, chatId: String(sub.chatId), tier: "premium", dueAt: Date.now(), data: { text } })
        .onConflictDoNothing()
        .run();
      deps.wake();
      return true;
    },
  };
}

export type UserNotices = ReturnType<typeof createUserNotices>;
