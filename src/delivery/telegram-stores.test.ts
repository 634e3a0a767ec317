/**
 * Telegram's sender on both stores (issue 36 §2, §4, §6): a real SQLite file and a real
 * PostgreSQL (test/helpers/stores.ts), against the Telegram fake on loopback. What it checks is
 * the senders' statements that differ on PostgreSQL: the claim (`FOR UPDATE SKIP LOCKED`, the
 * claiming node), the parts and the outcome written only while the row is still that node's
 * claim (timestamptz, boolean and jsonb parameters of the prepared statements), the back-off
 * and the retry, the channel's pause on a 429, a blocked chat, a reply waiting for its alert.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { Api } from "grammy";
import { openPgStore } from "../db/pg/store.ts";
import { storeOnPg } from "../db/store-pg.ts";
import type { Store } from "../db/store.ts";
import { createLogger } from "../log.ts";
import { startTelegramFake } from "../../test/fakes/telegram.ts";
import { waitFor } from "../../test/helpers/cluster.ts";
import { type FreshStore, freshStorePerTest, storeBackends } from "../../test/helpers/stores.ts";
import { createOutbox } from "./outbox.ts";
import { createSender } from "./channels/telegram/sender.ts";

const log = createLogger("error");
/** A time as read raw: a number on SQLite, a Date (timestamptz) on PostgreSQL. */
const ms = (v: unknown) => (v instanceof Date ? v.getTime() : Number(v));
const tg = startTelegramFake();
const api = new Api(tg.token, { apiRoot: tg.url });
afterAll(() => tg.stop());

type Row = { id: string; status: string; attempts: string; claimed_by: string | null; parts_done: string; paid_broadcast: boolean | number };

