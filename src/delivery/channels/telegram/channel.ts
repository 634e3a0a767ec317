import { and, eq } from "drizzle-orm";
import type { Api } from "grammy";
import type { Channel } from "../../channel.ts";
import type { Deps } from "../../../deps.ts";
import { freeDelayMs } from "../../policy.ts";
import { deliveries } from "../../../db/schema/delivery.ts";
import { telegramSubscribers } from "../../../db/schema/telegram.ts";
import { alerts } from "../../../db/schema/posts.ts";
import type { DbTx } from "../../../db/index.ts";
import { alertMovesNow, premiumSinceLine } from "../../../market/moves-text.ts";
import { createNotifier, dmTarget } from "./notifier.ts";
import { createPremiumDeliveries } from "./premium-deliveries.ts";
import type { PremiumGroup } from "../../../telegram/index.ts";
import { createSender } from "./sender.ts";

/**
 * Telegram as a channel: the notifier plans alert rows, premium deliveries plan premium-change
 * rows, the sender drains them. Without a bot (no TELEGRAM_BOT_TOKEN) nothing is planned or sent.
 */
export function createTelegramChannel(deps: Deps & { api: Api | null; premium: PremiumGroup; enabled: () => boolean; signInLink: (userId: number) => string }) {
  const { db, log, settings, api, premium, enabled } = deps;
  const premiumDeliveries = api ? createPremiumDeliveries({ db, api, premium, signInLink: deps.signInLink }) : undefined;
  const sender = api
    ? createSender({
        db,
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
    planEvent: (tx, event) => {
      if (event.type === "user.notice") planNotice(tx, event);
      else if (event.type === "premium.changed") premiumDeliveries?.plan(tx, event);
    },
    sender: sender ?? { start() {}, stop: async () => {}, wake() {} },
  };

  /**
   * At +15 minutes, every premium target that got the alert (DMs and the premium group) is told
   * what the market did since: "Since the post: SPY −1.5% · EWJ −2.5% (15 min)", once per post
   * and chat. A reply to the alert's message rather than an edit: an edited 15-minute-old
   * message notifies nobody, a reply does and still points at the alert it is about.
   */
  function planSinceThePost(tx: DbTx, alertId: number) {
    if (!enabled()) return;
    const alert = tx.select({ postId: alerts.postId }).from(alerts).where(eq(alerts.id, alertId)).get();
    const moves = alert && alertMovesNow(tx, alertId);
    if (!alert || !moves) return;
    const sent = tx
      .select({ target: deliveries.target, chatId: deliveries.chatId })
      .from(deliveries)
      .where(and(eq(deliveries.channel, "telegram"), eq(deliveries.alertId, alertId), eq(deliveries.kind, "final"), eq(deliveries.tier, "premium")))
      .all();
    for (const d of sent) {
      tx.insert(deliveries)
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
        .onConflictDoNothing()
        .run();
    }
  }

  /**
   * A `user.notice` event as a DM to the web user's linked Telegram account, sent as plain text.
   * Once per (post, user) when the event names the alert that caused it (the row's unique key);
   * without it (a chat webhook found deleted) each event is one DM.
   */
  function planNotice(tx: DbTx, { userId, text, postId, alertId }: { userId: number; text: string; postId?: string; alertId?: number }) {
    if (!enabled()) return;
    const sub = tx
      .select()
      .from(telegramSubscribers)
      .where(and(eq(telegramSubscribers.userId, userId), eq(telegramSubscribers.status, "active")))
      .get();
    if (!sub) return;
    tx.insert(deliveries)
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
      .onConflictDoNothing()
      .run();
  }

  return { channel, notifier, planner: notifier.planner, sender };
}

export type TelegramChannel = ReturnType<typeof createTelegramChannel>;
