import { and, eq, inArray, lt } from "drizzle-orm";
import type { Deps } from "../deps.ts";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../db/schema/integrations.ts";
import { alerts } from "../db/schema/posts.ts";
import type { UserNotices } from "../telegram/notices.ts";
import type { Job } from "../jobs.ts";
import type { PremiumStatus } from "./access.ts";
import { createEndpoints } from "./endpoints.ts";
import { createApiKeys, createRateLimit } from "./keys.ts";
import { createWebhookSender } from "./sender.ts";
import { createSignal } from "./stream.ts";
import { createWebhookWriter } from "./writer.ts";

export const RATE_LIMIT_PER_MINUTE = 60;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Integrations: API keys and the read API, the live stream, and signed webhooks. The writer is
 * one more pipeline listener (beside Telegram's notifier); the sender is its own paced worker.
 */
export function createIntegrations(deps: Deps & { billing: PremiumStatus; telegram: Pick<UserNotices, "tell"> }) {
  const { db, settings, log } = deps;
  const testMode = () => settings.environment() === "test";
  const signal = createSignal();

  /** An endpoint disabled after 24 h of failures: its owner hears of it in Telegram when linked. */
  function onDisabled(e: typeof webhookEndpoints.$inferSelect, d: typeof webhookDeliveries.$inferSelect) {
    if (d.alertId === null) return;
    const alert = db.select({ postId: alerts.postId }).from(alerts).where(eq(alerts.id, d.alertId)).get();
    if (!alert) return;
    // Sent as plain text by the premium-notice step, so the URL needs no escaping.
    deps.telegram.tell(e.userId, `⚠️ Your Squawk webhook ${e.url} has failed for 24 hours and is now disabled. Check it on your dashboard, then delete it and add it again.`, { postId: alert.postId, alertId: d.alertId });
  }

  const sender = createWebhookSender({ db, log: log.child({ part: "webhook-sender" }), testMode, onDisabled });
  const wake = () => {
    signal.notify();
    void sender.wake();
  };
  const keys = createApiKeys({ db, mode: () => settings.environment() });
  const endpoints = createEndpoints({ db, testMode, wake });
  const listener = createWebhookWriter({ db, settings, billing: deps.billing, wake });

  const jobs: Job[] = [
    { name: "webhooks-deliver", description: "Sends due webhook deliveries (premium first); woken at once by new alerts", every: () => 5000, run: () => void sender.wake() },
    {
      name: "webhooks-cleanup",
      description: "Deletes month-old webhook deliveries and attempts",
      every: () => 60 * 60 * 1000,
      run: () => {
        const before = Date.now() - 30 * DAY;
        db.delete(webhookDeliveries).where(and(lt(webhookDeliveries.createdAt, before), inArray(webhookDeliveries.status, ["sent", "failed"]))).run();
        db.delete(webhookAttempts).where(lt(webhookAttempts.at, before)).run();
      },
    },
  ];

  return {
    keys,
    endpoints,
    sender,
    listener,
    signal,
    jobs,
    billing: deps.billing,
    rateLimit: createRateLimit(RATE_LIMIT_PER_MINUTE),
    start: () => sender.start(),
    stop: () => sender.stop(),
  };
}

export type Integrations = ReturnType<typeof createIntegrations>;