describe.each(storeBackends())("Telegram's sender on $name", (backend) => {
  let s: FreshStore;
  freshStorePerTest(backend, (fresh) => (s = fresh));
  let chat = 70_000 + (backend.name === "PostgreSQL" ? 5_000 : 0);

  const sender = (nodeId: string, store: Store = s.store) =>
    createSender({ store, api, log, enabled: () => true, paidBroadcast: () => true, freeDelayMinutes: () => 15, nodeId });

  /** A post (long enough for two messages when `long`) and active subscribers, one per chat, each its own. */
  async function post(long = false) {
    const { posts } = s.store.tables;
    const id = String(116_000_000_000_000_000n + BigInt(chat));
    const content = long ? Array.from({ length: 900 }, (_, i) => `word${i}`).join(" ") : "Tariffs on trucks.";
    await s.store.db.insert(posts).values({ id, source: "replay", account: "realDonaldTrump", createdAt: Date.now(), seenAt: Date.now(), content, url: null });
    return id;
  }
  async function subscribers(n: number) {
    const chats = Array.from({ length: n }, () => ++chat);
    await s.store.db.insert(s.store.tables.telegramSubscribers).values(chats.map((c) => ({ telegramUserId: c, chatId: c })));
    return chats;
  }
  async function instant(postId: string, c: number, over: Partial<Store["tables"]["deliveries"]["$inferInsert"]> = {}) {
    const D = s.store.tables.deliveries;
    const [row] = await s.store.db
      .insert(D)
      .values({ channel: "telegram", kind: "instant", target: `dm:${c}`, chatId: String(c), postId, tier: "premium", dueAt: Date.now(), ...over })
      .returning({ id: D.id });
    return row!.id;
  }
  const row = async (id: number) => (await s.read<Row>(`SELECT * FROM deliveries WHERE id = ${id}`))[0]!;
  const statusOf = async (id: number) => (await row(id)).status;
  const sentTo = (c: number) => tg.sent("sendMessage", c);

  test("a premium DM in two parts: claimed by its node, each part recorded as accepted, sent as a paid broadcast", async () => {
    const postId = await post(true);
    const [c] = await subscribers(1);
    const id = await instant(postId, c!);
    const a = sender("node-a");
    a.start();
    try {
      await waitFor(async () => (await statusOf(id)) === "sent", "the DM sent");
    } finally {
      await a.stop();
    }
    const r = await s.read<Row & { message_ids: unknown; sent_at: unknown; first_attempt_at: unknown; claimed_at: unknown }>(
      `SELECT * FROM deliveries WHERE id = ${id}`,
    );
    expect(r[0]).toMatchObject({ claimed_by: "node-a", last_error: null });
    expect(Number(r[0]!.attempts)).toBe(1);
    expect(Number(r[0]!.parts_done)).toBe(2);
    expect(Boolean(r[0]!.paid_broadcast)).toBe(true);
    const ids = typeof r[0]!.message_ids === "string" ? JSON.parse(r[0]!.message_ids) : r[0]!.message_ids;
    expect(ids).toEqual(sentTo(c!).map((m) => m.result.message_id));
    expect(sentTo(c!)).toHaveLength(2);
    expect(sentTo(c!).every((m) => m.params.allow_paid_broadcast === true)).toBe(true);
    for (const t of ["sent_at", "first_attempt_at", "claimed_at"] as const) expect(r[0]![t]).not.toBeNull();
    expect(a.lostClaims()).toBe(0);
  });

  test("a 5xx is tried again after the back-off, a 429 holds the channel without counting the try, a 403 blocks the chat and drops what it was owed", async () => {
    const postId = await post();
    const [retried, paced, blocked] = await subscribers(3);
    const r = await instant(postId, retried!);
    const before = Date.now();
    tg.state.fail5xx = 1;
    const a = sender("node-a");
    a.start();
    try {
      await waitFor(async () => (await statusOf(r)) === "sent", "the retried DM sent");
      // The first try's answer put the row back with its due time pushed by the back-off (1 s ± 10%).
      expect(sentTo(retried!).filter((m) => m.ok)).toHaveLength(1);
      const tries = tg.calls.filter((m) => m.method === "sendMessage" && String(m.params.chat_id) === String(retried));
      expect(tries.map((m) => m.ok)).toEqual([false, true]);
      expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(850);
      const done = (
        await s.read<{ attempts: string; due_at: unknown; last_error: null }>(`SELECT attempts, due_at, last_error FROM deliveries WHERE id = ${r}`)
      )[0]!;
      expect(Number(done.attempts)).toBe(2);
      expect(done.last_error).toBeNull();
      expect(ms(done.due_at)).toBeGreaterThanOrEqual(before + 850);

      tg.state.fail429 = 1;
      tg.state.retryAfter = 1;
      const p = await instant(postId, paced!);
      void a.wake();
      await waitFor(async () => (await statusOf(p)) === "sent", "the DM held by the 429 sent");
      // Telegram's 429 is the channel's pace, not a failed try.
      expect(Number((await row(p)).attempts)).toBe(1);

      tg.state.blocked.add(String(blocked));
      const b = await instant(postId, blocked!);
      const owed = await instant(postId, blocked!, { kind: "final", dueAt: Date.now() + 3_600_000 });
      void a.wake();
      await waitFor(async () => (await statusOf(b)) === "blocked", "the DM blocked");
      expect(await statusOf(owed)).toBe("blocked");
      const [sub] = await s.read<{ status: string }>(`SELECT status FROM telegram_subscribers WHERE telegram_user_id = ${blocked}`);
      expect(sub!.status).toBe("blocked");
    } finally {
      await a.stop();
    }
    expect(a.lostClaims()).toBe(0);
  }, 30_000);

  test("the moves wait, uncounted, for their alert's message, then go as a reply to it", async () => {
    const postId = await post();
    const [c] = await subscribers(1);
    const { deliveries: D, analyses } = s.store.tables;
    await s.store.db.insert(analyses).values({
      postId,
      relevant: true,
      impact: "High",
      tariff: true,
      sectors: [],
      tickers: [],
      summary: "Tariffs on trucks.",
      marketAnalysis: "m",
      tradingIdeas: [],
      analyzer: "rules",
      analyzedAt: Date.now(),
    });
    const alert = await instant(postId, c!, { kind: "final", dueAt: Date.now() + 3_600_000 });
    const moves = await instant(postId, c!, { kind: "moves", data: { text: "SPY −1.5% (15 min)" } });
    const a = sender("node-a");
    a.start();
    try {
      // Its alert is still pending: the moves are due again later, the try not counted.
      await waitFor(
        async () =>
          Number((await row(moves)).attempts) === 0 &&
          (await statusOf(moves)) === "pending" &&
          (await s.read(`SELECT id FROM deliveries WHERE id = ${moves} AND due_at > created_at`)).length === 1,
        "the moves put off",
      );
      expect(sentTo(c!)).toEqual([]);
      // The alert's message goes (its due time now), then the moves as its reply.
      await s.store.db.update(D).set({ dueAt: Date.now() }).where(eq(D.id, alert));
      void a.wake();
      await waitFor(async () => (await statusOf(alert)) === "sent", "the alert sent");
      await s.store.db.update(D).set({ dueAt: Date.now() }).where(eq(D.id, moves));
      void a.wake();
      await waitFor(async () => (await statusOf(moves)) === "sent", "the moves sent");
    } finally {
      await a.stop();
    }
    const [first, reply] = sentTo(c!);
    expect(reply!.params.reply_parameters.message_id).toBe(first!.result.message_id);
    expect(reply!.params.text).toBe("SPY −1.5% (15 min)");
  }, 30_000);

  test("a result arriving after the claim was taken back is counted as lost and written over nothing", async () => {
    const postId = await post();
    const [c] = await subscribers(1);
    const id = await instant(postId, c!);
    // Answered late enough that the reaper and node-b act while the request is in flight.
    tg.state.latencyMs = 2000;
    const a = sender("node-a");
    a.start();
    try {
      await waitFor(() => tg.calls.some((m) => m.method === "sendMessage" && String(m.params.chat_id) === String(c)), "the DM on its way");
      // node-a is found dead while its request is in flight: the reaper returns the row, node-b claims it.
      const b = createOutbox({ store: s.store, log, channel: "telegram", nodeId: "node-b" });
      expect(await b.reap(["node-a"])).toBe(1);
      expect((await b.claim(id))?.claimedBy).toBe("node-b");
      await waitFor(() => a.lostClaims() === 1, "node-a's late result counted as lost");
    } finally {
      tg.state.latencyMs = 0;
      await a.stop();
    }
    const r = await row(id);
    expect(r).toMatchObject({ status: "sending", claimed_by: "node-b" });
    expect(Number(r.parts_done)).toBe(0);
  });

  test("two nodes' senders draining the same DMs, each on its own connection: every chat gets its message once", async () => {
    const postId = await post();
    const chats = await subscribers(40);
    for (const c of chats) await instant(postId, c);
    // On PostgreSQL each node has its own connections (a claim skips the rows the other node's claim holds locked).
    const second = s.url ? openPgStore(s.url, { max: 4 }) : undefined;
    const nodes = [sender("node-1"), sender("node-2", second ? storeOnPg(second) : s.store)];
    for (const n of nodes) n.start();
    try {
      await waitFor(async () => (await s.read(`SELECT id FROM deliveries WHERE status <> 'sent'`)).length === 0, "every DM sent");
    } finally {
      for (const n of nodes) await n.stop();
      await second?.close();
    }
    for (const c of chats) expect(sentTo(c)).toHaveLength(1);
    const rows = await s.read<Row>("SELECT * FROM deliveries");
    expect(rows.every((r) => Number(r.attempts) === 1 && (r.claimed_by === "node-1" || r.claimed_by === "node-2"))).toBe(true);
    expect(nodes.map((n) => n.lostClaims())).toEqual([0, 0]);
  }, 60_000);
});
