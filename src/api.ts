import { Elysia } from "elysia";
import { BunAdapter } from "elysia/adapter/bun";
import { securedJson, createRouteTable, type createRequestGuard } from "./http/index.ts";
import { adminRoutes } from "./admin/index.ts";
import { AppError } from "./errors.ts";
import { healthRoutes } from "./health/index.ts";
import { authRoutes, createSessionRenewal } from "./auth/index.ts";
import type { Deps } from "./deps.ts";
import { billingRoutes } from "./billing/index.ts";
import { miniAppRoutes, telegramRoutes } from "./telegram/index.ts";
import { alertsRoutes } from "./alerts/index.ts";
import { marketRoutes } from "./market/index.ts";
import { analysisRoutes } from "./analysis/index.ts";
import { integrationsRoutes } from "./integrations/index.ts";
import { chatRoutes } from "./chat/index.ts";
import { publicConfigRoutes } from "./settings/index.ts";
import { pagesRoutes } from "./pages/index.ts";
import { statusRoutes } from "./sources/index.ts";

/**
 * What the route groups use, each group naming its own services: no route file sees the whole
 * set that app.ts builds (nor imports app.ts).
 */
type ApiServices = Deps & { requestGuard: ReturnType<typeof createRequestGuard> } & Parameters<typeof createSessionRenewal>[0] &
  Parameters<typeof authRoutes>[0] &
  Parameters<typeof adminRoutes>[0] &
  Parameters<typeof billingRoutes>[0] &
  Parameters<typeof telegramRoutes>[0] &
  Parameters<typeof miniAppRoutes>[0] &
  Parameters<typeof alertsRoutes>[0] &
  Parameters<typeof marketRoutes>[0] &
  Parameters<typeof analysisRoutes>[0] &
  Parameters<typeof integrationsRoutes>[0] &
  Parameters<typeof chatRoutes>[0] &
  Parameters<typeof publicConfigRoutes>[0] &
  Parameters<typeof pagesRoutes>[0] &
  Parameters<typeof healthRoutes>[0] &
  Parameters<typeof statusRoutes>[0];

/**
 * The API: every route group is listed here, with the one error path for all of them.
 *
 * `handle` is its one door (the server's edge and in-process callers both use it). What every
 * request needs runs there, around Elysia rather than as Elysia hooks, which cost each request
 * an await, a closure and a scheduled callback: the request guard before routing and body
 * parsing, the 405 for a known path asked with the wrong method, the session's renewal, and
 * the request metrics (counted by the route's pattern, with the status actually sent). Refused
 * requests (guard, 405) are neither renewed nor counted, as before.
 */
