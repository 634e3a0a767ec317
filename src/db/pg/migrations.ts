import { readMigrationFiles } from "drizzle-orm/migrator";

/**
 * Runs at bundle time (imported as a Bun macro), so the SQL of every PostgreSQL migration is
 * inlined into the compiled binary, as src/db/migrations.ts does for SQLite's.
 */
export function embeddedPgMigrations() {
  return readMigrationFiles({ migrationsFolder: `${import.meta.dir}/../../../migrations-pg` });
}
