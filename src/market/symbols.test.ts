import { afterAll, describe, expect, test } from "bun:test";
import { startAlpaca } from "../../test/fakes/alpaca.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../log.ts";
import { createMarketData } from "./providers.ts";
import { instrumentSymbol, providerSymbol } from "./symbols.ts";

/**
 * One FX convention: an instrument is named for the foreign currency (its ISO code) and "up"
 * means that currency strengthened against the dollar. Each pair Yahoo quotes, with the way
 * its quote runs: USD per unit (EURUSD=X) is the currency's own price; units per USD (JPY=X,
 * which is USD/JPY) is inverted before any move is taken.
 */
const QUOTED: [code: string, yahoo: string, invert: boolean][] = [
  ["EUR", "EURUSD=X", false],
  ["GBP", "GBPUSD=X", false],
  ["AUD", "AUDUSD=X", false],
  ["NZD", "NZDUSD=X", false],
  ["JPY", "JPY=X", true],
  ["CAD", "CAD=X", true],
  ["CHF", "CHF=X", true],
  ["CNY", "CNY=X", true],
  ["CNH", "CNH=X", true],
  ["MXN", "MXN=X", true],
  ["INR", "INR=X", true],
  ["KRW", "KRW=X", true],
  ["BRL", "BRL=X", true],
  ["ARS", "ARS=X", true],
  ["CLP", "CLP=X", true],
  ["DKK", "DKK=X", true],
  ["IDR", "IDR=X", true],
  ["ILS", "ILS=X", true],
  ["MYR", "MYR=X", true],
  ["NOK", "NOK=X", true],
  ["PHP", "PHP=X", true],
  ["PLN", "PLN=X", true],
  ["SEK", "SEK=X", true],
  ["SGD", "SGD=X", true],
  ["THB", "THB=X", true],
  ["TRY", "TRY=X", true],
  ["TWD", "TWD=X", true],
  ["ZAR", "ZAR=X", true],
  ["HKD", "HKD=X", true],
];

describe("currencies: one convention, converted in one place", () => {
  for (const [code, yahoo, invert] of QUOTED) {
    test(`${code} is quoted as ${yahoo}${invert ? " (units per dollar: inverted)" : " (dollars per unit)"}`, () => {
      expect(providerSymbol("yahoo", code)).toEqual({ ok: true, symbol: yahoo, kind: "fx", invert });
      // The quote's own forms name the same instrument, converted the same way.
      expect(instrumentSymbol(yahoo)).toBe(code);
      expect(providerSymbol("yahoo", yahoo)).toEqual({ ok: true, symbol: yahoo, kind: "fx", invert });
      expect(instrumentSymbol(`USD${code}=X`)).toBe(code);
      expect(instrumentSymbol(`${code}USD=X`)).toBe(code);
      expect(providerSymbol("alpaca", code)).toEqual({ ok: false, reason: "Alpaca has no currency quotes" });
    });
  }

  test("a raw JPY=X (USD/JPY) is inverted like JPY; EURUSD=X is not", () => {
    expect(providerSymbol("yahoo", "JPY=X")).toMatchObject({ symbol: "JPY=X", invert: true });
    expect(providerSymbol("yahoo", "usdjpy=x")).toMatchObject({ symbol: "JPY=X", invert: true });
    expect(providerSymbol("yahoo", "EURUSD=X")).toMatchObject({ symbol: "EURUSD=X", invert: false });
    expect(providerSymbol("yahoo", "EUR=X")).toMatchObject({ symbol: "EURUSD=X", invert: false });
  });

  test("a cross without the dollar is passed through as quoted, never inverted", () => {
    expect(instrumentSymbol("EURJPY=X")).toBe("EURJPY=X");
    expect(providerSymbol("yahoo", "EURJPY=X")).toEqual({ ok: true, symbol: "EURJPY=X", kind: "fx", invert: false });
  });
});

describe("listings", () => {
  test("non-U.S. listings go to Yahoo as listed; U.S. share classes take Yahoo's dash", () => {
    for (const s of ["7203.T", "SAP.DE", "BP.L", "RY.TO", "0700.HK", "005930.KS", "MC.PA", "NESN.SW"])
      expect(providerSymbol("yahoo", s)).toEqual({ ok: true, symbol: s, kind: "stock", invert: false });
    expect(providerSymbol("yahoo", "BRK.B")).toMatchObject({ ok: true, symbol: "BRK-B" });
    expect(providerSymbol("yahoo", "BF.B")).toMatchObject({ ok: true, symbol: "BF-B" });
    expect(providerSymbol("alpaca", "BRK.B")).toMatchObject({ ok: true, symbol: "BRK.B" });
  });

  test("Alpaca, which quotes U.S. listings only, skips the others with a reason", () => {
    expect(providerSymbol("alpaca", "BP.L")).toEqual({ ok: false, reason: "Alpaca quotes U.S. listings only, not BP.L" });
    expect(providerSymbol("alpaca", "7203.T")).toEqual({ ok: false, reason: "Alpaca quotes U.S. listings only, not 7203.T" });
  });

  test("the dollar index: DX-Y.NYB on Yahoo, the dollar fund on Alpaca", () => {
    expect(providerSymbol("yahoo", "DXY")).toEqual({ ok: true, symbol: "DX-Y.NYB", kind: "stock", invert: false });
    expect(providerSymbol("yahoo", "DX-Y.NYB")).toMatchObject({ ok: true, symbol: "DX-Y.NYB" });
    expect(providerSymbol("alpaca", "DXY")).toMatchObject({ ok: true, symbol: "UUP" });
  });

  test("what is not a symbol is refused with its name", () => {
    expect(providerSymbol("yahoo", "NOT A SYMBOL")).toEqual({ ok: false, reason: "NOT A SYMBOL is not a symbol yahoo quotes" });
    expect(providerSymbol("yahoo", "AAPL.XX")).toEqual({ ok: false, reason: "AAPL.XX is not a symbol yahoo quotes" });
  });
});

describe("alpaca bars", () => {
  const alpaca = startAlpaca();
  afterAll(() => alpaca.stop());

  test("are asked for adjusted (splits and dividends), so a split is never counted as a reaction", async () => {
    const t0 = Math.floor(Date.now() / 60_000) * 60_000 - 30 * 60_000;
    alpaca.prices.set("SPY", () => 500);
    const md = createMarketData(loadConfig(alpaca.env), createLogger("error"))!;
    await md.bars("SPY", t0, t0 + 5 * 60_000, "1m");
    expect(alpaca.calls.at(-1)!.query.get("adjustment")).toBe("all");
  });
});
