/**
 * The two timing pieces the lease and the heartbeat share: a loop that runs a step every so often
 * (never two at once, the next one measured from the start of the last), and a statement runner
 * that gives up waiting after a limit, because a dead connection can leave a query unanswered for
 * minutes and a node must keep deciding in the meantime.
 */
import type { Logger } from "../log.ts";

/** Runs `step` now and then every `everyMs` from the start of the previous run, until stopped. */
export function createTicker(everyMs: number, step: () => Promise<void>) {
  let stopped = true;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  async function run() {
    while (!stopped) {
      const started = performance.now();
      await step();
      const wait = started + everyMs - performance.now();
      if (wait <= 0 || stopped) continue;
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, wait);
        wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
      wake = null;
    }
  }

  return {
    /** Idempotent. Answers whether it started now. */
    start(): boolean {
      if (!stopped) return false;
      stopped = false;
      loop = run();
      return true;
    },
    /** Stops the loop; resolves when a step in progress has finished. */
    async stop(): Promise<void> {
      stopped = true;
      wake?.();
      await loop;
      loop = null;
    },
    isStopped: () => stopped,
  };
}

/**
 * Runs statements that count as "failed" when they throw or give no answer within `limitMs`.
 * The failure is logged once per outage, not at every try while the database is unreachable.
 * An abandoned statement may still run later; callers make sure that is harmless.
 */
export function createBoundedRunner(limitMs: number, log: Logger, fields: Record<string, unknown>) {
  let failing = false;
  const fail = (error: unknown) => {
    if (!failing) log.warn("cluster statement failed", { ...fields, error });
    failing = true;
    return "failed" as const;
  };
  return async function bounded<T>(query: Promise<T>): Promise<T | "failed"> {
    let timer: Timer | null = null;
    const timeout = new Promise<"failed">((resolve) => (timer = setTimeout(() => resolve("failed"), limitMs)));
    try {
      const r = await Promise.race([query, timeout]);
      if (r === "failed") return fail(new Error(`no answer within ${limitMs} ms`));
      if (failing) log.info("cluster statements answer again", fields);
      failing = false;
      return r;
    } catch (e) {
      return fail(e);
    } finally {
      if (timer) clearTimeout(timer);
    }
  };
}
