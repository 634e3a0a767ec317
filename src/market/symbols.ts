import type { ProviderName } from "./market-data.ts";

/**
 * The analysis names instruments its own way (tickers such as AAPL or EWJ, currencies by their
 * ISO code such as EUR or JPY, BTC, futures such as LE=F); each provider quotes them its own way.
 *
 * | analysis              | yahoo                     | alpaca                         |
 * |-----------------------|---------------------------|--------------------------------|
 * | AAPL, EWJ, SPY …      | same                      | same                           |
 * | BRK.B, BF.B           | BRK-B, BF-B               | same                           |
 * | 7203.T, BP.L, SAP.DE  | same (as listed)          | skipped: U.S. listings only    |
 * | EUR GBP AUD NZD       | EURUSD=X … (USD per unit) | skipped: no currencies         |
 * | JPY CAD CHF MXN …     | JPY=X … (units per USD,   | skipped: no currencies         |
 * |                       | move inverted)            |                                |
 * | DXY                   | DX-Y.NYB                  | UUP (the dollar fund)          |
 * | BTC, ETH              | BTC-USD, ETH-USD          | BTC/USD, ETH/USD (crypto bars) |
 * | CL, CRUDE, WTI, OIL   | CL=F                      | USO (the crude oil fund)       |
 * | GOLD / SILVER         | GC=F / SI=F               | GLD / SLV                      |
 * | ES=F, NQ=F, LE=F …    | same                      | skipped: no futures            |
 *
 * The one FX convention (the lexicon and the model's prompt use it too): a currency is named by
 * its ISO code and its move is the currency's own value against the dollar, so "JPY up" means
 * the yen strengthened. This file is the one place that knows which way a quote runs: a quote in
 * units per dollar (JPY=X, i.e. USD/JPY) gets `invert`, and every move is taken from the
 * inverted price. The quote's own names (JPY=X, USDJPY=X, EURUSD=X) are read as the currency
 * (instrumentSymbol), so they are converted exactly as JPY and EUR are.
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
// Commodities and the dollar index, named by word or by their futures root, with the fund Alpaca can quote instead.
const MAPPED: Record<string, { yahoo: string; alpaca: string }> = {
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
  DXY: { yahoo: "DX-Y.NYB", alpaca: "UUP" },
  "DX-Y.NYB": { yahoo: "DX-Y.NYB", alpaca: "UUP" },
};
/**
 * Yahoo's suffixes for listings outside the U.S. (7203.T Tokyo, BP.L London, SAP.DE Xetra,
 * RY.TO Toronto …). A one-letter suffix not listed here (BRK.B, BF.B) is a U.S. share class.
 */
const EXCHANGES = new Set(
  "T L DE F TO V NE CN HK SS SZ KS KQ TW TWO NS BO AX NZ SI JK BK KL PA AS BR MC MI LS SW VI ST OL CO HE IR WA PR BD IS AT SA MX BA SN JO TA".split(" "),
);

/**
 * The instrument a symbol names, in the one convention: a currency's quote (JPY=X, USDJPY=X,
 * EURUSD=X, EUR=X) is the currency's ISO code; anything else is itself, upper-cased.
 */
export function instrumentSymbol(symbol: string) {
  const s = symbol.trim().toUpperCase();
  const m = /^(?:USD)?([A-Z]{3})(?:USD)?=X$/.exec(s);
  return m && CURRENCIES.has(m[1]!) ? m[1]! : s;
}

export function providerSymbol(provider: ProviderName, symbol: string): ProviderSymbol {
  const s = instrumentSymbol(symbol);
  const mapped = MAPPED[s];
  if (mapped) {
    const p = mapped[provider];
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
  // A cross without the dollar (EURJPY=X): as quoted, the first currency's value in the second.
  if (/^[A-Z]{6}=X$/.test(s)) {
    if (provider === "alpaca") return { ok: false, reason: "Alpaca has no currency quotes" };
    return { ok: true, symbol: s, kind: "fx", invert: false };
  }
  const listed = /^([A-Z0-9]{1,6})\.([A-Z]{1,3})$/.exec(s);
  if (listed && EXCHANGES.has(listed[2]!)) {
    if (provider === "alpaca") return { ok: false, reason: `Alpaca quotes U.S. listings only, not ${s}` };
    return { ok: true, symbol: s, kind: "stock", invert: false };
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
