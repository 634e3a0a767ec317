import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { deliveries } from "../db/schema/delivery.ts";
import { testApp } from "../../test/helpers/app.ts";
import { waitFor } from "../../test/helpers/cluster.ts";
import { type ChannelAdapter, createChannelSender, createOutbox, type Delivery, premiumFirst, type Result } from "./index.ts";

const app = testApp();
const { db, log, store } = app;

/**
 * A receiver on loopback standing in for a channel's API: it logs each request, answers with the
 * status scripted for the row (200 by default), and holds a row's answer while `held` has it.
 */
const arrivals: { id: number; chat: string; at: number; inFlight: number; chatInFlight: number }[] = [];
const script = new Map<number, number[]>();
const held = new Map<number, () => void>();
let inFlight = 0;
const chatInFlight = new Map<string, number>();
const server = Bun.serve({
  port: 0,
  async fetch(req) {
    const u = new URL(req.url);
    const id = Number(u.searchParams.get("id"));
    const chat = u.searchParams.get("chat")!;
    inFlight++;
    chatInFlight.set(chat, (chatInFlight.get(chat) ?? 0) + 1);
    arrivals.push({ id, chat, at: Date.now(), inFlight, chatInFlight: chatInFlight.get(chat)! });
    if (u.searchParams.has("hold")) await new Promise<void>((ok) => held.set(id, ok));
    else await Bun.sleep(5);
    inFlight--;
    chatInFlight.set(chat, chatInFlight.get(chat)! - 1);
    return new Response(null, { status: script.get(id)?.shift() ?? 200 });
  },
});
afterAll(() => {
  server.stop(true);
  app.close();
});

const D = deliveries;

/** A channel sending each row to the receiver: 2xx sent, 429 paces the whole channel, other statuses retried as the policy says. */
function testChannel(over: Partial<ChannelAdapter<Delivery>> = {}, hold = new Set<number>(), stillLeading?: () => boolean) {
  const outbox = createOutbox({ store, log, channel: "telegram" });
  return createChannelSender<Delivery, undefined>({
    store,
    log,
    outbox,
    stillLeading,
    adapter: {
      due: premiumFirst(outbox.due),
      keyOf: (r) => r.chatId!,
      maxInFlight: () => 3,
      perTarget: 1,
      async send(row): Promise<Result> {
        const res = await fetch(`${server.url}send?id=${row.id}&chat=${row.chatId}${hold.has(row.id) ? "&hold" : ""}`);
        if (res.ok) return { outcome: "sent" };
        if (res.status === 429) return { outcome: "paced", error: "slow down", pauseMs: 600 };
        return { outcome: "retry", status: res.status, error: `HTTP ${res.status}` };
      },
      ...over,
    },
  });
}

function row(chat: string, tier: "premium" | "free", dueAt = Date.now()) {
  return db
    .insert(D)
    .values({ channel: "telegram", kind: "notice", target: `dm:${chat}`, chatId: chat, tier, dueAt })
    .returning()
    .get().id;
}
const get = (id: number) => db.select().from(D).where(eq(D.id, id)).get()!;

beforeEach(() => {
  db.delete(D).run();
  arrivals.length = 0;
  script.clear();
});

describe("the one sender", () => {
  test("premium before free; one request at a time per target, in order; no more in flight than the channel allows", async () => {
    const free = ["a", "b", "c"].map((c) => row(c, "free"));
    const premium = ["a", "a", "b", "c", "d", "e", "a"].map((c) => row(c, "premium"));
    const sender = testChannel();
    sender.start();
    await waitFor(() => [...free, ...premium].every((id) => get(id).status === "sent"), "every row sent");
    await sender.stop();
    const order = arrivals.map((a) => a.id);
    expect(order.slice(0, premium.length).toSorted()).toEqual(premium.toSorted());
    // Per target: its premium rows in their order, then its free ones.
    const ofChat = (chat: string, ids: number[]) => ids.filter((id) => get(id).chatId === chat);
    for (const chat of ["a", "b", "c"])
      expect(arrivals.filter((a) => a.chat === chat).map((a) => a.id)).toEqual([...ofChat(chat, premium), ...ofChat(chat, free)]);
    expect(Math.max(...arrivals.map((a) => a.chatInFlight))).toBe(1);
    expect(Math.max(...arrivals.map((a) => a.inFlight))).toBeLessThanOrEqual(3);
    expect(Math.max(...arrivals.map((a) => a.inFlight))).toBeGreaterThan(1);
    expect(get(premium[0]!)).toMatchObject({ attempts: 1, claimedBy: "sole", lastError: null });
  });

  test("a transient failure is tried again after the back-off; a channel's rate limit holds every send and is not counted as a try", async () => {
    const retried = row("r", "premium");
    const limited = row("l", "premium");
    script.set(retried, [503]);
    script.set(limited, [429]);
    const sender = testChannel({ maxInFlight: () => 1 });
    sender.start();
    await waitFor(() => get(retried).status === "sent" && get(limited).status === "sent", "both rows sent");
    await sender.stop();
    const at = (id: number) => arrivals.filter((a) => a.id === id).map((a) => a.at);
    const [r1, r2] = at(retried);
    const [l1, l2] = at(limited);
    expect(r2! - r1!).toBeGreaterThanOrEqual(900); // the first back-off: 1 s ± 10%
    expect(l2! - l1!).toBeGreaterThanOrEqual(600);
    // Nothing else went during the channel's pause.
    expect(arrivals.filter((a) => a.at > l1! && a.at < l1! + 600)).toEqual([]);
    expect(get(retried)).toMatchObject({ attempts: 2, lastError: null });
    expect(get(limited)).toMatchObject({ attempts: 1, lastError: null });
  });

  test("a result whose claim was taken back meanwhile is counted as lost, not written over the new owner's work", async () => {
    const id = row("x", "premium");
    const sender = testChannel({}, new Set([id]));
    sender.start();
    await waitFor(() => held.has(id), "the request held");
    // The reaper found this node dead: another node claims the row and sends it.
    const other = createOutbox({ store, log, channel: "telegram", nodeId: "other" });
    expect(await other.reap(["sole"])).toBe(1);
    expect((await other.claim(id))?.claimedBy).toBe("other");
    held.get(id)!();
    await waitFor(() => sender.lostClaims() === 1, "the lost claim counted");
    await sender.stop();
    expect(get(id)).toMatchObject({ status: "sending", claimedBy: "other", sentAt: null });
  });

  test("a node that no longer leads sends nothing; it sends again once it leads", async () => {
    const id = row("y", "premium");
    let leads = false;
    let asked = 0;
    const sender = testChannel({}, new Set(), () => (asked++, leads));
    sender.start();
    await waitFor(() => asked > 0, "the sender asked whether it leads");
    await sender.wake();
    expect(arrivals).toEqual([]);
    expect(get(id).status).toBe("pending");
    leads = true;
    void sender.wake();
    await waitFor(() => get(id).status === "sent", "the row sent once leading");
    await sender.stop();
    expect(arrivals.map((a) => a.id)).toEqual([id]);
  });
});
