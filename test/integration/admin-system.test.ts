import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { hostname } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { startOfUtcDay } from "../../src/admin/index.ts";
import { alerts, analyses, posts, sourceState } from "../../src/db/schema/posts.ts";
import { deliveries } from "../../src/db/schema/delivery.ts";
import { telegramSubscribers } from "../../src/db/schema/telegram.ts";
import { VERSION } from "../../src/version.ts";
import { call, testApp } from "../helpers/app.ts";
import { telegramTestApp } from "../helpers/telegram.ts";
import { signedIn } from "./admin-fixtures.ts";

let app: ReturnType<typeof testApp>;
let cookie: string;
const runs: string[] = [];
beforeAll(() => {
  app = testApp({ SOURCES: "truthsocial,rss,archive", ANALYZER: "llm", OPENAI_API_KEY: "sk-test", OPENAI_MODEL: "tiny-model" });
  cookie = signedIn(app, { email: "boss@example.com", isAdmin: true }).cookie;
  // Jobs join the app's wiring list as every feature's do.
  app.jobList.push(
    { name: "quick", description: "Finishes at once", every: () => 60_000, run: () => void runs.push("quick") },
    {
      name: "broken",
      description: "Always fails",
      every: () => 60_000,
      run: () => {
        throw new Error("disk on fire");
      },
    },
  );
});
afterAll(() => app.close());

const get = () => call(app, "GET", "/api/admin/system", { cookie });

function seed(now: number) {
  const today = startOfUtcDay(now) + 1000;
  const yesterday = startOfUtcDay(now) - 1000;
  const post = (id: string, at: number) => ({ id, source: "truthsocial", account: "realDonaldTrump", createdAt: at, seenAt: at, content: `post ${id}` });
  app.db
    .insert(posts)
    .values([post("1", yesterday), post("2", today), post("3", today), post("4", today)])
    .run();
  const analysis = (postId: string, at: number, impact: "High" | "Low" | "None", cost: number, fallback: string | null = null) => ({
    postId,
    relevant: impact !== "None",
    impact,
    tariff: false,
    sectors: [],
    tickers: [],
    summary: "",
    marketAnalysis: "",
    tradingIdeas: [],
    analyzer: "llm",
    model: "tiny-model",
    fallbackReason: fallback,
    promptTokens: 100,
    completionTokens: 20,
    costUsd: cost,
    analyzedAt: at,
  });
  app.db
    .insert(analyses)
    .values([analysis("1", yesterday, "High", 1), analysis("2", today, "High", 0.25), analysis("3", today, "None", 0.5, "timeout")])
    .run();
  app.db
    .insert(alerts)
    .values([
      { postId: "1", impact: "High", createdAt: yesterday },
      { postId: "2", impact: "High", createdAt: today },
    ])
    .run();
  app.db
    .insert(sourceState)
    .values([
      {
        source: "truthsocial",
        lastAttemptAt: now - 5000,
        lastSuccessAt: now - 60_000,
        consecutiveFailures: 4,
        lastError: "403 Cloudflare challenge",
        circuitOpenUntil: now + 60_000,
      },
      { source: "rss", lastAttemptAt: now - 5000, lastSuccessAt: now - 5000, lastPostAt: today, consecutiveFailures: 0 },
    ])
    .run();
}

