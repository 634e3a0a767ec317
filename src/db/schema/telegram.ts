import { sqliteTable, integer, text, index, uniqueIndex } from "drizzle-orm/sqlite-core";
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
    userId: integer("user_id").unique().references(() => users.id, { onDelete: "set null" }),
    // active | stopped (/stop) | blocked (403 or kicked the bot; only /start clears it)
    status: text({ enum: ["active", "stopped", "blocked"] }).notNull().default("active"),
    threshold: text({ enum: THRESHOLDS }).notNull().default("All"),
    tariffOnly: integer("tariff_only", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull().$defaultFn(now),
    updatedAt: integer("updated_at").notNull().$defaultFn(now),
  },
  (t) => [index("telegram_subscribers_status_idx").on(t.status)],
);

/** One-time /start tokens for linking; only the SHA-256 is stored. */
export const telegramLinkTokens = sqliteTable("telegram_link_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
  createdAt: integer("created_at").notNull().$defaultFn(now),
});

/**
 * One message (or edit) owed to one target. Unique on (post, kind, target): an instant
 * "analysing…" row per post and target, and a final row per alert (or dismissed post) and
 * target. Written in the caller's transaction, drained by the sender.
 */
export const telegramDeliveries = sqliteTable(
  "telegram_deliveries",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    postId: text("post_id").notNull().references(() => posts.id, { onDelete: "cascade" }),
    alertId: integer("alert_id").references(() => alerts.id, { onDelete: "cascade" }),
    kind: text({ enum: ["instant", "final"] }).notNull(),
    target: text().notNull(), // premium-group | free-group | dm:<telegram user id>
    chatId: text("chat_id").notNull(),
    tier: text({ enum: ["premium", "free"] }).notNull(),
    dueAt: integer("due_at").notNull(),
    status: text({ enum: ["pending", "sending", "sent", "failed", "blocked", "skipped"] }).notNull().default("pending"),
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
    createdAt: integer("created_at").notNull().$defaultFn(now),
  },
  (t) => [
    uniqueIndex("telegram_deliveries_target_uq").on(t.postId, t.kind, t.target),
    index("telegram_deliveries_due_idx").on(t.status, t.tier, t.dueAt),
    // The admin panel's "sent in the last hour" count reads this instead of every sent row.
    index("telegram_deliveries_sent_idx").on(t.status, t.sentAt),
  ],
);

/** Invite links handed out for the premium group, so a join can be traced to a web account. */
export const telegramPremiumInvites = sqliteTable("telegram_premium_invites", {
  inviteLink: text("invite_link").primaryKey(),
  userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at").notNull(),
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
