import { eq } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Db } from "../db/index.ts";
import { settings as settingsTable, SETTING_TYPES, type SettingType } from "../db/schema/core.ts";
import { sqliteStore, type Store } from "../db/store.ts";
import { badRequest, notFound } from "../errors.ts";
import { notifyStatement } from "../cluster/index.ts";
import { KNOWN_SETTINGS, type KnownKey, type KnownSetting } from "./known.ts";

export type SettingRow = typeof settingsTable.$inferSelect;

/** Parses a stored or submitted string as its data type; throws a 400 that says why not. */
export function parseValue(key: string, value: string, type: SettingType): unknown {
  switch (type) {
    case "string":
      return value;
    case "number": {
      const n = Number(value);
      if (value.trim() === "" || !Number.isFinite(n)) throw badRequest(`${key}: "${value}" is not a number`);
      return n;
    }
    case "boolean":
      if (value === "true") return true;
      if (value === "false") return false;
      throw badRequest(`${key}: a boolean must be true or false`);
    case "json":
      try {
        return JSON.parse(value);
      } catch {
        throw badRequest(`${key}: the value is not valid JSON`);
      }
  }
}

/** Every stored setting, from either store. */
export async function loadSettings(store: Store): Promise<SettingRow[]> {
  return await store.db.select().from(store.tables.settings);
}

/**
 * The settings service, given the rows already loaded (`loadSettings`). It keeps the parsed rows
 * in memory: hot paths (every request reads the environment mode) cost a Map lookup, and `get`
 * stays synchronous for its many callers.
 *
 * A write goes to the store and answers once it is stored. The cache takes the new value at once,
 * before the write is answered, so code that reads right after a `set` sees it (on SQLite the
 * statement itself has run by then too); if the store refuses the write, the cache goes back to
 * what it held. Bad input throws at once, before the store is touched. This node is the only one
 * that sees its own writes until a change is announced to the others (issue 36 §5: NOTIFY, then
 * `reload()`).
 */
