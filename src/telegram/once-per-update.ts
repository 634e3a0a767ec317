import type { Context, NextFunction } from "grammy";
import type { Store } from "../db/store.ts";

/**
 * Records an update's id; true only for the one caller whose insert wrote the row. The insert's
 * conflict decides, never a read before the write: on PostgreSQL with several nodes (a webhook
 * update may reach any of them, and a dead leader's batch comes again to the next) two nodes can
 * race on one id, and only one of them sees its row come back (`ON CONFLICT DO NOTHING RETURNING`
 * answers no row to the loser, on both stores).
 */
export async function claimUpdate(store: Store, updateId: number): Promise<boolean> {
  const { telegramUpdates } = store.tables;
  const fresh = await store.db.insert(telegramUpdates).values({ updateId }).onConflictDoNothing().returning({ id: telegramUpdates.updateId });
  return fresh.length > 0;
}

/**
 * The bot's first middleware: each update is handled once per update_id, however often it comes.
 * In webhook mode Telegram resends an update it got no 2xx for; in long polling, a batch that a
 * leader took but never confirmed (it died before its next getUpdates) comes again to the next
 * leader. The id is recorded before the handlers run, as a webhook's was: an update in hand when
 * its process died is not handled twice, at the cost of that one update (Telegram keeps the ids a
 * day; the telegram-cleanup job drops older ones).
 */
export function oncePerUpdate(store: Store) {
  return async (ctx: Context, next: NextFunction) => {
    if (await claimUpdate(store, ctx.update.update_id)) await next();
  };
}
