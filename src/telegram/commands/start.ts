import { Composer, InlineKeyboard } from "grammy";
import type { BotContext, BotDeps } from "../context.ts";
import { withOpenButton } from "../miniapp/url.ts";
import { offerUpgrade } from "./upgrade.ts";
import { escapeHtml, UPGRADE_LABEL, UPGRADE_START } from "../../delivery/index.ts";
import { freeDelayText } from "./free-delay.ts";

export const menuKeyboard = () =>
  new InlineKeyboard()
    .text("🔔 Alert settings", "menu:alerts")
    .text("📰 Latest", "menu:latest")
    .row()
    .text(UPGRADE_LABEL, "menu:upgrade")
    .text("📊 Status", "menu:status");

/** /start and /start <token>: subscribe (again), and link the web account when a token comes along. */
export function startCommands(deps: BotDeps) {
  const c = new Composer<BotContext>();
  c.chatType("private").command("start", async (ctx) => {
    const upgrade = ctx.match.trim() === UPGRADE_START;
    const token = (!upgrade && ctx.match.trim()) || undefined;
    const { linked } = await deps.subscribers.start(ctx.from, ctx.chat.id, token);
    const me = (await deps.subscribers.withUser(ctx.from.id))!;
    const lines: string[] = [];
    if (linked === "yes") lines.push(`✅ Your Telegram is now linked to your Squawk account <b>${escapeHtml(me.user!.email)}</b>.`);
    else if (linked === "invalid")
      lines.push("⚠️ That link has expired or was already used. Open your Squawk dashboard and press Connect again to link your account.");
    else lines.push(`👋 Welcome to <b>Squawk</b>, ${escapeHtml(ctx.from.first_name)}!`);
    lines.push(
      me.tier === "premium"
        ? "You're on <b>Premium</b>: alerts arrive here the moment a post is detected."
        : `You're subscribed to <b>free</b> alerts, which arrive ${freeDelayText(deps.settings)} after premium. /upgrade for instant alerts.`,
    );
    lines.push("", "Use the buttons below or /help to see every command.");
    await ctx.reply(lines.join("\n"), { parse_mode: "HTML", reply_markup: withOpenButton(deps.config, menuKeyboard()) });
    if (upgrade) await offerUpgrade(deps, ctx);
  });
  return c;
}
