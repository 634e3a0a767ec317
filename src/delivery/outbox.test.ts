import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { deliveries } from "../db/schema/delivery.ts";
import { testApp } from "../../test/helpers/app.ts";
import { createOutbox, SOLE_NODE } from "./index.ts";
import { migratedUpTo } from "../../test/helpers/migrate-to.ts";

const app = testApp();
afterAll(() => app.close());

/** A pending Telegram notice row (the claims look at no channel-specific column). */
function pendingRow() {
  return app.db
    .insert(deliveries)
    .values({ channel: "telegram", kind: "notice", target: "dm:1", chatId: "1", tier: "premium", dueAt: Date.now() })
    .returning()
    .get().id;
}

describe("the outbox's claims", () => {
  test("a claim is marked with its node; a result is written only while the row is still that node's claim, and a lost one is counted", () => {
    const a = createOutbox({ db: app.db, log: app.log, channel: "telegram", nodeId: "node-a" });
    const b = createOutbox({ db: app.db, log: app.log, channel: "telegram", nodeId: "node-b" });
    const id = pendingRow();
    const claimed = a.claim(id)!;
    expect(claimed).toMatchObject({ status: "sending", claimedBy: "node-a", attempts: 1 });
    expect(claimed.claimedAt).toBeNumber();
    expect(b.claim(id)).toBeUndefined();

    // node-a is presumed dead: the row is owed again, and node-b claims it.
    app.db.update(deliveries).set({ status: "pending" }).where(eq(deliveries.id, id)).run();
    expect(b.claim(id)!.claimedBy).toBe("node-b");
    // node-a wakes up and records its (stale) result: nothing is written, the loss is counted.
    expect(a.record(id, { status: "failed", lastError: "late" })).toBe(false);
    expect(a.lost()).toBe(1);
    expect(app.db.select().from(deliveries).where(eq(deliveries.id, id)).get()).toMatchObject({ status: "sending", claimedBy: "node-b", lastError: null });
    expect(b.record(id, { status: "sent", sentAt: Date.now() })).toBe(true);
    expect(b.lost()).toBe(0);
  });

  test("a start returns only its own node's claims to pending", () => {
    const a = createOutbox({ db: app.db, log: app.log, channel: "telegram", nodeId: "node-c" });
    const b = createOutbox({ db: app.db, log: app.log, channel: "telegram", nodeId: "node-d" });
    const mine = pendingRow();
    const theirs = pendingRow();
    a.claim(mine);
    b.claim(theirs);
    a.recover();
    const status = (id: number) => app.db.select().from(deliveries).where(eq(deliveries.id, id)).get()!.status;
    expect(status(mine)).toBe("pending");
    expect(status(theirs)).toBe("sending");
    // The reaper returns a dead node's claims, whichever channel they are of.
    expect(a.reap(["node-d"])).toBe(1);
    expect(status(theirs)).toBe("pending");
    expect(a.reap([])).toBe(0);
    // SQLite's one process is every claim's owner.
    expect(createOutbox({ db: app.db, log: app.log, channel: "telegram" }).nodeId).toBe(SOLE_NODE);
  });
});

describe("the migration to the one outbox", () => {
  test("every channel's rows move into deliveries, ids and edits kept, attempts following the webhook rows, in-flight rows owed again; unhandled premium changes become events", () => {
    const { sqlite, db, finish } = migratedUpTo("0024_deliveries");
    sqlite.exec(`
      INSERT INTO users (id, email, created_at) VALUES (1, 'a@example.com', 0);
      INSERT INTO webhook_endpoints (id, user_id, url, secret, created_at) VALUES (1, 1, 'https://hooks.example.com/x', 's', 0);
      INSERT INTO chat_destinations (id, user_id, kind, url, created_at) VALUES (1, 1, 'discord', 'https://discord.com/api/webhooks/1/t', 0);
      INSERT INTO telegram_deliveries (id, kind, target, chat_id, tier, due_at, status, created_at) VALUES (7, 'instant', 'dm:5', '5', 'premium', 1, 'sent', 0);
      INSERT INTO telegram_deliveries (id, kind, target, chat_id, tier, due_at, status, edit_of, parts_done, message_ids, created_at) VALUES (9, 'final', 'dm:5', '5', 'premium', 1, 'sending', 7, 1, '[11]', 0);
      INSERT INTO webhook_deliveries (id, event_id, endpoint_id, kind, tier, body, due_at, status, first_attempt_at, created_at) VALUES (1, 'evt_1', 1, 'test', 'premium', '{}', 1, 'failed', 5, 0);
      INSERT INTO webhook_attempts (endpoint_id, delivery_id, event_id, status_code, latency_ms, at) VALUES (1, 1, 'evt_1', 500, 3, 0);
      INSERT INTO chat_deliveries (id, destination_id, kind, tier, due_at, status, message_id, created_at) VALUES (1, 1, 'test', 'premium', 1, 'sent', 'm1', 0);
      INSERT INTO premium_events (id, kind, user_id, reason, handled_at, created_at) VALUES (2, 'ended', 1, 'old', 5, 0), (3, 'granted', 1, 'checkout', NULL, 0);
    `);
    finish();
    const rows = sqlite
      .query(
        "SELECT id, channel, target, kind, status, edit_of, parts_done, message_ids, event_id, body, first_attempt_at, message_id FROM deliveries ORDER BY id",
      )
      .all();
    expect(rows).toEqual([
      expect.objectContaining({ id: 7, channel: "telegram", target: "dm:5", status: "sent" }),
      expect.objectContaining({ id: 9, channel: "telegram", status: "pending", edit_of: 7, parts_done: 1, message_ids: "[11]" }),
      expect.objectContaining({ id: 10, channel: "webhooks", target: "endpoint:1", status: "failed", event_id: "evt_1", body: "{}", first_attempt_at: 5 }),
      expect.objectContaining({ id: 11, channel: "chat", target: "destination:1", status: "sent", message_id: "m1" }),
    ]);
    expect(sqlite.query("SELECT delivery_id FROM webhook_attempts").get()).toEqual({ delivery_id: 10 });
    expect(
      sqlite.query("SELECT count(*) AS n FROM sqlite_master WHERE name IN ('telegram_deliveries', 'webhook_deliveries', 'chat_deliveries')").get(),
    ).toEqual({ n: 0 });
    // A premium change no step had handled yet becomes a delivery event; a handled one does not.
    expect(sqlite.query("SELECT type, payload FROM delivery_events").all()).toEqual([
      { type: "premium.changed", payload: JSON.stringify({ premiumEventId: 3, kind: "granted", userId: 1, telegramUserId: null, reason: "checkout" }) },
    ]);
    expect(sqlite.query("SELECT count(*) AS n FROM premium_events WHERE handled_at IS NULL").get()).toEqual({ n: 0 });
    // New rows continue after the moved ones.
    expect(db.insert(deliveries).values({ channel: "telegram", kind: "notice", target: "dm:6", tier: "premium", dueAt: 1 }).returning().get().id).toBe(12);
    sqlite.close();
  });
});
