/**
 * The webhook and chat channels' plans on both stores (issue 36 §2): a real SQLite file and a real
 * PostgreSQL (test/helpers/stores.ts), through delivery's own events step, as the app wires them.
 * An alert's `alert.created` gives each matching webhook endpoint a frozen `alert.created` body and
 * each chat destination a message row (premium due at once, free after the free delay); its
 * `alert.moves` at +15 minutes gives each endpoint an `alert.reaction` body and each chat row a
 * follow-up.
 */
import { describe, expect, test } from "bun:test";
import { loadConfig } from "../config.ts";
import { createChatPlanner } from "../chat/index.ts";
import { type Channel, createEventStep, emitOn, type PremiumStatus } from "../delivery/index.ts";
import { createLogger } from "../log.ts";
import { createSettings, loadSettings } from "../settings/index.ts";
import { type FreshStore, storeBackends, freshStorePerTest } from "../../test/helpers/stores.ts";
import { createWebhookWriter } from "./writer.ts";

const log = createLogger("error");
const idle = { start() {}, stop: async () => {}, wake() {} };
// Billing's word for users who never subscribed (an admin is premium by delivery's policy).
const billing: PremiumStatus = { status: async () => ({ isPremium: false, subscription: null }) };

describe.each(storeBackends())("webhook and chat plans on $name", (backend) => {
  let s: FreshStore;
  freshStorePerTest(backend, (fresh) => (s = fresh));

  test("an alert and its +15 min moves give every endpoint and destination its rows, premium now and free after the delay", async () => {
    const { db, tables: T } = s.store;
    const settings = createSettings({ store: s.store, config: loadConfig({}), rows: await loadSettings(s.store) });
    const delay = Number(settings.get("alerts.freeDelayMinutes")) * 60_000;
    const webhooks = createWebhookWriter({ store: s.store, settings, billing });
    const chat = createChatPlanner({ store: s.store, settings, billing });
    const channels: Channel[] = [
      { name: "webhooks", ...webhooks, sender: idle },
      { name: "chat", ...chat, sender: idle },
    ];
    const step = createEventStep({ store: s.store, log, channels });

    const [admin] = await db.insert(T.users).values({ email: "a@example.com", isAdmin: true }).returning({ id: T.users.id });
    const [free] = await db.insert(T.users).values({ email: "f@example.com" }).returning({ id: T.users.id });
    for (const u of [admin!, free!]) await db.insert(T.webhookEndpoints).values({ userId: u.id, url: `https://example.com/hook/${u.id}`, secret: "whsec_x" });
    await db.insert(T.chatDestinations).values({ userId: admin!.id, kind: "discord", url: "https://discord.com/api/webhooks/1/x", threshold: "All" });

    const at = Date.now();
    const postId = "116000000000000001";
    const alertId = await s.store.tx(async (t) => {
      await t.insert(T.posts).values({ id: postId, source: "replay", account: "realDonaldTrump", createdAt: at, seenAt: at, content: "Tariffs on steel" });
      await t.insert(T.analyses).values({
        postId,
        relevant: true,
        impact: "High",
        tariff: true,
        sectors: ["metals"],
        tickers: ["X"],
        summary: "Steel tariffs",
        marketAnalysis: "Steel gains.",
        tradingIdeas: [],
        analyzer: "rules",
        analyzedAt: at,
      });
      const [a] = await t.insert(T.alerts).values({ postId, impact: "High", createdAt: at }).returning({ id: T.alerts.id });
      await emitOn(s.store, t, { type: "alert.created", alertId: a!.id });
      return a!.id;
    });
    expect(await step.expand()).toBe(1);

    type Row = { channel: string; kind: string; tier: string; due_at: unknown; body: string | null; destination_id: number | null };
    const rows = async () =>
      (await s.read<Row>("SELECT channel, kind, tier, due_at, body, destination_id FROM deliveries ORDER BY channel, tier, id")).map((r) => ({
        ...r,
        due: r.due_at instanceof Date ? r.due_at.getTime() : Number(r.due_at),
      }));
    const first = await rows();
    expect(first.map((r) => `${r.channel}/${r.kind}/${r.tier}`)).toEqual(["chat/alert/premium", "webhooks/alert/free", "webhooks/alert/premium"]);
    const hookFree = first.find((r) => r.channel === "webhooks" && r.tier === "free")!;
    const hookPremium = first.find((r) => r.channel === "webhooks" && r.tier === "premium")!;
    expect(hookPremium.due).toBeLessThanOrEqual(Date.now());
    expect(hookFree.due).toBe(at + delay);
    for (const r of [hookFree, hookPremium]) expect(JSON.parse(r.body!)).toMatchObject({ type: "alert.created", data: { id: alertId } });

    await emitOn(s.store, db, { type: "alert.moves", alertId, horizons: ["15m"] });
    expect(await step.expand()).toBe(1);
    const after = await rows();
    expect(after.map((r) => `${r.channel}/${r.kind}/${r.tier}`).sort()).toEqual(
      ["chat/alert/premium", "chat/moves/premium", "webhooks/alert/free", "webhooks/alert/premium", "webhooks/alert/free", "webhooks/alert/premium"].sort(),
    );
    const reactions = after.filter((r) => r.channel === "webhooks" && r.body && JSON.parse(r.body).type === "alert.reaction");
    expect(reactions).toHaveLength(2);
    for (const r of reactions) expect(JSON.parse(r.body!).data).toEqual({ alertId, horizons: ["15m"], reactions: [] });
  });
});