export function createApi(s: ApiServices) {
  const { log, metrics, requestGuard } = s;
  const renewal = createSessionRenewal(s);
  const unhandled = (request: Request, error: unknown) => {
    log.error("unhandled error", { path: new URL(request.url).pathname, error });
    return { message: "Something went wrong on our side. Please try again." };
  };
  const routes = new Elysia({ adapter })
    .onError(({ code, error, set, request }) => {
      if (error instanceof AppError) {
        set.status = error.status;
        if (error.headers) Object.assign(set.headers, error.headers);
        if (error.detail !== undefined) log.warn("request failed", { path: new URL(request.url).pathname, status: error.status, detail: error.detail });
        return { message: error.publicMessage };
      }
      switch (code) {
        case "NOT_FOUND":
          set.status = 404;
          return { message: "Not found" };
        case "VALIDATION":
          set.status = 400;
          return { message: validationMessage(error) };
        case "PARSE":
          set.status = 400;
          return { message: "The request body is not valid JSON" };
        case "INVALID_COOKIE_SIGNATURE":
          set.status = 400;
          return { message: "Invalid cookie" };
      }
      set.status = 500;
      return unhandled(request, error);
    })
    .use(healthRoutes(s))
    .use(authRoutes(s))
    .use(adminRoutes(s))
    .use(billingRoutes(s))
    .use(telegramRoutes(s))
    .use(miniAppRoutes(s))
    .use(alertsRoutes(s))
    .use(marketRoutes(s))
    .use(analysisRoutes(s))
    .use(integrationsRoutes(s))
    .use(chatRoutes(s))
    .use(publicConfigRoutes(s))
    .use(pagesRoutes(s))
    .use(statusRoutes(s));
  const table = createRouteTable(() => routes.routes);
  type Renewed = Awaited<ReturnType<typeof renewal.due>>;
  const answered = (response: Response, method: string, route: string | undefined, renewed: Renewed, startedAt: number) => {
    const sent = renewed ? renewal.send(response, renewed) : response;
    metrics.observe(method, route ?? "unmatched", sent.status, (performance.now() - startedAt) / 1000);
    return sent;
  };
  // The same answer as an error inside a route (e.g. the database failing while the guard identifies an admin).
  const failed = (request: Request, error: unknown) => Response.json(unhandled(request, error), { status: 500 });
  function handle(request: Request): Response | Promise<Response> {
    const startedAt = performance.now();
    let path: string;
    let refused: ReturnType<typeof requestGuard>;
    try {
      path = pathOf(request.url);
      refused = requestGuard(request, path);
    } catch (error) {
      return failed(request, error);
    }
    // An admin path is checked against the store first; every other request goes on at once.
    if (refused instanceof Promise)
      return refused.then(
        (r) => r ?? routed(request, path, startedAt),
        (error) => failed(request, error),
      );
    return refused ?? routed(request, path, startedAt);
  }
  function routed(request: Request, path: string, startedAt: number): Response | Promise<Response> {
    const method = request.method;
    let route: string | undefined;
    let renewed: Promise<Renewed> | undefined;
    try {
      route = table.route(method, path);
      if (route === undefined) {
        const wrongMethod = table.refuse(request, path);
        if (wrongMethod) return wrongMethod;
      } else renewed = renewal.due(request);
    } catch (error) {
      return failed(request, error);
    }
    const answer = routes.fetch(request);
    if (renewed) {
      return Promise.all([answer, renewed]).then(
        ([r, due]) => answered(r, method, route, due, startedAt),
        (error) => failed(request, error),
      );
    }
    return answer instanceof Promise
      ? answer.then((r) => answered(r, method, route, undefined, startedAt))
      : answered(answer, method, route, undefined, startedAt);
  }
  return {
    handle,
    /** Every route the app serves (method and pattern). */
    get routes() {
      return routes.routes;
    },
  };
}

/**
 * Elysia's Bun adapter, except that a route's plain JSON answer (an object or array, status 200,
 * no header or cookie set: what Elysia turns into a bare Response.json) comes with the security
 * headers already in (see securedJson). Everything else is Elysia's own mapping.
 */
const plain = (value: unknown) => {
  const type = value !== null && typeof value === "object" ? value.constructor : undefined;
  return type === Object || type === Array;
};
const untouched = (set: { status?: unknown; headers: Record<string, unknown>; cookie?: unknown }) => {
  if (set.status !== 200 || set.cookie) return false;
  for (const _ in set.headers) return false;
  return true;
};
const { mapResponse, mapCompactResponse } = BunAdapter.handler;
const adapter: typeof BunAdapter = {
  ...BunAdapter,
  handler: {
    ...BunAdapter.handler,
    mapResponse: (response, set, ...rest) => (plain(response) && untouched(set) ? securedJson(response) : mapResponse(response, set, ...rest)),
    mapCompactResponse: (response, ...rest) => (plain(response) ? securedJson(response) : mapCompactResponse(response, ...rest)),
  },
};

/** The path as Elysia routes on it: from the first slash after the host up to the query. */
export function pathOf(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const query = url.indexOf("?", start + 1);
  return query === -1 ? url.slice(start) : url.slice(start, query);
}

/** The first problem, in words a person understands (zod messages are written for that). */
function validationMessage(error: unknown): string {
  const all = (error as { all?: { message?: string; summary?: string }[] }).all;
  return all?.[0]?.message ?? all?.[0]?.summary ?? "Invalid request";
}

export type Api = ReturnType<typeof createApi>;
