/**
 * The rate a post names, set against the rate in force when it was posted: "80% Tariff on China
 * seems right!" while 145% stood is a cut, however it is worded. The table holds the additional
 * U.S. tariff in force on all goods of each of the largest partners (reciprocal and IEEPA duties
 * together, 2025), from the day each took effect; after the Supreme Court's IEEPA ruling
 * (20 February 2026) the rates in force are not tabled here, and no post is compared.
 */
import type { Fact } from "./kinds.ts";
import { KEPT_IN_FORCE, toldAsHistory } from "./patterns.ts";

/** [first day in force (UTC), additional tariff in percent]. */
type Rate = [string, number];

const STANDING: Record<string, Rate[]> = {
  China: [
    ["2025-02-04", 10],
    ["2025-03-04", 20],
    ["2025-04-09", 104],
    ["2025-04-10", 145],
    ["2025-05-14", 30],
    ["2025-11-10", 20],
  ],
  Canada: [
    ["2025-03-04", 25],
    ["2025-08-01", 35],
  ],
  Mexico: [["2025-03-04", 25]],
  "European Union": [
    ["2025-04-05", 10],
    ["2025-08-07", 15],
  ],
  Japan: [
    ["2025-04-05", 10],
    ["2025-08-07", 15],
  ],
  "South Korea": [
    ["2025-04-05", 10],
    ["2025-08-07", 15],
  ],
  India: [
    ["2025-04-05", 10],
    ["2025-08-07", 25],
    ["2025-08-27", 50],
  ],
};
/** From this day the rates above no longer stood (the IEEPA duties were struck down). */
const TABLE_ENDS = Date.parse("2026-02-20");

/** The additional tariff in force on a partner's goods at a time, when the table knows it. */
export function standingRate(country: string, at: number): number | null {
  if (at >= TABLE_ENDS) return null;
  const rates = STANDING[country] ?? [];
  let rate: number | null = null;
  for (const [from, r] of rates) if (Date.parse(from) <= at) rate = r;
  return rate;
}

/** A rate set or floated; a raise says itself which way it goes. */
const NAMED = new Set<Fact["kind"]>(["tariff-imposed", "tariff-threatened"]);
/**
 * A rate added to the one in force ("by 10% over and above what they are paying now", "adding 10% to
 * their Tariff"), not a new rate; nor is one said to raise it ("raising their Tariff to 30%") a cut; nor
 * a trade-law duty (anti-dumping, countervailing, Section 232 or 301), which is charged on top of it.
 */
const ADDED =
  /\b(by|additional|extra|more|another|on top|over and above|plus|add(?:s|ed|ing)?|rais(?:e|es|ed|ing)|increas(?:e|es|ed|ing)|hik(?:e|es|ed|ing)|anti-?dumping|countervailing|section (?:232|301))\b/i;

const CONDITIONED = /\b(if|unless|until)\b/i;

/** The rate everything else pays, now on goods spared until today ("Canadian Energy will pay the full 25% Tariff like everything else"): no cut. */
const LIKE_THE_REST = /\b(the full|like (everything|everyone|all the others?) else)\b/i;

/** A rate named for one partner's goods, below the rate in force on them, is a cut. */
export function datedFacts(facts: Fact[], at: number): Fact[] {
  return facts.map((f) => {
    // Two rates in one sentence ("10% on energy, and 25% on everything else") are not one new rate.
    const rates = f.sentence.match(/\d(?:\.\d+)?\s?%/g) ?? [];
    if (
      !NAMED.has(f.kind) ||
      f.goods ||
      f.countries.length !== 1 ||
      !f.size?.endsWith("%") ||
      ADDED.test(f.sentence) ||
      LIKE_THE_REST.test(f.sentence) ||
      rates.length > 1
    )
      return f;
    // A rate told as history or as one kept in force ("Biden kept my China Tariffs of 25% in place") is no rate named now.
    if (toldAsHistory(f.sentence) || KEPT_IN_FORCE.test(f.sentence)) return f;
    // A threat held over a condition ("If it does not, I will impose a 5% Tariff on Mexico") is a punishment added, never a cut.
    if (f.kind === "tariff-threatened" && CONDITIONED.test(f.sentence)) return f;
    const standing = standingRate(f.countries[0]!, at);
    return standing !== null && Number.parseFloat(f.size) < standing ? { ...f, kind: "tariff-cut" as const } : f;
  });
}
