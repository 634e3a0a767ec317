/**
 * Critical minerals (and copper or uranium) a partner holds back, or lets go again: China's bans and export controls on rare
 * earths and their magnets (2025) are its act, not ours. Held back, they raise what the few U.S.
 * producers get for theirs; let go, the opposite. Read as supply of the goods, not of oil
 * (market-map/aims.ts aims it at the goods' group).
 */
import type { Fact, Reading } from "./kinds.ts";
import { countriesIn, fact, sentenceWith } from "./patterns.ts";

const MINERALS =
  "(rare earths?( magnets?| elements?| minerals?)?|critical minerals?|magnets|gallium|germanium|graphite|antimony|copper( concentrates?| ore| cathodes?)?|uranium)";
/** The goods' own group in the map when the sentence names one that has its own (copper, uranium). */
const OWN_GOODS = /\b(copper|uranium)\b/i;
/**
 * "China has just announced a hostile ban on Rare Earth Magnets", "HOARDING Rare Earths", "holding the World captive on Rare Earths", "gotten
 * very aggressive… with Rare Earths", "DON'T PLAY GAMES WITH RARE EARTH MAGNETS", "very SLOW in sending Rare Earth Magnets", "has failed to deliver on the
 * Rare Earth Magnets it promised".
 */
const HELD_BACK = new RegExp(
  String.raw`\b(ban(s|ned|ning)?|restrict\w*|halt\w*|block\w*|hoard\w*|(very )?slow (in |to )?(send|ship|deliver|suppl)\w*|(fail\w*|refus\w*) to (send|ship|deliver|suppl)\w*( on)?|cut(ting)? off|withh[oe]ld\w*|export controls?|stop(ped|ping)? (selling|shipping|exporting)|hold\w* (\w+ ){0,3}(captive|hostage)|aggressive|play\w* games)\b[^.!?]{0,40}\b${MINERALS}\b|\b${MINERALS}\b[^.!?]{0,40}\b(ban(s|ned)?|restrictions|export controls?|cut off|withheld|held back)\b`,
  "i",
);
/**
 * "China has agreed to lift its restrictions on Rare Earths", "the ban… will be suspended", "has reversed its ban", "agreed to restart
 * shipments of Rare Earths and Magnets, no restrictions", "will not put any restrictions on shipping them": let go again.
 */
const LET_GO =
  /\b(lift\w*|end\w*|remov\w*|suspend\w*|suspension|paus\w*|drop\w*|rescind\w*|revers\w*|withdr[ae]w\w*|restart\w*|resum\w*|no (more )?restrictions|(not|never|won['’]t) (put|place|impose) any (new )?restrictions|(will|to) (now )?(flow|ship|sell|supply))\b/i;

/** A lifting demanded of them, or set as the condition of a threat ("If China does not withdraw its… Export Controls"), not done. */
const LIFT_DEMANDED =
  /\bif\b[^.!?]{0,30}(\bnot|n['’]t|\bfails? to)\b[^.!?]{0,10}\b(withdraw|lift|end|remove|drop|reverse)\b|\b(has|have) until\b[^.!?]{0,30}\bto (lift|end|remove|drop)\b|\b(must|should|has to|have to|needs? to|better)\s+(lift|end|remove|drop)\b/i;

/** The minerals promised by the partner, with no ban named ("Full magnets, and any necessary rare earths, will be supplied, up front, by China"). */
const SUPPLIED = new RegExp(
  String.raw`\b${MINERALS}\b[^.!?]{0,40}\b(will|shall) (now )?be (supplied|shipped|delivered|provided)\b|(?<!\b(fail\w*|refus\w*) )\b(will|shall|agreed to|to) (now )?(supply|ship|deliver|provide)\b[^.!?]{0,30}\b${MINERALS}\b|\bresum\w* (the )?(exports?|shipments?|sales?|supply) of\b[^.!?]{0,20}\b${MINERALS}\b`,
  "i",
);

/** Ours held back ("we ban…"): a measure of ours on them, not theirs. */
const OURS_HELD = /\b(we|I|the U\.?S\.?A?\.?|the United States)\b[^.!?]{0,20}\b(ban|restrict|halt|block)\w*/i;
/** Ours to supply ("We will supply Japan with Uranium"): exports of ours, no partner's supply let go. */
const OURS_SUPPLIED = /\b(we|I|the U\.?S\.?A?\.?|the United States|America)\b[^.!?]{0,20}\b(will|shall|agreed to|to) (now )?(supply|ship|deliver|provide)\b/i;
/** The partners sentence j names, or else those the sentence before names ("Beijing is playing games again. China put Export Controls on…"). */
const partnersAt = (r: Reading, j: number) => {
  const here = countriesIn(r, r.sents[j]!);
  return here.length ? here : countriesIn(r, r.sents[j - 1] ?? "");
};

/** A partner's hold on the minerals, or its release; else, with no hold named, the minerals it will supply (let go, as a hold lifted is). */
export function mineralsFact(r: Reading): Fact | null {
  if (!r.countries.length) return null;
  const held = r.may(HELD_BACK) ? sentenceWith(r, (x, j) => HELD_BACK.test(x) && partnersAt(r, j).length > 0 && !OURS_HELD.test(x)) : null;
  const supplied =
    held === null && r.may(SUPPLIED)
      ? sentenceWith(r, (x, j) => SUPPLIED.test(x) && !OURS_SUPPLIED.test(x) && r.voices[j] === "own" && partnersAt(r, j).length > 0)
      : null;
  const i = held ?? supplied;
  if (i === null) return null;
  const x = r.sents[i]!;
  // ("China has until Thursday to lift its ridiculous restrictions…": the lifting demanded, the restrictions still on.)
  const up = held === null || (LET_GO.test(x) && !LIFT_DEMANDED.test(x));
  const goods = x.match(OWN_GOODS)?.[1]?.toLowerCase() ?? "critical minerals";
  return fact(r, up ? "supply-up" : "supply-down", i, null, { countries: partnersAt(r, i), goods });
}
