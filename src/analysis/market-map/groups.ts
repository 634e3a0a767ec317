/**
 * The groups of instruments the market map points (rows.ts), and the instruments in each: the
 * broad market, rates, the dollar, volatility, a partner's fund, currency and exporters, crude
 * with its producers and consumers, and the goods tariffs name with their most exposed U.S.-listed
 * companies. Every instrument carries its own name (the fund, the company, the currency).
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
  /** The target country's equity fund(s). */
  "country",
  /** The target country's currency against the dollar. */
  "currency",
  /** The target country's exporters most exposed to U.S. trade measures. */
  "exporters",
  "crude",
  "oil-producers",
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
  /** Reactor builders and the uranium miner whose fuel they burn. */
  "nuclear",
  /** The developers of U.S. offshore wind farms. */
  "offshore-wind",
  /** Whom a sector's federal money reaches: electric-car makers (the buyers' tax credit), the solar fund and installers (project credits), farm machinery makers (farm aid). */
  "ev-makers",
  "solar",
  "farm-equipment",
  /** The U.S. LNG exporters, whose terminals export permits fill. */
  "lng-exporters",
  /** The grain merchants that buy U.S. crops and ship them abroad: a foreign buyer's orders pass through them. */
  "grain-merchants",
  /** U.S. natural gas (UNG): its price rises toward world prices as more of it is shipped abroad. */
  "natural-gas",
  /** The homebuilders, whose buyers borrow at mortgage rates. */
  "homebuilders",
  /** The lenders whose business is credit card loans. */
  "card-lenders",
  /** U.S. retailers, where households spend what they are sent. */
  "retail",
] as const;
export type Group = (typeof GROUPS)[number];

export interface Named {
  symbol: string;
  name: string;
}

const n = (symbol: string, name: string): Named => ({ symbol, name });

