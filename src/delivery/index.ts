/**
 * Delivery's public face: what other features may use of it. Its files are its own (Biome's
 * noRestrictedImports keeps other features to this one), so moving a part inside changes
 * nothing outside.
 */
export { clip, ELLIPSIS, fitEscaped, fitPieces, type Piece } from "./fit.ts";
export {
  type Access,
  type AccessUser,
  type AlertFilter,
  dueAt,
  filterOf,
  freeDelayMs,
  impactRank,
  type PremiumStatus,
  tierOf,
  WANTS_SQL,
  wants,
} from "./policy.ts";
export { backoffMs, RETRY_FOR_MS, retriesLeft, retryable, TIMEOUT_MS } from "./retry.ts";
export { CATEGORY_LABEL, IMPACT_LABEL, plainTitle } from "./labels.ts";
export { createChatPlatforms } from "./channels/index.ts";
export { type Answer, type ChatAlert, type ChatPlatform, loadChatAlert } from "./channels/chat-platform.ts";
export { createEventStep, type DeliveryEvent, deliveryEvent, type EventStep, emit, emitOn } from "./events.ts";
export type { Channel, ChannelSender, NoticeEvent, Planned } from "./channel.ts";
export { UPGRADE_LABEL, UPGRADE_START } from "./channels/telegram/buttons.ts";
export { createPacer, type Pacer, type PacerOptions } from "./channels/telegram/pacer.ts";
export { createOutbox, type Delivery, type NewDelivery, type Outbox, SOLE_NODE } from "./outbox.ts";
export { claimants } from "./claimants.ts";
export { WEBHOOK_MAX_IN_FLIGHT, WEBHOOK_PER_HOST } from "./channels/webhooks/limits.ts";
export { type ChannelAdapter, createChannelSender, type DeliverySender, premiumFirst, type Result } from "./sender.ts";
export { createWebhookSender } from "./channels/webhooks/sender.ts";
export { createChatSender } from "./channels/chat/sender.ts";
// Telegram's alert HTML and the premium DMs' texts, for the bot's own replies (/latest, /start) and tests.
export { alertMessage as telegramAlertMessage, escapeHtml, IMPACT_BADGE, NOT_ADVICE } from "./channels/telegram/format.ts";
export type { Tier } from "./channels/telegram/types.ts";
export { ENDED_DM, PAYMENT_FAILED_DM, REMOVED_DM } from "./channels/telegram/premium-texts.ts";
