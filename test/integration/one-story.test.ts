import { afterAll, afterEach, beforeEach, describe, expect, test } from "bun:test";
import { eq, isNull } from "drizzle-orm";
import { alerts, posts } from "../../src/db/schema/posts.ts";
import { deliveryEvents, deliveries as outbox } from "../../src/db/schema/delivery.ts";
import { telegramSubscribers } from "../../src/db/schema/telegram.ts";
import { createPoller, createSources } from "../../src/sources/index.ts";
import { startPostSources } from "../fakes/post-sources.ts";
import { call } from "../helpers/app.ts";
import { FREE_CHAT, PREMIUM_CHAT, telegramTestApp, webUser } from "../helpers/telegram.ts";

/*
 * One alert per story, through the real pipeline: the fake Truth Social → poller → ingest →
 * analysis → alerts → Telegram deliveries to the Bot API fake.
 */
const sources = startPostSources();
afterAll(() => sources.stop());

const TARIFF = "Beginning June 1st, a 25% Tariff will be charged on all Trucks imported into the United States.";
const HOUR = 3_600_000;

let t: ReturnType<typeof telegramTestApp>;
beforeEach(async () => {
  sources.statuses.length = 0;
  t = telegramTestApp({ ...sources.env, SOURCES: "truthsocial" });
  t.app.settings.set({ key: "alerts.freeDelayMinutes", value: "0", dataType: "number" });
  t.app.jobs.startWorkers();
  await t.app.telegram.start();
});
afterEach(async () => {
  await t.app.close();
  await t.tg.stop();
});

const poller = () =>
  createPoller({
    store: t.app.store,
    log: t.app.log,
    settings: t.app.settings,
    ingest: t.app.ingest,
    sources: createSources(t.app.config),
    account: "realDonaldTrump",
  });

/** A Telegram subscriber as /start makes one, premium or free. */
async function subscriber(tgId: number, premium: boolean) {
  await t.app.telegram.subscribers.start({ id: tgId, first_name: "S" }, tgId);
  const { user } = webUser(t.app, { isPremium: premium });
  t.app.db.update(telegramSubscribers).set({ userId: user.id }).where(eq(telegramSubscribers.telegramUserId, tgId)).run();
}

const deliveries = () => t.app.db.select().from(outbox).where(eq(outbox.channel, "telegram")).all();
/** Every event the pipeline wrote expanded (delivery's events step), and every row it planned sent. */
const settled = () =>
  t.tg.until(
    () =>
      t.app.db.select().from(deliveryEvents).where(isNull(deliveryEvents.handledAt)).all().length === 0 &&
      deliveries().every((r) => !["pending", "sending"].includes(r.status)),
    15_000,
  );
/** What each chat received: messages sent and messages edited. */
const received = (chat: number | string) => ({ sent: t.tg.sent("sendMessage", chat).length, edited: t.tg.sent("editMessageText", chat).length });

