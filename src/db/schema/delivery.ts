import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

const now = () => Date.now();

/**
 * Delivery's events outbox: a fact another feature owns that some channel owes a message for,
 * written by that feature in its own transaction (src/delivery/events.ts holds the types and
 * their one schema). The events step hands each to every channel in one transaction that also
 * marks it handled, so a crash neither loses nor doubles one; producers never write a channel's
 * tables or call a channel.
 */
export const deliveryEvents = sqliteTable(
  "delivery_events",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    type: text().notNull(),
    payload: text({ mode: "json" }).notNull(),
    handledAt: integer("handled_at"),
    createdAt: integer("created_at").notNull().$defaultFn(now),
  },
  (t) => [index("delivery_events_unhandled_idx").on(t.handledAt)],
);
