import { scriptedBars, type MarketScript } from "./bars.ts";
import { startFake, type Fake } from "./http.ts";

/**
 * A fake Yahoo Finance chart API (`GET /v8/finance/chart/{symbol}`) shaped like the real one,
 * so yahoo-finance2's own validation accepts it: `chart.result[0]` with meta, timestamps in
 * seconds and `indicators.quote[0]`; an unknown symbol is Yahoo's 404 "No data found, symbol
 * may be delisted". `rateLimited` answers that many 429s (with Retry-After) before serving.
 * Faults for a hostile provider: `outageUntil` (on the fake's clock) answers every chart with
 * that 404, as Yahoo did in an endpoint-wide outage; `faults` makes one symbol hang or answer a
 * 100 MB body; `retryAfter` is the 429's Retry-After (seconds).
 */
export interface FakeYahoo extends Fake, MarketScript {
  rateLimited: number;
  retryAfter: string;
  serverErrors: number;
  outageUntil: number;
  faults: Map<string, "hang" | "huge">;
  /** chart requests per symbol (and interval: "1d" for daily bars), for "one request per symbol and time range" checks. */
  chartCalls: (symbol?: string, interval?: string) => number;
  env: Record<string, string>;
}

const INTERVALS: Record<string, number> = { "1m": 60_000, "2m": 120_000, "5m": 300_000, "15m": 900_000, "1d": 86_400_000 };

export function startYahoo(): FakeYahoo {
  const state = {
    prices: new Map(),
    now: Date.now,
    delayMs: 0,
    rateLimited: 0,
    retryAfter: "1",
    serverErrors: 0,
    outageUntil: 0,
    faults: new Map(),
  } as Pick<FakeYahoo, "prices" | "now" | "delayMs" | "rateLimited" | "retryAfter" | "serverErrors" | "outageUntil" | "faults">;
  const fake = startFake(async (req) => {
    const u = new URL(req.url);
    const m = u.pathname.match(/^\/v8\/finance\/chart\/([^/]+)$/);
    if (req.method !== "GET" || !m)
      return Response.json({ finance: { result: null, error: { code: "Not Found", description: "HTTP 404 Not Found" } } }, { status: 404 });
    if (state.rateLimited > 0) {
      state.rateLimited--;
      return new Response("Too Many Requests", { status: 429, headers: { "retry-after": state.retryAfter } });
    }
    if (state.serverErrors > 0) {
      state.serverErrors--;
      return new Response("Internal Server Error", { status: 500 });
    }
    const symbol = decodeURIComponent(m[1]!);
    const fault = state.faults.get(symbol);
    if (fault === "hang") await new Promise((r) => setTimeout(r, 55_000));
    if (fault === "huge") return hugeBody();
    if (state.now() < state.outageUntil) return notFound();
    const interval = u.searchParams.get("interval") ?? "1d";
    const step = INTERVALS[interval];
    const p1 = Number(u.searchParams.get("period1")) * 1000;
    const p2 = Number(u.searchParams.get("period2")) * 1000;
    if (!step || !Number.isFinite(p1) || !Number.isFinite(p2)) {
      return Response.json(
        { chart: { result: null, error: { code: "Bad Request", description: `Invalid input - interval=${interval} is not supported.` } } },
        { status: 400 },
      );
    }
    // Yahoo stamps a US listing's daily bar with its session's open (09:30 ET).
    const bars = scriptedBars(state, symbol, p1, p2, step, 9 * 60 + 30);
    if (!bars) return notFound();
    const last = bars.at(-1);
    const period = (start: number, end: number) => ({ timezone: "EST", start, end, gmtoffset: -18000 });
    const meta = {
      currency: symbol.endsWith("=X") ? symbol.slice(3, 6) || "USD" : "USD",
      symbol,
      exchangeName: symbol.endsWith("=F") ? "CME" : symbol.endsWith("=X") ? "CCY" : "PCX",
      fullExchangeName: "Fake",
      instrumentType: symbol.endsWith("=F") ? "FUTURE" : symbol.endsWith("=X") ? "CURRENCY" : "ETF",
      firstTradeDate: 728317800,
      regularMarketTime: Math.floor((last?.t ?? p2) / 1000),
      hasPrePostMarketData: true,
      gmtoffset: -18000,
      timezone: "EST",
      exchangeTimezoneName: "America/New_York",
      regularMarketPrice: last?.close ?? 0,
      chartPreviousClose: bars[0]?.close ?? 0,
      priceHint: 2,
      currentTradingPeriod: { pre: period(0, 0), regular: period(0, 0), post: period(0, 0) },
      dataGranularity: interval,
      range: "",
      validRanges: ["1d", "5d", "1mo", "3mo", "6mo", "1y", "2y", "5y", "10y", "ytd", "max"],
    };
    const closes = bars.map((b) => b.close);
    const indicators = bars.length ? { quote: [{ open: closes, high: closes, low: closes, close: closes, volume: closes.map(() => 1000) }] } : { quote: [{}] };
    const result = bars.length ? { meta, timestamp: bars.map((b) => Math.floor(b.t / 1000)), indicators } : { meta, indicators };
    return Response.json({ chart: { result: [result], error: null } });
  });
  const chartCalls = (symbol?: string, interval?: string) =>
    fake.calls.filter(
      (c) =>
        c.path.startsWith("/v8/finance/chart/") &&
        (!symbol || decodeURIComponent(c.path.slice(18)) === symbol) &&
        (!interval || c.query.get("interval") === interval),
    ).length;
  return Object.assign(state, fake, { chartCalls, env: { MARKET_DATA: "yahoo", MARKET_DATA_BASE_URL: fake.url } }) as FakeYahoo;
}

const notFound = () =>
  Response.json({ chart: { result: null, error: { code: "Not Found", description: "No data found, symbol may be delisted" } } }, { status: 404 });

/** 100 MB of a JSON string, streamed (the fake never holds it). */
function hugeBody() {
  const chunk = new TextEncoder().encode("x".repeat(1 << 20));
  let sent = 0;
  const body = new ReadableStream({
    pull(c) {
      if (sent === 0) c.enqueue(new TextEncoder().encode('{"chart":"'));
      if (sent++ < 100) c.enqueue(chunk);
      else {
        c.enqueue(new TextEncoder().encode('"}'));
        c.close();
      }
    },
  });
  return new Response(body, { headers: { "content-type": "application/json" } });
}

/**
 * As a command, a market for trying the built binary by hand: every symbol trades around 100
 * and falls 2% `--step-after-s` seconds after the fake starts (default 5); `--late-min` serves
 * the feed that many minutes late; `--outage-min` answers every chart 404 for that many minutes.
 */
if (import.meta.main) {
  const arg = (name: string, d: number) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? Number(process.argv[i + 1]) : d;
  };
  const f = startYahoo();
  const start = Date.now();
  const stepAtMs = start + arg("--step-after-s", 5) * 1000;
  const script = (t: number) => (t < stepAtMs ? 100 : 98);
  f.prices = new (class extends Map<string, (t: number) => number | null> {
    override get() {
      return script;
    }
  })();
  f.delayMs = arg("--late-min", 0) * 60_000;
  f.outageUntil = start + arg("--outage-min", 0) * 60_000;
  process.stdout.write(`fake Yahoo chart API on ${f.url}\nMARKET_DATA=yahoo MARKET_DATA_BASE_URL=${f.url}\n`);
}
