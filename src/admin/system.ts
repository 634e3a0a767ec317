import { and, type Column, count, eq, gte, max, sql, sum } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Db } from "../db/index.ts";
import type { sourceState } from "../db/schema/posts.ts";
import type { Store } from "../db/store.ts";
import type { JobRunner } from "../jobs.ts";
import type { Settings } from "../settings/index.ts";
import { VERSION } from "../version.ts";
import { explain } from "../telegram/index.ts";
import { createPremiumStats } from "../billing/index.ts";
import { createDeliveryStats } from "./delivery-stats.ts";
import type { Backups } from "../backup/index.ts";
import type { Metrics } from "../http/index.ts";
import { MAX_PIXELS, type ImageStore } from "../ocr/index.ts";
import type { ClusterStatusReader } from "../cluster/index.ts";

/** What the panel needs from other features' services: only reads, never changes. */
export interface SystemDeps {
  store: Store;
  /** SQLite's connection, from the SQLite root (its file's size); null with PostgreSQL. */
  sqlite: Db | null;
  config: Config;
  settings: Settings;
  jobs: JobRunner;
  startedAt: number;
  metrics: Pick<Metrics, "loopDelay">;
  /** The poller knows which source of the failover chain it is using right now. */
  poller?: { active(): string | null };
  telegram?: {
    configured: boolean;
    enabled(): boolean;
    webhookMode: boolean;
    botUser(): Promise<{ username?: string } | null>;
  };
  batch?: { progress(): object };
  backups?: Pick<Backups, "status">;
  /** The picture-reading queue: how many wait, how many failed lately. */
  images?: Pick<ImageStore, "queueStatus">;
  /** The nodes, their heartbeats and who leads (src/cluster). */
  cluster?: Pick<ClusterStatusReader, "status">;
}

/** How long the panel waits for Telegram's getMe before saying it did not answer. */
const BOT_TIMEOUT_MS = 2000;

const DAY = 24 * 60 * 60 * 1000;
/** "Today" is the UTC day: the server has no idea where its admin lives. */
export const startOfUtcDay = (now: number) => now - (now % DAY);

type SourceRow = typeof sourceState.$inferSelect;

/** One word for a source's health, from its persisted state: "ok" only for an answer within `freshMs` (two poll intervals): a stopped poller is not ok. */
function sourceHealth(row: SourceRow | undefined, now: number, freshMs: number) {
  if (!row || (row.lastAttemptAt == null && row.lastSuccessAt == null)) return "never polled";
  if (row.circuitOpenUntil != null && row.circuitOpenUntil > now) return "circuit open";
  if (row.consecutiveFailures > 0) return "failing";
  if (row.lastSuccessAt == null || now - row.lastSuccessAt > freshMs) return "stale";
  return "ok";
}

/**
 * The "system at a glance" panel: every figure is read from the database or a service at
 * the moment of asking, never cached, so the panel shows what is true now.
 */
