import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Store } from "../db/store.ts";
import { AppError, badRequest, conflict, notFound } from "../errors.ts";
import type { Logger } from "../log.ts";
import type { Settings } from "../settings/index.ts";
import { type UserRow, isTelegramAccount } from "../auth/index.ts";
import { createFulfil } from "./fulfil.ts";
import { grantsPremium, pairOf, recomputeAll, recomputePremium, subscriptionsOf, type Owner } from "./premium.ts";
import { isConfigured, isMissing, type Mode, type Stripe, type StripeClients } from "./stripe-client.ts";

/** A Checkout Session id as Stripe writes it; anything else is refused before calling Stripe. */
export const sessionIdSchema = z.string({ error: "Invalid checkout session" }).regex(/^cs_(test|live)_[A-Za-z0-9]{1,200}$/, "Invalid checkout session");

const DEV_PERIOD = 30 * 24 * 60 * 60 * 1000;
const NOT_FOUND = "Checkout session not found";
export const ALREADY_PREMIUM = "You already have premium access.";
// Rows written before the method column existed are dev upgrades by their `dev_` id.
const isDev = (s: { id: string; method: string }) => s.method === "dev" || s.id.startsWith("dev_");
const SIGN_IN_TTL = 24 * 60 * 60 * 1000;
const sha256 = (s: string) => new Bun.CryptoHasher("sha256").update(s).digest("hex");

/** Calls Stripe; anything but a missing resource becomes a 502 with a message for people. */
async function viaStripe<T>(message: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof AppError || isMissing(e)) throw e;
    throw new AppError(502, message, e instanceof Error ? e.message : e);
  }
}

export interface BillingDeps {
  store: Store;
  log: Logger;
  config: Config;
  settings: Settings;
  stripe: StripeClients;
}

