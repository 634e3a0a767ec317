import { col, index, table } from "../dialect/index.ts";
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
export const subscriptions = table(
  "subscriptions",
  {
    id: col.text().primaryKey(),
    userId: col.int("user_id").references(() => users.id, { onDelete: "cascade" }),
    telegramUserId: col.int("telegram_user_id"),
    method: col.text({ enum: PAY_METHODS }).notNull().default("stripe"),
    customerId: col.text("customer_id"),
    // Stars: the charge id Telegram names the subscription by (editUserStarSubscription).
    chargeId: col.text("charge_id"),
    mode: col.text({ enum: ["test", "live"] }).notNull(),
    status: col.text().notNull(),
    priceId: col.text("price_id"),
    currentPeriodEnd: col.time("current_period_end").notNull(),
    cancelAtPeriodEnd: col.bool("cancel_at_period_end").notNull().default(false),
    createdAt: col.time("created_at").notNull().$defaultFn(now),
    updatedAt: col.time("updated_at").notNull().$defaultFn(now),
  },
  (t) => [index("subscriptions_user_idx").on(t.userId), index("subscriptions_telegram_idx").on(t.telegramUserId)],
);

/**
 * Every payment and refund, by either method: the idempotency key is Telegram's
 * telegram_payment_charge_id or Stripe's invoice id, so a replayed update records nothing new.
 * Amounts are in the currency's smallest unit (Stars are whole: XTR).
 */
export const payments = table(
  "payments",
  {
    id: col.text().primaryKey(),
    method: col.text({ enum: PAY_METHODS }).notNull(),
    mode: col.text({ enum: ["test", "live"] }).notNull(),
    subscriptionId: col.text("subscription_id"),
    userId: col.int("user_id").references(() => users.id, { onDelete: "set null" }),
    telegramUserId: col.int("telegram_user_id"),
    amount: col.int().notNull(),
    currency: col.text().notNull(),
    status: col
      .text({ enum: ["paid", "refunded"] })
      .notNull()
      .default("paid"),
    // A renewal charge of a subscription (not its first payment).
    recurring: col.bool().notNull().default(false),
    createdAt: col.time("created_at").notNull().$defaultFn(now),
    refundedAt: col.time("refunded_at"),
  },
  (t) => [index("payments_created_idx").on(t.createdAt)],
);

/**
 * The fact that a premium state changed (or that a payment failed), written in the same
 * transaction as the change. Telegram reads these (handled_at null) and turns them into
 * delivery rows: welcome DM with the invite, removal from the group, the lapse DM.
 */
export const premiumEvents = table(
  "premium_events",
  {
    id: col.id(),
    // account_linked: a card payment from Telegram created or linked the web account of its email.
    kind: col.text({ enum: ["granted", "ended", "payment_failed", "account_linked"] }).notNull(),
    userId: col.int("user_id").references(() => users.id, { onDelete: "cascade" }),
    telegramUserId: col.int("telegram_user_id"),
    reason: col.text().notNull(),
    handledAt: col.time("handled_at"),
    createdAt: col.time("created_at").notNull().$defaultFn(now),
  },
  (t) => [index("premium_events_unhandled_idx").on(t.handledAt)],
);

/**
 * Billing's answer to "does this Telegram account hold premium": one row per account that does,
 * kept by `recomputePremium` beside users.is_premium (one state for a linked pair). It lives here,
 * not as a column of Telegram's telegram_subscribers, so billing writes no other feature's table;
 * a Stars buyer without a web account has only this. The fan-out planner joins it by key.
 */
export const telegramPremium = table("telegram_premium", {
  telegramUserId: col.int("telegram_user_id").primaryKey(),
  since: col.time().notNull().$defaultFn(now),
});

/** Stripe event ids already applied; written in the same transaction as the event's effects. */
export const stripeEvents = table("stripe_events", {
  id: col.text().primaryKey(),
  type: col.text().notNull(),
  receivedAt: col.time("received_at").notNull().$defaultFn(now),
});

/**
 * One-time sign-in links sent by DM to a Telegram subscriber whose card payment created (or
 * linked) their web account: only the SHA-256 of the token is stored.
 */
export const signInLinks = table("sign_in_links", {
  tokenHash: col.text("token_hash").primaryKey(),
  userId: col
    .int("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: col.time("expires_at").notNull(),
  usedAt: col.time("used_at"),
  createdAt: col.time("created_at").notNull().$defaultFn(now),
});

/**
 * Every Telegram Stars invoice Squawk issued, by its payload (which carries a random part, so
 * none can be guessed). A successful_payment is accepted only when it matches one: payer,
 * currency, amount and period as invoiced. Renewals carry the first invoice's payload.
 */
export const starInvoices = table("star_invoices", {
  payload: col.text().primaryKey(),
  telegramUserId: col.int("telegram_user_id").notNull(),
  mode: col.text({ enum: ["test", "live"] }).notNull(),
  amount: col.int().notNull(),
  periodSeconds: col.int("period_seconds").notNull(),
  createdAt: col.time("created_at").notNull().$defaultFn(now),
});
