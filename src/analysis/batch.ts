import { asc, count, gt } from "drizzle-orm";
import type { AlertsService } from "../alerts/index.ts";
import type { Store } from "../db/store.ts";
import { conflict } from "../errors.ts";
import type { Logger } from "../log.ts";
import type { AnalysisService } from "./service.ts";

export interface BatchProgress {
  running: boolean;
  processed: number;
  total: number;
  errors: number;
  startedAt: number | null;
  finishedAt: number | null;
  lastError: string | null;
}

/**
 * Re-analyses stored posts in the background, a batch at a time (each batch read fresh, so a
 * long run does not hold the database). One run at a time; progress is kept in memory.
 */
export function createBatchAnalysis(deps: { store: Store; analysis: AnalysisService; alerts: AlertsService; log: Logger }) {
  const { store, log } = deps;
  const { posts } = store.tables;
  let progress: BatchProgress = { running: false, processed: 0, total: 0, errors: 0, startedAt: null, finishedAt: null, lastError: null };
  let current: Promise<void> | null = null;
  let stopRequested = false;

  async function run(batchSize: number, maxPosts: number) {
    let after = "";
    while (!stopRequested && (maxPosts < 0 || progress.processed < maxPosts)) {
      const take = maxPosts < 0 ? batchSize : Math.min(batchSize, maxPosts - progress.processed);
      const rows = await store.db.select().from(posts).where(gt(posts.id, after)).orderBy(asc(posts.id)).limit(take);
      if (rows.length === 0) break;
      for (const row of rows) {
        try {
          const r = await deps.analysis.analyze({ id: row.id, content: row.content, createdAt: row.createdAt });
          // Old posts: the analysis is updated, nobody is alerted again.
          await deps.alerts.record({ ...row, backfilled: true }, r);
        } catch (e) {
          progress.errors++;
          progress.lastError = e instanceof Error ? e.message : String(e);
        }
        progress.processed++;
      }
      after = rows.at(-1)!.id;
      await Bun.sleep(0); // let requests in between batches
    }
  }

  return {
    async start(opts: { batchSize: number; maxPosts: number }) {
      if (progress.running) throw conflict("A batch analysis is already running");
      // Running from here, before the count is awaited: a second start meanwhile is refused.
      progress = { ...progress, running: true };
      let total: number;
      try {
        total = (await store.db.select({ n: count() }).from(posts))[0]!.n;
      } catch (e) {
        progress.running = false;
        throw e;
      }
      stopRequested = false;
      progress = {
        running: true,
        processed: 0,
        total: opts.maxPosts < 0 ? total : Math.min(total, opts.maxPosts),
        errors: 0,
        startedAt: Date.now(),
        finishedAt: null,
        lastError: null,
      };
      log.info("batch analysis started", { total: progress.total, batchSize: opts.batchSize });
      current = run(opts.batchSize, opts.maxPosts)
        .catch((e) => {
          progress.errors++;
          progress.lastError = e instanceof Error ? e.message : String(e);
          log.error("batch analysis failed", { error: e });
        })
        .finally(() => {
          progress.running = false;
          progress.finishedAt = Date.now();
          log.info("batch analysis finished", { processed: progress.processed, errors: progress.errors });
        });
      return { ...progress };
    },
    progress: (): BatchProgress => ({ ...progress }),
    /** Lets a shutdown wait for the current post to finish. */
    async stop() {
      stopRequested = true;
      await current;
    },
  };
}

export type BatchAnalysis = ReturnType<typeof createBatchAnalysis>;
