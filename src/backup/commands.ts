import { existsSync } from "node:fs";
import type { Config } from "../config.ts";
import { DataDirBusy, lockDataDir, type DataLock } from "../db/data-lock.ts";
import { dbFileOf } from "../db/index.ts";
import { AppError } from "../errors.ts";
import { restoreFrom } from "./restore.ts";
import { workerPath } from "../worker-path.ts";
import { completeBackup, removePartial, stageBackup } from "./service.ts";

export const BACKUP_USAGE = "backup FILE [--force]";
export const RESTORE_USAGE = "restore FILE";

type Out = (line: string) => void;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB (${bytes} bytes)`;

/**
 * A backup runs beside a server (its own connection; WAL readers never block) but never beside
 * a restore or a migration: it takes DATA_DIR's lock shared, or finds a server holding it.
 */
function lockForBackup(dataDir: string): DataLock | null {
  try {
    return lockDataDir(dataDir, "shared", "backup");
  } catch (e) {
    if (e instanceof DataDirBusy && e.holder?.command === "serve") return null;
    throw e;
  }
}

/** VACUUM INTO and the integrity check, in a worker: the main thread stays free to answer a signal. */
function copyInWorker(dbFile: string, tmp: string): Promise<string> {
  const worker = new Worker(workerPath("backup/copy-worker.ts"));
  return new Promise<string>((done, fail) => {
    worker.onmessage = (e: MessageEvent<{ integrity?: string; error?: string }>) =>
      e.data.error ? fail(new AppError(500, `the copy failed: ${e.data.error}`)) : done(e.data.integrity!);
    worker.onerror = (e) => fail(new AppError(500, `the copy failed: ${e.message}`));
    worker.postMessage({ dbFile, tmp });
  }).finally(() => worker.terminate());
}

/** `squawk backup FILE`: safe while the server runs; an interrupted copy leaves no partial file. */
export async function backupCommand(file: string, opts: { force: boolean }, config: Config, out: Out): Promise<number> {
  const dbFile = dbFileOf(config.dataDir);
  if (!existsSync(dbFile)) throw new AppError(404, `There is no database at ${dbFile} to back up.`);
  const lock = lockForBackup(config.dataDir);
  const staged = stageBackup(dbFile, file, { ...opts, outsideOf: config.dataDir });
  // Ctrl-C or a kill while copying: the partial file goes with the process (a kill -9 leaves it
  // to the next run, which removes what a dead backup left).
  const interrupted = (signal: NodeJS.Signals, code: number) => () => {
    removePartial(staged.tmp);
    process.stderr.write(`backup interrupted (${signal}); ${file} was not written\n`);
    process.exit(code);
  };
  const handlers = [
    ["SIGINT", interrupted("SIGINT", 130)],
    ["SIGTERM", interrupted("SIGTERM", 143)],
    ["SIGHUP", interrupted("SIGHUP", 129)],
  ] as const;
  for (const [s, h] of handlers) process.on(s, h);
  try {
    const r = completeBackup(staged, await copyInWorker(dbFile, staged.tmp).catch((e) => (removePartial(staged.tmp), Promise.reject(e))));
    out(`backup written to ${r.file}`);
    out(`size       ${mb(r.bytes)}`);
    out(`integrity  ${r.integrity}`);
    return 0;
  } finally {
    for (const [s, h] of handlers) process.off(s, h);
    lock?.release();
  }
}

/** `squawk restore FILE`: refused while a server (or anything else) holds DATA_DIR; the old database is kept aside. */
export async function restoreCommand(file: string, config: Config, out: Out): Promise<number> {
  const lock = lockDataDir(config.dataDir, "exclusive", "restore");
  try {
    const r = restoreFrom(config.dataDir, file);
    out(`restored ${file} into ${r.file} (${mb(r.bytes)}); migrated to the current version`);
    out(r.keptAside ? `the previous database is kept at ${r.keptAside}` : "there was no previous database");
    return 0;
  } finally {
    lock.release();
  }
}
