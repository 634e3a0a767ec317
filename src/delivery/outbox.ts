import { and, asc, eq, gt, inArray, lte, min, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db, DbTx } from "../db/index.ts";
import { type DeliveryChannel, deliveries } from "../db/schema/delivery.ts";
import type { Logger } from "../log.ts";

export type Delivery = typeof deliveries.$inferSelect;
export type NewDelivery = typeof deliveries.$inferInsert;
type Set = Partial<Omit<Delivery, "id" | "channel" | "claimedBy" | "claimedAt">>;

/**
 * The claiming node's id in SQLite mode. One process alone opens the data folder (src/db/flock.ts),
 * so it is every claim's owner, and a start may take back every claim it finds: they are its own
 * from before a crash. Several nodes on one PostgreSQL each pass their own id (src/cluster/node-id.ts).
 */
export const SOLE_NODE = "sole";

/**
 * The claims of one channel's rows in the one outbox: claim → (the channel sends) → record →
 * recover. A claim marks the row `sending` with this node's id and the time; a result is recorded
 * only while the row is still this node's claim, so a node that lost its claim (its process hung
 * past the reaper, another node took the row) cannot overwrite what the new owner did: the write
 * does nothing and is counted (`lost()`). `recover()` at a start returns to `pending` only this
 * node's claims. In PostgreSQL the claim query becomes `FOR UPDATE SKIP LOCKED`; nothing else here changes.
 */
export function createOutbox(deps: { db: Db; log: Logger; channel: DeliveryChannel; nodeId?: string }) {
  const { db, log, channel } = deps;
  const node = deps.nodeId ?? SOLE_NODE;
  const D = deliveries;
  const at = sql.placeholder;
  let lostClaims = 0;

  // What every claim writes: the attempt counted, the first attempt's time kept (retries stop a
  // while after it), the claim's owner and time.
  const claimSet = {
    status: "sending" as const,
    attempts: sql`${D.attempts} + 1`,
    firstAttemptAt: sql`coalesce(${D.firstAttemptAt}, ${at("now")})`,
    claimedBy: node,
    claimedAt: sql`${at("now")}`,
  };
  const claimOne = db
    .update(D)
    .set(claimSet)
    .where(and(eq(D.id, at("id")), eq(D.status, "pending")))
    .returning()
    .prepare();
  // A batch's ids arrive as one JSON array (json_each has no drizzle builder): one statement
  // whatever the batch size, where `inArray` would make a new statement per size.
  const claimMany = db
    .update(D)
    .set(claimSet)
    .where(and(eq(D.status, "pending"), inArray(D.id, sql`(select value from json_each(${at("ids")}))`)))
    .returning()
    .prepare();

  /** The condition of every write of a claimed row's result: still sending, still ours. */
  const mine = (id: number | SQL | Placeholder) => and(eq(D.id, id), eq(D.status, "sending"), eq(D.claimedBy, node));

  // A delivery accepted: the one result every message of a fan-out writes.
  const markSent = db
    .update(D)
    .set({ status: "sent", sentAt: sql`${at("now")}`, lastError: null })
    .where(mine(at("id")))
    .prepare();
  /** Up to 100 due rows of one tier by due time (served by the (status, tier, due_at) index). */
  const due = db
    .select()
    .from(D)
    .where(and(eq(D.channel, channel), eq(D.status, "pending"), eq(D.tier, at("tier")), lte(D.dueAt, at("now"))))
    .orderBy(asc(D.dueAt), asc(D.id))
    .limit(100)
    .prepare();
  const counts = db
    .select({
      due: sql<number | null>`sum(${D.status} in ('pending','sending') and ${D.dueAt} <= ${at("now")})`,
      pending: sql<number | null>`sum(${D.status} in ('pending','sending'))`,
      sentLastHour: sql<number | null>`sum(${D.status} = 'sent' and ${D.sentAt} > ${at("hourAgo")})`,
      failed: sql<number | null>`sum(${D.status} = 'failed')`,
    })
    .from(D)
    .where(eq(D.channel, channel))
    .prepare();
  const nextDue = db
    .select({ at: min(D.dueAt) })
    .from(D)
    .where(and(eq(D.channel, channel), eq(D.status, "pending"), gt(D.dueAt, at("now"))))
    .prepare();

  /**
   * Whether a write of a claimed row's result (`run()`'s answer) changed it; a write that did not
   * is a lost claim, counted and logged. (bun:sqlite answers `{ changes }`; drizzle types it void.)
   */
  function counted(result: unknown, id: number) {
    if ((result as { changes: number }).changes > 0) return true;
    lostClaims++;
    log.warn("a delivery result was not written: the row is no longer this node's claim (taken back, or deleted)", { id, node });
    return false;
  }

  return {
    nodeId: node,
    channel,
    /** The row, now this node's claim; undefined when it was not pending (another pass or node took it). */
    claim: (id: number): Delivery | undefined => claimOne.get({ id, now: Date.now() }),
    /** The rows of `ids` that were pending, now this node's claims, in one statement. */
    claimAll: (ids: number[]): Delivery[] => (ids.length ? claimMany.all({ ids: JSON.stringify(ids), now: Date.now() }) : []),
    /** `mine(id)`: a where clause for a prepared statement that records a result (`counted` then checks its changes). */
    mine,
    counted,
    /**
     * Records a claimed row's result (its outcome, a part sent, or `pending` again for a retry),
     * on `tx` when given: true when written, false (and counted) when the claim was no longer ours.
     */
    record(id: number, set: Set, tx: Pick<Db, "update"> | DbTx = db): boolean {
      return counted(tx.update(D).set(set).where(mine(id)).run(), id);
    },
    /** Records a claimed row as sent (prepared: the hot path); inside a transaction it is part of it (one connection). */
    sent: (id: number, now: number): boolean => counted(markSent.run({ id, now }), id),
    /** This channel's due rows of one tier, oldest first, up to 100 (a channel whose sends need no other table). */
    due: (tier: "premium" | "free", now: number): Delivery[] => due.all({ tier, now }),
    /** Counts of this channel's rows, for the admin panel and doctor. */
    counts(now = Date.now()) {
      const r = counts.get({ now, hourAgo: now - 3_600_000 })!;
      return { due: r.due ?? 0, pending: r.pending ?? 0, sentLastHour: r.sentLastHour ?? 0, failed: r.failed ?? 0 };
    },
    /** When this channel's next pending row falls due after `now` (the sender's sleep), if any. */
    nextDue: (now: number): number | null => nextDue.get({ now })?.at ?? null,
    /** At start: this node's claims left `sending` by a crash are owed again (the messages in flight repeat, none is lost). */
    recover: () =>
      db
        .update(D)
        .set({ status: "pending" })
        .where(and(eq(D.channel, channel), eq(D.claimedBy, node), eq(D.status, "sending")))
        .run(),
    /**
     * The claims of other nodes found dead (the cluster's reaper: nodes whose heartbeat is older
     * than 3 s, src/cluster/heartbeat.ts staleNodes) owed again, for every channel; their late
     * results then find the claim gone and are counted, not written. The number of rows returned.
     */
    reap: (nodeIds: string[]): number =>
      nodeIds.length === 0
        ? 0
        : (
            db
              .update(D)
              .set({ status: "pending" })
              .where(and(eq(D.status, "sending"), inArray(D.claimedBy, nodeIds)))
              .run() as unknown as { changes: number }
          ).changes,
    /** Results not written because the claim was lost (for the system panel and tests). */
    lost: () => lostClaims,
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
