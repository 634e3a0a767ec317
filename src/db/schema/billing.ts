import { sqliteTable, integer, text, index } from "drizzle-orm/sqlite-core";
import { users } from "./core.ts";

const now = () => Date.now();

/**
 * The last state of each Stripe subscription as re-read from Stripe (never as told by an
 * event), so users.is_premium can be derived from it at any time. Dev upgrades (test mode with
 * dev shortcuts) are rows too, with an id starting `dev_`.
 */
export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text().primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    customerId: text("customer_id"),
    mode: text({ enum: ["test", "live"] }).notNull(),
    status: text().notNull(),
    priceId: text("price_id"),
    currentPeriodEnd: integer("current_period_end").notNull(),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull().$defaultFn(now),
    updatedAt: integer("updated_at").notNull().$defaultFn(now),
  },
  (t) => [index("subscriptions_user_idx").on(t.userId)],
);

/** Stripe event ids already applied; written in the same transaction as the event's effects. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: integer("received_at").notNull().$defaultFn(now),
});
