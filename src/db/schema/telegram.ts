import { sqliteTable, integer, text, index, primaryKey } from "drizzle-orm/sqlite-core";
import { users } from "./core.ts";
import { posts, alerts } from "./posts.ts";

const now = () => Date.now();

export const THRESHOLDS = ["High", "Medium", "All"] as const; // High / High+Medium / All
export type Threshold = (typeof THRESHOLDS)[number];

/** Someone who started the bot. Linked to a web account once they open a /start deep link. */
export const telegramSubscribers = sqliteTable(
  "telegram_subscribers",
  {
    telegramUserId: integer("telegram_user_id").primaryKey(),
    chatId: integer("chat_id").notNull(), // their private chat with the bot
    username: text(),
    firstName: text("first_name"),
    userId: integer("user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    // active | stopped (/stop) | blocked (403 or kicked the bot; only /start clears it)
    status: text({ enum: ["active", "stopped", "blocked"] })
      .notNull()
      .default("active"),
    threshold: text({ enum: THRESHOLDS }).notNull().default("All"),
    tariffOnly: integer("tariff_only", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull().$defaultFn(now),
    updatedAt: integer("updated_at").notNull().$defaultFn(now),
  },
  (t) => [index("telegram_subscribers_status_idx").on(t.status)],
);

/**
 * Subscribers counted by status, kept by triggers on telegram_subscribers (migration
 * subscriber_counts_triggers): counting 100,000 rows held the admin panel ~20-30 ms.
 */
export const telegramSubscriberCounts = sqliteTable("telegram_subscriber_counts", {
  status: text({ enum: ["active", "stopped", "blocked"] }).primaryKey(),
  n: integer().notNull(),
});

/** One-time /start tokens for linking; only the SHA-256 is stored. */
export const telegramLinkTokens = sqliteTable("telegram_link_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
  createdAt: integer("created_at").notNull().$defaultFn(now),
});

/**
 * A fan-out still being planned: the DM rows of one post's instant message or one alert are
 * written a chunk of subscribers at a time (telegram_user_id above `after`), so that planning
 * 100,000 rows never holds the event loop. The first chunk is written with the alert; the row is
 * deleted with the last chunk, and a restart resumes what is left (telegram/notifier.ts).
 */
export const telegramPlans = sqliteTable(
  "telegram_plans",
  {
    postId: text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    kind: text({ enum: ["instant", "final"] }).notNull(),
    alertId: integer("alert_id").references(() => alerts.id, { onDelete: "cascade" }),
    // What subscribers' /alerts choices are checked against (filter.ts): the impact's rank, the tariff flag.
    impactRank: integer("impact_rank").notNull(),
    tariff: integer({ mode: "boolean" }).notNull(),
    premiumOnly: integer("premium_only", { mode: "boolean" }).notNull(),
    premiumDueAt: integer("premium_due_at").notNull(),
    freeDueAt: integer("free_due_at").notNull(),
    after: integer().notNull(),
    createdAt: integer("created_at").notNull().$defaultFn(now),
  },
  (t) => [primaryKey({ columns: [t.postId, t.kind] })],
);

/**
 * Invite links handed out for the premium group, so a join can be traced to its subscriber.
 * One live (unexpired, unused) link per subscriber at a time.
 */
export const telegramPremiumInvites = sqliteTable("telegram_premium_invites", {
  inviteLink: text("invite_link").primaryKey(),
  userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
  telegramUserId: integer("telegram_user_id"),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
  createdAt: integer("created_at").notNull().$defaultFn(now),
});

/** Who is in the premium group (seen through chat_member updates). */
export const telegramPremiumMembers = sqliteTable(
  "telegram_premium_members",
  {
    telegramUserId: integer("telegram_user_id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text({ enum: ["member", "left", "removed"] }).notNull(),
    joinedAt: integer("joined_at"),
    updatedAt: integer("updated_at").notNull().$defaultFn(now),
  },
  (t) => [index("telegram_premium_members_user_idx").on(t.userId)],
);

/** grammY conversations' state, so a conversation survives a restart. */
export const telegramConversations = sqliteTable("telegram_conversations", {
  key: text().primaryKey(),
  state: text().notNull(),
  updatedAt: integer("updated_at").notNull().$defaultFn(now),
});

/** Webhook update ids already handled (Telegram may deliver one twice). */
export const telegramUpdates = sqliteTable("telegram_updates", {
  updateId: integer("update_id").primaryKey(),
  receivedAt: integer("received_at").notNull().$defaultFn(now),
});

/**
 * Groups and channels the bot is in, as Telegram reported them (my_chat_member updates), so
 * `squawk telegram chats` can list them with their ids: the Bot API has no call that lists them.
 */
export const telegramChats = sqliteTable("telegram_chats", {
  chatId: integer("chat_id").primaryKey(),
  type: text().notNull(), // group | supergroup | channel
  title: text(),
  // The bot's own status there: member, administrator, left, kicked, …
  botStatus: text("bot_status").notNull(),
  updatedAt: integer("updated_at").notNull().$defaultFn(now),
});
