import type { Db, DbTx } from "../db/index.ts";
import type { Logger } from "../log.ts";
import type { Channel } from "./channel.ts";

/**
 * The one place that fires: every channel plans its rows in the caller's transaction, and every
 * sender is woken once that transaction has committed (the caller's transactions are synchronous,
 * so a timer set inside one fires after its commit). Wakes asked for together are one wake.
 */
export function createFanOut(deps: { db: Db; log: Logger; channels: Channel[] }) {
  const { channels } = deps;
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
  };
}

export type FanOut = ReturnType<typeof createFanOut>;
