import { badRequest } from "../errors.ts";
import type { Logger } from "../log.ts";
import type { Settings } from "../settings/index.ts";
import type { Owner } from "./premium.ts";
import type { Billing } from "./service.ts";
import { isMissing, type Mode, type Stripe, type StripeClients } from "./stripe-client.ts";

const idOf = (x: string | { id: string } | null | undefined) => (typeof x === "string" ? x : (x?.id ?? null));

/**
 * Stripe's webhook: the signature is checked against the raw body with each configured
 * mode's secret (the current mode first, so events still arriving for the other mode after a
 * switch are not lost). Every handled event ends in the one idempotent fulfil().
 */
export function createWebhooks(deps: {
  billing: Billing;
  stripe: StripeClients;
  settings: Settings;
  log: Logger;
  /**
   * A card payment started in Telegram: the owner of the Telegram account's link to a web account
   * (Telegram's subscribers) links it to the account of the email Stripe collected; the id of the
   * account linked, or null when nothing was.
   */
  linkCardBuyer: (telegramUserId: number, email: string) => Promise<number | null>;
}) {
  const { billing, stripe, settings, log } = deps;

  async function verify(raw: string, signature: string | null): Promise<Stripe.Event> {
    if (!signature) throw badRequest("Missing Stripe-Signature header");
    const current = settings.environment();
    const order: Mode[] = current === "live" ? ["live", "test"] : ["test", "live"];
    for (const m of order) {
      const secret = stripe.keys(m).webhookSecret;
      if (!secret) continue;
      try {
        return await (await stripe.webhooks(m)).constructEventAsync(raw, signature, secret);
      } catch {
        // try the other mode's secret
      }
    }
    throw badRequest("Invalid Stripe signature");
  }

  /** Which subscription an event is about, if any. */
  function subscriptionOf(event: Stripe.Event): { id: string; owner?: Owner; email?: string } | null {
    switch (event.type) {
      case "checkout.session.completed": {
        const s = event.data.object;
        const id = s.mode === "subscription" ? idOf(s.subscription) : null;
        const ref = s.client_reference_id ?? "";
        // `<user id>` from the web, `tg:<telegram user id>` from the bot.
        const tg = /^tg:(\d{1,15})$/.exec(ref);
        const userId = Number(ref);
        const owner = tg ? { telegramUserId: Number(tg[1]) } : Number.isInteger(userId) && userId > 0 ? { userId } : undefined;
        return id ? { id, owner, email: s.customer_details?.email ?? undefined } : null;
      }
      case "invoice.paid":
      case "invoice.payment_failed": {
        const id = idOf(event.data.object.parent?.subscription_details?.subscription);
        return id ? { id } : null;
      }
      case "customer.subscription.updated":
      case "customer.subscription.deleted":
        return { id: event.data.object.id };
      default:
        return null;
    }
  }

  /** Applies a verified event; throws (so Stripe retries) when Stripe cannot be re-read. */
  async function handle(event: Stripe.Event) {
    const ref = { id: event.id, type: event.type };
    const sub = subscriptionOf(event);
    if (!sub) {
      await billing.recordOnly(ref);
      return { received: true };
    }
    const mode: Mode = event.livemode ? "live" : "test";
    let result: Awaited<ReturnType<typeof billing.fulfil>>;
    try {
      const invoice = event.type === "invoice.paid" ? event.data.object : null;
      result = await billing.fulfil({
        subscriptionId: sub.id,
        mode,
        owner: sub.owner,
        event: ref,
        reason: event.type,
        paymentFailed: event.type === "invoice.payment_failed",
        payment: invoice?.id ? { id: invoice.id, amount: invoice.amount_paid, currency: invoice.currency } : undefined,
      });
    } catch (e) {
      // Stripe does not know the subscription (another account's, or deleted test data):
      // nothing to apply, and retrying would not change that.
      if (!isMissing(e)) throw e;
      log.warn("stripe event for an unknown subscription", { event: event.id, subscription: sub.id });
      await billing.recordOnly(ref);
      return { received: true };
    }
    // A card payment started in Telegram: the email Stripe collected becomes (or finds) the web account.
    if (result.applied && sub.email && result.telegramUserId !== null && result.userId === null) {
      const userId = await deps.linkCardBuyer(result.telegramUserId, sub.email);
      if (userId !== null) log.info("telegram card buyer linked to a web account", { telegramUserId: result.telegramUserId, userId });
    }
    if (!result.applied) log.info("stripe event already applied", ref);
    return { received: true };
  }

  async function receive(raw: string, signature: string | null) {
    const event = await verify(raw, signature);
    return handle(event);
  }

  return { receive, verify, handle };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
