import { eq, isNull } from "drizzle-orm";
import type { Db, DbTx } from "../db/index.ts";
import { premiumEvents } from "../db/schema/billing.ts";
import { createDrainLoop } from "../drain-loop.ts";
import type { Logger } from "../log.ts";
import type { Channel } from "./channel.ts";

const PREMIUM_BATCH = 100;

/**
 * The one place that fires: every channel plans its rows in the caller's transaction, and every
 * sender is woken once that transaction has committed (the caller's transactions are synchronous,
 * so a timer set inside one fires after its commit). Wakes asked for together are one wake.
 */
export function createFanOut(deps: { db: Db; log: Logger; channels: Channel[] }) {
  const { db, channels } = deps;
  let wakeQueued = false;

  function wake() {
    for (const c of channels) void c.sender.wake();
  }

  function wakeAfterCommit() {
    if (wakeQueued) return;
    wakeQueued = true;
    setTimeout(() => {
      wakeQueued = false;
      wake();
    }, 0);
  }

  const pending = db.select().from(premiumEvents).where(isNull(premiumEvents.handledAt)).orderBy(premiumEvents.id).limit(PREMIUM_BATCH).prepare();

  /**
   * Premium changes billing recorded (premium_events, written in the transaction that changed
   * premium) become every channel's rows, one transaction per event that also marks it handled:
   * a crash neither loses nor doubles one. Answers how many events were planned.
   */
  function planPremiumEvents(): number {
    const events = pending.all();
    for (const e of events) {
      db.transaction((tx) => {
        for (const c of channels) c.planPremium?.(tx, e);
        tx.update(premiumEvents).set({ handledAt: Date.now() }).where(eq(premiumEvents.id, e.id)).run();
      });
    }
    if (events.length) wake();
    return events.length;
  }

  // Billing writes its facts without calling anyone, so the step looks for them every second
  // (one indexed read of unhandled events); a full batch asks for another pass at once.
  const premiumStep = createDrainLoop({
    drain: async () => {
      if (planPremiumEvents() === PREMIUM_BATCH) void premiumStep.wake();
    },
    onError: (e) => deps.log.error("premium events could not be planned", { error: e }),
    recover: () => {},
    maxSleepMs: 1000,
  });

  return {
    channels,
    wake,
    postDetected(tx: DbTx, postId: string) {
      for (const c of channels) c.planPost?.(tx, postId);
      wakeAfterCommit();
    },
    alertCreated(tx: DbTx, alertId: number) {
      for (const c of channels) c.planAlert?.(tx, alertId);
      wakeAfterCommit();
    },
    postDismissed(tx: DbTx, postId: string) {
      for (const c of channels) c.planDismissed?.(tx, postId);
      wakeAfterCommit();
    },
    reactionRecorded(tx: DbTx, alertId: number, horizons: string[]) {
      for (const c of channels) c.planReaction?.(tx, alertId, horizons);
      wakeAfterCommit();
    },
    planPremiumEvents,
    /** The premium-events step's worker (src/jobs.ts). */
    premiumEvents: premiumStep,
  };
}

export type FanOut = ReturnType<typeof createFanOut>;
