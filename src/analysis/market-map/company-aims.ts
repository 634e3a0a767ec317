/** What a fact on companies is aimed at: the companies, and the goods or sector their deal with the government backs. */
import type { Fact } from "../facts/kinds.ts";
import type { Aim } from "./aims.ts";
import { GOODS, goodsIn } from "./goods.ts";
import type { MapKind } from "./targets.ts";

/** A minimum price guaranteed ("guarantee a minimum price", "GUARANTEEING a floor price", "a price floor"). */
const PRICE_FLOOR = /\b(floor price|price floor|minimum price)\b/i;
/** A stake in the company, and the minerals whose U.S. producers a government stake backs as an industry. */
const STAKE = /\b(stake|equity|shares|shareholder|warrants)\b/i;
/** The government's own department as the company's partner ("The Department of War has just completed a historic Deal with MP Materials"). */
const GOVERNMENT_PARTNER = /\b(Department of (War|Defense|Energy|Commerce)|Pentagon|(U\.S\.|United States|Federal) Government)\b/i;
const STRATEGIC = new Set(["critical minerals", "uranium", "copper"]);
/** Sectors whose fund is the industry's own (defense contractors: ITA; banks and card issuers: XLF; oil companies and refiners: XLE; insurers: XLV; automakers: CARZ). */
const INDUSTRY_FUNDS = new Set(["defense", "financials", "energy", "healthcare", "autos"]);
const ON_INDUSTRY = new Set<MapKind>(["company-attack", "company-demand", "company-praise"]);

/**
 * A fact on the companies it names. (Orders name the maker by its product too, "a major F-16 Deal": the lexicon names Lockheed by its jets.)
 * A price the government guarantees for the company's goods ("…a 15% stake in MP Materials, and GUARANTEEING a floor price… for their
 * magnet materials") lifts their other U.S. producers and the goods' price too; so does a stake the government takes in a U.S.
 * producer of strategic minerals ("…a 10% stake in Energy Fuels"), or a deal its departments make with one, which backs its whole industry.
 */
export function companyAims(kind: MapKind, f: Fact): Aim[] {
  if (!f.companies.length) return [];
  const floor = kind === "company-deal" && PRICE_FLOOR.test(f.sentence) ? goodsIn(f.sentence) : undefined;
  const staked =
    kind === "company-deal" && !floor && (STAKE.test(f.sentence) || GOVERNMENT_PARTNER.test(f.sentence))
      ? GOODS.find((g) => STRATEGIC.has(g.key) && g.domestic.some((d) => f.companies.some((c) => c.ticker === d.symbol)))
      : undefined;
  const sector = kind === "company-deal" && f.sectorRelief ? [{ kind, target: "sector-relief" as const, companies: f.companies }] : [];
  // An industry named as a group ("Our Defense Contractors must stop their Stock Buybacks"): its sector's fund too.
  const industry = ON_INDUSTRY.has(kind) && f.companies.length > 1 && f.companies.every((c) => c.group && INDUSTRY_FUNDS.has(c.sector));
  const goods = floor ? [{ kind, target: "price-floor" as const, goods: floor }] : staked ? [{ kind, target: "strategic-stake" as const, goods: staked }] : [];
  return [
    { kind, target: "company", companies: f.companies },
    ...sector,
    ...goods,
    ...(industry ? [{ kind, target: "industry" as const, companies: f.companies }] : []),
  ];
}
