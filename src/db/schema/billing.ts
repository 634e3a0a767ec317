import { sqliteTable, integer, text, index } from "drizzle-orm/sqlite-core";
import { users } from "./core.ts";

export const PAY_METHODS = ["stripe", "stars", "dev"] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

const now = () => Date.now();

/**
 * The last state of each Stripe subscription as re-read from Stripe (never as told by an
 * event), so users.is_premium can be derived from it at any time. Dev upgrades (test mode with
 * dev shortcuts) are rows too, with an id starting `dev_`. A Telegram Stars subscription
 * (id `stars_<telegram user id>_<mode>`) belongs to a Telegram subscriber, who may have no web
 * account: its owner is telegram_user_id. Owners never change once written.
 */
export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text().primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    telegramUserId: integer("telegram_user_id"),
    method: text({ enum: PAY_METHODS }).notNull().default("stripe"),
    customerId: text("customer_id"),
    // Stars: the charge id Telegram names the subscription by (editUserStarSubscription).
    chargeId: text("charge_id"),
    mode: text({ enum: ["test", "live"] }).notNull(),
    status: text().notNull(),
    priceId: text("price_id"),
    currentPeriodEnd: integer("current_period_end").notNull(),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull().$defaultFn(now),
    updatedAt: integer("updated_at").notNull().$defaultFn(now),
  },
  (t) => [index("subscriptions_user_idx").on(t.userId), index("subscriptions_telegram_idx").on(t.telegramUserId)],
);

/**
 * Every payment and refund, by either method: the idempotency key is Telegram's
 * telegram_payment_charge_id or Stripe's invoice id, so a replayed update records nothing new.
 * Amounts are in the currency's smallest unit (Stars are whole: XTR).
 */
export const payments = sqliteTable(
  "payments",
  {
    id: text().primaryKey(),
    method: text({ enum: PAY_METHODS }).notNull(),
    mode: text({ enum: ["test", "live"] }).notNull(),
    subscriptionId: text("subscription_id"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    telegramUserId: integer("telegram_user_id"),
    amount: integer().notNull(),
    currency: text().notNull(),
    status: text({ enum: ["paid", "refunded"] })
      .notNull()
      .default("paid"),
    // A renewal charge of a subscription (not its first payment).
    recurring: integer({ mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull().$defaultFn(now),
    refundedAt: integer("refunded_at"),
  },
  (t) => [index("payments_created_idx").on(t.createdAt)],
);

/**
 * The fact that a premium state changed (or that a payment failed), written in the same
 * transaction as the change. Telegram reads these (handled_at null) and turns them into
 * delivery rows: welcome DM with the invite, removal from the group, the lapse DM.
 */
export const premiumEvents = sqliteTable(
  "premium_events",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    // account_linked: a card payment from Telegram created or linked the web account of its email.
    kind: text({ enum: ["granted", "ended", "payment_failed", "account_linked"] }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    telegramUserId: integer("telegram_user_id"),
    reason: text().notNull(),
    handledAt: integer("handled_at"),
    createdAt: integer("created_at").notNull().$defaultFn(now),
  },
  (t) => [index("premium_events_unhandled_idx").on(t.handledAt)],
);

/**
 * Billing's answer to "does this Telegram account hold premium": one row per account that does,
 * kept by `recomputePremium` beside users.is_premium (one state for a linked pair). It lives here,
 * not as a column of Telegram's telegram_subscribers, so billing writes no other feature's table;
 * a Stars buyer without a web account has only this. The fan-out planner joins it by key.
 */
export const telegramPremium = sqliteTable("telegram_premium", {
  telegramUserId: integer("telegram_user_id").primaryKey(),
  since: integer().notNull().$defaultFn(now),
});

/** Stripe event ids already applied; written in the same transaction as the event's effects. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: integer("received_at").notNull().$defaultFn(now),
});

/**
 * One-time sign-in links sent by DM to a Telegram subscriber whose card payment created (or
 * linked) their web account: only the SHA-256 of the token is stored.
 */
export const signInLinks = sqliteTable("sign_in_links", {
  tokenHash: text("token_hash").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
  createdAt: integer("created_at").notNull().$defaultFn(now),
});

/**
 * Every Telegram Stars invoice Squawk issued, by its payload (which carries a random part, so
 * none can be guessed). A successful_payment is accepted only when it matches one: payer,
 * currency, amount and period as invoiced. Renewals carry the first invoice's payload.
 */
export const starInvoices = sqliteTable("star_invoices", {
  payload: text().primaryKey(),
  telegramUserId: integer("telegram_user_id").notNull(),
  mode: text({ enum: ["test", "live"] }).notNull(),
  amount: integer().notNull(),
  periodSeconds: integer("period_seconds").notNull(),
  createdAt: integer("created_at").notNull().$defaultFn(now),
});
