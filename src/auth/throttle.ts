import { and, eq, lt, sql } from "drizzle-orm";
import type { Store, StoreDb } from "../db/store.ts";

/** The delay after the free allowance is used up; it doubles with each further attempt. */
export const BASE_DELAY_MS = 2_000;
/** The longest anyone can be kept waiting. */
export const MAX_DELAY_MS = 15 * 60_000;
/** A quiet day wipes an account's slate. */
export const FORGET_AFTER_MS = 24 * 60 * 60_000;

/**
 * Two counts, each with its own allowance:
 * - one account from one address: 5 free failures, then the doubling delay. An attacker's
 *   failures delay only the attacker's own address; the owner elsewhere is never locked out.
 * - one address across all accounts (the row with the empty email): every login and
 *   registration attempt counts (a successful login takes its own back), 50 free within an
 *   hour of quiet, then the same doubling delay. This stops password spraying and mass
 *   registration from one address; a household or office behind one address stays far below it.
 */
export const ACCOUNT = { free: 5, forgetAfterMs: FORGET_AFTER_MS } as const;
export const ADDRESS = { free: 50, forgetAfterMs: 60 * 60_000 } as const;
/**
 * Mail to one address (a reset link, a verification link), whoever asks and from wherever: at
 * most 3 in any hour (a sliding hour: the 4th waits until the oldest of the three is an hour
 * old). Nobody can fill someone's mailbox.
 */
export const MAIL = { perWindow: 3, windowMs: 60 * 60_000 } as const;
const ANY_ACCOUNT = "";
/** A mailed address keeps the times of its last MAIL.perWindow mails, one row each, under these addresses. */
const MAIL_SLOTS = Array.from({ length: MAIL.perWindow }, (_, i) => `slot:${i}`);
type Policy = { free: number; forgetAfterMs: number };

const delayFor = (failures: number, free: number) => (failures < free ? 0 : Math.min(BASE_DELAY_MS * 2 ** (failures - free), MAX_DELAY_MS));
/** The wait after this many failures on one account from one address. */
export const delayAfter = (failures: number) => delayFor(failures, ACCOUNT.free);

/**
 * Login and registration throttle. An attempt is counted *before* the password is checked and
 * forgiven on success, so a burst of parallel guesses cannot slip past the count.
 */
