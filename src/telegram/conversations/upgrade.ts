import type { Conversation } from "@grammyjs/conversations";
import { eq } from "drizzle-orm";
import { InlineKeyboard, type Context } from "grammy";
import { users } from "../../db/schema/core.ts";
import type { BotContext, BotDeps } from "../context.ts";
import { freeDelayText } from "../format.ts";

export const planText = (freeDelay: string) => [
  "<b>⚡ Squawk Premium — $5/month</b>",
  `• Instant alerts, the moment a post is detected (free alerts are ${freeDelay} late)`,
  "• The private premium group",
  "• Full market analysis, sectors, tickers and trading ideas on every alert",
  "• First access to new features",
].join("\n");
export const BILLING_OFF = "Billing is not configured on this Squawk server yet, so upgrades are not available. Please try again later.";

/** /upgrade: the plan, then a Stripe checkout link from the billing service. */
export function upgradeConversation(deps: BotDeps) {
  return async function upgrade(conversation: Conversation<BotContext, Context>, ctx: Context) {
    const tgId = ctx.from!.id;
    const me = await conversation.external(() => {
      const s = deps.subscribers.withUser(tgId);
      return s ? { tier: s.tier, userId: s.user?.id ?? null } : null;
    });
    if (me?.tier === "premium") return void (await ctx.reply("✨ You're already on Premium. Thank you! /status shows your plan."));
    await ctx.reply(planText(await conversation.external(() => freeDelayText(deps.settings))), {
      parse_mode: "HTML",
      reply_markup: new InlineKeyboard().text("💳 Continue to checkout", "up:go").text("Not now", "up:no"),
    });
    const choice = await conversation.waitForCallbackQuery(/^up:(go|no)$/, { otherwise: (c) => c.reply("Please choose one of the buttons above, or send /cancel.") });
    await choice.answerCallbackQuery();
    if (choice.callbackQuery.data === "up:no") return void (await choice.reply("No problem. You'll keep getting free alerts. Send /upgrade any time."));
    const result = await conversation.external(async () => {
      const billing = deps.billing();
      if (!billing?.configured()) return { kind: "off" as const };
      if (!me?.userId) return { kind: "unlinked" as const };
      try {
        const user = deps.db.select().from(users).where(eq(users.id, me.userId)).get();
        const url = user ? await billing.checkoutUrl(user) : null;
        return url ? { kind: "url" as const, url } : { kind: "off" as const };
      } catch (error) {
        deps.log.warn("checkout link for /upgrade failed", { error });
        return { kind: "error" as const };
      }
    });
    if (result.kind === "off") return void (await choice.reply(BILLING_OFF));
    if (result.kind === "unlinked")
      return void (await choice.reply(
        `To subscribe, first link this chat to your Squawk account: sign in at ${deps.config.appUrl}/dashboard, press Connect in the Telegram card, then send /upgrade again.`,
        { link_preview_options: { is_disabled: true } },
      ));
    if (result.kind === "error") return void (await choice.reply("Sorry, I couldn't create a checkout link just now. Please try again in a minute."));
    await choice.reply("Here is your secure Stripe checkout. Premium starts as soon as the payment goes through.", {
      reply_markup: new InlineKeyboard().url("💳 Pay $5/month with Stripe", result.url),
    });
  };
}
