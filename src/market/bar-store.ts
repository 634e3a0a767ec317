import { excluded, placeholders, preparedOn } from "../db/prepared.ts";
import type { Store, StoreDb } from "../db/store.ts";
import type { Bar } from "./market-data.ts";

/**
 * Writes the bars a read brought (thousands, at times) in one transaction: one prepared upsert
 * (per connection or transaction it runs on), every bar's run started at once. On SQLite each
 * runs as it is started; on PostgreSQL they are pipelined on the transaction's connection, not a
 * round trip each. (500-row inserts built by drizzle took 2-3 times as long on SQLite: building
 * them costs more than running them.) A bar read again keeps its last close.
 */
export function createBarStore(store: Store, provider: string) {
  const { marketBars } = store.tables;
  const upsertBar = preparedOn((t: StoreDb) =>
    t
      .insert(marketBars)
      .values(placeholders(marketBars, ["provider", "symbol", "granularity", "t", "close"]))
      .onConflictDoUpdate({ target: [marketBars.provider, marketBars.symbol, marketBars.granularity, marketBars.t], set: excluded(marketBars, ["close"]) })
      .prepare("market_bar_upsert"),
  );
  return async function storeBars(symbol: string, granularity: string, bars: Bar[]) {
    if (bars.length === 0) return;
    await store.tx(async (t) => {
      const upsert = upsertBar(t);
      await Promise.all(bars.map((b) => upsert.execute({ provider, symbol, granularity, t: b.t, close: b.close })));
    });
  };
}
