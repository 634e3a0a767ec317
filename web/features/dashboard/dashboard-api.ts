import { useQuery } from "@tanstack/react-query";
import type { AlertView } from "../../../src/alerts/index.ts";
import type { AlertDisplay, Impact } from "../alerts/types.ts";

/**
 * GET /api/stats: totals, and relevant posts by impact per US Eastern day, week or month
 * (`bucket`; each entry's `date` is where its bucket starts) from the first relevant post on.
 */
export type Stats = {
  totalPosts: number;
  marketRelevant: number;
  highImpact: number;
  bucket: "day" | "week" | "month";
  days: { date: string; High: number; Medium: number; Low: number }[];
};

/**
 * One alert from GET /api/alerts/recent or /api/alerts/samples, as the server builds it: for
 * free viewers the premium part (analysis, trading ideas, sectors, instruments) is null and
 * `locked` says what it holds.
 */
export type ApiAlert = AlertView & { impact: Impact };

export type RecentAlerts = { alerts: ApiAlert[]; delayed: boolean; freeDelayMinutes: number };

export const STATS_KEY = ["/api/stats"] as const;
export const recentKey = (impact: Impact) => [`/api/alerts/recent?impact=${impact}&limit=20`] as const;
export const SAMPLES_KEY = ["/api/alerts/samples"] as const;

export const useStats = () => useQuery<Stats>({ queryKey: STATS_KEY });
export const useRecentAlerts = (impact: Impact) => useQuery<RecentAlerts>({ queryKey: recentKey(impact) });

/** What the post is about (the analysis's category), in the words the cards use. */
const ALERT_TYPES: Record<string, string> = {
  tariff: "Tariff Alert",
  fed: "Fed & Rates",
  energy: "Energy Alert",
  pharma: "Drug Pricing Alert",
  sanctions: "Sanctions Alert",
  company: "Company Alert",
  crypto: "Crypto Alert",
  defense: "Defense Alert",
  fiscal: "Taxes & Budget",
  housing: "Housing Alert",
};
export function alertType(a: Pick<ApiAlert, "category">) {
  return ALERT_TYPES[a.category] ?? "Market Alert";
}

/** An API alert in the shape the landing's cards show: the summary, which is what anyone may see (the cards say "Summary"). */
export function toDisplay(a: ApiAlert): AlertDisplay {
  return {
    type: alertType(a),
    username: a.account,
    content: a.content || (a.media.length ? "(media post)" : ""),
    analysis: a.summary,
    timestamp: new Date(a.postedAt).toISOString(),
    impact: a.impact,
    confidence: a.confidence,
    url: a.url ?? undefined,
  };
}
