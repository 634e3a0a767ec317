import { eq } from "drizzle-orm";
import type { Api } from "grammy";
import type { DeliveryEvent } from "../../events.ts";
import type { Store, StoreDb } from "../../../db/store.ts";
import type { Delivery, NewDelivery } from "../../outbox.ts";
import { dmTarget } from "./notifier.ts";
import type { PremiumGroup } from "../../../telegram/index.ts";
import { ENDED_DM, PAYMENT_FAILED_DM, REMOVED_DM, welcomeDm } from "./premium-texts.ts";

type Row = Delivery;
export const PREMIUM_KINDS = new Set<Row["kind"]>(["welcome", "invite", "removal", "notice"]);

/** One step of a premium delivery: an API call, and what to record once Telegram accepted it. */
/** A premium change as delivery's events step hands it over (premium.changed). */
type PremiumChange = Extract<DeliveryEvent, { type: "premium.changed" }>;

export interface Step {
  run: () => Promise<{ messageId?: number; data?: Row["data"] } | void>;
}

/**
 * The Telegram side of premium changes. Billing writes a premium.changed delivery event in the
 * transaction that changes premium; delivery's events step hands each to `plan` in the
 * transaction that marks it handled, so a crash neither loses nor doubles one. The sender then runs each
 * row's `steps`, recording each step as it does for message parts.
 */
export function createPremiumDeliveries(deps: { store: Store; api: Api; premium: PremiumGroup; signInLink: (userId: number) => Promise<string> }) {
  const { api, premium } = deps;
  const { db } = deps.store;
  const { deliveries, telegramSubscribers, users } = deps.store.tables;
  const accountDm = async (userId: number) => {
    const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    const email = u?.email ?? "";
    return `Your card payment is linked to the Squawk web account ${email}. Open your dashboard with this one-time sign-in link (valid 24 hours): ${await deps.signInLink(userId)}`;
  };

  // On `tx` when planning (the events step's transaction), else on the store.
  const subscriberOf = async (tgId: number | null, tx: StoreDb = db) =>
    tgId == null ? undefined : (await tx.select().from(telegramSubscribers).where(eq(telegramSubscribers.telegramUserId, tgId)).limit(1))[0];

  /** Rows for one event, from the state as it is now (a stale "granted" after an "ended" does nothing). */
  async function rowsFor(tx: StoreDb, e: PremiumChange): Promise<NewDelivery[]> {
    const h = await premium.holderOf({ userId: e.userId, telegramUserId: e.telegramUserId });
    const sub = await subscriberOf(h.telegramUserId, tx);
    const now = Date.now();
    const base = { channel: "telegram" as const, premiumEventId: e.premiumEventId, tier: "premium" as const, dueAt: now, userId: h.userId };
    const dm = sub ? { target: dmTarget(sub.telegramUserId), chatId: String(sub.chatId) } : null;
    const rows: NewDelivery[] = [];
    const premiumNow = await premium.isPremium(h);
    if (e.kind === "granted" && premiumNow) {
      if (dm) rows.push({ ...base, ...dm, kind: "welcome" });
      else if (premium.configured && h.userId != null && (await premium.membersOf(h)).length === 0)
        rows.push({ ...base, kind: "invite", target: `user:${h.userId}`, chatId: premium.chatId! });
    } else if (e.kind === "ended" && !premiumNow) {
      const members = premium.configured ? await premium.membersOf(h) : [];
      for (const tgId of members) {
        const s = await subscriberOf(tgId, tx);
        rows.push({ ...base, kind: "removal", target: dmTarget(tgId), chatId: String(s?.chatId ?? tgId) });
      }
      if (dm && !members.includes(sub!.telegramUserId)) rows.push({ ...base, ...dm, kind: "notice", data: { text: ENDED_DM } });
    } else if (e.kind === "payment_failed" && dm) {
      rows.push({ ...base, ...dm, kind: "notice", data: { text: PAYMENT_FAILED_DM } });
    } else if (e.kind === "account_linked" && dm && h.userId != null) {
      rows.push({ ...base, ...dm, kind: "notice", data: { signInFor: h.userId } });
    }
    return rows;
  }

  /** The rows one premium event owes, written in the events step's transaction that marks it handled. */
  async function plan(tx: StoreDb, e: PremiumChange) {
    const rows = await rowsFor(tx, e);
    if (rows.length) await tx.insert(deliveries).values(rows).onConflictDoNothing();
  }

  /** A DM that is skipped (not failed) when the subscriber paused alerts or is gone. */
  const dmStep = (row: Row, text: () => Promise<string> | string): Step => ({
    run: async () => {
      const tgId = Number(row.target.slice(3));
      if ((await subscriberOf(tgId))?.status !== "active") return;
      const msg = await api.sendMessage(row.chatId!, await text(), { link_preview_options: { is_disabled: true } });
      return { messageId: msg.message_id };
    },
  });

  /** The steps a row stands for, in order; the sender resumes at row.partsDone. */
  async function steps(row: Row): Promise<Step[]> {
    const holder = await premium.holderOf({ userId: row.userId, telegramUserId: row.target.startsWith("dm:") ? Number(row.target.slice(3)) : null });
    switch (row.kind) {
      case "welcome":
        return [
          { run: async () => ({ data: { ...row.data, inviteLink: (await premium.makeInvite(holder)) ?? undefined } }) },
          // The link recorded by the first step, read back so a restart sends the same one.
          dmStep(row, async () => welcomeDm((await current(row.id))?.inviteLink ?? null)),
        ];
      case "invite":
        return [{ run: async () => ({ data: { inviteLink: (await premium.makeInvite(holder)) ?? undefined } }) }];
      case "removal": {
        const tgId = Number(row.target.slice(3));
        return [{ run: () => premium.ban(tgId) }, { run: () => premium.unban(tgId) }, dmStep(row, () => REMOVED_DM)];
      }
      case "notice": {
        // The sign-in link is made when the DM goes out, so its token is never stored in clear.
        const signInFor = row.data?.signInFor;
        if (signInFor != null) return [dmStep(row, () => accountDm(signInFor))];
        return [dmStep(row, () => row.data?.text ?? "")];
      }
      default:
        return [];
    }
  }

  const current = async (id: number) => (await db.select({ data: deliveries.data }).from(deliveries).where(eq(deliveries.id, id)).limit(1))[0]?.data;

  return { plan, steps };
}

export type PremiumDeliveries = ReturnType<typeof createPremiumDeliveries>;
