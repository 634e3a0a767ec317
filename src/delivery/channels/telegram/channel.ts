import { and, eq } from "drizzle-orm";
import type { Api } from "grammy";
import type { Channel } from "../../channel.ts";
import type { Deps } from "../../../deps.ts";
import { freeDelayMs } from "../../policy.ts";
import { alertMoves, premiumSinceLine } from "../../../market/index.ts";
import type { DbTx } from "./types.ts";
import { createNotifier, dmTarget } from "./notifier.ts";
import { createPremiumDeliveries } from "./premium-deliveries.ts";
import type { PremiumGroup } from "../../../telegram/index.ts";
import { createSender } from "./sender.ts";

/**
 * Telegram as a channel: the notifier plans alert rows, premium deliveries plan premium-change
 * rows, the sender drains them. Without a bot (no TELEGRAM_BOT_TOKEN) nothing is planned or sent.
 */
export function createTelegramChannel(
  deps: Deps & { api: Api | null; premium: PremiumGroup; enabled: () => boolean; signInLink: (userId: number) => Promise<string> },
) {
  const { store, log, settings, api, premium, enabled } = deps;
  const { alerts, deliveries, telegramSubscribers } = store.tables;
  const premiumDeliveries = api ? createPremiumDeliveries({ store, api, premium, signInLink: deps.signInLink }) : undefined;
  const sender = api
    ? createSender({
        store,
        api,
        log: log.child({ part: "telegram-sender" }),
        enabled,
        freeDelayMinutes: () => freeDelayMs(settings) / 60_000,
        paidBroadcast: () => Boolean(settings.get("telegram.paidBroadcast")),
        premium: premiumDeliveries,
        nodeId: deps.node.claimsAs,
        stillLeading: deps.leading,
      })
    : null;
  const notifier = createNotifier({ ...deps, enabled, wake: () => void sender?.wake() });

  const channel: Channel = {
    name: "telegram",
    planPost: (tx, postId) => notifier.postDetected({ id: postId }, tx),
    planAlert: (tx, alertId) => notifier.alertCreated(tx, alertId),
    planDismissed: (tx, postId) => notifier.postDismissed(tx, postId),
    planReaction: (tx, alertId, horizons) => (horizons.includes("15m") ? planSinceThePost(tx, alertId) : undefined),
    planEvent: async (tx, event) => {
      if (event.type === "user.notice") await planNotice(tx, event);
      else if (event.type === "premium.changed") await premiumDeliveries?.plan(tx, event);
    },
    // The events step wakes a channel once its transaction has committed: the planner too, since
    // on PostgreSQL a pass asked for inside that transaction may have run before the commit and
    // found no plan yet (on SQLite it waits for the transaction).
    sender: {
      start: () => sender?.start(),
      stop: async () => sender?.stop(),
      wake() {
        notifier.planner.wake();
        return sender?.wake();
      },
    },
  };

  /**
   * At +15 minutes, every premium target that got the alert (DMs and the premium group) is told
   * what the market did since: "Since the post: SPY −1.5% · EWJ −2.5% (15 min)", once per post
   * and chat. A reply to the alert's message rather than an edit: an edited 15-minute-old
   * message notifies nobody, a reply does and still points at the alert it is about.
   */
  async function planSinceThePost(tx: DbTx, alertId: number) {
    if (!enabled()) return;
    const [alert] = await tx.select({ postId: alerts.postId }).from(alerts).where(eq(alerts.id, alertId)).limit(1);
    // The market's own reading, on the store: the moves it announces were committed with their event.
    const moves = alert && (await alertMoves(store, alertId));
    if (!alert || !moves) return;
    const sent = await tx
      .select({ target: deliveries.target, chatId: deliveries.chatId })
      .from(deliveries)
      .where(and(eq(deliveries.channel, "telegram"), eq(deliveries.alertId, alertId), eq(deliveries.kind, "final"), eq(deliveries.tier, "premium")));
    for (const d of sent) {
      await tx
        .insert(deliveries)
        .values({
          channel: "telegram",
          postId: alert.postId,
          alertId,
          kind: "moves",
          target: d.target,
          chatId: d.chatId,
          tier: "premium",
          dueAt: Date.now(),
          data: { text: premiumSinceLine(moves) },
        })
        .onConflictDoNothing();
    }
  }

  /**
   * A `user.notice` event as a DM to the web user's linked Telegram account, sent as plain text.
   * Once per (post, user) when the event names the alert that caused it (the row's unique key);
   * without it (a chat webhook found deleted) each event is one DM.
   */
  async function planNotice(tx: DbTx, { userId, text, postId, alertId }: { userId: number; text: string; postId?: string; alertId?: number }) {
    if (!enabled()) return;
    const [sub] = await tx
      .select()
      .from(telegramSubscribers)
      .where(and(eq(telegramSubscribers.userId, userId), eq(telegramSubscribers.status, "active")))
      .limit(1);
    if (!sub) return;
    await tx
      .insert(deliveries)
      .values({
        channel: "telegram",
        postId,
        alertId,
        kind: "notice",
        target: dmTarget(sub.telegramUserId),
        chatId: String(sub.chatId),
        tier: "premium",
        dueAt: Date.now(),
        data: { text },
      })
      .onConflictDoNothing();
  }

  return { channel, notifier, planner: notifier.planner, sender };
}

export type TelegramChannel = ReturnType<typeof createTelegramChannel>;
