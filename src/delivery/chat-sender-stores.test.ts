/**
 * The Discord and Slack sender on both stores (issue 36 §2, §4, §6): a real SQLite file and a
 * real PostgreSQL, against the Discord fake on loopback. Its statements on PostgreSQL: the due
 * rows premium first (`tier = 'free'` ordered as a boolean), the claim (`FOR UPDATE SKIP
 * LOCKED`, the claiming node), the outcome with its message id written only while the row is
 * still that node's claim, a 429 keeping the row's place, the moves waiting for their alert, and
 * a gone webhook's destination disabled with its owner told in the outcome's transaction.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { openPgStore } from "../db/pg/store.ts";
import { storeOnPg } from "../db/store-pg.ts";
import type { Store } from "../db/store.ts";
import { createLogger } from "../log.ts";
import { type DiscordFake, startDiscord } from "../../test/fakes/discord.ts";
import { waitFor } from "../../test/helpers/cluster.ts";
import { type FreshStore, freshStorePerTest, storeBackends } from "../../test/helpers/stores.ts";
import { createChatPlatforms } from "./channels/index.ts";
import { createChatSender } from "./channels/chat/sender.ts";
import { emitOn } from "./events.ts";
import { createOutbox } from "./outbox.ts";

const log = createLogger("error");
/** A time as read raw: a number on SQLite, a Date (timestamptz) on PostgreSQL. */
const ms = (v: unknown) => (v instanceof Date ? v.getTime() : Number(v));
const discord = startDiscord({ limit: 50 });
// Answers late, so a claim can be taken back while a request is in flight.
const slow = startDiscord({ limit: 50, delayMs: 1500 });
afterAll(async () => {
  await discord.stop();
  await slow.stop();
});

type Row = { id: string; status: string; attempts: string; claimed_by: string | null; last_error: string | null; due_at: unknown; message_id: string | null };

