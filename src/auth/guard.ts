import { Elysia } from "elysia";
import type { Config } from "../config.ts";
import { forbidden, unauthorized } from "../errors.ts";
import { SESSION_COOKIE, SESSION_TTL, type Sessions, type UserRow } from "./sessions.ts";

export interface Identity {
  user: UserRow;
  /** When the session cookie expires; absent for identities without a session (dev header). */
  expiresAt?: number;
  /** The Telegram account behind the call, when it came from Telegram (e.g. Mini App init data). */
  telegramUserId?: number;
  /** Set when the session was extended and its cookie must be sent again. */
  renewed?: { token: string; expiresAt: number };
}

/** Extra ways to be identified, tried after the session cookie (e.g. the dev X-Dev-Auth header). */
export type IdentityProvider = (request: Request) => Identity | null;

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      // A malformed %-escape from a hostile client is "no cookie", not a 500.
      try {
        return decodeURIComponent(raw);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function sessionCookie(config: Config, token: string, expiresAt: number) {
  return {
    value: token,
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.appUrl.startsWith("https:"),
    path: "/",
    expires: new Date(expiresAt),
  };
}

/**
 * Who is calling. Resolved once per request (the global request guard and the route macros
 * both ask) and cached on the Request object.
 */
export function createIdentify(deps: { sessions: Sessions; providers?: IdentityProvider[]; accept?: (user: UserRow) => boolean }) {
  const cache = new WeakMap<Request, Identity | null>();
  return (request: Request): Identity | null => {
    if (cache.has(request)) return cache.get(request)!;
    const token = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
    let v = deps.sessions.validate(token);
    if (v && deps.accept && !deps.accept(v.user)) v = null;
    let identity: Identity | null = v
      ? { user: v.user, expiresAt: v.session.expiresAt, renewed: v.renewed ? { token: token!, expiresAt: v.session.expiresAt } : undefined }
      : null;
    for (const provider of deps.providers ?? []) {
      if (identity) break;
      identity = provider(request);
    }
    cache.set(request, identity);
    return identity;
  };
}

export type Identify = ReturnType<typeof createIdentify>;
export type AuthPlugin = ReturnType<typeof authPlugin>;

/**
 * Route macros: `{ user: true }` gives the handler `user` or answers 401; `{ admin: true }`
 * also answers 403 to non-admins. Admin routes are additionally checked before body parsing
 * by the request guard (http/request-guard.ts).
 */
export function authPlugin(deps: { identify: Identify; config: Config }) {
  const resolveUser = ({ request }: { request: Request }) => {
    const id = deps.identify(request);
    if (!id) throw unauthorized();
    return id.user;
  };
  return new Elysia({ name: "auth-guard" }).macro({
    user: {
      resolve: (ctx) => ({ user: resolveUser(ctx) }),
    },
    admin: {
      resolve: (ctx) => {
        const user = resolveUser(ctx);
        if (!user.isAdmin) throw forbidden("Admin access required");
        return { user };
      },
    },
  });
}

/**
 * The one renewal path: whenever a request carries a session cookie, the session is checked
 * before validation and the handler run, and a renewal (recorded in the database by
 * `validate`) is sent back as a fresh cookie on whatever the route answers. Routes never
 * renew themselves. A route that starts or ends a session later overwrites this cookie.
 */
export function sessionRenewal(deps: { identify: Identify; config: Config }) {
  // Written into `set.cookie` (what Elysia turns into Set-Cookie, and where a route's own cookie
  // jar writes too) rather than through `cookie`: a global hook that names `cookie` makes Elysia
  // build a cookie jar, asynchronously, for every request, which cost an anonymous call a third.
  return new Elysia({ name: "session-renewal" }).onTransform({ as: "global" }, ({ request, set }) => {
    if (!request.headers.get("cookie")?.includes(SESSION_COOKIE)) return;
    const id = deps.identify(request);
    if (id?.renewed) (set.cookie ??= {})[SESSION_COOKIE] = sessionCookie(deps.config, id.renewed.token, id.renewed.expiresAt);
  });
}

export { SESSION_TTL };
