import { sqliteTable, integer, text, index } from "drizzle-orm/sqlite-core";
import { users } from "./core.ts";
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
