import type Stripe from "stripe";
import type { Config } from "../config.ts";

export type Mode = "test" | "live";
export type StripeKeys = Config["stripe"]["test"];

/** Where the SDK sends requests: Stripe itself, or STRIPE_API_BASE (e.g. a local fake). */
export function apiTarget(apiBase: string | undefined) {
  if (!apiBase) return {};
  const u = new URL(apiBase);
  const protocol = u.protocol === "http:" ? ("http" as const) : ("https" as const);
  return { host: u.hostname, port: u.port || (protocol === "http" ? "80" : "443"), protocol };
}

/** Whether a mode has what it takes to sell a subscription. */
export const isConfigured = (k: StripeKeys) => Boolean(k.secretKey && k.publishableKey && k.priceId);

// The SDK is loaded on first use, not at start: a server without Stripe keys never pays for it
// (a few MB of a compiled binary's idle memory).
let sdk: typeof Stripe | undefined;
const loadSdk = async () => (sdk ??= (await import("stripe")).default);

/** Stripe's "no such object" (a deleted or foreign subscription, customer or session). */
export const isMissing = (e: unknown) => !!sdk && e instanceof sdk.errors.StripeInvalidRequestError && e.code === "resource_missing";

/**
 * One SDK client per mode, built on first use. The mode is chosen by the caller at call time
 * (from the environment.mode setting), so switching test/live on the admin page needs no restart.
 */
export function createStripeClients(config: Config) {
  const clients = new Map<Mode, Stripe>();
  const target = apiTarget(config.stripe.apiBase);

  async function client(mode: Mode): Promise<Stripe | null> {
    const key = config.stripe[mode].secretKey;
    if (!key) return null;
    let c = clients.get(mode);
    if (!c) {
      const Stripe = await loadSdk();
      c =
        clients.get(mode) ??
        new Stripe(key, {
          ...target,
          // Bun has fetch built in; the SDK's fetch client avoids node:http emulation.
          httpClient: Stripe.createFetchHttpClient(),
          maxNetworkRetries: 2,
          timeout: 20_000,
          appInfo: { name: "squawk" },
        });
      clients.set(mode, c);
    }
    return c;
  }

  /** Signature checks for a mode: its client's, or the SDK's own when the mode has no secret key. */
  const webhooks = async (mode: Mode) => (await client(mode))?.webhooks ?? (await loadSdk()).webhooks;

  return { client, webhooks, keys: (mode: Mode) => config.stripe[mode] };
}

export type StripeClients = ReturnType<typeof createStripeClients>;
export type { Stripe };
