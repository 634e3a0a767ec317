import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import { recomputePremium, recordPremiumEvent, retireTelegramAccount } from "../billing/premium.ts";
import { premiumNowOnSqlite } from "../billing/sqlite-now.ts";
import { isTelegramAccount, TELEGRAM_ACCOUNT_DOMAIN } from "../auth/telegram-account.ts";
import type { Db } from "../db/index.ts";
import type { Store, StoreDb } from "../db/store.ts";
import type { Settings } from "../settings/service.ts";
import { transactor } from "../db/tx.ts";
import { users } from "../db/schema/core.ts";
import { telegramLinkTokens, telegramSubscribers, type Threshold } from "../db/schema/telegram.ts";

export const LINK_TOKEN_TTL = 10 * 60 * 1000;
const sha256 = (s: string) => new Bun.CryptoHasher("sha256").update(s).digest("hex");

export type Subscriber = typeof telegramSubscribers.$inferSelect;
export interface TelegramUser {
  id: number;
  username?: string;
  first_name?: string;
}

/** Telegram subscribers, their settings, and the one-time tokens that link them to web accounts. */
export function createSubscribers(deps: { db: Db; store: Store; settings: Settings }) {
  const { db, store, settings } = deps;
  // Billing's premium functions take the Store; on SQLite its transaction handle is this connection.
  const sqliteTx = transactor({ kind: "sqlite", db });
  const asStore = (tx: Db) => tx as unknown as StoreDb;
  // The tier is read where no await is possible yet (delivery's events step): billing's synchronous SQLite answer.
  const premiumNow = premiumNowOnSqlite({ db, settings });

  /** A fresh /start token for a web user: 32 random bytes, base64url; only its hash is stored. */
  function createLinkToken(userId: number) {
    const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
    const now = Date.now();
    db.delete(telegramLinkTokens)
      .where(or(lt(telegramLinkTokens.expiresAt, now), eq(telegramLinkTokens.userId, userId)))
      .run();
    db.insert(telegramLinkTokens)
      .values({ tokenHash: sha256(token), userId, expiresAt: now + LINK_TOKEN_TTL })
      .run();
    return token;
  }

  /** Registers (or re-activates) whoever sent /start; a valid token links them to its web account. */
  function start(from: TelegramUser, chatId: number, token?: string): Promise<{ subscriber: Subscriber; linked: "yes" | "no" | "invalid" }> {
    return sqliteTx(async (tx) => {
      const now = Date.now();
      const values = {
        telegramUserId: from.id,
        chatId,
        username: from.username ?? null,
        firstName: from.first_name ?? null,
        status: "active" as const,
        updatedAt: now,
      };
      tx.insert(telegramSubscribers).values(values).onConflictDoUpdate({ target: telegramSubscribers.telegramUserId, set: values }).run();
      let linked: "yes" | "no" | "invalid" = "no";
      if (token) {
        const used = tx
          .update(telegramLinkTokens)
          .set({ usedAt: now })
          .where(and(eq(telegramLinkTokens.tokenHash, sha256(token)), isNull(telegramLinkTokens.usedAt), gt(telegramLinkTokens.expiresAt, now)))
          .returning({ userId: telegramLinkTokens.userId })
          .get();
        if (used) {
          const former = tx
            .select({ userId: telegramSubscribers.userId })
            .from(telegramSubscribers)
            .where(eq(telegramSubscribers.telegramUserId, from.id))
            .get()?.userId;
          // One Telegram account per web account: a previous link of this web user moves here.
          const previous = tx
            .select({ id: telegramSubscribers.telegramUserId })
            .from(telegramSubscribers)
            .where(eq(telegramSubscribers.userId, used.userId))
            .all();
          tx.update(telegramSubscribers).set({ userId: null }).where(eq(telegramSubscribers.userId, used.userId)).run();
          tx.update(telegramSubscribers).set({ userId: used.userId }).where(eq(telegramSubscribers.telegramUserId, from.id)).run();
          // Linked halves share one premium state, whichever way either paid.
          const mode = settings.environment();
          for (const p of previous) if (p.id !== from.id) await recomputePremium(store, asStore(tx), { telegramUserId: p.id }, mode, "unlinked");
          if (former != null && former !== used.userId) await retireTelegramAccount(store, asStore(tx), former);
          await recomputePremium(store, asStore(tx), { telegramUserId: from.id }, mode, "linked");
          linked = "yes";
        } else linked = "invalid";
      }
      return { subscriber: tx.select().from(telegramSubscribers).where(eq(telegramSubscribers.telegramUserId, from.id)).get()!, linked };
    });
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
    return await sqliteTx(async (tx) => {
      const sub = tx.select().from(telegramSubscribers).where(eq(telegramSubscribers.telegramUserId, telegramUserId)).get();
      if (!sub) return null;
      const current = sub.userId !== null ? tx.select().from(users).where(eq(users.id, sub.userId)).get() : undefined;
      if (current && !isTelegramAccount(current)) return null;
      const user = tx.select().from(users).where(eq(users.email, email)).get() ?? tx.insert(users).values({ email }).returning().get();
      if (tx.select().from(telegramSubscribers).where(eq(telegramSubscribers.userId, user.id)).get()) return null;
      tx.update(telegramSubscribers).set({ userId: user.id, updatedAt: Date.now() }).where(eq(telegramSubscribers.telegramUserId, telegramUserId)).run();
      if (current) await retireTelegramAccount(store, asStore(tx), current.id);
      await recomputePremium(store, asStore(tx), { telegramUserId }, settings.environment(), "linked by card payment");
      await recordPremiumEvent(store, asStore(tx), { kind: "account_linked", userId: user.id, telegramUserId, reason: "card payment" });
      return user.id;
    });
  }

  function get(telegramUserId: number) {
    return db.select().from(telegramSubscribers).where(eq(telegramSubscribers.telegramUserId, telegramUserId)).get();
  }

  /** The subscriber with their web account (if linked), for /status and tier decisions. */
  function withUser(telegramUserId: number) {
    const row = db
      .select({ s: telegramSubscribers, u: users })
      .from(telegramSubscribers)
      .leftJoin(users, eq(users.id, telegramSubscribers.userId))
      .where(eq(telegramSubscribers.telegramUserId, telegramUserId))
      .get();
    if (!row) return undefined;
    return { ...row.s, user: row.u, tier: row.u?.isPremium || premiumNow.telegramHoldsPremium(telegramUserId) ? ("premium" as const) : ("free" as const) };
  }

  function byUser(userId: number) {
    return db.select().from(telegramSubscribers).where(eq(telegramSubscribers.userId, userId)).get();
  }

  function setStatus(telegramUserId: number, status: Subscriber["status"]) {
    db.update(telegramSubscribers).set({ status, updatedAt: Date.now() }).where(eq(telegramSubscribers.telegramUserId, telegramUserId)).run();
  }

  function setPreferences(telegramUserId: number, prefs: { threshold: Threshold; tariffOnly: boolean }) {
    db.update(telegramSubscribers)
      .set({ ...prefs, updatedAt: Date.now() })
      .where(eq(telegramSubscribers.telegramUserId, telegramUserId))
      .run();
  }

  return { createLinkToken, start, linkCardBuyer, get, withUser, byUser, setStatus, setPreferences };
}

export type Subscribers = ReturnType<typeof createSubscribers>;
