/**
 * The market map's vocabulary: what a fact is aimed at, and the kinds of fact the map has rows for
 * (rows.ts). The model path's reported facts (check.ts) are checked against the same lists.
 */
import { FACT_KINDS } from "../facts/kinds.ts";

/** What a fact is aimed at, as the map distinguishes it. */
export const TARGETS = [
  /** A trading partner that is not one of the largest. */
  "country",
  /** One of the largest economies (China, Japan, Canada, Mexico, India, the U.K.…). */
  "major",
  /** A bloc of countries (the European Union). */
  "bloc",
  /** Every country: a global tariff, reciprocal tariffs for all. */
  "all",
  /** Goods: a commodity or a sector (steel, copper, lumber, trucks, films, branded drugs…). */
  "goods",
  /** The partner whose one good a tariff names (steel from Mexico): its own markets, not the broad U.S. market's. */
  "partner-goods",
  /** A named company. */
  "company",
  /** An oil producer (Iran, Russia, Venezuela, Saudi Arabia…). */
  "oil-producer",
  /** The buyers of a producer's oil (secondary sanctions or tariffs). */
  "oil-buyers",
  /** A buyer cutting back on a sanctioned producer's oil, spared the penalties on its buyers. */
  "oil-buyer-spared",
  /** The oil market itself: barrels added or held back, whoever ships them. */
  "oil-supply",
  /** An oil route (a strait, a blockade, a toll on its cargo): barrels let through or held back on the way to every buyer. */
  "oil-route",
  /** The Federal Reserve or its chair. */
  "fed",
  /** A Fed chair named whom the post says will bring rates down. */
  "fed-cuts",
  /** Goods whose price the government guarantees a floor for. */
  "price-floor",
  /** Strategic minerals whose U.S. producer the government takes a stake in. */
  "strategic-stake",
  /** The sector of a company whose deal spares it the sector's tariffs. */
  "sector-relief",
  /** An industry named as a group ("our Defense Contractors", "the Big Banks"), whose sector has a fund of its own. */
  "industry",
  /** A Fed chair named whom markets read as firm on inflation. */
  "fed-firm",
  /** The whole U.S. stock market. */
  "market",
  /** Drugmakers' U.S. prices. */
  "drug-prices",
  /** Crypto assets. */
  "crypto",
  /** Dollar stablecoins: the law that sets their rules. */
  "stablecoins",
  /** The middlemen of drug sales (pharmacy benefit managers). */
  "middlemen",
  /** Single-family homes, which large investors buy to rent out. */
  "homes",
  /** A commodity a trading partner agrees to buy. */
  "commodity",
  /** U.S. chip sales abroad: export controls on advanced chips, or licences to sell them. */
  "chip-exports",
  /** U.S. sales and servicing of chipmaking tools abroad. */
  "chip-tool-exports",
  /** U.S. sales of jet engines and their parts abroad (to China's airframe builders). */
  "engine-exports",
  /** U.S. sales of chip design software abroad (to China's chip designers). */
  "eda-exports",
  /** Mortgage bonds the government buys, or has bought for it: mortgage rates. */
  "mortgages",
  /** What a mortgage costs besides its rate: the agencies' fees and insurance premiums, or a longer loan. */
  "mortgage-costs",
  /** Homes freed to sell or cheaper to build or buy: a housing emergency declared, permits cut, no tax on a home's sale, a 50-year mortgage. */
  "housing-supply",
  /** The interest rates credit cards may charge. */
  "card-rates",
  /** Europe, beside a war between Russia and Ukraine (its stocks and the euro). */
  "europe",
  /** The Red Sea route, which the Houthis' attacks close to container ships. */
  "red-sea",
  /** The Gulf's oil, beside fighting on the Middle East's other fronts (aims.ts MIDDLE_EAST_FRONTS: Israel's, with Lebanon or Hezbollah; Syria's). */
  "gulf-oil",
  /** Health insurers' government money: Medicare Advantage payments, subsidies paid to them, overbilling clawed back. */
  "insurers",
  /** Retirement savings (401(k)s) let into private markets. */
  "retirement-savings",
  /** Nuclear power: reactors approved faster, built on federal land. */
  "nuclear",
  /** Offshore wind farms: their construction stopped or their leases paused. */
  "offshore-wind",
  /** Coal: its power plants kept open, its federal land leased, its plants' rules scrapped. */
  "coal",
  /** The federal tax credit for buying an electric car. */
  "ev-credits",
  /** The federal tax credits for wind and solar projects. */
  "solar-credits",
  /** Federal money paid to farmers (bridge payments, aid for lost export sales). */
  "farm-aid",
  /** The capital banks must hold against their assets (leverage ratios, Basel rules). */
  "bank-capital",
  /** H-1B work visas: a fee on them, or fewer of them. */
  "h1b-visas",
  /** The dollar's value against other currencies, which he says he wants stronger or weaker. */
  "dollar",
  /** The Treasury's borrowing: how many long bonds it sells, and what it sends out. */
  "treasuries",
  /** A sector's dividends and buybacks, barred until it delivers. */
  "defense-payouts",
  /** Weapons ordered made faster: more orders for the defense contractors. */
  "defense-orders",
  /** A larger defense budget asked of Congress: more money for the contractors. */
  "defense-budget",
  /** Uranium bought for a reserve, or Russia's kept out: demand for U.S. and allied miners. */
  "uranium",
  /** U.S. gas shipped abroad as LNG: export permits granted, or a pause on them ended. */
  "lng-exports",
  /** Federal land or waters opened to drilling: leases for U.S. producers, barrels years away. */
  "drilling-land",
  /** U.S. energy stocks as a group, told to buy ("BUY AMERICAN OIL AND GAS STOCKS"). */
  "energy-stocks",
  /** Airline stocks as a group, told to buy ("A GREAT TIME TO BUY AIRLINE STOCKS"). */
  "airline-stocks",
  /** Bank stocks as a group, told to buy ("BUY BANK STOCKS!"). */
  "bank-stocks",
] as const;
export type Target = (typeof TARGETS)[number];

/**
 * The kinds of fact the map has rows for: the readers' kinds (facts/kinds.ts), and the kinds the map
 * sets apart within them (aims.ts mapKindOf): a pause extended, a hard line or talks refused, the Fed's
 * chair kept, a chair nominated.
 */
export const MAP_KINDS = [...FACT_KINDS, "tariff-extended", "hard-line", "talks-off", "fed-kept", "fed-nomination"] as const;
export type MapKind = (typeof MAP_KINDS)[number];
