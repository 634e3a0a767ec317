import type { Conversation } from "@grammyjs/conversations";
import type { Context } from "grammy";
import type { Threshold } from "../../db/schema/telegram.ts";
import type { BotContext, BotDeps } from "../context.ts";
import { grammy } from "../grammy.ts";

const LEVELS: Record<Threshold, string> = { High: "High impact only", Medium: "High and Medium impact", All: "All alerts (High, Medium and Low)" };

export const describePreferences = (threshold: Threshold, tariffOnly: boolean) => `${LEVELS[threshold]}${tariffOnly ? ", tariff posts only" : ", every topic"}`;

const PICK = "Please choose one of the buttons above, or send /cancel.";

/** /alerts: the impact threshold, then tariff-only on or off. Side effects only in external(). */
export function alertsConversation(deps: BotDeps) {
  return async function alerts(conversation: Conversation<BotContext, Context>, ctx: Context) {
    const tgId = ctx.from!.id;
    const me = await conversation.external(async () => (await deps.subscribers.get(tgId)) ?? null);
    if (!me) return void (await ctx.reply("Send /start first to subscribe, then choose your alerts."));
    await ctx.reply(`🔔 Which alerts do you want?\nNow: ${describePreferences(me.threshold, me.tariffOnly)}.`, {
      reply_markup: new (grammy().InlineKeyboard)().text("🔴 High", "th:High").text("🔴🟠 High + Medium", "th:Medium").text("All", "th:All"),
    });
    const a = await conversation.waitForCallbackQuery(/^th:(High|Medium|All)$/, { otherwise: (c) => c.reply(PICK) });
    const threshold = a.callbackQuery.data.slice(3) as Threshold;
    await a.answerCallbackQuery();
    await a.reply("📦 Only tariff-related posts?", {
      reply_markup: new (grammy().InlineKeyboard)().text("Tariffs only", "to:on").text("Every topic", "to:off"),
    });
    const b = await conversation.waitForCallbackQuery(/^to:(on|off)$/, { otherwise: (c) => c.reply(PICK) });
    const tariffOnly = b.callbackQuery.data === "to:on";
    await b.answerCallbackQuery();
    await conversation.external(() => deps.subscribers.setPreferences(tgId, { threshold, tariffOnly }));
    await b.reply(`✅ Saved. You'll get: ${describePreferences(threshold, tariffOnly)}.`);
  };
}
