import type { Threshold } from "../db/schema/telegram.ts";

export interface AlertPreferences {
  threshold: Threshold;
  tariffOnly: boolean;
}

const RANK = { None: 0, Low: 1, Medium: 2, High: 3 } as const;
const MIN_RANK: Record<Threshold, number> = { High: 3, Medium: 2, All: 1 };

/**
 * Whether a subscriber's /alerts choice lets this alert through. The one rule for both what is
 * delivered and what /latest lists, so the two never disagree.
 */
export function wantsAlert(prefs: AlertPreferences, alert: { impact: keyof typeof RANK; tariff: boolean | null }) {
  if (RANK[alert.impact] < MIN_RANK[prefs.threshold]) return false;
  return !prefs.tariffOnly || Boolean(alert.tariff);
}

/** The impact's rank, as `wantsAlert` and `WANTS_SQL` compare it. */
export const impactRank = (impact: keyof typeof RANK) => RANK[impact];

/**
 * `wantsAlert` in SQL, for set-based planning over `telegram_subscribers s`, with the alert's
 * impact rank in `$impactRank` and its tariff flag in `$tariff` (0/1). Same rule, same ranks.
 */
export const WANTS_SQL = `(CASE s.threshold WHEN 'High' THEN ${MIN_RANK.High} WHEN 'Medium' THEN ${MIN_RANK.Medium} ELSE ${MIN_RANK.All} END) <= $impactRank AND (s.tariff_only = 0 OR $tariff = 1)`;