/** The fixed groups: one set of instruments whatever the target. */
export const FIXED: Partial<Record<Group, Named[]>> = {
  volatility: [n("VIX", "the volatility index")],
  rates: [n("TLT", "long-dated Treasuries")],
  // The 2-year: SHY (iShares 1–3 Year Treasury Bond) is a U.S.-listed fund both providers quote
  // (Alpaca has no indices, and ^IRX is a 13-week yield that moves the other way), so "up" means
  // short yields fell, as TLT's "up" means long ones did.
  "short-rates": [n("SHY", "2-year Treasuries")],
  dollar: [n("DXY", "the U.S. dollar index")],
  gold: [n("GLD", "gold")],
  crude: [n("USO", "crude oil")],
  "oil-producers": [n("XLE", "U.S. energy producers")],
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
  homebuilders: [n("XHB", "homebuilders")],
  nuclear: [n("CCJ", "Cameco"), n("OKLO", "Oklo"), n("SMR", "NuScale Power")],
  "offshore-wind": [n("DNNGY", "Ørsted"), n("ICLN", "clean energy stocks")],
  "ev-makers": [n("TSLA", "Tesla"), n("RIVN", "Rivian"), n("LCID", "Lucid")],
  solar: [n("TAN", "solar stocks"), n("ENPH", "Enphase Energy"), n("RUN", "Sunrun")],
  "farm-equipment": [n("DE", "Deere"), n("AGCO", "AGCO"), n("CNH", "CNH Industrial")],
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
 * Goods a tariff can name, with the U.S. producers it protects (up) and the foreign makers and
 * U.S. importers it taxes (down). `mixed` lists those the map leaves `unclear`, with the reason.
 * `spared` lists U.S. makers who make the goods abroad too: they pay (down) unless the post spares
 * the companies building in the U.S. (facts/patterns.ts `buildersSpared`), which leaves them `unclear`.
 */
export interface Goods {
  key: string;
  match: RegExp;
  domestic: Named[];
  foreign: Named[];
  mixed?: { names: Named[]; why: string };
  /** `pays`: why they move with the foreign makers, either way; `why`: why they are unsettled where builders are spared. */
  spared?: { names: Named[]; pays: string; why: string };
  /** A U.S.-priced fund or future that the tariff lifts (COMEX copper). */
  price?: Named[];
}

export const GOODS: Goods[] = [
  {
    key: "films",
    match: /\b(movies?|films?|motion pictures?|Hollywood|studios?)\b/i,
    domestic: [],
    foreign: [n("NFLX", "Netflix"), n("DIS", "Disney"), n("WBD", "Warner Bros. Discovery"), n("PARA", "Paramount")],
  },
  {
    // Generic drugs are made mostly in India and Israel: their makers and U.S. importers pay.
    key: "generic drugs",
    // Their ingredients too ("Active Pharmaceutical Ingredients", made mostly in China and India): generics' makers buy them.
    match: /\bgeneric (drugs?|medicines?|pharmaceuticals?)\b|\b(active )?pharmaceutical ingredients\b|\bAPIs\b/i,
    domestic: [],
    foreign: [n("TEVA", "Teva"), n("RDY", "Dr. Reddy’s"), n("VTRS", "Viatris")],
  },
  {
    key: "branded drugs",
    match: /\b(branded|patented|pharmaceuticals?|pharma|drugs?|medicines?)\b/i,
    domestic: [],
    foreign: [n("NVO", "Novo Nordisk"), n("AZN", "AstraZeneca"), n("NVS", "Novartis"), n("GSK", "GSK"), n("SNY", "Sanofi")],
    spared: {
      names: [n("XPH", "U.S. drugmakers"), n("LLY", "Eli Lilly"), n("PFE", "Pfizer"), n("MRK", "Merck")],
      pays: "U.S. drugmakers make many of their drugs abroad (Ireland, Switzerland, Singapore): a tariff on imported drugs is theirs to pay too, and relief from it theirs to gain.",
      why: "U.S. drugmakers also make drugs abroad, and those building U.S. plants are exempt: the tariff does not settle their way.",
    },
  },
  {
    key: "trucks",
    match: /\btrucks?\b/i,
    domestic: [n("PCAR", "PACCAR")],
    foreign: [n("CARZ", "global automakers")],
  },
  {
    key: "autos",
    match: /\b(auto(mobile)?s?|cars?|vehicles?|auto parts)\b/i,
    domestic: [n("TSLA", "Tesla")],
    foreign: [n("TM", "Toyota"), n("HMC", "Honda"), n("STLA", "Stellantis"), n("CARZ", "global automakers")],
    spared: {
      names: [n("GM", "General Motors"), n("F", "Ford")],
      pays: "Detroit imports many of the cars and parts it sells here from Mexico, Canada and Korea: a tariff on imported cars and parts is its to pay too, and relief from it its to gain.",
      why: "Detroit builds in the U.S. but imports many cars and parts from Mexico, Canada and Korea, and the companies building here are spared: the tariff cuts both ways.",
    },
  },
  {
    key: "semiconductors",
    // Not the tools chips are made with ("Semiconductor Equipment"): their makers are others.
    match: /\b(semi-?conductors?|chips?|microchips)\b(?!\s+(equipment|tools|machines|machinery))/i,
    domestic: [n("INTC", "Intel"), n("GFS", "GlobalFoundries"), n("TXN", "Texas Instruments")],
    foreign: [n("DELL", "Dell"), n("HPQ", "HP")],
    spared: {
      // Taiwan's market is mostly TSMC and its suppliers: it goes as they go.
      names: [n("SMH", "semiconductor stocks"), n("TSM", "TSMC"), n("EWT", "Taiwanese equities")],
      pays: "Most chips, TSMC's among them, are made abroad by the designers and foundries the chip fund and Taiwan's market hold: a tariff on imported chips is theirs to pay, and relief from it theirs to gain.",
      why: "The chip fund holds U.S. fabs that gain and designers and foundries that pay, and those building here (TSMC in Arizona among them) are spared: the tariff does not settle their way.",
    },
  },
  {
    key: "electronics",
    // Phones and computers are assembled abroad, mostly in China, by the U.S. brands that sell them here.
    // Phones and computers by name: "all Chinese Electronics and Machinery" is most of what China sells, the partner's row.
    match: /\b(smart ?phones?|iPhones?|computers?|laptops?)\b/i,
    domestic: [],
    foreign: [n("AAPL", "Apple"), n("DELL", "Dell"), n("HPQ", "HP")],
  },
  {
    key: "steel",
    match: /(?<!\bof )\bsteel\b/i,
    domestic: [n("NUE", "Nucor"), n("STLD", "Steel Dynamics"), n("CLF", "Cleveland-Cliffs")],
    foreign: [n("MT", "ArcelorMittal"), n("PKX", "POSCO"), n("TX", "Ternium")],
  },
  {
    key: "aluminum",
    match: /\balumin(um|ium)\b/i,
    domestic: [n("AA", "Alcoa"), n("CENX", "Century Aluminum")],
    // Ball, the largest U.S. can maker, buys the metal at the tariff-raised U.S. price.
    foreign: [n("RIO", "Rio Tinto"), n("BALL", "Ball")],
  },
  {
    key: "copper",
    match: /\bcopper\b/i,
    domestic: [n("FCX", "Freeport-McMoRan")],
    foreign: [],
    price: [n("CPER", "copper")],
  },
  {
    key: "lumber",
    match: /\b(lumber|timber|softwood)\b/i,
    domestic: [n("WY", "Weyerhaeuser"), n("PCH", "PotlatchDeltic")],
    foreign: [n("WFG", "West Fraser"), n("XHB", "homebuilders")],
    mixed: {
      names: [n("WOOD", "global timber and forestry stocks")],
      why: "A global fund of timber owners and mills on both sides of the border: U.S. owners gain while Canadian mills pay the tariff.",
    },
  },
  {
    key: "furniture",
    match: /\b(furniture|kitchen cabinets|vanities|upholstered|sofas?|couches|dressers?|mattress(es)?)\b/i,
    domestic: [n("LZB", "La-Z-Boy")],
    foreign: [n("RH", "RH"), n("WSM", "Williams-Sonoma"), n("W", "Wayfair")],
  },
  {
    key: "solar",
    match: /\b(solar (panels?|cells?|modules?)|polysilicon)\b/i,
    // First Solar makes its panels in the U.S.; the Chinese makers listed in New York ship theirs in.
    // Sunrun, the largest U.S. installer, buys the panels the tariff taxes.
    domestic: [n("FSLR", "First Solar")],
    foreign: [n("JKS", "JinkoSolar"), n("CSIQ", "Canadian Solar"), n("RUN", "Sunrun")],
  },
  {
    key: "critical minerals",
    match: /\b(rare earths?|critical minerals?|rare earth magnets?)\b/i,
    domestic: [n("MP", "MP Materials")],
    foreign: [],
  },
  {
    key: "uranium",
    // U.S. miners sell into a market that imports most of its uranium; Cameco, the largest Canadian producer, ships it in.
    match: /\buranium\b/i,
    domestic: [n("UEC", "Uranium Energy"), n("UUUU", "Energy Fuels")],
    foreign: [n("CCJ", "Cameco")],
  },
  {
    key: "ships",
    // America's naval and commercial shipyards gain from a tariff on foreign-built ships and port cranes.
    // Not the verb ("everything it ships to us", "ships it in"): no subject before it, no object or "to" after.
    match:
      /\b((?<!\b(it|they|we|he|she|that|which|who)\s)ships?(?!\s+(to|it|them|into|out|from|here|abroad)\b)|shipbuilding|vessels?|(ship-to-shore |port )?cranes)\b/i,
    domestic: [n("HII", "Huntington Ingalls"), n("GD", "General Dynamics")],
    foreign: [],
  },
  {
    key: "wind turbines",
    match: /\bwind (turbines?|farms?|power)\b/i,
    domestic: [n("GEV", "GE Vernova")],
    foreign: [],
  },
  {
    key: "aircraft",
    match: /\b(commercial )?(aircraft|airplanes?|jet engines?)\b/i,
    domestic: [],
    foreign: [n("ERJ", "Embraer")],
    mixed: {
      names: [n("BA", "Boeing")],
      why: "Boeing builds in the U.S. but buys engines, parts and fuselage sections abroad: the tariff cuts both ways.",
    },
  },
  {
    key: "beef",
    match: /\b(beef|cattle)\b/i,
    // Imported beef competes with U.S. ranchers' cattle; JBS is the largest foreign packer shipping it.
    domestic: [],
    foreign: [n("JBS", "JBS")],
    price: [n("LE=F", "live cattle futures")],
  },
  {
    key: "produce",
    // "Produce" alone is mostly the verb ("companies that produce here"): the noun needs its kind.
    match: /\b(tomato(es)?|avocados?|bananas?|fresh produce|fruits?|vegetables?|produce (imports|growers|from))\b/i,
    // Mexican tomatoes and avocados: U.S. growers gain, the importers that sell Mexican produce pay.
    domestic: [n("LMNR", "Limoneira")],
    foreign: [n("AVO", "Mission Produce"), n("CVGW", "Calavo Growers"), n("FDP", "Fresh Del Monte")],
  },
  {
    key: "coffee",
    // The U.S. grows almost none of the coffee it drinks: the roasters and chains that import it pay.
    match: /\bcoffee\b/i,
    domestic: [],
    foreign: [n("SBUX", "Starbucks"), n("SJM", "J.M. Smucker"), n("KDP", "Keurig Dr Pepper")],
  },
  {
    key: "sugar",
    // Imported sugar holds down the U.S. price; the candy makers who buy it pay the tariff.
    match: /\bsugar\b/i,
    domestic: [],
    foreign: [n("HSY", "Hershey"), n("MDLZ", "Mondelez")],
  },
  {
    key: "potash",
    // Most U.S. potash comes from Canada (Nutrien); Intrepid mines it in the U.S.; U.S. farmers pay.
    match: /\bpotash\b/i,
    domestic: [n("IPI", "Intrepid Potash")],
    foreign: [n("NTR", "Nutrien")],
  },
  {
    key: "wine and spirits",
    // Europe's wine, champagne and spirits houses sell much of their output in the U.S.
    match: /\b(wines?|champagnes?|spirits|whisk(e)?y|cognac|liquor|alcoholic (products|beverages|drinks))\b/i,
    domestic: [],
    foreign: [n("LVMUY", "LVMH"), n("PDRDY", "Pernod Ricard"), n("DEO", "Diageo")],
  },
  {
    key: "gold",
    // New York's gold futures carry a premium over London's bars while a tariff on bullion is feared.
    match: /\bgold\b(?!\s+(card|standard|age))/i,
    domestic: [],
    foreign: [],
    price: [n("GC=F", "gold futures")],
  },
  {
    key: "silver",
    match: /\bsilver\b/i,
    domestic: [],
    foreign: [],
    price: [n("SI=F", "silver futures")],
  },
  {
    key: "agriculture",
    match: /\b(agricultur(e|al)|farm (goods|products)|food)\b/i,
    domestic: [],
    foreign: [],
    price: [n("DBA", "farm commodities")],
  },
];

/**
 * The largest buyers of each sanctioned producer's crude: a secondary sanction or tariff on "any
 * country buying its oil" that names no buyer hits these.
 */
export const OIL_BUYERS: Record<string, string[]> = {
  Iran: ["China"],
  Venezuela: ["China", "India"],
  Russia: ["China", "India"],
};

/** The goods a phrase names ("Medium and Heavy Duty Trucks" → trucks), first match first. */
export const goodsIn = (phrase: string | null): Goods | undefined => (phrase ? GOODS.find((g) => g.match.test(phrase)) : undefined);
