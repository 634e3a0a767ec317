import type YahooFinance from "yahoo-finance2";
import type { Logger } from "../log.ts";
import { boundedFetch, GRANULARITY_MS, MarketDataError, retryAfterMs, type Bar, type MarketData } from "./market-data.ts";

const DAY = 86_400_000;

/**
 * Yahoo through yahoo-finance2's chart() (keyless). The library always builds
 * `https://${YF_QUERY_HOST}/v8/finance/chart/SYMBOL`, so a configured base URL (which may be
 * plain http, or carry a path) is honoured by a fetch that swaps that origin for the base;
 * 429s and 5xx are turned into our errors there, with the provider's Retry-After (capped), and
 * every request gets the timeout and body cap of boundedFetch.
 */
export function createYahoo(deps: { baseUrl: string | null; log: Logger; fetch?: typeof fetch }): MarketData {
  const host = "query2.finance.yahoo.com";
  const origin = `https://${host}`;
  const doFetch = deps.fetch ?? fetch;
  const log = deps.log.child({ provider: "yahoo" });
  // Loaded on the first chart: the library (and its cookie jar's public-suffix list) costs a
  // few hundred ms to import, which start-up should not pay before the first request.
  let client: Promise<InstanceType<typeof YahooFinance>> | null = null;
  const yf = () => (client ??= import("yahoo-finance2").then(({ default: YF }) => new YF(options)));
  const options = {
    YF_QUERY_HOST: host,
    suppressNotices: ["yahooSurvey"],
    // The library's own messages go through our logger, not the console.
    logger: {
      info: (...a: unknown[]) => log.debug(String(a[0])),
      warn: (...a: unknown[]) => log.warn(String(a[0])),
      error: (...a: unknown[]) => log.warn(String(a[0])),
      debug: () => {},
      dir: () => {},
    },
    validation: { logErrors: false, logOptionsErrors: false },
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const target = deps.baseUrl && url.startsWith(origin) ? deps.baseUrl + url.slice(origin.length) : url;
      const res = await boundedFetch(doFetch, target, init);
      if (res.status === 429) throw new MarketDataError("rate-limited", "Yahoo answered 429 Too Many Requests", retryAfterMs(res.headers.get("retry-after")));
      if (res.status >= 500) throw new MarketDataError("failed", `Yahoo answered ${res.status}`);
      return res;
    },
  } as ConstructorParameters<typeof YahooFinance>[0];

  return {
    name: "yahoo",
    finestFor(ageMs) {
      // Yahoo's own limits, with a day's margin: 1m for 7 days, 5m (and 2m) for 60, daily beyond.
      return ageMs < 6 * DAY ? "1m" : ageMs < 58 * DAY ? "5m" : "1d";
    },
    async bars(symbol, from, to, granularity) {
      // Yahoo refuses period1 == period2 and counts a bar from its start: widen by one bar.
      const period2 = new Date(Math.max(to, from + GRANULARITY_MS[granularity]));
      try {
        const r = await (await yf()).chart(symbol, { period1: new Date(from), period2, interval: granularity, includePrePost: true });
        return r.quotes.flatMap((q): Bar[] => (q.close == null || !Number.isFinite(q.close) ? [] : [{ t: q.date.getTime(), close: q.close }]));
      } catch (e) {
        throw asMarketError(e);
      }
    },
  };
}

function asMarketError(e: unknown): MarketDataError {
  if (e instanceof MarketDataError) return e;
  const message = e instanceof Error ? e.message : String(e);
  // chart() says "No data found, symbol may be delisted" for a symbol Yahoo does not know.
  if (/no data found|delisted|not found/i.test(message)) return new MarketDataError("unknown-symbol", `Yahoo has no data for this symbol (${message})`);
  return new MarketDataError("failed", `Yahoo chart failed: ${message}`);
}
