import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { dataDirProblem, dbFileOf } from "./index.ts";
import { flock } from "./flock.ts";

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
  /** A server's node id (src/cluster/node-id.ts), for `squawk doctor`. */
  node?: string;
  since: string;
}

export interface DataLock {
  /** Says what the holder is doing (a server's URL once it listens), for the one a refusal names. */
  describe(extra: Partial<Holder>): void;
  release(): void;
}

/** The folder that holds the database: DATA_DIR, or the folder of a DATA_DIR that names a .db file. */
export const dataFolderOf = (dataDir: string) => dirname(dbFileOf(dataDir));

/**
 * One Squawk process per data folder, decided by the operating system: flock() on the data
 * folder itself, taken through an open handle of the folder. The kernel drops it when the
 * process ends however it ends (kill -9 included), and no file in the folder carries it, so
 * deleting or overwriting files there (a "stale lock" removed by hand) cannot undo it; only
 * removing the folder, database and all, would. An earlier version locked a file beside the
 * database (`squawk.db.lock`), and deleting that file let a second server start.
 *
 * `exclusive` (serve, restore, migrate): nobody else. `shared` (backup): other backups may run
 * too, but no restore or migration starts meanwhile. Who holds it is written to
 * `squawk.db.lock.json` only so that a refusal can name them (and a backup can tell a server,
 * beside which it may run); that file decides nothing.
 */
export function lockDataDir(dataDir: string, mode: "exclusive" | "shared", command: string): DataLock {
  if (dbFileOf(dataDir) === ":memory:") return { describe() {}, release() {} }; // nothing on disk to share
  const folder = dataFolderOf(dataDir);
  const note = `${dbFileOf(dataDir)}.lock.json`;
  let fd: number | null;
  try {
    mkdirSync(folder, { recursive: true });
    fd = openSync(folder, "r");
  } catch (e) {
    throw dataDirProblem(dataDir, e);
  }
  const got = flock(fd, mode);
  if (got !== "locked") {
    closeSync(fd);
    if (got !== "busy") throw dataDirProblem(dataDir, got);
    const holder = readHolder(note);
    throw new DataDirBusy(busyMessage(dataDir, holder), holder);
  }
  let holder: Holder = { pid: process.pid, command, since: new Date().toISOString() };
  const write = () => writeFileSync(note, `${JSON.stringify(holder)}\n`);
  try {
    write(); // the first write into the folder: a read-only or full one is told here
  } catch (e) {
    closeSync(fd);
    throw dataDirProblem(dataDir, e);
  }
  return {
    describe(extra) {
      holder = { ...holder, ...extra };
      write();
    },
    release() {
      if (fd === null) return;
      closeSync(fd); // closing the last handle releases the lock
      fd = null;
    },
  };
}

/**
 * Who holds DATA_DIR right now, for `squawk doctor`, which only reads: null when nobody does (or
 * there is no folder yet). The probe takes a shared lock without waiting and drops it at once, the
 * only sure test (the note beside the database outlives its process); a server starting in that
 * instant would be refused, as during a backup.
 */
export function holderOf(dataDir: string): Holder | null {
  if (dbFileOf(dataDir) === ":memory:") return null;
  let fd: number;
  try {
    fd = openSync(dataFolderOf(dataDir), "r");
  } catch {
    return null;
  }
  try {
    if (flock(fd, "shared") !== "busy") return null;
    return readHolder(`${dbFileOf(dataDir)}.lock.json`) ?? { pid: 0, command: "unknown", since: "" };
  } finally {
    closeSync(fd); // closing the handle drops the probe's lock
  }
}

function readHolder(file: string): Holder | null {
  try {
    const h = JSON.parse(readFileSync(file, "utf8")) as Holder;
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
