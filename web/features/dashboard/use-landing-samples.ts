import { useQuery } from "@tanstack/react-query";
import type { AlertDisplay } from "../alerts/types.ts";
import { SAMPLES_KEY, toDisplay, type ApiAlert } from "./dashboard-api.ts";

/**
 * The landing's sample cards: real recent High alerts (old enough for anyone to see) when
 * there are some, else the static samples given. Anonymous visitors may call this endpoint.
 */
export function useLandingSamples(fallback: AlertDisplay[]): AlertDisplay[] {
  const { data } = useQuery<{ alerts: ApiAlert[] }>({ queryKey: SAMPLES_KEY });
  const live = (data?.alerts ?? []).filter((a) => a.content).map(toDisplay);
  return live.length > 0 ? live : fallback;
}
