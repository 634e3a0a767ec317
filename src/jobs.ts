import type { AlertsService } from "./alerts/index.ts";
import type { Recovery, Accounts, Sessions } from "./auth/index.ts";
import type { Backups } from "./backup/index.ts";
import type { Billing } from "./billing/index.ts";
import type { Chat } from "./chat/index.ts";
import { optimize, type Db } from "./db/index.ts";
import type { EventStep } from "./delivery/index.ts";
import type { Store } from "./db/store.ts";
import type { Integrations } from "./integrations/index.ts";
import type { Logger } from "./log.ts";
import type { ImageReader } from "./ocr/index.ts";
import type { Settings } from "./settings/index.ts";
import type { Poller } from "./sources/index.ts";
import type { Telegram } from "./telegram/index.ts";
import type { MarketService } from "./market/index.ts";

export type JobResult = void | "skipped" | { failed: string };

/**
 * A background job: either run every `every` (read before each wait, so a settings change
 * applies at once), or a worker, a loop of its own from start to stop (a channel's sender) whose
 * `run` is one wake. Both are listed in `listJobs` below and shown on the admin page.
 */
export type Job = {
  name: string;
  description: string;
  /**
   * "skipped": there was nothing to do, so no run is recorded (the admin page shows real ones).
   * `{ failed }`: the run ended without doing its work; recorded as an error (the job logged it).
   */
  run: () => Promise<JobResult> | JobResult;
} & (
  | {
      every: () => number; // milliseconds
      /** Fraction of `every` added or removed at random, so pollers don't beat in step. */
      jitter?: number;
      worker?: never;
    }
  | { worker: { start(): void; stop(): Promise<void> }; every?: never; jitter?: never }
);

const HOUR = 60 * 60 * 1000;

/** What the jobs run: the services, as app.ts builds them. */
interface JobServices {
  /** SQLite's connection, from the SQLite root; null with PostgreSQL. */
  sqlite: Db | null;
  store: Store;
  /** With PostgreSQL: one pass of the reaper (src/cluster/reaper.ts). */
  reaper?: () => Promise<unknown>;
  settings: Settings;
  sessions: Sessions;
  accounts: Accounts;
  recovery: Recovery;
  billing: Billing;
  telegram: Telegram;
  integrations: Integrations;
  chat: Chat;
  alerts: AlertsService;
  events: EventStep;
  poller: Poller;
  imageReader: ImageReader;
  backups: Backups;
  market: MarketService;
}