describe("GET /api/admin/system", () => {
  test("on an empty database every section is there, with zeros", async () => {
    const r = await get();
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ version: VERSION, environment: "test" });
    expect(r.json.source.inUse).toBe("truthsocial");
    expect(r.json.source.chain.map((s: any) => s.state)).toEqual(["never polled", "never polled", "never polled"]);
    expect(r.json.analysis).toMatchObject({ analyzer: "llm", model: "tiny-model", postsTotal: 0, analysedTotal: 0 });
    expect(r.json.analysis.today).toMatchObject({ analysed: 0, estimatedCostUsd: 0 });
    expect(r.json.bot).toMatchObject({ configured: false, state: "off (no TELEGRAM_BOT_TOKEN)" });
    expect(r.json.databaseBytes).toBeGreaterThan(0);
  });

  test("figures follow the database: source health, today's analyses and cost", async () => {
    const now = Date.now();
    seed(now);
    const r = await get();
    const { source, analysis } = r.json;
    expect(source.inUse).toBe("rss"); // the one that answered last
    expect(source.chain.map((s: any) => [s.source, s.state])).toEqual([
      ["truthsocial", "circuit open"],
      ["rss", "ok"],
      ["archive", "never polled"],
    ]);
    expect(source.chain[0]).toMatchObject({ consecutiveFailures: 4, lastError: "403 Cloudflare challenge" });
    // Not ok since its last good answer; the healthy and the never-polled have no "since".
    expect(source.chain.map((s: any) => s.since)).toEqual([now - 60_000, null, null]);
    expect(analysis).toMatchObject({ postsTotal: 4, analysedTotal: 3 });
    expect(analysis.today).toMatchObject({ analysed: 2, fallbacks: 1, tokens: 240, estimatedCostUsd: 0.75, alerts: 1, highImpact: 1 });
    expect(analysis.lastPostAt).toBeGreaterThan(0);
  });

  test("the delivery queue: due by tier and its lag, sent in the last hour, failed, blocked users", async () => {
    const now = Date.now();
    app.db
      .insert(telegramSubscribers)
      .values([
        { telegramUserId: 1, chatId: 1, status: "active" },
        { telegramUserId: 2, chatId: 2, status: "blocked" },
        { telegramUserId: 3, chatId: 3, status: "blocked" },
        { telegramUserId: 4, chatId: 4, status: "stopped" },
      ])
      .run();
    const row = (target: string, tier: "premium" | "free", status: any, dueAt: number, sentAt: number | null = null) => ({
      channel: "telegram" as const,
      postId: "2",
      kind: "final" as const,
      target,
      chatId: target,
      tier,
      status,
      dueAt,
      sentAt,
    });
    app.db
      .insert(deliveries)
      .values([
        row("premium-group", "premium", "pending", now - 30_000),
        row("dm:1", "premium", "pending", now - 1000),
        row("free-group", "free", "pending", now - 2000),
        row("dm:5", "free", "pending", now + 15 * 60_000),
        row("dm:6", "free", "sent", now - 60_000, now - 10_000),
        row("dm:7", "free", "sent", now - 3 * 3600_000, now - 2 * 3600_000),
        row("dm:8", "free", "failed", now - 60_000),
        row("dm:2", "free", "blocked", now - 60_000),
        row("dm:9", "premium", "sending", now - 500),
      ])
      .run();
    const r = await get();
    expect(r.json.deliveries).toMatchObject({
      due: { premium: 2, free: 1 },
      scheduled: 1,
      sending: 1,
      sentLastHour: 1,
      failed: 1,
      blockedDeliveries: 1,
      subscribers: { active: 1, stopped: 1, blocked: 2 },
    });
    expect(r.json.deliveries.oldestDueMs).toBeGreaterThanOrEqual(30_000);
  });

  test("the counts kept by triggers follow inserts, status changes and deletes", async () => {
    // The subscribers of the test before: 1 active, 2 blocked, 1 stopped.
    app.db.update(telegramSubscribers).set({ status: "active" }).where(eq(telegramSubscribers.telegramUserId, 2)).run();
    app.db.update(telegramSubscribers).set({ status: "stopped", threshold: "High" }).where(eq(telegramSubscribers.telegramUserId, 4)).run();
    app.db.update(telegramSubscribers).set({ threshold: "High" }).where(eq(telegramSubscribers.telegramUserId, 1)).run();
    app.db.delete(telegramSubscribers).where(eq(telegramSubscribers.telegramUserId, 3)).run();
    app.db.insert(telegramSubscribers).values({ telegramUserId: 10, chatId: 10 }).run();
    // Post 4 had no analysis; post 1 loses its own (and its alert).
    app.db.delete(alerts).where(eq(alerts.postId, "1")).run();
    app.db.delete(analyses).where(eq(analyses.postId, "1")).run();
    const r = await get();
    expect(r.json.deliveries.subscribers).toEqual({ active: 3, stopped: 1, blocked: 0 });
    expect(r.json.analysis).toMatchObject({ postsTotal: 4, analysedTotal: 2 });
  });

  test("a settings change shows at once", async () => {
    app.settings.set({ key: "analysis.analyzer", value: "rules", dataType: "string" });
    app.settings.set({ key: "sources.pollIntervalSeconds", value: "30", dataType: "number" });
    const r = await get();
    expect(r.json.analysis).toMatchObject({ analyzer: "rules", model: null });
    expect(r.json.source.pollIntervalSeconds).toBe(30);
  });

  test("no secret reaches the panel", async () => {
    const r = await get();
    expect(r.text).not.toContain("sk-test");
  });
});

