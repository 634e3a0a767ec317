import { and, eq, isNotNull, isNull, lt } from "drizzle-orm";
import { z } from "zod";
import type { Db, DbTx } from "../db/index.ts";
import { deliveryEvents } from "../db/schema/delivery.ts";
import { createDrainLoop } from "../drain-loop.ts";
import type { Logger } from "../log.ts";

/**
 * The events a producer writes for delivery, one schema per type. `user.notice`: tell a web user,
 * in whatever channel reaches them (Telegram, when linked), about something another feature owns
 * (their webhook disabled, their Discord webhook deleted). Once per (post, user) when `postId`
 * names the alert that caused it; each event is one message otherwise. `premium.changed`: billing
 * recorded a premium change (its premium_events row, written in the same transaction): the
 * channels owe the welcome with the invite, the removal from the premium group, the lapse DM.
 */
export const deliveryEvent = z.discriminatedUnion("type", [
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

/** What a channel does with an event: plans its rows in `tx`, which also marks the event handled. */
export interface EventPlanner {
  planEvent?(tx: DbTx, event: DeliveryEvent): void;
  sender: { wake(): Promise<void> | void };
}

/** Writes an event in the producer's own transaction (or on its own): the events step takes it from there. */
export function emit(tx: Pick<Db, "insert">, event: DeliveryEvent) {
  const { type, ...payload } = deliveryEvent.parse(event);
  tx.insert(deliveryEvents).values({ type, payload }).run();
}

const BATCH = 100;

/**
 * The one step that expands events into deliveries: each unhandled event, in order, is handed to
 * every channel in one transaction that also marks it handled. Producers write without calling
 * anyone, so the step looks every second (one indexed read); a full batch asks for another pass.
 */
export function createEventStep(deps: { db: Db; log: Logger; channels: EventPlanner[] }) {
  const { db, log, channels } = deps;
  const pending = db.select().from(deliveryEvents).where(isNull(deliveryEvents.handledAt)).orderBy(deliveryEvents.id).limit(BATCH).prepare();

  function expand(): number {
    const rows = pending.all();
    for (const row of rows) {
      const parsed = deliveryEvent.safeParse({ ...(row.payload as object), type: row.type });
      db.transaction((tx) => {
        if (parsed.success) for (const c of channels) c.planEvent?.(tx, parsed.data);
        else log.error("a delivery event of an unknown shape was skipped", { id: row.id, type: row.type });
        tx.update(deliveryEvents).set({ handledAt: Date.now() }).where(eq(deliveryEvents.id, row.id)).run();
      });
    }
    if (rows.length) for (const c of channels) void c.sender.wake();
    return rows.length;
  }

  const loop = createDrainLoop({
    drain: async () => {
      if (expand() === BATCH) void loop.wake();
    },
    onError: (e) => log.error("delivery events could not be expanded", { error: e }),
    recover: () => {},
    maxSleepMs: 1000,
  });
  /** Month-old handled events (a job in src/jobs.ts): what they caused is in the channels' own rows. */
  const cleanup = () =>
    void db
      .delete(deliveryEvents)
      .where(and(isNotNull(deliveryEvents.handledAt), lt(deliveryEvents.createdAt, Date.now() - 30 * 24 * 60 * 60 * 1000)))
      .run();

  return { start: loop.start, stop: loop.stop, wake: loop.wake, expand, cleanup };
}

export type EventStep = ReturnType<typeof createEventStep>;
