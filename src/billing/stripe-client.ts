import Stripe from "stripe";
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

/**
 * One SDK client per mode, built on first use. The mode is chosen by the caller at call time
 * (from the environment.mode setting), so switching test/live on the admin page needs no restart.
 */
export function createStripeClients(config: Config) {
  const clients = new Map<Mode, Stripe>();
  const target = apiTarget(config.stripe.apiBase);

  function client(mode: Mode): Stripe | null {
    const key = config.stripe[mode].secretKey;
    if (!key) return null;
    let c = clients.get(mode);
    if (!c) {
      c = new Stripe(key, {
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

  return { client, keys: (mode: Mode) => config.stripe[mode] };
}

export type StripeClients = ReturnType<typeof createStripeClients>;
export { Stripe };
