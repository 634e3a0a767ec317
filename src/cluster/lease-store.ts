/**
 * The lease row's statements, one round trip each. Every comparison of times happens inside
 * PostgreSQL with `clock_timestamp()` (the time at that moment, not at the transaction's start),
 * so the nodes' own clocks, however wrong, never decide who holds the lease.
 *
 * The row is never deleted: a release sets its expiry to now, which frees the lease at once just
 * as a delete would, and keeps the epoch on the row so the next holder's is `epoch + 1` under the
 * row's lock. Epochs therefore strictly increase with each new holder, even across releases.
 */
import type { Sql } from "postgres";

export interface LeaseRow {
  holder: string;
  epoch: number;
  acquiredAt: Date;
  expiresAt: Date;
  /** Milliseconds left by the database's clock; 0 or less when nobody holds it. */
  remainingMs: number;
}

/**
 * Takes the lease when it is free (no row, or an expired one) or when the row is this holder's own
 * (a renewal whose answer never came back). Answers the new epoch, or null when another holds it.
 * Two contenders at once: the insert's unique index and the update's row lock make one of them
 * see the other's fresh row and fail its `WHERE`.
 */
export async function tryAcquireLease(sql: Sql, name: string, holder: string, ttlMs: number): Promise<number | null> {
  const rows = await sql<{ epoch: string }[]>`
    INSERT INTO cluster_lease AS l (name, holder, epoch, acquired_at, expires_at)
    SELECT ${name}, ${holder}, 1, clock_timestamp(), clock_timestamp() + ${ttlMs}::int * interval '1 millisecond'
    -- Followers ask every half second: read first, so a held lease costs them no row lock.
    WHERE NOT EXISTS (SELECT 1 FROM cluster_lease WHERE name = ${name} AND expires_at > clock_timestamp() AND holder <> ${holder})
    ON CONFLICT (name) DO UPDATE
      SET holder = excluded.holder, epoch = l.epoch + 1, acquired_at = excluded.acquired_at, expires_at = excluded.expires_at
      WHERE l.expires_at <= clock_timestamp() OR l.holder = excluded.holder
    RETURNING epoch`;
  return rows[0] ? Number(rows[0].epoch) : null;
}

/** Extends the holder's lease by `ttlMs` from now; false when it has expired or passed to another. */
export async function renewLease(sql: Sql, name: string, holder: string, epoch: number, ttlMs: number): Promise<boolean> {
  const rows = await sql`
    UPDATE cluster_lease SET expires_at = clock_timestamp() + ${ttlMs}::int * interval '1 millisecond'
    WHERE name = ${name} AND holder = ${holder} AND epoch = ${epoch} AND expires_at > clock_timestamp()
    RETURNING 1`;
  return rows.length === 1;
}

/** Ends the holder's lease now, so the next contender takes it without waiting for it to expire. */
export async function releaseLease(sql: Sql, name: string, holder: string, epoch: number): Promise<boolean> {
  const rows = await sql`
    UPDATE cluster_lease SET expires_at = clock_timestamp()
    WHERE name = ${name} AND holder = ${holder} AND epoch = ${epoch} AND expires_at > clock_timestamp()
    RETURNING 1`;
  return rows.length === 1;
}

/** The lease row as the database sees it now, held or not; null before anyone ever held it. */
export async function readLease(sql: Sql, name: string): Promise<LeaseRow | null> {
  const rows = await sql<{ holder: string; epoch: string; acquired_at: Date; expires_at: Date; remaining_ms: number }[]>`
    SELECT holder, epoch, acquired_at, expires_at,
      (extract(epoch FROM expires_at - clock_timestamp()) * 1000)::float8 AS remaining_ms
    FROM cluster_lease WHERE name = ${name}`;
  const r = rows[0];
  return r ? { holder: r.holder, epoch: Number(r.epoch), acquiredAt: r.acquired_at, expiresAt: r.expires_at, remainingMs: r.remaining_ms } : null;
}
