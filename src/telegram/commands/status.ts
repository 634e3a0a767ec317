import { Composer, InlineKeyboard } from "grammy";
import type { BotContext, BotDeps } from "../context.ts";
import { escapeHtml } from "../../delivery/index.ts";
import { freeDelayText } from "./free-delay.ts";
import { formatEt } from "../../time.ts";
import { describePreferences } from "../conversations/alerts.ts";
import { miniAppUrl, withOpenButton } from "../miniapp/url.ts";
import { isTelegramAccount } from "../../auth/index.ts";

export async function statusText(deps: BotDeps, telegramUserId: number): Promise<string> {
  const me = await deps.subscribers.withUser(telegramUserId);
  if (!me) return "You're not subscribed yet. Send /start to get alerts.";
  const plan = { ...(await deps.billing.planOf({ telegramUserId })), isPremium: me.tier === "premium" };
  const delivery = me.status === "active" ? "on" : me.status === "stopped" ? "paused (send /resume)" : "blocked (send /start)";
  return [
    "<b>📊 Your Squawk status</b>",
    `Plan: ${plan.isPremium ? "<b>Premium</b> ✨ (instant)" : `Free (alerts ${freeDelayText(deps.settings)} late)`}`,
    ...(plan.isPremium
      ? [
          `Paid with: ${plan.method === "stars" ? "Telegram Stars" : plan.method === "stripe" ? "card (Stripe)" : "—"}`,
          plan.endsAt ? (plan.renews ? `Renews: ${formatEt(plan.endsAt)}` : `Ends: ${formatEt(plan.endsAt)} (renewal off)`) : "Renews: —",
        ]
      : []),
    `Alert level: ${describePreferences(me.threshold, me.tariffOnly)}`,
    `Alerts: ${delivery}`,
    // An account the Mini App made for a Telegram-only subscriber is not a web account to show.
    `Linked account: ${me.user && !isTelegramAccount(me.user) ? escapeHtml(me.user.email) : "not linked (sign in on the Squawk website and press Connect)"}`,
  ].join("\n");
}

export function statusCommands(deps: BotDeps) {
  const c = new Composer<BotContext>();
  const reply = async (ctx: BotContext) => {
    const plan = await deps.billing.planOf({ telegramUserId: ctx.from!.id });
    const stop = plan.isPremium && plan.renews ? new InlineKeyboard().text("Stop renewal", "sub:cancel") : undefined;
    const keyboard = miniAppUrl(deps.config) ? withOpenButton(deps.config, stop) : stop;
    return ctx.reply(await statusText(deps, ctx.from!.id), { parse_mode: "HTML", reply_markup: keyboard });
  };
  c.command("status", reply);
  c.callbackQuery("menu:status", async (ctx) => {
    await ctx.answerCallbackQuery();
    await reply(ctx);
  });
  return c;
}
