import type { Context } from "grammy";
import type { ConversationFlavor } from "@grammyjs/conversations";
import type { UserRow } from "../auth/sessions.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/index.ts";
import type { Logger } from "../log.ts";
import type { Settings } from "../settings/service.ts";
import type { PremiumGroup } from "./premium-group.ts";
import type { Subscribers } from "./subscribers.ts";

export type BotContext = ConversationFlavor<Context>;

/** What the billing service offers the bot; absent when billing is not wired. */
export interface BotBilling {
  /** Whether payments are configured in the current environment mode. */
  configured(): boolean;
  /** A Stripe checkout link for this web user, or null when payments are not configured. */
  checkoutUrl(user: UserRow): Promise<string | null>;
  /** When the user's subscription renews (ms), if known. */
  renewalDate(user: UserRow): number | null;
}

export interface BotDeps {
  config: Config;
  db: Db;
  log: Logger;
  settings: Settings;
  subscribers: Subscribers;
  premium: PremiumGroup;
  markBlocked: (telegramUserId: number, reason: string) => void;
  billing: () => BotBilling | null;
}
