import { countDistinct, gte } from "drizzle-orm";
import type { App } from "../app.ts";
import { samplePostIds } from "../sources/index.ts";
import { NO_MARKET_DATA } from "./routes.ts";
import { createMarketService } from "./service.ts";

export const REACTIONS_USAGE = "reactions --since YYYY-MM-DD";
type Out = (line: string) => void;

/**
 * `squawk reactions --since DATE`: the market's moves after past alerts, read from the
 * provider's history at the finest granularity it still keeps for each (Yahoo: 1-minute bars
 * for about a week, 5-minute for about 60 days, daily beyond), recorded on every move. Nobody
 * is told (no webhook, no stream event): these are old alerts. The bundled sample is left out.
 */
export async function reactionsCommand(since: string, app: App, out: Out, err: Out) {
  const from = /^\d{4}-\d{2}-\d{2}$/.test(since) ? Date.parse(`${since}T00:00:00Z`) : NaN;
  if (!Number.isFinite(from)) return (err(`--since must be a date like 2025-04-02 (given: ${since})`), 2);
  const provider = app.market.provider;
  if (!provider) return (err(NO_MARKET_DATA), 1);
  const market = createMarketService({ store: app.store, log: app.log, provider, quiet: true });
  const planned = await market.plan({ since: from, liveOnly: false, exclude: samplePostIds() });
  // Old alerts have every horizon behind them: one pass reads them all; a second, once the
  // pause a 429 asked for is over (at most 15 minutes), picks up what it stopped.
  for (let pass = 0; pass < 3; pass++) {
    await market.fill({ all: true });
    const { watching, pausedUntil } = await market.status();
    if (watching === 0) break;
    if (pausedUntil !== null) {
      out(`  rate-limited: waiting ${Math.ceil((pausedUntil - Date.now()) / 1000)} s before the next pass`);
      await Bun.sleep(Math.max(0, pausedUntil - Date.now()));
    }
  }
  const st = await market.status();
  const { marketWatches } = app.store.tables;
  const rows = await app.store.db
    .select({ granularity: marketWatches.granularity, n: countDistinct(marketWatches.alertId) })
    .from(marketWatches)
    .where(gte(marketWatches.postedAt, from))
    .groupBy(marketWatches.granularity);
  out(`${planned} alerts since ${since} newly watched; ${st.calls} ${provider.name} requests (${st.rateLimited} rate-limited, ${st.errors} failed)`);
  for (const r of rows) out(`  ${r.n} alerts measured with ${r.granularity} bars`);
  out(`  ${st.done} symbols done, ${st.skipped} skipped (the reason is kept on each), ${st.watching} still waiting`);
  return 0;
}
