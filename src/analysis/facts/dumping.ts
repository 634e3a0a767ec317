/**
 * Goods dumped on the U.S. market, with a warning or a close look promised ("Copper is being DUMPED into our Country… We are
 * looking at this very, very strongly!", "Countries that are dumping cheap Furniture… are going to be hit very hard, and soon"):
 * a tariff on those goods threatened, with no rate and no partner named, so never a High kind. The map reads it as any
 * threatened tariff on goods: their U.S. producers gain, the importers who sell foreign-made goods pay.
 */
import { goodsIn } from "../market-map/goods.ts";
import type { Fact, Reading } from "./kinds.ts";
import { fact, ownSentenceWith, WARNING } from "./patterns.ts";

const DUMPED = /\b(dump(ed|ing)?|flood(ed|ing)? (the USA|the United States|our (country|markets?)|America) with)\b/i;
/** What he promises about it, short of a measure. */
const LOOKED_AT =
  /\b(look(ing)? at (this|it|that) (very,? ){1,3}(closely|strongly|seriously)|watching (it|this|that) (very )?closely|will not let\b[^.!?]{0,40}\b(be )?(destroyed|hurt|killed)|(may|might|will) have to go (even )?higher)\b/i;

/** The tariff threatened on dumped goods, when no tariff or trade fact says more. */
export function dumpedGoodsFact(r: Reading, taken: Fact[]): Fact | null {
  if (!r.has(DUMPED) || !(r.has(WARNING) || r.has(LOOKED_AT))) return null;
  if (taken.some((f) => f.kind.startsWith("tariff") || f.kind.startsWith("trade-") || f.kind === "purchase")) return null;
  const i = ownSentenceWith(r, (x) => DUMPED.test(x) && goodsIn(x) !== undefined);
  return i === null ? null : fact(r, "tariff-threatened", i, null, { countries: [], goods: goodsIn(r.sents[i]!)!.key });
}
