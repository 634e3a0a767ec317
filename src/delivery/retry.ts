/**
 * The one retry policy of every channel (Telegram, integrator webhooks, Discord, Slack).
 *
 * Why this one: what a receiver misses is an alert, and an alert a day late is still the record
 * of what was said and when (integrators store and deduplicate on the event id; Discord, Slack
 * and Telegram show the message with the post's own time). Receivers fail for hours, not seconds
 * (a deploy gone wrong, an expired certificate, a host down overnight, a Telegram outage), so a
 * transient failure (no answer, 5xx, 408, 429) is tried again after 1 s, 2 s, 4 s… capped at an
 * hour, for 24 h after the first attempt; any other answer is the receiver's final word and is not
 * repeated. Telegram used to give up after 8 tries (about 2 minutes): a two-minute outage of the
 * Bot API then lost the alert for good, with no reason to treat it unlike the other channels. A
 * rate limit's own wait (429 retry_after, Discord's reset) is pacing, not a retry: the channel's
 * sender holds the target and the row keeps its place.
 */

/** A request that takes longer than this counts as no answer (and is retried). */
export const TIMEOUT_MS = 5000;
/** How long after its first attempt a delivery is still retried. */
export const RETRY_FOR_MS = 24 * 60 * 60 * 1000;

/** 1 s, 2 s, 4 s… capped at an hour, with ±10% jitter so many failures don't retry in step. */
export const backoffMs = (attempt: number) => Math.min(3_600_000, 1000 * 2 ** Math.min(attempt - 1, 12)) * (0.9 + Math.random() * 0.2);

/** No answer (null), a server error, a timeout or "too many requests": worth another try. */
export const retryable = (status: number | null) => status === null || status >= 500 || status === 408 || status === 429;

/** Whether a failed delivery is tried again, given when it was first attempted. */
export const retriesLeft = (status: number | null, firstAttemptAt: number, now = Date.now()) => retryable(status) && now - firstAttemptAt < RETRY_FOR_MS;
