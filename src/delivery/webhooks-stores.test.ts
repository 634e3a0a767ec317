/**
 * The webhook sender on both stores (issue 36 §2, §4, §6): a real SQLite file and a real
 * PostgreSQL, against a receiver on loopback. Its PostgreSQL-only statements: the turn's claims
 * in one statement (`= ANY($1::bigint[])`, `FOR UPDATE SKIP LOCKED`), the attempt's
 * INSERT … SELECT (each value cast to its column's type, the id from the identity's sequence),
 * and the outcomes of a turn written in one transaction, only while each row is still this
 * node's claim; the back-off, and an endpoint disabled after 24 hours of failures.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { openPgStore } from "../db/pg/store.ts";
import { storeOnPg } from "../db/store-pg.ts";
import type { Store } from "../db/store.ts";
import { createLogger } from "../log.ts";
import { startWebhookReceiver } from "../../test/fakes/webhook-receiver.ts";
import { waitFor } from "../../test/helpers/cluster.ts";
import { type FreshStore, freshStorePerTest, storeBackends } from "../../test/helpers/stores.ts";
import { createOutbox } from "./outbox.ts";
import { createWebhookSender } from "./channels/webhooks/sender.ts";

const log = createLogger("error");
const HOUR = 3_600_000;
/** A time as read raw: a number on SQLite, a Date (timestamptz) on PostgreSQL. */
const ms = (v: unknown) => (v === null ? null : v instanceof Date ? v.getTime() : Number(v));

// Each path's answers in turn (200 once they run out); a path under /held/ waits for `release`.
const answers = new Map<string, number[]>();
const held = new Map<string, () => void>();
const rx = startWebhookReceiver((rec) => {
  if (rec.path.startsWith("/held/")) return new Promise<Response>((ok) => held.set(rec.path, () => ok(new Response("ok")))) as never;
  return answers.get(rec.path)?.shift() ?? 200;
});
afterAll(() => rx.stop());
const arrivalsAt = (path: string) => rx.arrivals.filter((a) => a.rec.path === path);

type Row = { id: string; status: string; attempts: string; claimed_by: string | null; last_error: string | null; due_at: unknown };
type Attempt = { status_code: number | string | null; error: string | null; delivery_id: number | string; event_id: string; latency_ms: unknown; at: unknown };

