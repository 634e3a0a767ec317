import { createApi } from "./api.ts";
import { createAdmin, createSystem } from "./admin/index.ts";
import {
  authPlugin,
  createIdentify,
  type IdentityProvider,
  createSessions,
  createAccounts,
  createGoogle,
  createRecovery,
  createDev,
  DEV_TEST_KEY,
} from "./auth/index.ts";
import { createMailer } from "./mail/index.ts";
import { createBilling, createStars, createStripeClients, createWebhooks } from "./billing/index.ts";
import { createTelegram, grammy } from "./telegram/index.ts";
import { createAlerts } from "./alerts/index.ts";
import { createIntegrations } from "./integrations/index.ts";
import { createChat } from "./chat/index.ts";
import { createEventStep } from "./delivery/index.ts";
import { createBackups } from "./backup/index.ts";
import { createBatchAnalysis, createAnalysis, primeRules } from "./analysis/index.ts";
import { createIngest, createPoller, createSources, importSampleIfEmpty, createPollHealth } from "./sources/index.ts";
import { createMarketService, createMarketData } from "./market/index.ts";
import { createOcrEngine, createImageStore, createImageReader } from "./ocr/index.ts";
import { nextTurn } from "./next-turn.ts";
import type { Config } from "./config.ts";
import { migrate, openDb, closeDb, type Db } from "./db/index.ts";
import { sqliteStore, type Store } from "./db/store.ts";
import type { Deps } from "./deps.ts";
import { createMetrics, createRequestGuard, createClientAddress } from "./http/index.ts";
import { createJobRunner, listJobs } from "./jobs.ts";
import { createLogger, type Logger } from "./log.ts";
import { createSettings, settingsOnSqlite } from "./settings/index.ts";
import { createPages } from "./pages/index.ts";
import {
  createClusterStatus,
  createHeartbeat,
  createLeaderWork,
  createLeadership,
  createNotifyListener,
  createReaper,
  createSoleLeadership,
  soleNode,
} from "./cluster/index.ts";
import { claimants, createOutbox } from "./delivery/index.ts";
import type { PostgresRoot } from "./db/pg/root.ts";

