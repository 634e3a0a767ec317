import type { Channel } from "../delivery/index.ts";
import type { Deps } from "../deps.ts";
import type { PremiumStatus } from "../delivery/index.ts";
import { createWebhookSender } from "../delivery/index.ts";
import type { Signal } from "./stream.ts";
import { createWebhookWriter } from "./writer.ts";

/**
 * Integrator webhooks as a channel: the writer plans a signed delivery per matching endpoint,
 * the sender drains them. A wake also wakes the open streams (they read the alerts themselves).
 */
export function createWebhookChannel(deps: Deps & { billing: PremiumStatus; signal: Signal }) {
  const { store, settings, log, signal } = deps;
  const testMode = () => settings.environment() === "test";
  const sender = createWebhookSender({ store, log: log.child({ part: "webhook-sender" }), testMode, nodeId: deps.node.claimsAs, stillLeading: deps.leading });
  const writer = createWebhookWriter({ store, settings, billing: deps.billing });
  const channel: Channel = {
    name: "webhooks",
    planAlert: writer.planAlert,
    planReaction: writer.planReaction,
    sender: {
      start: sender.start,
      stop: sender.stop,
      wake() {
        signal.alerted();
        return sender.wake();
      },
    },
  };
  return { channel, sender };
}
