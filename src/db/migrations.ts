import { readMigrationFiles } from "drizzle-orm/migrator";

/**
 * Runs at bundle time (imported as a Bun macro), so the SQL of every migration is inlined
 * into the compiled binary: drizzle's own migrate() would read the folder at run time.
 */
export function embeddedMigrations() {
  return readMigrationFiles({ migrationsFolder: `${import.meta.dir}/../../migrations` });
}
