/**
 * The goods tariffs name (a commodity or a sector), each with its most exposed U.S.-listed companies:
 * the market map's rows for "goods" (rows.ts) point these.
 */
import { type Named, n } from "./groups.ts";

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
  /**
   * `pays`: why they move with the foreign makers, either way; `why`: why they are unsettled where builders are spared;
   * `from`: the partners they import from, and `rival`: why a tariff on other partners' goods moves them with the U.S. makers;
   * `everywhere`: goods of the row they buy from every partner, whose tariff is theirs to pay whoever is named.
   */
  spared?: { names: Named[]; pays: string; why: string; from?: string[]; rival?: string; everywhere?: RegExp };
  /** A U.S.-priced fund or future that the tariff lifts (COMEX copper). */
  price?: Named[];
  /**
   * The partner that sells most of the U.S.'s imports of the goods (over half, by value, in 2024):
   * a tariff on them with no partner named is that partner's too (aims.ts).
   */
  supplier?: string;
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
    foreign: [
      // The fund is equal-weighted: mostly smaller drugmakers that make abroad and are building nothing here.
      { ...n("XPH", "U.S. drugmakers"), why: "Most of the fund's drugmakers make their drugs abroad and few are building here: they pay the tariff." },
      n("NVO", "Novo Nordisk"),
      n("AZN", "AstraZeneca"),
      n("NVS", "Novartis"),
      n("GSK", "GSK"),
      n("SNY", "Sanofi"),
    ],
    spared: {
      names: [n("LLY", "Eli Lilly"), n("PFE", "Pfizer"), n("MRK", "Merck")],
      pays: "U.S. drugmakers make many of their drugs abroad (Ireland, Switzerland, Singapore): a tariff on imported drugs is theirs to pay too, and relief from it theirs to gain.",
      why: "U.S. drugmakers also make drugs abroad, and those building U.S. plants are exempt: the tariff does not settle their way.",
    },
  },
  {
    key: "trucks",
    // Mexico builds about four in five of the heavy trucks the U.S. imports.
    supplier: "Mexico",
    match: /\b(trucks?|(semi-?|truck )?trailers)\b/i,
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
      from: ["Mexico", "Canada", "South Korea"],
      everywhere: /\bparts\b/i,
      rival:
        "Detroit makes the cars it sells here in the U.S., Mexico, Canada and Korea: a tariff on another partner's cars shields it from their makers, and relief from it lets them compete.",
    },
  },
  {
    key: "semiconductors",
    // Not the tools chips are made with ("Semiconductor Equipment"): their makers are others.
    match: /\b(semi-?conductors?|chips?|microchips)\b(?!\s+(equipment|tools|machines|machinery))/i,
    domestic: [n("INTC", "Intel"), n("GFS", "GlobalFoundries"), n("TXN", "Texas Instruments")],
    foreign: [n("DELL", "Dell"), n("HPQ", "HP")],
    spared: {
      // Taiwan's market and its currency (chips are most of its exports) go as TSMC and its suppliers go.
      names: [n("SMH", "semiconductor stocks"), n("TSM", "TSMC"), n("EWT", "Taiwanese equities"), n("TWD", "the Taiwan dollar")],
      pays: "Most chips, TSMC's among them, are made abroad by the designers and foundries the chip fund and Taiwan's market hold: a tariff on imported chips is theirs to pay (and Taiwan's exports with them), and relief from it theirs to gain.",
      why: "The chip fund holds U.S. fabs that gain and designers and foundries that pay, and those building here (TSMC in Arizona among them) are spared: the tariff does not settle their way.",
    },
  },
  {
    key: "electronics",
    // Phones and computers, by name ("all Chinese Electronics and Machinery" is the partner's row), are assembled abroad by the U.S. brands that sell them.
    match: /\b(smart ?phones?|iPhones?|computers?|laptops?)\b/i,
    domestic: [],
    foreign: [n("AAPL", "Apple"), n("DELL", "Dell"), n("HPQ", "HP")],
  },
  {
    // Whirlpool makes most of what it sells here in U.S. plants; its rivals (LG, Samsung, Electrolux) import and list abroad.
    key: "appliances",
    match: /\b(washing machines?|washers|(clothes )?dryers|refrigerators?|dishwashers?|(household|home|kitchen) appliances|appliances)\b/i,
    domestic: [n("WHR", "Whirlpool")],
    foreign: [],
  },
  {
    key: "steel",
    match: /(?<!\bof )\bsteel\b/i,
    // The steel fund holds the U.S. makers beside foreign miners and mills; on a U.S. tariff it trades with its U.S. makers
    // (the development probes' writers expect it up 30 times to none).
    domestic: [n("NUE", "Nucor"), n("STLD", "Steel Dynamics"), n("CLF", "Cleveland-Cliffs"), n("SLX", "steel producers")],
    foreign: [n("MT", "ArcelorMittal"), n("PKX", "POSCO"), n("TX", "Ternium")],
  },
  {
    key: "aluminum",
    // Canada sells over half of the aluminum the U.S. imports.
    supplier: "Canada",
    match: /\balumin(um|ium)\b/i,
    domestic: [n("AA", "Alcoa"), n("CENX", "Century Aluminum")],
    // Ball, the largest U.S. can maker, buys the metal at the tariff-raised U.S. price.
    foreign: [n("RIO", "Rio Tinto"), n("BALL", "Ball")],
  },
  {
    // Most U.S. crude imports are Canada's heavy grades, run by Gulf and Midwest refiners: they and the
    // exporters pay, while U.S. producers sell into a market the tariff shelters.
    key: "crude oil",
    // Canada sells about three in five of the barrels the U.S. imports.
    supplier: "Canada",
    match: /\b(crude( oil)?|petroleum)\b/i,
    domestic: [n("XOP", "U.S. oil and gas producers")],
    foreign: [n("VLO", "Valero"), n("MPC", "Marathon Petroleum"), n("CNQ", "Canadian Natural Resources")],
    mixed: {
      names: [n("USO", "U.S. crude oil")],
      why: "A tariff on imported crude lifts the U.S. price against the world's while it slows demand: WTI's way is not settled.",
    },
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
    // Canada sells most of the softwood lumber the U.S. imports.
    supplier: "Canada",
    match: /\b(lumber|timber|softwood)\b/i,
    domestic: [n("WY", "Weyerhaeuser"), n("PCH", "PotlatchDeltic")],
    // Homebuilders buy the lumber: the tariff is their cost, as it is the importers'.
    foreign: [n("WFG", "West Fraser"), n("XHB", "homebuilders"), n("DHI", "D.R. Horton"), n("LEN", "Lennar")],
    mixed: {
      names: [n("WOOD", "global timber and forestry stocks")],
      why: "A global fund of timber owners and mills on both sides of the border: U.S. owners gain while Canadian mills pay the tariff.",
    },
  },
  {
    key: "furniture",
    match: /\b(furniture|upholstered|sofas?|couches|dressers?|mattress(es)?)\b/i,
    domestic: [n("LZB", "La-Z-Boy")],
    foreign: [n("RH", "RH"), n("WSM", "Williams-Sonoma"), n("W", "Wayfair")],
  },
  {
    // Cabinets and vanities are made here too, by the cabinet makers; the home-furnishing sellers import theirs.
    key: "kitchen cabinets",
    match: /\b((kitchen|bathroom) cabinets|cabinetry|vanities)\b/i,
    domestic: [n("MBC", "MasterBrand"), n("AMWD", "American Woodmark")],
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
    match: /\b(rare earths?|critical minerals?|(rare earth |permanent )?magnets?)\b/i,
    domestic: [n("MP", "MP Materials"), n("USAR", "USA Rare Earth")],
    foreign: [],
    // The miners' fund trades as the metals' price outside China does: up when China holds them back, down when they flow again
    // (the development probes' writers expect it so 132 times to 15).
    price: [n("REMX", "rare earth and strategic metals miners")],
  },
  {
    key: "uranium",
    // U.S. miners sell into a market that imports most of its uranium; Cameco, the largest Canadian producer, ships it in.
    match: /\buranium\b/i,
    domestic: [n("UEC", "Uranium Energy"), n("UUUU", "Energy Fuels")],
    foreign: [],
    spared: {
      names: [n("CCJ", "Cameco")],
      pays: "Cameco, the largest Canadian producer, ships its uranium in: a tariff on imported uranium is its to pay, and relief from it its to gain.",
      why: "Cameco ships its uranium in from Canada, and the suppliers the post spares may include it: the tariff does not settle its way.",
      from: ["Canada"],
      rival:
        "Cameco mines its uranium in Canada: a tariff on another partner's uranium (Russia's, China's) shields it from their supply, and relief from it lets them compete.",
    },
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
    // Most syringes, gloves and masks come from China; Becton Dickinson makes its syringes and needles in the U.S.
    key: "medical devices",
    match: /\b(medical (devices?|equipment|supplies)|syringes|needles|surgical gloves|hospital equipment)\b/i,
    // Medtronic, domiciled in Ireland, makes most of its devices outside the U.S.
    domestic: [n("BDX", "Becton Dickinson")],
    foreign: [n("MDT", "Medtronic"), n("PHG", "Philips"), n("SNN", "Smith & Nephew")],
  },
  {
    // Drones are mostly Chinese-made; AeroVironment and Red Cat build theirs in the U.S.
    key: "drones",
    match: /\bdrones?\b/i,
    domestic: [n("AVAV", "AeroVironment"), n("RCAT", "Red Cat")],
    foreign: [],
  },
  {
    // Almost every toy sold here is made in China or Vietnam by or for the U.S. toy companies that sell it.
    key: "toys",
    match: /\b(toys?|dolls?|video game consoles?)\b/i,
    domestic: [],
    foreign: [n("MAT", "Mattel"), n("HAS", "Hasbro")],
  },
  {
    // Almost every shoe and most clothes sold here are made in Asia for the U.S. brands that sell them: they pay.
    key: "footwear and apparel",
    match: /\b(shoes|sneakers|footwear|apparel|clothing|garments)\b/i,
    domestic: [],
    foreign: [n("NKE", "Nike"), n("DECK", "Deckers Outdoor"), n("CROX", "Crocs")],
  },
  {
    key: "wind turbines",
    match: /\bwind (turbines?|farms?|power)\b/i,
    domestic: [n("GEV", "GE Vernova")],
    foreign: [],
  },
  {
    // Industrial robots and machine tools come mostly from Japan and Germany, whose makers pay; Rockwell Automation
    // makes factory automation here with parts from abroad.
    key: "machinery",
    match: /\b(industrial machinery|machine tools?|industrial robots?|robotics)\b/i,
    domestic: [],
    foreign: [n("FANUY", "Fanuc"), n("SIEGY", "Siemens"), n("KMTUY", "Komatsu")],
    mixed: {
      names: [n("ROK", "Rockwell Automation")],
      why: "Rockwell Automation makes factory automation in the U.S. but buys parts abroad: the tariff shields it and taxes it.",
    },
  },
  {
    key: "aircraft",
    match: /\b(commercial )?(aircraft|airplanes?|jet engines?)\b/i,
    domestic: [],
    foreign: [n("EADSY", "Airbus"), n("ERJ", "Embraer")],
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
    key: "rice",
    // Imported rice (Thai jasmine, Indian basmati, Vietnamese) holds down the U.S. price; no U.S.-listed company grows or ships much of it.
    match: /\brice\b/i,
    domestic: [],
    foreign: [],
    price: [n("ZR=F", "rough rice futures")],
  },
  {
    key: "produce",
    // "Produce" alone is mostly the verb ("companies that produce here"): the noun needs its kind.
    match: /\b(tomato(es)?|avocados?|bananas?|fresh produce|fruits?|vegetables?|produce (imports|growers|from))\b/i,
    // Mexican tomatoes and avocados: U.S. growers gain, the importers that sell Mexican produce pay.
    domestic: [n("LMNR", "Limoneira")],
    foreign: [n("AVO", "Mission Produce"), n("CVGW", "Calavo Growers"), n("FDP", "Fresh Del Monte"), n("DOLE", "Dole")],
  },
  {
    key: "coffee",
    // The U.S. grows almost none of the coffee it drinks: the roasters and chains that import it pay.
    // Brazil sells more of it to the U.S. than any other country.
    supplier: "Brazil",
    match: /\bcoffee\b/i,
    domestic: [],
    foreign: [n("SBUX", "Starbucks"), n("SJM", "J.M. Smucker"), n("KDP", "Keurig Dr Pepper")],
  },
  {
    key: "cocoa",
    // The U.S. grows no cocoa: the chocolate makers who import it pay the tariff.
    match: /\b(cocoa|cacao)\b/i,
    domestic: [],
    foreign: [n("HSY", "Hershey"), n("MDLZ", "Mondelez")],
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
    // Canada sells about four in five of the tons of potash the U.S. imports.
    supplier: "Canada",
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
    key: "watches",
    // The U.S. makes almost no watches: the sellers that import them (Movado's Swiss-made brands, Fossil's from Asia) pay the tariff.
    match: /\bwatch(es|makers?)\b/i,
    domestic: [],
    foreign: [n("MOV", "Movado"), n("FOSL", "Fossil")],
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
    // Hecla and Coeur mine silver in the U.S.: a tariff on imported bars lifts the U.S. price they sell at.
    domestic: [n("HL", "Hecla Mining"), n("CDE", "Coeur Mining")],
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

/** The goods a phrase names ("Medium and Heavy Duty Trucks" → trucks), first match first. */
export const goodsIn = (phrase: string | null): Goods | undefined => (phrase ? GOODS.find((g) => g.match.test(phrase)) : undefined);

/** The metals whose tariff a sentence names ("our Section 232 Steel Tariffs", "the 50% Steel and Aluminum Tariffs"). */
export const metalsTariffed = (sentence: string): Goods[] =>
  [...sentence.matchAll(/\b(steel|alumin(?:um|ium))(?:\s+(?:and|&)\s+(steel|alumin(?:um|ium)))?\s+tariffs?\b/gi)]
    .flatMap((m) => [goodsIn(m[1]!), goodsIn(m[2] ?? null)])
    .filter((g): g is Goods => g !== undefined);
