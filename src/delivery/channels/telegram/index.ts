/**
 * The Telegram channel's face, for the one place that wires it (src/telegram/service.ts, beside
 * the bot). Not re-exported by src/delivery/index.ts, because that would be an import cycle:
 * billing writes premium.changed through delivery's face while the channel's planner reads
 * billing's premium answer (premiumSql), and the sender uses delivery's face too.
 */
export { createTelegramChannel, type TelegramChannel } from "./channel.ts";
export { PLAN_CHUNK } from "./notifier.ts";
