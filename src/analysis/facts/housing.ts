/**
 * Homes freed to sell or cheaper to build, said as a plan ("We are looking at declaring a National Housing Emergency", "eliminating the Capital
 * Gains Tax on Homes", "a 50 year Mortgage", "cutting the Permits that add $90,000 to a new Home"): a housing measure in words, which the map
 * reads as the act it would be (market-map/act-targets.ts); or large investors barred from buying homes. An order that makes it is an official
 * act (actors.ts), read there.
 */
import { T } from "../lexicon/terms.ts";
import type { Fact, Reading } from "./kinds.ts";
import { fact, ownSentenceWith } from "./patterns.ts";

export const HOUSING_FREED =
  /\bnational housing emergency\b|\b50[- ]year mortgages?\b|\bcapital gains tax(es)?\b[^.!?]{0,30}\b(homes?|houses?|housing)\b|\b(cut\w*|eliminat\w*|slash\w*|remov\w*|reduc\w*)\b[^.!?]{0,40}\b(permits?|permitting|regulations?|red tape)\b[^.!?]{0,50}\b(homes?|home ?build\w*|housing)\b|\b(homes?|home ?build\w*|housing)\b[^.!?]{0,50}\b(permits?|permitting|regulations?|red tape)\b[^.!?]{0,40}\b(cut|eliminat\w*|slash\w*|remov\w*|reduc\w*)/i;

/** Large investors barred from buying homes, by his steps ("I am therefore immediately taking steps to BAN large institutional investors from buying more single-family homes"). */
const BUYERS_BARRED =
  /\b(I|we)\b[^.!?]{0,60}\b(ban\w*|prohibit\w*|bar(ring)?|stop\w*)\b[^.!?]{0,20}\b(large |big |giant )?(institutional|Wall Street|corporate)\b[^.!?]{0,30}\b(investors?|buyers?|firms?)\b[^.!?]{0,20}\b(from )?(buy\w*|purchas\w*)\b[^.!?]{0,30}\b(homes|houses)\b/i;

export function housingFact(r: Reading): Fact | null {
  if (!r.may(HOUSING_FREED) && !r.may(BUYERS_BARRED)) return null;
  const i = ownSentenceWith(r, (x) => (HOUSING_FREED.test(x) || BUYERS_BARRED.test(x)) && !T.officialAct.test(x));
  return i === null ? null : fact(r, "official-act", i, null, { countries: [] });
}
