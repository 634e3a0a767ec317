import { scriptedBars, type MarketScript } from "./bars.ts";
import { startFake, type Fake } from "./http.ts";

/**
 * A fake Alpaca market-data API: `GET /v2/stocks/{symbol}/bars` and
 * `GET /v1beta3/crypto/us/bars?symbols=…`, with Alpaca's key headers, RFC 3339 bar times,
 * `limit` and `next_page_token` paging, and 429s on demand. An unknown stock answers no bars
 * (`bars: null`), as Alpaca does.
 */
export interface FakeAlpaca extends Fake, MarketScript {
  rateLimited: number;
  env: Record<string, string>;
}

export const ALPACA_TEST_KEYS = { ALPACA_KEY_ID: "PKTESTFAKE", ALPACA_SECRET_KEY: "fake-secret" };
const TIMEFRAMES: Record<string, number> = { "1Min": 60_000, "5Min": 300_000, "1Hour": 3_600_000, "1Day": 86_400_000 };

export function startAlpaca(): FakeAlpaca {
  const state = { prices: new Map(), now: Date.now, delayMs: 0, rateLimited: 0 } as Pick<FakeAlpaca, "prices" | "now" | "delayMs" | "rateLimited">;
  const fake = startFake((req) => {
    const u = new URL(req.url);
    if (
      req.headers.get("apca-api-key-id") !== ALPACA_TEST_KEYS.ALPACA_KEY_ID ||
      req.headers.get("apca-api-secret-key") !== ALPACA_TEST_KEYS.ALPACA_SECRET_KEY
    ) {
      return Response.json({ message: "forbidden." }, { status: 403 });
    }
    if (state.rateLimited > 0) {
      state.rateLimited--;
      return Response.json(
        { message: "too many requests." },
        { status: 429, headers: { "x-ratelimit-limit": "200", "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(Math.ceil(Date.now() / 1000) + 1) } },
      );
    }
    const q = u.searchParams;
    const step = TIMEFRAMES[q.get("timeframe") ?? ""];
    const start = Date.parse(q.get("start") ?? "");
    const end = q.get("end") ? Date.parse(q.get("end")!) : Date.now();
    if (!step || !Number.isFinite(start)) return Response.json({ code: 42210000, message: "invalid timeframe or start" }, { status: 422 });
    const limit = Math.min(Number(q.get("limit") ?? 1000), 10000);
    const offset = Number(q.get("page_token") ?? 0);
    const page = (symbol: string) => {
      // Alpaca's end is inclusive.
      // Alpaca stamps a daily bar at Eastern midnight.
      const all = scriptedBars(state, symbol, start, end + 1, step, 0) ?? [];
      const slice = all
        .slice(offset, offset + limit)
        .map((b) => ({ t: new Date(b.t).toISOString().replace(".000Z", "Z"), o: b.close, h: b.close, l: b.close, c: b.close, v: 100, n: 3, vw: b.close }));
      return { bars: slice, next: offset + limit < all.length ? String(offset + limit) : null };
    };
    const stock = u.pathname.match(/^\/v2\/stocks\/([^/]+)\/bars$/);
    if (stock) {
      const symbol = decodeURIComponent(stock[1]!);
      const p = page(symbol);
      return Response.json({ bars: p.bars.length ? p.bars : null, symbol, next_page_token: p.next });
    }
    if (u.pathname === "/v1beta3/crypto/us/bars") {
      const symbol = q.get("symbols") ?? "";
      const p = page(symbol);
      return Response.json({ bars: { [symbol]: p.bars }, next_page_token: p.next });
    }
    return Response.json({ message: "Not Found" }, { status: 404 });
  });
  return Object.assign(state, fake, { env: { MARKET_DATA: "alpaca", MARKET_DATA_BASE_URL: fake.url, ...ALPACA_TEST_KEYS } }) as FakeAlpaca;
}
