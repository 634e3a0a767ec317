import { Elysia } from "elysia";
import { z } from "zod";
import type { Config } from "../config.ts";
import { AppError, badRequest } from "../errors.ts";
import type { ClientAddress } from "../http/index.ts";
import type { Dev } from "./dev.ts";
import { devRoutes } from "./dev.ts";
import type { Recovery } from "./recovery.ts";
import { recoveryRoutes } from "./recovery-routes.ts";
import type { Google } from "./google.ts";
import { readCookie, sessionCookie, type authPlugin, type Identify } from "./guard.ts";
import { credentialsSchema, type Accounts } from "./service.ts";
import { publicUser, SESSION_COOKIE, type Sessions, type UserRow } from "./sessions.ts";

/** Where Google may send the browser back to (spec §2: the authentication return handler). */
export const RETURN_PATHS = ["/auth/handler", "/auth", "/__/auth/handler"];
const STATE_COOKIE = "squawk_oauth_state";
const VERIFIER_COOKIE = "squawk_oauth_verifier";
const OAUTH_COOKIE_PATH = "/api/auth/google";
const OAUTH_COOKIE_SECONDS = 10 * 60;
const MISSING = "Missing authentication code or state parameter";
const BAD_STATE = "Invalid authentication state";

const callbackSchema = z.object({
  code: z.string({ error: MISSING }).min(1, MISSING).max(4096, MISSING),
  state: z.string({ error: MISSING }).min(1, MISSING).max(256, BAD_STATE),
  redirectUri: z.string({ error: "Invalid redirect URI" }).max(2048, "Invalid redirect URI"),
});
const startSchema = z.object({ redirectUri: z.string().max(2048).optional() }).optional();

// biome-ignore lint/suspicious/noExplicitAny: Elysia's cookie jar type is not exported
type Cookies = Record<string, any>;
type Ctx = { cookie: Cookies; request: Request };

export function authRoutes(deps: {
  config: Config;
  sessions: Sessions;
  identify: Identify;
  auth: ReturnType<typeof authPlugin>;
  accounts: Accounts;
  google: Google;
  dev: Dev;
  clientAddress: ClientAddress;
  recovery: Recovery;
}) {
  const { config, sessions, identify, accounts, google, dev, clientAddress, recovery } = deps;
  const secure = config.appUrl.startsWith("https:");

  /** A new session replaces whatever session the browser carried. */
  async function startSession({ cookie, request }: Ctx, user: UserRow) {
    await sessions.invalidate(readCookie(request.headers.get("cookie"), SESSION_COOKIE));
    const { token, expiresAt } = await sessions.create(user.id);
    cookie[SESSION_COOKIE]!.set(sessionCookie(config, token, expiresAt));
  }

  /** Register or login: a session for the user (a throttled attempt's 429 carries Retry-After, see ThrottledError). */
  async function signIn(ctx: Ctx, find: () => Promise<UserRow>) {
    const user = await find();
    await startSession(ctx, user);
    return publicUser(user);
  }

  const clear = (cookie: Cookies, name: string, path: string) =>
    cookie[name]!.set({ value: "", path, httpOnly: true, sameSite: "lax", secure, maxAge: 0, expires: new Date(0) });

  /** Our own return pages, on APP_URL or on the origin the browser used. */
  function allowedRedirect(raw: string | undefined, request: Request): string {
    const origins = new Set([new URL(config.appUrl).origin, new URL(request.url).origin]);
    if (raw === undefined) return `${new URL(request.url).origin}${RETURN_PATHS[0]}`;
    let u: URL;
    try {
      u = new URL(raw);
    } catch {
      throw badRequest("Invalid redirect URI");
    }
    if (!origins.has(u.origin) || !RETURN_PATHS.includes(u.pathname) || u.search || u.hash) throw badRequest("Invalid redirect URI");
    return `${u.origin}${u.pathname}`;
  }

  async function googleStart(ctx: Ctx, redirectUri: string | undefined) {
    const { url, state, verifier } = await google.start(allowedRedirect(redirectUri, ctx.request));
    const opts = { path: OAUTH_COOKIE_PATH, httpOnly: true, sameSite: "lax" as const, secure, maxAge: OAUTH_COOKIE_SECONDS };
    ctx.cookie[STATE_COOKIE]!.set({ value: state, ...opts });
    ctx.cookie[VERIFIER_COOKIE]!.set({ value: verifier, ...opts });
    return { url, state };
  }

  return (
    new Elysia()
      .use(deps.auth)
      .post(
        "/api/auth/email/register",
        (ctx) =>
          signIn(ctx, async () => {
            const user = await accounts.register(ctx.body, clientAddress.of(ctx.request));
            await recovery.sendVerification(user); // the link is stored; its mail is queued: the answer never waits for SMTP
            return user;
          }),
        { body: credentialsSchema },
      )
      .post("/api/auth/email/login", (ctx) => signIn(ctx, () => accounts.login(ctx.body, clientAddress.of(ctx.request))), { body: credentialsSchema })
      .post("/api/auth/logout", async ({ cookie, request }) => {
        await sessions.invalidate(readCookie(request.headers.get("cookie"), SESSION_COOKIE));
        clear(cookie, SESSION_COOKIE, "/");
        return { success: true };
      })
      .get("/api/auth/user", ({ user }) => publicUser(user), { user: true })
      // Non-secret facts only: never the token, its hash or the user.
      .get("/api/auth/session-debug", async ({ request }) => {
        const id = await identify(request);
        return { authenticated: Boolean(id), expiresAt: id?.expiresAt ?? null };
      })
      .get("/api/auth/google/start", (ctx) => googleStart(ctx, ctx.query.redirectUri), {
        query: z.object({ redirectUri: z.string().max(2048).optional() }),
      })
      .post("/api/auth/google/start", (ctx) => googleStart(ctx, ctx.body?.redirectUri), { body: startSchema })
      .post(
        "/api/auth/google/callback",
        async (ctx) => {
          const { cookie, body, request } = ctx;
          const expected = readCookie(request.headers.get("cookie"), STATE_COOKIE);
          const verifier = readCookie(request.headers.get("cookie"), VERIFIER_COOKIE);
          // One use only, whatever happens next.
          clear(cookie, STATE_COOKIE, OAUTH_COOKIE_PATH);
          clear(cookie, VERIFIER_COOKIE, OAUTH_COOKIE_PATH);
          if (!expected || !verifier || !timingSafeEqualText(expected, body.state)) throw new AppError(400, BAD_STATE);
          const redirectUri = allowedRedirect(body.redirectUri, request);
          const profile = await google.finish({ code: body.code, redirectUri, verifier });
          const user = await accounts.signInWithGoogle(profile);
          await startSession(ctx, user);
          return publicUser(user);
        },
        { body: callbackSchema },
      )
      .use(devRoutes({ dev, startSession }))
      .use(recoveryRoutes({ recovery, auth: deps.auth, clientAddress, startSession }))
  );
}

function timingSafeEqualText(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
