import { Database } from "bun:sqlite";
import { readFileSync } from "node:fs";
import { drizzle } from "drizzle-orm/bun-sqlite";
import { readMigrationFiles } from "drizzle-orm/migrator";

/**
 * A migration test's database: an in-memory SQLite migrated up to (not including) the migration
 * tagged `tag`, so the test can seed rows in the old shape; `finish()` runs the rest, as an
 * upgrade would.
 */
export function migratedUpTo(tag: string) {
  const folder = `${import.meta.dir}/../../migrations`;
  const all = readMigrationFiles({ migrationsFolder: folder });
  const journal = (JSON.parse(readFileSync(`${folder}/meta/_journal.json`, "utf8")) as { entries: { tag: string }[] }).entries;
  const cut = journal.findIndex((e) => e.tag === tag);
  if (cut < 0) throw new Error(`no migration tagged ${tag}`);
  const sqlite = new Database(":memory:");
  sqlite.exec("PRAGMA foreign_keys = ON");
  const db = drizzle(sqlite);
  const run = (ms: typeof all) => (db as any).dialect.migrate(ms, (db as any).session, { migrationsFolder: "" });
  run(all.slice(0, cut));
  return { sqlite, db, finish: () => run(all) };
}
