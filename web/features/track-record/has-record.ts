import { useQuery } from "@tanstack/react-query";

/**
 * Whether the public track record has anything to show yet (GET /api/track-record, the query the
 * page itself makes, so following the link shows it at once). Pages that point to the record
 * offer the link only then: on a fresh install the record is empty for a while.
 */
export function useHasTrackRecord(): boolean {
  const { data } = useQuery<{ byImpact: unknown[] }>({ queryKey: ["/api/track-record"] });
  return (data?.byImpact.length ?? 0) > 0;
}
