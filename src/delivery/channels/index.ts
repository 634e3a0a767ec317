import type { Config } from "../../config.ts";
import type { ChatKind } from "../../db/schema/chat.ts";
import { discordPlatform } from "./discord/index.ts";
import type { ChatPlatform } from "./chat-platform.ts";
import { slackPlatform } from "./slack/index.ts";

/** Every chat platform, by kind: the one list to add a platform to. */
export function createChatPlatforms(config: Config["chat"]): Record<ChatKind, ChatPlatform> {
  return { discord: discordPlatform(config.discordApiBase), slack: slackPlatform(config.slackWebhookBase) };
}
