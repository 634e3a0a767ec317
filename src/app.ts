import { createApi } from "./api.ts";
import { createAdmin } from "./admin/service.ts";
import { createSystem } from "./admin/system.ts";
import { authPlugin, createIdentify, type IdentityProvider } from "./auth/guard.ts";
import { createSessions } from "./auth/sessions.ts";
import { createAccounts } from "./auth/service.ts";
import { createGoogle } from "./auth/google.ts";
import { createDev, DEV_TEST_KEY } from "./auth/dev.ts";
import { defaultHooks } from "./billing/fulfil.ts";
import { createBilling } from "./billing/service.ts";
import { createStripeClients } from "./billing/stripe-client.ts";
import { createWebhooks } from "./billing/webhooks.ts";
import { createTelegram } from "./telegram/service.ts";
import { createAlerts } from "./alerts/service.ts";
import { createBatchAnalysis } from "./analysis/batch.ts";
import { createAnalysis } from "./analysis/service.ts";
import { createIngest } from "./sources/ingest.ts";
import { createPoller } from "./sources/poller.ts";
import { createSources } from "./sources/registry.ts";
import { importSampleIfEmpty } from "./sources/sample.ts";
import type { Config } from "./config.ts";
import { migrate, openDb, closeDb, type Db } from "./db/index.ts";
import type { Deps } from "./deps.ts";
import { createMetrics } from "./http/metrics.ts";
import { createRequestGuard } from "./http/request-guard.ts";
import { createJobRunner, type Job } from "./jobs.ts";
import { createLogger, type Logger } from "./log.ts";
import { createSettings } from "./settings/service.ts";

/** Every service, built once from config. Each feature adds its own here. */
function createServices(config: Config, opts: AppOptions) {
  const log = opts.log ?? createLogger(config.logLevel);
  const db = opts.db ?? openDb(config.dataDir);
  if (!opts.readOnly) migrate(db);
  const deps: Deps = {
    config,
    db,
    log,
    settings: createSettings({ db, config }),
    metrics: createMetrics(),
    startedAt: Date.now(),
  };

  // Auth: sessions, then who is calling (cookie first, then the providers listed here).
  const sessions = createSessions({ db });
  const identityProviders: IdentityProvider[] = [];
  const identify = createIdentify({ sessions, providers: identityProviders });
  const auth = authPlugin({ identify, config });
  const requestGuard = createRequestGuard({ identify, config });

  // The wiring list of background jobs; each feature adds its own.
  const jobs: Job[] = [];
  const jobRunner = createJobRunner({ db, log, jobs });

  // Accounts: email and Google sign-in; the dev shortcuts are one more identity provider.
  const accounts = createAccounts({ db, config, log });
  const google = createGoogle({ config, log });
  const dev = createDev({ config, settings: deps.settings, db });
  identityProviders.push(dev.provider);
  const promoted = opts.readOnly ? 0 : accounts.applyAdminEmails();
  if (promoted > 0) log.info("ADMIN_EMAILS applied", { promoted });
  if (config.devShortcuts) log.warn("dev shortcuts allowed (DEV_SHORTCUTS=1); active while environment.mode is test", { devLoginTestKey: DEV_TEST_KEY });
  jobs.push({ name: "auth-cleanup", description: "Deletes expired sessions and day-old failed-login records", every: () => 60 * 60 * 1000, run: () => void (sessions.deleteExpired(), accounts.cleanup()) });

  // Billing: Stripe per mode. billingHooks starts as no-ops; the Telegram bot assigns its own
  // (onPremiumChange, onPaymentFailed, premiumInvite) once it exists.
  const billingHooks = defaultHooks();
  const stripe = createStripeClients(config);
  const billing = createBilling({ ...deps, stripe, hooks: billingHooks });
  const webhooks = createWebhooks({ ...deps, billing, stripe, hooks: billingHooks });
  jobs.push({ name: "billing-reconcile", description: "Re-reads lapsed subscriptions from Stripe and removes premium that has ended", every: () => 60 * 60 * 1000, run: () => billing.reconcile() });

  // Telegram: bot, linking, premium group and delivery. Billing's hooks become the bot's, and
  // the bot's /upgrade asks billing for a checkout link. The pipeline calls telegram.notifier.
  const telegram = createTelegram({
    ...deps,
    billing: () => ({
      configured: () => billing.publicConfig().configured,
      checkoutUrl: async (user) => (await billing.createCheckout(user)).checkoutUrl ?? null,
      renewalDate: (user) => billing.status(user).subscription?.currentPeriodEnd ?? null,
    }),
  });
  billingHooks.onPremiumChange = (userId, isPremium) => telegram.premium.onPremiumChange(userId, isPremium);
  billingHooks.onPaymentFailed = (userId) => telegram.premium.onPaymentFailed(userId);
  billingHooks.premiumInvite = async (userId) => (telegram.enabled() && telegram.premium.configured ? telegram.premium.invite(userId) : null);
  jobs.push(...telegram.jobs);

  // Pipeline: sources → posts → analysis → alerts; Telegram hears of live posts and alerts.
  const analysis = createAnalysis(deps);
  const alerts = createAlerts({ db, settings: deps.settings, listeners: [telegram.notifier] });
  const ingest = createIngest({ db, analysis, alerts, log });
  const poller = createPoller({ db, log, settings: deps.settings, ingest, sources: createSources(config), account: config.sources.account });
  const batch = createBatchAnalysis({ db, analysis, alerts, log });
  jobs.push({
    name: "poll",
    description: "Fetches new posts from the sources, analyses them and writes alerts",
    every: () => Number(deps.settings.get("sources.pollIntervalSeconds")) * 1000,
    jitter: 0.2,
    run: async () => void (await poller.pollOnce()),
  });

  // Admin: users, environment, reset (through billing, so its records and the group follow);
  // the system panel reads every other service's state.
  const admin = createAdmin({ ...deps, removePremium: (userId) => billing.resetTestPremium(userId) });
  const system = createSystem({ ...deps, jobs: jobRunner, poller, telegram, batch });

  return { ...deps, sessions, identify, auth, requestGuard, jobs: jobRunner, identityProviders, jobList: jobs, accounts, google, dev, admin, system, billing, billingHooks, stripe, webhooks, telegram, analysis, alerts, ingest, poller, batch };
}

export type Services = ReturnType<typeof createServices>;

export interface AppOptions {
  db?: Db;
  log?: Logger;
  /** For `squawk doctor`: no migration, no ADMIN_EMAILS, nothing written at construction. */
  readOnly?: boolean;
}

/**
 * The composition root: config → db → services → api and jobs. Tests build the same app
 * (on a temporary DATA_DIR) and drive `api.handle(request)`.
 */
export function createApp(config: Config, opts: AppOptions = {}) {
  const services = createServices(config, opts);
  const api = createApi(services);
  const { jobs: jobRunner, db } = services;

  return {
    ...services,
    api,
    /** Background work (polling, delivery, the bot) starts only when serving. */
    async start() {
      // A fresh install shows real posts at once (the bundled sample, analysed, never alerting).
      try {
        const imported = await importSampleIfEmpty({ db, ingest: services.ingest, account: services.config.sources.account });
        if (imported > 0) services.log.info("imported the bundled sample posts", { posts: imported });
      } catch (e) {
        services.log.error("sample import failed", { error: e });
      }
      jobRunner.start();
      await services.telegram.start();
    },
    async stop() {
      await services.telegram.stop();
      await jobRunner.stop();
      await services.batch.stop();
      closeDb(db);
    },
  };
}

export type App = ReturnType<typeof createApp>;
