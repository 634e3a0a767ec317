import { and, asc, eq, isNotNull, isNull, lt } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/index.ts";
import { deliveryEvents } from "../db/schema/delivery.ts";
import { placeholders, preparedOn } from "../db/prepared.ts";
import type { Store, StoreDb } from "../db/store.ts";
import { createDrainLoop, detached } from "../drain-loop.ts";
import type { Logger } from "../log.ts";
import type { Channel } from "./channel.ts";

/**
 * The events a producer writes for delivery, one schema per type, each written in the
 * transaction of the fact it announces:
 * - `post.detected` (the alert service, in ingest's transaction that stored a live post): the
 *   premium targets' '⚡ New post — analysing…'.
 * - `alert.created` / `post.dismissed` (the alert service, with the alert or the verdict): each
 *   channel's rows for the alert, or the instant message edited to the verdict.
 * - `alert.moves` (the market, with the moves): what the channels owe for the new horizons.
 * - `user.notice`: tell a web user, in whatever channel reaches them (Telegram, when linked),
 *   about something another feature owns (their webhook disabled, their Discord webhook
 *   deleted). Once per (post, user) when `postId` names the alert that caused it; each event is
 *   one message otherwise.
 * - `premium.changed`: billing recorded a premium change (its premium_events row, written in the
 *   same transaction): the welcome with the invite, the removal from the premium group, the lapse DM.
 */
export const deliveryEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("post.detected"), postId: z.string().min(1) }),
  z.object({ type: z.literal("alert.created"), alertId: z.number().int() }),
  z.object({ type: z.literal("post.dismissed"), postId: z.string().min(1) }),
  z.object({ type: z.literal("alert.moves"), alertId: z.number().int(), horizons: z.array(z.string().min(1)).min(1) }),
  z.object({
    type: z.literal("user.notice"),
    userId: z.number().int(),
    text: z.string().min(1),
    postId: z.string().optional(),
    alertId: z.number().int().optional(),
  }),
  z.object({
    type: z.literal("premium.changed"),
    premiumEventId: z.number().int(),
    // account_linked: a card payment from Telegram created or linked the web account of its email.
    kind: z.enum(["granted", "ended", "payment_failed", "account_linked"]),
    userId: z.number().int().nullable(),
    telegramUserId: z.number().int().nullable(),
    reason: z.string(),
  }),
]);

export type DeliveryEvent = z.infer<typeof deliveryEvent>;

// Prepared once per transaction (or connection) that writes events: building the insert took
// ~100 µs, and a page of live posts writes two events a post (bench/pipeline.ts).
const insertEvent = preparedOn((tx: Pick<Db, "insert">) =>
  tx
    .insert(deliveryEvents)
    .values(placeholders(deliveryEvents, ["type", "payload", "createdAt"]))
    .prepare(),
);

/** Writes an event in the producer's own transaction (or on its own): the events step takes it from there. */
export function emit(tx: Pick<Db, "insert">, event: DeliveryEvent) {
  const { type, ...payload } = deliveryEvent.parse(event);
  insertEvent(tx).run({ type, payload, createdAt: Date.now() });
}

/**
 * `emit` for a producer on the Store (issue 36 §2): the same row, on either store, in the
 * producer's transaction `t` (billing's premium.changed first; `emit` stays for the producers
 * still on bun:sqlite's synchronous transactions).
 */
export async function emitOn(store: Pick<Store, "tables">, t: StoreDb, event: DeliveryEvent): Promise<void> {
  const { type, ...payload } = deliveryEvent.parse(event);
  await t.insert(store.tables.deliveryEvents).values({ type, payload, createdAt: Date.now() });
}

/** Hands one event to one channel: the alert's and the market's events have a hook each. */
function hand(c: Channel, tx: StoreDb, e: DeliveryEvent) {
  switch (e.type) {
    case "post.detected":
      return c.planPost?.(tx, e.postId);
    case "alert.created":
      return c.planAlert?.(tx, e.alertId);
    case "post.dismissed":
      return c.planDismissed?.(tx, e.postId);
    case "alert.moves":
      return c.planReaction?.(tx, e.alertId, e.horizons);
    default:
      return c.planEvent?.(tx, e);
  }
}

