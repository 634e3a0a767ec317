import { col, index, primaryKey, table } from "../dialect/index.ts";
import { users } from "./core.ts";
import { posts, alerts } from "./posts.ts";

const now = () => Date.now();

export const THRESHOLDS = ["High", "Medium", "All"] as const; // High / High+Medium / All
export type Threshold = (typeof THRESHOLDS)[number];

/** Someone who started the bot. Linked to a web account once they open a /start deep link. */
export const telegramSubscribers = table(
  "telegram_subscribers",
  {
    telegramUserId: col.int("telegram_user_id").primaryKey(),
    chatId: col.int("chat_id").notNull(), // their private chat with the bot
    username: col.text(),
    firstName: col.text("first_name"),
    userId: col
      .int("user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    // active | stopped (/stop) | blocked (403 or kicked the bot; only /start clears it)
    status: col
      .text({ enum: ["active", "stopped", "blocked"] })
      .notNull()
      .default("active"),
    threshold: col.text({ enum: THRESHOLDS }).notNull().default("All"),
    tariffOnly: col.bool("tariff_only").notNull().default(false),
    createdAt: col.time("created_at").notNull().$defaultFn(now),
    updatedAt: col.time("updated_at").notNull().$defaultFn(now),
  },
  (t) => [index("telegram_subscribers_status_idx").on(t.status)],
);

/**
 * Subscribers counted by status, kept by triggers on telegram_subscribers (migration
 * subscriber_counts_triggers): counting 100,000 rows held the admin panel ~20-30 ms.
 */
export const telegramSubscriberCounts = table("telegram_subscriber_counts", {
  status: col.text({ enum: ["active", "stopped", "blocked"] }).primaryKey(),
  n: col.int().notNull(),
});

/** One-time /start tokens for linking; only the SHA-256 is stored. */
export const telegramLinkTokens = table("telegram_link_tokens", {
  tokenHash: col.text("token_hash").primaryKey(),
  userId: col
    .int("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: col.time("expires_at").notNull(),
  usedAt: col.time("used_at"),
  createdAt: col.time("created_at").notNull().$defaultFn(now),
});

/**
 * A fan-out still being planned: the DM rows of one post's instant message or one alert are
 * written a chunk of subscribers at a time (telegram_user_id above `after`), so that planning
 * 100,000 rows never holds the event loop. The first chunk is written with the alert; the row is
 * deleted with the last chunk, and a restart resumes what is left (delivery/channels/telegram/notifier.ts).
 */
export const telegramPlans = table(
  "telegram_plans",
  {
    postId: col
      .text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    kind: col.text({ enum: ["instant", "final"] }).notNull(),
    alertId: col.int("alert_id").references(() => alerts.id, { onDelete: "cascade" }),
    // What subscribers' /alerts choices are checked against (filter.ts): the impact's rank, the tariff flag.
    impactRank: col.int("impact_rank").notNull(),
    tariff: col.bool().notNull(),
    premiumOnly: col.bool("premium_only").notNull(),
    premiumDueAt: col.time("premium_due_at").notNull(),
    freeDueAt: col.time("free_due_at").notNull(),
    after: col.int().notNull(),
    createdAt: col.time("created_at").notNull().$defaultFn(now),
  },
  (t) => [primaryKey({ columns: [t.postId, t.kind] })],
);

/**
 * Invite links handed out for the premium group, so a join can be traced to its subscriber.
 * One live (unexpired, unused) link per subscriber at a time.
 */
export const telegramPremiumInvites = table("telegram_premium_invites", {
  inviteLink: col.text("invite_link").primaryKey(),
  userId: col.int("user_id").references(() => users.id, { onDelete: "cascade" }),
  telegramUserId: col.int("telegram_user_id"),
  expiresAt: col.time("expires_at").notNull(),
  usedAt: col.time("used_at"),
  createdAt: col.time("created_at").notNull().$defaultFn(now),
});

/** Who is in the premium group (seen through chat_member updates). */
export const telegramPremiumMembers = table(
  "telegram_premium_members",
  {
    telegramUserId: col.int("telegram_user_id").primaryKey(),
    userId: col.int("user_id").references(() => users.id, { onDelete: "set null" }),
    status: col.text({ enum: ["member", "left", "removed"] }).notNull(),
    joinedAt: col.time("joined_at"),
    updatedAt: col.time("updated_at").notNull().$defaultFn(now),
  },
  (t) => [index("telegram_premium_members_user_idx").on(t.userId)],
);

/** grammY conversations' state, so a conversation survives a restart. */
export const telegramConversations = table("telegram_conversations", {
  key: col.text().primaryKey(),
  state: col.text().notNull(),
  updatedAt: col.time("updated_at").notNull().$defaultFn(now),
});

/** Webhook update ids already handled (Telegram may deliver one twice). */
export const telegramUpdates = table("telegram_updates", {
  updateId: col.int("update_id").primaryKey(),
  receivedAt: col.time("received_at").notNull().$defaultFn(now),
});

/**
 * Groups and channels the bot is in, as Telegram reported them (my_chat_member updates), so
 * `squawk telegram chats` can list them with their ids: the Bot API has no call that lists them.
 */
export const telegramChats = table("telegram_chats", {
  chatId: col.int("chat_id").primaryKey(),
  type: col.text().notNull(), // group | supergroup | channel
  title: col.text(),
  // The bot's own status there: member, administrator, left, kicked, …
  botStatus: col.text("bot_status").notNull(),
  updatedAt: col.time("updated_at").notNull().$defaultFn(now),
});
