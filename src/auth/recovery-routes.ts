import { Elysia } from "elysia";
import { z } from "zod";
import type { ClientAddress } from "../http/index.ts";
import type { authPlugin } from "./guard.ts";
import { FORGOT_ANSWER, type Recovery } from "./recovery.ts";
import { credentialsSchema } from "./service.ts";
import { publicUser, type UserRow } from "./sessions.ts";

const LINK_MESSAGE = "This link is not complete. Please open the whole link from the message.";
const token = z.string({ error: LINK_MESSAGE }).regex(/^[\w-]{43}$/, LINK_MESSAGE);
const { email, password } = credentialsSchema.shape;

/**
 * Account recovery (auth/recovery.ts): forgot and reset by mailed link, change while signed
 * in, email verification. Resetting or changing the password ends every session, then signs
 * this browser in again.
 */
export function recoveryRoutes(deps: {
  recovery: Recovery;
  auth: ReturnType<typeof authPlugin>;
  clientAddress: ClientAddress;
  // biome-ignore lint/suspicious/noExplicitAny: the context is Elysia's, whose cookie jar type it does not export
  startSession: (ctx: any, user: UserRow) => Promise<void>;
}) {
  const { recovery, clientAddress, startSession } = deps;
  return (
    new Elysia()
      .use(deps.auth)
      .post(
        "/api/auth/password/forgot",
        async ({ body, request }) => {
          await recovery.forgot(body.email, clientAddress.of(request));
          return { message: FORGOT_ANSWER };
        },
        { body: z.object({ email }, { error: "Please enter your email address" }) },
      )
      .post(
        "/api/auth/password/reset",
        async (ctx) => {
          const user = await recovery.reset(ctx.body.token, ctx.body.password);
          await startSession(ctx, user);
          return publicUser(user);
        },
        { body: z.object({ token, password }, { error: "Please enter a new password" }) },
      )
      .post(
        "/api/auth/password/change",
        async (ctx) => {
          const user = await recovery.change(ctx.user, ctx.body.currentPassword, ctx.body.newPassword, clientAddress.of(ctx.request));
          await startSession(ctx, user);
          return publicUser(user);
        },
        {
          user: true,
          body: z.object(
            { currentPassword: z.string({ error: "Please enter your current password" }).max(1024), newPassword: password },
            { error: "Please enter your current and new password" },
          ),
        },
      )
      // Facts about the signed-in account beyond the spec's user object (the dashboard's reminders).
      .get("/api/auth/account", ({ user }) => ({ emailVerified: user.emailVerifiedAt !== null, hasPassword: user.passwordHash !== null }), { user: true })
      .post(
        "/api/auth/email/verify",
        async ({ body }) => {
          await recovery.verify(body.token);
          return { verified: true };
        },
        { body: z.object({ token }) },
      )
      .post("/api/auth/email/verify/send", async ({ user, request }) => ({ sent: await recovery.sendVerification(user, clientAddress.of(request)) }), {
        user: true,
      })
  );
}
