import { and, eq, inArray, sql } from "drizzle-orm";
import type { Deps } from "../deps.ts";
import { alerts, analyses, posts } from "../db/schema/posts.ts";
import { telegramDeliveries, telegramSubscribers } from "../db/schema/telegram.ts";
import { users } from "../db/schema/core.ts";
import { wantsAlert } from "./filter.ts";
import type { DbTx, Tier } from "./types.ts";

type NewDelivery = typeof telegramDeliveries.$inferInsert;

/**
 * The seam between the pipeline and Telegram. The pipeline calls:
 * - `postDetected(post)` once a new (not back-filled) post is stored, before analysis: premium
 *   targets get '⚡ New post — analysing…' at once, so a slow model never delays them;
 * - `alertCreated(tx, alertId)` inside the transaction that writes the alert: one delivery row
 *   per target, premium due now (editing the instant message in place), free at the free delay;
 * - `postDismissed(tx, postId)` when the analysis made no alert: premium targets that got the
 *   instant message see it edited to the verdict.
 * Rows are written in the caller's transaction, so an alert and its deliveries exist together
 * or not at all; the alert service wakes the sender once that transaction has committed.
 */
export interface Notifier {
  postDetected(post: { id: string }, tx?: DbTx): void;
  alertCreated(tx: DbTx, alertId: number): void;
  postDismissed(tx: DbTx, postId: string): void;
}

export const PREMIUM_GROUP = "premium-group";
export const FREE_GROUP = "free-group";
export const dmTarget = (telegramUserId: number) => `dm:${telegramUserId}`;

