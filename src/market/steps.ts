import type { DbTx } from "../db/index.ts";
import * as sqliteSchema from "../db/schema.ts";
import type { Store, StoreDb, StoreTables } from "../db/store.ts";

/**
 * A read of the market's written once for both stores and for every caller: a generator that
 * yields each query and is handed back its rows. `run` awaits each query, on either store; that is
 * the form converted code uses. `runNow` runs each query at once through bun:sqlite's builder, for
 * the callers that are still synchronous on SQLite and cannot await (the alert lists' cache, the
 * integrations' feed and stream, and the channels' plans inside delivery's synchronous events
 * transaction): the same statements and the same logic, only not awaited. When those callers
 * convert to the Store they take `run`'s form and the `…Now` exports go.
 */
type Query = PromiseLike<unknown[]>;
export type Steps<R> = Generator<Query, R, unknown[]>;

/** One query of a read: `const list = yield* rows(q)` gives its rows, typed. */
export function* rows<T>(q: PromiseLike<T[]>): Generator<Query, T[], unknown[]> {
  return (yield q) as T[];
}

export async function run<R>(steps: Steps<R>): Promise<R> {
  let step = steps.next();
  while (!step.done) step = steps.next(await step.value);
  return step.value;
}

/** SQLite only: each query is drizzle's SQLite builder (or a prepared statement), whose all() answers at once. */
export function runNow<R>(steps: Steps<R>): R {
  let step = steps.next();
  while (!step.done) step = steps.next((step.value as unknown as { all(): unknown[] }).all());
  return step.value;
}

const refused = () => Promise.reject(new Error("a synchronous SQLite read opens no transaction"));

/** A bun:sqlite connection or transaction as the Store a read's steps take (for `runNow`; the casts are store.ts's). */
export const sqliteNow = (db: DbTx): Store => ({
  kind: "sqlite",
  db: db as unknown as StoreDb,
  tables: sqliteSchema as unknown as StoreTables,
  tx: refused,
});

/** A prepared statement as one step: awaited it executes with `values`; SQLite's all() runs it at once. */
export function preparedStep<T>(p: { execute(values: Record<string, unknown>): PromiseLike<T[]> }, values: Record<string, unknown>): PromiseLike<T[]> {
  return {
    // biome-ignore lint/suspicious/noThenProperty: a step is awaited like drizzle's own queries
    then: (ok, err) => p.execute(values).then(ok, err),
    all: () => (p as unknown as { all(v: Record<string, unknown>): T[] }).all(values),
  } as PromiseLike<T[]> & { all(): T[] };
}
