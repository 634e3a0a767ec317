import { useQuery } from "@tanstack/react-query";
import type { Level } from "../../../src/market/index.ts";

/**
 * Whether the public track record has anything to show yet (GET /api/track-record, the query the
 * page itself makes, so following the link shows it at once). Pages that point to the record
 * offer the link only then: on a fresh install the record is empty for a day.
 */
export function useHasTrackRecord(): boolean {
  const { data } = useQuery<{ live: { headline: Level[] } | null; backfilled: { headline: Level[] } | null }>({ queryKey: ["/api/track-record"] });
  return (data?.live?.headline.length ?? 0) + (data?.backfilled?.headline.length ?? 0) > 0;
}
