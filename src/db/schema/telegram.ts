import { sqliteTable, integer, text, index, uniqueIndex, primaryKey } from "drizzle-orm/sqlite-core";
import { users } from "./core.ts";
import { posts, alerts } from "./posts.ts";
import { premiumEvents } from "./billing.ts";

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
    // Derived by billing (with the linked web account's, one shared state); read everywhere else.
    isPremium: integer("is_premium", { mode: "boolean" }).notNull().default(false),
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

/** What a delivery row stands for: alert messages (instant, final) or premium side effects. */
// moves: the market's moves since an alert, sent as a reply to that alert's message (src/market/).
export const DELIVERY_KINDS = ["instant", "final", "welcome", "invite", "removal", "notice", "moves"] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/**
 * One message (or edit, or premium-group action) owed to one target. Unique on (post, kind,
 * target): an instant "analysing…" row per post and target, and a final row per alert (or
 * dismissed post) and target; premium kinds are unique on (premium event, kind, target).
 * Written in the caller's transaction, drained by the sender.
 */
export const telegramDeliveries = sqliteTable(
  "telegram_deliveries",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    postId: text("post_id").references(() => posts.id, { onDelete: "cascade" }),
    alertId: integer("alert_id").references(() => alerts.id, { onDelete: "cascade" }),
    premiumEventId: integer("premium_event_id").references(() => premiumEvents.id, { onDelete: "cascade" }),
    kind: text({ enum: DELIVERY_KINDS }).notNull(),
    target: text().notNull(), // premium-group | free-group | dm:<telegram user id> | user:<web user id>
    // Premium kinds: the web user the action is for, and what a step recorded (the invite link).
    userId: integer("user_id"),
    data: text({ mode: "json" }).$type<{ inviteLink?: string; text?: string; signInFor?: number }>(),
    chatId: text("chat_id").notNull(),
    tier: text({ enum: ["premium", "free"] }).notNull(),
    dueAt: integer("due_at").notNull(),
    status: text({ enum: ["pending", "sending", "sent", "failed", "blocked", "skipped"] })
      .notNull()
      .default("pending"),
    attempts: integer().notNull().default(0),
    // The instant row whose messages this final row edits in place (when they were sent).
    editOf: integer("edit_of"),
    partsDone: integer("parts_done").notNull().default(0),
    messageIds: text("message_ids", { mode: "json" }).$type<number[]>().notNull().default([]),
    lastError: text("last_error"),
    // Sent as a paid broadcast (telegram.paidBroadcast): the system panel counts these, since
    // Telegram charges Stars for them.
    paidBroadcast: integer("paid_broadcast", { mode: "boolean" }).notNull().default(false),
    sentAt: integer("sent_at"),
    // A notice's own text (kind notice, e.g. "your webhook was disabled"), sent as written.
    text: text(),
    createdAt: integer("created_at").notNull().$defaultFn(now),
  },
  (t) => [
    uniqueIndex("telegram_deliveries_target_uq").on(t.postId, t.kind, t.target),
    uniqueIndex("telegram_deliveries_premium_uq").on(t.premiumEventId, t.kind, t.target),
    index("telegram_deliveries_due_idx").on(t.status, t.tier, t.dueAt),
    // The admin panel's "sent in the last hour" count reads this instead of every sent row.
    index("telegram_deliveries_sent_idx").on(t.status, t.sentAt),
  ],
);

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
