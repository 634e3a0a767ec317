/**
 * Integrator webhooks' pace, the channel's own limits beside Telegram's (telegram/pacer.ts) and
 * Discord's and Slack's (their folders): a receiver is one host we know nothing about, so no more
 * than 4 requests at a time go to one host (host:port), and 128 at most in all, so that one slow
 * receiver cannot hold every slot.
 */
export const WEBHOOK_PER_HOST = 4;
export const WEBHOOK_MAX_IN_FLIGHT = 128;
