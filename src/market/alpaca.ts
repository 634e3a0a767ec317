import { z } from "zod";
import { boundedFetch, MarketDataError, MAX_RETRY_AFTER_MS, type Bar, type Granularity, type MarketData } from "./market-data.ts";

const TIMEFRAME: Record<Granularity, string> = { "1m": "1Min", "5m": "5Min", "1d": "1Day" };
const bar = z.object({ t: z.string(), c: z.number() });
const stockPage = z.object({ bars: z.array(bar).nullable(), next_page_token: z.string().nullish() });
const cryptoPage = z.object({ bars: z.record(z.string(), z.array(bar)).nullable(), next_page_token: z.string().nullish() });

/**
 * Alpaca's market-data REST API (v2 stock bars, v1beta3 crypto bars), keyed by
 * ALPACA_KEY_ID / ALPACA_SECRET_KEY. Stocks on the free IEX feed, extended hours included;
 * a symbol Alpaca does not know answers no bars. Pages are followed with next_page_token.
 * Every request gets the timeout and body cap of boundedFetch.
 */
export function createAlpaca(deps: { baseUrl: string | null; keyId: string; secretKey: string; fetch?: typeof fetch }): MarketData {
  const base = deps.baseUrl ?? "https://data.alpaca.markets";
  const doFetch = deps.fetch ?? fetch;
  const headers = { "APCA-API-KEY-ID": deps.keyId, "APCA-API-SECRET-KEY": deps.secretKey, accept: "application/json" };

  async function get(path: string, params: Record<string, string>) {
    const res = await boundedFetch(doFetch, `${base}${path}?${new URLSearchParams(params)}`, { headers });
    if (res.status === 429) {
      const reset = Number(res.headers.get("x-ratelimit-reset"));
      throw new MarketDataError(
        "rate-limited",
        "Alpaca answered 429 Too Many Requests",
        Number.isFinite(reset) && reset > 0 ? Math.min(Math.max(1000, reset * 1000 - Date.now()), MAX_RETRY_AFTER_MS) : null,
      );
    }
    if (res.status === 401 || res.status === 403)
      throw new MarketDataError("failed", `Alpaca refused the key (${res.status}): check ALPACA_KEY_ID and ALPACA_SECRET_KEY`);
    if (res.status === 400 || res.status === 422 || res.status === 404) {
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      throw new MarketDataError("unknown-symbol", `Alpaca does not quote this symbol (${body?.message ?? res.status})`);
    }
    if (!res.ok) throw new MarketDataError("failed", `Alpaca answered ${res.status}`);
    return res.json();
  }

  return {
    name: "alpaca",
    // Alpaca keeps minute bars for years (IEX since 2020): the finest is always available.
    finestFor: () => "1m",
    async bars(symbol, from, to, granularity) {
      const crypto = symbol.includes("/");
      const params: Record<string, string> = {
        timeframe: TIMEFRAME[granularity],
        start: new Date(from).toISOString(),
        end: new Date(to).toISOString(),
        limit: "10000",
        sort: "asc",
      };
      const out: Bar[] = [];
      for (let token: string | null | undefined = undefined; ; ) {
        const page = token ? { ...params, page_token: token } : params;
        let bars: z.infer<typeof bar>[];
        if (crypto) {
          const r = cryptoPage.parse(await get("/v1beta3/crypto/us/bars", { ...page, symbols: symbol }));
          bars = r.bars?.[symbol] ?? [];
          token = r.next_page_token;
        } else {
          const r = stockPage.parse(await get(`/v2/stocks/${encodeURIComponent(symbol)}/bars`, { ...page, feed: "iex", adjustment: "all" }));
          bars = r.bars ?? [];
          token = r.next_page_token;
        }
        for (const b of bars) out.push({ t: Date.parse(b.t), close: b.c });
        if (!token) return out;
      }
    },
  };
}