const BATCH = 100;
/** Passes an event may fail (about a second apart) before it is skipped. */
const MAX_TRIES = 3;

/**
 * The one step that expands events into deliveries: each unhandled event, in order (a post's
 * detection before its alert), is handed to every channel in one transaction that also marks it
 * handled, so a process killed in between expands it after the restart, once. Producers wake the
 * step once their transaction has committed (`wakeSoon`), so the first premium DM of an alert
 * leaves as soon as before, when the channels planned inside the alert's own transaction; the
 * step also looks every second (one indexed read), for events no wake announced (a producer
 * without one, another process). A full batch asks for another pass.
 */
export function createEventStep(deps: { store: Store; log: Logger; channels: Channel[] }) {
  const { store, log, channels } = deps;
  const E = store.tables.deliveryEvents;
  const pending = () => store.db.select().from(E).where(isNull(E.handledAt)).orderBy(asc(E.id)).limit(BATCH);
  const markHandled = (tx: StoreDb, id: number) => tx.update(E).set({ handledAt: Date.now() }).where(eq(E.id, id));

  /** Failed expansions per event id, in this process: an event that keeps failing must not hold the ones behind it for ever. */
  const failures = new Map<number, number>();

  /** One pass: the events expanded (a failure ends the pass, so order holds; the next pass tries it again). */
  async function expand(): Promise<number> {
    let done = 0;
    for (const row of await pending()) {
      const parsed = deliveryEvent.safeParse({ ...(row.payload as object), type: row.type });
      try {
        await store.tx(async (tx) => {
          if (parsed.success) for (const c of channels) await hand(c, tx, parsed.data);
          else log.error("a delivery event of an unknown shape was skipped", { id: row.id, type: row.type });
          await markHandled(tx, row.id);
        });
        failures.delete(row.id);
      } catch (error) {
        const tries = (failures.get(row.id) ?? 0) + 1;
        failures.set(row.id, tries);
        if (tries < MAX_TRIES) {
          log.error("a delivery event could not be expanded; trying again", { id: row.id, type: row.type, tries, error });
          break;
        }
        // E.g. its alert was deleted before the expansion: a channel's plan throws every time.
        failures.delete(row.id);
        log.error("a delivery event failed every try and was skipped", { id: row.id, type: row.type, tries, error });
        await markHandled(store.db, row.id);
      }
      done++;
    }
    if (done) for (const c of channels) void c.sender.wake();
    return done;
  }

  const loop = createDrainLoop({
    drain: async () => {
      if ((await expand()) === BATCH) void loop.wake();
    },
    onError: (e) => log.error("delivery events could not be expanded", { error: e }),
    recover: () => {},
    maxSleepMs: 1000,
  });

  /**
   * What a producer calls once it wrote an event, in its transaction or after it: the pass runs
   * from a timer, after the caller's synchronous transaction has committed (a pass inside it would
   * not be a transaction of its own), and wakes asked for together are one pass. A timer, not a
   * microtask: a post's analysis by the rules commits its alert before the timer fires, so one
   * pass expands `post.detected` and `alert.created` together and the premium targets get the
   * alert as one message, where a microtask sent '⚡ New post — analysing…' first and then edited
   * it (two messages each, against Telegram's 20 a minute per group); a slow model still lets the
   * instant message out at once. The channels planned inside the alert's transaction and woke
   * their senders from the same kind of timer before, so the first premium DM leaves as soon.
   */
  let queued = false;
  function wakeSoon() {
    if (queued) return;
    queued = true;
    detached(() =>
      setTimeout(() => {
        queued = false;
        void loop.wake();
      }, 0),
    );
  }

  /** Month-old handled events (a job in src/jobs.ts): what they caused is in the channels' own rows. */
  const cleanup = async () => {
    await store.db.delete(E).where(and(isNotNull(E.handledAt), lt(E.createdAt, Date.now() - 30 * 24 * 60 * 60 * 1000)));
  };

  return { channels, start: loop.start, stop: loop.stop, wake: loop.wake, wakeSoon, expand, cleanup };
}

export type EventStep = ReturnType<typeof createEventStep>;