export function createSystem(deps: SystemDeps) {
  const { store, sqlite, config, settings, jobs, startedAt, poller, telegram, batch, backups, metrics, images, cluster } = deps;
  const { alerts, analyses, posts, postTotals, sourceState } = store.tables;
  const deliveryStats = createDeliveryStats(store);
  const premiumStats = createPremiumStats(store);
  const sourceStates = store.db.select().from(sourceState).prepare("panel_source_states");

  async function sources(now: number) {
    const rows = new Map((await sourceStates.execute()).map((r) => [r.source, r]));
    const freshMs = 2 * Number(settings.get("sources.pollIntervalSeconds")) * 1000;
    const chain = config.sources.kinds.map((kind) => {
      const r = rows.get(kind);
      const state = sourceHealth(r, now, freshMs);
      return {
        source: kind,
        state,
        // Since when it has not been ok, as /api/status says it: its last good answer, or this
        // process's start when it never answered.
        since: state === "ok" || state === "never polled" ? null : (r?.lastSuccessAt ?? startedAt),
        lastSuccessAt: r?.lastSuccessAt ?? null,
        lastAttemptAt: r?.lastAttemptAt ?? null,
        lastPostAt: r?.lastPostAt ?? null,
        consecutiveFailures: r?.consecutiveFailures ?? 0,
        lastError: r?.lastError ?? null,
        nextAttemptAt: r?.nextAttemptAt ?? null,
        circuitOpenUntil: r?.circuitOpenUntil ?? null,
      };
    });
    // The poller's own word first; before its first poll, the source that answered last, else
    // the chain's first.
    const answered = chain.filter((s) => s.lastSuccessAt != null).sort((a, b) => b.lastSuccessAt! - a.lastSuccessAt!);
    const inUse = poller?.active() ?? answered[0]?.source ?? chain[0]?.source ?? null;
    return {
      inUse,
      account: config.sources.account,
      pollIntervalSeconds: settings.get("sources.pollIntervalSeconds"),
      chain,
    };
  }

  // Prepared once: building and preparing each query was most of a look's cost.
  // The day's start, filled in per run and encoded as each column encodes a time (a timestamptz on PostgreSQL).
  const since = (column: Column) => sql`${sql.param(sql.placeholder("since"), column)}`;
  const analysedSince = store.db
    .select({
      analysed: count(),
      costUsd: sum(analyses.costUsd),
      promptTokens: sum(analyses.promptTokens),
      completionTokens: sum(analyses.completionTokens),
      // mapWith: PostgreSQL answers a count as a bigint, in text.
      fallbacks: sql<number>`count(${analyses.fallbackReason})`.mapWith(Number),
    })
    .from(analyses)
    .where(gte(analyses.analyzedAt, since(analyses.analyzedAt)))
    .prepare("panel_analysed_since");
  const totalsRow = store.db.select({ posts: postTotals.posts, analyses: postTotals.analyses }).from(postTotals).prepare("panel_totals");
  const lastPost = store.db
    .select({ t: max(posts.createdAt) })
    .from(posts)
    .prepare("panel_last_post");
  const alertsSince = store.db
    .select({ n: count() })
    .from(alerts)
    .where(gte(alerts.createdAt, since(alerts.createdAt)))
    .prepare("panel_alerts_since");
  const highSince = store.db
    .select({ n: count() })
    .from(analyses)
    .where(and(gte(analyses.analyzedAt, since(analyses.analyzedAt)), eq(analyses.impact, "High")))
    .prepare("panel_high_since");

  async function analysis(now: number) {
    const day = startOfUtcDay(now);
    const today = (await analysedSince.execute({ since: day }))[0]!;
    const analyzer = settings.get("analysis.analyzer");
    const totals = (await totalsRow.execute())[0];
    return {
      analyzer,
      model: analyzer === "llm" ? config.openai.model : null,
      // Kept by triggers (post_totals): counting every row took ~100 ms at 100,000 posts.
      postsTotal: totals?.posts ?? 0,
      analysedTotal: totals?.analyses ?? 0,
      lastPostAt: (await lastPost.execute())[0]?.t ?? null,
      today: {
        since: day,
        analysed: today.analysed,
        fallbacks: Number(today.fallbacks ?? 0),
        tokens: Number(today.promptTokens ?? 0) + Number(today.completionTokens ?? 0),
        estimatedCostUsd: Number(today.costUsd ?? 0),
        alerts: (await alertsSince.execute({ since: day }))[0]!.n,
        highImpact: (await highSince.execute({ since: day }))[0]!.n,
      },
    };
  }

  async function bot() {
    const configured = telegram?.configured ?? Boolean(config.telegram.botToken);
    const enabled = configured && Boolean(settings.get("features.telegram"));
    let username: string | null = null;
    let problem: string | null = null;
    if (enabled && telegram) {
      try {
        const me = await Promise.race([
          telegram.botUser(),
          Bun.sleep(BOT_TIMEOUT_MS).then(() => Promise.reject(new Error("Telegram did not answer within 2 s"))),
        ]);
        username = me?.username ?? null;
      } catch (e) {
        problem = explain(e, config.telegram.apiRoot);
      }
    }
    return {
      configured,
      enabled,
      state: !configured
        ? "off (no TELEGRAM_BOT_TOKEN)"
        : !settings.get("features.telegram")
          ? "off (features.telegram is false)"
          : problem
            ? "unreachable"
            : "on",
      problem,
      username,
      mode: telegram?.webhookMode ? "webhook" : "long polling",
      premiumChat: Boolean(config.telegram.premiumChatId),
      freeChannel: Boolean(config.telegram.freeChatId),
      paidBroadcast: Boolean(settings.get("telegram.paidBroadcast")),
    };
  }

  /** The database's size: SQLite's pages (raw: pragmas have no drizzle builder), PostgreSQL's own count for this database. */
  async function databaseBytes() {
    if (store.kind === "pg") return Number((await store.db.execute<{ n: string }>(sql`select pg_database_size(current_database()) as n`))[0]!.n);
    const pragma = (name: string) => Number(Object.values(sqlite!.$client.query(`PRAGMA ${name}`).get() as object)[0]);
    return pragma("page_count") * pragma("page_size");
  }

  async function snapshot() {
    const now = Date.now();
    return {
      version: VERSION,
      now,
      uptimeSeconds: Math.round((now - startedAt) / 1000),
      environment: settings.environment(),
      databaseBytes: await databaseBytes(),
      // How long requests and jobs held the event loop since the last look (and the longest ever).
      eventLoop: metrics.loopDelay(),
      source: await sources(now),
      bot: await bot(),
      deliveries: await deliveryStats(now),
      premium: await premiumStats(settings.environment(), now),
      analysis: await analysis(now),
      batch: batch?.progress() ?? null,
      backups: backups?.status() ?? null,
      pictures: images ? { ...(await images.queueStatus(now)), maxMegapixels: MAX_PIXELS / 1e6 } : null,
      cluster: cluster ? await cluster.status(now) : null,
      jobs: await jobs.list(),
    };
  }

  return { snapshot };
}

export type System = ReturnType<typeof createSystem>;
