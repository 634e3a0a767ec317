/** An oil route's state as a sentence tells it: a blockade lifted, the strait open, a toll on its cargo, its opening demanded. */
/**
 * A blockade lifted, ended or gone ("the Naval Blockade, which will now be lifted", "no further Naval
 * Blockade", "Oil Fields… are reopening after the blockade"): the barrels pass again.
 */
// ("I am hereby lifting the U.S. Naval Blockade": the initials' stops are no sentence's end.)
export const BLOCKADE_LIFTED =
  /\b(lift(s|ed|ing)?|remov\w*|end(s|ed|ing)?|relax\w*|no (further|more|longer))\b(?:U\.S\.|[^.!?]){0,40}\bblockade\b|\b(reopen\w*|restart\w*|resum\w*)\b[^.!?]{0,20}\bafter (the|a|its|their) (\w+ )?blockade\b|\bblockade\b[^.!?]{0,40}\b(lifted|removed|ended|ends|is over|(will|to) (now )?be (lifted|removed|ended)|will (now )?end|(comes|will come|is coming) off)\b/i;
/** Relief denied ("we will not end the blockade until…", "the Strait will never be open to them", "…if the Strait is not cleared"). */
export const NOT_LIFTED = /\b(not|never|won['’]?t|no one)\b[^.!?]{0,15}\b(lift|remov|end)\w*[^.!?]{0,40}\bblockade\b/i;
export const NOT_OPEN = /(\bnot|\bnever|n['’]t)\b[^.!?]{0,10}\b(be |is |are |been )?(open|opened|reopened|cleared)\b/i;
/** The route open for passage, now or about to be ("IS COMPLETELY OPEN", "will immediately be opened", "the toll free opening of the Strait", "47 Tankers passed through the Strait", "lift all restrictions on the Strait"). */
export const ROUTE_OPEN =
  /\b(Strait|Hormuz)\b[^.!?]{0,40}\b(is|are|be|now)\s+((now|completely|fully|immediately|totally|again)\s+)*(open|opened|reopened)\b|\b(re)?opening of the (Strait|Hormuz)\b|\bopen to all\b|\btoll[- ]free\b|\bno tolls?\b|\blift\w* (all |the )*restrictions on (the )?(Strait|Hormuz)\b|\b\d+ (oil )?(tankers|ships)\b[^.!?]{0,20}\b(passed|sailed|went|moved) through (the )?(Strait|Hormuz)\b/i;
/** The route kept open, a state that goes on ("is OPEN, and will remain OPEN"): no change in the barrels. */
export const ROUTE_KEPT_OPEN = /\b(remain\w*|stay\w*|keep\w*|kept)\s+(\w+\s+){0,2}open\b/i;
/** A charge on the route's cargo ("reimbursed, at the rate of 20% on all cargo shipped"): a toll holds barrels back as a blockade does. */
export const ROUTE_TOLL = /\b(tolls?|charg\w*|fees?|levy|levie[ds]|reimburs\w*)\b[^.!?]{0,60}\b(cargo|ships?|shipped|shipping|tankers?|passage|transit)\b/i;
/** No toll at all ("no tolls", "NO OTHER CHARGES OF ANY KIND", "toll free"). */
export const NO_TOLL = /\b(no|free of|without)\s+(\w+\s+){0,2}(tolls?|charges?|fees?)\b|\btoll[- ]free\b/i;
/** A measure kept ready rather than taken ("should it be necessary to reinstitute the Blockade"). */
export const IF_NEEDED = /\b(should it (be|become) necessary|if (it is |it becomes )?(necessary|needed))\b/i;
/** A clause that makes the route's opening a condition ("until the Strait is OPEN", "once the Strait is open"). */
export const UNTIL_OPEN = /\b(until|till|unless|once)\b[^.!?,;]*/gi;
/** The state of an oil route, read from one sentence: `up` when its barrels pass again, `down` when they are held back or charged, else null. */
export function routeState(x: string): "up" | "down" | null {
  if (ROUTE_DEMANDED.test(x)) return null;
  // ("…out of business, and will stay that way until the Strait is OPEN": the opening is the condition, not the news.)
  const open = x.replace(UNTIL_OPEN, " ");
  if ((BLOCKADE_LIFTED.test(x) && !NOT_LIFTED.test(x)) || NO_TOLL.test(x) || (ROUTE_OPEN.test(open) && !ROUTE_KEPT_OPEN.test(open) && !NOT_OPEN.test(open)))
    return "up";
  if (ROUTE_TOLL.test(x) && !IF_NEEDED.test(x)) return "down";
  return null;
}
/**
 * The route's opening demanded of the other side ("Iran has 48 HOURS to fully open the Strait", "Iran had better open the Strait", "Open the
 * Strait, or else", "Iran has until Saturday… to OPEN THE HORMUZ STRAIT", "The Strait of Hormuz must be opened"): an ultimatum, not the route open.
 */
export const ROUTE_DEMANDED =
  /^\W*([A-Z][A-Za-z ]{1,20}[:,]\s*)?(re)?open (the |your )?(Strait|Hormuz)\b[^!?]{0,60}\bor\b|\b(must|should|has to|have to|needs? to|better|(\d+|forty[- ]eight|twenty[- ]four) (hours|days) to|time to|\b(given|giving|give|ha(s|ve))\b[^.!?]{0,30}\buntil\b[^!?]{0,50}\bto)\s+((fully|immediately|now|quickly|completely)\s+)?(re)?open\b[^.!?]{0,20}\b(Strait|Hormuz|route|shipping lanes?)\b|\b(Strait|Hormuz)\b[^.!?]{0,20}\b(must|should|has to|needs to|had better) be (re)?opened\b/i;
// ("Iran knows it cannot keep the Strait closed forever": a closure that will not last.)
export const NEVER_AGAIN =
  /\b(never|no longer|not)\b(?:(?!\bbut\b)[^.!?]){0,20}\b(clos|block|mine)\w*|\b(cannot|can['’]t) keep\b[^.!?]{0,25}\b(closed|blocked)\b/i;
/** A state kept as it is ("The Blockade will remain"), not one begun now and kept ("Iran's Oil Exports are now stopped COLD, and they will remain stopped"). */
export const STATUS_QUO = /^(?!.*\b(are|is|have been|has been) (now|just) ).*\b(remains?|will remain|stays?|continues?|still)\b/i;
