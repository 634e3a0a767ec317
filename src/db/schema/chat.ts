import { col, index, table } from "../dialect/index.ts";
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
export const chatDestinations = table(
  "chat_destinations",
  {
    id: col.id(),
    userId: col
      .int("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: col.text({ enum: CHAT_KINDS }).notNull(),
    url: col.text().notNull(),
    threshold: col.text({ enum: THRESHOLDS }).notNull().default("High"),
    tariffOnly: col.bool("tariff_only").notNull().default(false),
    status: col
      .text({ enum: ["active", "paused", "disabled"] })
      .notNull()
      .default("active"),
    disabledReason: col.text("disabled_reason"),
    disabledAt: col.time("disabled_at"),
    createdAt: col.time("created_at").notNull().$defaultFn(now),
  },
  (t) => [index("chat_destinations_user_idx").on(t.userId)],
);
