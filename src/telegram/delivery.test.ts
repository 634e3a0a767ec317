import { afterEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { deliveries } from "../db/schema/delivery.ts";
import { telegramPlans, telegramSubscribers } from "../db/schema/telegram.ts";
import { PLAN_CHUNK } from "../delivery/channels/telegram/index.ts";
import { analyse, detectPost, makeAlert } from "../../test/helpers/alerts.ts";
import { grantStarsPremium } from "../../test/helpers/premium.ts";
import { FREE_CHAT, PREMIUM_CHAT, lastReply, telegramTestApp, webUser } from "../../test/helpers/telegram.ts";
import type { Threshold } from "../db/schema/telegram.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

type T = ReturnType<typeof telegramTestApp>;

function setup(env: Record<string, string> = {}, fake: Parameters<typeof telegramTestApp>[1] = {}) {
  const t = telegramTestApp(env, fake);
  cleanups.push(() => t.tg.stop());
  cleanups.push(() => t.app.close());
  return t;
}

/** A subscriber as /start (and /join) would make them. */
async function subscriber(
  t: T,
  tgId: number,
  o: { premium?: boolean; threshold?: Threshold; tariffOnly?: boolean; status?: "active" | "stopped" | "blocked" } = {},
) {
  await t.app.telegram.subscribers.start({ id: tgId, first_name: "S" }, tgId);
  if (o.premium !== undefined) {
    const { user } = webUser(t.app, { isPremium: o.premium });
    t.app.db.update(telegramSubscribers).set({ userId: user.id }).where(eq(telegramSubscribers.telegramUserId, tgId)).run();
  }
  t.app.db
    .update(telegramSubscribers)
    .set({ threshold: o.threshold ?? "All", tariffOnly: o.tariffOnly ?? false, status: o.status ?? "active" })
    .where(eq(telegramSubscribers.telegramUserId, tgId))
    .run();
}

const freeDelay = (t: T, minutes: number) => t.app.settings.set({ key: "alerts.freeDelayMinutes", value: String(minutes), dataType: "number" });
const rows = (t: T) => t.app.db.select().from(deliveries).where(eq(deliveries.channel, "telegram")).all();
/** Every row that is due has been dealt with (free rows 15 minutes out stay pending). */
const settled = (t: T) => t.tg.until(() => rows(t).every((r) => r.dueAt > Date.now() + 60_000 || !["pending", "sending"].includes(r.status)), 15_000);

describe("delivery rows", () => {
  test("one row per target, premium due at once, free at the free delay, filtered by each user's choices", async () => {
    const t = setup();
    await subscriber(t, 1, { premium: true }); // premium, everything
    await subscriber(t, 2, { premium: false }); // free, everything
    await subscriber(t, 3, { premium: false, threshold: "High" });
    await subscriber(t, 4, { premium: true, threshold: "High" });
    await subscriber(t, 5, { premium: false, tariffOnly: true });
    await subscriber(t, 6, { status: "stopped" });
    await subscriber(t, 7, { status: "blocked" });
    const { post, alertId } = await makeAlert(t.app, { impact: "Medium", tariff: false });
    const byTarget = new Map(
      rows(t)
        .filter((r) => r.kind === "final")
        .map((r) => [r.target, r]),
    );
    expect([...byTarget.keys()].sort()).toEqual(["dm:1", "dm:2", "free-group", "premium-group"]);
    const now = Date.now();
    expect(byTarget.get("premium-group")!).toMatchObject({ tier: "premium", chatId: PREMIUM_CHAT, alertId, postId: post.id });
    expect(byTarget.get("dm:1")!.tier).toBe("premium");
    expect(byTarget.get("dm:1")!.dueAt).toBeLessThanOrEqual(now);
    for (const k of ["dm:2", "free-group"]) {
      expect(byTarget.get(k)!.tier).toBe("free");
      expect(byTarget.get(k)!.dueAt).toBeGreaterThan(now + 14 * 60_000);
    }
    expect(byTarget.get("free-group")!.chatId).toBe(FREE_CHAT);
    // The instant rows went to the premium group and the premium DM that takes everything.
    expect(
      rows(t)
        .filter((r) => r.kind === "instant")
        .map((r) => r.target)
        .sort(),
    ).toEqual(["dm:1", "premium-group"]);
  });

  test("unique on (alert, target): telling the notifier twice adds nothing", async () => {
    const t = setup();
    await subscriber(t, 1, { premium: false });
    const { alertId } = await makeAlert(t.app);
    const n = rows(t).length;
    await t.app.store.tx((tx) => t.app.telegram.notifier.alertCreated(tx, alertId!));
    expect(rows(t).length).toBe(n);
  });

  test("rows are written in the alert's transaction: a rollback leaves none", async () => {
    const t = setup();
    await subscriber(t, 1, { premium: false });
    const post = await detectPost(t.app);
    const before = rows(t).length;
    await expect(
      t.app.store.tx(async (tx) => {
        const [a] = await tx.insert(t.app.store.tables.alerts).values({ postId: post.id, impact: "High", createdAt: Date.now() }).returning();
        await t.app.telegram.notifier.alertCreated(tx, a!.id);
        throw new Error("the pipeline failed after the alert");
      }),
    ).rejects.toThrow();
    expect(rows(t).length).toBe(before);
  });

  test("a fan-out larger than one chunk: the first chunk with the alert, the rest planned in chunks, resumed after a stop", async () => {
    const t = setup();
    const n = 2 * PLAN_CHUNK + 500;
    // Every tenth is premium (a Telegram-only premium holds it alone); every seventh wants High only.
    t.app.db.transaction((tx) => {
      for (let i = 1; i <= n; i++) {
        tx.insert(telegramSubscribers)
          .values({ telegramUserId: i, chatId: i, threshold: i % 7 === 0 ? "High" : "All" })
          .run();
      }
    });
    for (let i = 10; i <= n; i += 10) await grantStarsPremium(t.app, i);
    const { alertId } = await makeAlert(t.app, { impact: "Medium", tariff: false });
    // The planner is not running (as in a process killed right after the alert's commit).
    const dms = () => rows(t).filter((r) => r.kind === "final" && r.target.startsWith("dm:"));
    // Someone who starts the bot after the alert, beyond where the plan stopped, is not owed it.
    t.app.db
      .insert(telegramSubscribers)
      .values({ telegramUserId: n + 1, chatId: n + 1, createdAt: Date.now() + 1 })
      .run();
    const first = dms();
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(PLAN_CHUNK);
    expect(first.filter((r) => r.tier === "premium").length).toBeGreaterThan(0);
    expect(t.app.db.select().from(telegramPlans).all()).toMatchObject([{ alertId, kind: "final", after: PLAN_CHUNK }]);

    // A second process on the same database finishes the plan.
    const again = telegramTestApp({ DATA_DIR: t.app.config.dataDir }, {}, t.tg);
    cleanups.push(async () => (await again.app.telegram.planner.stop(), await again.app.stop()));
    again.app.telegram.planner.start();
    await t.tg.until(() => t.app.db.select().from(telegramPlans).all().length === 0, 15_000);
    const all = dms();
    const wanted = Array.from({ length: n }, (_, k) => k + 1).filter((i) => i % 7 !== 0);
    expect(all.map((r) => r.target).sort()).toEqual(wanted.map((i) => `dm:${i}`).sort());
    const byId = new Map(all.map((r) => [Number(r.target.slice(3)), r]));
    for (const i of wanted) expect(byId.get(i)!.tier).toBe(i % 10 === 0 ? "premium" : "free");
  });

  test("without a token nothing is queued and the app still answers", async () => {
    const t = setup({ TELEGRAM_BOT_TOKEN: "" });
    await subscriber(t, 1);
    await makeAlert(t.app);
    expect(rows(t).length).toBe(0);
    expect(await t.app.telegram.check()).toBe("off (no TELEGRAM_BOT_TOKEN)");
  });
});

describe("the sender", () => {
  test("instant first: premium gets '⚡ New post — analysing…' at once, edited in place when the analysis is ready", async () => {
    const t = setup();
    await subscriber(t, 11, { premium: true });
    await subscriber(t, 12, { premium: false });
    freeDelay(t, 0);
    t.app.jobs.startWorkers();
    await t.app.telegram.start();
    const post = await detectPost(t.app, "Big announcement on China trade at 3pm!");
    const first = await lastReply(t.tg, PREMIUM_CHAT);
    expect(first.text).toContain("⚡ <b>New post — analysing…</b>");
    expect(first.text).toContain("Big announcement on China trade at 3pm!");
    expect(first.text).toContain(`href="${post.url}"`);
    await t.tg.until(() => t.tg.sent("sendMessage", 11).length === 1);
    // A slow model: the analysis arrives later; the same messages are edited.
    await analyse(t.app, post.id, { impact: "High" });
    await settled(t);
    const edits = t.tg.sent("editMessageText", PREMIUM_CHAT);
    expect(edits.length).toBe(1);
    expect(edits[0]!.params.message_id).toBe(t.tg.sent("sendMessage", PREMIUM_CHAT)[0]!.result.message_id);
    expect(edits[0]!.params.text).toContain("HIGH IMPACT");
    expect(edits[0]!.params.text).toContain("<b>Instruments:</b> ▲ X ▲ NUE");
    expect(t.tg.sent("editMessageText", 11).length).toBe(1);
    expect(t.tg.sent("sendMessage", PREMIUM_CHAT).length).toBe(1);
    // Free targets only ever see the finished message.
    const free = t.tg.sent("sendMessage", 12);
    expect(free.length).toBe(1);
    expect(free[0]!.params.text).toContain("HIGH IMPACT");
    expect(free[0]!.params.text).not.toContain("<b>Analysis:</b>");
    expect(t.tg.sent("sendMessage", FREE_CHAT).length).toBe(1);
  });

  test("a dismissed post's instant message is edited to the verdict", async () => {
    const t = setup();
    t.app.jobs.startWorkers();
    await t.app.telegram.start();
    const post = await detectPost(t.app, "Happy Thanksgiving to all!");
    await lastReply(t.tg, PREMIUM_CHAT);
    await analyse(t.app, post.id, { impact: "None", summary: "Holiday greeting." });
    const edit = await t.tg.until(() => t.tg.sent("editMessageText", PREMIUM_CHAT)[0]);
    expect(edit.params.text).toContain("No market impact expected");
  });

  test("premium before free, always", async () => {
    const t = setup();
    for (let i = 0; i < 30; i++) await subscriber(t, 100 + i, { premium: i % 3 === 0 });
    freeDelay(t, 0);
    await makeAlert(t.app);
    await makeAlert(t.app, { impact: "Low" });
    t.app.jobs.startWorkers();
    await t.app.telegram.start();
    await settled(t);
    const sends = t.tg.calls.filter((c) => c.method === "sendMessage" && c.ok);
    const premiumChats = new Set([PREMIUM_CHAT, ...Array.from({ length: 10 }, (_, i) => String(100 + i * 3))]);
    const lastPremium = Math.max(...sends.map((c, i) => (premiumChats.has(String(c.params.chat_id)) ? i : -1)));
    const firstFree = sends.findIndex((c) => !premiumChats.has(String(c.params.chat_id)));
    expect(sends.length).toBe(2 * (1 + 1 + 30));
    expect(firstFree).toBeGreaterThan(lastPremium);
  }, 15_000);

  test("escapes every piece of post text and analysis", async () => {
    const t = setup();
    t.app.jobs.startWorkers();
    await t.app.telegram.start();
    const evil = `<script>alert("x")</script> & <b>not bold</b> &amp; 5 > 3`;
    await makeAlert(t.app, {
      content: evil,
      summary: "<i>sum</i> & co",
      marketAnalysis: "</b> broken",
      sectors: ["<x>"],
      tickers: ["A&B"],
      tradingIdeas: ["<a href=x>"],
    });
    await settled(t);
    const msg = t.tg.sent("sendMessage", PREMIUM_CHAT)[0]!.params.text as string;
    expect(msg).toContain('&lt;script&gt;alert("x")&lt;/script&gt; &amp; &lt;b&gt;not bold&lt;/b&gt; &amp;amp; 5 &gt; 3');
    expect(msg).toContain("&lt;i&gt;sum&lt;/i&gt; &amp; co");
    expect(msg).toContain("&lt;/b&gt; broken");
    expect(msg).toContain("$A&amp;B");
    expect(msg).not.toContain("<script>");
    expect(
      rows(t)
        .filter((r) => r.tier === "premium")
        .every((r) => r.status === "sent" || r.status === "skipped"),
    ).toBe(true); // the fake refuses unbalanced HTML
  });

  test("splits a post above 4,096 characters and keeps all of it", async () => {
    const t = setup();
    t.app.jobs.startWorkers();
    await t.app.telegram.start();
    const words = Array.from({ length: 2000 }, (_, i) => `word${i}&`).join(" ");
    await makeAlert(t.app, { content: words });
    await settled(t);
    const parts = t.tg.sent("sendMessage", PREMIUM_CHAT).map((c) => c.params.text as string);
    expect(parts.length).toBeGreaterThan(3);
    for (const p of parts) expect(p.length).toBeLessThanOrEqual(4096);
    const joined = parts.join(" ").replaceAll("&amp;", "&");
    for (const i of [0, 999, 1999]) expect(joined).toContain(`word${i}&`);
    expect(parts[parts.length - 1]).toContain("Not investment advice");
  }, 20_000);

  test("a 403 marks the user blocked for good, until they send /start again", async () => {
    const t = setup();
    await subscriber(t, 21, { premium: true });
    t.tg.state.blocked.add("21");
    t.app.jobs.startWorkers();
    await t.app.telegram.start();
    await makeAlert(t.app);
    await settled(t);
    expect((await t.app.telegram.subscribers.get(21))?.status).toBe("blocked");
    expect(
      rows(t)
        .filter((r) => r.target === "dm:21")
        .every((r) => r.status === "blocked" || r.status === "skipped"),
    ).toBe(true);
    await makeAlert(t.app);
    await settled(t);
    expect(rows(t).filter((r) => r.target === "dm:21").length).toBe(2); // nothing new for them
    t.tg.state.blocked.delete("21");
    t.tg.text({ id: 21 }, "/start");
    await t.tg.until(async () => (await t.app.telegram.subscribers.get(21))?.status === "active");
  }, 15_000);

  test("kicking the bot (my_chat_member) marks the user blocked", async () => {
    const t = setup();
    await subscriber(t, 22);
    t.app.jobs.startWorkers();
    await t.app.telegram.start();
    t.tg.botBlocked({ id: 22 });
    await t.tg.until(async () => (await t.app.telegram.subscribers.get(22))?.status === "blocked");
  });

  test("honours 429 retry_after and retries 5xx with backoff", async () => {
    const t = setup();
    t.app.jobs.startWorkers();
    await t.app.telegram.start();
    t.tg.state.fail429 = 1;
    t.tg.state.retryAfter = 1;
    const t0 = performance.now();
    await makeAlert(t.app);
    await settled(t);
    const sends = t.tg.calls.filter((c) => c.method === "sendMessage");
    expect(sends[0]!.ok).toBe(false);
    expect(sends[1]!.ok).toBe(true);
    expect(sends[1]!.at - sends[0]!.at).toBeGreaterThanOrEqual(950);
    expect(sends[1]!.at).toBeGreaterThan(t0);

    t.tg.state.fail5xx = 2;
    await makeAlert(t.app);
    await settled(t);
    const last = rows(t)
      .filter((r) => r.kind === "final" && r.target === "premium-group")
      .at(-1)!;
    expect(last.status).toBe("sent");
    expect(last.attempts).toBe(3);
  }, 20_000);

  test("a failing Bot API is retried by delivery's one policy: a message's ninth failed try is not its last", async () => {
    const t = setup();
    await subscriber(t, 41);
    t.tg.state.fail5xx = 1;
    // A notice that has already failed 8 times, the first a minute ago (Telegram used to give up at 8).
    const id = t.app.db
      .insert(deliveries)
      .values({
        channel: "telegram",
        kind: "notice",
        target: "dm:41",
        chatId: "41",
        tier: "premium",
        dueAt: Date.now(),
        attempts: 8,
        firstAttemptAt: Date.now() - 60_000,
        data: { text: "hello" },
      })
      .returning()
      .get().id;
    t.app.jobs.startWorkers();
    await t.app.telegram.start();
    const row = () => rows(t).find((r) => r.id === id)!;
    await t.tg.until(() => row().attempts === 9 && row().status !== "sending");
    expect(row().status).toBe("pending");
    expect(row().lastError).toBeTruthy();
    // Backed off as the other channels are (2^8 s, ±10%), not dropped.
    expect(row().dueAt).toBeGreaterThan(Date.now() + 200_000);
  });

  test("the features.telegram setting stops the bot and the sender without a restart", async () => {
    const t = setup();
    await subscriber(t, 31);
    const { cookie } = webUser(t.app);
    t.app.settings.set({ key: "features.telegram", value: "false", dataType: "boolean" });
    t.app.jobs.startWorkers();
    await t.app.telegram.start();
    await makeAlert(t.app);
    expect(rows(t).length).toBe(0);
    const { call } = await import("../../test/helpers/app.ts");
    expect((await call(t.app, "POST", "/api/telegram/join", { cookie })).status).toBe(503);
    expect((await call(t.app, "GET", "/api/telegram/bot-info", { cookie })).json.botEnabled).toBe(false);
    t.tg.text({ id: 31 }, "/help");
    // Nothing asks Telegram for updates, so the message can never be answered.
    expect(t.tg.calls.filter((c) => c.method === "getUpdates")).toEqual([]);
    expect(t.tg.sent("sendMessage", 31).length).toBe(0);
    expect(await t.app.telegram.check()).toBe("off (features.telegram is false)");
  });
});

describe("queued messages and /stop", () => {
  test("a subscriber who sends /stop before a free alert is due does not get it", async () => {
    const t = setup();
    await subscriber(t, 41);
    freeDelay(t, 0.01); // 600 ms
    t.app.jobs.startWorkers();
    await t.app.telegram.start();
    await makeAlert(t.app);
    t.tg.text({ id: 41 }, "/stop");
    await t.tg.until(async () => (await t.app.telegram.subscribers.get(41))?.status === "stopped");
    await t.tg.until(() => rows(t).find((r) => r.target === "dm:41")?.status === "skipped", 5000);
    expect(t.tg.sent("sendMessage", 41).every((c) => !String(c.params.text).includes("IMPACT"))).toBe(true);
  });
});
