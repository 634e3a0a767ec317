import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api.ts";

/** GET /api/subscription/config: what the subscribe page needs before showing anything. */
export type BillingConfig = {
  configured: boolean;
  publishableKey: string | null;
  devShortcuts: boolean;
  environment: "test" | "live";
  premiumEnabled: boolean;
};

/** GET /api/subscription/status: the signed-in user's plan. */
export type SubscriptionStatus = {
  signedIn: boolean;
  isPremium: boolean;
  subscription: { status: string; currentPeriodEnd: number; cancelAtPeriodEnd: boolean; dev: boolean; manageable: boolean } | null;
};

export const billingKeys = {
  config: ["/api/subscription/config"] as const,
  status: ["/api/subscription/status"] as const,
  environment: ["/api/get-environment"] as const,
};

export const useBillingConfig = () => useQuery<BillingConfig>({ queryKey: billingKeys.config });

/** Whether premium and payment parts of the UI are shown at all (the features.premium setting). */
export function usePremiumEnabled() {
  const { data } = useBillingConfig();
  return data?.premiumEnabled ?? true;
}

/** The visitor's plan (signedIn false and not premium when anonymous). */
export const useSubscriptionStatus = () => useQuery<SubscriptionStatus>({ queryKey: billingKeys.status });

export const useEnvironment = () => useQuery<{ environment: string }>({ queryKey: billingKeys.environment });

const json = async <T>(res: Promise<Response>) => (await (await res).json()) as T;

export const billingApi = {
  createCheckout: () => json<{ success: boolean; sessionId?: string; message?: string }>(apiRequest("POST", "/api/subscription/create-checkout")),
  checkoutUrl: (sessionId: string) =>
    json<{ success: boolean; checkoutUrl?: string; message?: string }>(
      apiRequest("GET", `/api/subscription/get-url?session_id=${encodeURIComponent(sessionId)}`),
    ),
  verify: (sessionId: string) =>
    json<{ success: boolean; message?: string; premiumInviteLink?: string | null }>(
      apiRequest("GET", `/api/subscription/success?session_id=${encodeURIComponent(sessionId)}`),
    ),
  devUpgrade: () => json<{ success: boolean; message?: string; premiumInviteLink?: string | null }>(apiRequest("POST", "/api/subscription/create")),
  portal: () => json<{ url: string }>(apiRequest("POST", "/api/subscription/portal")),
};
