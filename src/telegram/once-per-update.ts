import type { Context, NextFunction } from "grammy";
import type { Db } from "../db/index.ts";
import { telegramUpdates } from "../db/schema/telegram.ts";

/**
 * The bot's first middleware: each update is handled once per update_id, however often it comes.
 * In webhook mode Telegram resends an update it got no 2xx for; in long polling, a batch that a
 * leader took but never confirmed (it died before its next getUpdates) comes again to the next
 * leader. The id is recorded before the handlers run, as a webhook's was: an update in hand when
 * its process died is not handled twice, at the cost of that one update (Telegram keeps the ids a
 * day; the telegram-cleanup job drops older ones).
 */
export function oncePerUpdate(db: Db) {
  return async (ctx: Context, next: NextFunction) => {
    const fresh = db.insert(telegramUpdates).values({ updateId: ctx.update.update_id }).onConflictDoNothing().returning().all();
    if (fresh.length > 0) await next();
  };
}
