import { useQuery } from "@tanstack/react-query";

/** GET /api/config: what the server lets every page know (no secrets). */
export type PublicConfig = {
  googleSignIn: boolean;
  freeDelayMinutes: number;
  judge: Judge;
  mail: boolean;
  /** The operator's social links (admin settings); null when unset, and then not shown. */
  social: { twitter: string | null; telegram: string | null; discord: string | null };
  testimonials: { quote: string; author: string }[];
};

/** What judges posts on this server: a configured model, or the built-in rules (never "AI"). */
export type Judge = { kind: "model"; model: string } | { kind: "rules"; model: null };

export const PUBLIC_CONFIG_KEY = ["/api/config"] as const;

export const usePublicConfig = () => useQuery<PublicConfig>({ queryKey: PUBLIC_CONFIG_KEY });

/** The product's default free delay, shown until the server's setting is known. */
const DEFAULT_FREE_DELAY = 15;

/** The free tier's delay in minutes (the alerts.freeDelayMinutes setting). */
export function useFreeDelayMinutes(): number {
  return usePublicConfig().data?.freeDelayMinutes ?? DEFAULT_FREE_DELAY;
}

/** "15 minutes", "1 minute". */
export const minutesText = (n: number) => `${n} ${n === 1 ? "minute" : "minutes"}`;

/**
 * Who judges posts, in words: "the gpt-4.1-mini model" or "Squawk's built-in analyst rules";
 * "Squawk" alone until the server has said, so no page ever claims the wrong one.
 */
export function useJudgeName(): string {
  const judge = usePublicConfig().data?.judge;
  if (!judge) return "Squawk";
  return judge.kind === "model" ? `the ${judge.model} model` : "Squawk's built-in analyst rules";
}
