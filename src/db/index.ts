import { Database } from "bun:sqlite";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import { embeddedMigrations } from "./migrations.ts" with { type: "macro" };
import * as schema from "./schema.ts";
import { settings } from "./schema/core.ts";
import { FRESH_SETTINGS } from "./seed.ts";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };
/** The database or a transaction on it: rows a fact owes are written in the caller's transaction. */
// biome-ignore lint/suspicious/noExplicitAny: drizzle's run-result type differs between the connection and a transaction
export type DbTx = BaseSQLiteDatabase<"sync", any, typeof schema>;

/**
 * DATA_DIR cannot hold the database (read-only, a missing or bad parent, a full disk). The CLI
 * prints the message, one line that names DATA_DIR, the path and the cause, and exits 2.
 */
export class DataDirError extends Error {}

const CAUSES: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "the file system is read-only",
  SQLITE_READONLY: "the file system is read-only",
  ENOENT: "a parent directory does not exist",
  ENOTDIR: "a parent in the path is a file, not a directory",
  EISDIR: "the database path is a directory",
  ENOSPC: "the disk is full",
  SQLITE_FULL: "the disk is full",
  EFBIG: "no space left to write (the file-size limit is reached)",
  EDQUOT: "the disk quota is used up",
};

/**
 * Why the directory cannot be used, in words. SQLite often hides the cause (a full disk during
 * the migration surfaces as "cannot rollback - no transaction is active"), so a failed open is
 * followed by one small test write, whose errno says what the disk really answers.
 */
function dataDirError(path: string, dir: string, e: unknown, opts: { knownOnly?: boolean } = {}): unknown {
  const code = (e as { code?: string })?.code ?? "";
  let cause: string | undefined = CAUSES[code];
  if (!cause) {
    const probe = join(dir, ".squawk-write-test");
    try {
      writeFileSync(probe, new Uint8Array(256 * 1024));
    } catch (p) {
      const pcode = (p as { code?: string })?.code ?? "";
      cause = CAUSES[pcode] ? `${CAUSES[pcode]} (${pcode})` : undefined;
    }
    try {
      rmSync(probe, { force: true });
    } catch {
      // Nothing was written where nothing can be removed.
    }
    // A migration that fails on a healthy disk is a bug to see in full, not a DATA_DIR problem.
    if (!cause && opts.knownOnly) return e;
    cause ??= e instanceof Error ? e.message : String(e);
  } else cause += ` (${code})`;
  return new DataDirError(`Cannot use DATA_DIR=${path} for the database: ${cause}.`);
}

/** The database file DATA_DIR stands for (DATA_DIR may name the .db file itself). */
export const dbFileOf = (pathOrDir: string) => (pathOrDir === ":memory:" || pathOrDir.endsWith(".db") ? pathOrDir : join(pathOrDir, "squawk.db"));

/** Opens (creating if needed) the SQLite file, or ":memory:", with the pragmas every connection needs. */
export function openDb(pathOrDir: string): Db {
  try {
    return open(pathOrDir, pathOrDir !== ":memory:" && !pathOrDir.endsWith(".db"));
  } catch (e) {
    throw dataDirProblem(pathOrDir, e);
  }
}

/** What a failure to create or open something in DATA_DIR means for the operator (a DataDirError). */
export const dataDirProblem = (pathOrDir: string, e: unknown) => dataDirError(pathOrDir, pathOrDir.endsWith(".db") ? dirname(pathOrDir) : pathOrDir, e);

function open(pathOrDir: string, isDir: boolean): Db {
  if (isDir) mkdirSync(pathOrDir, { recursive: true });
  const file = dbFileOf(pathOrDir);
  const sqlite = new Database(file, { create: true, strict: true });
  // Connection settings are pragmas, which drizzle has no builder for.
  // First, so that opening a database another process holds (or that a killed process left
  // needing WAL recovery) waits instead of failing with SQLITE_BUSY.
  sqlite.exec("PRAGMA busy_timeout = 5000");
  sqlite.exec("PRAGMA journal_mode = WAL");
  // NORMAL is durable across app crashes in WAL mode and ~8x faster than bun's FULL default.
  sqlite.exec("PRAGMA synchronous = NORMAL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  optimize(sqlite, true);
  return drizzle({ client: sqlite, schema }) as Db;
}

/**
 * Keeps the query planner's statistics fresh (SQLite's advice for long-lived connections): at
 * open, and hourly from the jobs list. Without them a plan that suits a small table (read every
 * relevant analysis, then sort) is kept at a million rows. `analysis_limit` bounds the work, so
 * even a first ANALYZE of a large file takes milliseconds, not seconds.
 */
export function optimize(sqlite: Database, atOpen = false) {
  sqlite.exec("PRAGMA analysis_limit = 400");
  sqlite.exec(atOpen ? "PRAGMA optimize = 0x10002" : "PRAGMA optimize");
}

/** Applies the migrations embedded at build time, then seeds what a fresh install needs. */
export function migrate(db: Db) {
  try {
    applyMigrations(db);
  } catch (e) {
    const file = db.$client.filename;
    if (!file || file === ":memory:") throw e;
    const dir = dirname(file);
    throw dataDirError(file.endsWith("/squawk.db") ? dir : file, dir, e, { knownOnly: true });
  }
}

function applyMigrations(db: Db) {
  const migrations = embeddedMigrations();
  // The dialect's migrate is drizzle's own runner, fed with the inlined SQL.
  // biome-ignore lint/suspicious/noExplicitAny: drizzle's dialect and session are internal: migrations come inlined, not from a folder
  (db as any).dialect.migrate(migrations, (db as any).session, { migrationsFolder: "" });
  db.insert(settings).values(FRESH_SETTINGS).onConflictDoNothing().run();
}

/** The migrations this build carries, oldest first, as drizzle records them once applied. */
export const knownMigrations = () => embeddedMigrations().map((m) => ({ hash: m.hash, createdAt: m.folderMillis }));

export function closeDb(db: Db) {
  db.$client.close();
}
