import { Elysia } from "elysia";
import type { Config } from "../config.ts";
import type { Store } from "../db/store.ts";
import type { Settings } from "../settings/index.ts";

/** Past this long without any source answering, amber turns red. */
export const DOWN_AFTER_MS = 10 * 60_000;

export type PollState = "ok" | "starting" | "degraded" | "down";

/**
 * The truth about polling, for the landing badge, the dashboard and the admin panel: "ok"
 * (green) only while some source answered within two poll intervals; "starting" before the
 * first poll could have answered; then "degraded" (amber), and "down" (red) after
 * DOWN_AFTER_MS, each with what failed and since when.
 */
export function createPollHealth(deps: { store: Store; config: Config; settings: Settings; startedAt: number; now?: () => number }) {
  const { store, config, settings, startedAt } = deps;
  const { sourceState } = store.tables;
  const now = deps.now ?? Date.now;

  return async function pollHealth() {
    const rows = new Map((await store.db.select().from(sourceState)).map((r) => [r.source, r]));
    const t = now();
    const intervalSeconds = Number(settings.get("sources.pollIntervalSeconds"));
    const sources = config.sources.kinds.map((kind) => {
      const r = rows.get(kind);
      return {
        source: kind,
        lastSuccessAt: r?.lastSuccessAt ?? null,
        failing: (r?.consecutiveFailures ?? 0) > 0,
        // Short: a line on a badge, not a log (the admin panel has the full text).
        error: r?.consecutiveFailures ? (r.lastError ?? "no answer").slice(0, 160) : null,
      };
    });
    const lastSuccessAt = Math.max(0, ...sources.map((s) => s.lastSuccessAt ?? 0)) || null;
    const fresh = 2 * intervalSeconds * 1000;
    let state: PollState;
    if (lastSuccessAt !== null && t - lastSuccessAt <= fresh) state = "ok";
    else if (lastSuccessAt === null && t - startedAt <= fresh) state = "starting";
    else if (t - (lastSuccessAt ?? startedAt) <= DOWN_AFTER_MS) state = "degraded";
    else state = "down";
    // Since when it has not been ok: the last good answer, or the start when there never was one.
    const since = state === "ok" || state === "starting" ? null : (lastSuccessAt ?? startedAt);
    return { state, since, lastSuccessAt, pollIntervalSeconds: intervalSeconds, account: config.sources.account, sources };
  };
}

export type PollHealth = ReturnType<typeof createPollHealth>;

/** GET /api/status: public, for the landing badge and the dashboard. */
export function statusRoutes({ pollHealth }: { pollHealth: PollHealth }) {
  return new Elysia().get("/api/status", async () => await pollHealth());
}
