export type { DbTx } from "../../../db/index.ts";

export type Tier = "premium" | "free";
