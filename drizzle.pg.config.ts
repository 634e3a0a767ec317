import { defineConfig } from "drizzle-kit";

// The PostgreSQL store (DATABASE_URL): the twins of src/db/schema's tables (src/db/dialect) and the
// cluster's own, written to migrations-pg/. SQLite keeps drizzle.config.ts and migrations/.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/pg/schema.ts",
  out: "./migrations-pg",
});
