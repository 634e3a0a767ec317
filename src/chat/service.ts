import { and, inArray, lt } from "drizzle-orm";
import { chatDeliveries } from "../db/schema/chat.ts";
import type { Deps } from "../deps.ts";
import type { PremiumStatus } from "../integrations/access.ts";
import type { Job } from "../jobs.ts";
import type { UserNotices } from "../telegram/notices.ts";
import { createDestinations, filtersText } from "./destinations.ts";
import { createChatPlanner } from "./planner.ts";
import { createPlatforms } from "./platforms.ts";
import { createChatSender } from "./sender.ts";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Discord and Slack: the destinations users add, the planner that writes their rows in the
 * alert's transaction (a pipeline listener beside Telegram's and the webhooks'), and the paced sender.
 */
export function createChat(deps: Deps & { billing: PremiumStatus; telegram: Pick<UserNotices, "tell"> }) {
  const { db, log, settings } = deps;
  const platforms = createPlatforms(deps.config.chat);
  const sender = createChatSender({
    db,
    log: log.child({ part: "chat-sender" }),
    platforms,
    filters: filtersText,
    // The web shows the reason on the destination; Telegram tells the owner when linked.
    onGone: (d) => {
      const name = platforms[d.kind].name;
      deps.telegram.tell(d.userId, `⚠️ ${name} says your Squawk webhook no longer exists (it was deleted from the channel), so Squawk has stopped posting there. Add a new one on your dashboard's Integrations card.`);
    },
  });
  const wake = () => void sender.wake();
  const destinations = createDestinations({ db, platforms, wake });
  const planner = createChatPlanner({ db, settings, billing: deps.billing, wake });

  const jobs: Job[] = [
    {
      name: "chat-cleanup",
      description: "Deletes month-old Discord and Slack deliveries",
      every: () => 60 * 60 * 1000,
      run: () => void db.delete(chatDeliveries).where(and(lt(chatDeliveries.createdAt, Date.now() - 30 * DAY), inArray(chatDeliveries.status, ["sent", "failed"]))).run(),
    },
  ];

  return { platforms, destinations, planner, sender, jobs, billing: deps.billing, start: () => sender.start(), stop: () => sender.stop() };
}

export type Chat = ReturnType<typeof createChat>;
