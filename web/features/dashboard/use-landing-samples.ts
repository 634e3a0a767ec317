import { useQuery } from "@tanstack/react-query";
import type { AlertDisplay } from "../alerts/types.ts";
import { SAMPLES_KEY, toDisplay, type ApiAlert } from "./dashboard-api.ts";

/**
 * The landing's sample cards, one per impact: the newest real alert of each impact the server
 * has (old enough for anyone to see) takes the place of that impact's bundled sample, which is
 * the analyzer's own reading of a real post (sample-alerts.ts). Anonymous visitors may call this endpoint.
 */
export function useLandingSamples(fallback: AlertDisplay[]): AlertDisplay[] {
  const { data } = useQuery<{ alerts: ApiAlert[] }>({ queryKey: SAMPLES_KEY });
  const live = data?.alerts ?? [];
  return fallback.map((sample) => {
    const newest = live.find((a) => a.content && a.impact === sample.impact);
    return newest ? toDisplay(newest) : sample;
  });
}
