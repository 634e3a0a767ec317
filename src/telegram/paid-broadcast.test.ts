import { afterEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { deliveries } from "../db/schema/delivery.ts";
import { telegramSubscribers } from "../db/schema/telegram.ts";
import { analyse, detectPost, makeAlert } from "../../test/helpers/alerts.ts";
import { startTelegramFake } from "../../test/fakes/telegram.ts";
import { FREE_CHAT, PREMIUM_CHAT, telegramTestApp, webUser } from "../../test/helpers/telegram.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup(paid: boolean) {
  const t = telegramTestApp({}, { enforce: true });
  cleanups.push(
    () => t.tg.stop(),
    () => t.app.close(),
  );
  t.app.settings.set({ key: "alerts.freeDelayMinutes", value: "0", dataType: "number" });
  if (paid) t.app.settings.set({ key: "telegram.paidBroadcast", value: "true", dataType: "boolean" });
  for (let i = 0; i < 50; i++) {
    const tgId = 4000 + i;
    await t.app.telegram.subscribers.start({ id: tgId, first_name: "S" }, tgId);
    // Threshold High: no instant ping, so each premium DM is one new message (not an edit).
    t.app.db.update(telegramSubscribers).set({ threshold: "High" }).where(eq(telegramSubscribers.telegramUserId, tgId)).run();
    if (i < 40)
      t.app.db
        .update(telegramSubscribers)
        .set({ userId: webUser(t.app, { isPremium: true }).user.id })
        .where(eq(telegramSubscribers.telegramUserId, tgId))
        .run();
  }
  return t;
}

const premiumDm = (chat: string) => Number(chat) >= 4000 && Number(chat) < 4040;

describe("telegram.paidBroadcast", () => {
  test("on: premium DMs go as paid broadcasts, before any free message; groups and free DMs stay free; the panel counts them", async () => {
    const t = await setup(true);
    await makeAlert(t.app, { impact: "High" });
    t.app.jobs.startWorkers();
    await t.app.telegram.start();
    await t.tg.until(async () => t.tg.sent().length >= 52 && (await t.app.telegram.sender!.queue()).due === 0, 20_000);
    const sends = t.tg.sent();
    const paid = sends.filter((c) => c.params.allow_paid_broadcast === true).map((c) => String(c.params.chat_id));
    expect(paid.length).toBe(40);
    expect(paid.every(premiumDm)).toBe(true);
    const lastPremiumDm = Math.max(...sends.map((c, i) => (premiumDm(String(c.params.chat_id)) ? i : -1)));
    const firstFree = sends.findIndex((c) => !premiumDm(String(c.params.chat_id)) && String(c.params.chat_id) !== PREMIUM_CHAT);
    expect(firstFree).toBeGreaterThan(lastPremiumDm);
    expect(sends.find((c) => String(c.params.chat_id) === FREE_CHAT)!.params.allow_paid_broadcast).toBeUndefined();
    // 40 premium DMs beat the free 30/s without a single 429 from the enforcing fake.
    expect(t.tg.calls.filter((c) => c.method === "sendMessage" && !c.ok)).toEqual([]);
    expect(t.app.db.select().from(deliveries).where(eq(deliveries.paidBroadcast, true)).all().length).toBe(40);
    const snap = await t.app.system.snapshot();
    expect(snap.deliveries.paidBroadcast).toEqual({ sentToday: 40, estimatedStars: 4 });
    expect(snap.bot.paidBroadcast).toBe(true);
  }, 30_000);

  test("off (the default): nothing is sent as a paid broadcast", async () => {
    const t = await setup(false);
    expect(t.app.settings.get("telegram.paidBroadcast")).toBe(false);
    await makeAlert(t.app, { impact: "High" });
    t.app.jobs.startWorkers();
    await t.app.telegram.start();
    await t.tg.until(async () => t.tg.sent().length >= 52 && (await t.app.telegram.sender!.queue()).due === 0, 20_000);
    expect(t.tg.sent().filter((c) => "allow_paid_broadcast" in c.params)).toEqual([]);
    expect((await t.app.system.snapshot()).deliveries.paidBroadcast.sentToday).toBe(0);
  }, 30_000);
});

test("instant pings go paid; the edits that finish them keep the free pace (Telegram has no paid edits), so no 429s", async () => {
  const t = telegramTestApp({ TELEGRAM_PREMIUM_CHAT_ID: "", TELEGRAM_FREE_CHAT_ID: "" }, { enforce: true });
  cleanups.push(
    () => t.tg.stop(),
    () => t.app.close(),
  );
  t.app.settings.set({ key: "telegram.paidBroadcast", value: "true", dataType: "boolean" });
  for (let i = 0; i < 40; i++) {
    // Threshold All: each gets the instant ping, then the finished alert as an edit.
    await t.app.telegram.subscribers.start({ id: 4100 + i, first_name: "S" }, 4100 + i);
    t.app.db
      .update(telegramSubscribers)
      .set({ userId: webUser(t.app, { isPremium: true }).user.id })
      .where(eq(telegramSubscribers.telegramUserId, 4100 + i))
      .run();
  }
  t.app.jobs.startWorkers();
  await t.app.telegram.start();
  const post = await detectPost(t.app);
  await t.tg.until(() => t.tg.sent().length >= 40, 10_000);
  await analyse(t.app, post.id, { impact: "High" });
  await t.tg.until(() => t.tg.sent("editMessageText").length >= 40, 15_000);
  expect(t.tg.sent().every((c) => c.params.allow_paid_broadcast === true)).toBe(true);
  expect(t.tg.sent("editMessageText").some((c) => "allow_paid_broadcast" in c.params)).toBe(false);
  expect(t.tg.calls.filter((c) => c.method !== "getUpdates" && !c.ok)).toEqual([]);
  const rows = t.app.db.select().from(deliveries).where(eq(deliveries.channel, "telegram")).all();
  expect(rows.filter((r) => r.paidBroadcast).every((r) => r.kind === "instant")).toBe(true);
}, 30_000);

describe("the enforcing fake", () => {
  test("takes up to 1,000 paid broadcasts a second, but still only 30 free messages", async () => {
    const tg = startTelegramFake({ enforce: true });
    cleanups.push(() => tg.stop());
    const send = (chat: number, paid: boolean) =>
      fetch(`${tg.url}/bot${tg.token}/sendMessage`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ chat_id: chat, text: "x", ...(paid ? { allow_paid_broadcast: true } : {}) }),
      }).then((r) => r.status);
    const paid = await Promise.all(Array.from({ length: 100 }, (_, i) => send(10_000 + i, true)));
    expect(paid.every((s) => s === 200)).toBe(true);
    expect(await send(20_000, false)).toBe(429);
  });
});
