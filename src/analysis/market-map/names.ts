/**
 * An instrument's own name, by symbol, from every catalog the alert draws on: the map's groups,
 * the companies, the partners' funds and currencies, the commodities and the sector funds.
 */
import { COMPANY_NAMES } from "../lexicon/names.ts";
import { COINS, COMMODITIES, COUNTRY_INSTRUMENTS, SECTOR_ETF } from "../lexicon/tickers.ts";
import { companyName, currencyName } from "./apply.ts";
import { GOODS } from "./goods.ts";
import { FIXED, MARKET } from "./groups.ts";

const SECTOR_NAMES: Record<string, string> = {
  XLK: "U.S. tech stocks",
  SMH: "chipmakers",
  CARZ: "global automakers",
  XLV: "health care stocks",
  XLF: "U.S. banks and financials",
  XME: "U.S. metals and mining stocks",
  XLI: "U.S. industrials",
  DBA: "farm commodities",
  XRT: "U.S. retailers",
  XLC: "media and communication stocks",
  XHB: "homebuilders",
  IYT: "transport stocks",
  IYZ: "telecom stocks",
};

/** Names by symbol, built once from the catalogs; the companies' own names win. */
const KNOWN = new Map<string, string>([
  ...Object.entries(SECTOR_NAMES),
  ...Object.entries(SECTOR_ETF).map(([sector, etf]) => [etf, SECTOR_NAMES[etf] ?? `${sector} stocks`] as [string, string]),
  ...[...COMMODITIES, ...COINS].map((c) => [c.ticker, c.name] as [string, string]),
  ...GOODS.flatMap((g) =>
    [...g.domestic, ...g.foreign, ...(g.mixed?.names ?? []), ...(g.spared?.names ?? []), ...(g.price ?? [])].map((x) => [x.symbol, x.name] as [string, string]),
  ),
  ...[...MARKET.open, ...MARKET.closed, ...Object.values(FIXED).flat()].map((x) => [x.symbol, x.name] as [string, string]),
  ...Object.entries(COUNTRY_INSTRUMENTS).flatMap(([, i]) => [
    ...i.etf.map((e) => [e, e === "FXI" ? "Chinese large caps" : e === "KWEB" ? "Chinese internet stocks" : `${i.adjective} equities`] as [string, string]),
    ...(i.currency ? [[i.currency, currencyName(i.currency)] as [string, string]] : []),
  ]),
  ...Object.entries(COMPANY_NAMES),
]);

export const nameOfSymbol = (symbol: string) => KNOWN.get(symbol) ?? companyName(symbol);
/** The instrument's own name when a catalog knows it. */
export const knownNameOf = (symbol: string): string | undefined => KNOWN.get(symbol);
