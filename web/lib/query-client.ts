import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api.ts";

/**
 * Spec §9: queries never go stale, never refetch on focus or interval, never retry; mutations
 * never retry. Data changes only when a mutation invalidates it, so screens stay predictable.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
