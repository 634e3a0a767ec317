/**
 * What each fact is aimed at, in the map's terms (rows.ts Target): a partner, one of the largest
 * economies, a bloc, everyone, goods, a company, an oil producer or its buyers, the oil supply,
 * the Fed… A fact can aim at several (a tariff on steel from Canada: the goods and the country).
 */
import { COMPANY_FACT_KINDS, type Fact } from "../facts/kinds.ts";
import { HOMES, MIDDLEMEN, OIL_STOPPED } from "../facts/patterns.ts";
import { ACT_TARGETS } from "./act-targets.ts";
import { DRILL_SLOGAN, DRILLING_OPENED } from "../facts/oil-patterns.ts";
import { goodsOf } from "../facts/text.ts";
import { COMPANIES, type Company } from "../lexicon/companies.ts";
import { COUNTRIES, type Country } from "../lexicon/countries.ts";
import { COMMODITIES, OIL_LICENSEES } from "../lexicon/tickers.ts";
import { buyAims } from "./buy-aims.ts";
import { companyAims } from "./company-aims.ts";
import { GOODS, type Goods, goodsIn, metalsTariffed } from "./goods.ts";
import { OIL_BUYERS } from "./groups.ts";
import type { MapKind, Target } from "./targets.ts";

export interface Aim {
  kind: MapKind;
  target: Target;
  country?: string;
  goods?: Goods;
  companies?: Company[];
  commodity?: { name: string; ticker: string; farm?: boolean };
  /** The buyers of a producer's oil a secondary measure hits. */
  buyers?: string[];
  /** The crypto assets named beside a crypto policy, by symbol. */
  coins?: string[];
  told?: boolean; // Its fact told before the post (Fact `told`): nothing new to price.
}

const countryOf = (name: string): Country | undefined => COUNTRIES.find((c) => c.name === name);
/**
 * A buyer cutting back on a producer's oil: stopping ("India will stop buying Russian Oil"), or buying less ("buying much less oil from
 * Russia", "will be substantially cutting its purchases of Russian Oil").
 */
const OIL_BOUGHT_LESS =
  /\b(buy|purchas|import)\w*\b[^.!?]{0,15}\b(much |far |a lot |substantially )?less\b[^.!?]{0,20}\b(oil|crude)\b|\b(cut|reduc|lower)\w*\b[^.!?]{0,30}\b(purchases|imports|buying)\b[^.!?]{0,25}\b(oil|crude)\b/i;
const cutsBackOnOil = (x: string) => OIL_STOPPED.test(x) || OIL_BOUGHT_LESS.test(x);
/** The blocs among the lexicon's names. */
const BLOCS = new Set(["European Union"]);
/** A producer whose fighting or sanctions move crude (Canada and Norway produce oil but fight no one). */
const oilProducer = (c: Country | undefined) => !!c && (c.oil || c.conflict) && c.name !== "Canada" && c.name !== "Norway";

/** The European partners whose markets Europe's broad fund holds. */
const EUROPEAN = new Set([
  "Germany",
  "France",
  "Italy",
  "Spain",
  "Netherlands",
  "Belgium",
  "Ireland",
  "Austria",
  "Denmark",
  "Sweden",
  "Finland",
  "Norway",
  "Poland",
  "Switzerland",
  "United Kingdom",
]);

/** The partner a trade fact names, as the map tells them apart. */
function partner(kind: MapKind, name: string): Aim {
  const c = countryOf(name);
  return { kind, target: BLOCS.has(name) ? "bloc" : c?.major ? "major" : "country", country: name };
}

