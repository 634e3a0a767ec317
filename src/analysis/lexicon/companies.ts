import type { Sector } from "../analyzer.ts";
import { prefilter } from "./prefilter.ts";

/**
 * Listed companies → ticker and sector. `match` is a case-sensitive pattern so that common
 * words ("apple pie", "intelligence", "target") do not count. `media` companies are only
 * counted when the post talks business about them (see rules.ts): a complaint about a
 * network's coverage moves nothing.
 */
export interface Company {
  match: RegExp;
  ticker: string;
  sector: Sector;
  media?: boolean;
  /** A chief executive named alone ("Elon"): counts only in a sentence that demands or threatens. */
  ceoOnly?: boolean;
  /** An industry named as a group, which names its largest listed members; a description, not a name (its words keep no capitals). */
  group?: boolean;
}

const c = (match: RegExp, ticker: string, sector: Sector, media = false): Company => ({ match, ticker, sector, media });
const group = (match: RegExp, tickers: string[], sector: Sector): Company[] => tickers.map((ticker) => ({ match, ticker, sector, group: true }));
/**
 * A group's pattern with each alternative led by a literal word, one per case as written ("big|Big|BIG"): the prefilter keys an
 * entry by the words its alternatives start with, and one led by a class ("[Bb]ig") would make it a candidate for every post.
 */
const led = (...parts: [leads: string, rest: string][]) =>
  new RegExp(parts.flatMap(([leads, rest]) => leads.split("|").map((w) => `\\b${w}(?:${rest})`)).join("|"));

