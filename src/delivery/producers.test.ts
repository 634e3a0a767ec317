import { afterAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { stepAt } from "../../test/fakes/bars.ts";
import { startYahoo } from "../../test/fakes/yahoo.ts";
import { makeAlert } from "../../test/helpers/alerts.ts";
import { call } from "../../test/helpers/app.ts";
import { marketOn } from "../../test/helpers/market.ts";
import { grantPremium } from "../../test/helpers/premium.ts";
import { telegramTestApp, webUser } from "../../test/helpers/telegram.ts";
import { deliveries, deliveryEvents } from "../db/schema/delivery.ts";
import { telegramSubscribers } from "../db/schema/telegram.ts";
import { createApp } from "../app.ts";
import { createLogger } from "../log.ts";
import { UNTIL_MS, waitUntil } from "../../test/fakes/http.ts";
import type { Channel } from "./index.ts";

/**
 * The alert's and the market's announcements are delivery events of their producers' own
 * transactions, expanded by the one events step: the market reaches the channels with no alert
 * service in between, and an event outlives a process that died before expanding it.
 */
const MIN = 60_000;
const yahoo = startYahoo();
const { app, tg } = telegramTestApp(yahoo.env);
afterAll(async () => {
  await app.close();
  await Promise.all([tg.stop(), yahoo.stop()]);
});

/** A linked Telegram subscriber, premium or free, who wants every alert. */
async function subscriber(tgId: number, premium: boolean) {
  await app.telegram.subscribers.start({ id: tgId, first_name: "S" }, tgId);
  const { user } = webUser(app);
  if (premium) await grantPremium(app, user.id);
  app.db.update(telegramSubscribers).set({ userId: user.id, threshold: "All" }).where(eq(telegramSubscribers.telegramUserId, tgId)).run();
  // The premium change's own event (the welcome), out of the way of the events under test.
  await app.events.expand();
}

const rowsOf = (alertId: number, kind: "final" | "moves") =>
  app.db
    .select({ target: deliveries.target, tier: deliveries.tier, text: deliveries.data })
    .from(deliveries)
    .where(and(eq(deliveries.channel, "telegram"), eq(deliveries.alertId, alertId), eq(deliveries.kind, kind)))
    .all();

const unhandled = () =>
  app.db
    .select()
    .from(deliveryEvents)
    .all()
    .filter((e) => e.handledAt === null);

describe("the producers' events", () => {
  test("moves the market writes, with no alert service involved, are an alert.moves event of its transaction; the step plans the 15-minute follow-up to the premium targets that got the alert", async () => {
    await subscriber(501, true);
    await subscriber(502, false);
    const P = Date.now() - 16 * MIN;
    yahoo.prices.set("EWJ", stepAt(P + 3 * MIN, 80, 78));
    for (const s of ["SPY", "QQQ", "ES=F", "NQ=F"]) yahoo.prices.set(s, stepAt(P + 3 * MIN, 100, 99));
    const alertId = (
      await makeAlert(app, {
        content: "Japan pays 25%!",
        instruments: [{ symbol: "EWJ", name: "iShares MSCI Japan", direction: "down", why: "tariff" }],
        postedAt: P,
      })
    ).alertId!;
    expect(
      rowsOf(alertId, "final")
        .map((r) => `${r.target} ${r.tier}`)
        .sort(),
    ).toEqual(["dm:501 premium", "dm:502 free", "free-group free", "premium-group premium"]);

    // The alert list as a premium reader gets it, from the alerts' cache: no moves yet.
    const reader = webUser(app, { isPremium: true });
    const listed = async () =>
      (await call(app, "GET", "/api/alerts/recent", { cookie: reader.cookie })).json.alerts.find((a: { id: number }) => a.id === alertId);
    expect((await listed()).reactions).toEqual([]);

    // The market service alone, on its own clock: nothing of the alert service is given to it.
    const market = marketOn(app, yahoo, { now: Date.now() });
    await market.tick();
    // The cached list shows the new moves without the market telling the alert service.
    expect((await listed()).reactions.some((r: { symbol: string; horizon: string }) => r.symbol === "EWJ" && r.horizon === "15m")).toBe(true);
    const [moves] = unhandled();
    expect(moves).toMatchObject({ type: "alert.moves", payload: { alertId } });
    expect((moves!.payload as { horizons: string[] }).horizons).toContain("15m");
    // Written, not planned: the market touched no channel's table.
    expect(rowsOf(alertId, "moves")).toHaveLength(0);

    expect(await app.events.expand()).toBe(1);
    const followUps = rowsOf(alertId, "moves");
    expect(followUps.map((r) => r.target).sort()).toEqual(["dm:501", "premium-group"]);
    expect(followUps.every((r) => r.tier === "premium" && (r.text as { text: string }).text.startsWith("Since the post: SPY −1.0% · EWJ −2.5%"))).toBe(true);
    expect(unhandled()).toHaveLength(0);
  });

  test("`squawk reactions` (old alerts) records the moves and announces nothing", async () => {
    const P = Date.now() - 20 * MIN;
    const alertId = (await makeAlert(app, { instruments: [{ symbol: "EWJ", name: "Japan", direction: "down", why: "tariff" }], postedAt: P })).alertId!;
    const market = marketOn(app, yahoo, { now: Date.now() }, createLogger("error"), { quiet: true });
    await market.tick();
    expect(unhandled()).toHaveLength(0);
    expect(await app.events.expand()).toBe(0);
    expect(rowsOf(alertId, "moves")).toHaveLength(0);
  });

  test("an expansion is one transaction with its handled mark: a channel that fails leaves the event unhandled with none of its rows, and a later pass expands it once", async () => {
    await subscriber(503, true);
    let failing = true;
    const flaky: Channel = {
      name: "flaky",
      planAlert: () => {
        if (failing) throw new Error("the channel failed");
      },
      sender: { start() {}, stop: async () => {}, wake() {} },
    };
    app.events.channels.push(flaky);
    try {
      const { postId, alertId } = await livePost(app, "Tariffs on Korean cars go to 25% on Monday!");
      expect(unhandled().map((e) => e.type)).toEqual(["post.detected", "alert.created"]);
      // The post's first word goes out; the alert's expansion is rolled back whole (Telegram's rows too).
      expect(await app.events.expand()).toBe(1);
      expect(instantsOf(postId)).toContain("dm:503");
      expect(rowsOf(alertId, "final")).toHaveLength(0);
      expect(unhandled().map((e) => e.type)).toEqual(["alert.created"]);
      failing = false;
      expect(await app.events.expand()).toBe(1);
      expect(rowsOf(alertId, "final").filter((r) => r.target === "dm:503")).toHaveLength(1);
      expect(await app.events.expand()).toBe(0);
    } finally {
      app.events.channels.pop();
    }
  });

  test("an event written by a process that stopped before expanding it is expanded by the next one's step, at its start", async () => {
    await subscriber(504, true);
    const { alertId } = await livePost(app, "A 50% Tariff on all Steel from Brazil, effective immediately!");
    expect(unhandled().map((e) => e.type)).toEqual(["post.detected", "alert.created"]);
    // A second process on the same database (this one never ran its step).
    const next = createApp(app.config, { log: createLogger("error") });
    try {
      next.jobs.startWorkers();
      await waitUntil(
        () => unhandled().length === 0 && rowsOf(alertId, "final").some((r) => r.target === "dm:504"),
        UNTIL_MS,
        "the next process's events step expanded the event",
      );
      expect(rowsOf(alertId, "final").filter((r) => r.target === "dm:504")).toHaveLength(1);
    } finally {
      await next.stop();
    }
  });

  test("with the step running, a post the rules judge at once reaches the premium group as one message: the alert, not '⚡ New post — analysing…' and then an edit", async () => {
    // A server of its own, idle when the post comes, as bench/fanout.ts's latency run is.
    const own = telegramTestApp();
    try {
      own.app.jobs.startWorkers();
      await own.app.telegram.start();
      const { postId, alertId } = await livePost(own.app, "Tariffs of 60% on all Chinese goods start tomorrow!");
      const rows = () => own.app.db.select().from(deliveries).where(eq(deliveries.postId, postId)).all();
      // Expanded by the running step, woken by the producers (nothing here calls expand).
      await waitUntil(() => rows().some((r) => r.kind === "final" && r.status === "sent"), UNTIL_MS, "the alert reached the premium group");
      const group = rows().filter((r) => r.target === "premium-group");
      expect(group.map((r) => [r.kind, r.status, r.alertId, r.editOf]).sort()).toEqual([
        ["final", "sent", alertId, null],
        ["instant", "skipped", null, null],
      ]);
      expect(own.tg.calls.filter((c) => c.method === "editMessageText")).toEqual([]);
    } finally {
      await own.app.close();
      await own.tg.stop();
    }
  });
});

let n = 0;
/** A live post through the real ingest (stored, judged by the rules, its alert written); this app's events step is not running. */
async function livePost(a: typeof app, content: string) {
  const raw = { id: String(116_000_000_000_000_000n + BigInt(++n) * 65_536n), createdAt: Date.now(), content, url: null, media: [], isRepost: false };
  const [row] = await a.ingest.storePage({ source: "truthsocial", account: "realDonaldTrump", page: { posts: [raw], cursor: raw.id }, isOld: () => false });
  const [alert] = await a.ingest.analyzePage([row!]);
  if (!alert) throw new Error("the rules made no alert of the post");
  return { postId: raw.id, alertId: alert.id };
}

const instantsOf = (postId: string) =>
  app.db
    .select({ target: deliveries.target })
    .from(deliveries)
    .where(and(eq(deliveries.postId, postId), eq(deliveries.kind, "instant")))
    .all()
    .map((r) => r.target);
