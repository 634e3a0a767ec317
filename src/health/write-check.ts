import { sql } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { healthProbe } from "../db/schema/health.ts";

/** At most one probe write per interval; requests in between get the last answer. */
export const WRITE_CHECK_INTERVAL_MS = 2_000;
/** Two pages' worth, so the probe needs pages of its own, like any growing write does. */
const PROBE_BYTES = 8192;

/**
 * Can the database still write? SELECT 1 says nothing about a full disk or a read-only file:
 * only a write does. The probe inserts and deletes a row in one transaction (the table stays
 * empty), and answers null when it committed or the reason when it did not.
 */
export function createWriteCheck(deps: { db: Db }) {
  const { db } = deps;
  const insert = db
    .insert(healthProbe)
    .values({ payload: sql`randomblob(${PROBE_BYTES})` })
    .prepare();
  const clear = db.delete(healthProbe).prepare();
  const probe = () =>
    db.transaction(() => {
      insert.run();
      clear.run();
    });
  let last: { at: number; error: string | null } | undefined;

  return (): string | null => {
    const now = Date.now();
    if (last && now - last.at < WRITE_CHECK_INTERVAL_MS) return last.error;
    let error: string | null = null;
    try {
      probe();
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    last = { at: now, error };
    return error;
  };
}
