import { eq, lt } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { loginThrottle } from "../db/schema/auth.ts";

/** Failures allowed before any delay. */
export const FREE_FAILURES = 5;
/** The delay after the 5th failure; it doubles with each further failure. */
export const BASE_DELAY_MS = 2_000;
/** The longest the owner of an attacked account can be kept waiting. */
export const MAX_DELAY_MS = 15 * 60_000;
/** A quiet day wipes the slate. */
export const FORGET_AFTER_MS = 24 * 60 * 60_000;

export const delayAfter = (failures: number) =>
  failures < FREE_FAILURES ? 0 : Math.min(BASE_DELAY_MS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);

/**
 * Per-account login throttle. An attempt is counted as a failure *before* the password is
 * checked and forgiven on success, so a burst of parallel guesses cannot slip past the count.
 */
export function createThrottle(deps: { db: Db; now?: () => number }) {
  const { db } = deps;
  const now = deps.now ?? Date.now;

  /**
   * Starts a login attempt: answers the milliseconds to wait if the account is blocked,
   * otherwise counts the attempt as a failure and answers 0. Synchronous, so no other request
   * runs between the check and the count.
   */
  function begin(email: string): number {
    const t = now();
    return db.transaction((tx) => {
      const row = tx.select().from(loginThrottle).where(eq(loginThrottle.email, email)).get();
      if (row && row.blockedUntil > t) return row.blockedUntil - t;
      const previous = row && t - row.lastFailureAt < FORGET_AFTER_MS ? row.failures : 0;
      const failures = previous + 1;
      const blockedUntil = failures >= FREE_FAILURES ? t + delayAfter(failures) : 0;
      tx.insert(loginThrottle)
        .values({ email, failures, blockedUntil, lastFailureAt: t })
        .onConflictDoUpdate({ target: loginThrottle.email, set: { failures, blockedUntil, lastFailureAt: t } })
        .run();
      return 0;
    });
  }

  function forgive(email: string) {
    db.delete(loginThrottle).where(eq(loginThrottle.email, email)).run();
  }

  /** Drops rows nobody has failed on for a day (spraying random emails must not grow the table). */
  function cleanup() {
    db.delete(loginThrottle).where(lt(loginThrottle.lastFailureAt, now() - FORGET_AFTER_MS)).run();
  }

  return { begin, forgive, cleanup };
}

export type Throttle = ReturnType<typeof createThrottle>;
