import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { recomputePremium } from "../billing/index.ts";
import { deliveries, deliveryEvents } from "../db/schema/delivery.ts";
import { telegramSubscribers } from "../db/schema/telegram.ts";
import { makeAlert } from "../../test/helpers/alerts.ts";
import { telegramTestApp, webUser } from "../../test/helpers/telegram.ts";
import { emit } from "./index.ts";

const { app, tg } = telegramTestApp();
afterAll(async () => {
  await app.close();
  await tg.stop();
});

/** A web user with a linked, active Telegram subscriber. */
async function linked(tgId: number) {
  const { user } = webUser(app);
  await app.telegram.subscribers.start({ id: tgId, first_name: "Owner" }, tgId);
  app.db.update(telegramSubscribers).set({ userId: user.id }).where(eq(telegramSubscribers.telegramUserId, tgId)).run();
  return user;
}

const notices = (tgId: number) =>
  app.db
    .select()
    .from(deliveries)
    .all()
    .filter((r) => r.kind === "notice" && r.target === `dm:${tgId}`);

describe("delivery events", () => {
  test("a user.notice written in the producer's transaction becomes the owner's DM once the step runs, once per (post, user)", async () => {
    const user = await linked(777_001);
    const { post, alertId } = await makeAlert(app);
    app.db.transaction((tx) => {
      emit(tx, { type: "user.notice", userId: user.id, text: "⚠️ your webhook", postId: post.id, alertId: alertId! });
      emit(tx, { type: "user.notice", userId: user.id, text: "⚠️ your webhook", postId: post.id, alertId: alertId! });
    });
    // Written, not yet planned: the producer touched no channel's table.
    expect(notices(777_001)).toHaveLength(0);
    expect(await app.events.expand()).toBe(2);
    expect(notices(777_001).map((r) => r.data?.text)).toEqual(["⚠️ your webhook"]);
    expect(
      app.db
        .select()
        .from(deliveryEvents)
        .all()
        .every((e) => e.handledAt !== null),
    ).toBe(true);
    // Handled events are not handed out again.
    expect(await app.events.expand()).toBe(0);
  });

  test("a rolled-back producer leaves no event; a malformed event is refused where it is written", async () => {
    const user = await linked(777_002);
    expect(() =>
      app.db.transaction((tx) => {
        emit(tx, { type: "user.notice", userId: user.id, text: "never" });
        throw new Error("the producer failed");
      }),
    ).toThrow("the producer failed");
    expect(await app.events.expand()).toBe(0);
    expect(() => emit(app.db, { type: "user.notice", userId: user.id, text: "" })).toThrow();
    expect(notices(777_002)).toHaveLength(0);
  });

  test("a premium change billing records is a premium.changed event of its own transaction; the step plans the welcome, nothing polls premium_events", async () => {
    const user = await linked(777_003);
    const now = Date.now();
    await app.store.tx(async (t) => {
      await t
        .insert(app.store.tables.subscriptions)
        .values({ id: `dev_${user.id}_${now}`, userId: user.id, method: "dev", mode: "test", status: "active", currentPeriodEnd: now + 86_400_000 });
      await recomputePremium(app.store, t, { userId: user.id }, "test", "dev", now);
    });
    const welcome = () =>
      app.db
        .select()
        .from(deliveries)
        .all()
        .filter((r) => r.kind === "welcome" && r.target === "dm:777003");
    expect(welcome()).toHaveLength(0);
    const event = app.db.select().from(deliveryEvents).all().at(-1)!;
    expect(event).toMatchObject({ type: "premium.changed", handledAt: null, payload: { kind: "granted", userId: user.id, reason: "dev" } });
    expect(await app.events.expand()).toBe(1);
    expect(welcome()).toHaveLength(1);
    expect(welcome()[0]!.premiumEventId).toBe((event.payload as { premiumEventId: number }).premiumEventId);
  });
});
