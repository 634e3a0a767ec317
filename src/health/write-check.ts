import { sql } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import type { Store } from "../db/store.ts";

/** At most one probe write per interval; requests in between get the last answer. */
export const WRITE_CHECK_INTERVAL_MS = 2_000;
/** Two pages' worth, so the probe needs pages of its own, like any growing write does. */
const PROBE_BYTES = 8192;

/**
 * The probe's payload. SQLite: `randomblob(n)`. PostgreSQL has no randomblob, and zeros
 * (`decode(repeat('00', n), 'hex')`) would be compressed by TOAST to a few bytes that need no
 * page: random bytes sent as a parameter cannot be compressed.
 */
const payloadOf = (store: Store) => (store.kind === "pg" ? Buffer.from(crypto.getRandomValues(new Uint8Array(PROBE_BYTES))) : sql`randomblob(${PROBE_BYTES})`);

/**
 * Can the database still write? SELECT 1 says nothing about a full disk or a read-only file:
 * only a write does. The probe inserts and deletes a row in one transaction (the table stays
 * empty), and answers null when it committed or the reason when it did not.
 */
export function createWriteCheck(deps: { store: Store }) {
  const { store } = deps;
  const { healthProbe } = store.tables;
  const probe = () =>
    store.tx(async (t) => {
      await t.insert(healthProbe).values({ payload: payloadOf(store) });
      await t.delete(healthProbe);
    });
  let last: { at: number; error: string | null } | undefined;
  let running: Promise<string | null> | undefined;

  async function check(now: number): Promise<string | null> {
    let error: string | null = null;
    try {
      await probe();
    } catch (e) {
      error = e instanceof Error ? (e.cause instanceof Error ? e.cause.message : e.message) : String(e);
    }
    last = { at: now, error };
    return error;
  }

  return (): Promise<string | null> => {
    const now = Date.now();
    if (last && now - last.at < WRITE_CHECK_INTERVAL_MS) return Promise.resolve(last.error);
    // Requests that arrive while a probe runs share its answer: one probe write at a time.
    running ??= check(now).finally(() => {
      running = undefined;
    });
    return running;
  };
}

/** Can the database answer at all? Raw: it names no table, only asks the connection. */
export async function canRead(store: Store, sqlite: Db | null): Promise<void> {
  if (store.kind === "pg") await store.db.execute(sql`SELECT 1`);
  else sqlite!.$client.query("SELECT 1").get(); // SQLite's own connection: no statement building for a health poll
}
