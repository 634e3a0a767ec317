import { users } from "../../src/db/schema/core.ts";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe.ts";
import { call, testApp } from "./app.ts";
import { sessionCookieOf } from "./users.ts";

export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY_TEST: "sk_test_fakekey",
  STRIPE_PUBLISHABLE_KEY_TEST: "pk_test_fakekey",
  STRIPE_PRICE_ID_TEST: "price_fake_premium",
  STRIPE_WEBHOOK_SECRET_TEST: "whsec_fake_test",
};

/**
 * The real app wired to a fake Stripe, served on a loopback port so the fake's signed
 * webhooks reach /api/stripe/webhook over HTTP. `told` reads the premium events billing wrote.
 */
export function billingApp(env: Record<string, string> = {}) {
  const stripe: FakeStripe = startFakeStripe({ webhookSecret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET_TEST, priceId: STRIPE_TEST_ENV.STRIPE_PRICE_ID_TEST });
  const app = testApp({ ...STRIPE_TEST_ENV, STRIPE_API_BASE: stripe.url, ...env });
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: (req) => app.api.handle(req) });
  stripe.state.webhookUrl = `http://127.0.0.1:${server.port}/api/stripe/webhook`;
  // What billing told the rest of Squawk: the premium events it wrote, in order.
  const events = () =>
    app.db.$client.query("SELECT kind, user_id AS userId, reason FROM premium_events ORDER BY id").all() as { kind: string; userId: number; reason: string }[];
  const told = {
    get premium() {
      return events()
        .filter((e) => e.kind !== "payment_failed")
        .map((e) => [e.userId, e.kind === "granted", e.reason] as [number, boolean, string]);
    },
    get failed() {
      return events()
        .filter((e) => e.kind === "payment_failed")
        .map((e) => e.userId);
    },
  };

  let n = 0;
  function signUp() {
    n++;
    const user = app.db
      .insert(users)
      .values({ email: `buyer${n}@example.com`, name: `Buyer ${n}` })
      .returning()
      .get();
    return { user, cookie: sessionCookieOf(app, user.id) };
  }
  const isPremium = (id: number) => app.db.$client.query("SELECT is_premium AS p FROM users WHERE id = ?").get(id) as { p: number };
  const eventCount = () => (app.db.$client.query("SELECT count(*) AS n FROM stripe_events").get() as { n: number }).n;

  /** Signs up, checks out and pays on the fake's hosted page; resolves after the webhooks land. */
  async function subscribe(who = signUp()) {
    const r = await call(app, "POST", "/api/subscription/create-checkout", { cookie: who.cookie });
    if (r.status !== 200) throw new Error(`create-checkout ${r.status} ${r.text}`);
    const pay = await fetch(`${stripe.url}/pay/${r.json.sessionId}/pay`, { method: "POST", redirect: "manual" });
    await stripe.settled();
    const sub = [...stripe.subscriptions.values()].at(-1)!;
    return { ...who, sessionId: r.json.sessionId as string, redirect: pay.headers.get("location"), subscriptionId: sub.id };
  }

  return {
    app,
    stripe,
    told,
    signUp,
    subscribe,
    premium: (id: number) => Boolean(isPremium(id).p),
    eventCount,
    call: (method: string, path: string, opts: Parameters<typeof call>[3] = {}) => call(app, method, path, opts),
    close: async () => {
      await stripe.settled();
      server.stop(true);
      await stripe.stop();
      await app.close();
    },
  };
}
