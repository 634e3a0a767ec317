import { and, eq, or } from "drizzle-orm";
import type { Api } from "grammy";
import type { ChatMemberUpdated } from "grammy/types";
import type { Config } from "../config.ts";
import type { Db } from "../db/index.ts";
import { users } from "../db/schema/core.ts";
import { telegramPremiumInvites, telegramPremiumMembers, telegramSubscribers } from "../db/schema/telegram.ts";
import type { Logger } from "../log.ts";

export const INVITE_TTL = 24 * 60 * 60 * 1000;
const IN = new Set(["member", "administrator", "creator", "restricted"]);

export const REMOVED_DM =
  "Your Squawk Premium subscription has ended, so you have been removed from the premium group. Send /upgrade to subscribe again and you will get a new invite link.";
export const PAYMENT_FAILED_DM =
  "⚠️ Your last Squawk Premium payment failed. Please update your card from the subscribe page to keep instant alerts and the premium group.";

/**
 * The premium group: one-time invite links (member_limit 1, 24 h), membership seen through
 * chat_member updates, and removal (ban, then unban so they may come back) when premium ends.
 */
export function createPremiumGroup(deps: { db: Db; config: Config; log: Logger; api: Api | null }) {
  const { db, config, log, api } = deps;
  const chatId = config.telegram.premiumChatId;

  async function invite(userId: number): Promise<string> {
    if (!api || !chatId) throw new Error("the premium group is not configured");
    const expiresAt = Date.now() + INVITE_TTL;
    const link = await api.createChatInviteLink(chatId, { member_limit: 1, expire_date: Math.floor(expiresAt / 1000), name: `squawk user ${userId}` });
    db.insert(telegramPremiumInvites).values({ inviteLink: link.invite_link, userId, expiresAt }).run();
    return link.invite_link;
  }

  /** Web user → their Telegram ids: through the link, and through group joins via their invites. */
  function telegramIdsOf(userId: number): number[] {
    const ids = new Set<number>();
    for (const r of db.select({ id: telegramSubscribers.telegramUserId }).from(telegramSubscribers).where(eq(telegramSubscribers.userId, userId)).all()) ids.add(r.id);
    for (const r of db.select({ id: telegramPremiumMembers.telegramUserId }).from(telegramPremiumMembers).where(eq(telegramPremiumMembers.userId, userId)).all()) ids.add(r.id);
    return [...ids];
  }

  function hasAccess(userId: number): boolean {
    const ids = telegramIdsOf(userId);
    if (ids.length === 0) return false;
    return db
      .select({ id: telegramPremiumMembers.telegramUserId })
      .from(telegramPremiumMembers)
      .where(and(eq(telegramPremiumMembers.status, "member"), or(...ids.map((id) => eq(telegramPremiumMembers.telegramUserId, id)))))
      .all().length > 0;
  }

  /** A chat_member update for the premium group: who joined (and through whose invite) or left. */
  function onChatMember(u: ChatMemberUpdated) {
    if (!chatId || String(u.chat.id) !== chatId) return;
    const tgId = u.new_chat_member.user.id;
    const now = Date.now();
    const isIn = IN.has(u.new_chat_member.status) && (u.new_chat_member.status !== "restricted" || (u.new_chat_member as { is_member?: boolean }).is_member !== false);
    const byInvite = u.invite_link
      ? db.select({ userId: telegramPremiumInvites.userId }).from(telegramPremiumInvites).where(eq(telegramPremiumInvites.inviteLink, u.invite_link.invite_link)).get()?.userId
      : undefined;
    const byLink = db.select({ userId: telegramSubscribers.userId }).from(telegramSubscribers).where(eq(telegramSubscribers.telegramUserId, tgId)).get()?.userId;
    const userId = byInvite ?? byLink ?? null;
    const values = isIn
      ? { telegramUserId: tgId, userId, status: "member" as const, joinedAt: now, updatedAt: now }
      : { telegramUserId: tgId, status: (u.new_chat_member.status === "kicked" ? "removed" : "left") as "removed" | "left", updatedAt: now };
    const { telegramUserId: _, ...set } = values;
    db.insert(telegramPremiumMembers)
      .values(values)
      .onConflictDoUpdate({ target: telegramPremiumMembers.telegramUserId, set: isIn && userId === null ? { ...set, userId: undefined } : set })
      .run();
    log.info("premium group membership changed", { telegramUserId: tgId, userId, status: values.status });
  }

  async function dm(telegramUserId: number, text: string) {
    if (!api) return;
    try {
      await api.sendMessage(telegramUserId, text);
    } catch (error) {
      // They may never have started the bot, or blocked it: the removal stands anyway.
      log.warn("telegram DM failed", { telegramUserId, error });
    }
  }

  /** Premium ended: out of the group (ban, then unban so a new invite works later), told why. */
  async function remove(userId: number) {
    if (!api || !chatId) return;
    for (const tgId of telegramIdsOf(userId)) {
      const member = db.select().from(telegramPremiumMembers).where(eq(telegramPremiumMembers.telegramUserId, tgId)).get();
      if (member?.status !== "member") continue;
      try {
        await api.banChatMember(chatId, tgId);
        await api.unbanChatMember(chatId, tgId, { only_if_banned: true });
      } catch (error) {
        log.error("could not remove a lapsed member from the premium group", { userId, telegramUserId: tgId, error });
        continue;
      }
      db.update(telegramPremiumMembers).set({ status: "removed", updatedAt: Date.now() }).where(eq(telegramPremiumMembers.telegramUserId, tgId)).run();
      await dm(tgId, REMOVED_DM);
    }
  }

  /** Billing's callbacks. */
  async function onPremiumChange(userId: number, isPremium: boolean) {
    if (!isPremium) return remove(userId);
    const sub = db.select({ tg: telegramSubscribers.telegramUserId }).from(telegramSubscribers).where(eq(telegramSubscribers.userId, userId)).get();
    if (sub && api && chatId && !hasAccess(userId)) {
      const link = await invite(userId).catch(() => null);
      await dm(sub.tg, `✨ Welcome to Squawk Premium! Instant alerts are on.${link ? `\nYour one-time invite to the premium group (valid 24 hours): ${link}` : ""}`);
    }
  }

  async function onPaymentFailed(userId: number) {
    const sub = db.select({ tg: telegramSubscribers.telegramUserId }).from(telegramSubscribers).where(eq(telegramSubscribers.userId, userId)).get();
    if (sub) await dm(sub.tg, PAYMENT_FAILED_DM);
  }

  const isPremiumUser = (userId: number) => Boolean(db.select({ p: users.isPremium }).from(users).where(eq(users.id, userId)).get()?.p);

  return { configured: Boolean(api && chatId), invite, hasAccess, onChatMember, remove, onPremiumChange, onPaymentFailed, isPremiumUser };
}

export type PremiumGroup = ReturnType<typeof createPremiumGroup>;
