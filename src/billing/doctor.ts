import type { Check } from "../doctor.ts";
import type { Settings } from "../settings/index.ts";
import { isConfigured, type StripeClients } from "./stripe-client.ts";

/** `squawk doctor`: the current mode's keys are all set and Stripe (or STRIPE_API_BASE) knows the price. */
export function stripeCheck(deps: { stripe: StripeClients; settings: Settings }): Check {
  return {
    name: "stripe",
    run: async () => {
      const mode = deps.settings.environment();
      const keys = deps.stripe.keys(mode);
      if (!keys.secretKey && !keys.publishableKey && !keys.priceId) return `off (no Stripe keys for ${mode} mode)`;
      if (!isConfigured(keys)) {
        // Only what is missing: a key that is set is not named as missing.
        const M = mode.toUpperCase();
        const missing = (
          [
            ["secretKey", "STRIPE_SECRET_KEY"],
            ["publishableKey", "STRIPE_PUBLISHABLE_KEY"],
            ["priceId", "STRIPE_PRICE_ID"],
          ] as const
        )
          .filter(([k]) => !keys[k])
          .map(([, name]) => `${name}_${M}`);
        const hint = !keys.priceId && keys.secretKey ? " (squawk stripe setup creates the product and price and prints the id)" : "";
        return `${mode} mode also needs ${missing.join(" and ")}${hint}`;
      }
      const missingWebhook = keys.webhookSecret ? "" : `; STRIPE_WEBHOOK_SECRET_${mode.toUpperCase()} is not set, so payments only apply from the success page`;
      try {
        const price = await (await deps.stripe.client(mode))!.prices.retrieve(keys.priceId!);
        if (!price.active) return `the ${mode} price ${price.id} is archived`;
        return `ok (${mode} mode, price ${price.id}${missingWebhook})`;
      } catch (e) {
        return `Stripe answered: ${e instanceof Error ? e.message : String(e)}`;
      }
    },
  };
}
