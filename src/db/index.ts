import { Database } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import { embeddedMigrations } from "./migrations.ts" with { type: "macro" };
import * as schema from "./schema.ts";
import { settings } from "./schema/core.ts";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

/** Opens (creating if needed) the SQLite file, or ":memory:", with the pragmas every connection needs. */
export function openDb(pathOrDir: string): Db {
  let file = pathOrDir;
  if (pathOrDir !== ":memory:" && !pathOrDir.endsWith(".db")) {
    mkdirSync(pathOrDir, { recursive: true });
    file = join(pathOrDir, "squawk.db");
  }
  const sqlite = new Database(file, { create: true, strict: true });
  // First, so that opening a database another process holds (or that a killed process left
  // needing WAL recovery) waits instead of failing with SQLITE_BUSY.
  sqlite.exec("PRAGMA busy_timeout = 5000");
  sqlite.exec("PRAGMA journal_mode = WAL");
  // NORMAL is durable across app crashes in WAL mode and ~8x faster than bun's FULL default.
  sqlite.exec("PRAGMA synchronous = NORMAL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  return drizzle({ client: sqlite, schema }) as Db;
}

/** Applies the migrations embedded at build time, then seeds what a fresh install needs. */
export function migrate(db: Db) {
  const migrations = embeddedMigrations();
  // The dialect's migrate is drizzle's own runner, fed with the inlined SQL.
  (db as any).dialect.migrate(migrations, (db as any).session, { migrationsFolder: "" });
  db.insert(settings)
    .values({
      key: "environment.mode",
      value: "test",
      dataType: "string",
      description: "Which Stripe keys are in use: test or live",
    })
    .onConflictDoNothing()
    .run();
}

export function closeDb(db: Db) {
  db.$client.close();
}
