import type { Tx } from "../billing/premium.ts";
import type { Store, StoreDb } from "../db/store.ts";

/**
 * Billing's premium functions (src/billing/premium.ts: recomputePremium, retireTelegramAccount,
 * recordPremiumEvent, telegramHoldsPremium) are still synchronous bun:sqlite code while billing is
 * converted to the Store on its own branch. Until then Telegram hands them the SQLite connection
 * its Store transaction runs on (on SQLite the handle is that connection, so they write inside
 * the same transaction, as before). On PostgreSQL there is no such connection: the call refuses
 * with a plain reason rather than failing inside billing. Goes away when billing takes the Store.
 */
export function billingTx(store: Store, t: StoreDb = store.db): Tx {
  if (store.kind !== "sqlite") throw new Error("Telegram's linking and premium checks wait for billing to run on the Store (issue 36 §2)");
  return t as unknown as Tx;
}
