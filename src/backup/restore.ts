import { Database } from "bun:sqlite";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { existsSync, renameSync, rmSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { closeDb, dbFileOf, knownMigrations, migrate, openDb, type Db } from "../db/index.ts";
import * as schema from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { integrityOf, liveFileNamed, statOrNull } from "./service.ts";

const removeDb = (file: string) => {
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) rmSync(f, { force: true });
};

/**
 * Folds the WAL into the database file and leaves WAL mode, then closes: one self-contained file
 * that can be renamed (a WAL left beside it would be lost or, worse, applied to another file).
 * The next server to open it turns WAL back on.
 */
function toOneFile(db: Db) {
  try {
    db.$client.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    db.$client.exec("PRAGMA journal_mode = DELETE");
  } finally {
    closeDb(db);
  }
}

/** Why a file is not a backup of Squawk's (as far as can be told before migrating it), or null. */
function notSquawk(file: string): string | null {
  const integrity = integrityOf(file);
  if (integrity !== "ok") return integrity;
  const db = new Database(file, { readonly: true });
  try {
    const has = (name: string) => db.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== null;
    if (!has("__drizzle_migrations")) return "not a Squawk database (no migrations table)";
    const applied = db.query("SELECT hash, created_at AS createdAt FROM __drizzle_migrations ORDER BY created_at").all() as {
      hash: string;
      createdAt: number;
    }[];
    const known = knownMigrations();
    if (applied.length === 0) return "not a Squawk database (no migration applied)";
    for (const [i, m] of applied.entries()) {
      const k = known[i];
      if (!k) return "it was written by a newer Squawk than this one";
      if (k.hash !== m.hash || k.createdAt !== Number(m.createdAt)) return `not a Squawk database (migration ${i + 1} is not one of Squawk's)`;
    }
    if (!has("users")) return "not a Squawk database (no users table)";
    return null;
  } finally {
    db.close();
  }
}

/** After migrating: every table and column this version's schema expects is there. */
function schemaGap(file: string): string | null {
  const db = new Database(file, { readonly: true });
  try {
    for (const table of Object.values(schema)) {
      if (!(table instanceof SQLiteTable)) continue;
      const { name, columns } = getTableConfig(table);
      const have = new Set((db.query(`SELECT name FROM pragma_table_info(?)`).all(name) as { name: string }[]).map((c) => c.name));
      if (have.size === 0) return `table ${name} is missing`;
      const missing = columns.find((c) => !have.has(c.name));
      if (missing) return `column ${name}.${missing.name} is missing`;
    }
    return null;
  } finally {
    db.close();
  }
}

/**
 * Puts a backup in place of the database (the caller holds DATA_DIR's lock: no server runs).
 * The backup is checked, copied beside the database and migrated there first; only when all of
 * that succeeded is the current database (checkpointed, so it is one self-contained file) moved
 * aside under a dated name and the copy renamed into its place. Any failure before the swap
 * leaves the current database exactly as it was and removes the copy.
 */
export function restoreFrom(dataDir: string, source: string, now = Date.now()) {
  const from = resolve(source);
  const live = liveFileNamed(from, dbFileOf(dataDir));
  if (live) throw new AppError(400, `${source} is ${live}; restore from a backup file`);
  if (!existsSync(from)) throw new AppError(404, `${source} does not exist`);
  if (statSync(from).isDirectory()) throw new AppError(400, `${source} is a directory, not a backup file`);
  const why = notSquawk(from);
  if (why) throw new AppError(400, `${source} cannot be restored: ${why}`);

  const target = dbFileOf(dataDir);
  const staged = `${target.replace(/\.db$/, "")}.restoring-${process.pid}.db`; // openDb takes a name ending in .db as the file
  removeDb(staged);
  try {
    // Through SQLite rather than the file system: the source may have a WAL of its own beside it.
    const src = new Database(from, { readonly: true });
    try {
      src.query("VACUUM INTO ?").run(staged);
    } finally {
      src.close();
    }
    const db = openDb(staged);
    try {
      migrate(db);
    } catch (e) {
      throw new AppError(
        400,
        `${source} cannot be restored: its migration to this version failed (${e instanceof Error ? e.message.split("\n")[0] : String(e)})`,
      );
    } finally {
      toOneFile(db);
    }
    const gap = schemaGap(staged);
    if (gap) throw new AppError(400, `${source} cannot be restored: after migration, ${gap}`);
  } catch (e) {
    removeDb(staged);
    throw e;
  }

  let keptAside: string | null = null;
  if (existsSync(target)) {
    // One self-contained file to keep: the WAL folded in, so no -wal or -shm is left behind.
    toOneFile(openDb(target));
    if ((statOrNull(`${target}-wal`)?.size ?? 0) > 0) {
      removeDb(staged);
      throw new AppError(500, "the current database could not be checkpointed; nothing was changed");
    }
    for (const ext of ["-wal", "-shm"]) rmSync(target + ext, { force: true });
    keptAside = `${target}.before-restore-${new Date(now).toISOString().replace(/[:.]/g, "-")}`;
    renameSync(target, keptAside);
  }
  try {
    renameSync(staged, target);
  } catch (e) {
    if (keptAside) renameSync(keptAside, target);
    removeDb(staged);
    throw e;
  }
  return { file: target, keptAside, bytes: statSync(target).size };
}
