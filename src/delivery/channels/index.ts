import type { Config } from "../../config.ts";
import type { ChatKind } from "../../db/schema/chat.ts";
import { discordPlatform } from "./discord/index.ts";
import type { ChatPlatform } from "./chat-platform.ts";
import { slackPlatform } from "./slack/index.ts";

/**
 * Every webhook chat platform, by kind: the one list to add a platform to. A platform is a folder
 * here exporting its targets (`parseUrl`: which URLs are its webhooks), its render (the alert,
 * moves and test messages, fitted to its `limits`) and its send (`endpoint`, `read`, pacing);
 * the sender, the destinations and their routes are shared (src/chat/). A new platform also
 * names its kind in CHAT_KINDS (src/db/schema/chat.ts: a text column, no migration) and, if a
 * fake must stand in for it, a base URL in config.ts.
 */
export function createChatPlatforms(config: Config["chat"]): Record<ChatKind, ChatPlatform> {
  return { discord: discordPlatform(config.discordApiBase), slack: slackPlatform(config.slackWebhookBase) };
}
