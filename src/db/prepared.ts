import { getTableColumns, sql, type Column, type Placeholder, type SQL, type Table } from "drizzle-orm";

/**
 * Helpers for drizzle prepared statements on hot paths: the statement is built once from the
 * schema (so a renamed or dropped column fails the typecheck) and filled per run by name.
 */

type ColumnKey<T extends Table> = keyof T["_"]["columns"] & string;

/** A placeholder per column, for `insert(t).values(placeholders(t, keys))`: each value is encoded as its column encodes it (JSON, boolean). */
export function placeholders<T extends Table, K extends ColumnKey<T>>(_table: T, keys: readonly K[]): Record<K, Placeholder> {
  return Object.fromEntries(keys.map((k) => [k, sql.placeholder(k) as Placeholder])) as Record<K, Placeholder>;
}

/**
 * A value filled in per run, encoded as `column` encodes it (JSON, boolean, a time): for
 * `update(t).set({...})`, and in a `where` (a bare `sql.placeholder` there is bound unencoded).
 */
export const boundParam = (name: string, column: Column): SQL => sql`${sql.param(sql.placeholder(name), column)}`;

/** An upsert's SET that takes the new row's value of each column (`excluded.<column>`). */
export function excluded<T extends Table, K extends ColumnKey<T>>(table: T, keys: readonly K[]): Record<K, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((k) => [k, sql`excluded.${sql.identifier(columns[k]!.name)}`])) as Record<K, SQL>;
}

/**
 * A statement prepared once per connection or transaction it runs on (`build` is given either):
 * a hot read then skips drizzle's building and SQLite's compiling on every call after the first.
 */
export function preparedOn<D extends object, P>(build: (db: D) => P): (db: D) => P {
  const made = new WeakMap<D, P>();
  return (db) => {
    let p = made.get(db);
    if (p === undefined) made.set(db, (p = build(db)));
    return p;
  };
}

/**
 * Several statements per connection or transaction, each prepared on its first use there: a
 * PostgreSQL transaction is a new handle each time and often runs only a few of them.
 */
export function preparedSet<S extends Record<string, (db: never) => unknown>>(
  builders: S,
): (db: Parameters<S[keyof S]>[0] & object) => { [K in keyof S]: ReturnType<S[K]> } {
  return preparedOn((db: Parameters<S[keyof S]>[0] & object) => {
    const made = {} as { [K in keyof S]: ReturnType<S[K]> };
    for (const key of Object.keys(builders) as (keyof S)[]) {
      Object.defineProperty(made, key, {
        get() {
          const p = builders[key]!(db as never);
          Object.defineProperty(made, key, { value: p });
          return p;
        },
        configurable: true,
      });
    }
    return made;
  });
}
