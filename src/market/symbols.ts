import type { ProviderName } from "./market-data.ts";

/**
 * The analysis names instruments its own way (tickers such as AAPL or EWJ, currencies by their
 * ISO code such as EUR or JPY, BTC, futures such as LE=F); each provider quotes them its own way.
 *
 * | analysis            | yahoo                    | alpaca                         |
 * |---------------------|--------------------------|--------------------------------|
 * | AAPL, EWJ, SPY …    | same                     | same                           |
 * | BRK.B, BF.B         | BRK-B, BF-B              | same                           |
 * | EUR GBP AUD NZD     | EURUSD=X … (USD per unit)| skipped: no currencies         |
 * | JPY CAD CHF MXN …   | JPY=X … (units per USD,  | skipped: no currencies         |
 * |                     | move inverted)           |                                |
 * | BTC, ETH            | BTC-USD, ETH-USD         | BTC/USD, ETH/USD (crypto bars) |
 * | CL, CRUDE, WTI, OIL | CL=F                     | USO (the crude oil fund)       |
 * | GOLD / SILVER       | GC=F / SI=F              | GLD / SLV                      |
 * | ES=F, NQ=F, LE=F …  | same                     | skipped: no futures            |
 *
 * A currency's move is always the currency's own value against the dollar: "JPY up" means
 * the yen strengthened, so a quote in yen per dollar (JPY=X) is inverted before the percent.
 */
export type ProviderSymbol = { ok: true; symbol: string; kind: "stock" | "crypto" | "fx" | "future"; invert: boolean } | { ok: false; reason: string };

// Quoted as USD per unit on Yahoo (EURUSD=X); every other currency as units per USD (JPY=X).
const USD_PER_UNIT = new Set(["EUR", "GBP", "AUD", "NZD"]);
const CURRENCIES = new Set([
  ...USD_PER_UNIT,
  "JPY",
  "CAD",
  "CHF",
  "CNH",
  "CNY",
  "MXN",
  "BRL",
  "ARS",
  "CLP",
  "DKK",
  "IDR",
  "ILS",
  "INR",
  "KRW",
  "MYR",
  "NOK",
  "PHP",
  "PLN",
  "SEK",
  "SGD",
  "THB",
  "TRY",
  "TWD",
  "ZAR",
  "HKD",
]);
const CRYPTO = new Set(["BTC", "ETH", "SOL", "XRP", "DOGE"]);
// Commodities named by word or by their futures root, with the fund Alpaca can quote instead.
const COMMODITIES: Record<string, { yahoo: string; alpaca: string }> = {
  CL: { yahoo: "CL=F", alpaca: "USO" },
  "CL=F": { yahoo: "CL=F", alpaca: "USO" },
  CRUDE: { yahoo: "CL=F", alpaca: "USO" },
  WTI: { yahoo: "CL=F", alpaca: "USO" },
  OIL: { yahoo: "CL=F", alpaca: "USO" },
  BZ: { yahoo: "BZ=F", alpaca: "BNO" },
  GOLD: { yahoo: "GC=F", alpaca: "GLD" },
  "GC=F": { yahoo: "GC=F", alpaca: "GLD" },
  SILVER: { yahoo: "SI=F", alpaca: "SLV" },
  "SI=F": { yahoo: "SI=F", alpaca: "SLV" },
  NATGAS: { yahoo: "NG=F", alpaca: "UNG" },
  "NG=F": { yahoo: "NG=F", alpaca: "UNG" },
};

export function providerSymbol(provider: ProviderName, symbol: string): ProviderSymbol {
  const s = symbol.toUpperCase();
  const commodity = COMMODITIES[s];
  if (commodity) {
    const p = commodity[provider];
    return { ok: true, symbol: p, kind: p.endsWith("=F") ? "future" : "stock", invert: false };
  }
  if (CURRENCIES.has(s)) {
    if (provider === "alpaca") return { ok: false, reason: "Alpaca has no currency quotes" };
    return USD_PER_UNIT.has(s) ? { ok: true, symbol: `${s}USD=X`, kind: "fx", invert: false } : { ok: true, symbol: `${s}=X`, kind: "fx", invert: true };
  }
  if (CRYPTO.has(s)) return { ok: true, symbol: provider === "yahoo" ? `${s}-USD` : `${s}/USD`, kind: "crypto", invert: false };
  if (s.endsWith("=F")) {
    if (provider === "alpaca") return { ok: false, reason: "Alpaca has no futures quotes" };
    return { ok: true, symbol: s, kind: "future", invert: false };
  }
  if (s.endsWith("=X")) {
    if (provider === "alpaca") return { ok: false, reason: "Alpaca has no currency quotes" };
    return { ok: true, symbol: s, kind: "fx", invert: false };
  }
  if (!/^[A-Z][A-Z0-9]{0,5}(\.[A-Z])?$/.test(s)) return { ok: false, reason: `${symbol} is not a symbol ${provider} quotes` };
  return { ok: true, symbol: provider === "yahoo" ? s.replace(".", "-") : s, kind: "stock", invert: false };
}

/**
 * The broad market beside each alert's instruments: SPY and QQQ always; the index futures too
 * where the provider has them and the post came outside regular hours (the funds are still then).
 */
export function broadMarket(provider: ProviderName, regularHours: boolean): string[] {
  return provider === "yahoo" && !regularHours ? ["SPY", "QQQ", "ES=F", "NQ=F"] : ["SPY", "QQQ"];
}
