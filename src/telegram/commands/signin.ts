import { Composer } from "grammy";
import { isTelegramAccount } from "../../auth/index.ts";
import type { BotContext, BotDeps } from "../context.ts";

/**
 * /signin: a Telegram user whose Squawk web account is linked gets a one-time sign-in link by
 * DM (the way back in when the password is lost and the server sends no mail). Only in a
 * private chat: a link posted in a group would sign in whoever opened it first.
 */
export function signInCommands(deps: Pick<BotDeps, "subscribers" | "billing" | "log">) {
  const c = new Composer<BotContext>();
  c.chatType("private").command("signin", async (ctx) => {
    const me = await deps.subscribers.withUser(ctx.from.id);
    if (!me?.user || isTelegramAccount(me.user)) {
      return void (await ctx.reply(
        "No Squawk web account is linked to this Telegram account. Sign in on the Squawk website and press Connect in the Telegram card to link one.",
      ));
    }
    deps.log.info("sign-in link sent by the bot", { userId: me.user.id });
    await ctx.reply(
      `Your one-time sign-in link for ${me.user.email} (valid 24 hours, works once; do not share it):\n${await deps.billing.createSignInLink(me.user.id)}`,
      {
        link_preview_options: { is_disabled: true },
      },
    );
  });
  return c;
}
