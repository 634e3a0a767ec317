import type { Context } from "grammy";
import type { ConversationFlavor } from "@grammyjs/conversations";
import type { Billing, Stars } from "../billing/index.ts";
import type { Config } from "../config.ts";
import type { Store } from "../db/store.ts";
import type { Logger } from "../log.ts";
import type { Settings } from "../settings/index.ts";
import type { PremiumGroup } from "./premium-group.ts";
import type { Subscribers } from "./subscribers.ts";

export type BotContext = ConversationFlavor<Context>;

export interface BotDeps {
  config: Config;
  store: Store;
  log: Logger;
  settings: Settings;
  subscribers: Subscribers;
  premium: PremiumGroup;
  markBlocked: (telegramUserId: number, reason: string) => Promise<void> | void;
  billing: Billing;
  stars: Stars;
}