const TARIFF_KINDS = new Set<MapKind>([
  "tariff-imposed",
  "tariff-raised",
  "tariff-threatened",
  "tariff-paused",
  "tariff-cut",
  "tariff-extended",
  "trade-cutoff",
]);
const CONFLICT_KINDS = new Set<MapKind>(["escalation", "de-escalation", "ceasefire"]);
/** The Middle East's fronts beside the Gulf: fighting there, or its end, moves the war premium on the Gulf's crude. */
const MIDDLE_EAST_FRONTS = new Set(["Israel", "Syria"]);
const COMPANY_KINDS = new Set<MapKind>(COMPANY_FACT_KINDS);
const SIMPLE: Partial<Record<MapKind, Target>> = {
  "supply-up": "oil-supply",
  "supply-down": "oil-supply",
  "fed-pressure": "fed",
  "fed-personnel": "fed",
  "fed-kept": "fed",
  "fed-nomination": "fed",
  "crypto-policy": "crypto",
  "official-act": "market",
  "funding-standoff": "market",
  "funding-resolved": "market",
  "weak-dollar": "dollar",
  "strong-dollar": "dollar",
  "rebate-checks": "treasuries",
  "more-bonds": "treasuries",
  "fewer-bonds": "treasuries",
};

/** A sea route for oil, or what holds its ships: the strait, a blockade, a toll on its cargo. */
const ROUTE = /\b(Strait|Hormuz|blockad\w*|tolls?|shipping lanes?|sea lanes?)\b/i;

/** A clause with a verb of its own after "and" ("…, and will pause its Rare Earth export controls", "…and to ease Rare Earth export limits"), not a list's last item. */
const CLAUSE_OF_ITS_OWN = /,\s*(?:and|but|while)\s+(?=(?:will|would|shall|has|have|is|are|also)\b)|;\s*|\s+and to\s+(?!(?:buy|purchase)\b)/;
/** A purchase's own words. */
const BUYING = /\b(buy\w*|bought|purchas\w*|order\w*|import\w*)\b/i;

/**
 * Defense contractors barred from paying dividends or buying back stock ("I will not allow any Defense
 * Contractor to pay Dividends…", "…are paying big Dividends… That will no longer be allowed!", "no more Buybacks or Dividends for Contractors").
 */
const DEFENSE_PAYOUTS_BARRED =
  /\bno (more )?(dividends?|stock buy ?backs?|buy ?backs?)( (or|and) (dividends?|stock buy ?backs?|buy ?backs?))? (for|to|by) (any |the |our )?(defen[cs]e )?contractors?\b|\bno defen[cs]e (contractors?|compan(y|ies)|firms?)\b[^.!?]{0,80}\b(allow|permit)\w*\b[^.!?]{0,30}\b(dividends?|buy ?backs?|buy back)\b|\bno (more )?(dividends?|stock buy ?backs?|buy ?backs?)\b[^.!?]{0,60}\bdefen[cs]e (contractors?|companies|firms)\b|\b(not (allow|permit)\w*|no longer (be )?(allow|permit)\w*|ban\w*|bar(red|ring)?|prohibit\w*)\b[^.!?]{0,40}\bdefen[cs]e (contractors?|companies|firms)\b[^.!?]{0,100}\b(dividends?|buy ?backs?|buy back)\b|\bdefen[cs]e (contractors?|companies|firms)\b[^.!?]{0,40}\b(not|no longer) (be )?(allow|permit)\w*\b[^.!?]{0,30}\b(dividends?|buy ?backs?|buy back)\b|\bdefen[cs]e (contractors?|companies|firms)\b[^.!?]{0,60}\b(banned|barred|prohibited)\b[^.!?]{0,30}\b(dividends?|buy ?backs?|buy(ing)? back)\b|\bdefen[cs]e (contractors?|companies|firms)\b[^.!?]{0,60}\b(may|can|will|shall|must) ?not\b[^.!?]{0,20}\b(pay (\w+ )?dividends?|buy ?backs?|buy back)\b|\bdefen[cs]e (contractors?|companies|firms)\b[^.!?]{0,60}\b(dividends?|buy ?backs?)\b[^.!?]{0,100}[.!?]+\s+(That|This) (will|shall) (not|no longer) be (allowed|permitted)\b/i;

