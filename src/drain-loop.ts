import { AsyncResource } from "node:async_hooks";

/**
 * Runs `fn` outside the caller's async context. A wake asked for inside a store transaction
 * (src/db/tx.ts marks its callback's context) would otherwise carry that mark into the pass and
 * every timer it sets, and the pass's own transactions would be refused as nested.
 */
export const detached = AsyncResource.bind(<T>(fn: () => T): T => fn());

/** The longest a loop sleeps: rows written without a wake (another process, a setting turned on) wait no longer. */
export const SAFETY_MS = 5000;

/**
 * Runs a sender's `drain` one pass at a time, and owns the sender's life: start, stop, wake and
 * the timer for the next due row. A wake during a pass asks for one more pass instead of a
 * second, concurrent one, so no row is claimed twice. Every channel's sender is driven by it;
 * wakes come from delivery's events step once it has planned rows, and from the timer (never more than
 * `maxSleepMs` apart, SAFETY_MS by default).
 */
export function createDrainLoop(deps: {
  drain: () => Promise<void>;
  onError: (e: unknown) => void;
  /** At start: rows a killed process left mid-send are owed again (the first pass waits for it). */
  recover: () => unknown;
  /** On every wake (new rows, or the timer): drop what the sender read ahead. */
  onWake?: () => void;
  /** The longest the timer waits, whatever `sleepUntil` asks (SAFETY_MS by default). */
  maxSleepMs?: number;
}) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let timer: Timer | null = null;
  let recovered: Promise<unknown> = Promise.resolve();

  function wake(): Promise<void> {
    if (stopped) return Promise.resolve();
    deps.onWake?.();
    if (running) {
      again = true;
      return running;
    }
    running = detached(async () => {
      try {
        await recovered;
        do {
          again = false;
          await deps.drain();
        } while (again && !stopped);
      } catch (e) {
        deps.onError(e);
      } finally {
        running = null;
        // A pass that set no timer still gets the safety one.
        if (!stopped && !timer) sleepUntil(Infinity);
      }
    });
    return running;
  }

  /** Wakes the loop at `at` (the next due row, or the end of a pause); a later call replaces it. */
  function sleepUntil(at: number) {
    if (timer) clearTimeout(timer);
    timer = setTimeout(
      () => {
        timer = null;
        void wake();
      },
      Math.max(0, Math.min(at - Date.now(), deps.maxSleepMs ?? SAFETY_MS)),
    );
  }

  return {
    wake,
    sleepUntil,
    stopped: () => stopped,
    start() {
      // Awaited by the first pass: a row claimed before the recovery ran would be put back mid-send.
      recovered = Promise.resolve(deps.recover());
      stopped = false;
      void wake();
    },
    /** Stops waking and waits for the pass in progress, if any. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await (running ?? Promise.resolve());
    },
  };
}
