/**
 * The groups of instruments the market map points (rows.ts), and the instruments in each: the
 * broad market, rates, the dollar, volatility, a partner's fund, currency and exporters, crude
 * with its producers and consumers, and the rest; the goods tariffs name, with their most exposed
 * U.S.-listed companies, are in goods.ts. Every instrument carries its own name (the fund, the
 * company, the currency).
 *
 * FX convention (shared with src/market/symbols.ts): a currency is named by the FOREIGN currency's
 * ISO code (JPY, EUR, CNY…) and "up" means that currency strengthens against the U.S. dollar;
 * DXY is the dollar index, "up" when the dollar strengthens.
 */

/** A group of instruments a row of the map points one way. */
export const GROUPS = [
  /** Broad U.S. equities: SPY and QQQ; while the cash market is closed, ES=F and NQ=F first, then the cash funds that open on their move. */
  "market",
  /** Expected volatility of U.S. equities (VIX): up when risk is taken off. */
  "volatility",
  /** Long-dated Treasuries (TLT): up when long yields fall. */
  "rates",
  /** The 2-year end of the curve (SHY, 1–3 year Treasuries): up when the yields the Fed steers fall. */
  "short-rates",
  /** The dollar index (DXY): up when the dollar strengthens. */
  "dollar",
  "gold",
  "silver",
  /** The target country's equity fund(s). */
  "country",
  /** The target country's currency against the dollar. */
  "currency",
  /** The target country's exporters most exposed to U.S. trade measures. */
  "exporters",
  "crude",
  "oil-producers",
  /** The largest U.S. oil companies, named when a call is to buy the sector. */
  "oil-majors",
  /** Those who buy the fuel: airlines. */
  "oil-consumers",
  /** The largest importers of Gulf oil through Hormuz (Japan, India, South Korea): their markets pay for a route held back. */
  "route-importers",
  /** The buyers of a producer's oil that a secondary sanction or tariff hits: their funds and currencies. */
  "buyers",
  /** The companies whose oil output in the target country depends on a U.S. licence. */
  "licensees",
  "defense",
  /** The prime contractors whose payouts to shareholders a bar on defense dividends and buybacks stops first. */
  "defense-primes",
  /** The U.S. producers of the goods a tariff names: protected from their imported rivals. */
  "domestic",
  /** The foreign makers of those goods and the U.S. companies that import them. */
  "foreign",
  /** The goods' own U.S.-priced fund or future, where the tariff lifts the U.S. price. */
  "goods-price",
  /** The company the fact names. */
  "company",
  /** The fund of the sector most of the named companies are in, when at least two are. */
  "sector-fund",
  /** The commodity a buyer agrees to buy. */
  "commodity",
  "pharma",
  "crypto",
  /** The issuers of dollar stablecoins, which a stablecoin law gives clear rules. */
  "stablecoins",
  /** The pharmacy benefit managers, the "middlemen" of drug sales. */
  "pbms",
  /** The landlords that buy single-family homes to rent them out. */
  "landlords",
  /** The U.S. designers of the advanced chips export controls reach (Nvidia's and AMD's AI accelerators). */
  "chip-sellers",
  /** The semiconductor fund (SMH), most of it the designers and foundries that sell to China: the sector a trader checks beside the names. */
  "chip-fund",
  /** The makers of the tools chips are made with (lithography, etching, inspection), whose largest buyers include China's fabs. */
  "chip-tools",
  /** The U.S. makers of jet engines and their parts, whose buyers include China's airframe builders. */
  "engine-makers",
  /** The U.S. makers of chip design software (electronic design automation), with large sales to China's chip designers. */
  "eda-makers",
  /** Reactor builders and the uranium miner whose fuel they burn. */
  "nuclear",
  /** The container shipping lines, whose rates rise when ships must sail around Africa. */
  "container-shippers",
  /** The U.S. coal miners, who sell to the power plants. */
  "coal-miners",
  /** The uranium miners, whose price rises when Russia's enriched uranium is barred. */
  "uranium-miners",
  /** The developers of U.S. offshore wind farms. */
  "offshore-wind",
  /** Whom a sector's federal policy reaches: electric-car makers (the buyers' tax credit), the solar fund and installers (project credits), farm machinery makers (farm aid), the largest banks (the capital they must hold). */
  "ev-makers",
  "solar",
  "farm-equipment",
  "banks",
  /** The IT outsourcers whose engineers come on H-1B visas. */
  "it-outsourcers",
  /** The U.S. LNG exporters, whose terminals export permits fill. */
  "lng-exporters",
  /** The grain merchants that buy U.S. crops and ship them abroad: a foreign buyer's orders pass through them. */
  "grain-merchants",
  /** U.S. natural gas (UNG): its price rises toward world prices as more of it is shipped abroad. */
  "natural-gas",
  /** The homebuilders, whose buyers borrow at mortgage rates. */
  "homebuilders",
  /** The mortgage lenders, paid by the loan: more buyers and refinancings are more loans. */
  "mortgage-lenders",
  /** The lenders whose business is credit card loans. */
  "card-lenders",
  /** U.S. retailers, where households spend what they are sent. */
  "retail",
  /** The private equity and credit managers, whose funds retirement savings may now buy. */
  "private-markets",
  /** The health insurers, paid by Medicare Advantage and the Affordable Care Act's subsidies. */
  "health-insurers",
] as const;
export type Group = (typeof GROUPS)[number];

