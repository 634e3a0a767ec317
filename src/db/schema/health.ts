import { col, table } from "../dialect/index.ts";

/**
 * Scratch space for /healthz's write check: a row is written and deleted in one transaction,
 * so the table is always empty. Never read by anything else.
 */
export const healthProbe = table("health_probe", {
  id: col.rowid(),
  payload: col.blob().notNull(),
});
