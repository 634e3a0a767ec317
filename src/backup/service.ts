import { Database } from "bun:sqlite";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Db } from "../db/index.ts";
import { AppError } from "../errors.ts";

const DAY = 24 * 60 * 60 * 1000;

/** Where the database of a DATA_DIR lives (openDb's rule: a path ending in .db is the file itself). */
export const dbFileOf = (dataDir: string) => (dataDir.endsWith(".db") ? dataDir : join(dataDir, "squawk.db"));
const backupsDirOf = (dataDir: string) => join(dataDir.endsWith(".db") ? dirname(dataDir) : dataDir, "backups");
const pidFileOf = (dataDir: string) => join(dataDir.endsWith(".db") ? dirname(dataDir) : dataDir, "squawk.pid");

/** Opens a copy read-only and asks SQLite whether it is whole: "ok" or the first problems. */
export function integrityOf(file: string): string {
  // Raw SQL: a file that may not be Squawk's, read before any schema applies (pragmas, sqlite_master).
  const db = new Database(file, { readonly: true });
  try {
    const rows = db.query("PRAGMA integrity_check").all() as { integrity_check: string }[];
    const result = rows.map((r) => r.integrity_check).join("; ");
    // A file that is not ours (no users table) would restore into an empty, migrated app.
    if (result === "ok" && !db.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'users'").get()) return "not a Squawk database (no users table)";
    return result;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  } finally {
    db.close();
  }
}

/**
 * A consistent copy of the live database. VACUUM INTO reads inside one transaction, so the
 * server keeps writing meanwhile (WAL) and the copy is a single point in time. It writes to a
 * temporary name first: a failed or partial copy never replaces an earlier backup.
 */
export function backupTo(db: Db, target: string, opts: { force?: boolean } = {}) {
  const file = resolve(target);
  if (existsSync(file) && !opts.force) throw new AppError(409, `${target} already exists; add --force to overwrite it`);
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.partial-${process.pid}`;
  rmSync(tmp, { force: true });
  try {
    db.$client.query("VACUUM INTO ?").run(tmp); // raw: VACUUM has no drizzle builder
    const integrity = integrityOf(tmp);
    if (integrity !== "ok") throw new AppError(500, `the copy failed its integrity check: ${integrity}`);
    renameSync(tmp, file);
  } finally {
    rmSync(tmp, { force: true });
  }
  return { file, bytes: statSync(file).size, integrity: "ok" as const };
}

/** The server writes its pid beside the database while it serves, so `restore` can refuse. */
export function markServing(dataDir: string) {
  const file = pidFileOf(dataDir);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, String(process.pid));
  process.on("exit", () => {
    try {
      if (readFileSync(file, "utf8") === String(process.pid)) unlinkSync(file);
    } catch {
      // Already gone.
    }
  });
}

/** The pid of a live server on this DATA_DIR, or null (a stale file from a killed server is ignored). */
export function servingPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFileOf(dataDir), "utf8").trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (e) {
    // EPERM: alive but someone else's process.
    return (e as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}

/**
 * Puts a backup in place of the database (the server must be stopped). The old file, with its
 * WAL, is kept aside under a dated name; the caller migrates the restored file forward.
 */
export function restoreFrom(dataDir: string, source: string, now = Date.now()) {
  const from = resolve(source);
  if (!existsSync(from)) throw new AppError(404, `${source} does not exist`);
  const pid = servingPid(dataDir);
  if (pid) throw new AppError(409, `the server is running (pid ${pid}); stop it before restoring`);
  const integrity = integrityOf(from);
  if (integrity !== "ok") throw new AppError(400, `${source} cannot be restored: ${integrity}`);
  const target = dbFileOf(dataDir);
  mkdirSync(dirname(target), { recursive: true });
  let keptAside: string | null = null;
  if (existsSync(target)) {
    keptAside = `${target}.before-restore-${new Date(now).toISOString().replace(/[:.]/g, "-")}`;
    renameSync(target, keptAside);
    for (const ext of ["-wal", "-shm"]) if (existsSync(target + ext)) renameSync(target + ext, keptAside + ext);
  }
  // Copy through SQLite rather than the file system: the source may itself have a WAL beside it.
  const src = new Database(from, { readonly: true });
  try {
    src.query("VACUUM INTO ?").run(target); // raw: VACUUM has no drizzle builder
  } finally {
    src.close();
  }
  return { file: target, keptAside, bytes: statSync(target).size };
}

/** The daily job's files, newest first. */
export function listBackups(dataDir: string) {
  const dir = backupsDirOf(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => /^squawk-.*\.db$/.test(n))
    .map((name) => {
      const s = statSync(join(dir, name));
      return { name, bytes: s.size, createdAt: s.mtimeMs };
    })
    .sort((a, b) => b.createdAt - a.createdAt);
}

/**
 * The daily backup: one file per UTC day (the first run of the day writes it) in DATA_DIR/backups, then files older than
 * `keepDays` removed. Off when keepDays is 0.
 */
export function createBackups(deps: { db: Db; dataDir: string; keepDays: () => number; now?: () => number }) {
  const now = deps.now ?? Date.now;
  return {
    run() {
      const keepDays = deps.keepDays();
      if (keepDays <= 0) return null;
      const t = now();
      const name = `squawk-${new Date(t).toISOString().slice(0, 10)}.db`;
      // The job runs hourly so that a server restarted daily still backs up: once a day is enough.
      if (existsSync(join(backupsDirOf(deps.dataDir), name))) return null;
      const made = backupTo(deps.db, join(backupsDirOf(deps.dataDir), name), { force: true });
      for (const b of listBackups(deps.dataDir)) {
        if (b.name !== name && b.createdAt < t - keepDays * DAY) rmSync(join(backupsDirOf(deps.dataDir), b.name), { force: true });
      }
      return made;
    },
    status() {
      return { keepDays: deps.keepDays(), dir: backupsDirOf(deps.dataDir), files: listBackups(deps.dataDir) };
    },
  };
}

export type Backups = ReturnType<typeof createBackups>;
