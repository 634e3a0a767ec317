import { and, eq, gt, inArray, isNull, or } from "drizzle-orm";
import type { Api } from "grammy";
import type { ChatMemberUpdated } from "grammy/types";
import type { Config } from "../config.ts";
import type { Db } from "../db/index.ts";
import { users } from "../db/schema/core.ts";
import { deliveries } from "../db/schema/delivery.ts";
import { telegramPremiumInvites, telegramPremiumMembers, telegramSubscribers } from "../db/schema/telegram.ts";
import type { Logger } from "../log.ts";
import { premiumNowOnSqlite } from "../billing/sqlite-now.ts";
import type { Settings } from "../settings/service.ts";

export const INVITE_TTL = 24 * 60 * 60 * 1000;
/** A link this close to expiry is not handed out again: the next one is made instead. */
const INVITE_MARGIN = 5 * 60 * 1000;
const IN = new Set(["member", "administrator", "creator", "restricted"]);

export interface Holder {
  userId: number | null;
  telegramUserId: number | null;
}

/**
 * The premium group: one live invite link per subscriber (member_limit 1, 24 h; handed out again
 * until it is used or expires), membership seen through chat_member updates. Invites are made,
 * and lapsed members removed, by the sender (premium delivery kinds), never inside a request.
 */
