import { Composer } from "grammy";
import type { BotContext, BotDeps } from "../context.ts";
import { freeDelayText } from "./free-delay.ts";

/** The command menu registered with Telegram (setMyCommands) and shown by /help. */
export const COMMANDS = [
  { command: "start", description: "Subscribe to alerts (or link your Squawk account)" },
  { command: "status", description: "Your plan, alert level and linked account" },
  { command: "alerts", description: "Choose which alerts you get" },
  { command: "latest", description: "The last 5 alerts" },
  { command: "upgrade", description: "Instant alerts and the premium group" },
  { command: "cancel", description: "Stop your Premium renewal" },
  { command: "stop", description: "Pause alerts" },
  { command: "resume", description: "Resume alerts" },
  { command: "signin", description: "A one-time link to sign in on the website" },
  { command: "help", description: "What this bot can do" },
  { command: "paysupport", description: "Help with a payment" },
  { command: "terms", description: "Terms of Premium" },
] as const;

export const helpText = (freeDelay: string) =>
  [
    "<b>Squawk</b> watches Donald Trump's Truth Social posts and tells you which ones may move markets (tariffs above all).",
    "",
    ...COMMANDS.map((c) => `/${c.command} — ${c.description}`),
    "",
    `Free alerts arrive ${freeDelay} late; Premium ($5/month) is instant and includes the private group.`,
    "<i>Not investment advice.</i>",
  ].join("\n");

export function helpCommands(deps: Pick<BotDeps, "settings">) {
  const c = new Composer<BotContext>();
  c.command("help", (ctx) => ctx.reply(helpText(freeDelayText(deps.settings)), { parse_mode: "HTML" }));
  return c;
}