/** Every service, built once from config. Each feature adds its own here. */
function createServices(config: Config, opts: AppOptions) {
  const log = opts.log ?? createLogger(config.logLevel);
  const { postgres } = opts;
  // The SQLite root's own connection, handed explicitly to the SQLite-only parts (backups, the
  // planner's statistics, the health read, the panel's size); with PostgreSQL no file is opened.
  const sqlite = postgres ? null : (opts.db ?? openDb(config.dataDir));
  if (sqlite && !opts.readOnly) migrate(sqlite);
  // With PostgreSQL the node was made as its pool opened (src/app-pg.ts): one start for both.
  const startedAt = postgres?.node.startedAt ?? Date.now();
  const deps: Deps = {
    config,
    store: postgres?.store ?? opts.store ?? sqliteStore(sqlite!),
    log,
    settings: postgres ? createSettings({ store: postgres.store, config, rows: postgres.settingsRows }) : settingsOnSqlite(sqlite!, config),
    metrics: createMetrics(),
    startedAt,
    // SQLite mode: one process, one node (src/cluster/node.ts says why its claims stay "sole");
    // with PostgreSQL one of several, its claims under its own id, which its sessions already carry (src/app-pg.ts).
    node: postgres ? postgres.node : soleNode(startedAt),
    // Asked only once leader-only work runs, after leaderWork below exists.
    leading: () => leaderWork.stillLeading(),
  };

  // Auth: sessions, then who is calling (cookie first, then the dev shortcuts' header). A
  // dev-login session stops counting once the mode is live.
  const sessions = createSessions(deps);
  const dev = createDev(deps);
  const identityProviders: IdentityProvider[] = [dev.provider];
  const identify = createIdentify({ sessions, providers: identityProviders, accept: dev.sessionAllowed });
  const auth = authPlugin({ identify, config });
  const requestGuard = createRequestGuard({ identify, config });
  const clientAddress = createClientAddress({ trustProxy: config.trustProxy });

  // Accounts: email and Google sign-in.
  const accounts = createAccounts(deps);
  const google = createGoogle({ config, log });
  // Mail (SMTP_URL): reset and verification links; sent after the answer, never awaited.
  const mailer = createMailer({ config, log });
  const recovery = createRecovery({ ...deps, mailer, sessions });
  // Started here, awaited by start() and stop(): the store answers asynchronously.
  const adminEmailsApplied = opts.readOnly
    ? Promise.resolve()
    : accounts.applyAdminEmails().then((promoted) => {
        if (promoted > 0) log.info("ADMIN_EMAILS applied", { promoted });
      });
  if (config.devShortcuts) log.warn("dev shortcuts allowed (DEV_SHORTCUTS=1); active while environment.mode is test", { devLoginTestKey: DEV_TEST_KEY });

  // Billing: Stripe per mode, and Telegram Stars through the Bot API. Premium changes are
  // delivery events (premium.changed) that delivery's events step hands to every channel.
  const stripe = createStripeClients(config);
  const botApi = config.telegram.botToken ? new (grammy().Api)(config.telegram.botToken, { apiRoot: config.telegram.apiRoot }) : null;
  const billing = createBilling({ ...deps, stripe });
  const stars = createStars({ ...deps, api: botApi });

  // Channels: Telegram (bot, linking, premium group, its sender) and integrations (API keys,
  // the stream, signed webhooks). A webhook owner's notices are delivery events (user.notice).
  const telegram = createTelegram({ ...deps, api: botApi, billing, stars });
  // Stripe's webhook; a card payment from Telegram is linked to its web account by Telegram, the link's owner.
  const webhooks = createWebhooks({ ...deps, billing, stripe, linkCardBuyer: telegram.subscribers.linkCardBuyer });
  const integrations = createIntegrations({ ...deps, billing });
  // Discord and Slack: the channels users add, told apart by their webhook URL.
  const chat = createChat({ ...deps, billing });

  // Delivery events (alert.created, alert.moves, premium.changed, user.notice, …), written by
  // their producers in their own transactions, expanded into every channel's rows.
  const events = createEventStep({ store: deps.store, log, channels: [telegram.channel, integrations.channel, chat.channel] });
  // Pipeline: sources → posts → analysis → alerts; the alert service announces them as events.
  const analysis = createAnalysis(deps);
  const alerts = createAlerts({ store: deps.store, settings: deps.settings, log, wakeEvents: events.wakeSoon });
  // Market reaction: what each live alert's instruments and the broad market did after the post.
  const market = createMarketService({ store: deps.store, log, provider: createMarketData(config, log), wakeEvents: events.wakeSoon });
  const images = createImageStore({ store: deps.store });
  const ingest = createIngest({ store: deps.store, analysis, alerts, images, log });
  const poller = createPoller({ store: deps.store, log, settings: deps.settings, ingest, sources: createSources(config), account: config.sources.account });
  const batch = createBatchAnalysis({ store: deps.store, analysis, alerts, log });
  // Pictures: a live post's images are read (OCR in a worker thread) before it is judged.
  const ocr = createOcrEngine();
  const { truthsocialBaseUrl, rssUrl, archiveUrl } = config.sources;
  const sourceHosts = new Set([truthsocialBaseUrl, rssUrl, archiveUrl].map((u) => new URL(u).host));
  const imageReader = createImageReader({ images, engine: ocr, allowedHosts: sourceHosts, ingest, log });

  // Backups: a consistent copy of the database each day in DATA_DIR/backups.
  const backups = createBackups({ store: deps.store, sqlite, dataDir: config.dataDir, keepDays: () => Number(deps.settings.get("backup.keepDays")) });

  // With PostgreSQL, news from every node (issue 36 §5) on one LISTEN connection: an alert wakes
  // this node's streams, empties its alert lists and wakes the events step (the leader's); a
  // setting reloads the cache; a (re)connect catches up on all of it.
  const reloadSettings = () => deps.settings.reload().catch((e) => log.warn("the settings could not be read again", { error: e }));
  const alertHeard = () => {
    integrations.signal.alerted();
    alerts.changedElsewhere();
    events.wakeSoon();
  };
  const listener = postgres
    ? createNotifyListener({
        sql: postgres.clusterSql,
        log,
        on: { alert: alertHeard, settings: reloadSettings, catchUp: () => (alertHeard(), reloadSettings()) },
      })
    : null;

  // With PostgreSQL, the leader returns the claims of nodes whose heartbeat stopped.
  const reaper = postgres
    ? createReaper({
        sql: postgres.clusterSql,
        log,
        reap: (ids) => createOutbox({ store: deps.store, log, channel: "telegram", nodeId: deps.node.claimsAs }).reap(ids),
        // And claims of a node with no heartbeat row at all (died before its first beat, or forgotten).
        claimants: () => claimants(deps.store),
        self: deps.node.claimsAs,
      })
    : undefined;
  // Every background job and worker (src/jobs.ts).
  const jobList = listJobs({
    sqlite,
    store: deps.store,
    reaper,
    settings: deps.settings,
    sessions,
    accounts,
    recovery,
    billing,
    telegram,
    integrations,
    chat,
    alerts,
    events,
    poller,
    imageReader,
    backups,
    market,
  });
  const jobRunner = createJobRunner({ store: deps.store, log, jobs: jobList, isLeader: deps.leading });

  // Leadership (issue 36 §3): the job list (the poll, the senders, the events step) and the bot's
  // long polling run on the leader alone, started when it leads and stopped at once when it stops.
  const leaderWork = createLeaderWork({
    log,
    parts: [
      { name: "jobs", start: () => jobRunner.start(), stop: () => jobRunner.stop() },
      // Only a graceful stop confirms the last updates with a final getUpdates (leader-work.ts says why).
      { name: "telegram-bot", start: () => telegram.start(), stop: (reason) => telegram.stop({ confirm: reason === "stopped" }) },
    ],
    isLeader: () => leadership.isLeader(),
  });
  // SQLite mode: the one process always leads. With PostgreSQL, the lease (issue 36 §3) on the
  // cluster's own client, and a heartbeat beside it that the leader's reaper reads.
  const leadership = postgres
    ? createLeadership({ sql: postgres.clusterSql, nodeId: deps.node.id, log, ...leaderWork.hooks })
    : createSoleLeadership(leaderWork.hooks);
  const heartbeat = postgres ? createHeartbeat({ sql: postgres.clusterSql, nodeId: deps.node.id, log }) : null;
  // The nodes and who leads, for the admin's system panel.
  const cluster = createClusterStatus({
    node: deps.node,
    store: postgres ? { kind: "postgres", location: postgres.location } : { kind: "sqlite", location: sqlite!.$client.filename },
    leading: leaderWork.leading,
    sql: postgres?.clusterSql,
  });

  // The operator's privacy and terms pages (DATA_DIR/pages/*.md, else the shipped template).
  const pages = createPages({ config });
  // The truth about polling for the landing badge, the dashboard and the admin panel.
  const pollHealth = createPollHealth({ ...deps });

  // Admin: users, environment, reset (through billing, so its records and the group follow);
  // the system panel reads every other service's state.
  const admin = createAdmin({ ...deps, billing });
  const system = createSystem({ ...deps, sqlite, jobs: jobRunner, poller, telegram, batch, backups, images, cluster });

  return {
    ...deps,
    sqlite,
    adminEmailsApplied,
    sessions,
    identify,
    auth,
    requestGuard,
    clientAddress,
    jobs: jobRunner,
    leadership,
    heartbeat,
    listener,
    leaderWork,
    cluster,
    identityProviders,
    jobList,
    accounts,
    google,
    mailer,
    recovery,
    dev,
    admin,
    system,
    billing,
    stars,
    stripe,
    webhooks,
    telegram,
    pages,
    pollHealth,
    analysis,
    alerts,
    events,
    ingest,
    poller,
    batch,
    backups,
    integrations,
    chat,
    images,
    ocr,
    imageReader,
    market,
  };
}