describe.each(storeBackends())("the chat sender on $name", (backend) => {
  let s: FreshStore;
  freshStorePerTest(backend, (fresh) => (s = fresh));
  let n = backend.name === "PostgreSQL" ? 500 : 0;

  const sender = (nodeId: string, store: Store = s.store, fake: DiscordFake = discord) =>
    createChatSender({
      store,
      log,
      platforms: createChatPlatforms({ discordApiBase: fake.apiBase, slackWebhookBase: "https://hooks.slack.com" }),
      onGone: (tx, d, why) => emitOn(store, tx, { type: "user.notice", userId: d.userId, text: `gone: ${why}` }),
      filters: () => "All alerts",
      moves: () => null,
      nodeId,
    });

  /** A Discord destination of a new user; answers its id and the fake's webhook id. */
  async function destination(fake: DiscordFake = discord) {
    const { users, chatDestinations: C } = s.store.tables;
    const hook = String(300_000_000_000_000_000n + BigInt(++n));
    const [u] = await s.store.db
      .insert(users)
      .values({ email: `chat${n}@example.com` })
      .returning({ id: users.id });
    const [d] = await s.store.db
      .insert(C)
      .values({ userId: u!.id, kind: "discord", url: fake.webhookUrl(hook) })
      .returning({ id: C.id, userId: C.userId });
    return { ...d!, hook };
  }
  async function delivery(destinationId: number, over: Partial<Store["tables"]["deliveries"]["$inferInsert"]> = {}) {
    const D = s.store.tables.deliveries;
    const [row] = await s.store.db
      .insert(D)
      .values({ channel: "chat", kind: "test", target: `destination:${destinationId}`, destinationId, tier: "premium", dueAt: Date.now(), ...over })
      .returning({ id: D.id });
    return row!.id;
  }
  const row = async (id: number) => (await s.read<Row>(`SELECT * FROM deliveries WHERE id = ${id}`))[0]!;

  test("sent with Discord's message id, by its node; a 429 is tried again keeping the row's place", async () => {
    const d = await destination();
    discord.script(d.hook, () =>
      Response.json({ message: "You are being rate limited.", retry_after: 0.2, global: false }, { status: 429, headers: { "retry-after": "1" } }),
    );
    const due = Date.now() - 1000;
    const id = await delivery(d.id, { dueAt: due });
    const a = sender("node-a");
    a.start();
    try {
      await waitFor(async () => (await row(id)).status === "sent", "the message sent");
    } finally {
      await a.stop();
    }
    const r = await row(id);
    expect(r).toMatchObject({ claimed_by: "node-a", last_error: null, message_id: discord.to(d.hook)[0]!.messageId });
    expect(Number(r.attempts)).toBe(2);
    // The 429 kept its due time: it stays before anything later to the same webhook.
    expect(ms(r.due_at)).toBe(due);
    expect(a.lostClaims()).toBe(0);
  });

  test("premium rows before free ones; the moves wait, uncounted, while their alert is still owed", async () => {
    const { posts, alerts } = s.store.tables;
    const postId = String(118_000_000_000_000_000n + BigInt(++n));
    await s.store.db
      .insert(posts)
      .values({ id: postId, source: "replay", account: "realDonaldTrump", createdAt: Date.now(), seenAt: Date.now(), content: "x", url: null });
    const [alert] = await s.store.db.insert(alerts).values({ postId, impact: "High", createdAt: Date.now() }).returning({ id: alerts.id });
    const d = await destination();
    const free = await delivery(d.id, { tier: "free", dueAt: Date.now() - 5000 });
    const premium = await delivery(d.id, { dueAt: Date.now() - 1000, kind: "test", target: `destination:${d.id}` });
    // The alert's own row is due in an hour (a free owner's delay): its moves wait for it.
    await delivery(d.id, { kind: "alert", alertId: alert!.id, tier: "free", dueAt: Date.now() + 3_600_000 });
    const moves = await delivery(d.id, { kind: "moves", alertId: alert!.id, tier: "free" });
    const a = sender("node-a");
    a.start();
    try {
      await waitFor(async () => (await row(free)).status === "sent" && (await row(premium)).status === "sent", "both test messages sent");
      await waitFor(async () => ms((await row(moves)).due_at) > Date.now() + 3_600_000 - 60_000, "the moves put off after their alert");
    } finally {
      await a.stop();
    }
    // One webhook, one request at a time: the premium row went first though the free one was due earlier.
    const sent: (string | null)[] = discord.to(d.hook).map((p) => p.messageId);
    expect(sent).toEqual([(await row(premium)).message_id, (await row(free)).message_id]);
    const m = await row(moves);
    expect(m.status).toBe("pending");
    expect(Number(m.attempts)).toBe(0);
  });

  test("a webhook Discord says is gone: its destination disabled, what it was owed failed, its owner told, in the outcome's transaction", async () => {
    const d = await destination();
    discord.deleteWebhook(d.hook);
    const id = await delivery(d.id);
    const owed = await delivery(d.id, { dueAt: Date.now() + 3_600_000, kind: "test" });
    const a = sender("node-a");
    a.start();
    try {
      await waitFor(async () => (await row(id)).status === "failed", "the message failed");
    } finally {
      await a.stop();
    }
    expect((await row(owed)).status).toBe("failed");
    const [dest] = await s.read<{ status: string; disabled_reason: string }>(`SELECT status, disabled_reason FROM chat_destinations WHERE id = ${d.id}`);
    expect(dest!.status).toBe("disabled");
    const events = await s.read<{ type: string; payload: unknown }>("SELECT type, payload FROM delivery_events");
    expect(events.map((e) => e.type)).toEqual(["user.notice"]);
    const payload = typeof events[0]!.payload === "string" ? JSON.parse(events[0]!.payload) : events[0]!.payload;
    expect(payload).toMatchObject({ userId: d.userId });
  });

  test("a result arriving after the claim was taken back is counted as lost, not written over the new owner's claim", async () => {
    const d = await destination(slow);
    const id = await delivery(d.id);
    const a = sender("node-a", s.store, slow);
    a.start();
    try {
      await waitFor(async () => (await row(id)).status === "sending", "the message in flight");
      const b = createOutbox({ store: s.store, log, channel: "chat", nodeId: "node-b" });
      expect(await b.reap(["node-a"])).toBe(1);
      expect((await b.claim(id))?.claimedBy).toBe("node-b");
      await waitFor(() => a.lostClaims() === 1, "node-a's late result counted as lost");
    } finally {
      await a.stop();
    }
    expect(await row(id)).toMatchObject({ status: "sending", claimed_by: "node-b", message_id: null });
  });

  test("two nodes' senders on the same destinations, each on its own connection: every message is posted once", async () => {
    const dests = [];
    for (let i = 0; i < 10; i++) dests.push(await destination());
    const ids: number[] = [];
    for (const d of dests) for (let k = 0; k < 3; k++) ids.push(await delivery(d.id));
    const second = s.url ? openPgStore(s.url, { max: 4 }) : undefined;
    const nodes = [sender("node-1"), sender("node-2", second ? storeOnPg(second) : s.store)];
    for (const x of nodes) x.start();
    try {
      await waitFor(async () => (await s.read("SELECT id FROM deliveries WHERE status <> 'sent'")).length === 0, "every message sent");
    } finally {
      for (const x of nodes) await x.stop();
      await second?.close();
    }
    expect(dests.map((d) => discord.to(d.hook).length)).toEqual(dests.map(() => 3));
    const rows = await s.read<Row>("SELECT * FROM deliveries");
    expect(rows.every((r) => Number(r.attempts) === 1 && (r.claimed_by === "node-1" || r.claimed_by === "node-2"))).toBe(true);
    expect(new Set(rows.map((r) => r.message_id)).size).toBe(ids.length);
  }, 60_000);
});
