import { eq } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Db } from "../db/index.ts";
import { settings, SETTING_TYPES, type SettingType } from "../db/schema/core.ts";
import { badRequest, notFound } from "../errors.ts";
import { KNOWN_SETTINGS, type KnownKey, type KnownSetting } from "./known.ts";

export type SettingRow = typeof settings.$inferSelect;

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

/**
 * Settings live in SQLite. This service is their only writer, so it keeps the parsed rows in
 * memory and refreshes them on every write: a change on the admin page takes effect at once
 * without a restart, and hot paths (every request reads the environment mode) cost a Map lookup.
 */
export function createSettings(deps: { db: Db; config: Config }) {
  const { db, config } = deps;
  const known = KNOWN_SETTINGS as Record<string, KnownSetting>;
  let cache: Map<string, SettingRow> | null = null;
  const rows = () =>
    (cache ??= new Map(
      db
        .select()
        .from(settings)
        .all()
        .map((r) => [r.key, r]),
    ));

  function get<K extends KnownKey>(key: K): ReturnType<(typeof KNOWN_SETTINGS)[K]["default"]> {
    const def = known[key]!;
    const row = rows().get(key);
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
    return [...rows().values()].sort((a, b) => a.key.localeCompare(b.key));
  }

  function set(input: { key: string; value: string; dataType: SettingType; description?: string | null }) {
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
    db.insert(settings).values(values).onConflictDoUpdate({ target: settings.key, set: values }).run();
    cache = null;
    return rows().get(key)!;
  }

  function remove(key: string) {
    const gone = db.delete(settings).where(eq(settings.key, key)).returning({ id: settings.id }).all();
    cache = null;
    if (gone.length === 0) throw notFound(`No setting named ${key}`);
  }

  const environment = (): "test" | "live" => get("environment.mode") as "test" | "live";

  return { get, list, set, remove, environment };
}

export type Settings = ReturnType<typeof createSettings>;