export function createSettings(deps: { store: Store; config: Config; rows: SettingRow[] }) {
  const { store, config } = deps;
  const { db, tables } = store;
  const known = KNOWN_SETTINGS as Record<string, KnownSetting>;
  let cache = new Map(deps.rows.map((r) => [r.key, r]));
  // This node's changes a reload may not have read yet: writes in flight (`pending` of them), or
  // the last one settled at change number `at`.
  const local = new Map<string, { pending: number; at: number }>();
  let changes = 0;
  /** A write of `key` answered (stored or refused): a reload that starts from now on reads its outcome. */
  function settled(key: string) {
    const c = local.get(key)!;
    c.pending--;
    c.at = ++changes;
  }

  function get<K extends KnownKey>(key: K): ReturnType<(typeof KNOWN_SETTINGS)[K]["default"]> {
    const def = known[key]!;
    const row = cache.get(key);
    if (row) {
      try {
        const v = parseValue(key, row.value, def.type);
        // biome-ignore lint/suspicious/noExplicitAny: the value's type is the setting's, chosen by its key
        if (!def.check?.(v)) return v as any;
      } catch {
        // A bad stored value falls back to the default rather than breaking the feature.
      }
    }
    // biome-ignore lint/suspicious/noExplicitAny: the value's type is the setting's, chosen by its key
    return def.default(config) as any;
  }

  function list(): SettingRow[] {
    return [...cache.values()].sort((a, b) => a.key.localeCompare(b.key));
  }

  /** Puts `row` in the cache for `key` (or removes it) and answers how to undo that. */
  function swap(key: string, row: SettingRow | undefined): () => void {
    const c = local.get(key) ?? { pending: 0, at: 0 };
    c.pending++;
    c.at = ++changes;
    local.set(key, c);
    const before = cache.get(key);
    if (row) cache.set(key, row);
    else cache.delete(key);
    return () => {
      if (cache.get(key) !== row) return; // a later write owns the entry now
      if (before) cache.set(key, before);
      else cache.delete(key);
    };
  }

  /** Validates at once (a bad value throws before anything changes), then stores the setting. */
  function set(input: { key: string; value: string; dataType: SettingType; description?: string | null }): Promise<SettingRow> {
    const key = input.key.trim();
    if (!key || input.value === "") throw badRequest("Key and value are required");
    if (!SETTING_TYPES.includes(input.dataType)) {
      throw badRequest(`dataType must be one of: ${SETTING_TYPES.join(", ")}`);
    }
    const parsed = parseValue(key, input.value, input.dataType);
    const rule = known[key];
    if (rule) {
      if (rule.type !== input.dataType) throw badRequest(`${key} must have the data type ${rule.type}`);
      const problem = rule.check?.(parsed);
      if (problem) throw badRequest(problem);
    }
    const values = {
      key,
      value: input.value,
      dataType: input.dataType,
      description: input.description ?? rule?.description ?? null,
      updatedAt: Date.now(),
    };
    // Until the store answers with the row's id, the cached row keeps the id it had (0 when new).
    const pending = { id: cache.get(key)?.id ?? 0, ...values };
    const undo = swap(key, pending);
    return write(values, pending, undo);
  }

  async function write(values: Omit<SettingRow, "id">, pending: SettingRow, undo: () => void): Promise<SettingRow> {
    const { settings } = tables;
    try {
      // `execute()` starts the statement now, not when the await calls `then` a microtask later:
      // on SQLite drizzle's insert runs it before set() returns, so the many callers that do not
      // await find the row stored, as before the store became async (tested). Only the insert
      // builder does this: a delete's `execute()` still waits for `then`.
      const upsert = (t: typeof db) => t.insert(settings).values(values).onConflictDoUpdate({ target: settings.key, set: values }).returning().execute();
      const [row] = store.kind === "pg" ? await store.tx(async (t) => announced(t, values.key, await upsert(t))) : await upsert(db);
      if (cache.get(values.key) === pending) cache.set(values.key, row!);
      return row!;
    } catch (e) {
      undo();
      throw e;
    } finally {
      settled(values.key);
    }
  }

  async function remove(key: string): Promise<void> {
    const { settings } = tables;
    const undo = swap(key, undefined);
    let gone: { id: number }[];
    try {
      const del = (t: typeof db) => t.delete(settings).where(eq(settings.key, key)).returning({ id: settings.id });
      gone = store.kind === "pg" ? await store.tx(async (t) => announced(t, key, await del(t))) : await del(db);
    } catch (e) {
      undo();
      throw e;
    } finally {
      settled(key);
    }
    if (gone.length === 0) throw notFound(`No setting named ${key}`);
  }

  /**
   * PostgreSQL: every node's cache hears of the change at its commit and reads the rows again
   * (issue 36 §5), this one included; SQLite has one process.
   */
  async function announced<T>(t: typeof db, key: string, result: T): Promise<T> {
    await t.execute(notifyStatement("settings", key));
    return result;
  }

  /**
   * Reads every row again (another node changed one, §5). This node's own writes still in flight
   * are kept over what the read found, and so is a write that settled while the read ran (the
   * read may predate it); reloads run one at a time, and those asked meanwhile are one more.
   */
  let reloading: Promise<void> | null = null;
  let again = false;
  function reload(): Promise<void> {
    if (reloading) {
      again = true;
      return reloading;
    }
    reloading = (async () => {
      try {
        do {
          again = false;
          const since = changes;
          const rows = await loadSettings(store);
          const next = new Map(rows.map((r) => [r.key, r]));
          for (const [key, c] of local) {
            if (c.pending === 0 && c.at <= since) {
              local.delete(key);
              continue;
            }
            const row = cache.get(key);
            if (row) next.set(key, row);
            else next.delete(key);
          }
          cache = next;
        } while (again);
      } finally {
        reloading = null;
      }
    })();
    return reloading;
  }

  const environment = (): "test" | "live" => get("environment.mode") as "test" | "live";

  return { get, list, set, remove, reload, environment };
}

export type Settings = ReturnType<typeof createSettings>;

/**
 * Settings on a SQLite connection, for the composition roots, which are synchronous while the app
 * runs on SQLite alone: the rows are read with bun:sqlite's synchronous `.all()` where PostgreSQL's
 * root will `await loadSettings(store)`. Everything after the load is the one path.
 */
export function settingsOnSqlite(db: Db, config: Config): Settings {
  return createSettings({ store: sqliteStore(db), config, rows: db.select().from(settingsTable).all() });
}
