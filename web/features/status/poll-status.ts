import { useQuery } from "@tanstack/react-query";
import { easternDateTime } from "../../lib/time.ts";

/** GET /api/status (src/sources/health.ts): whether posts are being read right now. */
export type PollStatus = {
  state: "ok" | "starting" | "degraded" | "down";
  since: number | null;
  lastSuccessAt: number | null;
  pollIntervalSeconds: number;
  account: string;
  sources: { source: string; lastSuccessAt: number | null; failing: boolean; error: string | null }[];
};

// Refreshed every half minute while a page shows it: a badge that never changes would be the
// same lie as a hard-coded green dot.
export const usePollStatus = () => useQuery<PollStatus>({ queryKey: ["/api/status"], refetchInterval: 30_000 });

const SOURCE_NAMES: Record<string, string> = { truthsocial: "Truth Social", rss: "the RSS mirror", archive: "the archive", replay: "the replay file" };
export const sourceName = (s: string) => SOURCE_NAMES[s] ?? s;

/** One line for the badge: green, amber or red, and in words what is true. */
export function describePoll(s: PollStatus): { tone: "green" | "amber" | "red"; text: string } {
  if (s.state === "ok") return { tone: "green", text: `Checking Truth Social every ${s.pollIntervalSeconds} seconds` };
  if (s.state === "starting") return { tone: "amber", text: "Starting: the first check of Truth Social is under way" };
  const failed = s.sources.filter((x) => x.failing).map((x) => sourceName(x.source));
  const what = failed.length ? `${failed.join(" and ")} not answering` : "no source checked";
  const since = s.since ? ` since ${easternDateTime(s.since)}` : "";
  return { tone: s.state === "degraded" ? "amber" : "red", text: `Posts delayed: ${what}${since}` };
}
