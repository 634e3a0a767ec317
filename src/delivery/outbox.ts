import { and, asc, eq, gt, inArray, lte, min, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { preparedOn } from "../db/prepared.ts";
import type { DeliveryChannel } from "../db/schema/delivery.ts";
import type { Store, StoreDb } from "../db/store.ts";
import type { Logger } from "../log.ts";

type Deliveries = Store["tables"]["deliveries"];
export type Delivery = Deliveries["$inferSelect"];
export type NewDelivery = Deliveries["$inferInsert"];
type Set = Partial<Omit<Delivery, "id" | "channel" | "claimedBy" | "claimedAt">>;

/**
 * The claiming node's id in SQLite mode. One process alone opens the data folder (src/db/flock.ts),
 * so it is every claim's owner, and a start may take back every claim it finds: they are its own
 * from before a crash. Several nodes on one PostgreSQL each pass their own id (src/cluster/node-id.ts).
 */
export const SOLE_NODE = "sole";

/**
 * A placeholder filled per run and encoded as `column` encodes it: drizzle's operators leave a bare
 * placeholder unencoded, which PostgreSQL refuses where the column is a timestamptz or a boolean.
 */
export const param = (name: string, column: AnyPgColumn): SQL => sql`${sql.param(sql.placeholder(name), column)}`;

/**
 * The claims of one channel's rows in the one outbox: claim → (the channel sends) → record →
 * recover. A claim marks the row `sending` with this node's id and the time; a result is recorded
 * only while the row is still this node's claim, so a node that lost its claim (its process hung
 * past the reaper, another node took the row) cannot overwrite what the new owner did: the write
 * does nothing and is counted (`lost()`). `recover()` at a start returns to `pending` only this
 * node's claims. On PostgreSQL a claim skips rows another node is claiming (`FOR UPDATE SKIP LOCKED`).
 *
 * The hot statements are prepared once per connection (or transaction) they run on: building
 * drizzle's SQL anew for each message of a fan-out cost a quarter of the sender's CPU.
 */
export function createOutbox(deps: { store: Store; log: Logger; channel: DeliveryChannel; nodeId?: string }) {
  const { store, log, channel } = deps;
  const node = deps.nodeId ?? SOLE_NODE;
  const D = store.tables.deliveries;
  const at = sql.placeholder;

  // What every claim writes: the attempt counted, the first attempt's time kept (retries stop a
  // while after it), the claim's owner and time.
  const claimSet = {
    status: "sending" as const,
    attempts: sql`${D.attempts} + 1`,
    firstAttemptAt: sql`coalesce(${D.firstAttemptAt}, ${param("now", D.firstAttemptAt)})`,
    claimedBy: node,
    claimedAt: param("now", D.claimedAt),
  };
  // A batch's ids arrive as one bound parameter, one statement whatever the batch size (`inArray`
  // would make a new statement per size): SQLite has no arrays, so a JSON array read by json_each;
  // PostgreSQL binds a real array, compared with `= ANY`.
  const idsIn = (ids: SQL | Placeholder) =>
    store.kind === "pg" ? sql`${D.id} = ANY(${ids}::bigint[])` : sql`${D.id} in (select value from json_each(${ids}))`;
  // Which pending rows a claim takes. On PostgreSQL the rows another node's claim has locked are
  // skipped rather than waited for (issue 36 §4): that node takes them. SQLite has one writer at a time.
  const claimable = (ids: SQL | undefined) => {
    const which = and(eq(D.status, "pending"), ids);
    if (store.kind === "sqlite") return which;
    return and(eq(D.status, "pending"), inArray(D.id, store.db.select({ id: D.id }).from(D).where(which).for("update", { skipLocked: true })));
  };
  const claimWhere = (ids: SQL | undefined, name: string) =>
    preparedOn((db: StoreDb) => db.update(D).set(claimSet).where(claimable(ids)).returning().prepare(name));
  const claimOne = claimWhere(eq(D.id, at("id")), "outbox_claim_one");
  const claimMany = claimWhere(idsIn(at("ids")), "outbox_claim");

  /** The condition of every write of a claimed row's result: still sending, still ours. */
  const mine = (id: number | SQL | Placeholder) => and(eq(D.id, id), eq(D.status, "sending"), eq(D.claimedBy, node));

  // A delivery accepted: the one result every message of a fan-out writes.
  const markSent = preparedOn((db: StoreDb) =>
    db
      .update(D)
      .set({ status: "sent", sentAt: param("now", D.sentAt), lastError: null })
      .where(mine(at("id")))
      .returning({ id: D.id })
      .prepare("outbox_sent"),
  );
  /** Up to 100 due rows of one tier by due time (served by the (status, tier, due_at) index). */
  const due = store.db
    .select()
    .from(D)
    .where(and(eq(D.channel, channel), eq(D.status, "pending"), eq(D.tier, at("tier")), lte(D.dueAt, param("now", D.dueAt))))
    .orderBy(asc(D.dueAt), asc(D.id))
    .limit(100)
    .prepare(`outbox_due_${channel}`);
  const nextDue = store.db
    .select({ at: min(D.dueAt) })
    .from(D)
    .where(and(eq(D.channel, channel), eq(D.status, "pending"), gt(D.dueAt, param("now", D.dueAt))))
    .prepare(`outbox_next_${channel}`);

  let lostClaims = 0;
  /**
   * Whether a write of a claimed row's result (the rows it returned) changed it; a write that did
   * not is a lost claim, counted and logged.
   */
  function counted(written: readonly unknown[], id: number) {
    if (written.length > 0) return true;
    lostClaims++;
    log.warn("a delivery result was not written: the row is no longer this node's claim (taken back, or deleted)", { id, node });
    return false;
  }

  // The rows returned to pending by a statement, counted the same way on both stores.
  const backToPending = async (where: SQL | undefined) => (await store.db.update(D).set({ status: "pending" }).where(where).returning({ id: D.id })).length;

  return {
    nodeId: node,
    channel,
    /** The row, now this node's claim; undefined when it was not pending (another pass or node took it). */
    claim: async (id: number): Promise<Delivery | undefined> => (await claimOne(store.db).execute({ id, now: Date.now() })).at(0),
    /** The rows of `ids` that were pending, now this node's claims, in one statement. */
    claimAll: async (ids: number[]): Promise<Delivery[]> => (ids.length ? await claimMany(store.db).execute(batch(ids)) : []),
    /** `mine(id)`: a where clause for a prepared statement that records a result (`counted` then checks the rows it returned). */
    mine,
    counted,
    /**
     * Records a claimed row's result (its outcome, a part sent, or `pending` again for a retry),
     * on `tx` when given: true when written, false (and counted) when the claim was no longer ours.
     */
    async record(id: number, set: Set, tx: StoreDb = store.db): Promise<boolean> {
      // execute(): on SQLite the statement runs now, before a hook's next statement in the same transaction.
      return counted(await tx.update(D).set(set).where(mine(id)).returning({ id: D.id }).execute(), id);
    },
    /** Records a claimed row as sent (prepared: the hot path), on `tx` when given. */
    sent: async (id: number, now: number, tx: StoreDb = store.db): Promise<boolean> => counted(await markSent(tx).execute({ id, now }), id),
    /** This channel's due rows of one tier, oldest first, up to 100 (a channel whose sends need no other table). */
    due: (tier: "premium" | "free", now: number): Promise<Delivery[]> => due.execute({ tier, now }),
    /** Counts of this channel's rows, for the admin panel and doctor. */
    async counts(now = Date.now()) {
      const open = inArray(D.status, ["pending", "sending"]);
      // FILTER, not sum(<condition>): PostgreSQL's sum takes no boolean; both count as bigint-safe numbers.
      const n = (where: SQL | undefined) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
      const [r] = await store.db
        .select({
          due: n(and(open, lte(D.dueAt, now))),
          pending: n(open),
          sentLastHour: n(and(eq(D.status, "sent"), gt(D.sentAt, now - 3_600_000))),
          failed: n(eq(D.status, "failed")),
        })
        .from(D)
        .where(eq(D.channel, channel));
      return { due: r?.due ?? 0, pending: r?.pending ?? 0, sentLastHour: r?.sentLastHour ?? 0, failed: r?.failed ?? 0 };
    },
    /** When this channel's next pending row falls due after `now` (the sender's sleep), if any. */
    nextDue: async (now: number): Promise<number | null> => (await nextDue.execute({ now }))[0]?.at ?? null,
    /** At start: this node's claims left `sending` by a crash are owed again (the messages in flight repeat, none is lost). */
    recover: () => backToPending(and(eq(D.channel, channel), eq(D.claimedBy, node), eq(D.status, "sending"))),
    /**
     * The claims of other nodes found dead (the cluster's reaper: nodes whose heartbeat is older
     * than 3 s, src/cluster/heartbeat.ts staleNodes) owed again, for every channel; their late
     * results then find the claim gone and are counted, not written. The number of rows returned.
     */
    reap: async (nodeIds: string[]): Promise<number> => (nodeIds.length === 0 ? 0 : backToPending(and(eq(D.status, "sending"), inArray(D.claimedBy, nodeIds)))),
    /** Results not written because the claim was lost (for the system panel and tests). */
    lost: () => lostClaims,
  };

  /** A claim's parameters: the ids as the store binds an array (see `idsIn`), and the claim's time. */
  function batch(ids: number[]) {
    return { ids: store.kind === "pg" ? ids : JSON.stringify(ids), now: Date.now() };
  }
}

export type Outbox = ReturnType<typeof createOutbox>;