/** Weapons a partner buys ("$142 Billion Dollars of the finest Military Equipment", "Patriot Air Defense Systems"). */
const WEAPONS_BOUGHT =
  /\b(weapons|arms|military equipment|fighter jets|missiles|Patriots?|air defen[cs]e|munitions)\b|\bof GDP on defen[cs]e\b|\bAmerican (military )?equipment\b/i;

/** "We are hereby reversing the concessions… on the oil transaction agreement". */
const ENDED_CONCESSION =
  /\b(revers\w*|terminat\w*|revok\w*|cancel\w*|end(ing|ed)?)\b[^.!?]{0,60}\b(concessions?|licen[cs]es?|waivers?)\b|\b(concessions?|licen[cs]es?|waivers?)\b[^.!?]{0,60}\b(is|are|has been|have been|will be) (hereby |now )?(revoked|terminated|cancell?ed|ended|reversed)\b/i;
/** A producer's oil concession, licence or waiver ended. */
export const endsConcession = (f: Fact) => f.kind === "energy-policy" && ENDED_CONCESSION.test(f.sentence);

/**
 * The buyers a secondary measure on a producer's oil hits: the countries the post names beside
 * the producer, or the producer's largest buyers (groups.ts OIL_BUYERS).
 */
function oilBuyers(f: Fact): { producer?: string; buyers: string[] } {
  const named = [...f.countries, ...COUNTRIES.filter((c) => f.whoever && c.match.test(f.whoever)).map((c) => c.name)];
  const producer = named.find((c) => oilProducer(countryOf(c)));
  const others = named.filter((c) => c !== producer && c !== "United States");
  return { producer, buyers: others.length ? [...new Set(others)] : producer ? (OIL_BUYERS[producer] ?? []) : [] };
}

/**
 * The producer a secondary tariff's condition names, when the condition is its oil or its trade ("any Country that buys Oil… from
 * Venezuela", "any Country doing business with Iran": a producer under sanctions sells little but its oil, and its largest buyers pay).
 */
export function secondaryProducer(f: Fact): string | undefined {
  return f.whoever && /\b(oil|crude|gas|petroleum|business|trad(e|es|ing))\b/i.test(f.whoever) ? oilBuyers(f).producer : undefined;
}

/** Sanctions or export controls, imposed or lifted: on a producer's oil buyers, on goods (chips, their tools, jet engines), or on a country. */
function sanctionAims(f: Fact, kind: "sanction" | "sanction-lifted"): Aim[] {
  if (f.goods === "oil") return [{ kind, target: "oil-buyers", buyers: oilBuyers(f).buyers }];
  // Export controls on chips, or chip sales allowed: U.S. chip designers' sales abroad, beside the country's own markets.
  // (A producer that buys the chips is a buyer, not a producer sanctioned: "…free to sell to our friends in Saudi Arabia" moves no crude.)
  const producer = (c: string) => !f.goods && oilProducer(countryOf(c));
  const countries = f.countries.map((c) => ({ kind, target: producer(c) ? ("oil-producer" as const) : ("country" as const), country: c }));
  if (f.goods === "chip tools") return [{ kind, target: "chip-tool-exports" }, ...countries];
  if (f.goods === "jet engines") return [{ kind, target: "engine-exports" }, ...countries];
  if (f.goods === "chip design software") return [{ kind, target: "eda-exports" }, ...countries];
  if (f.goods === "uranium") return [{ kind, target: "nuclear" }, ...countries];
  return f.goods === "chips" ? [{ kind, target: "chip-exports", companies: f.companies }, ...countries] : countries;
}

