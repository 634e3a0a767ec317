import { conversations, createConversation } from "@grammyjs/conversations";
import { Bot, type Context } from "grammy";
import { helpCommands } from "./commands/help.ts";
import { latestCommands } from "./commands/latest.ts";
import { membershipHandlers } from "./commands/membership.ts";
import { startCommands } from "./commands/start.ts";
import { statusCommands } from "./commands/status.ts";
import { stopResumeCommands } from "./commands/stop-resume.ts";
import type { BotContext, BotDeps } from "./context.ts";
import { alertsConversation } from "./conversations/alerts.ts";
import { storeConversationStorage } from "./conversations/storage.ts";
import { paymentCommands } from "./commands/payments.ts";
import { upgradeCommands } from "./commands/upgrade.ts";
import { signInCommands } from "./commands/signin.ts";
import { oncePerUpdate } from "./once-per-update.ts";

// service.ts loads this module only when there is a token, and takes the command menu from it.
export { COMMANDS } from "./commands/help.ts";

export const ALLOWED_UPDATES = ["message", "callback_query", "chat_member", "my_chat_member", "pre_checkout_query"] as const;

/** The bot: every feature's composer is listed here, in order. */
export function createBot(deps: BotDeps & { token: string }) {
  const bot = new Bot<BotContext>(deps.token, { client: { apiRoot: deps.config.telegram.apiRoot } });

  // An update comes again after a leader's death (polling) or a missed answer (webhook): handled once.
  bot.use(oncePerUpdate(deps.store));
  // The features.telegram setting turns the bot off without a restart: updates are ignored.
  bot.use(async (_ctx, next) => {
    if (deps.settings.get("features.telegram")) await next();
  });
  bot.use(
    conversations<BotContext, Context>({
      storage: { type: "key", adapter: storeConversationStorage(deps.store), getStorageKey: (ctx) => ctx.chatId?.toString() },
    }),
  );
  // A command always wins over an open conversation: it ends the conversation first. /cancel
  // inside a conversation only leaves it; otherwise it is the subscription's /cancel.
  bot.on("message:entities:bot_command", async (ctx, next) => {
    const open = Object.keys(await ctx.conversation.active()).length > 0;
    await ctx.conversation.exitAll();
    if (open && /^\/cancel(@\w+)?$/.test(ctx.message.text.trim())) return void (await ctx.reply("Cancelled."));
    await next();
  });
  bot.use(createConversation(alertsConversation(deps), "alerts"));

  bot.use(paymentCommands(deps));
  bot.use(upgradeCommands(deps));
  bot.use(startCommands(deps));
  bot.use(helpCommands(deps));
  bot.use(statusCommands(deps));
  bot.use(latestCommands(deps));
  bot.use(stopResumeCommands(deps));
  bot.use(signInCommands(deps));
  bot.use(membershipHandlers(deps));
  bot.command("alerts", (ctx) => ctx.conversation.enter("alerts"));
  bot.callbackQuery("menu:alerts", async (ctx) => {
    await ctx.answerCallbackQuery();
    await ctx.conversation.enter("alerts");
  });
  bot.chatType("private").on("message", (ctx) => ctx.reply("I didn't understand that. Send /help to see what I can do."));
  // A button from a finished conversation: answer it so the client stops spinning.
  bot.on("callback_query", (ctx) => ctx.answerCallbackQuery({ text: "This menu has expired. Send the command again." }));

  bot.catch((err) => deps.log.error("telegram update failed", { updateId: err.ctx.update.update_id, error: err.error }));
  return bot;
}
