/**
 * The stream's core on both stores (issue 36 §6): a real SQLite file and a real PostgreSQL, each
 * freshly migrated (test/helpers/stores.ts). The streams, the API keys and the alerts' writes are
 * the product's own (createStreams, createApiKeys); alerts are written as the pipeline writes them,
 * each in its own transaction, and the streams woken after each commit, as the webhooks channel's
 * wake does in the app.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { AppError } from "../../src/errors.ts";
import { createApiKeys, createSignal, createStreams, type Signal, type Streams } from "../../src/integrations/index.ts";
import { sseEvents } from "../helpers/sse.ts";
import { type FreshStore, storeBackends } from "../helpers/stores.ts";

/** A stream read in the background: the alert ids it was sent, and how it ended. */
function reader(body: ReadableStream<Uint8Array>) {
  const ids: number[] = [];
  const other: string[] = [];
  let ended = false;
  const waiters = new Set<() => void>();
  const done = (async () => {
    for await (const e of sseEvents(new Response(body))) {
      const m = /^id: (\d+)\nevent: alert\n/.exec(e);
      if (m) ids.push(Number(m[1]));
      else other.push(e);
      for (const w of waiters) w();
    }
    ended = true;
    for (const w of waiters) w();
  })();
  /** Resolves once `ok()` holds (checked after each event); rejects if the stream ends first. */
  const until = (ok: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (ok()) {
          waiters.delete(check);
          resolve();
        } else if (ended) {
          waiters.delete(check);
          reject(new Error(`the stream ended; it had ${JSON.stringify(ids)} and ${JSON.stringify(other)}`));
        }
      };
      waiters.add(check);
      check();
    });
  return { ids, other, done, reached: (id: number) => until(() => (ids.at(-1) ?? 0) >= id), until };
}

describe.each(storeBackends())("the stream on $name", (backend) => {
  let s: FreshStore;
  let signal: Signal;
  let streams: Streams;
  let keys: ReturnType<typeof createApiKeys>;
  const aborts: AbortController[] = [];
  let seq = 0;

  beforeAll(() => backend.start());
  afterAll(() => backend.stop());
  beforeEach(async () => {
    s = await backend.fresh();
    signal = createSignal();
    streams = createStreams({ store: s.store, signal });
    keys = createApiKeys({ store: s.store, mode: () => "test" });
  });
  afterEach(async () => {
    for (const a of aborts.splice(0)) a.abort();
    await s.close();
  });

  /** An alert, its post and analysis in one transaction, as the pipeline commits them; then the streams are woken. */
  async function writeAlert(o: { createdAt?: number; backfilled?: boolean } = {}) {
    const { posts, analyses, alerts } = s.store.tables;
    const id = String(116_000_000_000_000_000n + BigInt(++seq));
    const at = o.createdAt ?? Date.now();
    const alertId = await s.store.tx(async (t) => {
      await t
        .insert(posts)
        .values({ id, source: "replay", account: "realDonaldTrump", createdAt: at, seenAt: at, content: `Alert ${seq}`, backfilled: o.backfilled });
      await t.insert(analyses).values({
        postId: id,
        relevant: true,
        impact: "High",
        tariff: true,
        sectors: ["metals"],
        tickers: ["X"],
        summary: `Summary ${seq}`,
        marketAnalysis: "Steel gains.",
        tradingIdeas: [],
        analyzer: "rules",
        analyzedAt: at,
      });
      const [a] = await t.insert(alerts).values({ postId: id, impact: "High", createdAt: at }).returning({ id: alerts.id });
      return a!.id;
    });
    signal.notify();
    return alertId;
  }

  async function burst(n: number) {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      ids.push(await writeAlert());
      if (i % 5 === 4) await new Promise((r) => setImmediate(r));
    }
    return ids;
  }

  async function newKey() {
    const [user] = await s.store.db
      .insert(s.store.tables.users)
      .values({ email: `streamer${++seq}@example.com` })
      .returning({ id: s.store.tables.users.id });
    return { userId: user!.id, ...(await keys.create(user!.id, "stream")) };
  }

  /** A stream whose access is the key's real check, premium (or free, with its delay). */
  async function open(key: string, o: { lastEventId?: number; delayMs?: () => number } = {}) {
    const abort = new AbortController();
    aborts.push(abort);
    const check = keys.authenticator(`Bearer ${key}`);
    const access = async () => {
      await check();
      return o.delayMs ? { tier: "free" as const, visibleUntil: Date.now() - o.delayMs() } : { tier: "premium" as const, visibleUntil: undefined };
    };
    const body = await streams.open({ access, accessKey: key, lastEventId: o.lastEventId ?? null, abort: abort.signal });
    return { ...reader(body), close: () => abort.abort() };
  }

  test("every client gets every alert id, in order, with no gap or repeat", async () => {
    const before = await writeAlert(); // already there when the streams open: not sent again
    const { key } = await newKey();
    const clients = await Promise.all(Array.from({ length: 20 }, () => open(key)));
    const ids = await burst(40);
    expect(ids[0]).toBeGreaterThan(before);
    await Promise.all(clients.map((c) => c.reached(ids.at(-1)!)));
    for (const c of clients) expect(c.ids).toEqual(ids);
  });

  test("a client that reconnects with Last-Event-ID misses none", async () => {
    const { key } = await newKey();
    const first = await open(key);
    const early = await burst(10);
    await first.reached(early.at(-1)!);
    first.close();
    const missed = await burst(10);
    const back = await open(key, { lastEventId: first.ids.at(-1)! });
    const late = await burst(10);
    await back.reached(late.at(-1)!);
    expect([...first.ids, ...back.ids]).toEqual([...early, ...missed, ...late]);
  });

  test("a revoked key ends its streams with the reason, and no alert written afterwards reaches them", async () => {
    const { userId, id, key } = await newKey();
    const clients = await Promise.all(Array.from({ length: 5 }, () => open(key)));
    const before = await writeAlert();
    await Promise.all(clients.map((c) => c.reached(before)));
    await keys.revoke(userId, id);
    signal.notify(); // as the revoke's route does
    await writeAlert();
    for (const c of clients) {
      await c.done;
      expect(c.ids).toEqual([before]);
      expect(c.other.at(-1)).toBe(`event: closed\ndata: {"message":"This API key is unknown or has been revoked"}`);
    }
    // As a new stream is refused before it opens.
    await expect(open(key)).rejects.toBeInstanceOf(AppError);
  });

  test("a free owner's stream gets an alert once the free delay has passed it, and never a back-filled one", async () => {
    const { key } = await newKey();
    let delayMs = 60 * 60_000;
    const old = await writeAlert({ createdAt: Date.now() - 2 * 60 * 60_000 });
    const c = await open(key, { lastEventId: old - 1, delayMs: () => delayMs });
    await c.reached(old);
    await writeAlert({ backfilled: true });
    const fresh = await writeAlert();
    // Looked at again and again while the new alert is still in the delay: not sent.
    for (let i = 0; i < 3; i++) {
      while (signal.waiting() < 1) await Bun.sleep(1);
      signal.notify();
    }
    while (signal.waiting() < 1) await Bun.sleep(1);
    expect(c.ids).toEqual([old]);
    delayMs = 0;
    signal.notify();
    await c.reached(fresh);
    expect(c.ids).toEqual([old, fresh]);
  });
});
