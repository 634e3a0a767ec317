import { Elysia } from "elysia";
import { z } from "zod";
import type { AuthPlugin } from "../auth/guard.ts";
import type { Config } from "../config.ts";
import type { Store } from "../db/store.ts";
import type { Settings } from "../settings/service.ts";
import type { Integrations } from "./service.ts";
import { AppError, badRequest } from "../errors.ts";
import { type AccessUser, freeDelayMs, tierOf } from "../delivery/index.ts";
import { requirePremium } from "./access.ts";
import { readAlertPage } from "./alert-event.ts";
import { webhookBody } from "./endpoints.ts";
import { openApiDocument } from "./openapi.ts";

const blankIsUnset = (v: unknown) => (v === "" ? undefined : v);
const LIMIT_MESSAGE = "limit must be a whole number from 1 to 100";
const IMPACT_MESSAGE = "impact must be a comma-separated list of High, Medium and Low";

export const v1AlertsQuery = z.object({
  after: z.preprocess(
    blankIsUnset,
    z.coerce
      .number({ error: "after must be an alert id" })
      .int({ error: "after must be an alert id" })
      .positive({ error: "after must be an alert id" })
      .optional(),
  ),
  limit: z.preprocess(
    blankIsUnset,
    z.coerce.number({ error: LIMIT_MESSAGE }).int({ error: LIMIT_MESSAGE }).min(1, { error: LIMIT_MESSAGE }).max(100, { error: LIMIT_MESSAGE }).default(20),
  ),
  impact: z.preprocess(
    // Elysia may already have split the list (it does for array schemas); a string is split here.
    (v) => {
      const list = (Array.isArray(v) ? v : [v])
        .flatMap((x) => (typeof x === "string" ? x.split(",") : []))
        .map((x) => x.trim())
        .filter(Boolean);
      return list.length > 0 ? list : undefined;
    },
    z.array(z.enum(["High", "Medium", "Low"], { error: IMPACT_MESSAGE })).optional(),
  ),
  tariff: z.preprocess(blankIsUnset, z.enum(["true", "false"], { error: "tariff must be true or false" }).optional()),
});

const idParam = z.object({ id: z.coerce.number({ error: "Not found" }).int().positive() });
const keyBody = z.object({
  name: z.string({ error: "name is required" }).trim().min(1, { error: "name is required" }).max(60, { error: "name must be at most 60 characters" }),
});

/** Keys and webhooks for the dashboard (session), and the read API and stream (API key). */
export function integrationsRoutes(s: { auth: AuthPlugin; integrations: Integrations; store: Store; settings: Settings; config: Config }) {
  const { integrations: ig, store, settings } = s;
  const { keys, endpoints, billing } = ig;

  /** The key's owner and what they may see now; 401 or 403 (lapsed) otherwise. */
  const authorize = async (key: () => Promise<{ keyId: number; user: AccessUser }>) => {
    const { keyId, user } = await key();
    const access = await tierOf(billing, user);
    if (access.tier === "lapsed") throw new AppError(403, access.reason);
    const delayMs = freeDelayMs(settings);
    return { keyId, tier: access.tier, visibleUntil: access.tier === "free" ? Date.now() - delayMs : undefined, freeDelayMinutes: delayMs / 60_000 };
  };

  /** As authorize, with 401 (WWW-Authenticate) and the per-key rate limit (429 with Retry-After) of a request. */
  const caller = async (request: Request, set: { headers: Record<string, string | number> }) => {
    let c: Awaited<ReturnType<typeof authorize>>;
    try {
      c = await authorize(keys.authenticator(request.headers.get("authorization")));
    } catch (e) {
      // RFC 9110: a 401 names the scheme that would work.
      if (e instanceof AppError && e.status === 401) set.headers["www-authenticate"] = "Bearer";
      throw e;
    }
    const wait = ig.rateLimit(c.keyId);
    if (wait > 0) {
      set.headers["retry-after"] = String(wait);
      throw new AppError(429, `Too many requests: the limit is 60 a minute per key. Retry in ${wait} s.`);
    }
    return c;
  };

  const session = new Elysia()
    .use(s.auth)
    .post("/api/integrations/keys", async ({ user, body }) => (await requirePremium(billing, user), keys.create(user.id, body.name)), {
      user: true,
      body: keyBody,
    })
    .get("/api/integrations/keys", async ({ user }) => ({ keys: await keys.list(user.id) }), { user: true })
    // Open streams are woken to look again: one on this key ends at once.
    .delete("/api/integrations/keys/:id", async ({ user, params }) => (await keys.revoke(user.id, params.id), ig.signal.notify(), { ok: true }), {
      user: true,
      params: idParam,
    })
    .post("/api/integrations/webhooks", async ({ user, body }) => (await requirePremium(billing, user), endpoints.register(user.id, body)), {
      user: true,
      body: webhookBody,
    })
    .get("/api/integrations/webhooks", async ({ user }) => ({ webhooks: await endpoints.list(user.id) }), { user: true })
    .delete("/api/integrations/webhooks/:id", async ({ user, params }) => (await endpoints.remove(user.id, params.id), { ok: true }), {
      user: true,
      params: idParam,
    })
    .post("/api/integrations/webhooks/:id/test", async ({ user, params }) => (await requirePremium(billing, user), endpoints.sendTest(user.id, params.id)), {
      user: true,
      params: idParam,
    });

  const api = new Elysia()
    .get("/api/v1/openapi.json", () => openApiDocument(s.config.appUrl))
    // The key is checked before the query, so a caller without a valid key learns nothing else.
    .derive(async ({ request, set }) => ({ c: await caller(request, set as never) }))
    .get(
      "/api/v1/alerts",
      async ({ c, query }) => {
        const page = await readAlertPage(store, {
          tier: c.tier,
          visibleUntil: c.visibleUntil,
          impact: query.impact,
          tariff: query.tariff === "true",
          before: query.after,
          limit: query.limit,
        });
        return { ...page, delayed: c.tier === "free", freeDelayMinutes: c.freeDelayMinutes };
      },
      { query: v1AlertsQuery },
    )
    .get("/api/v1/stream", async ({ request }) => {
      const raw = request.headers.get("last-event-id");
      const lastEventId = raw === null || raw === "" ? null : Number(raw);
      if (lastEventId !== null && !(Number.isInteger(lastEventId) && lastEventId >= 0)) throw badRequest("Last-Event-ID must be an alert id");
      // Access is asked again each second and after a revoke, so a revoked key or a lapsed premium
      // ends the stream; the streams of one key (the same header) share one answer. The header is
      // only a key in this process's memory, kept until the next tick or revoke: never logged.
      const header = request.headers.get("authorization");
      const key = keys.authenticator(header);
      const body = await ig.streams.open({ access: () => authorize(key), accessKey: header!, lastEventId, abort: request.signal });
      return new Response(body, { headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache", "x-accel-buffering": "no" } });
    });

  return new Elysia().use(session).use(api);
}
