import type { Sector } from "../analyzer.ts";

/**
 * Instruments a desk watches when a post names a country, a sector or a commodity: what the
 * rules analyzer puts in `tickers` and names in its trading ideas. Curated by hand; each entry
 * is a liquid, US-listed ETF (or a well-known symbol) that prices the exposure directly.
 *
 * Countries → their iShares/Global X country ETF and their currency. FX convention (shared with
 * src/market/symbols.ts and the market map): a currency is named by the FOREIGN currency's ISO
 * code (JPY, EUR, CNY, MXN…) and "up" means that currency strengthens against the U.S. dollar;
 * DXY is the dollar index, "up" when the dollar strengthens. A currency whose code is also a US
 * ticker (Colombia's COP is ConocoPhillips) is left out, and so are countries without a liquid
 * US-listed fund. `adjective` names their companies in prose ("Japanese automakers"); `peers`
 * are the exporters most exposed to US tariffs on that country.
 */
export interface CountryInstruments {
  etf: string[];
  currency: string | null;
  adjective: string;
  /** The listed companies most exposed to US trade measures on the country (ADRs or US listings). */
  peers?: { what: string; tickers: string[] };
}

const ci = (etf: string[], currency: string | null, adjective: string, peers?: CountryInstruments["peers"]): CountryInstruments => ({
  etf,
  currency,
  adjective,
  peers,
});

/** Keyed by the names in lexicon/countries.ts. */
export const COUNTRY_INSTRUMENTS: Record<string, CountryInstruments> = {
  China: ci(["FXI", "KWEB"], "CNY", "Chinese", { what: "US-listed Chinese tech", tickers: ["BABA", "PDD", "JD"] }),
  Canada: ci(["EWC"], "CAD", "Canadian", { what: "Canadian lumber, energy and autos", tickers: ["CNQ", "MGA"] }),
  Mexico: ci(["EWW"], "MXN", "Mexican", { what: "automakers that build in Mexico", tickers: ["GM", "F"] }),
  "European Union": ci(["VGK", "EWG"], "EUR", "European", { what: "European automakers", tickers: ["STLA"] }),
  Japan: ci(["EWJ"], "JPY", "Japanese", { what: "Japanese automakers", tickers: ["TM", "HMC"] }),
  "South Korea": ci(["EWY"], "KRW", "Korean", { what: "Korean autos and chips", tickers: ["HYMTF", "SSNLF"] }),
  India: ci(["INDA"], "INR", "Indian", { what: "Indian IT and pharma exporters", tickers: ["INFY", "RDY"] }),
  "United Kingdom": ci(["EWU"], "GBP", "British"),
  Germany: ci(["EWG"], "EUR", "German"),
  France: ci(["EWQ"], "EUR", "French"),
  Italy: ci(["EWI"], "EUR", "Italian"),
  Switzerland: ci(["EWL"], "CHF", "Swiss", { what: "Swiss pharma", tickers: ["NVS", "RHHBY"] }),
  Taiwan: ci(["EWT"], "TWD", "Taiwanese", { what: "Taiwanese chipmakers", tickers: ["TSM"] }),
  Vietnam: ci(["VNM"], null, "Vietnamese", { what: "footwear and apparel brands that source there", tickers: ["NKE", "LULU", "DECK", "CROX"] }),
  Brazil: ci(["EWZ"], "BRL", "Brazilian", { what: "Brazilian exporters", tickers: ["VALE", "PBR"] }),
  Argentina: ci(["ARGT"], "ARS", "Argentine", { what: "Argentine companies listed in New York", tickers: ["YPF", "GGAL"] }),
  Israel: ci(["EIS"], "ILS", "Israeli", { what: "Israel's largest company listed in New York", tickers: ["TEVA"] }),
  "Saudi Arabia": ci(["KSA"], null, "Saudi"),
  Qatar: ci(["QAT"], null, "Qatari"),
  "United Arab Emirates": ci(["UAE"], null, "Emirati"),
  Indonesia: ci(["EIDO"], "IDR", "Indonesian"),
  Thailand: ci(["THD"], "THB", "Thai"),
  Malaysia: ci(["EWM"], "MYR", "Malaysian"),
  Philippines: ci(["EPHE"], "PHP", "Philippine"),
  Australia: ci(["EWA"], "AUD", "Australian"),
  "South Africa": ci(["EZA"], "ZAR", "South African"),
  Turkey: ci(["TUR"], "TRY", "Turkish"),
  Denmark: ci(["EDEN"], "DKK", "Danish", { what: "Danish exporters", tickers: ["NVO"] }),
  Singapore: ci(["EWS"], "SGD", "Singaporean"),
  "New Zealand": ci(["ENZL"], "NZD", "New Zealand"),
  Netherlands: ci(["EWN"], "EUR", "Dutch"),
  Spain: ci(["EWP"], "EUR", "Spanish"),
  Ireland: ci(["EIRL"], "EUR", "Irish"),
  Norway: ci(["NORW"], "NOK", "Norwegian"),
  Sweden: ci(["EWD"], "SEK", "Swedish"),
  Poland: ci(["EPOL"], "PLN", "Polish"),
  // (Not the U.S. copper fund: a tariff on Chile's copper raises what copper fetches here.)
  Chile: ci(["ECH"], "CLP", "Chilean", { what: "Chilean lithium and copper exporters", tickers: ["SQM"] }),
  Peru: ci(["EPU"], "PEN", "Peruvian"),
  Colombia: ci(["GXG"], "COP", "Colombian"),
};

