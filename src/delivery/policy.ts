import { sql } from "drizzle-orm";
import type { UserRow } from "../auth/index.ts";
import type { Threshold } from "../db/schema/telegram.ts";
import type { Settings } from "../settings/index.ts";

/**
 * Who gets which alert, and when: the one home of the delivery policy. Every channel's planner
 * asks it the tier of a recipient (`tierOf`), when a tier is due (`dueAt`, the only read of the
 * free delay for deliveries) and whether a recipient's filter takes an alert (`wants`).
 */

/** What delivery needs of billing: its own word on who is premium (never re-derived here; billing's `status` reads the store). */
export interface PremiumStatus {
  status(user: Pick<UserRow, "id" | "stripeCustomerId">): Promise<{ isPremium: boolean; subscription: { status: string; currentPeriodEnd: number } | null }>;
}

/** The columns of a user that access depends on (an open stream reads them every second). */
export type AccessUser = Pick<UserRow, "id" | "isAdmin" | "stripeCustomerId">;

export type Access = { tier: "premium" | "free" } | { tier: "lapsed"; reason: string };

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * Premium (or admin) gets alerts at once; a user who never had a subscription is free and gets
 * them after the free delay; one whose subscription ended gets none, and is told the reason.
 */
export async function tierOf(billing: PremiumStatus, user: AccessUser, now = Date.now()): Promise<Access> {
  const s = await billing.status(user);
  if (s.isPremium || user.isAdmin) return { tier: "premium" };
  if (!s.subscription) return { tier: "free" };
  const { status, currentPeriodEnd } = s.subscription;
  // Ended as billing's grantsPremium has it (premium while the end is after now), so a check
  // timed at the period's end itself says it ended rather than "is active".
  const when = currentPeriodEnd <= now ? `ended on ${day(currentPeriodEnd)}` : `is ${status}`;
  return { tier: "lapsed", reason: `Your premium subscription ${when} (status: ${status}). Renew premium to use the Squawk API and webhooks.` };
}

/** How late free alerts are (the alerts.freeDelayMinutes setting), in milliseconds. */
export const freeDelayMs = (settings: Pick<Settings, "get">) => Number(settings.get("alerts.freeDelayMinutes")) * 60_000;

/** When an alert made at `createdAt` is due to a tier: premium at once, free after the free delay. */
export const dueAt = (settings: Pick<Settings, "get">, tier: "premium" | "free", createdAt: number, now = Date.now()) =>
  tier === "premium" ? now : Math.max(now, createdAt + freeDelayMs(settings));

/**
 * A recipient's filter, in one vocabulary for every channel: the lowest impact it takes
 * (High, High and Medium, or All) and whether only tariff alerts. Webhook endpoints store it as
 * `minImpact` (their API's word): `filterOf` reads that as the same threshold.
 */
export interface AlertFilter {
  threshold: Threshold;
  tariffOnly: boolean;
}

const RANK = { None: 0, Low: 1, Medium: 2, High: 3 } as const;
const MIN_RANK: Record<Threshold, number> = { High: 3, Medium: 2, All: 1 };
const THRESHOLD_OF_MIN_IMPACT = { High: "High", Medium: "Medium", Low: "All" } as const satisfies Record<string, Threshold>;

/** An endpoint's `minImpact` filter as the threshold every other channel uses. */
export const filterOf = (e: { minImpact: keyof typeof THRESHOLD_OF_MIN_IMPACT; tariffOnly: boolean }): AlertFilter => ({
  threshold: THRESHOLD_OF_MIN_IMPACT[e.minImpact],
  tariffOnly: e.tariffOnly,
});

/**
 * Whether a filter lets this alert through. The one rule for what every channel delivers and
 * what /latest lists, so they never disagree.
 */
export function wants(filter: AlertFilter, alert: { impact: keyof typeof RANK; tariff: boolean | null }) {
  if (RANK[alert.impact] < MIN_RANK[filter.threshold]) return false;
  return !filter.tariffOnly || Boolean(alert.tariff);
}

/** The impact's rank, as `wants` and `WANTS_SQL` compare it. */
export const impactRank = (impact: keyof typeof RANK) => RANK[impact];

/**
 * `wants` in SQL, for set-based planning over `telegram_subscribers s`, with the alert's
 * impact rank in `$impactRank` and its tariff flag in `$tariff` (0/1). Same rule, same ranks.
 */
export const WANTS_SQL = `(CASE s.threshold WHEN 'High' THEN ${MIN_RANK.High} WHEN 'Medium' THEN ${MIN_RANK.Medium} ELSE ${MIN_RANK.All} END) <= $impactRank AND (s.tariff_only = 0 OR $tariff = 1)`;

/**
 * `WANTS_SQL` on PostgreSQL, where booleans are real booleans (`s.tariff_only = 0` is an error
 * there), with the alert's impact rank and tariff flag bound as parameters.
 */
export const wantsPgSql = (impactRank: number, tariff: boolean) =>
  sql`(CASE s.threshold WHEN 'High' THEN ${sql.raw(String(MIN_RANK.High))} WHEN 'Medium' THEN ${sql.raw(String(MIN_RANK.Medium))} ELSE ${sql.raw(String(MIN_RANK.All))} END) <= ${impactRank}::int AND (NOT s.tariff_only OR ${tariff}::boolean)`;