export function createNotifier(deps: Pick<Deps, "db" | "config" | "settings" | "log"> & { enabled: () => boolean }): Notifier {
  const { db, config, settings } = deps;

  function activeSubscribers(tx: DbTx) {
    return tx
      .select({
        telegramUserId: telegramSubscribers.telegramUserId,
        chatId: telegramSubscribers.chatId,
        threshold: telegramSubscribers.threshold,
        tariffOnly: telegramSubscribers.tariffOnly,
        // One premium state for a linked pair; a Telegram-only subscriber holds it alone.
        isPremium: sql<number>`max(coalesce(${users.isPremium}, 0), ${telegramSubscribers.isPremium})`,
      })
      .from(telegramSubscribers)
      .leftJoin(users, eq(users.id, telegramSubscribers.userId))
      .where(eq(telegramSubscribers.status, "active"))
      .all();
  }

  /**
   * One statement, prepared in the caller's transaction, run per row: a fan-out writes 10,000
   * rows or more while the premium DMs wait, and drizzle building 500-row inserts cost ~30 µs a row.
   */
  function insert(tx: DbTx, rows: NewDelivery[]) {
    if (rows.length === 0) return;
    const at = sql.placeholder;
    const one = tx
      .insert(telegramDeliveries)
      .values({ postId: at("postId"), alertId: at("alertId"), kind: at("kind"), target: at("target"), chatId: at("chatId"), tier: at("tier"), dueAt: at("dueAt"), editOf: at("editOf"), createdAt: at("createdAt") })
      .onConflictDoNothing()
      .prepare();
    const createdAt = Date.now();
    for (const r of rows) {
      one.run({ postId: r.postId ?? null, alertId: r.alertId ?? null, kind: r.kind, target: r.target, chatId: r.chatId, tier: r.tier, dueAt: r.dueAt, editOf: r.editOf ?? null, createdAt });
    }
  }

  /** Instant rows the finished alert replaces before they went out (collected by finalFor). */
  function supersede(tx: DbTx, ids: number[]) {
    for (let i = 0; i < ids.length; i += 500) {
      tx.update(telegramDeliveries)
        .set({ status: "skipped", lastError: "superseded by the finished alert" })
        .where(and(inArray(telegramDeliveries.id, ids.slice(i, i + 500)), eq(telegramDeliveries.status, "pending")))
        .run();
    }
  }

  function instantsOf(tx: DbTx, postId: string) {
    const rows = tx
      .select({ id: telegramDeliveries.id, target: telegramDeliveries.target, chatId: telegramDeliveries.chatId, status: telegramDeliveries.status })
      .from(telegramDeliveries)
      .where(and(eq(telegramDeliveries.postId, postId), eq(telegramDeliveries.kind, "instant")))
      .all();
    return new Map(rows.map((r) => [r.target, r]));
  }

  /** A premium final row edits the instant message if it went out; an unsent instant is dropped. */
  function finalFor(superseded: number[], instants: ReturnType<typeof instantsOf>, target: string): Pick<NewDelivery, "editOf"> {
    const instant = instants.get(target);
    if (!instant) return {};
    if (instant.status === "pending") {
      superseded.push(instant.id);
      return {};
    }
    return instant.status === "skipped" ? {} : { editOf: instant.id };
  }

  return {
    postDetected(post, inTx) {
      if (!deps.enabled()) return;
      const tx: DbTx = inTx ?? db;
      const now = Date.now();
      const base = { postId: post.id, kind: "instant" as const, tier: "premium" as const, dueAt: now };
      const rows: NewDelivery[] = [];
      if (config.telegram.premiumChatId) rows.push({ ...base, target: PREMIUM_GROUP, chatId: config.telegram.premiumChatId });
      // Only DMs that would accept any alert get the unfiltered first ping; the others wait
      // for the verdict (their filter needs the impact), which is due at once for premium too.
      for (const s of activeSubscribers(tx)) {
        if (s.isPremium && s.threshold === "All" && !s.tariffOnly) rows.push({ ...base, target: dmTarget(s.telegramUserId), chatId: String(s.chatId) });
      }
      insert(tx, rows);
    },

    alertCreated(tx, alertId) {
      if (!deps.enabled()) return;
      const row = tx
        .select({ alert: alerts, tariff: analyses.tariff })
        .from(alerts)
        .innerJoin(posts, eq(posts.id, alerts.postId))
        .leftJoin(analyses, eq(analyses.postId, alerts.postId))
        .where(eq(alerts.id, alertId))
        .get();
      if (!row) throw new Error(`alertCreated: no alert ${alertId} in this transaction`);
      const { alert } = row;
      const now = Date.now();
      const freeDue = alert.createdAt + Number(settings.get("alerts.freeDelayMinutes")) * 60_000;
      const instants = instantsOf(tx, alert.postId);
      const superseded: number[] = [];
      const base = { postId: alert.postId, alertId, kind: "final" as const };
      const add = (target: string, chatId: string, tier: Tier): NewDelivery =>
        tier === "premium"
          ? { ...base, target, chatId, tier, dueAt: now, ...finalFor(superseded, instants, target) }
          : { ...base, target, chatId, tier, dueAt: freeDue };
      const rows: NewDelivery[] = [];
      if (config.telegram.premiumChatId) rows.push(add(PREMIUM_GROUP, config.telegram.premiumChatId, "premium"));
      if (config.telegram.freeChatId) rows.push(add(FREE_GROUP, config.telegram.freeChatId, "free"));
      for (const s of activeSubscribers(tx)) {
        if (!wantsAlert(s, { impact: alert.impact, tariff: row.tariff })) continue;
        rows.push(add(dmTarget(s.telegramUserId), String(s.chatId), s.isPremium ? "premium" : "free"));
      }
      supersede(tx, superseded);
      insert(tx, rows);
    },

    postDismissed(tx, postId) {
      if (!deps.enabled()) return;
      const instants = instantsOf(tx, postId);
      const superseded: number[] = [];
      const rows: NewDelivery[] = [];
      for (const [target, instant] of instants) {
        const edit = finalFor(superseded, instants, target);
        if (edit.editOf) rows.push({ postId, kind: "final", target, chatId: instant.chatId, tier: "premium", dueAt: Date.now(), ...edit });
      }
      supersede(tx, superseded);
      insert(tx, rows);
    },
  };
}