/**
 * U.S.-listed companies that produce a country's oil under a U.S. licence or concession (Chevron
 * in Venezuela): a post that ends the licence takes their output there away, whether or not it
 * names them. Keyed by the names in lexicon/countries.ts.
 */
export const OIL_LICENSEES: Record<string, { ticker: string; name: string }[]> = {
  Venezuela: [{ ticker: "CVX", name: "Chevron" }],
};

/** Currencies by name, for prose ("the yen (JPY)"); a code not listed is written as is. */
export const CURRENCY_NAMES: Record<string, string> = {
  JPY: "yen",
  EUR: "euro",
  CNY: "yuan",
  CAD: "Canadian dollar",
  MXN: "peso",
  KRW: "won",
  INR: "rupee",
  GBP: "pound",
  CHF: "Swiss franc",
  TWD: "Taiwan dollar",
  BRL: "real",
  ARS: "Argentine peso",
  ILS: "shekel",
  IDR: "rupiah",
  THB: "baht",
  MYR: "ringgit",
  PHP: "Philippine peso",
  AUD: "Australian dollar",
  ZAR: "rand",
  TRY: "lira",
  DKK: "Danish krone",
  SGD: "Singapore dollar",
  NZD: "New Zealand dollar",
  NOK: "Norwegian krone",
  SEK: "Swedish krona",
  PLN: "zloty",
  CLP: "Chilean peso",
  PEN: "sol",
  COP: "Colombian peso",
};

/** Sectors → the sector ETF that prices them (SPDR where one exists). */
export const SECTOR_ETF: Record<Sector, string> = {
  technology: "XLK",
  semiconductors: "SMH",
  autos: "CARZ",
  pharma: "XPH",
  healthcare: "XLV",
  energy: "XLE",
  financials: "XLF",
  metals: "XME",
  industrials: "XLI",
  agriculture: "DBA",
  consumer: "XRT",
  media: "XLC",
  defense: "ITA",
  crypto: "BTC",
  "real-estate": "XHB",
  transportation: "IYT",
  telecom: "IYZ",
  "broad-market": "SPY",
  currencies: "DXY",
  rates: "TLT",
};

/**
 * Commodities a post can name → the ETF (or, where no ETF tracks it, the front-month future)
 * that prices it. Order matters: the first matches are named first in the ideas.
 */
/** `farm`: a U.S. crop, which the grain merchants that buy and ship it abroad handle. */
export const COMMODITIES: { name: string; match: RegExp; ticker: string; farm?: boolean }[] = [
  { name: "crude", match: /\b(oil|crude|OPEC|Hormuz|tankers?)\b|\bbarrels (a|per) day\b/i, ticker: "USO" },
  { name: "natural gas", match: /\b(natural gas|LNG)\b/i, ticker: "UNG" },
  { name: "gold", match: /\bgold\b/i, ticker: "GLD" },
  { name: "silver", match: /\bsilver\b(?! (medal|lining))/i, ticker: "SLV" },
  { name: "copper", match: /\bcopper\b/i, ticker: "CPER" },
  // "A steel wall", "nerves of steel": a figure of speech, not the metal.
  { name: "steel", match: /(?<!\bof )\bsteel\b(?! (wall|dome|spine|resolve|nerves))/i, ticker: "SLX" },
  { name: "aluminum", match: /\balumin(um|ium)\b/i, ticker: "ALI=F" },
  { name: "lumber", match: /\b(lumber|timber)\b/i, ticker: "WOOD" },
  { name: "soybeans", match: /\bsoybeans?\b/i, ticker: "SOYB", farm: true },
  { name: "corn", match: /\bcorn\b/i, ticker: "CORN", farm: true },
  { name: "wheat", match: /\bwheat\b/i, ticker: "WEAT", farm: true },
  { name: "cattle", match: /\b(beef|cattle)\b/i, ticker: "LE=F" },
  { name: "uranium", match: /\buranium\b/i, ticker: "URA" },
  { name: "lithium", match: /\blithium\b/i, ticker: "LIT" },
  { name: "rare earths", match: /\b(rare earths?|critical minerals|magnets)\b/i, ticker: "REMX" },
  { name: "bitcoin", match: /\b(bitcoin|crypto(currenc(y|ies))?|stablecoins?|digital assets?)\b/i, ticker: "BTC" },
];

/**
 * Crypto assets a reserve or a law names beside bitcoin ("XRP, SOL, and ADA", "BTC and ETH"), by
 * name or symbol. Read only beside a crypto policy (facts/purchases.ts cryptoFact): "ADA" alone is
 * also the disability act.
 */
export const COINS: { name: string; match: RegExp; ticker: string }[] = [
  { name: "ether", match: /\b(Ethereum|ETHEREUM|ETH|Ether)\b/, ticker: "ETH" },
  { name: "XRP", match: /\bXRP\b|\bRipple\b/, ticker: "XRP" },
  { name: "Solana", match: /\bSolana\b|\bSOL\b/, ticker: "SOL" },
  { name: "Cardano", match: /\bCardano\b|\bADA\b/, ticker: "ADA" },
];
