import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import { isTelegramAccount, TELEGRAM_ACCOUNT_DOMAIN } from "../auth/index.ts";
import type { Settings } from "../settings/index.ts";
import type { Store } from "../db/store.ts";
import type { telegramSubscribers as subscribersTable, Threshold } from "../db/schema/telegram.ts";
import { recomputePremium, recordPremiumEvent, retireTelegramAccount, telegramHoldsPremium } from "../billing/index.ts";

export const LINK_TOKEN_TTL = 10 * 60 * 1000;
const sha256 = (s: string) => new Bun.CryptoHasher("sha256").update(s).digest("hex");

export type Subscriber = typeof subscribersTable.$inferSelect;
export interface TelegramUser {
  id: number;
  username?: string;
  first_name?: string;
}

/** Telegram subscribers, their settings, and the one-time tokens that link them to web accounts. */
export function createSubscribers(deps: { store: Store; settings: Settings }) {
  const { store, settings } = deps;
  const { db } = store;
  const { telegramLinkTokens, telegramSubscribers, users } = store.tables;

  /** A fresh /start token for a web user: 32 random bytes, base64url; only its hash is stored. */
  async function createLinkToken(userId: number) {
    const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
    const now = Date.now();
    await store.tx(async (t) => {
      await t.delete(telegramLinkTokens).where(or(lt(telegramLinkTokens.expiresAt, now), eq(telegramLinkTokens.userId, userId)));
      await t.insert(telegramLinkTokens).values({ tokenHash: sha256(token), userId, expiresAt: now + LINK_TOKEN_TTL });
    });
    return token;
  }

  /** Registers (or re-activates) whoever sent /start; a valid token links them to its web account. */
  function start(from: TelegramUser, chatId: number, token?: string): Promise<{ subscriber: Subscriber; linked: "yes" | "no" | "invalid" }> {
    return store.tx(async (t) => {
      const now = Date.now();
      const values = {
        telegramUserId: from.id,
        chatId,
        username: from.username ?? null,
        firstName: from.first_name ?? null,
        status: "active" as const,
        updatedAt: now,
      };
      await t.insert(telegramSubscribers).values(values).onConflictDoUpdate({ target: telegramSubscribers.telegramUserId, set: values });
      let linked: "yes" | "no" | "invalid" = "no";
      if (token) linked = (await redeemLinkToken(t, from.id, token, now)) ? "yes" : "invalid";
      const [subscriber] = await t.select().from(telegramSubscribers).where(eq(telegramSubscribers.telegramUserId, from.id)).limit(1);
      return { subscriber: subscriber!, linked };
    });
  }

  /** /start's token, in its transaction: links the subscriber to the token's web account, once. */
  async function redeemLinkToken(t: Store["db"], telegramUserId: number, token: string, now: number): Promise<boolean> {
    const [used] = await t
      .update(telegramLinkTokens)
      .set({ usedAt: now })
      .where(and(eq(telegramLinkTokens.tokenHash, sha256(token)), isNull(telegramLinkTokens.usedAt), gt(telegramLinkTokens.expiresAt, now)))
      .returning({ userId: telegramLinkTokens.userId });
    if (!used) return false;
    const [me] = await t
      .select({ userId: telegramSubscribers.userId })
      .from(telegramSubscribers)
      .where(eq(telegramSubscribers.telegramUserId, telegramUserId))
      .limit(1);
    const former = me?.userId;
    // One Telegram account per web account: a previous link of this web user moves here.
    const previous = await t.select({ id: telegramSubscribers.telegramUserId }).from(telegramSubscribers).where(eq(telegramSubscribers.userId, used.userId));
    await t.update(telegramSubscribers).set({ userId: null }).where(eq(telegramSubscribers.userId, used.userId));
    await t.update(telegramSubscribers).set({ userId: used.userId }).where(eq(telegramSubscribers.telegramUserId, telegramUserId));
    // Linked halves share one premium state, whichever way either paid.
    const mode = settings.environment();
    for (const p of previous) if (p.id !== telegramUserId) await recomputePremium(store, t, { telegramUserId: p.id }, mode, "unlinked");
    if (former != null && former !== used.userId) await retireTelegramAccount(store, t, former);
    await recomputePremium(store, t, { telegramUserId }, mode, "linked");
    return true;
  }

  /**
   * A subscriber paid by card from the chat (billing's Stripe webhook tells): link them to the web
   * account of the email Stripe collected (created without a password when there is none), unless
   * either side is already linked to a real account. A subscriber linked only to its Telegram
   * account (the Mini App's) counts as not linked: it moves to the real account and the Telegram
   * account is retired. Premium is then one state for both (billing's, recomputed here as /start's
   * link does). Telegram's own table, so Telegram writes it; billing records the change.
   */
  async function linkCardBuyer(telegramUserId: number, rawEmail: string): Promise<number | null> {
    const email = rawEmail.trim().toLowerCase();
    if (email.endsWith(`@${TELEGRAM_ACCOUNT_DOMAIN}`)) return null;
    return await store.tx(async (t) => {
      const [sub] = await t.select().from(telegramSubscribers).where(eq(telegramSubscribers.telegramUserId, telegramUserId)).limit(1);
      if (!sub) return null;
      const [current] = sub.userId !== null ? await t.select().from(users).where(eq(users.id, sub.userId)).limit(1) : [];
      if (current && !isTelegramAccount(current)) return null;
      const [existing] = await t.select().from(users).where(eq(users.email, email)).limit(1);
      const user = existing ?? (await t.insert(users).values({ email }).returning())[0]!;
      const [taken] = await t
        .select({ id: telegramSubscribers.telegramUserId })
        .from(telegramSubscribers)
        .where(eq(telegramSubscribers.userId, user.id))
        .limit(1);
      if (taken) return null;
      await t.update(telegramSubscribers).set({ userId: user.id, updatedAt: Date.now() }).where(eq(telegramSubscribers.telegramUserId, telegramUserId));
      if (current) await retireTelegramAccount(store, t, current.id);
      await recomputePremium(store, t, { telegramUserId }, settings.environment(), "linked by card payment");
      await recordPremiumEvent(store, t, { kind: "account_linked", userId: user.id, telegramUserId, reason: "card payment" });
      return user.id;
    });
  }

  async function get(telegramUserId: number): Promise<Subscriber | undefined> {
    return (await db.select().from(telegramSubscribers).where(eq(telegramSubscribers.telegramUserId, telegramUserId)).limit(1))[0];
  }

  /** The subscriber with their web account (if linked), for /status and tier decisions. */
  async function withUser(telegramUserId: number) {
    const [row] = await db
      .select({ s: telegramSubscribers, u: users })
      .from(telegramSubscribers)
      .leftJoin(users, eq(users.id, telegramSubscribers.userId))
      .where(eq(telegramSubscribers.telegramUserId, telegramUserId))
      .limit(1);
    if (!row) return undefined;
    const premium = Boolean(row.u?.isPremium) || (await telegramHoldsPremium(store, db, telegramUserId));
    return { ...row.s, user: row.u, tier: premium ? ("premium" as const) : ("free" as const) };
  }

  async function byUser(userId: number): Promise<Subscriber | undefined> {
    return (await db.select().from(telegramSubscribers).where(eq(telegramSubscribers.userId, userId)).limit(1))[0];
  }

  async function setStatus(telegramUserId: number, status: Subscriber["status"]) {
    await db.update(telegramSubscribers).set({ status, updatedAt: Date.now() }).where(eq(telegramSubscribers.telegramUserId, telegramUserId));
  }

  async function setPreferences(telegramUserId: number, prefs: { threshold: Threshold; tariffOnly: boolean }) {
    await db
      .update(telegramSubscribers)
      .set({ ...prefs, updatedAt: Date.now() })
      .where(eq(telegramSubscribers.telegramUserId, telegramUserId));
  }

  return { createLinkToken, start, linkCardBuyer, get, withUser, byUser, setStatus, setPreferences };
}

export type Subscribers = ReturnType<typeof createSubscribers>;
