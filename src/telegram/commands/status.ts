import { Composer } from "grammy";
import type { BotContext, BotDeps } from "../context.ts";
import { escapeHtml } from "../format.ts";
import { describePreferences } from "../conversations/alerts.ts";
import { miniAppUrl, withOpenButton } from "../miniapp/url.ts";
import { isTelegramAccount } from "../miniapp/service.ts";

export function statusText(deps: BotDeps, telegramUserId: number): string {
  const me = deps.subscribers.withUser(telegramUserId);
  if (!me) return "You're not subscribed yet. Send /start to get alerts.";
  const renews = me.user && me.tier === "premium" ? deps.billing()?.renewalDate(me.user) : null;
  const delivery = me.status === "active" ? "on" : me.status === "stopped" ? "paused (send /resume)" : "blocked (send /start)";
  return [
    "<b>📊 Your Squawk status</b>",
    `Plan: ${me.tier === "premium" ? "<b>Premium</b> ✨ (instant)" : "Free (alerts 15 minutes late)"}`,
    `Alert level: ${describePreferences(me.threshold, me.tariffOnly)}`,
    `Alerts: ${delivery}`,
    // An account the Mini App made for a Telegram-only subscriber is not a web account to show.
    `Linked account: ${me.user && !isTelegramAccount(me.user) ? escapeHtml(me.user.email) : "not linked (sign in on the Squawk website and press Connect)"}`,
    ...(me.tier === "premium" ? [`Renews: ${renews ? new Date(renews).toUTCString().slice(5, 16) : "—"}`] : []),
  ].join("\n");
}

export function statusCommands(deps: BotDeps) {
  const c = new Composer<BotContext>();
  const markup = () => (miniAppUrl(deps.config) ? { reply_markup: withOpenButton(deps.config) } : {});
  c.command("status", (ctx) => ctx.reply(statusText(deps, ctx.from!.id), { parse_mode: "HTML", ...markup() }));
  c.callbackQuery("menu:status", async (ctx) => {
    await ctx.answerCallbackQuery();
    await ctx.reply(statusText(deps, ctx.from.id), { parse_mode: "HTML", ...markup() });
  });
  return c;
}