/** A pause that is extended is its own kind in the map; lifted sanctions too; a demand made as encouragement is praise; talks refused, a hard line or a deal broken are not talks going well. */
export function mapKindOf(f: Fact): MapKind {
  if (f.kind === "company-demand" && f.support) return "company-praise";
  // "Pfizer has agreed to sell at Most Favored Nation prices": the demand is met and its threat
  // (a tariff, a fight) lifted; the terms are a deal the company accepted, not a cost still to price. So are terms it
  // signed for its sector's tariffs spared ("Merck has signed our… Agreement… in exchange, Merck will receive a 3 year grace period").
  if (f.kind === "company-demand" && (f.sectorRelief || /\bagreed\b/i.test(f.sentence))) return "company-deal";
  if (f.kind === "trade-talks" && f.stance) return f.stance === "refused" ? "talks-off" : "hard-line";
  if (f.kind === "fed-personnel" && f.kept) return "fed-kept";
  // A deal broken or not enforced: the partner's relief is at risk, its tariffs stay or rise.
  if (f.kind === "trade-deal" && f.broken) return "hard-line";
  if (f.kind === "tariff-paused" && /\bexten(d|sion)/i.test(f.sentence)) return "tariff-extended";
  // Naming a chair is not removing one: its direction is the nominee's stance.
  if (
    f.kind === "fed-personnel" &&
    /\b(nominat\w*|nominee|appoint\w*|nam(e|ed|ing)|chos(e|en)|selected|picked|announc\w*|will be (our|the|my) (next|new)|(my|our) (choice|pick) (for|to (lead|run|head))|Chair(man)? will be|will serve as (the )?(acting |interim )?Chair(man)?)\b/i.test(
      f.sentence,
    ) &&
    !/\b(fire[ds]?|firing|remov\w*|terminat\w*)\b/i.test(f.sentence)
  )
    return "fed-nomination";
  return f.kind;
}

/**
 * Every goods a tariff names: each of "steel and aluminum", and each clause's own ("a 25% Tariff on
 * Heavy Trucks and a 100% Tariff on Branded Pharmaceuticals").
 */
