import { sql } from "drizzle-orm";
import { col, index, table, uniqueIndex } from "../dialect/index.ts";
import { premiumEvents } from "./billing.ts";
import { chatDestinations } from "./chat.ts";
import { webhookEndpoints } from "./integrations.ts";
import { alerts, posts } from "./posts.ts";

const now = () => Date.now();

/**
 * Delivery's events outbox: a fact another feature owns that some channel owes a message for,
 * written by that feature in its own transaction (src/delivery/events.ts holds the types and
 * their one schema). The events step hands each to every channel in one transaction that also
 * marks it handled, so a crash neither loses nor doubles one; producers never write a channel's
 * tables or call a channel.
 */
export const deliveryEvents = table(
  "delivery_events",
  {
    id: col.id(),
    type: col.text().notNull(),
    payload: col.json().notNull(),
    handledAt: col.time("handled_at"),
    createdAt: col.time("created_at").notNull().$defaultFn(now),
  },
  (t) => [index("delivery_events_unhandled_idx").on(t.handledAt)],
);

/** The channels that own rows of the outbox (src/delivery/channels/). */
export const DELIVERY_CHANNELS = ["telegram", "webhooks", "chat"] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * What a row stands for. Telegram: alert messages (instant "analysing…", final), premium side
 * effects (welcome, invite, removal), a notice (a user.notice event) and the market's moves as a
 * reply. Webhooks: an alert event or a test event. Chat (Discord, Slack): an alert, a test, the moves.
 */
export const DELIVERY_KINDS = ["instant", "final", "welcome", "invite", "removal", "notice", "moves", "alert", "test"] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** A claim's life: pending (due at `due_at`), sending (claimed by `claimed_by`), then one outcome. */
export const DELIVERY_STATUSES = ["pending", "sending", "sent", "failed", "blocked", "skipped"] as const;

/**
 * The one outbox: one message (or edit, or premium-group action) owed to one target of one
 * channel, written in the transaction of what caused it, drained by src/delivery/outbox.ts's
 * claims. `due_at` is the next try (the tier's due time, then each back-off). A claim writes
 * `claimed_by` (this node's id) and `claimed_at`; a result is recorded only while the row is still
 * that node's claim, and a start returns to `pending` only its own node's claims.
 *
 * Columns after `created_at`'s group belong to one channel each (null for the others): kept as
 * columns, not JSON, because the senders' hot statements filter and join on them, and their
 * foreign keys delete a row with its endpoint, destination or premium event.
 */
export const deliveries = table(
  "deliveries",
  {
    id: col.id(),
    channel: col.text({ enum: DELIVERY_CHANNELS }).notNull(),
    // telegram: premium-group | free-group | dm:<telegram user id> | user:<web user id>;
    // webhooks: endpoint:<id>; chat: destination:<id>.
    target: col.text().notNull(),
    postId: col.text("post_id").references(() => posts.id, { onDelete: "cascade" }),
    alertId: col.int("alert_id").references(() => alerts.id, { onDelete: "cascade" }),
    kind: col.text({ enum: DELIVERY_KINDS }).notNull(),
    tier: col.text({ enum: ["premium", "free"] }).notNull(),
    dueAt: col.time("due_at").notNull(),
    status: col.text({ enum: DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: col.int().notNull().default(0),
    // Retries stop a while after the first attempt (src/delivery/retry.ts).
    firstAttemptAt: col.time("first_attempt_at"),
    claimedBy: col.text("claimed_by"),
    claimedAt: col.time("claimed_at"),
    lastError: col.text("last_error"),
    sentAt: col.time("sent_at"),
    createdAt: col.time("created_at").notNull().$defaultFn(now),

    // telegram: the chat to send to; the premium event and web user of a premium kind, and what
    // a step recorded (the invite link); the instant row a final row edits in place; the parts
    // sent and their message ids; whether it went as a paid broadcast (the system panel counts
    // these: Telegram charges Stars for them); a notice's own text.
    chatId: col.text("chat_id"),
    premiumEventId: col.int("premium_event_id").references(() => premiumEvents.id, { onDelete: "cascade" }),
    userId: col.int("user_id"),
    data: col.json().$type<{ inviteLink?: string; text?: string; signInFor?: number }>(),
    editOf: col.int("edit_of"),
    partsDone: col.int("parts_done").notNull().default(0),
    messageIds: col.json("message_ids").$type<number[]>().notNull().default([]),
    paidBroadcast: col.bool("paid_broadcast").notNull().default(false),
    text: col.text(),
    // webhooks: the endpoint, the event id receivers deduplicate on and the body, frozen when
    // written so every retry is byte-identical.
    endpointId: col.int("endpoint_id").references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: col.text("event_id"),
    body: col.text(),
    // chat: the destination, and Discord's id of the message sent (a later message about the same alert edits it).
    destinationId: col.int("destination_id").references(() => chatDestinations.id, { onDelete: "cascade" }),
    messageId: col.text("message_id"),
  },
  // The unique keys of one channel are partial (only its rows carry their columns), so a row of
  // another channel costs them nothing: a 100,000-DM fan-out writes no entry in the webhook or
  // chat keys. PostgreSQL has the same partial indexes.
  (t) => [
    index("deliveries_due_idx").on(t.channel, t.status, t.tier, t.dueAt),
    // The admin panel's "sent in the last hour" count reads this instead of every sent row.
    index("deliveries_sent_idx").on(t.channel, t.status, t.sentAt),
    // The rows one alert caused (the market's moves follow the alert to where it went).
    index("deliveries_alert_idx").on(t.alertId, t.kind).where(sql`${t.alertId} IS NOT NULL`),
    // A start's recovery and the reaper read the claims in flight only: a handful of rows.
    index("deliveries_claims_idx").on(t.claimedBy).where(sql`${t.status} = 'sending'`),
    uniqueIndex("deliveries_target_uq").on(t.postId, t.kind, t.target).where(sql`${t.postId} IS NOT NULL`),
    uniqueIndex("deliveries_premium_uq").on(t.premiumEventId, t.kind, t.target).where(sql`${t.premiumEventId} IS NOT NULL`),
    uniqueIndex("deliveries_event_uq").on(t.eventId).where(sql`${t.eventId} IS NOT NULL`),
    uniqueIndex("deliveries_webhook_uq").on(t.endpointId, t.alertId).where(sql`${t.endpointId} IS NOT NULL`),
    uniqueIndex("deliveries_chat_uq").on(t.destinationId, t.alertId, t.kind).where(sql`${t.destinationId} IS NOT NULL`),
  ],
);
