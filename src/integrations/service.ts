import { and, eq, inArray, lt } from "drizzle-orm";
import type { Deps } from "../deps.ts";
import type { PremiumStatus } from "../delivery/index.ts";
import { createEndpoints } from "./endpoints.ts";
import { createApiKeys, createRateLimit } from "./keys.ts";
import { createWebhookChannel } from "./channel.ts";
import { createSignal, createStreams } from "./stream.ts";

export const RATE_LIMIT_PER_MINUTE = 60;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Integrations: API keys and the read API, the live stream, and signed webhooks (a channel
 * delivery's events step hands the alert's and the market's events to, beside Telegram).
 */
export function createIntegrations(deps: Deps & { billing: PremiumStatus }) {
  const { store, settings } = deps;
  const testMode = () => settings.environment() === "test";
  const signal = createSignal();
  const { channel, sender } = createWebhookChannel({ ...deps, signal });
  const keys = createApiKeys({ store, mode: () => settings.environment() });
  const endpoints = createEndpoints({ store, testMode, sender });

  /** Month-old webhook deliveries and attempts (a job in src/jobs.ts). */
  async function cleanup() {
    const { deliveries, webhookAttempts } = store.tables;
    const before = Date.now() - 30 * DAY;
    await store.db
      .delete(deliveries)
      .where(and(eq(deliveries.channel, "webhooks"), lt(deliveries.createdAt, before), inArray(deliveries.status, ["sent", "failed"])));
    await store.db.delete(webhookAttempts).where(lt(webhookAttempts.at, before));
  }

  return {
    keys,
    endpoints,
    sender,
    channel,
    signal,
    streams: createStreams({ store, signal }),
    cleanup,
    billing: deps.billing,
    rateLimit: createRateLimit(RATE_LIMIT_PER_MINUTE),
  };
}

export type Integrations = ReturnType<typeof createIntegrations>;
