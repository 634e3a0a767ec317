import type { Sector } from "../analyzer.ts";
import { ALL_TIME_HIGH } from "./figurative.ts";

/** Words that put a post in a sector. Kept general: what a desk analyst would tag. */
export const SECTOR_TERMS: [Sector, RegExp][] = [
  ["semiconductors", /\b(semi-?conductors?|chips?|chipmakers?|CHIPS Act|wafers?)\b/i],
  ["technology", /\b(tech|technology|artificial intelligence|A\.I\.|AI|software|data cent(er|re)s?|smartphones?|big tech)\b/],
  ["autos", /\b(auto(mobile)?s?|cars?|vehicles?|automakers?|car ?makers?|EVs?|electric vehicles?|trucks?)\b/i],
  ["pharma", /\b(pharma(ceutical)?s?|drugs?|drug ?makers?|prescriptions?|medicines?|vaccines?|Most Favored Nation)\b/i],
  ["healthcare", /\b(health ?care|Obamacare|Medicare|Medicaid|insurance companies|hospitals?|health insurance)\b/i],
  ["energy", /\b(oil|crude|gasoline|gas prices|natural gas|LNG|drill(ing)?|OPEC|pipelines?|refiner(y|ies)|energy|coal|Hormuz|barrels?|fracking)\b/i],
  ["financials", /\b(banks?|banking|debanking|lenders?|credit cards?|interest rate caps?)\b/i],
  ["metals", /\b(steel|aluminum|aluminium|copper|gold|rare earths?|critical minerals|nickel|lithium|uranium)\b/i],
  [
    "industrials",
    /\b(manufacturing|factories|factory|plants?|industrial|aircraft|airplanes?|jets?|shipbuilding|ships?|lumber|timber|heavy trucks?|machinery)\b/i,
  ],
  ["agriculture", /\b(farmers?|farms?|soybeans?|corn|wheat|beef|cattle|agricultur(e|al)|eggs|crops?|ranchers?|fertilizer)\b/i],
  ["consumer", /\b(retail(ers)?|consumers?|shoppers?|toys?|furniture|apparel|clothing|shoes|groceries|grocery|restaurants?|beverages?)\b/i],
  ["media", /\b(movies?|films?|Hollywood|broadcast licen[cs]es?|television networks?|streaming|studios?)\b/i],
  [
    "defense",
    /\b(military|NATO|defen[cs]e|Pentagon|Department of War|War Department|weapons?|missiles?|strikes?|air ?strikes?|bomb(s|ing|ed|ers)?|navy|troops|warships?)\b/i,
  ],
  ["crypto", /\b(crypto(currenc(y|ies))?|bitcoin|stablecoins?|digital assets?|blockchain)\b/i],
  ["real-estate", /\b(housing|mortgages?|home ?prices|home ?builders?|homeowners?|real estate)\b/i],
  ["transportation", /\b(shipping|airlines?|tankers?|ports?|freight|railroads?|trucking|Strait)\b/i],
  ["telecom", /\b(telecom(munications)?|5G|broadband|spectrum|wireless)\b/i],
  ["broad-market", new RegExp(String.raw`\b(stock market|stocks|Dow|NASDAQ|S&P|Wall Street|${ALL_TIME_HIGH}|record highs?|the markets?)\b`, "i")],
  ["currencies", /\b(dollar|currenc(y|ies)|yuan|yen|euro|devalu(e|ation)|exchange rates?)\b/i],
  ["rates", /\b(Fed|Federal Reserve|interest rates?|rate cuts?|Powell|inflation|bonds?|yields?|Treasur(y|ies)|basis points|mortgage rates)\b/],
];
