import type { App } from "../app.ts";

export const STRIPE_SETUP_USAGE = "stripe setup [--mode test|live]";
/** The events Squawk's webhook handles (billing/webhooks.ts). */
export const WEBHOOK_EVENTS = [
  "checkout.session.completed",
  "invoice.paid",
  "invoice.payment_failed",
  "customer.subscription.updated",
  "customer.subscription.deleted",
] as const;

const PREMIUM = { name: "Squawk Premium", metadata: { squawk: "premium" } };
const PRICE = { unit_amount: 500, currency: "usd", recurring: { interval: "month" as const } };

/**
 * `squawk stripe setup [--mode test|live]`: in the current mode (environment.mode) or the one given, finds or creates the Premium
 * product and its $5 monthly price, and prints the ids to set and the webhook to register.
 * Run again, it finds what it made instead of making another.
 */
export async function stripeSetupCommand(app: App, out: (line: string) => void, err: (line: string) => void, modeArg?: string) {
  if (modeArg !== undefined && modeArg !== "test" && modeArg !== "live") return (err(`--mode must be test or live\nUsage: squawk ${STRIPE_SETUP_USAGE}`), 2);
  // Live keys come before the switch to live (which needs the live price): --mode live makes it.
  const mode = (modeArg as "test" | "live" | undefined) ?? app.settings.environment();
  const M = mode.toUpperCase();
  const stripe = await app.stripe.client(mode);
  if (!stripe) return (err(`Set STRIPE_SECRET_KEY_${M} first (Stripe's dashboard, Developers › API keys, in ${mode} mode).`), 2);
  try {
    const products = await stripe.products.list({ active: true, limit: 100 });
    const product = products.data.find((p) => p.metadata?.squawk === "premium") ?? (await stripe.products.create(PREMIUM));
    const prices = await stripe.prices.list({ product: product.id, active: true, limit: 100 });
    const price =
      prices.data.find((p) => p.unit_amount === PRICE.unit_amount && p.currency === PRICE.currency && p.recurring?.interval === "month") ??
      (await stripe.prices.create({ product: product.id, ...PRICE }));
    const webhook = `${app.config.appUrl}/api/stripe/webhook`;
    out(`Stripe ${mode} mode: product ${product.id} (${product.name}), price ${price.id} ($5.00 a month).`);
    out("");
    out("Set in your environment (.env or the service's env file), then restart:");
    out(`  STRIPE_PRICE_ID_${M}=${price.id}`);
    if (!app.config.stripe[mode].publishableKey) out(`  STRIPE_PUBLISHABLE_KEY_${M}=pk_${mode}_…   (Developers › API keys)`);
    out("");
    out(`In Stripe's dashboard (Developers › Webhooks, ${mode} mode) add the endpoint`);
    out(`  ${webhook}`);
    out(`for the events: ${WEBHOOK_EVENTS.join(", ")}`);
    out(`and set its signing secret as STRIPE_WEBHOOK_SECRET_${M}=whsec_…`);
    if (!webhook.startsWith("https://")) out(`(APP_URL is not https: Stripe sends live webhooks only to https addresses.)`);
    return 0;
  } catch (e) {
    return (err(`Stripe answered: ${e instanceof Error ? e.message : String(e)}`), 1);
  }
}
