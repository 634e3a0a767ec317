import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import postgres from "postgres";
import { openPgStore } from "../db/pg/store.ts";
import { storeOnPg } from "../db/store-pg.ts";
import { createLogger } from "../log.ts";
import { type FreshStore, postgresBackend, storeBackends, freshStorePerTest } from "../../test/helpers/stores.ts";
import { deliveries } from "../db/schema/delivery.ts";
import { createOutbox, SOLE_NODE } from "./index.ts";
import { migratedUpTo } from "../../test/helpers/migrate-to.ts";

const log = createLogger("error");

describe.each(storeBackends())("the outbox's claims on $name", (backend) => {
  let s: FreshStore;
  freshStorePerTest(backend, (fresh) => (s = fresh));

  const outbox = (nodeId?: string) => createOutbox({ store: s.store, log, channel: "telegram", nodeId });
  /** A pending Telegram notice row (the claims look at no channel-specific column). */
  async function pendingRow(dueAt = Date.now()) {
    const D = s.store.tables.deliveries;
    const [row] = await s.store.db
      .insert(D)
      .values({ channel: "telegram", kind: "notice", target: "dm:1", chatId: "1", tier: "premium", dueAt })
      .returning({ id: D.id });
    return row!.id;
  }
  const get = async (id: number) => {
    const D = s.store.tables.deliveries;
    return (await s.store.db.select().from(D).where(eq(D.id, id)))[0]!;
  };

  test("a claim is marked with its node; a result is written only while the row is still that node's claim, and a lost one is counted", async () => {
    const a = outbox("node-a");
    const b = outbox("node-b");
    const id = await pendingRow();
    const claimed = (await a.claim(id))!;
    expect(claimed).toMatchObject({ status: "sending", claimedBy: "node-a", attempts: 1 });
    expect(claimed.claimedAt).toBeNumber();
    expect(claimed.firstAttemptAt).toBe(claimed.claimedAt);
    expect(await b.claim(id)).toBeUndefined();

    // node-a is presumed dead: the row is owed again, and node-b claims it.
    expect(await b.reap(["node-a"])).toBe(1);
    expect((await b.claim(id))!.claimedBy).toBe("node-b");
    // node-a wakes up and records its (stale) result: nothing is written, the loss is counted.
    expect(await a.record(id, { status: "failed", lastError: "late" })).toBe(false);
    expect(await a.sent(id, Date.now())).toBe(false);
    expect(a.lost()).toBe(2);
    expect(await get(id)).toMatchObject({ status: "sending", claimedBy: "node-b", lastError: null, attempts: 2, firstAttemptAt: claimed.firstAttemptAt });
    expect(await b.sent(id, 1_000)).toBe(true);
    expect(b.lost()).toBe(0);
    expect(await get(id)).toMatchObject({ status: "sent", sentAt: 1_000 });
    // Read through a connection of the test's own: stored, with the claim's owner.
    expect(await s.read(`SELECT status, claimed_by FROM deliveries WHERE id = ${id}`)).toEqual([{ status: "sent", claimed_by: "node-b" }]);
  });

  test("a start returns only its own node's claims to pending; the reaper a dead node's, of every channel", async () => {
    const a = outbox("node-c");
    const b = outbox("node-d");
    const mine = await pendingRow();
    const theirs = await pendingRow();
    await a.claim(mine);
    await b.claim(theirs);
    expect(await a.recover()).toBe(1);
    expect((await get(mine)).status).toBe("pending");
    expect((await get(theirs)).status).toBe("sending");
    // The reaper returns a dead node's claims, whichever channel they are of.
    expect(await createOutbox({ store: s.store, log, channel: "webhooks", nodeId: "node-c" }).reap(["node-d"])).toBe(1);
    expect((await get(theirs)).status).toBe("pending");
    expect(await a.reap([])).toBe(0);
    // SQLite's one process is every claim's owner.
    expect(outbox().nodeId).toBe(SOLE_NODE);
  });

  test("a turn's claims in one statement take the pending rows only; due rows, the next due time and the counts", async () => {
    const a = outbox("node-e");
    const now = Date.now();
    const [x, y, later] = [await pendingRow(now - 10), await pendingRow(now - 5), await pendingRow(now + 60_000)];
    expect((await a.due("premium", now)).map((r) => r.id)).toEqual([x, y]);
    expect(await a.due("free", now)).toEqual([]);
    expect(await a.nextDue(now)).toBe(now + 60_000);
    await a.claim(y);
    const claimed = await a.claimAll([x, y, later]);
    expect(claimed.map((r) => r.id).sort()).toEqual([x, later].sort());
    expect(claimed.every((r) => r.claimedBy === "node-e" && r.attempts === 1)).toBe(true);
    expect(await a.claimAll([])).toEqual([]);
    await a.sent(x, now);
    expect(await a.counts(now)).toEqual({ due: 1, pending: 2, sentLastHour: 1, failed: 0 });
  });
});

