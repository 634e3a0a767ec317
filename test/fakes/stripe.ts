import type Stripe from "stripe";
import { startFake, type Fake } from "./http.ts";

/**
 * A fake Stripe: the API endpoints Squawk uses (answering with the `stripe` package's types),
 * a tiny hosted checkout page (GET /pay/:id) with Pay and Cancel buttons, a tiny portal page
 * that can cancel the subscription, and correctly signed webhooks sent to the app.
 * Webhook delivery can be doubled, delayed or reversed to test idempotency and ordering.
 */
export interface FakeStripeOptions {
  /** Where signed events are POSTed (the app's /api/stripe/webhook); none: events are only kept. */
  webhookUrl?: string;
  webhookSecret?: string;
  priceId?: string;
}

export interface WebhookSwitches {
  duplicate: boolean;
  delayMs: number;
  reverse: boolean;
}

const rand = (n = 24) => {
  const abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => abc[b % abc.length]).join("");
};
const nowS = () => Math.floor(Date.now() / 1000);
const MONTH_S = 30 * 24 * 3600;

/** Parses Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseForm(body: string): Record<string, any> {
  const out: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: any = out;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]!);
      if (last) node[part] = value;
      else node = node[part] ??= nextIsIndex ? [] : {};
    });
  }
  return out;
}

export async function signPayload(payload: string, secret: string, t = nowS()) {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = Buffer.from(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${t}.${payload}`))).toString("hex");
  return `t=${t},v1=${mac}`;
}

const missing = (kind: string, id: string) =>
  Response.json({ error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${kind}: '${id}'`, param: "id" } }, { status: 404 });

const page = (title: string, body: string) =>
  new Response(
    `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:sans-serif;max-width:28rem;margin:3rem auto">${body}</body></html>`,
    {
      headers: { "content-type": "text/html; charset=utf-8" },
    },
  );

export function startFakeStripe(opts: FakeStripeOptions = {}) {
  const customers = new Map<string, Stripe.Customer>();
  const sessions = new Map<string, Stripe.Checkout.Session>();
  const subscriptions = new Map<string, Stripe.Subscription>();
  const portals = new Map<string, Stripe.BillingPortal.Session>();
  const sent: { event: Stripe.Event; status: number }[] = [];
  const switches: WebhookSwitches = { duplicate: false, delayMs: 0, reverse: false };
  const failures: { method: string; path: RegExp; status: number }[] = [];
  const products = new Map<string, any>();
  const prices = new Map<string, any>();
  const state = { webhookUrl: opts.webhookUrl, webhookSecret: opts.webhookSecret ?? "whsec_fake", priceId: opts.priceId ?? "price_fake_premium" };
  let fake: Fake;
  let pending: Promise<unknown>[] = [];

  const livemodeOf = (req: Request) => (req.headers.get("authorization") ?? "").includes("sk_live_");

  function event(type: string, object: unknown, livemode = false): Stripe.Event {
    return {
      id: `evt_${rand()}`,
      object: "event",
      api_version: "2026-10-28.endive",
      created: nowS(),
      data: { object },
      livemode,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
  }

  async function deliver(ev: Stripe.Event) {
    if (!state.webhookUrl) {
      sent.push({ event: ev, status: 0 });
      return;
    }
    const payload = JSON.stringify(ev, null, 2);
    const res = await fetch(state.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": await signPayload(payload, state.webhookSecret) },
      body: payload,
    }).catch(() => null);
    sent.push({ event: ev, status: res?.status ?? 0 });
  }

  /** Sends events as the switches say; resolves when all were delivered. */
  function send(events: Stripe.Event[]) {
    let list = switches.reverse ? [...events].reverse() : events;
    if (switches.duplicate) list = list.flatMap((e) => [e, e]);
    const run = async () => {
      if (switches.delayMs) await Bun.sleep(switches.delayMs);
      for (const e of list) await deliver(e);
    };
    const p = run();
    pending.push(p);
    return p;
  }

  function invoiceFor(sub: Stripe.Subscription, status: "paid" | "open") {
    return {
      id: `in_${rand()}`,
      object: "invoice",
      customer: sub.customer,
      status,
      livemode: sub.livemode,
      amount_paid: status === "paid" ? 500 : 0,
      amount_due: 500,
      currency: "usd",
      parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: sub.id, metadata: sub.metadata } },
    } as unknown as Stripe.Invoice;
  }

  function makeSubscription(session: Stripe.Checkout.Session): Stripe.Subscription {
    const start = nowS();
    const price = (session as any)._price ?? state.priceId;
    const sub = {
      id: `sub_${rand()}`,
      object: "subscription",
      customer: session.customer as string,
      status: "active",
      livemode: session.livemode,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      metadata: { ...((session as any)._subscriptionMetadata ?? {}) },
      items: {
        object: "list",
        has_more: false,
        url: "/v1/subscription_items",
        data: [
          {
            id: `si_${rand()}`,
            object: "subscription_item",
            current_period_start: start,
            current_period_end: start + MONTH_S,
            price: { id: price, object: "price" },
            quantity: 1,
          },
        ],
      },
    } as unknown as Stripe.Subscription;
    subscriptions.set(sub.id, sub);
    return sub;
  }

  const publicSession = (s: Stripe.Checkout.Session) => {
    const { _price, _subscriptionMetadata, ...rest } = s as any;
    return rest as Stripe.Checkout.Session;
  };

  async function api(req: Request, path: string, body: Record<string, any>): Promise<Response> {
    const auth = req.headers.get("authorization") ?? "";
    if (!/^Bearer (sk|rk)_(test|live)_/.test(auth)) {
      return Response.json({ error: { type: "invalid_request_error", message: "Invalid API Key provided" } }, { status: 401 });
    }
    const livemode = livemodeOf(req);
    const m = (re: RegExp) => path.match(re)?.[1];
    let id: string | undefined;

    if (req.method === "POST" && path === "/v1/customers") {
      const c = {
        id: `cus_${rand(14)}`,
        object: "customer",
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
        livemode,
        created: nowS(),
      } as unknown as Stripe.Customer;
      customers.set(c.id, c);
      return Response.json(c);
    }
    if (req.method === "GET" && (id = m(/^\/v1\/customers\/([^/]+)$/))) {
      const c = customers.get(id);
      return c ? Response.json(c) : missing("customer", id);
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      const sid = `cs_${livemode ? "live" : "test"}_${rand(40)}`;
      const s = {
        id: sid,
        object: "checkout.session",
        mode: body.mode,
        status: "open",
        payment_status: "unpaid",
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        subscription: null,
        livemode,
        created: nowS(),
        expires_at: nowS() + 24 * 3600,
        url: `${fake.url}/pay/${sid}`,
        _price: body.line_items?.[0]?.price,
        _subscriptionMetadata: body.subscription_data?.metadata,
      } as unknown as Stripe.Checkout.Session;
      sessions.set(sid, s);
      return Response.json(publicSession(s));
    }
    if (req.method === "GET" && (id = m(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const s = sessions.get(id);
      return s ? Response.json(publicSession(s)) : missing("checkout.session", id);
    }
    if (req.method === "GET" && (id = m(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const s = subscriptions.get(id);
      return s ? Response.json(s) : missing("subscription", id);
    }
    if (req.method === "GET" && (id = m(/^\/v1\/prices\/([^/]+)$/))) {
      if (prices.has(id)) return Response.json(prices.get(id));
      return id === state.priceId
        ? Response.json({ id, object: "price", active: true, currency: "usd", unit_amount: 500, recurring: { interval: "month" }, livemode })
        : missing("price", id);
    }
    // Products and prices, as `squawk stripe setup` creates and finds them (per mode, like Stripe).
    const list = (data: unknown[]) => Response.json({ object: "list", data, has_more: false, url: path });
    if (req.method === "GET" && path === "/v1/products") return list([...products.values()].filter((p: any) => p.livemode === livemode));
    if (req.method === "POST" && path === "/v1/products") {
      const p = { id: `prod_${rand(14)}`, object: "product", name: body.name, active: true, metadata: body.metadata ?? {}, livemode, created: nowS() };
      products.set(p.id, p);
      return Response.json(p);
    }
    if (req.method === "GET" && path === "/v1/prices") {
      const q = new URL(req.url).searchParams;
      return list([...prices.values()].filter((p: any) => p.livemode === livemode && (!q.get("product") || p.product === q.get("product"))));
    }
    if (req.method === "POST" && path === "/v1/prices") {
      if (!products.has(body.product)) return missing("product", body.product);
      const p = {
        id: `price_${rand(14)}`,
        object: "price",
        product: body.product,
        active: true,
        currency: body.currency,
        unit_amount: Number(body.unit_amount),
        recurring: { interval: body.recurring?.interval },
        livemode,
        created: nowS(),
      };
      prices.set(p.id, p);
      return Response.json(p);
    }
    if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!customers.has(body.customer)) return missing("customer", body.customer);
      const p = {
        id: `bps_${rand()}`,
        object: "billing_portal.session",
        customer: body.customer,
        return_url: body.return_url ?? null,
        livemode,
        created: nowS(),
        url: "",
      } as unknown as Stripe.BillingPortal.Session;
      p.url = `${fake.url}/portal/${p.id}`;
      portals.set(p.id, p);
      return Response.json(p);
    }
    return Response.json({ error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` } }, { status: 404 });
  }

  /** Pays a session as the hosted page's Pay button does; returns the new subscription. */
  async function pay(sessionId: string, email = "buyer@example.com") {
    const s = sessions.get(sessionId);
    if (s?.status !== "open") throw new Error(`session ${sessionId} is not open`);
    // Without a customer, Checkout collects an email and creates the customer, as Stripe does.
    if (!s.customer) {
      const c = {
        id: `cus_${rand(14)}`,
        object: "customer",
        email,
        name: null,
        metadata: {},
        livemode: s.livemode,
        created: nowS(),
      } as unknown as Stripe.Customer;
      customers.set(c.id, c);
      s.customer = c.id;
    }
    const customer = customers.get(s.customer as string);
    Object.assign(s, { customer_details: { email: customer?.email ?? email } });
    const sub = makeSubscription(s);
    Object.assign(s, { status: "complete", payment_status: "paid", subscription: sub.id, url: null });
    const delivery = send([event("checkout.session.completed", publicSession(s), s.livemode), event("invoice.paid", invoiceFor(sub, "paid"), s.livemode)]);
    return { subscription: sub, delivery };
  }

  /** Changes a subscription (as the dashboard or a renewal would) and sends the matching event. */
  function update(
    subId: string,
    patch: Partial<{ status: string; cancel_at_period_end: boolean; current_period_end: number }>,
    type = "customer.subscription.updated",
  ) {
    const sub = subscriptions.get(subId);
    if (!sub) throw new Error(`no subscription ${subId}`);
    const { current_period_end, ...rest } = patch;
    Object.assign(sub, rest);
    if (current_period_end !== undefined) sub.items.data[0]!.current_period_end = current_period_end;
    return send([event(type, structuredClone(sub), sub.livemode)]);
  }

  const cancel = (subId: string) => update(subId, { status: "canceled" }, "customer.subscription.deleted");

  function failPayment(subId: string) {
    const sub = subscriptions.get(subId)!;
    sub.status = "past_due";
    return send([
      event("invoice.payment_failed", invoiceFor(sub, "open"), sub.livemode),
      event("customer.subscription.updated", structuredClone(sub), sub.livemode),
    ]);
  }

  async function hosted(req: Request, path: string): Promise<Response> {
    const [, kind, id, action] = path.split("/");
    if (kind === "pay") {
      const s = sessions.get(id!);
      if (!s) return new Response("Unknown checkout session", { status: 404 });
      if (req.method === "POST" && action === "pay") {
        if (s.status !== "open") return new Response("This checkout session is no longer open", { status: 409 });
        const form = new URLSearchParams(await req.text());
        await pay(s.id, form.get("email") || undefined);
        return Response.redirect(s.success_url!.replace("{CHECKOUT_SESSION_ID}", s.id), 303);
      }
      if (req.method === "POST" && action === "cancel") return Response.redirect(s.cancel_url!, 303);
      return page(
        "Fake Stripe Checkout",
        `<h1>Squawk Premium</h1><p>$5.00 per month</p><p>Session ${s.id}</p>
         <form method="post" action="/pay/${s.id}/pay">${s.customer ? "" : '<input name="email" type="email" placeholder="Email">'}<button type="submit">Pay</button></form>
         <form method="post" action="/pay/${s.id}/cancel"><button type="submit">Cancel</button></form>`,
      );
    }
    if (kind === "portal") {
      const p = portals.get(id!);
      if (!p) return new Response("Unknown portal session", { status: 404 });
      const active = [...subscriptions.values()].filter((s) => s.customer === p.customer && s.status !== "canceled");
      if (req.method === "POST" && action === "cancel") {
        await Promise.all(active.map((s) => cancel(s.id)));
        return Response.redirect(p.return_url ?? "/", 303);
      }
      return page(
        "Fake Stripe Billing Portal",
        `<h1>Manage your subscription</h1><p>${active.length} active subscription(s)</p>
         <form method="post" action="/portal/${p.id}/cancel"><button type="submit">Cancel subscription</button></form>
         <a href="${p.return_url ?? "/"}">Return to Squawk</a>`,
      );
    }
    return new Response("Not found", { status: 404 });
  }

  fake = startFake(async (req, rec) => {
    const path = rec.path;
    const failure = failures.find((f) => f.method === req.method && f.path.test(path));
    if (failure) {
      failures.splice(failures.indexOf(failure), 1);
      return Response.json({ error: { type: "api_error", message: "Injected failure" } }, { status: failure.status });
    }
    if (path.startsWith("/v1/")) return api(req, path, parseForm(rec.body));
    return hosted(req, path);
  });

  return {
    ...fake,
    state,
    switches,
    customers,
    sessions,
    subscriptions,
    products,
    prices,
    sent,
    pay,
    update,
    cancel,
    failPayment,
    send,
    event,
    /** The next request matching method and path answers `status` (once). */
    failNext: (method: string, path: RegExp, status = 500) => failures.push({ method, path, status }),
    /** Waits for every webhook delivery started so far. */
    settled: async () => {
      while (pending.length) {
        const now = pending;
        pending = [];
        await Promise.all(now);
      }
    },
  };
}

export type FakeStripe = ReturnType<typeof startFakeStripe>;

// `bun test/fakes/stripe.ts` runs it alone for manual runs: STRIPE_FAKE_WEBHOOK_URL, STRIPE_WEBHOOK_SECRET_TEST.
if (import.meta.main) {
  const f = startFakeStripe({
    webhookUrl: Bun.env.STRIPE_FAKE_WEBHOOK_URL,
    webhookSecret: Bun.env.STRIPE_WEBHOOK_SECRET_TEST,
    priceId: Bun.env.STRIPE_PRICE_ID_TEST,
  });
  process.stdout.write(`fake stripe listening on ${f.url}\n`);
}
