/** His answers: an act he denies or rules out, a question put to him, and one he leaves open. */

/** Words that rule an act out in its own sentence ("I have no intention of firing…", "That story is not true", "…is totally false"). */
export const NEGATED =
  /\b(no intention|not (going|planning) to|(am|is|are) not (firing|removing|replacing|terminating)|won'?’?t|will not|would not|wouldn'?’?t|never|untru(e|thful)|not true|(highly |very )?unlikely|false story|fake story|(is|are|was) (totally |completely |absolutely |100% )?(false|fake))\b/i;
/** A question put to him ("People keep asking whether I will fire…"), answered in the next sentence ("I have no intention of doing that"). */
export const ASKED_WHETHER = /\b(ask\w*|wonder\w*|question\w*)\b[^.!?]{0,20}\b(whether|if) (I|we)\b/i;
export const REFUSED_NEXT =
  /^\W*(No\W+|(Not true|Untrue|False)\W+)?(not (going|planning) to\b|(I|We)\b[^.!?]{0,20}\b(no (intention|plans?)|not (going|planning) to|won['’]t|will not|never)\b|(not true|untrue|false|wrong|fake news)\W*$)/i;
/** A question he leaves open ("…whether I will fire Jerome Powell. I don't know, we will see"): still weighed, not ruled out. */
export const LEFT_OPEN = /^\W*(I (don['’]t|do not) know|we['’]?ll see|we will see|maybe|who knows)\b/i;
/** A question about whom he will name ("asking whether I will name the next Chairman"): answered by candidates, not by a denial. */
const ASKED_WHOM = /\b(whether|if) (I|we) (will|would|am going to) (name|nominate|pick|choose|select|announce)\b/i;
/** An act he rules out, in its sentence or the answer after it. */
export const ruledOut = (x: string, next = "") =>
  NEGATED.test(x) || (ASKED_WHETHER.test(x) && !ASKED_WHOM.test(x) && !LEFT_OPEN.test(next)) || REFUSED_NEXT.test(next);