describe.each(storeBackends())("the webhook sender on $name", (backend) => {
  let s: FreshStore;
  freshStorePerTest(backend, (fresh) => (s = fresh));
  let n = 0;
  const tag = backend.name === "PostgreSQL" ? "pg" : "lite";

  const sender = (nodeId: string, store: Store = s.store) => createWebhookSender({ store, log, testMode: () => true, nodeId });

  /** A premium owner's endpoint at `path` on the receiver. */
  async function endpoint(path: string, over: Partial<Store["tables"]["webhookEndpoints"]["$inferInsert"]> = {}) {
    const { users, webhookEndpoints: E } = s.store.tables;
    const [u] = await s.store.db
      .insert(users)
      .values({ email: `hook${++n}@example.com`, isPremium: true })
      .returning({ id: users.id });
    const [e] = await s.store.db
      .insert(E)
      .values({ userId: u!.id, url: `${rx.url}${path}`, secret: "whsec_test", ...over })
      .returning({ id: E.id, userId: E.userId });
    return e!;
  }
  async function delivery(endpointId: number, over: Partial<Store["tables"]["deliveries"]["$inferInsert"]> = {}) {
    const D = s.store.tables.deliveries;
    const eventId = `evt_${tag}_${++n}`;
    const [row] = await s.store.db
      .insert(D)
      .values({
        channel: "webhooks",
        kind: "test",
        target: `endpoint:${endpointId}`,
        endpointId,
        eventId,
        body: JSON.stringify({ id: eventId }),
        tier: "premium",
        dueAt: Date.now(),
        ...over,
      })
      .returning({ id: D.id });
    return row!.id;
  }
  const row = async (id: number) => (await s.read<Row>(`SELECT * FROM deliveries WHERE id = ${id}`))[0]!;
  const attempts = (id: number) => s.read<Attempt>(`SELECT * FROM webhook_attempts WHERE delivery_id = ${id} ORDER BY id`);

  test("sent: the attempt logged (its values typed as their columns), the row sent by its node, the endpoint healthy again", async () => {
    const e = await endpoint(`/ok/${tag}`, { failingSince: Date.now() - HOUR });
    const id = await delivery(e.id);
    const a = sender("node-a");
    a.start();
    try {
      await waitFor(async () => (await row(id)).status === "sent", "the delivery sent");
    } finally {
      await a.stop();
    }
    expect(await row(id)).toMatchObject({ claimed_by: "node-a", last_error: null });
    expect(Number((await row(id)).attempts)).toBe(1);
    const [at] = await attempts(id);
    expect(Number(at!.status_code)).toBe(200);
    expect(at!.error).toBeNull();
    expect(at!.event_id).toBe(arrivalsAt(`/ok/${tag}`)[0]!.rec.headers.get("webhook-id")!);
    expect(ms(at!.at)).toBeGreaterThan(Date.now() - HOUR);
    const [ep] = await s.read<{ failing_since: unknown }>(`SELECT failing_since FROM webhook_endpoints WHERE id = ${e.id}`);
    expect(ep!.failing_since).toBeNull();
    expect(a.lostClaims()).toBe(0);
  });

  test("a 500 is tried again after the back-off, a 400 fails at once; each attempt logged, the failing endpoint marked", async () => {
    const flaky = await endpoint(`/flaky/${tag}`);
    const refusing = await endpoint(`/refusing/${tag}`);
    answers.set(`/flaky/${tag}`, [500]);
    answers.set(`/refusing/${tag}`, [400]);
    const before = Date.now();
    const retried = await delivery(flaky.id, { kind: "alert" });
    const refused = await delivery(refusing.id);
    const a = sender("node-a");
    a.start();
    try {
      // After the first answer: back to pending, due after the back-off (1 s ± 10%), the endpoint failing since the first try.
      await waitFor(async () => (await attempts(retried)).length === 1 && (await row(retried)).status === "pending", "the first try recorded");
      const first = await row(retried);
      expect(first.last_error).toBe("HTTP 500");
      expect(ms(first.due_at)).toBeGreaterThanOrEqual(before + 850);
      const [ep] = await s.read<{ failing_since: unknown }>(`SELECT failing_since FROM webhook_endpoints WHERE id = ${flaky.id}`);
      expect(ms(ep!.failing_since)).toBeGreaterThanOrEqual(before);
      await waitFor(async () => (await row(retried)).status === "sent", "the retry sent");
      await waitFor(async () => (await row(refused)).status === "failed", "the 400 failed");
    } finally {
      await a.stop();
    }
    expect((await attempts(retried)).map((x) => Number(x.status_code))).toEqual([500, 200]);
    expect(Number((await row(retried)).attempts)).toBe(2);
    expect((await attempts(refused)).map((x) => [Number(x.status_code), x.error])).toEqual([[400, "HTTP 400"]]);
    expect(await row(refused)).toMatchObject({ status: "failed", last_error: "HTTP 400" });
    expect(Number((await row(refused)).attempts)).toBe(1);
    const [ep] = await s.read<{ failing_since: unknown }>(`SELECT failing_since FROM webhook_endpoints WHERE id = ${flaky.id}`);
    expect(ep!.failing_since).toBeNull();
  }, 30_000);

  test("an endpoint failing for 24 hours is disabled with what it was still owed, and its owner told, in the outcome's transaction", async () => {
    const { posts, alerts } = s.store.tables;
    // One row per endpoint and alert: two alerts.
    const newAlert = async () => {
      const postId = String(117_000_000_000_000_000n + BigInt(++n));
      await s.store.db
        .insert(posts)
        .values({ id: postId, source: "replay", account: "realDonaldTrump", createdAt: Date.now(), seenAt: Date.now(), content: "x", url: null });
      return (await s.store.db.insert(alerts).values({ postId, impact: "High", createdAt: Date.now() }).returning({ id: alerts.id }))[0]!;
    };
    const [alert, later] = [await newAlert(), await newAlert()];
    const e = await endpoint(`/down/${tag}`, { failingSince: Date.now() - 25 * HOUR });
    answers.set(`/down/${tag}`, [503]);
    const id = await delivery(e.id, { kind: "alert", alertId: alert!.id });
    const owed = await delivery(e.id, { kind: "alert", alertId: later.id, dueAt: Date.now() + HOUR });
    const a = sender("node-a");
    a.start();
    try {
      await waitFor(async () => (await row(owed)).status === "failed", "the endpoint's owed row failed");
    } finally {
      await a.stop();
    }
    const [ep] = await s.read<{ status: string; disabled_at: unknown }>(`SELECT status, disabled_at FROM webhook_endpoints WHERE id = ${e.id}`);
    expect(ep!.status).toBe("disabled");
    expect(ms(ep!.disabled_at)).not.toBeNull();
    expect((await row(owed)).last_error).toBe("the webhook was disabled after failing for 24 hours");
    // The row that was tried: back to pending for its retry, then failed with the rest.
    expect((await row(id)).status).toBe("failed");
    const events = await s.read<{ type: string; payload: unknown }>("SELECT type, payload FROM delivery_events");
    expect(events.map((x) => x.type)).toEqual(["user.notice"]);
    const payload = typeof events[0]!.payload === "string" ? JSON.parse(events[0]!.payload) : events[0]!.payload;
    expect(payload).toMatchObject({ userId: e.userId, alertId: alert!.id });
  });

  test("a result arriving after the claim was taken back is counted as lost, not written over the new owner's claim", async () => {
    const path = `/held/${tag}`;
    const e = await endpoint(path);
    const id = await delivery(e.id);
    const a = sender("node-a");
    a.start();
    try {
      await waitFor(() => held.has(path), "the request in flight");
      const b = createOutbox({ store: s.store, log, channel: "webhooks", nodeId: "node-b" });
      expect(await b.reap(["node-a"])).toBe(1);
      expect((await b.claim(id))?.claimedBy).toBe("node-b");
      held.get(path)!();
      await waitFor(() => a.lostClaims() === 1, "node-a's late result counted as lost");
    } finally {
      held.get(path)?.();
      await a.stop();
    }
    expect(await row(id)).toMatchObject({ status: "sending", claimed_by: "node-b", last_error: null });
  });

  test("two nodes' senders claiming a turn's rows together, each on its own connection: every event is posted once", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const e = await endpoint(`/pair/${tag}/${i}`);
      for (let k = 0; k < 5; k++) ids.push(await delivery(e.id));
    }
    const second = s.url ? openPgStore(s.url, { max: 4 }) : undefined;
    const nodes = [sender("node-1"), sender("node-2", second ? storeOnPg(second) : s.store)];
    for (const x of nodes) x.start();
    try {
      await waitFor(async () => (await s.read("SELECT id FROM deliveries WHERE status <> 'sent'")).length === 0, "every delivery sent");
    } finally {
      for (const x of nodes) await x.stop();
      await second?.close();
    }
    const posted = rx.arrivals.filter((x) => x.rec.path.startsWith(`/pair/${tag}/`)).map((x) => x.rec.headers.get("webhook-id"));
    expect(posted).toHaveLength(ids.length);
    expect(new Set(posted).size).toBe(ids.length);
    const rows = await s.read<Row>("SELECT * FROM deliveries");
    expect(rows.every((r) => Number(r.attempts) === 1 && (r.claimed_by === "node-1" || r.claimed_by === "node-2"))).toBe(true);
    expect((await s.read("SELECT id FROM webhook_attempts")).length).toBe(ids.length);
    const D = s.store.tables.deliveries;
    expect(await s.store.db.select({ id: D.id }).from(D).where(eq(D.status, "sending"))).toEqual([]);
  }, 60_000);
});
