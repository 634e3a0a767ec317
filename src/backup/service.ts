import { Database } from "bun:sqlite";
import { existsSync, mkdirSync, readdirSync, realpathSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join, resolve, sep } from "node:path";
import { dbFileOf, type Db } from "../db/index.ts";
import type { Store } from "../db/store.ts";
import { AppError } from "../errors.ts";

const DAY = 24 * 60 * 60 * 1000;

const backupsDirOf = (dataDir: string) => join(dataDir.endsWith(".db") ? dirname(dataDir) : dataDir, "backups");

/** Opens a file read-only and asks SQLite whether it is whole: "ok" or the first problems. */
export function integrityOf(file: string): string {
  let db: Database | null = null;
  try {
    db = new Database(file, { readonly: true });
    const rows = db.query("PRAGMA integrity_check").all() as { integrity_check: string }[];
    return rows.map((r) => r.integrity_check).join("; ");
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  } finally {
    db?.close();
  }
}

/** The files SQLite keeps for a database, and the lock's note: a backup written over any of them destroys it. */
const liveFiles = (dbFile: string) => [dbFile, `${dbFile}-wal`, `${dbFile}-shm`, `${dbFile}-journal`, `${dbFile}.lock`, `${dbFile}.lock.json`];

/** The path with its directory's links resolved (the file itself may not exist yet). */
function realPath(file: string) {
  try {
    return realpathSync(file);
  } catch {
    try {
      return join(realpathSync(dirname(file)), basename(file));
    } catch {
      return resolve(file);
    }
  }
}

/** "the live database" or "the live database (its wal file)" when the path, or its inode (a hard link), is one of them; else null. */
export function liveFileNamed(target: string, dbFile: string): string | null {
  const t = realPath(target);
  const tStat = statOrNull(target);
  for (const live of liveFiles(dbFile)) {
    const l = statOrNull(live);
    if (t === realPath(live) || (tStat && l && tStat.dev === l.dev && tStat.ino === l.ino)) {
      return `the live database${live === dbFile ? "" : ` (its ${live.slice(dbFile.length + 1)} file)`}`;
    }
  }
  return null;
}

/** Refuses a target that is the live database or one of its companions, by path or by inode (a hard link). */
function refuseLiveTarget(target: string, dbFile: string) {
  const live = liveFileNamed(target, dbFile);
  if (live) throw new AppError(400, `${target} is ${live}; write the backup somewhere else`);
}

/**
 * Refuses a target anywhere inside the live data folder (DATA_DIR, or the database's own files
 * when DATA_DIR names a .db file): what is there belongs to the running server (its lock's
 * note, its pages, its daily backups), and a copy written there is lost with the folder.
 */
function refuseInsideDataDir(target: string, dataDir: string) {
  const t = realPath(target);
  const dbFile = dbFileOf(dataDir);
  const folder = realPath(dirname(dbFile));
  const inside = dataDir.endsWith(".db") ? dirname(t) === folder && basename(t).startsWith(basename(dbFile)) : t === folder || t.startsWith(`${folder}${sep}`);
  if (inside) throw new AppError(400, `${target} is inside DATA_DIR=${dataDir}; write the backup somewhere else`);
}

