import { createHash, timingSafeEqual } from "node:crypto";
import { Elysia } from "elysia";
import type { Db } from "../db/index.ts";
import type { Deps } from "../deps.ts";
import { VERSION } from "../version.ts";
import { canRead, createWriteCheck } from "./write-check.ts";
import { AppError } from "../errors.ts";
import { metricsResponse } from "../http/index.ts";

/** Compares two secrets in constant time (their hashes have one length). */
const sameSecret = (a: string, b: string) => timingSafeEqual(createHash("sha256").update(a).digest(), createHash("sha256").update(b).digest());

export function healthRoutes({ sqlite, store, settings, metrics, startedAt, log, config }: Deps & { sqlite: Db | null }) {
  const canWrite = createWriteCheck({ store });
  return (
    new Elysia()
      .get("/healthz", async ({ set }) => {
        let database = "ok";
        let reason: string | undefined;
        try {
          await canRead(store, sqlite);
          const error = await canWrite();
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
        return {
          status: reason ? "degraded" : "ok",
          database,
          ...(reason ? { reason } : {}),
          version: VERSION,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        };
      })
      // Not public: per-route counts tell an outsider what is used. See config's METRICS_TOKEN.
      .get("/metrics", ({ request }) => {
        const token = config.metrics.token;
        if (!token) throw new AppError(404, "Not found");
        if (!sameSecret(request.headers.get("authorization") ?? "", `Bearer ${token}`)) {
          throw new AppError(401, "Metrics need Authorization: Bearer METRICS_TOKEN");
        }
        return metricsResponse(metrics);
      })
      .get("/api/get-environment", () => ({ environment: settings.environment() }))
  );
}
