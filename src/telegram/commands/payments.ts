import { Composer } from "grammy";
import { AppError } from "../../errors.ts";
import type { BotContext, BotDeps } from "../context.ts";
import { formatEt } from "../../time.ts";

export const PAYSUPPORT_TEXT =
  "For help with a payment, reply here describing the problem (date and amount), or write to the address on the Squawk website. Stars payments are refunded for a charge we cannot deliver; cancel renewal any time with /cancel.";
export const TERMS_TEXT = [
  "<b>Squawk Premium terms</b>",
  "• Premium costs $5 a month by card or the Stars price shown in /upgrade, renewed every 30 days until you cancel (/cancel). Premium runs to the end of the paid period.",
  "• It gives instant alerts and access to the private premium group while it is active.",
  "• Alerts are automated readings of public posts. <i>Not investment advice.</i>",
  "• Refunds: see /paysupport.",
].join("\n");

/**
 * Telegram Stars: pre-checkout answered at once after checking the payload, payments and
 * refunds recorded by billing (which writes the premium change; the welcome comes from the
 * sender), /cancel, /paysupport and /terms.
 */
export function paymentCommands(deps: BotDeps) {
  const c = new Composer<BotContext>();
  c.on("pre_checkout_query", async (ctx) => {
    const reason = await deps.stars.checkPreCheckout(ctx.preCheckoutQuery);
    await ctx.answerPreCheckoutQuery(reason === null, reason === null ? undefined : { error_message: reason });
  });
  // Awaited, so a failure to record reaches bot.catch (the bot's one error log) instead of being
  // an unhandled rejection; both are idempotent per charge id, so a replayed update is harmless.
  c.on("message:successful_payment", async (ctx) => void (await deps.stars.paid(ctx.from.id, ctx.message.successful_payment)));
  c.on("message:refunded_payment", async (ctx) => void (await deps.stars.refunded(ctx.from.id, ctx.message.refunded_payment)));

  const cancel = async (ctx: BotContext) => {
    const tgId = ctx.from!.id;
    const plan = await deps.billing.planOf({ telegramUserId: tgId });
    if (!plan.isPremium) return void (await ctx.reply("You have no subscription to cancel."));
    if (plan.method === "stars") {
      try {
        const { endsAt } = await deps.stars.cancel(tgId);
        return void (await ctx.reply(`Renewal stopped. Premium stays on until ${formatEt(endsAt)}, then you'll get free alerts.`));
      } catch (e) {
        return void (await ctx.reply(
          e instanceof AppError && e.status < 500 ? e.message : "Sorry, Telegram did not take the cancellation. Please try again in a minute.",
        ));
      }
    }
    if (!plan.renews) return void (await ctx.reply(`Renewal is already off. Premium stays on until ${formatEt(plan.endsAt!)}.`));
    const me = await deps.subscribers.withUser(tgId);
    const url = me?.user
      ? await deps.billing
          .portal(me.user)
          .then((p) => p.url)
          .catch(() => null)
      : null;
    await ctx.reply(
      url
        ? `You pay by card: stop renewal in the Stripe portal: ${url}\nPremium stays on until ${formatEt(plan.endsAt!)}.`
        : `You pay by card: stop renewal from the subscribe page at ${deps.config.appUrl}/subscribe. Premium stays on until ${formatEt(plan.endsAt!)}.`,
      { link_preview_options: { is_disabled: true } },
    );
  };
  c.command("cancel", cancel);
  c.callbackQuery("sub:cancel", async (ctx) => {
    await ctx.answerCallbackQuery();
    await cancel(ctx);
  });
  c.command("paysupport", (ctx) => ctx.reply(PAYSUPPORT_TEXT));
  c.command("terms", (ctx) => ctx.reply(TERMS_TEXT, { parse_mode: "HTML" }));
  return c;
}