export const statOrNull = (file: string) => {
  try {
    return statSync(file);
  } catch {
    return null;
  }
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Removes what an earlier backup to the same file left when it was killed (its process is gone). */
function removeLeftovers(file: string) {
  const prefix = `${basename(file)}.partial-`;
  let names: string[];
  try {
    names = readdirSync(dirname(file));
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(name.slice(prefix.length).replace(/-journal$/, ""));
    if (name.startsWith(prefix) && Number.isInteger(pid) && pid !== process.pid && !isAlive(pid)) rmSync(join(dirname(file), name), { force: true });
  }
}

/** Removes a partial copy and its journal. */
export const removePartial = (tmp: string) => {
  for (const f of [tmp, `${tmp}-journal`]) rmSync(f, { force: true });
};

/**
 * Where a backup of `dbFile` to `target` is first written, after refusing a target that is the
 * live database (or inside `outsideOf`, the live DATA_DIR, for a backup by hand) or a directory, or one that exists without `force`, and removing what a killed
 * earlier backup to the same file left behind.
 */
export function stageBackup(dbFile: string, target: string, opts: { force?: boolean; outsideOf?: string } = {}) {
  const file = resolve(target);
  refuseLiveTarget(file, dbFile);
  if (opts.outsideOf !== undefined) refuseInsideDataDir(file, opts.outsideOf);
  const st = statOrNull(file);
  if (st?.isDirectory()) throw new AppError(400, `${target} is a directory; name the backup file`);
  if (st && !opts.force) throw new AppError(409, `${target} already exists; add --force to overwrite it`);
  mkdirSync(dirname(file), { recursive: true });
  removeLeftovers(file);
  const tmp = `${file}.partial-${process.pid}`;
  removePartial(tmp);
  return { file, tmp };
}

/** The copy, made whole: checked by SQLite, then renamed over the target (never a partial one). */
export function completeBackup(staged: { file: string; tmp: string }, integrity = integrityOf(staged.tmp)) {
  try {
    if (integrity !== "ok") throw new AppError(500, `the copy failed its integrity check: ${integrity}`);
    renameSync(staged.tmp, staged.file);
  } finally {
    removePartial(staged.tmp);
  }
  return { file: staged.file, bytes: statSync(staged.file).size, integrity: "ok" as const };
}

/**
 * A consistent copy of the live database. VACUUM INTO reads inside one transaction, so the
 * server keeps writing meanwhile (WAL) and the copy is a single point in time. It writes to a
 * temporary name first: a failed or partial copy never replaces an earlier backup.
 */
export function backupTo(db: Db, target: string, opts: { force?: boolean } = {}) {
  const staged = stageBackup(db.$client.filename, target, opts);
  try {
    db.$client.query("VACUUM INTO ?").run(staged.tmp);
  } catch (e) {
    removePartial(staged.tmp);
    throw e;
  }
  return completeBackup(staged);
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
 * What the daily backup says with the PostgreSQL store: the copy is the operator's, with
 * PostgreSQL's own tool (the same words as `squawk backup`, src/db/pg/cli.ts).
 */
export const PG_DAILY_BACKUP =
  "The database is PostgreSQL's, and backing it up is pg_dump's job (for example: pg_dump --format=custom --file=squawk.dump \"$DATABASE_URL\"). Squawk's daily backup copies a SQLite database only, so it writes nothing here.";

/**
 * The daily backup: one file per UTC day (the first run of the day writes it) in DATA_DIR/backups, then files older than
 * `keepDays` removed. Off when keepDays is 0. With the PostgreSQL store it does nothing (VACUUM INTO
 * is SQLite's; pg_dump is the tool there) and its status says so.
 */
export function createBackups(deps: {
  store: Pick<Store, "kind">;
  /** SQLite's connection, from the SQLite root; null with PostgreSQL. */
  sqlite: Db | null;
  dataDir: string;
  keepDays: () => number;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const onPg = deps.store.kind === "pg";
  return {
    run() {
      const keepDays = deps.keepDays();
      if (onPg || !deps.sqlite || keepDays <= 0) return null;
      const t = now();
      const name = `squawk-${new Date(t).toISOString().slice(0, 10)}.db`;
      // The job runs hourly so that a server restarted daily still backs up: once a day is enough.
      if (existsSync(join(backupsDirOf(deps.dataDir), name))) return null;
      const made = backupTo(deps.sqlite, join(backupsDirOf(deps.dataDir), name), { force: true });
      for (const b of listBackups(deps.dataDir)) {
        if (b.name !== name && b.createdAt < t - keepDays * DAY) rmSync(join(backupsDirOf(deps.dataDir), b.name), { force: true });
      }
      return made;
    },
    /** `pgDump`: set with PostgreSQL, where the daily backup does nothing and says what does. */
    status() {
      if (onPg) return { keepDays: 0, dir: null, files: [], pgDump: PG_DAILY_BACKUP };
      return { keepDays: deps.keepDays(), dir: backupsDirOf(deps.dataDir), files: listBackups(deps.dataDir), pgDump: null };
    },
  };
}

export type Backups = ReturnType<typeof createBackups>;
