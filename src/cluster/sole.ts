/**
 * Leadership in SQLite mode (issue 36 §3): the one process always leads. Same shape as the lease's
 * `Leadership`, so the composition root starts and stops the leader's work through one path in
 * both modes. Its epoch is always 1: with one process there is nobody to fence off.
 */
import type { Leadership, LeadershipOptions } from "./lease.ts";

export function createSoleLeadership(opts: Pick<LeadershipOptions, "onAcquire" | "onLose">): Leadership {
  let leading = false;
  let transitions: Promise<void> = Promise.resolve();
  return {
    start() {
      if (leading) return transitions;
      leading = true;
      transitions = transitions.then(() => opts.onAcquire?.(1));
      return transitions;
    },
    async stop() {
      if (!leading) return;
      leading = false;
      transitions = transitions.then(() => opts.onLose?.(1, "stopped"));
      await transitions;
    },
    isLeader: () => leading,
    epoch: () => (leading ? 1 : null),
  };
}
