import { Elysia } from "elysia";
import type { Deps } from "../deps.ts";
import { VERSION } from "../version.ts";

export function healthRoutes({ db, settings, metrics, startedAt }: Deps) {
  return new Elysia()
    .get("/healthz", ({ set }) => {
      let database = "ok";
      try {
        db.$client.query("SELECT 1").get();
      } catch {
        database = "unreachable";
        set.status = 503;
      }
      return { status: database === "ok" ? "ok" : "degraded", database, version: VERSION, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
    })
    .get("/metrics", () => new Response(metrics.render(), { headers: { "content-type": "text/plain; version=0.0.4" } }))
    .get("/api/get-environment", () => ({ environment: settings.environment() }));
}