describe("one alert per story", () => {
  test("a repost, a copy and a quote of an alerted post join its alert: one alert, one message per subscriber", async () => {
    await subscriber(1, true);
    await subscriber(2, false);
    sources.add("Good morning!", { at: Date.now() - HOUR });
    const p = poller();
    await p.pollOnce(); // the first poll back-fills silently

    const first = sources.add(TARIFF);
    await p.pollOnce();
    await settled();
    const [alert] = t.app.db.select().from(alerts).all();
    expect(alert!.postId).toBe(first.id);

    // The same words reposted from another account, copied, and quoted by link.
    const repost = sources.add("", { reblogOf: { acct: "WhiteHouse", html: `<p>${TARIFF}</p>` } });
    const copy = sources.add(TARIFF.toUpperCase().replace("JUNE 1ST,", "June 1st —"));
    const quote = sources.add(`Read this! https://truthsocial.com/@realDonaldTrump/${first.id}`);
    await p.pollOnce();
    await settled();

    expect(t.app.db.select().from(alerts).all()).toHaveLength(1);
    for (const id of [repost.id, copy.id, quote.id]) expect(t.app.db.select().from(posts).where(eq(posts.id, id)).get()!.duplicateOf).toBe(first.id);
    // Delivered once: one finished alert per subscriber and group, one message each (premium's
    // "analysing…" ping, when it went out before the verdict, is edited into the alert).
    const finals = deliveries().filter((r) => r.kind === "final");
    expect(finals.map((r) => [r.target, r.alertId, r.status]).sort()).toEqual([
      ["dm:1", alert!.id, "sent"],
      ["dm:2", alert!.id, "sent"],
      ["free-group", alert!.id, "sent"],
      ["premium-group", alert!.id, "sent"],
    ]);
    for (const chat of [1, 2, PREMIUM_CHAT, FREE_CHAT]) expect(received(chat).sent).toBe(1);
    expect(received(2).edited + received(FREE_CHAT).edited).toBe(0);

    // The alert lists them: "also posted at …", on the dashboard's API and the integrators' API.
    const { cookie } = webUser(t.app, { isPremium: true });
    const [view] = (await call(t.app, "GET", "/api/alerts/recent", { cookie })).json.alerts;
    expect(view.postId).toBe(first.id);
    expect(view.alsoPosted.map((a: any) => a.postId)).toEqual([repost.id, copy.id, quote.id]);
    expect(view.alsoPosted[0]).toEqual({ postId: repost.id, postedAt: repost.createdAt, url: expect.any(String) });
  });

  test("two copies in one page make one alert; a copy a day after the alert is news again", async () => {
    await subscriber(1, false);
    sources.add("Good morning!", { at: Date.now() - HOUR });
    const p = poller();
    await p.pollOnce();
    const a = sources.add(TARIFF);
    const b = sources.add(`RT @WhiteHouse: ${TARIFF}`);
    await p.pollOnce();
    await settled();
    expect(t.app.db.select({ postId: alerts.postId }).from(alerts).all()).toEqual([{ postId: a.id }]);
    expect(t.app.db.select().from(posts).where(eq(posts.id, b.id)).get()!.duplicateOf).toBe(a.id);
    expect(received(1).sent).toBe(1);

    // 25 hours later the same words make a new alert.
    t.app.db
      .update(alerts)
      .set({ createdAt: Date.now() - 25 * HOUR })
      .run();
    t.app.db.$client.run(`UPDATE story_keys SET at = at - ${25 * HOUR}`);
    const later = sources.add(TARIFF);
    await p.pollOnce();
    await settled();
    expect(
      t.app.db
        .select({ postId: alerts.postId })
        .from(alerts)
        .all()
        .map((r) => r.postId)
        .sort(),
    ).toEqual([a.id, later.id].sort());
    expect(received(1).sent).toBe(2);
  });

  test("a repeat of a post that made no alert is judged on its own", async () => {
    sources.add("Good morning!", { at: Date.now() - HOUR });
    const p = poller();
    await p.pollOnce();
    sources.add("Happy Birthday to the Coast Guard!");
    await p.pollOnce();
    const again = sources.add("Happy Birthday to the Coast Guard!");
    await p.pollOnce();
    // The first was judged and dismissed: it is no story to join.
    expect(t.app.db.select().from(posts).where(eq(posts.id, again.id)).get()!.duplicateOf).toBeNull();
  });

  test("an original first judged without an alert, then re-judged into one, is the story a later copy joins", async () => {
    const LOW = "The Stock Market is at an all time high!";
    const minImpact = (value: string) => t.app.settings.set({ key: "alerts.minImpact", value, dataType: "string" });
    sources.add("Good morning!", { at: Date.now() - HOUR });
    const p = poller();
    await p.pollOnce();
    minImpact("High");
    const first = sources.add(LOW);
    await p.pollOnce();
    // A copy finds the first judged without an alert: it stands alone (and the first's key goes).
    const copy = sources.add(LOW);
    await p.pollOnce();
    expect(t.app.db.select().from(posts).where(eq(posts.id, copy.id)).get()!.duplicateOf).toBeNull();
    expect(t.app.db.select().from(alerts).all()).toHaveLength(0);

    // The bar is lowered and every post judged again: both now have their (silent) alert.
    minImpact("Low");
    t.app.batch.start({ batchSize: 50, maxPosts: -1 });
    await t.tg.until(() => !t.app.batch.progress().running, 15_000);
    expect(t.app.db.select().from(alerts).all()).toHaveLength(2);
    // The story is the first one's, as if it had alerted from the start.
    const later = sources.add(LOW);
    await p.pollOnce();
    expect(t.app.db.select().from(posts).where(eq(posts.id, later.id)).get()!.duplicateOf).toBe(first.id);
  });
});
