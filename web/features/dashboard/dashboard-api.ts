import { useQuery } from "@tanstack/react-query";
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

/** One alert from GET /api/alerts/recent or /api/alerts/samples. */
export type ApiAlert = {
  id: number;
  postId: string;
  impact: Impact;
  createdAt: number;
  postedAt: number;
  account: string;
  content: string;
  url: string | null;
  media: string[];
  isRepost: boolean;
  mediaOnly: boolean;
  tariff: boolean;
  sectors: string[];
  tickers: string[];
  summary: string;
  marketAnalysis: string;
  tradingIdeas: string[];
};

export type RecentAlerts = { alerts: ApiAlert[]; delayed: boolean; freeDelayMinutes: number };

export const STATS_KEY = ["/api/stats"] as const;
export const recentKey = (impact: Impact) => [`/api/alerts/recent?impact=${impact}&limit=20`] as const;
export const SAMPLES_KEY = ["/api/alerts/samples"] as const;

export const useStats = () => useQuery<Stats>({ queryKey: STATS_KEY });
export const useRecentAlerts = (impact: Impact) => useQuery<RecentAlerts>({ queryKey: recentKey(impact) });

/** What kind of alert a post is, in the words the cards use. */
export function alertType(a: Pick<ApiAlert, "tariff" | "sectors">) {
  if (a.tariff) return "Tariff Alert";
  if (a.sectors.includes("rates")) return "Fed & Rates";
  if (a.sectors.includes("energy")) return "Energy Alert";
  return "Market Alert";
}

/** An API alert in the shape the landing's cards show. */
export function toDisplay(a: ApiAlert): AlertDisplay {
  return {
    type: alertType(a),
    username: a.account,
    content: a.content || (a.media.length ? "(media post)" : ""),
    analysis: a.marketAnalysis || a.summary,
    timestamp: new Date(a.postedAt).toISOString(),
    impact: a.impact,
    url: a.url ?? undefined,
  };
}