export function createBilling(deps: BillingDeps) {
  const { store, log, config, settings, stripe } = deps;
  const { db } = store;
  const { premiumEvents, signInLinks, subscriptions, users } = store.tables;
  const mode = (): Mode => settings.environment();
  const fulfilment = createFulfil({ store, log, stripe, mode });

  async function ready(m: Mode) {
    const keys = stripe.keys(m);
    const client = await stripe.client(m);
    if (!client || !isConfigured(keys)) throw new AppError(503, "Payments are not configured yet.");
    return { client, priceId: keys.priceId! };
  }

  /** What the subscribe page needs to know before it shows anything. */
  function publicConfig() {
    const m = mode();
    const keys = stripe.keys(m);
    return {
      configured: isConfigured(keys),
      publishableKey: keys.publishableKey ?? null,
      devShortcuts: config.devShortcuts && m === "test",
      environment: m,
      premiumEnabled: settings.get("features.premium") as boolean,
    };
  }

  /** The user's Stripe customer, reused across checkouts; recreated if Stripe no longer knows it. */
  async function customerFor(user: UserRow, client: Stripe): Promise<string> {
    if (user.stripeCustomerId) {
      try {
        const c = await client.customers.retrieve(user.stripeCustomerId);
        if (!("deleted" in c && c.deleted)) return c.id;
      } catch (e) {
        if (!isMissing(e)) throw e;
      }
    }
    const c = await client.customers.create({ email: user.email, name: user.name ?? undefined, metadata: { userId: String(user.id) } });
    await db.update(users).set({ stripeCustomerId: c.id }).where(eq(users.id, user.id));
    return c.id;
  }

  /**
   * Who a user's checkout is for. A Telegram account (made by the Mini App) has no email Stripe
   * could use: it checks out as its Telegram subscriber (`tg:<id>`), like /upgrade from the chat,
   * and the email Stripe collects becomes the real web account (Telegram links it: linkCardBuyer).
   */
  async function buyerOf(user: UserRow): Promise<{ ref: string; owner: Owner; telegramUserId: number | null }> {
    if (!isTelegramAccount(user)) return { ref: String(user.id), owner: { userId: user.id }, telegramUserId: null };
    const telegramUserId = (await pairOf(store, db, { userId: user.id })).telegramUserId;
    if (telegramUserId === null) throw conflict("Open Squawk from the Telegram bot again, then try again.");
    return { ref: `tg:${telegramUserId}`, owner: { telegramUserId }, telegramUserId };
  }

  async function createCheckout(user: UserRow) {
    const buyer = await buyerOf(user);
    if (buyer.telegramUserId !== null) {
      const session = await telegramSession(buyer.telegramUserId);
      return { success: true as const, sessionId: session.id, checkoutUrl: session.url, message: "Checkout session created" };
    }
    if (await isPremium({ userId: user.id })) throw conflict(ALREADY_PREMIUM);
    const m = mode();
    const { client, priceId } = await ready(m);
    const session = await viaStripe("Failed to create checkout session. Please try again.", async () => {
      const customer = await customerFor(user, client);
      return client.checkout.sessions.create({
        mode: "subscription",
        line_items: [{ price: priceId, quantity: 1 }],
        customer,
        client_reference_id: String(user.id),
        metadata: { userId: String(user.id) },
        subscription_data: { metadata: { userId: String(user.id) } },
        success_url: `${config.appUrl}/subscribe?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${config.appUrl}/subscribe?canceled=true`,
      });
    });
    log.info("checkout session created", { userId: user.id, session: session.id, mode: m });
    return { success: true as const, sessionId: session.id, checkoutUrl: session.url, message: "Checkout session created" };
  }

  /**
   * A card checkout started in Telegram by a subscriber with no web account: the subscriber is
   * the checkout's reference (`tg:<id>`), Stripe collects the email, and the webhook's fulfil
   * grants premium and links (or creates) the web account of that email.
   */
  async function createTelegramCheckout(telegramUserId: number) {
    return { checkoutUrl: (await telegramSession(telegramUserId)).url! };
  }

  async function telegramSession(telegramUserId: number) {
    if (await isPremium({ telegramUserId })) throw conflict(ALREADY_PREMIUM);
    const m = mode();
    const { client, priceId } = await ready(m);
    const ref = String(telegramUserId);
    const session = await viaStripe("Failed to create checkout session. Please try again.", () =>
      client.checkout.sessions.create({
        mode: "subscription",
        line_items: [{ price: priceId, quantity: 1 }],
        client_reference_id: `tg:${ref}`,
        metadata: { telegramUserId: ref },
        subscription_data: { metadata: { telegramUserId: ref } },
        success_url: `${config.appUrl}/subscribe?paid=telegram`,
        cancel_url: `${config.appUrl}/subscribe?canceled=true`,
      }),
    );
    log.info("telegram checkout session created", { telegramUserId, session: session.id, mode: m });
    return session;
  }

  /** The session, if it is a well-formed id of the current mode and belongs to this user. */
  async function ownSession(user: UserRow, sessionId: unknown) {
    const parsed = sessionIdSchema.safeParse(sessionId);
    if (!parsed.success) throw badRequest("Invalid checkout session");
    const m = mode();
    if (!parsed.data.startsWith(`cs_${m}_`)) throw badRequest("Payment session configuration error");
    const { client } = await ready(m);
    const session = await viaStripe("Could not reach the payment provider. Please try again.", () => client.checkout.sessions.retrieve(parsed.data)).catch(
      (e) => {
        throw isMissing(e) ? notFound(NOT_FOUND) : e;
      },
    );
    // Someone else's session answers exactly like an unknown one.
    const buyer = await buyerOf(user);
    if (session.client_reference_id !== buyer.ref) throw notFound(NOT_FOUND);
    return { session, mode: m, owner: buyer.owner };
  }

  async function checkoutUrl(user: UserRow, sessionId: unknown) {
    const { session } = await ownSession(user, sessionId);
    if (session.status !== "open" || !session.url) throw conflict("This checkout session is no longer open. Please start again.");
    return { success: true as const, checkoutUrl: session.url };
  }

  /** The success page: the session must be this user's and paid; then the same fulfil as the webhook. */
  async function verifySuccess(user: UserRow, sessionId: unknown) {
    const { session, mode: m, owner } = await ownSession(user, sessionId);
    const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
    if (session.status !== "complete" || !paid) throw new AppError(402, "Payment has not been completed for this checkout session.");
    const subscriptionId = typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
    if (!subscriptionId) throw conflict("This checkout session has no subscription.");
    const result = await viaStripe("Could not reach the payment provider. Please try again.", () =>
      fulfilment.fulfil({ subscriptionId, mode: m, owner, reason: "checkout" }),
    );
    if (!result.isPremium) throw new AppError(402, "Your subscription is not active. Please contact support.");
    return { success: true as const, message: "Subscription successful! You now have premium access." };
  }

  /** Dev shortcut: premium without payment, only in test mode with dev shortcuts on. */
  async function devUpgrade(user: UserRow) {
    // Issue 13.1: in live mode the shortcut does not exist, like every other dev shortcut.
    if (!config.devShortcuts || mode() !== "test") throw notFound();
    const now = Date.now();
    await store.tx(async (t) => {
      await t
        .insert(subscriptions)
        .values({ id: `dev_${user.id}_${now}`, userId: user.id, method: "dev", mode: "test", status: "active", currentPeriodEnd: now + DEV_PERIOD });
      return await recomputePremium(store, t, { userId: user.id }, "test", "dev", now);
    });
    return { success: true as const, message: "Premium activated (dev mode, no payment)." };
  }

  /** The pair's Stripe customer: the account's own, else that of a card subscription paid from Telegram. */
  async function customerOf(user: Pick<UserRow, "id" | "stripeCustomerId">): Promise<string | null> {
    if (user.stripeCustomerId) return user.stripeCustomerId;
    const subs = await subscriptionsOf(store, db, await pairOf(store, db, { userId: user.id }), mode());
    return subs.find((r) => r.method === "stripe" && r.customerId)?.customerId ?? null;
  }

  async function portal(user: UserRow) {
    const { client } = await ready(mode());
    const customer = await customerOf(user);
    if (!customer) throw conflict("There is no subscription to manage yet.");
    const s = await viaStripe("Could not open the billing portal. Please try again.", () =>
      client.billingPortal.sessions.create({ customer, return_url: `${config.appUrl}/subscribe` }),
    ).catch((e) => {
      throw isMissing(e) ? conflict("There is no subscription to manage yet.") : e;
    });
    return { url: s.url };
  }

  /** Whether the owner's pair (web account and Telegram subscriber, if linked) has premium now, in this mode. */
  async function isPremium(owner: Owner, now = Date.now()): Promise<boolean> {
    return (await subscriptionsOf(store, db, await pairOf(store, db, owner), mode())).some((r) => grantsPremium(r, now));
  }

  /**
   * The pair's plan in the current mode: premium or not, how it is paid, and when it renews or
   * ends (the subscription that grants it, else the latest one).
   */
  async function planOf(owner: Owner, now = Date.now()) {
    const rows = (await subscriptionsOf(store, db, await pairOf(store, db, owner), mode())).sort((a, b) => b.updatedAt - a.updatedAt);
    const granting = rows.filter((r) => grantsPremium(r, now)).sort((a, b) => b.currentPeriodEnd - a.currentPeriodEnd)[0];
    const sub = granting ?? rows[0] ?? null;
    return {
      isPremium: Boolean(granting),
      method: granting ? (isDev(granting) ? "stripe" : granting.method) : null,
      endsAt: granting?.currentPeriodEnd ?? null,
      renews: granting ? !granting.cancelAtPeriodEnd && !isDev(granting) : false,
      sub,
    };
  }

  /** The user's plan: premium or not, how it is paid, and the subscription behind it. */
  async function status(user: Pick<UserRow, "id" | "stripeCustomerId">) {
    const plan = await planOf({ userId: user.id });
    const latest = plan.sub;
    return {
      isPremium: plan.isPremium,
      method: plan.method as "stars" | "stripe" | null,
      endsAt: plan.endsAt,
      renews: plan.renews,
      subscription: latest
        ? {
            status: latest.status,
            currentPeriodEnd: latest.currentPeriodEnd,
            cancelAtPeriodEnd: latest.cancelAtPeriodEnd,
            dev: isDev(latest),
            manageable: latest.method === "stripe" && !isDev(latest) && (await customerOf(user)) !== null,
          }
        : null,
    };
  }

  /** For the admin's test-mode reset: forget the user's test subscriptions and premium. */
  async function resetTestPremium(userId: number): Promise<boolean> {
    const [, after] = await store.tx(async (t) => {
      await t.delete(subscriptions).where(and(eq(subscriptions.userId, userId), eq(subscriptions.mode, "test")));
      return await recomputePremium(store, t, { userId }, mode(), "reset");
    });
    return after;
  }

  /** A one-time link that signs the user in (24 h); only its hash is stored. */
  async function createSignInLink(userId: number): Promise<string> {
    const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
    await db.insert(signInLinks).values({ tokenHash: sha256(token), userId, expiresAt: Date.now() + SIGN_IN_TTL });
    return `${config.appUrl}/api/subscription/sign-in?token=${token}`;
  }

  /** Uses a sign-in link once: the user it is for, or null when unknown, used or expired. */
  async function redeemSignInLink(token: string): Promise<UserRow | null> {
    const now = Date.now();
    const [used] = await db
      .update(signInLinks)
      .set({ usedAt: now })
      .where(and(eq(signInLinks.tokenHash, sha256(token)), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, now)))
      .returning({ userId: signInLinks.userId });
    return used ? ((await db.select().from(users).where(eq(users.id, used.userId)).limit(1))[0] ?? null) : null;
  }

  /** After the environment switches: premium follows the new mode's subscriptions only. */
  const rederiveAll = () => recomputeAll(store, mode(), "environment switched");

  /**
   * Month-old premium change records (a job in src/jobs.ts): billing's own table, kept by billing.
   * What they caused was handed to delivery as events when they were written; a Telegram row
   * still naming one goes with it (its foreign key), as month-old deliveries are cleaned up anyway.
   */
  const cleanup = async () => {
    await db.delete(premiumEvents).where(lt(premiumEvents.createdAt, Date.now() - 30 * 24 * 60 * 60 * 1000));
  };

  return {
    mode,
    publicConfig,
    cleanup,
    createCheckout,
    createTelegramCheckout,
    checkoutUrl,
    verifySuccess,
    devUpgrade,
    portal,
    isPremium,
    planOf,
    status,
    resetTestPremium,
    rederiveAll,
    createSignInLink,
    redeemSignInLink,
    ...fulfilment,
  };
}

export type Billing = ReturnType<typeof createBilling>;