describe("two nodes claiming from one outbox on PostgreSQL", () => {
  const backend = postgresBackend();
  let s: FreshStore;
  freshStorePerTest(backend, (fresh) => (s = fresh));

  test("two connections, two node ids, claiming the same due rows at once: no row is claimed twice", async () => {
    const D = s.store.tables.deliveries;
    const now = Date.now();
    const N = 600;
    const values = Array.from({ length: N }, (_, i) => ({
      channel: "telegram" as const,
      kind: "notice" as const,
      target: `dm:${i}`,
      chatId: String(i),
      tier: "premium" as const,
      dueAt: now - N + i,
    }));
    await s.store.db.insert(D).values(values);
    const nodes = ["node-1", "node-2"].map((id) => {
      const pg = openPgStore(s.url!, { max: 4 });
      return { pg, outbox: createOutbox({ store: storeOnPg(pg), log, channel: "telegram", nodeId: id }), got: [] as number[] };
    });
    try {
      // Each node runs three claim loops, one statement each turn: the due rows (up to 100, the
      // same ones for every loop) in one claim, or one by one.
      const loop = async (n: (typeof nodes)[number], k: number) => {
        for (;;) {
          const due = await n.outbox.due("premium", Date.now());
          if (due.length === 0) return;
          const ids = due.map((r) => r.id);
          if (k === 0) for (const id of ids) n.got.push(...((await n.outbox.claim(id)) ? [id] : []));
          else n.got.push(...(await n.outbox.claimAll(ids)).map((r) => r.id));
        }
      };
      await Promise.all(nodes.flatMap((n) => [0, 1, 2].map((k) => loop(n, k))));
      const [one, two] = nodes.map((n) => n.got);
      // Not asked: that both nodes win some rows. Which one wins is the scheduler's (on a busy
      // machine one node's loops can take every row); the guarantee is that none is taken twice.
      expect(new Set([...one!, ...two!]).size).toBe(N);
      expect(one!.length + two!.length).toBe(N);
      // Read back through a connection of the test's own: each row claimed once (one attempt), by the node that says so.
      const rows = await s.read<{ id: string; claimed_by: string; attempts: string; status: string }>(
        "SELECT id, claimed_by, attempts, status FROM deliveries",
      );
      expect(rows.every((r) => r.status === "sending" && Number(r.attempts) === 1)).toBe(true);
      const mine = new Set(one);
      expect(rows.every((r) => (r.claimed_by === "node-1") === mine.has(Number(r.id)))).toBe(true);
    } finally {
      for (const n of nodes) await n.pg.close();
    }
  }, 60_000);

  test("a claim skips a row another node's claim holds locked instead of waiting for it", async () => {
    const D = s.store.tables.deliveries;
    const rows = await s.store.db
      .insert(D)
      .values(
        [0, 1].map((i) => ({
          channel: "telegram" as const,
          kind: "notice" as const,
          target: `dm:${i}`,
          chatId: String(i),
          tier: "premium" as const,
          dueAt: Date.now(),
        })),
      )
      .returning({ id: D.id });
    const [held, free] = rows.map((r) => r.id) as [number, number];
    const other = postgres(s.url!, { max: 1, onnotice: () => {} });
    try {
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      // Another node mid-claim: the row locked by its open transaction.
      const holder = other.begin(async (t) => {
        await t`SELECT id FROM deliveries WHERE id = ${held} FOR UPDATE`;
        locked();
        await released;
      });
      await isLocked;
      const x = createOutbox({ store: s.store, log, channel: "telegram", nodeId: "node-x" });
      const claimed = await x.claimAll([held, free]);
      expect(claimed.map((r) => r.id)).toEqual([free]);
      // The one-row claim (Telegram's, just before each send) skips it the same way.
      expect(await x.claim(held)).toBeUndefined();
      release();
      await holder;
    } finally {
      await other.end();
    }
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
