/**
 * The Telegram bot's public face: what other features may use of it. The bot (commands,
 * conversations, the Mini App's backend, the premium group, subscribers and linking) is its own;
 * the channel that delivers alerts is delivery's (src/delivery/channels/telegram/). Biome's
 * noRestrictedImports keeps other features to this file. bot.ts is not exported: service.ts loads
 * it (and grammY) only when there is a token.
 */
export { grammy } from "./grammy.ts";
export { createTelegram, explain, type Telegram } from "./service.ts";
export { telegramRoutes } from "./routes.ts";
export { miniAppRoutes } from "./miniapp/routes.ts";
export { TELEGRAM_CHATS_USAGE, telegramChatsCommand } from "./chats.ts";
export type { PremiumGroup } from "./premium-group.ts";
