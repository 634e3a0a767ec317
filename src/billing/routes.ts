import { Elysia } from "elysia";
import { z } from "zod";
import type { Services } from "../app.ts";
import { AppError, notFound } from "../errors.ts";

const LOGIN_REQUIRED = "Please log in to subscribe to premium.";
const sessionQuery = z.object({ session_id: z.string({ error: "Invalid checkout session" }).min(1, "Invalid checkout session") });

/** Spec §7 subscription calls, the portal, the SPA's config call and Stripe's webhook. */
export function billingRoutes(s: Services) {
  const { billing, webhooks, identify, settings } = s;

  const enabled = () => {
    if (!settings.get("features.premium")) throw notFound();
  };
  // Every call here answers an anonymous caller with the spec's words, not a bare 401.
  const signedIn = ({ request }: { request: Request }) => {
    enabled();
    const id = identify(request);
    if (!id) throw new AppError(401, LOGIN_REQUIRED);
    return id.user;
  };

  return new Elysia()
    .get("/api/subscription/config", () => billing.publicConfig())
    // Anonymous visitors get a plain "not premium" rather than a 401 the browser logs as an error.
    .get("/api/subscription/status", (ctx) => {
      enabled();
      const id = identify(ctx.request);
      return id ? { signedIn: true, ...billing.status(id.user) } : { signedIn: false, isPremium: false, subscription: null };
    })
    .post("/api/subscription/create-checkout", async (ctx) => {
      const { success, sessionId, message } = await billing.createCheckout(signedIn(ctx));
      return { success, sessionId, message };
    })
    .get("/api/subscription/get-url", (ctx) => billing.checkoutUrl(signedIn(ctx), ctx.query.session_id), { query: sessionQuery })
    .get("/api/subscription/success", (ctx) => billing.verifySuccess(signedIn(ctx), ctx.query.session_id), { query: sessionQuery })
    .post("/api/subscription/create", (ctx) => billing.devUpgrade(signedIn(ctx)))
    .post("/api/subscription/portal", (ctx) => billing.portal(signedIn(ctx)))
    .post(
      "/api/stripe/webhook",
      // The signature covers the exact bytes Stripe sent: read them before anything parses them.
      async ({ request }) => webhooks.receive(await request.text(), request.headers.get("stripe-signature")),
      { parse: "none" },
    );
}
