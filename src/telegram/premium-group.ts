import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Api } from "grammy";
import type { ChatMemberUpdated } from "grammy/types";
import type { Config } from "../config.ts";
import type { Store, StoreDb } from "../db/store.ts";
import type { Logger } from "../log.ts";
import { telegramHoldsPremium } from "../billing/index.ts";

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
export function createPremiumGroup(deps: { store: Store; config: Config; log: Logger; api: Api | null }) {
  const { store, config, log, api } = deps;
  const { db } = store;
  const { deliveries, telegramPremiumInvites, telegramPremiumMembers, telegramSubscribers, users } = store.tables;
  const chatId = config.telegram.premiumChatId;

  /** A web user or Telegram subscriber → their linked pair. */
  async function holderOf(h: Partial<Holder>): Promise<Holder> {
    if (h.userId != null && h.telegramUserId == null) {
      const [row] = await db
        .select({ id: telegramSubscribers.telegramUserId })
        .from(telegramSubscribers)
        .where(eq(telegramSubscribers.userId, h.userId))
        .limit(1);
      return { userId: h.userId, telegramUserId: row?.id ?? null };
    }
    if (h.telegramUserId != null && h.userId == null) {
      const [row] = await db
        .select({ id: telegramSubscribers.userId })
        .from(telegramSubscribers)
        .where(eq(telegramSubscribers.telegramUserId, h.telegramUserId))
        .limit(1);
      return { telegramUserId: h.telegramUserId, userId: row?.id ?? null };
    }
    return { userId: h.userId ?? null, telegramUserId: h.telegramUserId ?? null };
  }

  /** Whether the pair holds premium (one state, written by billing on both halves: users.is_premium and telegram_premium). */
  async function isPremium(h: Holder): Promise<boolean> {
    const u = h.userId != null && (await db.select({ p: users.isPremium }).from(users).where(eq(users.id, h.userId)).limit(1))[0]?.p;
    return Boolean(u || (h.telegramUserId != null && (await telegramHoldsPremium(store, db, h.telegramUserId))));
  }

  /** The pair's Telegram ids: through the link, and through group joins via their invites. */
  async function telegramIdsOf(h: Holder): Promise<number[]> {
    const ids = new Set<number>();
    if (h.telegramUserId != null) ids.add(h.telegramUserId);
    if (h.userId != null) {
      const joined = await db
        .select({ id: telegramPremiumMembers.telegramUserId })
        .from(telegramPremiumMembers)
        .where(eq(telegramPremiumMembers.userId, h.userId));
      for (const r of joined) ids.add(r.id);
    }
    return [...ids];
  }

  /** Telegram ids of the pair that are in the group now. */
  async function membersOf(h: Holder): Promise<number[]> {
    const ids = await telegramIdsOf(h);
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: telegramPremiumMembers.telegramUserId })
      .from(telegramPremiumMembers)
      .where(and(eq(telegramPremiumMembers.status, "member"), inArray(telegramPremiumMembers.telegramUserId, ids)));
    return rows.map((r) => r.id);
  }

  const hasAccess = async (userId: number) => (await membersOf(await holderOf({ userId }))).length > 0;

  /** The pair's unexpired, unused invite link, if there is one. */
  async function liveInvite(h: Holder, now = Date.now()): Promise<string | null> {
    const who = [
      ...(h.userId != null ? [eq(telegramPremiumInvites.userId, h.userId)] : []),
      ...(h.telegramUserId != null ? [eq(telegramPremiumInvites.telegramUserId, h.telegramUserId)] : []),
    ];
    if (who.length === 0) return null;
    const [row] = await db
      .select({ link: telegramPremiumInvites.inviteLink })
      .from(telegramPremiumInvites)
      .where(and(or(...who), isNull(telegramPremiumInvites.usedAt), gt(telegramPremiumInvites.expiresAt, now + INVITE_MARGIN)))
      .limit(1);
    return row?.link ?? null;
  }

  /**
   * The sender's invite step: the live link if there is one, else a new one (only while the
   * pair has premium and is not in the group). Null when there is nothing to give.
   */
  async function makeInvite(h: Holder): Promise<string | null> {
    if (!api || !chatId || !(await isPremium(h)) || (await membersOf(h)).length > 0) return null;
    const live = await liveInvite(h);
    if (live) return live;
    const expiresAt = Date.now() + INVITE_TTL;
    const link = await api.createChatInviteLink(chatId, {
      member_limit: 1,
      expire_date: Math.floor(expiresAt / 1000),
      name: `squawk ${h.userId ? `user ${h.userId}` : `tg ${h.telegramUserId}`}`,
    });
    await db.insert(telegramPremiumInvites).values({ inviteLink: link.invite_link, userId: h.userId, telegramUserId: h.telegramUserId, expiresAt });
    return link.invite_link;
  }

  /**
   * For the web (POST /api/telegram/premium-group): the live link, or an invite delivery queued
   * for the sender (one at a time per user). `member` when they are already in the group.
   */
  async function requestInvite(userId: number): Promise<{ link: string } | { queued: number } | { member: true }> {
    const h = await holderOf({ userId });
    if ((await membersOf(h)).length > 0) return { member: true };
    const link = await liveInvite(h);
    if (link) return { link };
    return { queued: await queueInvite(userId) };
  }

  /** The user's queued invite row, if there is one (`on`: the connection, or the transaction that asks). */
  async function queuedInvite(userId: number, on: StoreDb = db): Promise<number | undefined> {
    const [pending] = await on
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        and(
          eq(deliveries.channel, "telegram"),
          eq(deliveries.target, `user:${userId}`),
          eq(deliveries.kind, "invite"),
          inArray(deliveries.status, ["pending", "sending"]),
        ),
      )
      .limit(1);
    return pending?.id;
  }

  /**
   * The user's queued invite row, or a new one: one at a time, even when two requests (or two
   * nodes) ask at once. A plain read first, since a waiting request asks again every 100 ms.
   */
  async function queueInvite(userId: number): Promise<number> {
    const queued = await queuedInvite(userId);
    if (queued !== undefined) return queued;
    return await store.tx(async (t) => {
      // SQLite: BEGIN IMMEDIATE already makes this read-then-insert one writer at a time.
      // PostgreSQL: a lock per user for the transaction, since READ COMMITTED would let two both find none.
      if (store.kind === "pg") await t.execute(sql`SELECT pg_advisory_xact_lock(hashtext('telegram-invite'), ${userId}::int)`);
      const pending = await queuedInvite(userId, t);
      if (pending !== undefined) return pending;
      const [row] = await t
        .insert(deliveries)
        .values({ channel: "telegram", kind: "invite", target: `user:${userId}`, chatId: chatId!, tier: "premium", dueAt: Date.now(), userId })
        .returning({ id: deliveries.id });
      return row!.id;
    });
  }

  /** A chat_member update for the premium group: who joined (and through whose invite) or left. */
  async function onChatMember(u: ChatMemberUpdated) {
    if (!chatId || String(u.chat.id) !== chatId) return;
    const tgId = u.new_chat_member.user.id;
    const now = Date.now();
    const isIn =
      IN.has(u.new_chat_member.status) && (u.new_chat_member.status !== "restricted" || (u.new_chat_member as { is_member?: boolean }).is_member !== false);
    const { userId, status } = await store.tx(async (t) => {
      const [invite] = u.invite_link
        ? await t.select().from(telegramPremiumInvites).where(eq(telegramPremiumInvites.inviteLink, u.invite_link.invite_link)).limit(1)
        : [];
      // A join through a link uses it up: the next invite is only made if they leave.
      if (invite && isIn) await t.update(telegramPremiumInvites).set({ usedAt: now }).where(eq(telegramPremiumInvites.inviteLink, invite.inviteLink));
      const [linked] = await t
        .select({ userId: telegramSubscribers.userId })
        .from(telegramSubscribers)
        .where(eq(telegramSubscribers.telegramUserId, tgId))
        .limit(1);
      const userId = invite?.userId ?? linked?.userId ?? null;
      const values = isIn
        ? { telegramUserId: tgId, userId, status: "member" as const, joinedAt: now, updatedAt: now }
        : { telegramUserId: tgId, status: (u.new_chat_member.status === "kicked" ? "removed" : "left") as "removed" | "left", updatedAt: now };
      const { telegramUserId: _, ...set } = values;
      await t
        .insert(telegramPremiumMembers)
        .values(values)
        .onConflictDoUpdate({ target: telegramPremiumMembers.telegramUserId, set: isIn && userId === null ? { ...set, userId: undefined } : set });
      return { userId, status: values.status };
    });
    log.info("premium group membership changed", { telegramUserId: tgId, userId, status });
  }

  /** The sender's removal steps: out of the group (ban, then unban so a new invite works later). */
  async function ban(tgId: number) {
    await api!.banChatMember(chatId!, tgId);
  }
  async function unban(tgId: number) {
    await api!.unbanChatMember(chatId!, tgId, { only_if_banned: true });
    const now = Date.now();
    await db.update(telegramPremiumMembers).set({ status: "removed", updatedAt: now }).where(eq(telegramPremiumMembers.telegramUserId, tgId));
    // Links they never used die with their premium.
    await db
      .update(telegramPremiumInvites)
      .set({ expiresAt: now })
      .where(and(eq(telegramPremiumInvites.telegramUserId, tgId), isNull(telegramPremiumInvites.usedAt)));
  }

  /** How a queued invite row ended, once it has: sent, failed, … (null while in the queue). */
  const inviteOutcome = async (id: number) => {
    const status = (await db.select({ status: deliveries.status }).from(deliveries).where(eq(deliveries.id, id)).limit(1))[0]?.status;
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