export function createThrottle(deps: { store: Store; now?: () => number }) {
  const { store } = deps;
  const { loginThrottle } = store.tables;
  const now = deps.now ?? Date.now;
  const row = async (tx: StoreDb, email: string, address: string) =>
    (
      await tx
        .select()
        .from(loginThrottle)
        .where(and(eq(loginThrottle.email, email), eq(loginThrottle.address, address)))
        .limit(1)
    )[0];

  /**
   * Makes the counts' check-then-count atomic. SQLite: nothing to do, its transactions take turns
   * (BEGIN IMMEDIATE behind one mutex). PostgreSQL: transactions run side by side and a row not yet
   * written cannot be locked, so one transaction-scoped advisory lock per count (taken in one
   * sorted order, so two attempts cannot deadlock) keeps a burst of parallel guesses from slipping past.
   */
  async function lockCounts(tx: StoreDb, keys: [email: string, address: string][]) {
    if (store.kind !== "pg") return;
    for (const key of [...new Set(keys.map(([email, address]) => `login_throttle\n${email}\n${address}`))].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    }
  }

  /** The longest wait any of these counts imposes now (0: none is blocked). */
  async function waitOf(tx: StoreDb, counts: [email: string, policy: Policy][], address: string, t: number) {
    let wait = 0;
    for (const [email] of counts) {
      const r = await row(tx, email, address);
      if (r && r.blockedUntil > t) wait = Math.max(wait, r.blockedUntil - t);
    }
    return wait;
  }

  /** Counts one attempt in each. */
  async function count(tx: StoreDb, counts: [email: string, policy: Policy][], address: string, t: number) {
    for (const [email, policy] of counts) {
      const r = await row(tx, email, address);
      const failures = (r && t - r.lastFailureAt < policy.forgetAfterMs ? r.failures : 0) + 1;
      const blockedUntil = failures >= policy.free ? t + delayFor(failures, policy.free) : 0;
      await tx
        .insert(loginThrottle)
        .values({ email, address, failures, blockedUntil, lastFailureAt: t })
        .onConflictDoUpdate({ target: [loginThrottle.email, loginThrottle.address], set: { failures, blockedUntil, lastFailureAt: t } });
    }
  }

  /**
   * Checks every count first and answers the longest wait if any is blocked (nothing counted);
   * otherwise counts the attempt in each and answers 0. One transaction, so no other attempt runs
   * between the check and the count (see lockCounts).
   */
  function attempt(counts: [email: string, policy: Policy][], address: string): Promise<number> {
    const t = now();
    return store.tx(async (tx) => {
      await lockCounts(
        tx,
        counts.map(([email]) => [email, address]),
      );
      const wait = await waitOf(tx, counts, address, t);
      if (wait === 0) await count(tx, counts, address, t);
      return wait;
    });
  }

  /** Starts a login attempt: the milliseconds to wait, or 0 with the attempt counted. */
  const beginLogin = (email: string, address: string) =>
    attempt(
      [
        [email, ACCOUNT],
        [ANY_ACCOUNT, ADDRESS],
      ],
      address,
    );
  /** Starts a registration: only the address-wide count applies. */
  const beginRegister = (address: string) => attempt([[ANY_ACCOUNT, ADDRESS]], address);

  /**
   * Before mailing an address: at most MAIL.perWindow mails to it in any hour (its slots hold
   * the times of the last ones), and the asking address's own count. The milliseconds to wait,
   * or 0 with the mail counted in both.
   */
  function beginMail(email: string, address: string): Promise<number> {
    const t = now();
    const key = `mail:${email}`;
    return store.tx(async (tx) => {
      // The mailed address's slots are one count whoever asks: locked under the key alone.
      await lockCounts(tx, [
        [key, ""],
        [ANY_ACCOUNT, address],
      ]);
      const slots: { slot: string; at: number }[] = [];
      for (const slot of MAIL_SLOTS) slots.push({ slot, at: (await row(tx, key, slot))?.lastFailureAt ?? Number.NEGATIVE_INFINITY });
      const oldest = slots.reduce((a, b) => (b.at < a.at ? b : a));
      const mailWait = t - oldest.at < MAIL.windowMs ? oldest.at + MAIL.windowMs - t : 0;
      const wait = Math.max(mailWait, await waitOf(tx, [[ANY_ACCOUNT, ADDRESS]], address, t));
      if (wait > 0) return wait;
      await tx
        .insert(loginThrottle)
        .values({ email: key, address: oldest.slot, failures: 1, blockedUntil: 0, lastFailureAt: t })
        .onConflictDoUpdate({ target: [loginThrottle.email, loginThrottle.address], set: { lastFailureAt: t } });
      await count(tx, [[ANY_ACCOUNT, ADDRESS]], address, t);
      return 0;
    });
  }

  // SQLite's scalar max(a, b) is PostgreSQL's greatest(a, b): there max is only an aggregate.
  const lessOneFailure = () => (store.kind === "pg" ? sql`greatest(${loginThrottle.failures} - 1, 0)` : sql`max(${loginThrottle.failures} - 1, 0)`);

  /** A successful login clears its account's count from that address and takes back its own attempt. */
  function forgive(email: string, address: string): Promise<void> {
    return store.tx(async (tx) => {
      await tx.delete(loginThrottle).where(and(eq(loginThrottle.email, email), eq(loginThrottle.address, address)));
      await tx
        .update(loginThrottle)
        .set({ failures: lessOneFailure() })
        .where(and(eq(loginThrottle.email, ANY_ACCOUNT), eq(loginThrottle.address, address)));
    });
  }

  /** An admin reset the password: the account's counts from every address are cleared. */
  async function forgiveAccount(email: string) {
    await store.db.delete(loginThrottle).where(eq(loginThrottle.email, email));
  }

  /** Drops rows nobody has failed on for a day (spraying random emails must not grow the table). */
  async function cleanup() {
    await store.db.delete(loginThrottle).where(lt(loginThrottle.lastFailureAt, now() - FORGET_AFTER_MS));
  }

  return { beginLogin, beginRegister, beginMail, forgive, forgiveAccount, cleanup };
}

export type Throttle = ReturnType<typeof createThrottle>;
