/**
 * Every instrument of an alert, with the way the post's facts point it and why, from the market
 * map (apply.ts): what the map reaches comes first, then what the post
 * names that the map does not reach, which no fact settles (`unclear`: never a guess).
 */
import type { Instrument } from "../analyzer.ts";
import type { Fact } from "../facts/kinds.ts";
import { DRILL_SLOGAN } from "../facts/oil-patterns.ts";
import { mapInstruments, sectorOf } from "./apply.ts";
import { listedAt } from "./listings.ts";
import { nameOfSymbol } from "./names.ts";

/** Instruments a fact reaches that the map's groups do not hold: the fund of the sector whose makers get more orders. */
export function impliedBy(f: Fact): string[] {
  const etf = f.voice === "own" && f.kind === "company-orders" ? sectorOf(f.companies) : null;
  return etf ? [etf] : [];
}

/** Tariffs raised on a partner or threatened against it: the deal with it is in trouble, not news that lifts it. */
const PRESSURE_KINDS = new Set<Fact["kind"]>(["tariff-raised", "tariff-threatened"]);

/**
 * The facts that point instruments: a deal's own tariff is its terms, and so are the drug prices in a company's deal with him;
 * a deal pressed by a new threat points nowhere; the drilling slogan beside another fact of his adds no barrels.
 */
export function pointingFacts(all: Fact[]): Fact[] {
  // (A deal called off is no terms: "…Therefore the Deal is OFF, and EU Tariffs will go to 30% on July 4th" is the tariff's own news.)
  const deals = all.filter((f) => f.kind === "trade-deal" && f.voice === "own" && !f.broken);
  const within = (f: Fact, g: Fact) => f.countries.length > 0 && f.countries.every((c) => g.countries.includes(c));
  const pressed = all.filter((f) => PRESSURE_KINDS.has(f.kind) && f.voice === "own");
  // (Drug prices a company agreed in its deal with him are the deal's terms: "…signed Most Favored Nation Deals with my Administration".)
  const companyDeal = all.some((f) => f.kind === "company-deal" && f.voice === "own");
  // (The slogan alone beside another fact of his is no barrels added: "China will buy $100 Billion of American… Oil… DRILL, BABY, DRILL!",
  // "We have completed our very successful attack on… Iran… DRILL, BABY, DRILL!!!")
  const others = all.some((f) => f.voice === "own" && !(f.kind === "supply-up" && SLOGAN_ONLY.test(f.sentence)));
  return all.filter(
    // (A tariff set in the deal's own sentence is its terms too: "…the USMCA… with real enforcement against Chinese transshipment".)
    (f) =>
      !(f.kind === "tariff-imposed" && deals.some((d) => within(f, d) || (d.sentence === f.sentence && !f.size))) &&
      !(f.kind === "trade-deal" && pressed.some((p) => within(f, p))) &&
      !(f.kind === "drug-pricing" && companyDeal) &&
      !(f.kind === "supply-up" && others && SLOGAN_ONLY.test(f.sentence)),
  );
}

/** A sentence that is the slogan alone, perhaps addressed ("Department of Energy: DRILL, BABY, DRILL!!!"). */
const SLOGAN_ONLY = new RegExp(String.raw`^\W*([\w ]{0,30}:\s*)?${DRILL_SLOGAN.source}\W*$`, "i");

const UNSETTLED = "The post's facts do not settle a direction.";

/**
 * The alert's instruments: the map's first, then the symbols the post names. A Low alert carries
 * the map's directions too: a fact the actor states points the same way however much it moves, and
 * a link to a tariff's or a war's news is read by the same rows. `at`: when the post was written (ms).
 * `max` keeps the list readable.
 */
export function instrumentsOf(facts: Fact[], named: string[], opts: { marketOpen: boolean; at: number; max?: number }): Instrument[] {
  const read = mapInstruments(pointingFacts(facts), opts.marketOpen);
  // Those the facts settle first, so the cap never drops a partner's fund with a direction for a name the facts leave unsettled.
  const mapped = [...read.filter((i) => i.direction !== "unclear"), ...read.filter((i) => i.direction === "unclear")];
  const bySymbol = new Map(mapped.map((i) => [i.symbol, i]));
  const all = [...new Set([...mapped.map((i) => i.symbol), ...named])].map(
    (symbol) => bySymbol.get(symbol) ?? { symbol, name: nameOfSymbol(symbol), direction: "unclear" as const, why: UNSETTLED },
  );
  // As they traded when the post was written (listings.ts), before the cap, so a listing that ended takes no place.
  return listedAt(all, opts.at).slice(0, opts.max ?? 14);
}
