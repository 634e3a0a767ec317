import type { App } from "../app.ts";
import type { Check } from "../doctor.ts";

const _MIN = 60_000;

/** `squawk doctor`'s market-data line: a live read of SPY's last hour, and what the job recorded. */
export function marketCheck(app: App): Check {
  return {
    name: "market-data",
    run: async () => {
      const { provider } = app.market;
      if (!provider) return "off (MARKET_DATA=off: alerts show no market reaction; set MARKET_DATA=yahoo, or alpaca with ALPACA_KEY_ID and ALPACA_SECRET_KEY)";
      const where = app.config.market.baseUrl ? ` at ${app.config.market.baseUrl}` : "";
      try {
        const now = Date.now();
        const bars = await provider.bars("SPY", now - 4 * 86_400_000, now, "1m");
        const st = await app.market.status();
        const last = bars.at(-1);
        const recorded = st.pausedUntil ? `; paused after a 429 until ${new Date(st.pausedUntil).toISOString()}` : "";
        return `ok (${provider.name}${where}: SPY last bar ${last ? new Date(last.t).toISOString() : "none in 4 days"}; ${st.watching} alert symbols watched${recorded})`;
      } catch (e) {
        return `${provider.name}${where} failed: ${e instanceof Error ? e.message : String(e)}`;
      }
    },
  };
}
