import * as billing from "../billing/premium.ts";
import type { Mode } from "../billing/stripe-client.ts";
import type { Store, StoreDb } from "../db/store.ts";

/**
 * Billing's premium functions as Telegram calls them, in the shape billing's own conversion to the
 * Store gives them (`fn(store, t, …)`, awaited). Billing's are still synchronous bun:sqlite code
 * on this branch (its conversion is its own branch): this file hands them the SQLite connection
 * the Store's transaction runs on, so on SQLite they write inside the same transaction, as before.
 * On PostgreSQL there is no such connection, and the call refuses with that reason rather than
 * failing inside billing. When billing takes the Store, delete this file and import these four
 * from src/billing/premium.ts: the calls stay as they are.
 */
function sqliteHandle(store: Store, t: StoreDb): billing.Tx {
  if (store.kind !== "sqlite") throw new Error("Telegram's linking and premium checks wait for billing to run on the Store (issue 36 §2)");
  return t as unknown as billing.Tx;
}

export const telegramHoldsPremium = async (store: Store, t: StoreDb, telegramUserId: number) =>
  billing.telegramHoldsPremium(sqliteHandle(store, t), telegramUserId);

export const recomputePremium = async (store: Store, t: StoreDb, owner: billing.Owner, mode: Mode, reason: string) =>
  billing.recomputePremium(sqliteHandle(store, t), owner, mode, reason);

export const retireTelegramAccount = async (store: Store, t: StoreDb, userId: number) => billing.retireTelegramAccount(sqliteHandle(store, t), userId);

export const recordPremiumEvent = async (store: Store, t: StoreDb, e: Parameters<typeof billing.recordPremiumEvent>[1]) =>
  billing.recordPremiumEvent(sqliteHandle(store, t), e);
