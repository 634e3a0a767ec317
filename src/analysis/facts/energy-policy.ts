/** Energy policy: LNG exports opened, the reserve released, or a measure on an oil producer's oil (a licence, sanctions). */
import { T } from "../lexicon/terms.ts";
import type { Fact, Reading } from "./kinds.ts";
import { LNG_EXPORTS_OPENED, RESERVE_RELEASED } from "./oil-patterns.ts";
import { fact, ownSentenceWith, sentenceWith } from "./patterns.ts";
import { SANCTIONS_AS_CAUSE } from "./sanctions.ts";

/** A producer's oil licence or concession ("the Chevron license in Venezuela"): energy policy without the word oil. */
const LICENCE = /\b(licen[cs]es?|concessions?)\b/i;
const NUCLEAR_ONLY = (x: string) => /\b(uranium|nuclear|Rosatom|reactors?)\b/i.test(x) && !/\b(oil|crude|gas|LNG|barrels?|petroleum)\b/i.test(x);

export function energyPolicyFact(r: Reading): Fact | null {
  const lng = /\bLNG\b|\bnatural gas\b/i.test(r.text) ? ownSentenceWith(r, (x) => LNG_EXPORTS_OPENED.test(x)) : null;
  if (lng !== null) return fact(r, "energy-policy", lng, "oil-policy", { countries: [], goods: "lng" });
  const reserve = ownSentenceWith(r, (x) => RESERVE_RELEASED.test(x));
  if (reserve !== null) return fact(r, "energy-policy", reserve, "oil-policy", { countries: [] });
  if (!(r.oilCountry && r.s.concrete && (r.s.energy || r.s.sanctions || r.has(LICENCE)))) return null;
  // The concrete words must be about the energy measure: in its sentence or one beside it, not in a tariff elsewhere.
  const near = (j: number) => [j - 1, j, j + 1].some((k) => T.concrete.test(r.sents[k] ?? ""));
  // (Sanctions on a producer's nuclear fuel are no oil measure: "…blocking Sanctions on Rosatom… Russian Enriched Uranium".)
  const i = sentenceWith(
    r,
    (x, j) => (T.energy.test(x) || T.sanctions.test(x.replace(SANCTIONS_AS_CAUSE, " ")) || LICENCE.test(x)) && near(j) && !NUCLEAR_ONLY(x),
  );
  return i === null ? null : fact(r, "energy-policy", i, "oil-policy");
}