function goodsNamed(f: Fact): Goods[] {
  // The reader stops the goods at "and": in "Steel and Aluminum" it reads "steel", and the words after it are goods too.
  // So does a list longer than the reader takes ("Coffee, Tea, Bananas, Cocoa, Spices and certain Tropical Fruits"):
  // each short item after it, to the first that is no item.
  const at = f.goods ? f.sentence.toLowerCase().indexOf(f.goods) : -1;
  const rest = at >= 0 ? f.sentence.slice(at + f.goods!.length) : "";
  const items = /^\s*(?:,|and|&)/.test(rest) ? rest.split(/\s*(?:,|\band\b|&)\s*/i).slice(1) : [];
  const stop = items.findIndex((x) => !/^(?:[\w’'-]+\s*){1,3}$/.test(x));
  const after = stop < 0 ? items : items.slice(0, stop);
  const phrases = [
    ...(f.goods ?? "").split(/\s*(?:\band\b|,|&)\s*/i),
    ...after,
    // ("…Kitchen Cabinets and Bathroom Vanities, and 30% on Upholstered Furniture": a second rate's goods, the tariff's word left out.)
    ...f.sentence
      .split(/\band\b|;/i)
      .slice(1)
      .map((c) => goodsOf(c.replace(/\b(\d{1,3}(?:\.\d+)?\s?(?:%|percent)) on\b/i, "$1 Tariff on")).goods),
  ];
  const named = phrases.map((p) => goodsIn(p || null)).filter((g): g is Goods => g !== undefined);
  // Goods brought under the steel or aluminum tariff by name ("…Washing Machines… will now pay the same 50% Steel Tariff"): the metal's makers gain too.
  return [...new Set(named.length ? [...named, ...metalsTariffed(f.sentence)] : goodsBefore(f.sentence))];
}

/**
 * Goods named before the word ("Steel Tariffs are going from 25% to 50%", "Copper Tariff will be
 * 50%"), when no phrase after it names any; never another's tariff ("Canada's Dairy Tariffs", "its Dairy Tariffs").
 */
function goodsBefore(sentence: string): Goods[] {
  return [...sentence.matchAll(/(?:([\w’'-]+)\s+)?([\w-]+)\s+tariffs?\b/gi)].flatMap((m) =>
    /^(its|their|his|her|our|your)$|['’]s$/i.test(m[1] ?? "")
      ? []
      : [goodsIn(m[2]!) ?? (m[1] ? goodsIn(`${m[1]} ${m[2]}`) : undefined)].filter((g): g is Goods => g !== undefined),
  );
}

/**
 * The U.S. makers who make the goods abroad too: they pay, or are unsettled where the post spares those building here;
 * where the tariff names only partners they do not import from ("Cars and Trucks from Japan"), they are the rivals it shields.
 */
function settled(g: Goods, spared: boolean, countries: string[], sentence = ""): Goods {
  if (!g.spared) return g;
  const { names, pays, why, from, rival, everywhere } = g.spared;
  // ("…the Tariff on imported auto parts will rise to 35%, and… on finished cars from Japan": the parts they buy everywhere.)
  if (from && rival && countries.length && !countries.some((c) => from.includes(c)) && !everywhere?.test(sentence))
    return { ...g, domestic: [...g.domestic, ...names.map((x) => ({ ...x, why: rival }))] };
  return spared ? { ...g, mixed: { names, why } } : { ...g, foreign: [...g.foreign, ...names.map((x) => ({ ...x, why: pays }))] };
}

/** Partners a tariff spares ("except…", "…will be exempt", "other than…"), or named after "but" ("every country but the United Kingdom"). */
const SPARED = /\b(except\w*|exempt\w*|exclu\w*|other than|spar(e|ed|es|ing)|waiv\w*)\b/i;
const SPARED_NAMED = /\bbut (for )?(the )?[A-Z]/;

/** A sentence that sets one partner against another. */
const TOLD_APART = /\b(while|whereas|but|however|unlike|remains?|stays?|instead)\b/i;

/** The rest of a partner's goods, beside the one good a tariff names. */
const ALL_ELSE = /\b(all|every) (other|remaining)\b[^.!?]{0,30}\b(goods|products|imports|exports)\b|\beverything else\b/i;

function tariffAims(kind: MapKind, f: Fact): Aim[] {
  // "Any country buying oil from Venezuela": a secondary tariff on a producer's buyers holds its oil back.
  if (f.whoever) return secondaryProducer(f) ? [{ kind, target: "oil-buyers", buyers: oilBuyers(f).buyers }] : [];
  // Relief given to the companies named ("GM, Ford and Stellantis will get relief on auto parts tariffs") is theirs, not every maker's of the goods.
  const relief = kind === "tariff-cut" || kind === "tariff-paused" || kind === "tariff-extended";
  // A tariff aimed at a company ("Apple pays a 25% Tariff on every iPhone", "TSMC… pay a 100% Tariff on your chips") shields
  // the goods' U.S. makers from it (Intel), but the other importers of the goods (Dell) do not pay it.
  const named = kind === "trade-cutoff" || (relief && f.companies.length) ? [] : goodsNamed(f);
  const goods = f.companies.length
    ? named.map((g) => ({ ...g, foreign: [], mixed: undefined, spared: undefined, price: undefined }))
    : named.map((g) => settled(g, f.spared === true, f.countries, f.sentence));
  // A tariff on one good of a partner ("the Tariffs on Whiskey" from the U.K., "Canadian Lumber") is
  // the goods' row, and the partner's own stocks and currency (not its exporters of other goods),
  // but not the broad U.S. market's: one good is no escalation with a whole economy. A tariff on the
  // partner itself, on its goods in general, or made the price of its conduct ("if this is not
  // corrected…"), is the partner's as a whole.
  // Goods the map has no row for ("all Chinese Electronics and Machinery") leave the partner's.
  // ("…Australian Beef will pay 20%, and all other Australian goods 15%": the rest of its goods too, so the partner's.)
  // The partners' own markets only where the sentence spares none: "…except those from Mexico and Canada",
  // "every country but the United Kingdom" name the partners that gain ("Beef imported from Brazil and Argentina": both pay).
  const oneGood = f.goods && goods.length && !f.pressure && kind !== "trade-cutoff" && !ALL_ELSE.test(f.sentence);
  // (Two partners told apart are not both its target: "Japan will get relief…, while the 25% Tariff on Korean cars remains".)
  const apart = f.countries.length > 1 && TOLD_APART.test(f.sentence);
  const spares = apart || SPARED.test(f.sentence) || SPARED_NAMED.test(f.sentence);
  // (Relief that exempts a partner's goods is that partner's: "Heavy Trucks from Mexico will be EXEMPT from the 25% Heavy Truck Tariff".)
  const partners = oneGood && spares && !(relief && /\bexempt\w*\b/i.test(f.sentence)) ? [] : f.countries;
  const aims: Aim[] = partners.map((c) => (oneGood ? { kind, target: "partner-goods", country: c } : partner(kind, c)));
  // Three or more European partners at once ("Denmark, Norway, Sweden, France, Germany, the U.K.… will pay a 10% Tariff") are Europe's
  // as a whole: its broad fund first, as the bloc's, before each member's own.
  // (Not beside goods, whose own makers the alert names first: "Pharmaceutical Tariffs… the big companies in Ireland, Switzerland and Denmark".)
  if (!goods.length && !partners.includes("European Union") && partners.filter((c) => EUROPEAN.has(c)).length >= 3)
    aims.unshift(partner(kind, "European Union"));
  for (const g of goods) aims.push({ kind, target: "goods", goods: g });
  // Goods most of whose imports one partner sells (aluminum and crude from Canada, heavy trucks from Mexico), no partner
  // named or spared: that partner's too, after the goods' own makers.
  if (oneGood && !f.countries.length && !SPARED.test(f.sentence))
    for (const g of goods) if (g.supplier) aims.push({ kind, target: "partner-goods", country: g.supplier });
  if (f.companies.length && kind !== "trade-cutoff") aims.push({ kind, target: "company", companies: f.companies });
  if (f.global && !goods.length) aims.push({ kind, target: "all" });
  // A tariff on a country for buying a producer's oil is also a secondary measure on that oil.
  if (f.oilFrom && kind !== "trade-cutoff")
    aims.push({ kind, target: "oil-buyers", buyers: f.countries.filter((c) => c !== f.oilFrom && c !== "United States") });
  return aims;
}

/**
 * Every commodity a purchase names ("Corn, Wheat, and Soybeans"): each gains the buyer. Only in the clauses that buy
 * ("…begin buying 25 Million Metric Tons of American Soybeans per year, and will pause its Rare Earth export controls").
 * "India will be buying much less oil from Russia": the buyer is spared the penalties on a sanctioned producer's buyers.
 */
function purchaseAims(f: Fact, kind: "purchase" | "purchase-halted"): Aim[] {
  const sanctioned = f.countries.filter((c) => countryOf(c)?.sanctioned);
  const spared: Aim[] =
    cutsBackOnOil(f.sentence) && sanctioned.length
      ? [{ kind, target: "oil-buyer-spared", buyers: f.countries.filter((c) => !sanctioned.includes(c) && c !== "United States") }]
      : [];
  const buying = f.sentence.split(CLAUSE_OF_ITS_OWN).filter((c) => BUYING.test(c));
  const said = buying.length ? buying.join(" ") : f.sentence;
  return [...spared, ...COMMODITIES.filter((k) => k.name !== "crude" && k.match.test(said)).map((c) => ({ kind, target: "commodity" as const, commodity: c }))];
}

/** Every aim of one of the actor's own facts; another's words (a quote, a story) aim at nothing. */
export function aimsOf(f: Fact): Aim[] {
  if (f.voice !== "own") return [];
  const kind = mapKindOf(f);
  if (TARIFF_KINDS.has(kind)) return tariffAims(kind, f);
  // Talks with a producer whose oil sanctions or war hold back (Russia, Iran, Venezuela), or talks it is refused, are about those barrels.
  // Many countries lining up to negotiate: talks with everyone.
  if (kind === "trade-talks" && f.global && !f.countries.length) return [{ kind, target: "all" }];
  if (kind === "trade-talks") {
    // (Farm goods named beside talks going well, "We discussed… Soybeans": the partner may buy them.)
    const farm = f.goods && !f.stance ? COMMODITIES.filter((c) => c.farm && c.name === f.goods) : [];
    const crops = farm.map((c) => ({ kind, target: "commodity" as const, commodity: c }));
    return [...f.countries.map((c) => (countryOf(c)?.sanctioned ? { kind, target: "oil-producer" as const, country: c } : partner(kind, c))), ...crops];
  }
  if (kind === "talks-off") return f.countries.map((c) => ({ kind, target: "oil-producer" as const, country: c }));
  // A hard line on goods (a tariff on them kept, facts/kept.ts) aims at the goods it protects.
  if (kind === "hard-line" && f.goods && !f.countries.length) {
    const g = GOODS.find((x) => x.key === f.goods) ?? goodsIn(f.goods);
    return g ? [{ kind, target: "goods", goods: settled(g, f.spared === true, []) }] : [];
  }
  // "…agreed to purchase $5 Billion of American Weapons, Patriots and Missiles": the deal is orders for the weapons' makers too.
  const arms = (kind === "trade-deal" || kind === "purchase") && WEAPONS_BOUGHT.test(f.sentence) ? [{ kind, target: "defense-orders" as const }] : [];
  if (kind === "trade-deal") return [...f.countries.map((c) => partner(kind, c)), ...arms];
  if (kind === "hard-line" && f.global && !f.countries.length) return [{ kind, target: "all" }];
  if (kind === "hard-line" || kind === "backstop") return f.countries.map((c) => partner(kind, c));
  if (arms.length) return arms;
  if (kind === "sanction" || kind === "sanction-lifted") return sanctionAims(f, kind);
  // "THE CEASEFIRE IS NOW IN EFFECT": a ceasefire he announces that names no party. The broad market
  // prices the end of a war he is in or brokers; which barrels, currencies or markets it frees the post
  // does not say, and no party is inferred.
  if (kind === "ceasefire" && !f.countries.length) return [{ kind, target: "market" }];
  if (CONFLICT_KINDS.has(kind)) {
    const oil = f.countries.find((c) => oilProducer(countryOf(c)));
    // War or peace between Russia and Ukraine is Europe's too; the Houthis' is the Red Sea route's (container freight rates).
    const beside: Aim[] = [
      ...(f.countries.some((c) => c === "Russia" || c === "Ukraine") ? [{ kind, target: "europe" as const, country: "European Union" }] : []),
      ...(f.countries.includes("Yemen") ? [{ kind, target: "red-sea" as const }] : []),
    ];
    // The other parties, neither producers nor major economies (Israel beside Iran): their own markets.
    const parties = f.countries
      .filter((c) => c !== oil && !oilProducer(countryOf(c)) && !countryOf(c)?.major && !BLOCS.has(c))
      .map((c) => ({ kind, target: "country" as const, country: c }));
    if (oil) return [{ kind, target: "oil-producer", country: oil }, ...parties, ...beside];
    // Fighting between other countries (Thailand and Cambodia) moves their own markets; on the Middle East's fronts, the Gulf's crude too.
    const gulf: Aim[] = f.countries.some((c) => MIDDLE_EAST_FRONTS.has(c)) ? [{ kind, target: "gulf-oil" }] : [];
    return [...f.countries.map((c) => ({ kind, target: countryOf(c)?.major ? ("major" as const) : ("country" as const), country: c })), ...gulf];
  }
  if (kind === "energy-policy" && f.goods === "lng") return [{ kind, target: "lng-exports" }];
  if (kind === "energy-policy" && !endsConcession(f)) return [];
  if (kind === "energy-policy") return f.countries.filter((c) => oilProducer(countryOf(c))).map((c) => ({ kind, target: "oil-producer" as const, country: c }));
  if (COMPANY_KINDS.has(kind)) return companyAims(kind, f);
  if (kind === "fed-nomination" && f.cuts) return [{ kind, target: "fed-cuts" }];
  if (kind === "fed-nomination" && f.firm) return [{ kind, target: "fed-firm" }];
  if (kind === "buy-call") return buyAims(f);
  if (kind === "drug-pricing")
    return [{ kind, target: "drug-prices", companies: f.companies }, ...(MIDDLEMEN.test(f.sentence) ? [{ kind, target: "middlemen" as const }] : [])];
  // The contractors the order names ("ordering that Lockheed Martin… may NOT buy back stock") pay first. (Payouts barred "until they speed up
  // production of our Weapons": the bar is the act, the faster output its condition.)
  if (kind === "official-act" && DEFENSE_PAYOUTS_BARRED.test(f.sentence))
    return [{ kind, target: "defense-payouts", companies: COMPANIES.filter((c) => c.sector === "defense" && c.match.test(f.sentence)) }];
  const act = kind === "official-act" ? ACT_TARGETS.find(([says]) => says(f.sentence))?.[1] : undefined;
  if (act) return [{ kind, target: act }];
  if (kind === "purchase" || kind === "purchase-halted") return purchaseAims(f, kind);
  // "A blockade… and lots of oil is getting out": the reader found both at once, which settles nothing.
  if (f.mixed) return [];
  // Minerals a partner holds back or lets go again (facts/minerals.ts): the goods' own producers, not crude.
  if ((kind === "supply-up" || kind === "supply-down") && f.goods && f.goods !== "oil") {
    const g = GOODS.find((x) => x.key === f.goods);
    return g ? [{ kind, target: "goods", goods: g }] : [];
  }
  // A producer whose oil U.S. companies produce under licence (Chevron in Venezuela): its flow is their output.
  const licensed = kind === "supply-up" || kind === "supply-down" ? f.countries.filter((c) => OIL_LICENSEES[c]?.length) : [];
  if (licensed.length) return licensed.map((c) => ({ kind, target: "oil-producer" as const, country: c }));
  // A law for dollar stablecoins reaches their issuers as well as crypto.
  const coins = kind === "crypto-policy" && f.coins ? { coins: f.coins } : {};
  if (kind === "crypto-policy" && /\b(stablecoins?|GENIUS)\b/i.test(f.sentence)) return [{ kind, target: "stablecoins", ...coins }];
  if (kind === "crypto-policy") return [{ kind, target: "crypto", ...coins }];
  // Barrels let through or held back on a route (a strait, a blockade, a toll on its cargo): the whole market's energy bill.
  if ((kind === "supply-up" || kind === "supply-down") && ROUTE.test(f.sentence)) return [{ kind, target: "oil-route" }];
  // "…opening up 600 Million Acres of Federal Offshore Waters… to Oil and Gas Leasing": acreage for U.S. producers.
  // ("DRILL, BABY, DRILL!": more drilling by U.S. producers, as land opened to it is.)
  if (kind === "supply-up" && (DRILLING_OPENED.test(f.sentence) || DRILL_SLOGAN.test(f.sentence))) return [{ kind, target: "drilling-land" }];
  // "Housing is dead because the Fed will not cut": the cut asked for is cheaper mortgages too.
  if (kind === "fed-pressure" && (HOMES.test(f.sentence) || f.housing))
    return [
      { kind, target: "fed" },
      { kind, target: "mortgages" },
    ];
  // "Japan… keep pushing their currency DOWN": the dollar, and each partner blamed, whose currency the pressure lifts.
  if (kind === "weak-dollar" && f.countries.length) return f.countries.map((c) => ({ kind, target: "dollar" as const, country: c }));
  const target = SIMPLE[kind];
  return target ? [{ kind, target }] : [];
}