describe("jobs", () => {
  test("the panel lists the jobs with their last run", async () => {
    const r = await get();
    const names = r.json.jobs.map((j: any) => j.name);
    expect(names).toContain("quick");
    expect(names).toContain("broken");
    expect(r.json.jobs.find((j: any) => j.name === "quick")).toMatchObject({ description: "Finishes at once", lastRunAt: null, lastStatus: null });
  });

  const cases: [string, string, number, Record<string, unknown>][] = [
    ["valid: a job that succeeds", "quick", 200, { name: "quick", lastStatus: "ok", lastError: null }],
    ["valid: a job that fails reports why", "broken", 200, { name: "broken", lastStatus: "error", lastError: "disk on fire" }],
  ];
  test.each(cases)("POST run now — %s", async (_, name, status, job) => {
    const r = await call(app, "POST", `/api/admin/jobs/${name}/run`, { cookie });
    expect(r.status).toBe(status);
    expect(r.json.job).toMatchObject(job);
    expect(r.json.job.lastRunAt).toBeGreaterThan(0);
  });

  test("the run really happened, and shows in the panel", async () => {
    expect(runs).toEqual(["quick"]);
    const r = await get();
    expect(r.json.jobs.find((j: any) => j.name === "broken").lastStatus).toBe("error");
  });

  const bad: [string, string, string][] = [
    ["invalid: unknown job", "nope", "No job named nope"],
    ["hostile: traversal", "..%2Fquick", "No job named ../quick"],
    ["hostile: markup", "%3Cscript%3E", "No job named <script>"],
  ];
  test.each(bad)("POST run now — %s → 404", async (_, name, message) => {
    const r = await call(app, "POST", `/api/admin/jobs/${name}/run`, { cookie });
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ message });
  });
});

describe("the bot's state", () => {
  test("a configured bot shows its username from Telegram (the fake), its mode and the chats", async () => {
    const { app: tgApp, tg } = telegramTestApp({}, { botUsername: "squawk_panel_bot" });
    try {
      const c = signedIn(tgApp, { email: "boss@example.com", isAdmin: true }).cookie;
      const r = await call(tgApp, "GET", "/api/admin/system", { cookie: c });
      expect(r.json.bot).toEqual({
        configured: true,
        enabled: true,
        state: "on",
        problem: null,
        username: "squawk_panel_bot",
        mode: "long polling",
        premiumChat: true,
        freeChannel: true,
        paidBroadcast: false,
      });
      expect(r.text).not.toContain(tg.token);
      tgApp.settings.set({ key: "features.telegram", value: "false", dataType: "boolean" });
      const off = await call(tgApp, "GET", "/api/admin/system", { cookie: c });
      expect(off.json.bot).toMatchObject({ enabled: false, state: "off (features.telegram is false)", username: null });
    } finally {
      await tgApp.close();
      tg.stop();
    }
  });

  test("an unreachable Telegram is reported, without the token", async () => {
    const token = "123456:SECRET-token_xyz";
    const down = testApp({ TELEGRAM_BOT_TOKEN: token, TELEGRAM_API_ROOT: "http://127.0.0.1:9" });
    try {
      const c = signedIn(down, { email: "boss@example.com", isAdmin: true }).cookie;
      const r = await call(down, "GET", "/api/admin/system", { cookie: c });
      expect(r.status).toBe(200);
      expect(r.json.bot).toMatchObject({ configured: true, state: "unreachable", username: null });
      expect(r.json.bot.problem).toMatch(/cannot reach Telegram|did not answer/);
      expect(r.text).not.toContain("SECRET-token");
    } finally {
      await down.close();
    }
  });
});

describe("batch analysis progress", () => {
  test("the panel carries the batch's progress", async () => {
    const r = await get();
    expect(r.json.batch).toMatchObject({ running: false, processed: 0, errors: 0 });
  });
});

describe("nodes", () => {
  test("in SQLite mode: the store's file, one node (this process) that leads from its start, and its heartbeat", async () => {
    const one = testApp();
    try {
      const c = signedIn(one, { email: "boss@example.com", isAdmin: true }).cookie;
      const before = Date.now();
      await one.leadership.start();
      const r = await call(one, "GET", "/api/admin/system", { cookie: c });
      expect(r.status).toBe(200);
      const { cluster } = r.json;
      expect(cluster.store).toEqual({ kind: "sqlite", location: join(one.config.dataDir, "squawk.db") });
      expect(cluster.nodeId).toBe(one.node.id);
      expect(cluster.leader).toEqual({ nodeId: one.node.id, epoch: 1, since: expect.any(Number) });
      expect(cluster.leader.since).toBeGreaterThanOrEqual(before);
      expect(cluster.nodes).toEqual([
        {
          nodeId: one.node.id,
          host: hostname(),
          pid: process.pid,
          startedAt: one.startedAt,
          seenAt: r.json.now,
          heartbeatAgeMs: 0,
          leader: true,
          self: true,
        },
      ]);

      // No longer leading (a graceful stop begins with leadership): the panel says nobody leads.
      await one.stopLeading();
      const after = await call(one, "GET", "/api/admin/system", { cookie: c });
      expect(after.json.cluster.leader).toBeNull();
      expect(after.json.cluster.nodes[0]).toMatchObject({ nodeId: one.node.id, leader: false, self: true });
    } finally {
      await one.close();
    }
  });
});
