/**
 * Billing against the fake Stripe on loopback: checkout creation (customer + session), and
 * webhook handling (verify the signature, re-read the subscription, one transaction), as
 * medians, plus the cost of a replayed event (answered from the stripe_events table).
 *
 *   bun bench/billing.ts [subscribers=100]
 */
import { billingApp, STRIPE_TEST_ENV } from "../test/helpers/billing.ts";
import { signPayload } from "../test/fakes/stripe.ts";

const N = Number(process.argv[2] ?? 100);
const b = billingApp();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

const checkout: number[] = [];
const subs: { cookie: string; subscriptionId: string }[] = [];
for (let i = 0; i < N; i++) {
  const who = b.signUp();
  const t0 = performance.now();
  const r = await b.call("POST", "/api/subscription/create-checkout", { cookie: who.cookie });
  checkout.push(performance.now() - t0);
  const { subscription, delivery } = await b.stripe.pay(r.json.sessionId);
  await delivery; // the payment's own webhooks, before the timed ones
  subs.push({ cookie: who.cookie, subscriptionId: subscription.id });
}

// Deliver one customer.subscription.updated per subscriber, timed end to end over HTTP.
const url = b.stripe.state.webhookUrl!;
const post = async (payload: string) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": await signPayload(payload, STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET_TEST) },
    body: payload,
  });
const fresh: number[] = [];
const replay: number[] = [];
const payloads = subs.map((s) => JSON.stringify(b.stripe.event("customer.subscription.updated", b.stripe.subscriptions.get(s.subscriptionId))));
const t0 = performance.now();
for (const p of payloads) {
  const t = performance.now();
  const r = await post(p);
  if (r.status !== 200) throw new Error(`webhook ${r.status}`);
  fresh.push(performance.now() - t);
}
const wall = performance.now() - t0;
for (const p of payloads) {
  const t = performance.now();
  await post(p);
  replay.push(performance.now() - t);
}
const premium = (b.app.db.$client.query("SELECT count(*) AS n FROM users WHERE is_premium = 1").get() as { n: number }).n;

const ms = (x: number) => `${x.toFixed(2)} ms`;
console.log(`subscribers: ${N} (premium after webhooks: ${premium})`);
console.log(`create-checkout: median ${ms(median(checkout))}, p95 ${ms(p95(checkout))}`);
console.log(`webhook, new event: median ${ms(median(fresh))}, p95 ${ms(p95(fresh))}, ${((N / wall) * 1000).toFixed(0)} events/s sequential`);
console.log(`webhook, replayed event: median ${ms(median(replay))} (ratio to new ${(median(replay) / median(fresh)).toFixed(2)})`);
await b.close();
