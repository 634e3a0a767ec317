/**
 * Async transactions with one code path for both stores (issue 36 §2): `const tx = transactor(store)`,
 * then `await tx(async (t) => { await t.insert(…); … })`. A throw rolls back; the value returned
 * is the transaction's answer.
 *
 * - PostgreSQL: drizzle's own `db.transaction` (a connection from the pool, BEGIN … COMMIT);
 *   transactions run side by side under PostgreSQL's isolation.
 * - SQLite: bun:sqlite is synchronous and drizzle's `db.transaction(cb)` commits at an async
 *   callback's first `await`. So the transaction is opened by hand, `BEGIN IMMEDIATE` (the write
 *   lock at once: another process waits at BEGIN, not at a later write that could not be retried),
 *   and transactions on one connection take turns behind an async mutex, since every statement on
 *   the connection would otherwise join whichever transaction is open. The callback gets the
 *   connection itself.
 *
 * Rules for the code that uses it (docs/cluster.md, "Converting a feature"):
 * - Pass the callback's `t` down; calling `tx()` again inside one is refused (on SQLite it would
 *   wait for itself).
 * - Await only database calls inside. On SQLite each statement completes synchronously, so such a
 *   transaction ends within one turn of the event loop and no timer or I/O callback (another
 *   request, a job) can run, and write, while it is open. Network calls go before or after.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Db } from "./index.ts";
import type { PgDb } from "./pg/store.ts";

export type PgTx = Parameters<Parameters<PgDb["transaction"]>[0]>[0];
export type Transactor<T> = <R>(fn: (tx: T) => Promise<R>) => Promise<R>;

/** Which transaction this async context is inside, if any (to refuse a nested `tx()`). */
const inside = new AsyncLocalStorage<true>();

const nested = () => new Error("tx() called inside a transaction: pass the transaction's handle down instead (on SQLite a nested tx() would wait for itself)");

// One mutex per connection, whoever asks: two transactors on one SQLite connection must still
// take turns, so the queue belongs to the connection, not to a transactor.
const queues = new WeakMap<object, { tail: Promise<void> }>();

export function transactor(store: { kind: "sqlite"; db: Db }): Transactor<Db>;
export function transactor(store: { kind: "pg"; db: PgDb }): Transactor<PgTx>;
export function transactor(store: { kind: "sqlite"; db: Db } | { kind: "pg"; db: PgDb }): Transactor<Db> | Transactor<PgTx> {
  if (store.kind === "pg") {
    const { db } = store;
    return <R>(fn: (tx: PgTx) => Promise<R>) => {
      if (inside.getStore()) return Promise.reject(nested());
      return db.transaction((tx) => inside.run(true, () => fn(tx)));
    };
  }
  const { db } = store;
  const client = db.$client;
  let queue = queues.get(client);
  if (!queue) queues.set(client, (queue = { tail: Promise.resolve() }));
  const q = queue;
  return async <R>(fn: (tx: Db) => Promise<R>) => {
    if (inside.getStore()) throw nested();
    const before = q.tail;
    let release!: () => void;
    q.tail = new Promise<void>((r) => {
      release = r;
    });
    await before;
    try {
      client.exec("BEGIN IMMEDIATE");
      try {
        const result = await inside.run(true, () => fn(db));
        client.exec("COMMIT");
        return result;
      } catch (e) {
        // A failed COMMIT (or a statement SQLite itself rolled back) may have ended it already.
        if (client.inTransaction) client.exec("ROLLBACK");
        throw e;
      }
    } finally {
      release();
    }
  };
}