export type Services = ReturnType<typeof createServices>;

export interface AppOptions {
  db?: Db;
  /** PostgreSQL mode (DATABASE_URL), as src/app-pg.ts opens it: no SQLite file is opened. */
  postgres?: PostgresRoot;
  /** The store features use; by default the SQLite connection `db` as a Store. */
  store?: Store;
  log?: Logger;
  /** For `squawk doctor`: no migration, no ADMIN_EMAILS, nothing written at construction. */
  readOnly?: boolean;
}

/**
 * The composition root: config → db → services → api and jobs. Tests build the same app
 * (on a temporary DATA_DIR) and drive `api.handle(request)`. On SQLite the app carries its
 * connection as `db` (tests and `squawk doctor` read it); on PostgreSQL it has none.
 */
export function createApp(config: Config, opts?: AppOptions & { postgres?: undefined }): SqliteApp;
export function createApp(config: Config, opts: AppOptions & { postgres: PostgresRoot }): App;
export function createApp(config: Config, opts: AppOptions = {}): SqliteApp | App {
  const app = assemble(config, opts);
  return app.sqlite ? { ...app, db: app.sqlite } : app;
}

function assemble(config: Config, opts: AppOptions) {
  const services = createServices(config, opts);
  const api = createApi(services);
  const { sqlite, leadership, heartbeat, listener } = services;
  const priming = new AbortController();
  let stopping = false;

  /** Stops the leader's work and hands leadership over; the web and the API keep serving meanwhile. */
  async function stopLeading() {
    stopping = true;
    await leadership.stop();
  }

  return {
    ...services,
    api,
    /** Background work (polling, delivery, the bot) starts only when serving, and runs only while this node leads. */
    async start() {
      await services.adminEmailsApplied;
      // A fresh install shows real posts at once (the bundled sample, analysed, never alerting).
      let imported = 0;
      try {
        imported = await importSampleIfEmpty({ store: services.store, ingest: services.ingest, account: services.config.sources.account });
        if (imported > 0) services.log.info("imported the bundled sample posts", { posts: imported });
      } catch (e) {
        services.log.error("sample import failed", { error: e });
      }
      services.metrics.startLoopDelay();
      if (imported > 0) {
        // Storing the sample's 300 posts in one import (and, from source, judging them) compiled
        // code that no later work runs as it did: about 5 MB of the binary's idle process
        // (bench/startup.ts). JavaScriptCore drops all compiled code once this turn is over
        // (Bun.shrink: deprecated in the types, kept by Bun 1.4); the rules are then primed below
        // exactly as after a restart, and the rest compiles again on first use, as after a restart.
        Bun.shrink();
        await nextTurn();
      }
      // Beside the poller, not before it: a post waiting at start is fetched at once.
      const primedAt = performance.now();
      primeRules({ store: services.store, signal: priming.signal }).then(
        () => {
          // The start's garbage (the sample, the judgements thrown away) is collected now, in one
          // full collection, instead of being held by the idle process until something allocates;
          // SQLite hands back the page cache the start filled (a fresh install writes ~1 MB).
          Bun.gc(true);
          if (!priming.signal.aborted) sqlite?.$client.exec("PRAGMA shrink_memory");
          services.log.debug("rules primed", { ms: Math.round(performance.now() - primedAt) });
        },
        (e) => services.log.warn("priming the rules failed", { error: e }),
      );
      // News from the other nodes before this node leads; the first listen catches up on what came before.
      if (listener && !stopping) await listener.start();
      // A node counts as alive (its claims are not reaped) before it can lead.
      if (heartbeat && !stopping) await heartbeat.start();
      // The leader's work (jobs, senders, the bot): in SQLite mode this process always leads.
      if (!stopping) await leadership.start();
    },
    stopLeading,
    async stop() {
      await services.adminEmailsApplied.catch(() => {}); // its failure is start()'s to report
      priming.abort();
      await stopLeading();
      // Parts started on their own (the crash tests' child, `jobs.startWorkers()`) stop too: both are idempotent.
      await Promise.all([services.telegram.stop(), services.jobs.stop()]);
      services.metrics.stopLoopDelay();
      await services.batch.stop();
      await services.ocr.stop();
      await services.mailer.stop();
      // The heartbeat after leadership: the lease is released (another node leads at once) while this node still beats.
      await heartbeat?.stop();
      await listener?.stop();
      if (opts.postgres) await opts.postgres.close();
      if (sqlite) closeDb(sqlite);
    },
  };
}

/** The app on either store (what `squawk serve` runs): no SQLite connection of its own. */
export type App = ReturnType<typeof assemble>;
/** The app on SQLite, with its connection (tests and `squawk doctor` read it). */
export type SqliteApp = App & { db: Db };
