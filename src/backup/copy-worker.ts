/**
 * Copies the database (VACUUM INTO) and checks the copy, off the main thread: bun:sqlite's calls
 * block their thread, and a backup of a large database takes a while, during which Ctrl-C or a
 * kill must still be answered at once (the partial file removed). build.ts lists this file.
 */
import { Database } from "bun:sqlite";
import { integrityOf } from "./service.ts";

declare const self: Worker;

self.onmessage = (event: MessageEvent<{ dbFile: string; tmp: string }>) => {
  const { dbFile, tmp } = event.data;
  try {
    const db = new Database(dbFile, { create: false });
    try {
      db.exec("PRAGMA busy_timeout = 5000");
      db.query("VACUUM INTO ?").run(tmp);
    } finally {
      db.close();
    }
    self.postMessage({ integrity: integrityOf(tmp) });
  } catch (e) {
    self.postMessage({ error: e instanceof Error ? e.message : String(e) });
  }
};