export const COMPANIES: Company[] = [
  c(/\bApple\b(?! [Pp]ie)|\bAPPLE\b(?! PIE)|\biPhones?\b|\bTim Cook\b/, "AAPL", "technology"),
  // "Jensen" alone is how he names Nvidia's chief; Scott Jensen is a Minnesota politician.
  c(/\bNvidia\b|\bNVIDIA\b|(?<!\bScott )\bJensen\b/, "NVDA", "semiconductors"),
  c(/\bIntel\b|\bINTEL\b(?!LIGENCE)|\bLip-Bu( Tan)?\b/, "INTC", "semiconductors"),
  c(/\bAMD\b|\bAdvanced Micro Devices\b|\bLisa Su\b/, "AMD", "semiconductors"),
  c(/\bMicron\b|\bSanjay Mehrotra\b/, "MU", "semiconductors"),
  c(/\bWolfspeed\b/, "WOLF", "semiconductors"),
  c(/\bTSMC\b|\bTaiwan Semiconductor\b/, "TSM", "semiconductors"),
  c(/\bQualcomm\b/, "QCOM", "semiconductors"),
  c(/\bBroadcom\b|\bHock Tan\b/, "AVGO", "semiconductors"),
  // "Satya" alone is how he names Microsoft's chief ("Satya should fire her, NOW"); no one else he names is called that.
  // (Not one first name in a list of them: "Thank you to Satya, Sundar, Tim…" names no company.)
  c(/\bMicrosoft\b|\bSatya Nadella\b|(?<!, )\bSatya\b(?!,| and [A-Z]| Nadella)/, "MSFT", "technology"),
  c(/\bGoogle\b|\bAlphabet\b|\bSundar Pichai\b/, "GOOGL", "technology"),
  c(/\bAmazon\b(?! rain)|\bJeff Bezos\b|\bAndy Jassy\b/, "AMZN", "consumer"),
  c(/\bMeta\b|\bFacebook\b|\bZuckerberg\b/, "META", "technology"),
  c(/\bOracle\b|\bLarry Ellison\b|\bSafra Catz\b/, "ORCL", "technology"),
  c(/\bIBM\b/, "IBM", "technology"),
  c(/\bPalantir\b|\bAlex Karp\b/, "PLTR", "technology"),
  c(/\bTesla\b|\bTESLA\b/, "TSLA", "autos"),
  // ("Ford" alone is as often a person: the company when its business, General Motors or a call to buy is beside it.)
  c(
    /\bFord Motor\b|\bJim Farley\b|\bFord\b(?=, (?:General Motors|GM)\b| (?:is|will|has|had|must|should|better|plant|factory|trucks?|cars?|[Ss]tock|[Ss]hares|(?:[Aa]nd|AND|&) (?:General Motors|GM))\b)|(?<=\b(?:General Motors|GM),? (?:(?:[Aa]nd|AND|&) )?)Ford\b|(?<=\b(?:[Bb]uy|BUY) )Ford\b/,
    "F",
    "autos",
  ),
  c(/\bGeneral Motors\b|\bGM\b|\bMary Barra\b/, "GM", "autos"),
  c(/\bStellantis\b|\bChrysler\b/, "STLA", "autos"),
  c(/\bToyota\b/, "TM", "autos"),
  c(/\bHonda\b/, "HMC", "autos"),
  c(/\bHarley(?:[- ]Davidson)?\b/, "HOG", "autos"),
  c(/\bPACCAR\b|\bPeterbilt\b|\bKenworth\b/, "PCAR", "autos"),
  c(/\bBoeing\b|\bBOEING\b|\bKelly Ortberg\b/, "BA", "industrials"),
  c(/\bGulfstream\b|\bGeneral Dynamics\b/, "GD", "industrials"),
  // The makers named by their weapons too ("32 additional F-35 Fighter Jets", "Patriot Missile Systems", "Tomahawks to Ukraine").
  c(/\bLockheed( Martin)?\b|\bJim Taiclet\b|\bF-(16|35)s?\b|\bHIMARS\b/, "LMT", "defense"),
  c(
    /\bRaytheon\b|\bRTX\b|\bChris Calio\b|\bPatriot (Missiles?|missiles?|Air Defense|air defense|Systems?|systems?|Batteries|batteries|Interceptors|interceptors)\b|\bTomahawks?\b/,
    "RTX",
    "defense",
  ),
  c(/\bNorthrop\b|\bKathy Warden\b/, "NOC", "defense"),
  c(/\bL3Harris\b|\bL3 Harris\b/, "LHX", "defense"),
  c(/\bBooz Allen\b/, "BAH", "defense"),
  c(/\bHuntington Ingalls\b/, "HII", "defense"),
  c(/\bCaterpillar\b/, "CAT", "industrials"),
  c(/\bJohn Deere\b|\bDeere\b/, "DE", "agriculture"),
  c(/\bU\.?S\.? Steel\b|\bUnited States Steel\b/, "X", "metals"),
  c(/\bNucor\b/, "NUE", "metals"),
  c(/\bCleveland[- ]Cliffs\b/, "CLF", "metals"),
  c(/\bAlcoa\b/, "AA", "metals"),
  c(/\bExxon\b|\bExxonMobil\b|\bDarren Woods\b/, "XOM", "energy"),
  c(/\bChevron\b|\bMike Wirth\b/, "CVX", "energy"),
  c(/\bConocoPhillips\b/, "COP", "energy"),
  // Colombia's state oil company, listed in New York.
  c(/\bEcopetrol\b/, "EC", "energy"),
  c(/\bWalmart\b|\bWALMART\b|\bDoug McMillon\b/, "WMT", "consumer"),
  c(/\bCostco\b/, "COST", "consumer"),
  c(/\bHome Depot\b/, "HD", "consumer"),
  c(/\bMattel\b/, "MAT", "consumer"),
  c(/\bNike\b/, "NKE", "consumer"),
  c(/\bCoca[- ]Cola\b|\bCoke\b|\bJames Quincey\b/, "KO", "consumer"),
  c(/\bPepsi(?:Co)?\b/, "PEP", "consumer"),
  c(/\bMcDonald'?’?s\b/, "MCD", "consumer"),
  c(/\bCracker Barrel\b/, "CBRL", "consumer"),
  c(/\bStarbucks\b/, "SBUX", "consumer"),
  // (Tyson alone is a boxer; beside the other meatpackers it is the company: "Tyson, JBS, Cargill and National Beef".)
  c(/\bTyson\b(?= Foods|,? (and )?(JBS|Cargill)\b)|(?<=\b(JBS|Cargill),? (and )?)\bTyson\b/, "TSN", "agriculture"),
  c(/\bPfizer\b|\bAlbert Bourla\b/, "PFE", "pharma"),
  // Their best-known drugs name them too ("Ozempic", "Zepbound").
  c(/\bEli Lilly\b|\bLilly\b|\bDave Ricks\b|\bZepbound\b|\bMounjaro\b/, "LLY", "pharma"),
  c(/\bNovartis\b/, "NVS", "pharma"),
  c(/\bMerck\b/, "MRK", "pharma"),
  c(/\bJohnson & Johnson\b|\bJ&J\b/, "JNJ", "pharma"),
  c(/\bAstraZeneca\b/, "AZN", "pharma"),
  c(/\bNovo Nordisk\b|\bOzempic\b|\bWegovy\b/, "NVO", "pharma"),
  c(/\bAbbVie\b/, "ABBV", "pharma"),
  c(/\bBristol[- ]Myers\b/, "BMY", "pharma"),
  c(/\bModerna\b/, "MRNA", "pharma"),
  c(/\bUnitedHealth\b/, "UNH", "healthcare"),
  c(/\bJ\.? ?P\.? ?Morgan\b|\bJPMorgan\b|\bJamie Dimon\b/, "JPM", "financials"),
  // Dan Goldman is a congressman, not the bank.
  c(/\bGoldman Sachs\b|(?<!\bDan )\bGoldman\b|\bDavid Solomon\b/, "GS", "financials"),
  c(/\bBank of America\b|\bBrian Moynihan\b/, "BAC", "financials"),
  c(/\bWells Fargo\b/, "WFC", "financials"),
  c(/\bCitigroup\b|\bCitibank\b|\bJane Fraser\b/, "C", "financials"),
  c(/\bCoinbase\b/, "COIN", "crypto"),
  // "Fannie and Freddie": the pair named together needs no surname.
  c(/\bFannie Mae\b|\bFANNIE MAE\b|\bFannie\b(?= (and|&) Freddie\b)/, "FNMA", "real-estate"),
  c(/\bFreddie Mac\b|\bFREDDIE MAC\b|(?<=\bFannie (and|&) )Freddie\b/, "FMCC", "real-estate"),
  c(/\bVerizon\b/, "VZ", "telecom"),
  c(/\bAT&T\b(?! (Stadium|Center|Park|Field))/, "T", "telecom"),
  c(/\bNetflix\b|\bReed Hastings\b/, "NFLX", "media", true),
  c(/\bLive Nation\b|\bTicketmaster\b/, "LYV", "media"),
  c(/\bDisney\b|\bABC\b|\bBob Iger\b/, "DIS", "media", true),
  // ("Con-cast": his name for it.)
  c(/\bComcast\b|\bCon-?cast\b|\bNBC\b|\bMSNBC\b/, "CMCSA", "media", true),
  c(/\bParamount\b|\bCBS\b/, "PARA", "media", true),
  c(/\bWarner Bros\b|\bCNN\b/, "WBD", "media", true),
  c(/\bNexstar\b/, "NXST", "media", true),
  c(/\bTegna\b|\bTEGNA\b/, "TGNA", "media", true),
  c(/\bNewsmax\b/, "NMAX", "media", true),
  c(/\bAmerican Eagle\b/, "AEO", "consumer"),
  c(/\bCisco\b/, "CSCO", "technology"),
  c(/\bDell\b/, "DELL", "technology"),
  c(/\bSalesforce\b/, "CRM", "technology"),
  c(/\bTikTok\b|\bByteDance\b/, "ORCL", "technology"),
  c(/\bUber\b/, "UBER", "transportation"),
  c(/\bPayPal\b/, "PYPL", "financials"),
  c(/\bMastercard\b/, "MA", "financials"),
  c(/\bAmerican Express\b|\bAmEx\b/, "AXP", "financials"),
  c(/\bMorgan Stanley\b/, "MS", "financials"),
  c(/\bBlackRock\b|\bLarry Fink\b/, "BLK", "financials"),
  c(/\bBerkshire\b|\bWarren Buffett\b/, "BRK.B", "financials"),
  c(/\bCapital One\b/, "COF", "financials"),
  // "Rocket" alone only as the subject of what it does ("Rocket must cut these fees"), not Huntsville's "Rocket City".
  c(/\bRocket (Mortgage|Companies)\b|\bRocket(?= (must|should|has|is|will)\b)/, "RKT", "financials"),
  c(/\bFedEx\b/, "FDX", "transportation"),
  c(/\bUPS\b/, "UPS", "transportation"),
  c(/\bDelta Air ?Lines\b|\bEd Bastian\b|\b(?:fly|flying|flew|not|NOT) (?:Delta|DELTA)\b/, "DAL", "transportation"),
  // Each airline by its own ticker ("The Department of Transportation will fine United"): the airline fund is the industry's (groups below).
  c(/\bUnited Airlines\b/, "UAL", "transportation"),
  c(/\bAmerican Airlines\b/, "AAL", "transportation"),
  c(/\bSouthwest Airlines\b/, "LUV", "transportation"),
  c(/\bAccenture\b/, "ACN", "technology"),
  c(/\bGeneral Electric\b|\bGE Aerospace\b/, "GE", "industrials"),
  c(/\bHoneywell\b/, "HON", "industrials"),
  c(/\b3M\b/, "MMM", "industrials"),
  c(/\bWhirlpool\b/, "WHR", "consumer"),
  c(/\bProcter\b/, "PG", "consumer"),
  c(/\bAnheuser|\bBud Light\b|\bBudweiser\b/, "BUD", "consumer"),
  c(/\bKraft\b/, "KHC", "consumer"),
  c(/\bCVS\b/, "CVS", "healthcare"),
  c(/\bWalgreens\b/, "WBA", "healthcare"),
  c(/\bOccidental\b/, "OXY", "energy"),
  c(/\bHalliburton\b/, "HAL", "energy"),
  c(/\bValero\b/, "VLO", "energy"),
  c(/\bHyundai\b/, "HYMTF", "autos"),
  c(/\bSamsung\b/, "SSNLF", "semiconductors"),
  c(/\bSony\b/, "SONY", "technology"),
  c(/\bVolkswagen\b|\bBMW\b|\bMercedes\b/, "EWG", "autos"),
  c(/\bNissan\b/, "NSANY", "autos"),
  c(/\bRivian\b/, "RIVN", "autos"),
  c(/\bNippon Steel\b/, "NPSCY", "metals"),
  c(/\bSoftBank\b/, "SFTBY", "technology"),
  c(/\bASML\b/, "ASML", "semiconductors"),
  c(/\bAlibaba\b/, "BABA", "technology"),
  c(/\bHuawei\b/, "SMH", "semiconductors"),
  c(/\bFreeport[- ]McMoRan\b|\bFreeport\b(?= (?:copper|mine|mining)\b)/, "FCX", "metals"),
  c(/\bMP Materials\b/, "MP", "metals"),
  c(/\bLithium Americas\b/, "LAC", "metals"),
  c(/\bAlbemarle\b/, "ALB", "metals"),
  // Companies the government took, or was reported to take, stakes in (2025-26): uranium fuel, critical minerals, quantum computing.
  c(/\bCentrus( Energy)?\b/, "LEU", "energy"),
  c(/\bEnergy Fuels\b/, "UUUU", "metals"),
  // Westinghouse's owners, named beside it in the reactor deal of October 2025.
  c(/\bCameco\b/, "CCJ", "energy"),
  c(/\bBrookfield( Asset Management| Corporation)?\b/, "BN", "financials"),
  c(/\bTrilogy Metals\b/, "TMQ", "metals"),
  c(/\bIonQ\b/, "IONQ", "technology"),
  c(/\bRigetti( Computing)?\b/, "RGTI", "technology"),
  c(/\bD-Wave( Quantum)?\b/, "QBTS", "technology"),
  c(/\bPlug Power\b/, "PLUG", "energy"),
  c(/\bIntuitive Machines\b/, "LUNR", "defense"),
  c(/\bUSA Rare Earth\b/, "USAR", "metals"),
  c(/\bRegeneron\b/, "REGN", "pharma"),
  c(/\bCal-Maine\b|\bCAL-Maine\b|\bCAL-MAINE\b/, "CALM", "agriculture"),
  c(/\bGE Vernova\b/, "GEV", "industrials"),
  c(/\bHasbro\b/, "HAS", "consumer"),
  c(/\bAmgen\b/, "AMGN", "pharma"),
  c(/\bGilead\b/, "GILD", "pharma"),
  c(/\bAbbott Laboratories\b/, "ABT", "healthcare"),
  c(/\bHumana\b/, "HUM", "healthcare"),
  c(/\bCigna\b/, "CI", "healthcare"),
  c(/\bElevance\b|\bAnthem\b(?= (?:Blue|insurance|health))/, "ELV", "healthcare"),
  c(/\bKroger\b/, "KR", "consumer"),
  c(/\bAlbertsons\b/, "ACI", "consumer"),
  c(/\bHershey\b(?='?s? (?:Company|chocolate|Co\b))/, "HSY", "consumer"),
  c(/\bGeneral Mills\b/, "GIS", "consumer"),
  c(/\bKellogg'?’?s\b|\bKellogg Company\b/, "K", "consumer"),
  c(/\bBest Buy\b/, "BBY", "consumer"),
  c(/\bLowe'?’?s\b(?= (?:stores?|Home|Companies)\b)/, "LOW", "consumer"),
  // (…or where people are told to stop shopping there or to boycott it: "STOP SHOPPING AT TARGET", "BOYCOTT Target".)
  c(
    /\bTarget Corporation\b|\bTarget stores\b|\bTarget\b(?= (?:must|should|better|has raised|is raising|raised|has gone|just announced|made)\b)|\bTarget['’]s (?:CEO|prices)\b|(?<=\b(?:shopping|shop|SHOPPING|SHOP) (?:at|AT) |\b(?:BOYCOTT|[Bb]oycott) )(?:Target|TARGET)\b/,
    "TGT",
    "consumer",
  ),
  c(/\bJack Daniel'?’?s\b|\bBrown[- ]Forman\b/, "BF.B", "consumer"),
  c(/\bMolson Coors\b/, "TAP", "consumer"),
  c(/\bSmithfield\b/, "SFD", "agriculture"),
  c(/\bJBS\b/, "JBS", "agriculture"),
  c(/\bConstellation Energy\b/, "CEG", "energy"),
  c(/\bCheniere\b/, "LNG", "energy"),
  c(/\bShell\b(?= (?:Oil|plc|Energy)\b)/, "SHEL", "energy"),
  c(/\bBP\b(?= (?:oil|plc|p\.l\.c)\b)|\bBritish Petroleum\b/, "BP", "energy"),
  c(/\bSchwab\b/, "SCHW", "financials"),
  c(/\bRobinhood\b/, "HOOD", "financials"),
  c(/\bMicroStrategy\b/, "MSTR", "crypto"),
  c(/\bVisa Inc\b|\bVisa and Mastercard\b/, "V", "financials"),
  c(/\bSpirit Airlines\b/, "SAVE", "transportation"),
  c(/\bUnion Pacific\b/, "UNP", "transportation"),
  c(/\bNorfolk Southern\b/, "NSC", "transportation"),
  c(/\bT-Mobile\b/, "TMUS", "telecom"),
  c(/\bCharter Communications\b|\bSpectrum\b(?= cable)/, "CHTR", "telecom"),
  c(/\bAdobe\b/, "ADBE", "technology"),
  c(/\bSupermicro\b|\bSuper Micro\b/, "SMCI", "technology"),
  c(/\bGlobalFoundries\b/, "GFS", "semiconductors"),
  c(/\bTexas Instruments\b/, "TXN", "semiconductors"),
  c(/\bApplied Materials\b/, "AMAT", "semiconductors"),
  c(/\bLam Research\b/, "LRCX", "semiconductors"),
  c(/\bCoreWeave\b/, "CRWV", "technology"),
  c(/\bRumble\b(?= (?:Inc|platform|video))/, "RUM", "media"),
  c(/\bFox Corp(oration)?\b/, "FOXA", "media", true),
  c(/\bNew York Times Company\b/, "NYT", "media", true),
  c(/\bSanofi\b/, "SNY", "pharma"),
  c(/\bGSK\b|\bGlaxoSmithKline\b/, "GSK", "pharma"),
  c(/\bGenentech\b|\bRoche\b/, "RHHBY", "pharma"),
  c(/\bTakeda\b/, "TAK", "pharma"),
  c(/\bBayer\b/, "BAYRY", "pharma"),
  c(/\bEMD Serono\b|\bMerck KGaA\b/, "MKKGY", "pharma"),
  c(/\bKenvue\b|\bTylenol\b|\bTYLENOL\b/, "KVUE", "pharma"),
  c(/\bGoodyear\b/, "GT", "autos"),
  c(/\bLevi Strauss\b|\bLevi'?’?s\b/, "LEVI", "consumer"),
  c(/\bWendy'?’?s\b/, "WEN", "consumer"),
  // Homebuilders, single-family landlords and a card lender, named in housing and credit-card demands.
  c(/\bD\.? ?R\.? Horton\b/, "DHI", "real-estate"),
  c(/\bLennar\b/, "LEN", "real-estate"),
  c(/\bToll Brothers\b/, "TOL", "real-estate"),
  c(/\bInvitation Homes\b/, "INVH", "real-estate"),
  c(/\bAmerican Homes 4 Rent\b/, "AMH", "real-estate"),
  c(/\bSynchrony\b/, "SYF", "financials"),
  c(/\bBread Financial\b/, "BFH", "financials"),
  c(/\bBlackstone\b|\bSteve Schwarzman\b/, "BX", "financials"),
  c(/\bEquity Residential\b/, "EQR", "real-estate"),
  c(/\bAvalonBay\b/, "AVB", "real-estate"),
  // Utilities and power producers, named in demands over what they charge households and in praise of the plants they build.
  c(/\bDominion Energy\b|\bDominion\b(?= (must|should|has|is|will)\b)/, "D", "energy"),
  c(/\bDuke Energy\b|\bDuke\b(?= (must|should|has|is|will|withdraw)\b)/, "DUK", "energy"),
  c(/\bSouthern Company\b/, "SO", "energy"),
  c(/\bAmerican Electric Power\b|\bAEP\b/, "AEP", "energy"),
  c(/\bNextEra\b/, "NEE", "energy"),
  c(/\bCon Edison\b|\bConEd\b/, "ED", "energy"),
  c(/\bVistra\b/, "VST", "energy"),
  c(/\bNRG( Energy)?\b/, "NRG", "energy"),
  c(/\bEntergy\b/, "ETR", "energy"),
  c(/\bTalen( Energy)?\b/, "TLN", "energy"),
  c(/\bEquinor\b/, "EQNR", "energy"),
  c(/\bAllstate\b/, "ALL", "financials"),
  c(/\bZillow\b/, "Z", "real-estate"),
  // Fertilizer makers, named in price-gouging complaints.
  c(/\bMosaic\b(?=,| (Company|Co|and|Inc)\b)/, "MOS", "agriculture"),
  c(/\bNutrien\b/, "NTR", "agriculture"),
  c(/\bCF Industries\b/, "CF", "agriculture"),
  // Large private companies: named in demands and deals, no US ticker (sector only).
  c(/\bAnthropic\b/, "", "technology"),
  c(/\bOpenAI\b/, "", "technology"),
  c(/\bSpaceX\b|\bStarlink\b/, "", "industrials"),
  // Named often for politics, not business: only a demand or a threat to his companies counts.
  { match: /\bElon\b|\bMusk\b|\bELON\b/, ticker: "TSLA", sector: "autos", ceoOnly: true },
  // An industry named as a group names its largest listed members: a demand or a probe aimed at the group is aimed at them
  // ("The big Oil Companies are not dropping their price at the pump", "an investigation into the Meat Packing Companies").
  ...group(led(["big|Big|BIG|major|Major|MAJOR", " ([Oo]il|OIL) ([Cc]ompanies|COMPANIES)\\b"]), ["XOM", "CVX"], "energy"),
  ...group(led(["meat|Meat", "[- ]?[Pp]ack(ers|ing [Cc]ompanies)\\b"], ["MEAT", "[- ]?PACK(ERS|ING COMPANIES)\\b"]), ["TSN", "JBS"], "agriculture"),
  ...group(
    led(
      ["oil|Oil|OIL", " ([Rr]efiners|REFINERS|[Rr]efining [Cc]ompanies|REFINING COMPANIES)\\b"],
      ["refiners|Refiners|REFINERS", "\\b"],
      ["refining|Refining", " [Cc]ompanies\\b"],
      ["REFINING", " COMPANIES\\b"],
    ),
    ["VLO", "MPC", "PSX"],
    "energy",
  ),
  ...group(led(["gas|Gas|GAS|gasoline|Gasoline|GASOLINE", " ([Rr]etailers|RETAILERS)\\b"]), ["MUSA", "CASY"], "consumer"),
  ...group(led(["grocery|Grocery|GROCERY", " ([Cc]hains|CHAINS|[Cc]ompanies|COMPANIES)\\b"], ["grocers|Grocers|GROCERS", "\\b"]), ["KR", "ACI"], "consumer"),
  ...group(led(["the|The|our|Our|big|Big|major|Major|THE|OUR|BIG", " ([Aa]irlines|AIRLINES)\\b"]), ["DAL", "JETS"], "transportation"),
  ...group(
    led(["defense|Defense|defence|Defence|DEFENSE|DEFENCE", " ([Cc]ontractors|CONTRACTORS|[Cc]ompanies|COMPANIES)\\b"]),
    ["LMT", "RTX", "NOC", "GD"],
    "defense",
  ),
  ...group(
    led(["credit|Credit", " [Cc]ard ([Cc]ompanies|COMPANIES|[Ii]ssuers|ISSUERS)\\b"], ["CREDIT", " CARD ([Cc]ompanies|COMPANIES|[Ii]ssuers|ISSUERS)\\b"]),
    ["COF", "SYF", "AXP"],
    "financials",
  ),
  ...group(
    led(
      ["health|Health|HEALTH|medical|Medical", " ([Ii]nsurance|INSURANCE) ([Cc]ompanies|COMPANIES)\\b"],
      ["insurance|Insurance|INSURANCE", " ([Cc]ompanies|COMPANIES)\\b"],
      ["health|Health|HEALTH", " ([Ii]nsurers|INSURERS)\\b"],
      ["medicare|Medicare", " [Aa]dvantage ([Ii]nsurers|INSURERS)\\b"],
      ["MEDICARE", " ADVANTAGE ([Ii]nsurers|INSURERS)\\b"],
    ),
    ["UNH", "ELV", "CVS"],
    "healthcare",
  ),
  ...group(
    led([
      "our|Our|OUR|American|AMERICAN|Detroit|U\\.S\\.",
      " ([Gg]reat |GREAT |[Bb]ig |BIG )?([Cc]ar ?|CAR ?|[Aa]uto ?|AUTO ?)([Mm]akers|MAKERS|[Cc]ompanies|COMPANIES)\\b",
    ]),
    ["GM", "F"],
    "autos",
  ),
  ...group(led(["the|The|our|Our|big|Big|major|Major|THE|OUR|BIG", " ([Bb]ig )?(Banks|BANKS)\\b(?! of\\b)"]), ["JPM", "BAC", "WFC", "C"], "financials"),
  ...group(
    led(["fertilizer|Fertilizer|FERTILIZER", " ([Cc]ompanies|COMPANIES|[Mm]akers|MAKERS|[Pp]roducers|PRODUCERS)\\b"]),
    ["MOS", "CF", "NTR"],
    "agriculture",
  ),
  ...group(
    led(
      ["social|Social", " [Mm]edia ([Pp]latforms|PLATFORMS|[Cc]ompanies|COMPANIES|[Gg]iants)\\b"],
      ["SOCIAL", " MEDIA ([Pp]latforms|PLATFORMS|[Cc]ompanies|COMPANIES|[Gg]iants)\\b"],
    ),
    ["META", "GOOGL"],
    "technology",
  ),
  // Trump Media only by name: "DJT" in his posts is his sign-off, never the ticker.
  c(/\bTrump Media\b|\bTMTG\b/, "DJT", "media"),
];

/** The few companies whose pattern can match a text (most texts name none). */
export const COMPANY_INDEX = prefilter(COMPANIES, (c) => c.match);
