import { Elysia } from "elysia";
import type { Deps } from "../deps.ts";
import { VERSION } from "../version.ts";
import { createWriteCheck } from "./write-check.ts";

export function healthRoutes({ db, settings, metrics, startedAt, log }: Deps) {
  const canWrite = createWriteCheck({ db });
  return new Elysia()
    .get("/healthz", ({ set }) => {
      let database = "ok";
      let reason: string | undefined;
      try {
        db.$client.query("SELECT 1").get();
        const error = canWrite();
        if (error) {
          database = "read-only";
          reason = `the database cannot write: ${error}`;
        }
      } catch (e) {
        database = "unreachable";
        reason = `the database cannot be read: ${e instanceof Error ? e.message : String(e)}`;
      }
      if (reason) {
        set.status = 503;
        log.warn("health check failed", { reason });
      }
      return { status: reason ? "degraded" : "ok", database, ...(reason ? { reason } : {}), version: VERSION, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
    })
    .get("/metrics", () => new Response(metrics.render(), { headers: { "content-type": "text/plain; version=0.0.4" } }))
    .get("/api/get-environment", () => ({ environment: settings.environment() }));
}
