import type { Db } from "./db/index.ts";
import { jobRuns } from "./db/schema/core.ts";
import type { Logger } from "./log.ts";

export type JobResult = void | "skipped" | { failed: string };

/** A background job: `every` is read before each wait, so a settings change applies at once. */
export interface Job {
  name: string;
  description: string;
  every: () => number; // milliseconds
  /** Fraction of `every` added or removed at random, so pollers don't beat in step. */
  jitter?: number;
  /**
   * "skipped": there was nothing to do, so no run is recorded (the admin page shows real ones).
   * `{ failed }`: the run ended without doing its work; recorded as an error (the job logged it).
   */
  run: () => Promise<JobResult> | JobResult;
}

export function createJobRunner(deps: { db: Db; log: Logger; jobs: Job[] }) {
  const { db, log, jobs } = deps;
  const timers = new Map<string, Timer>();
  const running = new Map<string, Promise<void>>();
  const nextAt = new Map<string, number>();
  let stopped = true;

  async function runOnce(job: Job) {
    const inFlight = running.get(job.name);
    if (inFlight) return inFlight;
    const t0 = Date.now();
    const p = (async () => {
      let status: "ok" | "error" = "ok";
      let error: string | null = null;
      try {
        const result = await job.run();
        if (result === "skipped") return;
        if (result) [status, error] = ["error", result.failed];
      } catch (e) {
        status = "error";
        error = e instanceof Error ? e.message : String(e);
        log.error("job failed", { job: job.name, error: e });
      }
      const row = { name: job.name, lastRunAt: t0, lastDurationMs: Date.now() - t0, lastStatus: status, lastError: error };
      db.insert(jobRuns).values(row).onConflictDoUpdate({ target: jobRuns.name, set: row }).run();
    })().finally(() => running.delete(job.name));
    running.set(job.name, p);
    return p;
  }

  function schedule(job: Job) {
    if (stopped) return;
    const base = job.every();
    const wait = Math.max(0, base + (job.jitter ? (Math.random() * 2 - 1) * job.jitter * base : 0));
    nextAt.set(job.name, Date.now() + wait);
    timers.set(
      job.name,
      setTimeout(() => runOnce(job).finally(() => schedule(job)), wait),
    );
  }

  return {
    start() {
      stopped = false;
      for (const job of jobs) schedule(job);
    },
    async stop() {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      await Promise.allSettled(running.values());
    },
    async runNow(name: string) {
      const job = jobs.find((j) => j.name === name);
      if (!job) return false;
      await runOnce(job);
      return true;
    },
    list() {
      const runs = new Map(db.select().from(jobRuns).all().map((r) => [r.name, r]));
      return jobs.map((j) => ({
        name: j.name,
        description: j.description,
        running: running.has(j.name),
        nextRunAt: nextAt.get(j.name) ?? null,
        lastRunAt: runs.get(j.name)?.lastRunAt ?? null,
        lastDurationMs: runs.get(j.name)?.lastDurationMs ?? null,
        lastStatus: runs.get(j.name)?.lastStatus ?? null,
        lastError: runs.get(j.name)?.lastError ?? null,
      }));
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
