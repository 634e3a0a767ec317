import { afterAll, describe, expect, test } from "bun:test";
import { startAlpaca, ALPACA_TEST_KEYS } from "../../test/fakes/alpaca.ts";
import { stepAt } from "../../test/fakes/bars.ts";
import { startYahoo } from "../../test/fakes/yahoo.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../log.ts";
import { retryAfterMs, type MarketDataError } from "./market-data.ts";
import { createMarketData } from "./providers.ts";
import { atEastern, eastern } from "./sessions.ts";
import { providerSymbol } from "./symbols.ts";

const log = createLogger("error");
const yahoo = startYahoo();
const alpaca = startAlpaca();
afterAll(() => Promise.all([yahoo.stop(), alpaca.stop()]));

const MIN = 60_000;
const t0 = Math.floor(Date.now() / MIN) * MIN - 30 * MIN;

describe("market data providers", () => {
  test("yahoo: chart() 1-minute bars through MARKET_DATA_BASE_URL, parsed by yahoo-finance2 itself", async () => {
    yahoo.prices.set("SPY", stepAt(t0 + 5 * MIN, 500, 495));
    const md = createMarketData(loadConfig(yahoo.env), log)!;
    const bars = await md.bars("SPY", t0, t0 + 10 * MIN, "1m");
    expect(bars.length).toBe(10);
    expect(bars[0]).toEqual({ t: t0, close: 500 });
    expect(bars[5]).toEqual({ t: t0 + 5 * MIN, close: 495 });
    expect(yahoo.chartCalls("SPY")).toBe(1);
  });

  test("daily bars: Yahoo's stamped at the session's open (09:30 ET), Alpaca's at Eastern midnight, each closing at the regular close's price", async () => {
    const day = "2026-11-16"; // a Monday
    // 101 until the close, 105 after it: a daily bar's close is the regular close's price.
    const price = (t: number) => (eastern(t).minute < 16 * 60 ? 101 : 105);
    yahoo.prices.set("DAILY", price);
    alpaca.prices.set("DAILY", price);
    const from = atEastern("2026-11-13", 0);
    const to = atEastern(day, 0);
    const y = await createMarketData(loadConfig(yahoo.env), log)!.bars("DAILY", from, to, "1d");
    expect(y).toEqual([{ t: atEastern("2026-11-13", 9 * 60 + 30), close: 101 }]);
    expect(yahoo.calls.at(-1)!.query.get("interval")).toBe("1d");
    const a = await createMarketData(loadConfig(alpaca.env), log)!.bars("DAILY", from, to, "1d");
    // Alpaca's end is inclusive: the day at `to` comes too (beta.ts keeps only the days before the post's).
    expect(a).toEqual([
      { t: atEastern("2026-11-13", 0), close: 101 },
      { t: atEastern(day, 0), close: 101 },
    ]);
    expect(alpaca.calls.at(-1)!.query.get("timeframe")).toBe("1Day");
  });

  test("yahoo: an unknown symbol, a 429 and a 500 become errors the caller can act on", async () => {
    const md = createMarketData(loadConfig(yahoo.env), log)!;
    const err = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: unknown) => e as MarketDataError,
      );
    expect((await err(md.bars("NOPE", t0, t0 + MIN, "1m")))?.kind).toBe("unknown-symbol");
    yahoo.rateLimited = 1;
    const limited = await err(md.bars("SPY", t0, t0 + MIN, "1m"));
    expect(limited?.kind).toBe("rate-limited");
    expect(limited?.retryAfterMs).toBe(1000);
    yahoo.serverErrors = 1;
    expect((await err(md.bars("SPY", t0, t0 + MIN, "1m")))?.kind).toBe("failed");
  });

  test("yahoo: a 100 MB answer is dropped at the 5 MB cap, not read into memory", async () => {
    yahoo.faults.set("HUGE", "huge");
    const md = createMarketData(loadConfig(yahoo.env), log)!;
    const before = process.memoryUsage().rss;
    const e = await md.bars("HUGE", t0, t0 + MIN, "1m").catch((x: MarketDataError) => x);
    expect(e).toMatchObject({ kind: "failed", message: "answer over 5 MB, dropped" });
    expect(process.memoryUsage().rss - before).toBeLessThan(60 * 1024 * 1024);
  });

  test("Retry-After in seconds or as a date, never more than 15 minutes", () => {
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs("99999999")).toBe(15 * MIN);
    expect(retryAfterMs(new Date(Date.now() + 60_000).toUTCString())).toBeLessThanOrEqual(60_000);
    expect(retryAfterMs("soon")).toBeNull();
  });

  test("yahoo: a range without bars (a closed market) is an empty list, not an error", async () => {
    yahoo.prices.set("EWJ", () => null);
    const md = createMarketData(loadConfig(yahoo.env), log)!;
    expect(await md.bars("EWJ", t0, t0 + 10 * MIN, "1m")).toEqual([]);
  });

  test("alpaca: stock and crypto bars with the key headers", async () => {
    alpaca.prices.set("QQQ", stepAt(t0 + 5 * MIN, 400, 404));
    alpaca.prices.set("BTC/USD", () => 90000);
    const md = createMarketData(loadConfig(alpaca.env), log)!;
    const bars = await md.bars("QQQ", t0, t0 + 20 * MIN, "1m");
    expect(bars.length).toBe(21); // Alpaca's end is inclusive
    expect(bars[5]).toEqual({ t: t0 + 5 * MIN, close: 404 });
    expect((await md.bars("BTC/USD", t0, t0 + 3 * MIN, "1m")).length).toBe(4);
    expect(alpaca.calls.at(-1)!.headers.get("apca-api-key-id")).toBe(ALPACA_TEST_KEYS.ALPACA_KEY_ID);
    alpaca.rateLimited = 1;
    expect(await md.bars("QQQ", t0, t0 + MIN, "1m").catch((e: MarketDataError) => e.kind)).toBe("rate-limited");
  });

  test("MARKET_DATA=alpaca without its keys is refused at start, MARKET_DATA=off means no provider", () => {
    expect(() => loadConfig({ MARKET_DATA: "alpaca" })).toThrow(/ALPACA_KEY_ID=\(unset\)[\s\S]*ALPACA_SECRET_KEY=\(unset\)/);
    expect(() => loadConfig({ MARKET_DATA: "bloomberg" })).toThrow(/MARKET_DATA="bloomberg": expected one of yahoo, alpaca, off/);
    expect(createMarketData(loadConfig({ MARKET_DATA: "off" }), log)).toBeNull();
  });

  test("the symbol map: currencies, crypto, commodities, share classes, and what a provider lacks", () => {
    expect(providerSymbol("yahoo", "EUR")).toMatchObject({ symbol: "EURUSD=X", invert: false });
    expect(providerSymbol("yahoo", "JPY")).toMatchObject({ symbol: "JPY=X", invert: true });
    expect(providerSymbol("yahoo", "CL")).toMatchObject({ symbol: "CL=F" });
    expect(providerSymbol("alpaca", "CRUDE")).toMatchObject({ symbol: "USO" });
    expect(providerSymbol("yahoo", "BRK.B")).toMatchObject({ symbol: "BRK-B" });
    expect(providerSymbol("alpaca", "BTC")).toMatchObject({ symbol: "BTC/USD" });
    expect(providerSymbol("alpaca", "JPY")).toEqual({ ok: false, reason: "Alpaca has no currency quotes" });
    expect(providerSymbol("alpaca", "ES=F")).toEqual({ ok: false, reason: "Alpaca has no futures quotes" });
  });
});
