import { useQuery } from "@tanstack/react-query";
import type { AlertDisplay } from "../alerts/types.ts";
import { SAMPLES_KEY, toDisplay, type ApiAlert } from "./dashboard-api.ts";

/**
 * The landing's sample cards: the newest real High alert (old enough for anyone to see), when
 * there is one, takes the place of the static High sample; the Medium and Low samples stay,
 * so the section keeps one card per impact. Anonymous visitors may call this endpoint.
 */
export function useLandingSamples(fallback: AlertDisplay[]): AlertDisplay[] {
  const { data } = useQuery<{ alerts: ApiAlert[] }>({ queryKey: SAMPLES_KEY });
  const live = (data?.alerts ?? []).find((a) => a.content && a.impact === "High");
  if (!live) return fallback;
  const at = fallback.findIndex((a) => a.impact === "High");
  return at < 0 ? [toDisplay(live), ...fallback] : fallback.map((a, i) => (i === at ? toDisplay(live) : a));
}