export interface Named {
  symbol: string;
  name: string;
  /** Its own reason, where it moves for another reason than the rest of its list. */
  why?: string;
}

/** A named instrument, in the tables here and in goods.ts. */
export const n = (symbol: string, name: string): Named => ({ symbol, name });

/** The fixed groups: one set of instruments whatever the target. */
export const FIXED: Partial<Record<Group, Named[]>> = {
  volatility: [n("VIX", "the volatility index")],
  rates: [n("TLT", "long-dated Treasuries")],
  // The 2-year: SHY (1–3 year Treasuries) is a U.S.-listed fund both providers quote (Alpaca has no indices, and ^IRX is
  // a 13-week yield that moves the other way), so "up" means short yields fell, as TLT's "up" means long ones did.
  "short-rates": [n("SHY", "2-year Treasuries")],
  dollar: [n("DXY", "the U.S. dollar index")],
  gold: [n("GLD", "gold")],
  silver: [n("SLV", "silver")],
  crude: [n("USO", "crude oil")],
  "oil-producers": [n("XLE", "U.S. energy producers")],
  "oil-majors": [n("XOM", "ExxonMobil"), n("CVX", "Chevron")],
  "oil-consumers": [n("JETS", "airlines")],
  defense: [n("ITA", "defense contractors")],
  "defense-primes": [n("LMT", "Lockheed Martin"), n("NOC", "Northrop Grumman"), n("GD", "General Dynamics"), n("RTX", "RTX")],
  "route-importers": [n("EWJ", "Japanese equities"), n("INDA", "Indian equities"), n("EWY", "South Korean equities")],
  // The branded drugmakers with the most U.S. sales at list prices a cut reaches.
  pharma: [n("XPH", "U.S. drugmakers"), n("LLY", "Eli Lilly"), n("PFE", "Pfizer"), n("MRK", "Merck")],
  // Strategy (MSTR) holds bitcoin as its treasury: traders watch it as the listed bitcoin proxy.
  crypto: [n("BTC", "bitcoin"), n("COIN", "Coinbase"), n("MSTR", "Strategy")],
  stablecoins: [n("CRCL", "Circle")],
  pbms: [n("CVS", "CVS Health"), n("CI", "Cigna"), n("UNH", "UnitedHealth")],
  landlords: [n("INVH", "Invitation Homes"), n("AMH", "American Homes 4 Rent")],
  "chip-sellers": [n("NVDA", "Nvidia"), n("AMD", "AMD")],
  "chip-fund": [n("SMH", "semiconductor stocks")],
  "chip-tools": [n("AMAT", "Applied Materials"), n("LRCX", "Lam Research"), n("KLAC", "KLA"), n("ASML", "ASML")],
  "engine-makers": [n("GE", "GE Aerospace"), n("HWM", "Howmet Aerospace")],
  "eda-makers": [n("SNPS", "Synopsys"), n("CDNS", "Cadence Design Systems")],
  homebuilders: [n("XHB", "homebuilders"), n("ITB", "home construction stocks"), n("DHI", "D.R. Horton"), n("LEN", "Lennar")],
  "mortgage-lenders": [n("RKT", "Rocket Companies"), n("UWMC", "UWM Holdings")],
  nuclear: [n("CCJ", "Cameco"), n("OKLO", "Oklo"), n("SMR", "NuScale Power")],
  "uranium-miners": [n("CCJ", "Cameco"), n("URA", "uranium miners")],
  "coal-miners": [n("BTU", "Peabody Energy"), n("CNR", "Core Natural Resources")],
  "container-shippers": [n("ZIM", "ZIM Integrated Shipping"), n("MATX", "Matson")],
  "offshore-wind": [n("DNNGY", "Ørsted"), n("ICLN", "clean energy stocks")],
  "ev-makers": [n("TSLA", "Tesla"), n("RIVN", "Rivian"), n("LCID", "Lucid")],
  solar: [n("TAN", "solar stocks"), n("ENPH", "Enphase Energy"), n("RUN", "Sunrun")],
  "farm-equipment": [n("DE", "Deere"), n("AGCO", "AGCO"), n("CNH", "CNH Industrial")],
  banks: [n("XLF", "U.S. banks and financials"), n("JPM", "JPMorgan Chase"), n("BAC", "Bank of America")],
  "it-outsourcers": [n("INFY", "Infosys"), n("WIT", "Wipro"), n("CTSH", "Cognizant")],
  "lng-exporters": [n("LNG", "Cheniere Energy"), n("NEXT", "NextDecade")],
  "grain-merchants": [n("ADM", "Archer-Daniels-Midland"), n("BG", "Bunge")],
  "natural-gas": [n("UNG", "natural gas")],
  // The card specialists first; JPMorgan and American Express are the largest issuers by card balances.
  retail: [n("XRT", "U.S. retailers")],
  "card-lenders": [
    n("COF", "Capital One"),
    n("SYF", "Synchrony Financial"),
    n("BFH", "Bread Financial"),
    n("JPM", "JPMorgan Chase"),
    n("AXP", "American Express"),
  ],
  "private-markets": [n("BX", "Blackstone"), n("KKR", "KKR"), n("APO", "Apollo Global Management")],
  // The largest Medicare Advantage insurers first; Centene and Oscar sell most of the Affordable Care Act's plans.
  "health-insurers": [n("UNH", "UnitedHealth"), n("HUM", "Humana"), n("CVS", "CVS Health"), n("CNC", "Centene"), n("OSCR", "Oscar Health")],
};

/**
 * The broad market: the cash funds while New York trades; while it is closed, the index futures,
 * which trade the news now, and the cash funds, which open on the futures' move (the gap a trader
 * meets at the next open), so a weekend or overnight post names both.
 */
const CASH = [n("SPY", "S&P 500"), n("QQQ", "Nasdaq 100")];
export const MARKET = {
  open: CASH,
  closed: [n("ES=F", "S&P 500 futures"), n("NQ=F", "Nasdaq 100 futures"), ...CASH],
};

/**
 * The largest buyers of each sanctioned producer's crude: a secondary sanction or tariff on "any
 * country buying its oil" that names no buyer hits these.
 */
export const OIL_BUYERS: Record<string, string[]> = {
  Iran: ["China"],
  Venezuela: ["China", "India"],
  Russia: ["China", "India"],
};