export function createPremiumGroup(deps: { db: Db; settings: Settings; config: Config; log: Logger; api: Api | null }) {
  const { db, config, log, api } = deps;
  // Asked inside delivery's synchronous events step: billing's synchronous SQLite answer until that step awaits.
  const { telegramHoldsPremium } = premiumNowOnSqlite(deps);
  const chatId = config.telegram.premiumChatId;

  /** A web user or Telegram subscriber → their linked pair. */
  function holderOf(h: Partial<Holder>): Holder {
    if (h.userId != null && h.telegramUserId == null) {
      return {
        userId: h.userId,
        telegramUserId:
          db.select({ id: telegramSubscribers.telegramUserId }).from(telegramSubscribers).where(eq(telegramSubscribers.userId, h.userId)).get()?.id ?? null,
      };
    }
    if (h.telegramUserId != null && h.userId == null) {
      return {
        telegramUserId: h.telegramUserId,
        userId:
          db.select({ id: telegramSubscribers.userId }).from(telegramSubscribers).where(eq(telegramSubscribers.telegramUserId, h.telegramUserId)).get()?.id ??
          null,
      };
    }
    return { userId: h.userId ?? null, telegramUserId: h.telegramUserId ?? null };
  }

  /** Whether the pair holds premium (one state, written by billing on both halves: users.is_premium and telegram_premium). */
  function isPremium(h: Holder): boolean {
    const u = h.userId != null && db.select({ p: users.isPremium }).from(users).where(eq(users.id, h.userId)).get()?.p;
    return Boolean(u || (h.telegramUserId != null && telegramHoldsPremium(h.telegramUserId)));
  }

  /** The pair's Telegram ids: through the link, and through group joins via their invites. */
  function telegramIdsOf(h: Holder): number[] {
    const ids = new Set<number>();
    if (h.telegramUserId != null) ids.add(h.telegramUserId);
    if (h.userId != null)
      for (const r of db
        .select({ id: telegramPremiumMembers.telegramUserId })
        .from(telegramPremiumMembers)
        .where(eq(telegramPremiumMembers.userId, h.userId))
        .all())
        ids.add(r.id);
    return [...ids];
  }

  /** Telegram ids of the pair that are in the group now. */
  function membersOf(h: Holder): number[] {
    const ids = telegramIdsOf(h);
    if (ids.length === 0) return [];
    return db
      .select({ id: telegramPremiumMembers.telegramUserId })
      .from(telegramPremiumMembers)
      .where(and(eq(telegramPremiumMembers.status, "member"), inArray(telegramPremiumMembers.telegramUserId, ids)))
      .all()
      .map((r) => r.id);
  }

  const hasAccess = (userId: number) => membersOf(holderOf({ userId })).length > 0;

  /** The pair's unexpired, unused invite link, if there is one. */
  function liveInvite(h: Holder, now = Date.now()): string | null {
    const who = [
      ...(h.userId != null ? [eq(telegramPremiumInvites.userId, h.userId)] : []),
      ...(h.telegramUserId != null ? [eq(telegramPremiumInvites.telegramUserId, h.telegramUserId)] : []),
    ];
    if (who.length === 0) return null;
    return (
      db
        .select({ link: telegramPremiumInvites.inviteLink })
        .from(telegramPremiumInvites)
        .where(and(or(...who), isNull(telegramPremiumInvites.usedAt), gt(telegramPremiumInvites.expiresAt, now + INVITE_MARGIN)))
        .get()?.link ?? null
    );
  }

  /**
   * The sender's invite step: the live link if there is one, else a new one (only while the
   * pair has premium and is not in the group). Null when there is nothing to give.
   */
  async function makeInvite(h: Holder): Promise<string | null> {
    if (!api || !chatId || !isPremium(h) || membersOf(h).length > 0) return null;
    const live = liveInvite(h);
    if (live) return live;
    const expiresAt = Date.now() + INVITE_TTL;
    const link = await api.createChatInviteLink(chatId, {
      member_limit: 1,
      expire_date: Math.floor(expiresAt / 1000),
      name: `squawk ${h.userId ? `user ${h.userId}` : `tg ${h.telegramUserId}`}`,
    });
    db.insert(telegramPremiumInvites).values({ inviteLink: link.invite_link, userId: h.userId, telegramUserId: h.telegramUserId, expiresAt }).run();
    return link.invite_link;
  }

  /**
   * For the web (POST /api/telegram/premium-group): the live link, or an invite delivery queued
   * for the sender (one at a time per user). `member` when they are already in the group.
   */
  function requestInvite(userId: number): { link: string } | { queued: number } | { member: true } {
    const h = holderOf({ userId });
    if (membersOf(h).length > 0) return { member: true };
    const link = liveInvite(h);
    if (link) return { link };
    const target = `user:${userId}`;
    const pending = db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        and(
          eq(deliveries.channel, "telegram"),
          eq(deliveries.target, target),
          eq(deliveries.kind, "invite"),
          inArray(deliveries.status, ["pending", "sending"]),
        ),
      )
      .get();
    if (pending) return { queued: pending.id };
    return {
      queued: db
        .insert(deliveries)
        .values({ channel: "telegram", kind: "invite", target, chatId: chatId!, tier: "premium", dueAt: Date.now(), userId })
        .returning({ id: deliveries.id })
        .get().id,
    };
  }

  /** A chat_member update for the premium group: who joined (and through whose invite) or left. */
  function onChatMember(u: ChatMemberUpdated) {
    if (!chatId || String(u.chat.id) !== chatId) return;
    const tgId = u.new_chat_member.user.id;
    const now = Date.now();
    const isIn =
      IN.has(u.new_chat_member.status) && (u.new_chat_member.status !== "restricted" || (u.new_chat_member as { is_member?: boolean }).is_member !== false);
    const invite = u.invite_link
      ? db.select().from(telegramPremiumInvites).where(eq(telegramPremiumInvites.inviteLink, u.invite_link.invite_link)).get()
      : undefined;
    // A join through a link uses it up: the next invite is only made if they leave.
    if (invite && isIn) db.update(telegramPremiumInvites).set({ usedAt: now }).where(eq(telegramPremiumInvites.inviteLink, invite.inviteLink)).run();
    const byLink = db
      .select({ userId: telegramSubscribers.userId })
      .from(telegramSubscribers)
      .where(eq(telegramSubscribers.telegramUserId, tgId))
      .get()?.userId;
    const userId = invite?.userId ?? byLink ?? null;
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

  /** The sender's removal steps: out of the group (ban, then unban so a new invite works later). */
  async function ban(tgId: number) {
    await api!.banChatMember(chatId!, tgId);
  }
  async function unban(tgId: number) {
    await api!.unbanChatMember(chatId!, tgId, { only_if_banned: true });
    const now = Date.now();
    db.update(telegramPremiumMembers).set({ status: "removed", updatedAt: now }).where(eq(telegramPremiumMembers.telegramUserId, tgId)).run();
    // Links they never used die with their premium.
    db.update(telegramPremiumInvites)
      .set({ expiresAt: now })
      .where(and(eq(telegramPremiumInvites.telegramUserId, tgId), isNull(telegramPremiumInvites.usedAt)))
      .run();
  }

  /** How a queued invite row ended, once it has: sent, failed, … (null while in the queue). */
  const inviteOutcome = (id: number) => {
    const status = db.select({ status: deliveries.status }).from(deliveries).where(eq(deliveries.id, id)).get()?.status;
    return status === "pending" || status === "sending" ? null : (status ?? "gone");
  };

  return {
    configured: Boolean(api && chatId),
    chatId,
    inviteOutcome,
    holderOf,
    isPremium,
    membersOf,
    hasAccess,
    liveInvite,
    makeInvite,
    requestInvite,
    onChatMember,
    ban,
    unban,
  };
}

export type PremiumGroup = ReturnType<typeof createPremiumGroup>;
