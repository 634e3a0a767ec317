/**
 * Goods dumped on the U.S. market, or their makers told to build here, with a warning or a close look promised ("Copper
 * is being DUMPED into our Country… We are looking at this very, very strongly!", "Countries that are dumping cheap
 * Furniture… are going to be hit very hard, and soon"): a tariff on those goods threatened, with no rate and no partner
 * named, so never a High kind. The map reads it as any threatened tariff on goods: their U.S. producers gain, the
 * importers who sell foreign-made goods pay.
 */
import { goodsIn } from "../market-map/goods.ts";
import type { Fact, Reading } from "./kinds.ts";
import { fact, ownSentenceWith, WARNING } from "./patterns.ts";

const DUMPED = /\b(dump(ed|ing)?|flood(ed|ing)? (the USA|the United States|our (country|markets?)|America) with)\b/i;
/** What he promises about it, short of a measure. */
const LOOKED_AT =
  /\b(look(ing)? at (this|it|that) (very,? ){1,3}(closely|strongly|seriously)|watching ((it|this|that) )?(very )?closely|will not let\b[^.!?]{0,40}\b(be )?(destroyed|hurt|killed)|(may|might|will) have to go (even )?higher)\b/i;

/**
 * The makers of goods told to build here, with a warning ("Big Pharma better bring its manufacturing back to America, or else. They have
 * been warned!", "The Drug Companies had better bring their manufacturing back home… they will be hit harder than they ever imagined"):
 * the tariff on their goods is what the warning holds over them.
 */
const BUILD_HERE =
  /\b(bring|move|moving|bringing) (its|their|the) (manufacturing|production|plants|factories)\b[^.!?]{0,20}\b(back|home|here)\b|\b(build|make|making) (\w+ ){0,2}(here|in (America|the U\.?S\.?A?\.?))\b|\bcome home\b/i;
const OR_ELSE = /\bor else\b/i;

/** The tariff threatened on dumped goods, or on makers told to build here, when no tariff or trade fact says more. */
export function dumpedGoodsFact(r: Reading, taken: Fact[]): Fact | null {
  const dumped = r.has(DUMPED) && (r.has(WARNING) || r.has(LOOKED_AT));
  const told = r.has(BUILD_HERE) && (r.has(WARNING) || r.has(OR_ELSE));
  if (!dumped && !told) return null;
  // (A hard line on the partner that sends them stands beside it: "…cheap Steel into the U.S. through Mexico… We are watching very closely".)
  if (taken.some((f) => f.kind.startsWith("tariff") || (f.kind.startsWith("trade-") && f.stance !== "hard") || f.kind === "purchase")) return null;
  const i = ownSentenceWith(r, (x) => (dumped ? DUMPED : BUILD_HERE).test(x) && goodsIn(x) !== undefined);
  return i === null ? null : fact(r, "tariff-threatened", i, null, { countries: [], goods: goodsIn(r.sents[i]!)!.key });
}
