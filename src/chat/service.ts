import { and, eq, inArray, lt } from "drizzle-orm";
import type { Deps } from "../deps.ts";
import { createChatPlatforms, emitOn, type PremiumStatus } from "../delivery/index.ts";
import type { Channel } from "../delivery/index.ts";
import { createDestinations, filtersText } from "./destinations.ts";
import { createChatPlanner } from "./planner.ts";

import { createChatSender } from "../delivery/index.ts";
import { alertMoves } from "../market/index.ts";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Discord and Slack, one channel: the destinations users add, the planner that writes their rows
 * in the alert's transaction, and the paced sender. A gone webhook's owner is told through the
 * Telegram channel's own function.
 */
export function createChat(deps: Deps & { billing: PremiumStatus }) {
  const { store, log, settings } = deps;
  const platforms = createChatPlatforms(deps.config.chat);
  const sender = createChatSender({
    store,
    log: log.child({ part: "chat-sender" }),
    platforms,
    nodeId: deps.node.claimsAs,
    stillLeading: deps.leading,
    filters: filtersText,
    moves: (alertId) => alertMoves(store, alertId),
    // The web shows the reason on the destination; the owner is told (in Telegram, when linked).
    onGone: (tx, d) =>
      emitOn(store, tx, {
        type: "user.notice",
        userId: d.userId,
        text: `⚠️ ${platforms[d.kind].name} says your Squawk webhook no longer exists (it was deleted from the channel), so Squawk has stopped posting there. Add a new one on your dashboard's Integrations card.`,
      }),
  });
  const wake = () => void sender.wake();
  const destinations = createDestinations({ store, platforms, wake });
  const planner = createChatPlanner({ store, settings, billing: deps.billing });
  const channel: Channel = { name: "chat", ...planner, sender };

  /** Month-old deliveries (a job in src/jobs.ts). */
  const cleanup = async () => {
    const { deliveries } = store.tables;
    await store.db
      .delete(deliveries)
      .where(and(eq(deliveries.channel, "chat"), lt(deliveries.createdAt, Date.now() - 30 * DAY), inArray(deliveries.status, ["sent", "failed"])));
  };

  return { platforms, destinations, channel, sender, cleanup, billing: deps.billing };
}

export type Chat = ReturnType<typeof createChat>;
