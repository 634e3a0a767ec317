/**
 * The leader's work (issue 36 §3): what only one node may run at a time. The sources' poll, the
 * job list, every channel's sender and the delivery events step (all run by the job runner), and
 * the bot's long polling (Telegram answers a second `getUpdates` per token with 409). A
 * `Leadership` starts them through `onAcquire` and stops them all at once through `onLose`; the
 * web, the API and the streams are not here: every node serves them.
 */
import type { Logger } from "../log.ts";
import type { LoseReason } from "./lease.ts";

export interface LeaderPart {
  name: string;
  start(): void | Promise<void>;
  /**
   * Stops the part and resolves once its work in progress has ended. `reason` is why leadership
   * ended: after "expired" or "taken" another node may lead already, so the part must not touch
   * what the new leader now owns (the bot: no final getUpdates, which would end the new leader's
   * long poll with a 409).
   */
  stop(reason: LoseReason): void | Promise<void>;
}

/**
 * How long a part's stop is waited for once the lease is lost (expired or taken). Another node may
 * lead already, and a part whose work hangs (a query written to a connection the database ended,
 * which postgres.js then never settles) must not keep this node from saying it no longer leads. Its
 * loops already stopped on `stillLeading`; what hangs sends nothing more. A graceful stop waits.
 */
const LOST_STOP_MS = 10_000;

export function createLeaderWork(deps: {
  log: Logger;
  parts: LeaderPart[];
  /** The leadership's own answer (`Leadership.isLeader`), cheap and synchronous. */
  isLeader: () => boolean;
  /** LOST_STOP_MS unless given. */
  lostStopMs?: number;
}) {
  const { log, parts } = deps;
  const lostStopMs = deps.lostStopMs ?? LOST_STOP_MS;
  let running: LeaderPart[] = [];
  let acquired = false;
  let held: { epoch: number; since: number } | null = null;

  /** Starts the parts in order; one that fails to start is logged and the others still start. */
  async function onAcquire(epoch: number) {
    acquired = true;
    held = { epoch, since: Date.now() };
    for (const part of parts) {
      // Counted as running before its start resolves, so a stop stops a part that is still starting.
      running.push(part);
      try {
        await part.start();
      } catch (error) {
        log.error("leader work failed to start", { part: part.name, epoch, error });
      }
    }
    log.info("leading", { epoch, parts: parts.map((p) => p.name) });
  }

  /** Stops every running part at once and waits for all of them, whatever one of them throws. */
  async function onLose(epoch: number, reason: LoseReason) {
    const stopping = running;
    running = [];
    acquired = false;
    held = null;
    const stop = (p: LeaderPart) => Promise.resolve().then(() => p.stop(reason));
    const results = await Promise.allSettled(stopping.map((p) => (reason === "stopped" ? stop(p) : atMost(stop(p), lostStopMs))));
    results.forEach((r, i) => {
      if (r.status === "rejected") log.error("leader work failed to stop", { part: stopping[i]!.name, epoch, error: r.reason });
    });
    log.info("no longer leading", { epoch, reason });
  }

  return {
    /** The callbacks a `Leadership` takes. */
    hooks: { onAcquire, onLose },
    /**
     * For the parts' loops, before each pass: false once the leadership that started them no longer
     * leads (a lease's deadline passed, say after a pause), even before `onLose` has stopped them.
     * A part started on its own, outside any leadership (a bench, a test), always runs.
     */
    stillLeading: () => !acquired || deps.isLeader(),
    /** The epoch this node leads in and since when (ms since the epoch), or null when it does not lead. */
    leading: () => (held && deps.isLeader() ? { ...held } : null),
    /** The names of the parts running now (for the admin's panel and tests). */
    running: () => running.map((p) => p.name),
  };
}

export type LeaderWork = ReturnType<typeof createLeaderWork>;

/** The stop, or a rejection once `ms` have passed without it (its timer cleared when the stop ends first). */
function atMost(stop: Promise<void>, ms: number): Promise<void> {
  let timer: Timer | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still stopping after ${ms} ms; left behind`)), ms);
  });
  return Promise.race([stop, late]).finally(() => clearTimeout(timer));
}
