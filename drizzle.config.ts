import { defineConfig } from "drizzle-kit";

// One schema file per feature under src/db/schema; drizzle-kit writes SQL to migrations/.
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/db/schema/*.ts",
  out: "./migrations",
});
