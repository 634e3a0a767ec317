/**
 * A read of the market's written once for both stores and for every caller: a generator that
 * yields each query and is handed back its rows. `run` awaits each query, on either store (every
 * caller awaits now: the synchronous SQLite form, `runNow`, went with its last caller).
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

/** A prepared statement as one step: awaited, it executes with `values`. */
export function preparedStep<T>(p: { execute(values: Record<string, unknown>): PromiseLike<T[]> }, values: Record<string, unknown>): PromiseLike<T[]> {
  return {
    // biome-ignore lint/suspicious/noThenProperty: a step is awaited like drizzle's own queries
    then: (ok, err) => p.execute(values).then(ok, err),
  };
}
