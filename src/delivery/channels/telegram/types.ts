import type { StoreDb } from "../../../db/store.ts";

/** The handle the Telegram channel plans on: the Store's connection, or the events step's transaction on it. */
export type DbTx = StoreDb;

export type Tier = "premium" | "free";
