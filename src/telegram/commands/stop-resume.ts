import { Composer } from "grammy";
import type { BotContext, BotDeps } from "../context.ts";

export function stopResumeCommands(deps: BotDeps) {
  const c = new Composer<BotContext>();
  c.command("stop", async (ctx) => {
    if (!(await deps.subscribers.get(ctx.from!.id))) return void (await ctx.reply("You're not subscribed. Send /start to get alerts."));
    await deps.subscribers.setStatus(ctx.from!.id, "stopped");
    await ctx.reply("⏸ Alerts paused. You won't get messages from me until you send /resume.");
  });
  c.command("resume", async (ctx) => {
    const me = await deps.subscribers.get(ctx.from!.id);
    if (!me) return void (await ctx.reply("You're not subscribed. Send /start to get alerts."));
    await deps.subscribers.setStatus(ctx.from!.id, "active");
    await ctx.reply("▶️ Alerts resumed. The next alert will arrive here.");
  });
  return c;
}
