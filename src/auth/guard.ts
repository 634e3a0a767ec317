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
export type IdentityProvider = (request: Request) => Identity | null | Promise<Identity | null>;

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
 * both ask): the answer's promise is cached on the Request object, so a second ask while the
 * first is under way waits for the same lookup.
 */
export function createIdentify(deps: { sessions: Sessions; providers?: IdentityProvider[]; accept?: (user: UserRow) => boolean }) {
  const cache = new WeakMap<Request, Promise<Identity | null>>();
  async function resolve(request: Request): Promise<Identity | null> {
    const token = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
    let v = await deps.sessions.validate(token);
    if (v && deps.accept && !deps.accept(v.user)) v = null;
    let identity: Identity | null = v
      ? { user: v.user, expiresAt: v.session.expiresAt, renewed: v.renewed ? { token: token!, expiresAt: v.session.expiresAt } : undefined }
      : null;
    for (const provider of deps.providers ?? []) {
      if (identity) break;
      identity = await provider(request);
    }
    return identity;
  }
  return (request: Request): Promise<Identity | null> => {
    let answer = cache.get(request);
    if (!answer) cache.set(request, (answer = resolve(request)));
    return answer;
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
  const resolveUser = async ({ request }: { request: Request }) => {
    const id = await deps.identify(request);
    if (!id) throw unauthorized();
    return id.user;
  };
  return new Elysia({ name: "auth-guard" }).macro({
    user: {
      resolve: async (ctx) => ({ user: await resolveUser(ctx) }),
    },
    admin: {
      resolve: async (ctx) => {
        const user = await resolveUser(ctx);
        if (!user.isAdmin) throw forbidden("Admin access required");
        return { user };
      },
    },
  });
}

/**
 * The one renewal path: whenever a request that a route answers carries a session cookie, the
 * session is checked before the body is read and the handler runs, and a renewal (recorded in
 * the database by `validate`) is sent back as a fresh cookie on whatever the route answers.
 * Routes never renew themselves; a route that starts or ends a session sends its own cookie,
 * which stands. Called by the API's door (api.ts) rather than as an Elysia hook: a global hook
 * cost every request, and one that names `cookie` makes Elysia build a cookie jar for each.
 */
export function createSessionRenewal(deps: { identify: Identify; config: Config }) {
  return {
    /** The renewal to send with this request's answer, if any (asked only of a request that carries a session cookie). */
    due(request: Request): Promise<Identity["renewed"]> | undefined {
      if (!request.headers.get("cookie")?.includes(SESSION_COOKIE)) return;
      return deps.identify(request).then((id) => id?.renewed);
    },
    send(response: Response, renewed: NonNullable<Identity["renewed"]>): Response {
      if (response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))) return response;
      const header = new Bun.Cookie(SESSION_COOKIE, renewed.token, sessionCookie(deps.config, renewed.token, renewed.expiresAt)).serialize();
      try {
        response.headers.append("set-cookie", header);
        return response;
      } catch {
        // Immutable headers (a fetched response passed on): answer with a copy.
        const copy = new Response(response.body, response);
        copy.headers.append("set-cookie", header);
        return copy;
      }
    },
  };
}

export { SESSION_TTL };
