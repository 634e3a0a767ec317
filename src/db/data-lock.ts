import { Database } from "bun:sqlite";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { dataDirProblem, dbFileOf } from "./index.ts";

/** Another Squawk process holds DATA_DIR: the CLI prints the message (naming it) and exits 2. */
export class DataDirBusy extends Error {
  constructor(
    message: string,
    readonly holder: Holder | null,
  ) {
    super(message);
  }
}

export interface Holder {
  pid: number;
  command: string;
  /** Where a server listens, when the holder is one. */
  url?: string;
  since: string;
}

export interface DataLock {
  /** Says what the holder is doing (a server's URL once it listens), for the one a refusal names. */
  describe(extra: Partial<Holder>): void;
  release(): void;
}

/**
 * One Squawk process per data folder, decided by the operating system: a lock on a small SQLite
 * file beside the database (`squawk.db.lock`), held by an open connection in SQLite's exclusive
 * locking mode. SQLite takes it with fcntl() byte-range locks, which the kernel drops when the
 * process ends however it ends (kill -9 included), and which deleting or renaming a file cannot
 * undo, unlike a pid file. SQLite over bun:sqlite needs no FFI and behaves the same on Linux and
 * macOS (and with its own locks on Windows).
 *
 * `exclusive` (serve, restore, migrate): nobody else. `shared` (backup): other backups may run
 * too, but no server, restore or migration starts meanwhile. Who holds it is written to
 * `squawk.db.lock.json` only so that a refusal can name them; that file decides nothing.
 */
export function lockDataDir(dataDir: string, mode: "exclusive" | "shared", command: string): DataLock {
  if (dbFileOf(dataDir) === ":memory:") return { describe() {}, release() {} }; // nothing on disk to share
  const file = `${dbFileOf(dataDir)}.lock`;
  let db: Database | null;
  try {
    mkdirSync(dirname(file), { recursive: true });
    db = new Database(file, { create: true });
  } catch (e) {
    throw dataDirProblem(dataDir, e);
  }
  try {
    db.exec("PRAGMA busy_timeout = 0"); // a held lock is an answer, not something to wait for
    db.exec("PRAGMA locking_mode = EXCLUSIVE"); // never give up a lock once taken
    if (mode === "exclusive") {
      db.exec("BEGIN EXCLUSIVE");
      db.exec("CREATE TABLE IF NOT EXISTS held (at INTEGER)");
      db.exec(`DELETE FROM held; INSERT INTO held VALUES (${Date.now()}); COMMIT`);
    } else db.query("SELECT count(*) FROM sqlite_master").get();
  } catch (e) {
    db.close();
    if ((e as { code?: string }).code !== "SQLITE_BUSY") throw dataDirProblem(dataDir, e);
    const holder = readHolder(file);
    throw new DataDirBusy(busyMessage(dataDir, holder), holder);
  }
  let holder: Holder = { pid: process.pid, command, since: new Date().toISOString() };
  const write = () => writeFileSync(`${file}.json`, `${JSON.stringify(holder)}\n`);
  write();
  return {
    describe(extra) {
      holder = { ...holder, ...extra };
      write();
    },
    release() {
      db?.close();
      db = null;
    },
  };
}

function readHolder(file: string): Holder | null {
  try {
    const h = JSON.parse(readFileSync(`${file}.json`, "utf8")) as Holder;
    return Number.isInteger(h.pid) ? h : null;
  } catch {
    return null;
  }
}

function busyMessage(dataDir: string, h: Holder | null): string {
  if (!h) return `DATA_DIR=${dataDir} is in use by another Squawk process.`;
  const what = h.command === "serve" ? `a Squawk server${h.url ? ` at ${h.url}` : ""}` : `squawk ${h.command}`;
  return `DATA_DIR=${dataDir} is in use by ${what} (pid ${h.pid}, since ${h.since}).`;
}
