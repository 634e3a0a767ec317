import { sqliteTable, integer, text, index, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./core.ts";
import { alerts } from "./posts.ts";
import { THRESHOLDS } from "./telegram.ts";

const now = () => Date.now();

export const CHAT_KINDS = ["discord", "slack"] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/**
 * A Discord channel webhook or a Slack incoming webhook a premium user added. The URL is the
 * platform's own (its token is the secret: never logged, shown only shortened). `disabledReason`
 * is set when the platform said the webhook is gone (404/401): the owner sees it on the web.
 */
export const chatDestinations = sqliteTable(
  "chat_destinations",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text({ enum: CHAT_KINDS }).notNull(),
    url: text().notNull(),
    threshold: text({ enum: THRESHOLDS }).notNull().default("High"),
    tariffOnly: integer("tariff_only", { mode: "boolean" }).notNull().default(false),
    status: text({ enum: ["active", "paused", "disabled"] })
      .notNull()
      .default("active"),
    disabledReason: text("disabled_reason"),
    disabledAt: integer("disabled_at"),
    createdAt: integer("created_at").notNull().$defaultFn(now),
  },
  (t) => [index("chat_destinations_user_idx").on(t.userId)],
);

/**
 * One message owed to one destination, planned in the alert's transaction (or by "Send test").
 * Drained like the other channels: claimed ('sending') before the request, its outcome recorded
 * after, 'sending' turned back to 'pending' at start. `messageId` is Discord's (`?wait=true`),
 * kept so a later message about the same alert can edit it.
 */
export const chatDeliveries = sqliteTable(
  "chat_deliveries",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => chatDestinations.id, { onDelete: "cascade" }),
    alertId: integer("alert_id").references(() => alerts.id, { onDelete: "cascade" }),
    // moves: the market's moves since the alert (src/market/), an edit of the alert's message on Discord.
    kind: text({ enum: ["alert", "test", "moves"] }).notNull(),
    tier: text({ enum: ["premium", "free"] }).notNull(),
    dueAt: integer("due_at").notNull(),
    status: text({ enum: ["pending", "sending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer().notNull().default(0),
    firstAttemptAt: integer("first_attempt_at"),
    messageId: text("message_id"),
    lastError: text("last_error"),
    sentAt: integer("sent_at"),
    createdAt: integer("created_at").notNull().$defaultFn(now),
  },
  (t) => [uniqueIndex("chat_deliveries_alert_kind_uq").on(t.destinationId, t.alertId, t.kind), index("chat_deliveries_due_idx").on(t.status, t.tier, t.dueAt)],
);
