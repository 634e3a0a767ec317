/**
 * Runs a sender's `drain` one pass at a time: a wake during a pass asks for one more pass instead
 * of a second, concurrent one, so no row is claimed twice. Both paced senders (Telegram and
 * webhooks) are driven by it.
 */
export function createDrainLoop(deps: { drain: () => Promise<void>; stopped: () => boolean; onError: (e: unknown) => void }) {
  let running: Promise<void> | null = null;
  let again = false;

  function wake(): Promise<void> {
    if (deps.stopped()) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await deps.drain();
        } while (again && !deps.stopped());
      } catch (e) {
        deps.onError(e);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  /** The pass in progress, if any: what a stop waits for. */
  const current = () => running ?? Promise.resolve();

  return { wake, current };
}
