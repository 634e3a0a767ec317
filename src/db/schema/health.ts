import { blob, integer, sqliteTable } from "drizzle-orm/sqlite-core";

/**
 * Scratch space for /healthz's write check: a row is written and deleted in one transaction,
 * so the table is always empty. Never read by anything else.
 */
export const healthProbe = sqliteTable("health_probe", {
  id: integer().primaryKey(),
  payload: blob().notNull(),
});
