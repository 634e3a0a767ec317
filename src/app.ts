import { createApi } from "./api.ts";
import type { Config } from "./config.ts";
import { migrate, openDb, closeDb, type Db } from "./db/index.ts";
import type { Deps } from "./deps.ts";
import { createMetrics } from "./http/metrics.ts";
import { createJobRunner, type Job } from "./jobs.ts";
import { createLogger, type Logger } from "./log.ts";
import { createSettings } from "./settings/service.ts";

/**
 * The composition root: config → db → services → api and jobs. Tests build the same app
 * (with a temporary DATA_DIR or ":memory:") and drive `api.handle(request)`.
 */
export function createApp(config: Config, opts: { db?: Db; log?: Logger } = {}) {
  const log = opts.log ?? createLogger(config.logLevel);
  const db = opts.db ?? openDb(config.dataDir);
  migrate(db);
  const deps: Deps = {
    config,
    db,
    log,
    settings: createSettings({ db, config }),
    metrics: createMetrics(),
    startedAt: Date.now(),
  };
  const services = { ...deps };

  // The wiring list of background jobs; each feature adds its own.
  const jobs: Job[] = [];
  const jobRunner = createJobRunner({ db, log, jobs });
  const all = { ...services, jobs: jobRunner };
  const api = createApi(all);

  return {
    ...all,
    api,
    /** Background work (polling, delivery, the bot) starts only when serving. */
    async start() {
      jobRunner.start();
    },
    async stop() {
      await jobRunner.stop();
      closeDb(db);
    },
  };
}

export type Services = Deps & { jobs: ReturnType<typeof createJobRunner> };
export type App = ReturnType<typeof createApp>;
