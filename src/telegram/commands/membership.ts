import { Composer } from "grammy";
import type { BotContext, BotDeps } from "../context.ts";
import { recordChat } from "../chats.ts";

/** Premium group joins and leaves (chat_member), and users who block the bot (my_chat_member). */
export function membershipHandlers(deps: BotDeps) {
  const c = new Composer<BotContext>();
  c.on("chat_member", (ctx) => deps.premium.onChatMember(ctx.chatMember));
  c.on("my_chat_member", async (ctx) => {
    const u = ctx.myChatMember;
    await recordChat(deps.store, u); // groups and channels, for `squawk telegram chats`
    // Blocked for good, until the user sends /start again.
    if (u.chat.type === "private" && u.new_chat_member.status === "kicked") await deps.markBlocked(u.chat.id, "the user blocked the bot");
  });
  return c;
}
