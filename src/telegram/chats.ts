import type { Api } from "grammy";
import type { ChatMemberUpdated } from "grammy/types";
import { desc } from "drizzle-orm";
import type { Store } from "../db/store.ts";

/** Keeps the groups and channels the bot is added to, promoted in or removed from. */
export async function recordChat(store: Store, u: ChatMemberUpdated) {
  if (u.chat.type === "private") return;
  const { telegramChats } = store.tables;
  const row = { chatId: u.chat.id, type: u.chat.type, title: u.chat.title ?? null, botStatus: u.new_chat_member.status, updatedAt: Date.now() };
  await store.db.insert(telegramChats).values(row).onConflictDoUpdate({ target: telegramChats.chatId, set: row });
}

export const TELEGRAM_CHATS_USAGE = "telegram chats";

/**
 * `squawk telegram chats`: the groups and channels the bot was added to, with the ids to put in
 * TELEGRAM_PREMIUM_CHAT_ID / TELEGRAM_FREE_CHAT_ID, and whether the bot is an admin that may
 * invite (asked of Telegram now, when the token is set; else as last reported).
 */
export async function telegramChatsCommand(deps: { store: Store; api: Api | null }, out: (line: string) => void) {
  const { telegramChats } = deps.store.tables;
  const rows = await deps.store.db.select().from(telegramChats).orderBy(desc(telegramChats.updatedAt));
  if (rows.length === 0) {
    out("The bot has reported no group or channel yet. Add it to the group (or channel) while Squawk runs; it then appears here.");
    out("Added before? Remove it and add it again, or change its admin rights: either tells the bot where it is.");
    return 0;
  }
  const me = deps.api ? await deps.api.getMe().catch(() => null) : null;
  for (const r of rows) {
    let status = r.botStatus;
    let invite = "";
    if (deps.api && me) {
      const m = await deps.api.getChatMember(r.chatId, me.id).catch(() => null);
      if (m) status = m.status;
      if (m?.status === "administrator") invite = m.can_invite_users ? ", may invite users" : ", may NOT invite users (give it that right)";
    }
    out(`${String(r.chatId).padEnd(16)} ${r.type.padEnd(10)} ${JSON.stringify(r.title ?? "")}  bot: ${status}${invite}`);
  }
  return 0;
}
