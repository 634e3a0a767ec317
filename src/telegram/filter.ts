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
