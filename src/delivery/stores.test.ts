/**
 * Delivery's events step and the Telegram fan-out planner on both stores, through one code path
 * (issue 36 §2, §6): a real SQLite file and a real PostgreSQL (test/helpers/stores.ts). The
 * planner's set-based INSERT … SELECT has a form per dialect (channels/telegram/plan-sql.ts).
 */
import { describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import { createLogger } from "../log.ts";
import { createSettings, loadSettings } from "../settings/index.ts";
import { type FreshStore, storeBackends, freshStorePerTest } from "../../test/helpers/stores.ts";
import { type Channel, createEventStep, type DeliveryEvent, emitOn } from "./index.ts";
import { createNotifier } from "./channels/telegram/notifier.ts";
import { PLAN_CHUNK } from "./channels/telegram/plan-sql.ts";

const log = createLogger("error");
const MIN = 60_000;

describe.each(storeBackends())("delivery on $name", (backend) => {
  let s: FreshStore;
  freshStorePerTest(backend, (fresh) => (s = fresh));

  const notice = (text: string): DeliveryEvent => ({ type: "user.notice", userId: 1, text });

  /** A channel that writes one outbox row per event it hears, on the step's transaction, and can fail on a text. */
  function recorder(failOn?: string): Channel & { heard: string[] } {
    const heard: string[] = [];
    return {
      name: "recorder",
      heard,
      async planEvent(tx, e) {
        if (e.type !== "user.notice") return;
        const D = s.store.tables.deliveries;
        await tx.insert(D).values({ channel: "telegram", kind: "notice", target: `dm:${heard.length}`, tier: "premium", dueAt: 1, data: { text: e.text } });
        if (e.text === failOn) throw new Error("the channel failed");
        heard.push(e.text);
      },
      sender: { start() {}, stop: async () => {}, wake() {} },
    };
  }
  const planned = async () => (await s.read<{ text: string }>("SELECT text FROM deliveries ORDER BY id")).length;

  test("each event is handed to the channels once, in the order written, in one transaction with its handled mark", async () => {
    const r = recorder();
    const step = createEventStep({ store: s.store, log, channels: [r] });
    for (const t of ["first", "second", "third"]) await emitOn(s.store, s.store.db, notice(t));
    // A producer's rolled-back transaction leaves no event.
    await expect(
      s.store.tx(async (t) => {
        await emitOn(s.store, t, notice("never"));
        throw new Error("the producer failed");
      }),
    ).rejects.toThrow("the producer failed");
    expect(await step.expand()).toBe(3);
    expect(r.heard).toEqual(["first", "second", "third"]);
    expect(await step.expand()).toBe(0);
    expect(r.heard).toHaveLength(3);
    expect(await planned()).toBe(3);
    const events = await s.read<{ handled_at: unknown }>("SELECT handled_at FROM delivery_events ORDER BY id");
    expect(events).toHaveLength(3);
    expect(events.every((e) => e.handled_at !== null)).toBe(true);
  });

  test("an expansion that fails ends its pass with none of its rows; after three failed passes it is skipped and the next ones go", async () => {
    const r = recorder("poison");
    const step = createEventStep({ store: s.store, log, channels: [r] });
    for (const t of ["poison", "after"]) await emitOn(s.store, s.store.db, notice(t));
    expect(await step.expand()).toBe(0);
    expect(await step.expand()).toBe(0);
    // Rolled back with its event: no row of the failed expansions, nothing handed on past it.
    expect(await planned()).toBe(0);
    expect(r.heard).toEqual([]);
    expect(await step.expand()).toBe(2);
    expect(r.heard).toEqual(["after"]);
    expect(await planned()).toBe(1);
    expect((await s.read<{ handled_at: unknown }>("SELECT handled_at FROM delivery_events")).every((e) => e.handled_at !== null)).toBe(true);
  });

  test("the Telegram planner fans an alert out to every subscriber, chunk by chunk: premium due at once (editing its instant message), free at the free delay, filters applied", async () => {
    const { db, tables: T } = s.store;
    const config = loadConfig({ TELEGRAM_PREMIUM_CHAT_ID: "-100111", TELEGRAM_FREE_CHAT_ID: "-100222" });
    const settings = createSettings({ store: s.store, config, rows: await loadSettings(s.store) });
    const delay = Number(settings.get("alerts.freeDelayMinutes")) * MIN;
    const now = Date.now();
    // More subscribers than a chunk holds, so the planner's own passes plan the rest.
    const N = PLAN_CHUNK * 2 + 37;
    const [user] = await db.insert(T.users).values({ email: "p@example.com", isPremium: true }).returning({ id: T.users.id });
    await db.insert(T.telegramSubscribers).values(
      Array.from({ length: N }, (_, i) => ({
        telegramUserId: 1000 + i,
        chatId: 1000 + i,
        // Every 10th premium through billing's Telegram half, one through its web account.
        userId: i === 5 ? user!.id : null,
        status: i === 7 ? ("stopped" as const) : ("active" as const),
        threshold: i === 9 ? ("High" as const) : ("All" as const),
        createdAt: now - MIN,
      })),
    );
    await db.insert(T.telegramPremium).values(
      Array.from({ length: N }, (_, i) => i)
        .filter((i) => i % 10 === 0)
        .map((i) => ({ telegramUserId: 1000 + i })),
    );
    const premium = new Set([...Array.from({ length: N }, (_, i) => i).filter((i) => i % 10 === 0), 5].map((i) => `dm:${1000 + i}`));

    const postId = "115000000000000001";
    await db.insert(T.posts).values({ id: postId, source: "replay", account: "realDonaldTrump", createdAt: now, seenAt: now, content: "Tariffs!", url: null });
    let wakes = 0;
    const notifier = createNotifier({ store: s.store, config, settings, log, wake: () => wakes++, enabled: () => true });
    notifier.planner.start();
    try {
      // The instant message first: premium targets only (the group and the premium DMs).
      await notifier.postDetected({ id: postId });
      const settled = async () => {
        for (let i = 0; i < 500 && (await db.select().from(T.telegramPlans)).length > 0; i++) await Bun.sleep(10);
        expect(await db.select().from(T.telegramPlans)).toEqual([]);
      };
      await settled();
      const instants = await db.select().from(T.deliveries).where(eq(T.deliveries.kind, "instant"));
      expect(new Set(instants.map((r) => r.target))).toEqual(new Set(["premium-group", ...premium]));
      // One premium DM's instant message went out: its final edits it.
      const sentInstant = instants.find((r) => r.target === "dm:1010")!;
      await db.update(T.deliveries).set({ status: "sent" }).where(eq(T.deliveries.id, sentInstant.id));

      await db.insert(T.analyses).values({
        postId,
        relevant: true,
        impact: "Medium",
        tariff: true,
        sectors: [],
        tickers: [],
        summary: "s",
        marketAnalysis: "m",
        tradingIdeas: [],
        analyzer: "rules",
        analyzedAt: now,
      });
      const [alert] = await db.insert(T.alerts).values({ postId, impact: "Medium", createdAt: now }).returning({ id: T.alerts.id });
      await s.store.tx((tx) => notifier.alertCreated(tx, alert!.id));
      // As the events step does once its transaction has committed (the Telegram channel's wake).
      notifier.planner.wake();
      await settled();
      expect(wakes).toBeGreaterThan(0);

      const finals = await db
        .select()
        .from(T.deliveries)
        .where(and(eq(T.deliveries.kind, "final"), eq(T.deliveries.alertId, alert!.id)));
      const dms = finals.filter((r) => r.target.startsWith("dm:"));
      // Everyone active whose filter takes a Medium alert: not the stopped one, not the High-only one.
      expect(dms).toHaveLength(N - 2);
      expect(dms.some((r) => r.target === "dm:1007" || r.target === "dm:1009")).toBe(false);
      for (const r of dms) {
        const isPremium = premium.has(r.target);
        expect(r.tier).toBe(isPremium ? "premium" : "free");
        expect(r.chatId).toBe(r.target.slice(3));
        if (isPremium) expect(r.dueAt).toBeGreaterThanOrEqual(now);
        else expect(r.dueAt).toBe(now + delay);
        expect(r.editOf).toBe(r.target === "dm:1010" ? sentInstant.id : null);
      }
      expect(finals.find((r) => r.target === "free-group")).toMatchObject({ tier: "free", dueAt: now + delay, chatId: "-100222" });
      expect(finals.find((r) => r.target === "premium-group")).toMatchObject({ tier: "premium", chatId: "-100111" });
      // The instant rows still pending were superseded by the alert.
      const left = await db
        .select()
        .from(T.deliveries)
        .where(and(eq(T.deliveries.kind, "instant"), eq(T.deliveries.status, "pending")));
      expect(left).toEqual([]);
      // Planning it again adds nothing (one row per alert and target).
      await s.store.tx((tx) => notifier.alertCreated(tx, alert!.id));
      // As the events step does once its transaction has committed (the Telegram channel's wake).
      notifier.planner.wake();
      await settled();
      expect((await db.select().from(T.deliveries).where(eq(T.deliveries.kind, "final"))).length).toBe(finals.length);
    } finally {
      await notifier.planner.stop();
    }
  });
});
