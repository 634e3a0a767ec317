import { existsSync } from "node:fs";
import type { Config } from "../config.ts";
import { closeDb, migrate, openDb } from "../db/index.ts";
import { AppError } from "../errors.ts";
import { backupTo, dbFileOf, restoreFrom } from "./service.ts";

export const BACKUP_USAGE = "backup FILE [--force]";
export const RESTORE_USAGE = "restore FILE";

type Out = (line: string) => void;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB (${bytes} bytes)`;

/** `squawk backup FILE`: safe while the server runs (its own connection, WAL readers never block). */
export async function backupCommand(args: string[], config: Config, out: Out, err: Out): Promise<number> {
  const force = args.includes("--force");
  const [file, ...extra] = args.filter((a) => a !== "--force");
  if (!file || extra.length > 0) return err(`Usage: squawk ${BACKUP_USAGE}`), 2;
  if (!existsSync(dbFileOf(config.dataDir))) return err(`There is no database at ${dbFileOf(config.dataDir)} to back up.`), 1;
  const db = openDb(config.dataDir);
  try {
    const r = backupTo(db, file, { force });
    out(`backup written to ${r.file}`);
    out(`size       ${mb(r.bytes)}`);
    out(`integrity  ${r.integrity}`);
    return 0;
  } catch (e) {
    if (e instanceof AppError) return err(e.publicMessage), 1;
    throw e;
  } finally {
    closeDb(db);
  }
}

/** `squawk restore FILE`: the server must be stopped; the old database is kept aside. */
export async function restoreCommand(args: string[], config: Config, out: Out, err: Out): Promise<number> {
  const [file, ...extra] = args;
  if (!file || extra.length > 0) return err(`Usage: squawk ${RESTORE_USAGE}`), 2;
  try {
    const r = restoreFrom(config.dataDir, file);
    const db = openDb(config.dataDir);
    try {
      migrate(db);
    } finally {
      closeDb(db);
    }
    out(`restored ${file} into ${r.file} (${mb(r.bytes)}); migrated to the current version`);
    out(r.keptAside ? `the previous database is kept at ${r.keptAside}` : "there was no previous database");
    return 0;
  } catch (e) {
    if (e instanceof AppError) return err(e.publicMessage), 1;
    throw e;
  }
}