/** Every job and worker, in one list: name, schedule, what runs. */
export function listJobs(s: JobServices): Job[] {
  const seconds = (key: Parameters<Settings["get"]>[0]) => () => Number(s.settings.get(key)) * 1000;
  return [
    // One sender per channel (Telegram, integrator webhooks, …), each a drain loop: woken by
    // delivery's events step after a commit, or by its own timer (the next due row, a pause's end, at most 5 s).
    ...s.events.channels.map(
      (c): Job => ({
        name: `${c.name}-sender`,
        description: `Sends due ${c.name} deliveries, premium first, paced; woken at once by new rows`,
        worker: c.sender,
        run: () => c.sender.wake(),
      }),
    ),
    {
      name: "telegram-planner",
      description:
        "Plans the rest of a large Telegram fan-out, 500 subscribers a chunk with the event loop free between (the first chunk is written with the alert)",
      worker: s.telegram.planner,
      run: () => s.telegram.planner.wake(),
    },
    {
      name: "delivery-events",
      description:
        "Turns the delivery events features wrote into every channel's deliveries (post.detected, alert.created, post.dismissed: the alert messages; alert.moves: the moves; premium.changed: welcome, invite, removal, notices; user.notice: a disabled webhook's owner told)",
      worker: s.events,
      run: () => s.events.wake(),
    },
    {
      name: "poll",
      description: "Fetches new posts from the sources, analyses them and writes alerts",
      every: seconds("sources.pollIntervalSeconds"),
      jitter: 0.2,
      // A poll that reached no source ran but failed: the jobs table says so (the poller logs each failure).
      run: async () => {
        if ((await s.poller.pollOnce()).source) return;
        const failing = (await s.poller.status()).sources.filter((x) => x.lastError).map((x) => `${x.source}: ${x.lastError}`);
        return { failed: failing.length ? `no source answered (${failing.join("; ")})` : "no source answered" };
      },
    },
    {
      name: "poll-backup",
      description: "While the preferred source is slow or failing, polls the backup in use every sources.backupPollSeconds",
      // Ticks even when not degraded (a no-op then), so a backup taking over is polled within seconds.
      every: seconds("sources.backupPollSeconds"),
      jitter: 0.2,
      run: async () => ((await s.poller.pollBackup()).skipped ? "skipped" : undefined),
    },
    {
      name: "read-images",
      description: "Reads the text in new posts' pictures (OCR), then has those posts analysed",
      every: () => 2000,
      run: async () => void (await s.imageReader.drain()),
    },
    // Only with market data: MARKET_DATA=off has no provider and so no job.
    ...(s.market.provider
      ? [
          {
            name: "market-reactions",
            description: "Reads market bars for recent alerts and records each horizon's move as it passes",
            every: () => 2000,
            run: () => s.market.tick(),
          },
        ]
      : []),
    {
      name: "auth-cleanup",
      description: "Deletes expired sessions, day-old failed-login records and expired reset and verification links",
      every: () => HOUR,
      run: async () => void (await Promise.all([s.sessions.deleteExpired(), s.accounts.cleanup(), s.recovery.cleanup()])),
    },
    {
      name: "billing-reconcile",
      description: "Re-reads lapsed subscriptions from Stripe and ends premium whose paid period (Stripe or Stars) is over",
      every: () => HOUR,
      run: () => s.billing.reconcile(),
    },
    { name: "billing-cleanup", description: "Deletes month-old premium change records", every: () => HOUR, run: () => s.billing.cleanup() },
    {
      name: "telegram-cleanup",
      description: "Deletes expired link tokens, old webhook update ids and month-old deliveries",
      every: () => HOUR,
      run: () => s.telegram.cleanup(),
    },
    { name: "webhooks-cleanup", description: "Deletes month-old webhook deliveries and attempts", every: () => HOUR, run: () => s.integrations.cleanup() },
    {
      name: "market-bars-prune",
      description: "Deletes day-old market bars that no alert's chart (10 minutes before to 60 after its post) and no open watch needs",
      every: () => HOUR,
      run: async () => void (await s.market.pruneBars()),
    },
    { name: "delivery-events-cleanup", description: "Deletes month-old handled delivery events", every: () => HOUR, run: () => s.events.cleanup() },
    { name: "chat-cleanup", description: "Deletes month-old Discord and Slack deliveries", every: () => HOUR, run: () => s.chat.cleanup() },
    // SQLite's alone: PostgreSQL's autovacuum keeps its statistics.
    ...(s.store.kind === "sqlite"
      ? [
          {
            name: "db-optimize",
            description: "Refreshes SQLite's query-planner statistics (PRAGMA optimize), so the lists keep using their indexes as tables grow",
            every: () => HOUR,
            run: () => optimize(s.sqlite!.$client),
          },
        ]
      : []),
    // PostgreSQL's alone: the leader returns dead nodes' delivery claims (src/cluster/reaper.ts).
    ...(s.reaper
      ? [
          {
            name: "reaper",
            description: "Returns to pending the delivery claims of nodes whose heartbeat stopped (older than 3 s), then forgets those nodes",
            every: () => 1000,
            run: async () => void (await s.reaper!()),
          },
        ]
      : []),
    {
      name: "backup",
      description: "Writes the day's database backup to DATA_DIR/backups and removes those older than backup.keepDays",
      every: () => HOUR,
      run: () => void s.backups.run(),
    },
  ];
}

export function createJobRunner(deps: {
  store: Store;
  log: Logger;
  jobs: Job[];
  /**
   * Whether this node leads now (src/cluster): the runner is the leader's work, started and stopped
   * with leadership, and a timed run checks it first, since a node may stop leading (its lease's
   * deadline passed during a pause) a moment before the stop reaches the runner. Always, when not given.
   */
  isLeader?: () => boolean;
}) {
  const { store, log, jobs } = deps;
  const { jobRuns } = store.tables;
  const isLeader = deps.isLeader ?? (() => true);
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
      await store.db.insert(jobRuns).values(row).onConflictDoUpdate({ target: jobRuns.name, set: row });
    })().finally(() => running.delete(job.name));
    running.set(job.name, p);
    return p;
  }

  function schedule(job: Job) {
    if (stopped || !job.every) return;
    const base = job.every();
    const wait = Math.max(0, base + (job.jitter ? (Math.random() * 2 - 1) * job.jitter * base : 0));
    nextAt.set(job.name, Date.now() + wait);
    timers.set(
      job.name,
      setTimeout(() => {
        // No longer leading: the stop is on its way; the next leader's start schedules the job again.
        if (!isLeader()) return void timers.delete(job.name);
        void runOnce(job).finally(() => schedule(job));
      }, wait),
    );
  }

  const started = new Set<Job>();
  /** Starts the workers (the senders' loops) only; `start` also schedules the timed jobs. */
  function startWorkers() {
    for (const job of jobs) {
      if (!job.worker || started.has(job)) continue;
      started.add(job);
      job.worker.start();
    }
  }

  return {
    start() {
      stopped = false;
      startWorkers();
      for (const job of jobs) schedule(job);
    },
    startWorkers,
    async stop() {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      await Promise.allSettled(running.values());
      await Promise.allSettled([...started].map((j) => j.worker!.stop()));
      started.clear();
    },
    async runNow(name: string) {
      const job = jobs.find((j) => j.name === name);
      if (!job) return false;
      await runOnce(job);
      return true;
    },
    async list() {
      const runs = new Map((await store.db.select().from(jobRuns)).map((r) => [r.name, r]));
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
