import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api.ts";
import { type ChatKind, type Destination, DESTINATIONS_URL } from "../../lib/chat-platforms.ts";

export const KEYS_URL = "/api/integrations/keys";
export const WEBHOOKS_URL = "/api/integrations/webhooks";

export interface ApiKey {
  id: number;
  name: string;
  hint: string;
  mode: "test" | "live";
  createdAt: number;
  lastUsedAt: number | null;
}

export interface Attempt {
  id: number;
  eventId: string;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  at: number;
}

export interface Webhook {
  id: number;
  url: string;
  minImpact: "High" | "Medium" | "Low";
  tariffOnly: boolean;
  status: "active" | "disabled";
  failingSince: number | null;
  disabledAt: number | null;
  createdAt: number;
  attempts: Attempt[];
}

export const useApiKeys = () => useQuery<{ keys: ApiKey[] }>({ queryKey: [KEYS_URL] });
export const useWebhooks = () => useQuery<{ webhooks: Webhook[] }>({ queryKey: [WEBHOOKS_URL] });
export const useDestinations = () => useQuery<{ destinations: Destination[] }>({ queryKey: [DESTINATIONS_URL] });

/** A mutation on one of the two lists, which is read again afterwards. */
export function useIntegrationMutation<A, R>(list: string, fn: (args: A) => Promise<Response>) {
  const client = useQueryClient();
  return useMutation<R, Error, A>({
    mutationFn: async (args) => (await fn(args)).json() as Promise<R>,
    onSettled: () => client.invalidateQueries({ queryKey: [list] }),
  });
}

export const createKey = (name: string) => apiRequest("POST", KEYS_URL, { name });
export const revokeKey = (id: number) => apiRequest("DELETE", `${KEYS_URL}/${id}`);
export const createWebhook = (body: { url: string; minImpact: string; tariffOnly: boolean }) => apiRequest("POST", WEBHOOKS_URL, body);
export const deleteWebhook = (id: number) => apiRequest("DELETE", `${WEBHOOKS_URL}/${id}`);
export const testWebhook = (id: number) => apiRequest("POST", `${WEBHOOKS_URL}/${id}/test`);
export const createDestination = (body: { kind: ChatKind; url: string; threshold: string; tariffOnly: boolean }) => apiRequest("POST", DESTINATIONS_URL, body);
export const deleteDestination = (id: number) => apiRequest("DELETE", `${DESTINATIONS_URL}/${id}`);
export const testDestination = (id: number) => apiRequest("POST", `${DESTINATIONS_URL}/${id}/test`);
export const pauseDestination = ({ id, paused }: { id: number; paused: boolean }) => apiRequest("PATCH", `${DESTINATIONS_URL}/${id}`, { paused });
