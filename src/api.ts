import { Elysia } from "elysia";
import { adminRoutes } from "./admin/routes.ts";
import { AppError } from "./errors.ts";
import { createAllowedMethods } from "./http/allowed-methods.ts";
import { healthRoutes } from "./health/routes.ts";
import { authRoutes } from "./auth/routes.ts";
import { sessionRenewal } from "./auth/guard.ts";
import type { Deps } from "./deps.ts";
import type { createRequestGuard } from "./http/request-guard.ts";
import { billingRoutes } from "./billing/routes.ts";
import { telegramRoutes } from "./telegram/routes.ts";
import { miniAppRoutes } from "./telegram/miniapp/routes.ts";
import { alertsRoutes } from "./alerts/routes.ts";
import { marketRoutes } from "./market/routes.ts";
import { analysisRoutes } from "./analysis/routes.ts";
import { integrationsRoutes } from "./integrations/routes.ts";
import { chatRoutes } from "./chat/routes.ts";
import { publicConfigRoutes } from "./settings/routes.ts";
import { pagesRoutes } from "./pages/routes.ts";
import { statusRoutes } from "./sources/health.ts";

type Timed = { startedAt?: number };

/**
 * What the route groups use, each group naming its own services: no route file sees the whole
 * set that app.ts builds (nor imports app.ts).
 */
type ApiServices = Deps & { requestGuard: ReturnType<typeof createRequestGuard> } & Parameters<typeof sessionRenewal>[0] &
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
  Parameters<typeof statusRoutes>[0];

/** The Elysia app: every route group is listed here, with the one error path for all of them. */
export function createApi(s: ApiServices) {
  const { log, metrics, requestGuard } = s;
  const allowedMethods = createAllowedMethods(() => api.routes);
  const api = new Elysia()
    // `path` is the one Elysia routes on, cut from the URL before this hook (its PreContext type
    // leaves it out): parsing the URL again cost every request. The start time rides on the
    // request's context, which onAfterResponse gets back.
    .onRequest((ctx) => {
      const c = ctx as typeof ctx & Timed & { path: string };
      c.startedAt = performance.now();
      return requestGuard(c.request, c.path) ?? allowedMethods(c.request, c.path);
    })
    .onError(({ code, error, set, request }) => {
      if (error instanceof AppError) {
        set.status = error.status;
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
      log.error("unhandled error", { path: new URL(request.url).pathname, error });
      set.status = 500;
      return { message: "Something went wrong on our side. Please try again." };
    })
    .onAfterResponse((ctx) => {
      const t0 = (ctx as Timed).startedAt;
      const status = typeof ctx.set.status === "number" ? ctx.set.status : 200;
      metrics.observe(ctx.request.method, ctx.route || "unmatched", status, t0 ? (performance.now() - t0) / 1000 : 0);
    })
    .use(sessionRenewal(s))
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
  return api;
}

/** The first problem, in words a person understands (zod messages are written for that). */
function validationMessage(error: unknown): string {
  const all = (error as { all?: { message?: string; summary?: string }[] }).all;
  return all?.[0]?.message ?? all?.[0]?.summary ?? "Invalid request";
}

export type Api = ReturnType<typeof createApi>;
