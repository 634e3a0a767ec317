/**
 * A tariff on goods kept: a post (or the headline it shares) that defends a tariff in force on a
 * protected industry's goods, or shows it working ("Why Trump's steel tariffs must be permanent",
 * "Trump's Tariffs Saved Business" at a steel service center), says the tariff stays. Like a hard
 * line on a partner's trade it is talks in no good state: a "trade-talks" fact with stance "hard",
 * naming the goods and no partner, which the map reads as the hard line on those goods (the
 * tariff's protection holds) and the score, like all talks, leaves aside.
 */
import { goodsIn } from "../market-map/goods.ts";
import { T } from "../lexicon/terms.ts";
import type { Fact, Reading } from "./kinds.ts";
import { CONDITIONAL, fact, THEIR_TARIFF } from "./patterns.ts";

/** The tariff going away, or in doubt: a pause, a cut, an exemption, a court striking it down. */
const EASING =
  /\b(paus\w*|suspend\w*|lift\w*|remov\w*|cut\w*|lower\w*|reduc\w*|drop\w*|exempt\w*|exclu\w*|waiv\w*|end(s|ed|ing)?|repeal\w*|roll\w* back|strik\w* down|struck|eliminat\w*|relief|refund\w*|illegal|unlawful|court|no longer|not|never|without|deal|agreement|treated (very |extremely )?(well|nicely|fairly))\b/i;
/** Another country's tariff on U.S. goods (it hurts U.S. producers), or retaliation against ours. */
const THEIRS = /\b(on (our|American|U\.?S\.?A?\.?)\b|charg\w* us|against us|retaliat\w*|counter-?tariffs?|their tariffs?|its tariffs?)\b/i;

/**
 * The goods a sentence's kept tariff protects: the first goods the map lists U.S. producers for
 * (a tariff on goods nobody makes here, films or branded drugs, protects no one the post names).
 */
export const keptGoods = (sentence: string) => {
  const g = goodsIn(sentence);
  return g?.domestic.length ? g : undefined;
};

/** The kept tariff of the post, when no tariff or trade fact says more about it. */
export function keptTariffFact(r: Reading, taken: Fact[]): Fact | null {
  if (!r.s.tariff) return null;
  if (taken.some((f) => f.kind.startsWith("tariff") || f.kind.startsWith("trade-") || f.kind === "purchase")) return null;
  const i = r.sents.findIndex(
    (x, j) =>
      (r.voices[j] === "own" || r.voices[j] === "quote") &&
      T.tariff.test(x) &&
      !EASING.test(x) &&
      !THEIRS.test(x) &&
      !THEIR_TARIFF.test(x) &&
      !CONDITIONAL.test(x) &&
      keptGoods(x) !== undefined,
  );
  if (i < 0) return null;
  // A headline he shares about the tariff is his stance on it, whoever wrote it.
  return fact(r, "trade-talks", i, null, { stance: "hard", countries: [], goods: keptGoods(r.sents[i]!)!.key, voice: "own" });
}
