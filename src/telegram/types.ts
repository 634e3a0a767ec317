import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import type * as schema from "../db/schema.ts";

/** The database or a transaction on it: delivery rows are written in the caller's transaction. */
export type DbTx = BaseSQLiteDatabase<"sync", any, typeof schema>;

export type Tier = "premium" | "free";
