import { Composer, InlineKeyboard } from "grammy";
import { isTelegramAccount } from "../../auth/index.ts";
import { AppError } from "../../errors.ts";
import type { BotContext, BotDeps } from "../context.ts";
import { freeDelayText } from "./free-delay.ts";

export const planText = (stars: number, freeDelay: string) =>
  [
    "<b>⚡ Squawk Premium — $5/month</b>",
    `• Instant alerts, the moment a post is detected (free alerts are ${freeDelay} late)`,
    "• The private premium group",
    "• Full market analysis, sectors, tickers and trading ideas on every alert",
    "• First access to new features",
    "",
    `Pay with <b>Telegram Stars</b> (⭐ ${stars} every 30 days) or by <b>card</b> (Stripe). No web account needed.`,
  ].join("\n");
export const BILLING_OFF = "Billing is not configured on this Squawk server yet, so upgrades are not available. Please try again later.";
export const ALREADY = "✨ You're already on Premium. Thank you! /status shows your plan.";

/**
 * /upgrade (and the Upgrade buttons): the plan and two ways to pay, for anyone in the chat,
 * linked to a web account or not. Stateless buttons, so they work after a restart too.
 */
export async function offerUpgrade(deps: BotDeps, ctx: BotContext) {
  if ((await deps.subscribers.withUser(ctx.from!.id))?.tier === "premium") return void (await ctx.reply(ALREADY));
  await ctx.reply(planText(deps.stars.price(), freeDelayText(deps.settings)), {
    parse_mode: "HTML",
    reply_markup: new InlineKeyboard().text(`⭐ Pay with Stars`, "up:stars").text("💳 Pay by card", "up:card").row().text("Not now", "up:no"),
  });
}

export function upgradeCommands(deps: BotDeps) {
  const c = new Composer<BotContext>();
  const offer = (ctx: BotContext) => offerUpgrade(deps, ctx);
  c.command("upgrade", offer);
  c.callbackQuery("menu:upgrade", async (ctx) => {
    await ctx.answerCallbackQuery();
    await offer(ctx);
  });
  c.callbackQuery("up:no", async (ctx) => {
    await ctx.answerCallbackQuery();
    await ctx.reply("No problem. You'll keep getting free alerts. Send /upgrade any time.");
  });
  c.callbackQuery("up:stars", async (ctx) => {
    await ctx.answerCallbackQuery();
    try {
      const link = await deps.stars.invoiceLink(ctx.from.id);
      await ctx.reply(`Premium for ⭐ ${deps.stars.price()} every 30 days, renewed automatically until you /cancel.`, {
        reply_markup: new InlineKeyboard().url(`⭐ Subscribe for ${deps.stars.price()} Stars`, link),
      });
    } catch (e) {
      await ctx.reply(e instanceof AppError && e.status < 500 ? e.message : "Sorry, I couldn't create the invoice just now. Please try again in a minute.");
      if (!(e instanceof AppError && e.status < 500)) deps.log.warn("stars invoice for /upgrade failed", { error: e });
    }
  });
  c.callbackQuery("up:card", async (ctx) => {
    await ctx.answerCallbackQuery();
    if (!deps.billing.publicConfig().configured) return void (await ctx.reply(BILLING_OFF));
    const me = await deps.subscribers.withUser(ctx.from.id);
    try {
      // A Telegram account (the Mini App's) has no email: Stripe collects one, as with no account.
      const account = me?.user && !isTelegramAccount(me.user) ? me.user : null;
      const url = account ? (await deps.billing.createCheckout(account)).checkoutUrl : (await deps.billing.createTelegramCheckout(ctx.from.id)).checkoutUrl;
      await ctx.reply(
        account
          ? "Here is your secure Stripe checkout. Premium starts as soon as the payment goes through."
          : "Here is your secure Stripe checkout. Premium starts as soon as the payment goes through, and the email you enter there becomes your Squawk web account.",
        { reply_markup: new InlineKeyboard().url("💳 Pay $5/month with Stripe", url!) },
      );
    } catch (e) {
      await ctx.reply(e instanceof AppError && e.status < 500 ? e.message : "Sorry, I couldn't create a checkout link just now. Please try again in a minute.");
      if (!(e instanceof AppError && e.status < 500)) deps.log.warn("checkout link for /upgrade failed", { error: e });
    }
  });
  return c;
}
