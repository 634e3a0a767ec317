import { Elysia } from "elysia";
import { z } from "zod";
import { type Identify, type Sessions, sessionCookie, SESSION_COOKIE } from "../auth/index.ts";
import type { Config } from "../config.ts";
import type { Settings } from "../settings/index.ts";
import type { Telegram } from "../telegram/index.ts";
import type { Billing } from "./service.ts";
import type { Webhooks } from "./webhooks.ts";
import { AppError, notFound } from "../errors.ts";

const LOGIN_REQUIRED = "Please log in to subscribe to premium.";
const sessionQuery = z.object({ session_id: z.string({ error: "Invalid checkout session" }).min(1, "Invalid checkout session") });

/** Spec §7 subscription calls, the portal, the SPA's config call and Stripe's webhook. */
export function billingRoutes(s: {
  billing: Billing;
  webhooks: Webhooks;
  identify: Identify;
  config: Config;
  settings: Settings;
  telegram: Telegram;
  sessions: Sessions;
}) {
  const { billing, webhooks, identify, config, settings, telegram } = s;
  // The group invite the spec's success answer carries: the live link, or the one the sender
  // makes now (never a Telegram call inside this request), waited for a few seconds.
  const inviteOf = async (userId: number) => (telegram.enabled() && telegram.premium.configured ? (await telegram.inviteFor(userId, 5000)).link : null);

  const enabled = () => {
    if (!settings.get("features.premium")) throw notFound();
  };
  // Every call here answers an anonymous caller with the spec's words, not a bare 401.
  const signedIn = async ({ request }: { request: Request }) => {
    enabled();
    const id = await identify(request);
    if (!id) throw new AppError(401, LOGIN_REQUIRED);
    return id.user;
  };

  return (
    new Elysia()
      .get("/api/subscription/config", () => billing.publicConfig())
      // Anonymous visitors get a plain "not premium" rather than a 401 the browser logs as an error.
      .get("/api/subscription/status", async (ctx) => {
        enabled();
        const id = await identify(ctx.request);
        return id
          ? { signedIn: true, ...(await billing.status(id.user)) }
          : { signedIn: false, isPremium: false, method: null, endsAt: null, renews: false, subscription: null };
      })
      .post("/api/subscription/create-checkout", async (ctx) => {
        const { success, sessionId, message } = await billing.createCheckout(await signedIn(ctx));
        return { success, sessionId, message };
      })
      .get("/api/subscription/get-url", async (ctx) => billing.checkoutUrl(await signedIn(ctx), ctx.query.session_id), { query: sessionQuery })
      .get(
        "/api/subscription/success",
        async (ctx) => {
          const user = await signedIn(ctx);
          return { ...(await billing.verifySuccess(user, ctx.query.session_id)), premiumInviteLink: await inviteOf(user.id) };
        },
        { query: sessionQuery },
      )
      .post("/api/subscription/create", async (ctx) => {
        // With DEV_SHORTCUTS=1 in live mode every shortcut is a 404, as if it did not exist (13.1).
        if (config.devShortcuts && billing.mode() !== "test") throw notFound();
        const user = await signedIn(ctx);
        return { ...(await billing.devUpgrade(user)), premiumInviteLink: await inviteOf(user.id) };
      })
      .post("/api/subscription/portal", async (ctx) => billing.portal(await signedIn(ctx)))
      // The one-time link DMed to a Telegram subscriber whose card payment created their account.
      .get(
        "/api/subscription/sign-in",
        async ({ query, cookie, redirect }) => {
          const user = await billing.redeemSignInLink(query.token);
          if (!user) throw new AppError(400, "This sign-in link has expired or was already used. Sign in with your email instead.");
          const session = await s.sessions.create(user.id);
          cookie[SESSION_COOKIE]!.set(sessionCookie(config, session.token, session.expiresAt));
          return redirect("/dashboard", 303);
        },
        { query: z.object({ token: z.string({ error: "A sign-in token is required" }).regex(/^[\w-]{43}$/, "This sign-in link is not valid.") }) },
      )
      .post(
        "/api/stripe/webhook",
        // The signature covers the exact bytes Stripe sent: read them before anything parses them.
        async ({ request }) => webhooks.receive(await request.text(), request.headers.get("stripe-signature")),
        { parse: "none" },
      )
  );
}
