/** A rate that is a deal's terms, not a tariff set: agreed by the partner, or told under the deal's headline. */
import type { Reading } from "./kinds.ts";
import { toldAsHistory } from "./patterns.ts";
import { IF_CLAUSE } from "./tariff-kind.ts";

/**
 * Terms a partner agreed to, told after a colon ("Japan's Prime Minister agreed: $550 Billion of investment… and a 15% Tariff", "Signed today in
 * Scotland with Ursula von der Leyen: the European Union will pay 15%…"), a rate it "agreed to pay" or "accepts".
 */
// (…or listed after a colon, a rate and the money beside it: "we did: a 15% Tariff, $350 Billion invested in the U.S.A., and…", "It's ON: 15% Tariff, and they are investing $350 Billion";
// or a rate the partner will pay beside what it will buy: "Indonesia will pay a 19% Tariff, and will buy $15 Billion of U.S. Energy"; or one "as agreed with Japan";
// or the rate a deal comes with: "A Deal could be signed next week, with Tariffs of 20%".)
const AGREED_TERMS =
  /:\s*(a |an )?\d{1,3}(\.\d+)?\s?% tariff\b[^.!?]{0,40}\$\s?[\d,.]+\s*(billion|trillion)\b|^\W*[^.!?:]{0,60}\b(has |have )?(agreed|signed)( today| this (morning|afternoon|evening)|,? in the Oval Office)?( in [A-Z][a-z]+)?( with [^.!?:]{1,40})?\s*:|\b(agreed|agrees) to (a |an |the )?\d{1,3}(\.\d+)?\s?% tariff|\b(agreed|agrees) to pay (a |an )?\d{1,3}(\.\d+)?\s?%(?! (of|more|for|in)\b)|\b(accepts|accepted|has accepted|have accepted) (a |an |the )?\d{1,3}(\.\d+)?\s?% (tariff|rate)\b|\b(reached|made|signed|struck|concluded) (a |an |the )?(\w+ )?(deal|agreement) with [^.!?:]{1,40}:|\bwill pay (a |an )?\d{1,3}(\.\d+)?\s?%( tariff)?,? and (will )?(buy|purchase|invest)\b[^.!?]{0,20}\$\s?[\d,.]+\s*(billion|trillion)\b|\d\s?%,? as agreed (with|by)\b|\b(deal|agreement)\b[^.!?]{0,60}\bwith (a |an )?((tariffs?|rates?) of \d{1,3}(\.\d+)?\s?%|\d{1,3}(\.\d+)?\s?% (tariffs?|rates?))/i;
/** A deal announced as done with a partner ("DEAL WITH VIETNAM!", "VIETNAM DEAL!", "We just finished the biggest Trade Deal ever made, with our friends in Japan", "Taiwan has signed!", "Thailand just signed.", "The Trade Deal with South Korea is DONE!"). */
const DEAL_HEADLINE =
  /^\W*(\w+ ){0,2}(trade )?deal with [A-Z][^.!?]{1,40}[.!]\s*$|^\W*([\w.]+ ){1,3}(trade )?deal\W*$|\b(just )?(finished|completed|concluded|closed|signed|struck|reached)\b[^.!?]{0,30}\b(trade )?deal\b|\bdeal( with [A-Z][^.!?]{1,30}?)? (is )?(now )?(signed|done|reached|completed)\b|^\W*[A-Z][\w.]*( [A-Z][\w.]*){0,2}( (has|have))?( just)? signed\W*$/i;
/** What a partner pays from now ("…will pay a 20% Tariff", "Japan will pay a Reciprocal Tariff of 15%", "Vietnam pays a 20% Tariff", "Taiwan's Tariff goes to 15%"), or the rate heading a list of terms ("19% Tariff, ZERO on American Cars…"). */
const WILL_PAY =
  /\bwill (pay|be paying|be charged)\b|^\W*\d{1,3}(\.\d+)?\s?% tariff\b|\b(pays|is paying) (a |an )?\d{1,3}(\.\d+)?\s?%|\b(goes|go|will go|is going) (down )?to \d{1,3}(\.\d+)?\s?%/i;
/** A rate the partner will pay, told within six sentences after a deal with it is announced as done: a term of the deal. */
function termsUnderHeadline(r: Reading, i: number, x: string): boolean {
  if (!WILL_PAY.test(x) || IF_CLAUSE.test(x)) return false;
  const partners = r.countries.filter((c) => c.match.test(x));
  return r.sents
    .slice(Math.max(0, i - 6), i)
    .some((y) => DEAL_HEADLINE.test(y) && !toldAsHistory(y) && (partners.length === 0 || partners.some((c) => c.match.test(y))));
}

/**
 * The rate in the tariff sentence is a term the partner agreed to ("Japan's Prime Minister agreed: $550 Billion of investment… and a 15%
 * Tariff"), or told under the deal's headline ("DEAL WITH VIETNAM!… goods coming into the U.S. from Vietnam will pay a 20% Tariff").
 */
export const agreedTerms = (r: Reading, i: number, x: string) => AGREED_TERMS.test(x) || termsUnderHeadline(r, i, x);
