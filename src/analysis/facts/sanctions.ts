/** Sanctions and export controls: imposed or lifted, on a producer's oil buyers, on chips and the tools they are made with. */
import type { Fact, Reading } from "./kinds.ts";
import { countriesIn, fact, LICENCES_REVOKED, NONE_ALLOWED, OIL_BUYERS, openThreat, sentenceWith, ownSentenceWith } from "./patterns.ts";
import { T } from "../lexicon/terms.ts";
import { claimedOf } from "./voice.ts";

/**
 * Sanctions (or secondary tariffs) eased, lifted, waived, held in reserve or their money released, or their deadline put off ("The Secondary
 * Tariff deadline for Russian Oil purchasers is hereby EXTENDED"): not the same direction as new ones.
 */
const SANCTIONS_EASED =
  /\b(previously|formerly|once) (under )?sanction\w*|\b(had been|have been|were|was) (stuck|held|trapped|locked|bottled up|frozen|sitting) (up )?(under|by) (the )?sanctions\b|\b(tak(e|es|ing|en)|took) (the |all |those |these )?sanctions off\b|(?<!(\bnot|\bnever|\bno longer|\bno|n['’]t)\s(be\s)?)\b(lift\w*|eas(e|ed|ing)|remov\w*|waiv\w*|end\w*|drop\w*|relie\w*|releas\w*|unfreez\w*|suspend\w*|paus\w*|cessation of|ceas(e|ed|es|ing)|terminat\w*|rescind\w*)\b(?:U\.S\.|[^.!?]){0,30}\b(sanctions|export (controls?|restrictions?)|secondary tariffs?)\b|(?<!\b(no|not|never|without)\s)\b(sanctions|export (controls?|restrictions?))\b(?:U\.S\.|[^.!?]){0,60}\b(?<!\b(not|never|no longer) (be )?)(lifted|eased|removed|waived|ended|dropped|relief|releas\w*|unfrozen|suspended|paused|phased (down|out)|wound down|rolled back|held in reserve)\b(?![^.!?]{0,40}\b(only (after|once|until)|could come back|will come back)\b)|\bsecondary tariffs?\b[^.!?]{0,60}\b(lifted|removed|waived|ended|dropped|suspended|paused|terminated|revoked|cancell?ed)\b|\b(secondary tariffs?|sanctions)\b[^.!?]{0,30}\bdeadlines?\b[^.!?]{0,40}\b(extended|delayed|postponed|pushed back)\b|\bdeadlines?\b[^.!?]{0,20}\b(secondary tariffs?|sanctions)\b[^.!?]{0,60}\b(extended|delayed|postponed|pushed back)\b|\bsanctions\b[^.!?]{0,30}\b(could|can|may|might|will|would) (start |begin )?(come|coming|be taken) off\b(?![^.!?]{0,30}\bonly (when|until|unless|after|once|if)\b)|\b(suspend\w*|paus\w*|lift\w*|rescind\w*|revok\w*|scrap\w*)\b[^.!?]{0,40}\brule\b[^.!?]{0,80}\b(export controls?|entity list\w*)\b|\b(exemptions?|exempt\w*|waivers?) from (U\.S\. |our |the |all )?(\w+ ){0,2}sanctions\b|(?<!\b(no|no more|any more|end\w*|revok\w*|cancel\w*)\s)\bsanctions? waivers?\b(?![^.!?]{0,30}\b(revoked|ended|terminated|cancell?ed|expire\w*|will not|won['’]t)\b)|\breciprocat\w* on (certain |some |the )?(entity list|export control|sanction)|(?<!(\bnot|\bnever|\bno longer|\bno|n['’]t)\s(be\s)?)\b(suspend\w*|suspension|lift\w*|paus\w*|waiv\w*)\b(?:(?!\b(war|fighting|killing)\b)[^.!?]){0,60}\b(sanctions|export controls?)\b/i;

/** The tools chips are made with: export controls on them reach their makers, not the chip designers. */
const CHIP_TOOLS = /\b(chip ?making|chip|semiconductor|wafer|lithography|fab)( manufacturing)? (equipment|tools|machines|machinery)\b/i;
/** The software chips are designed with (electronic design automation), which U.S. firms sell to China's chip designers. */
const CHIP_DESIGN = /\b(chip design|EDA|electronic design automation) (software|tools)\b/i;
/** Jet engines and their parts, which U.S. makers sell to China's airframe builders. */
const JET_PARTS = /\b(jet|aircraft|airplane) engines?\b|\b(jet engine|aircraft|aerospace) (parts|components)\b/i;
/** Advanced chips: what export controls on chips reach. */
// (A model named by its number, "its H300 products", is a chip.)
const CHIPS = /\b(chips?|semiconductors?|GPUs?|H\d{2,3}s?|Blackwells?|AI accelerators?)\b/i;
/** Biden's rule on who may buy A.I. chips: it holds back chips, and he only ever tells it scrapped. */
const DIFFUSION_RULE = /\bDiffusion Rule\b/i;
/** What export controls on goods hold back, the most specific first (chip tools and design software name chips too). */
const HELD: [RegExp, string][] = [
  [CHIP_TOOLS, "chip tools"],
  [CHIP_DESIGN, "chip design software"],
  [CHIPS, "chips"],
  [JET_PARTS, "jet engines"],
  // Russia's enriched uranium, barred or let back in: U.S. reactors' fuel, not its oil.
  [/\b(enriched uranium|uranium|nuclear fuel|Rosatom)\b/i, "uranium"],
  // Other goods barred at our border ("all imports of Russian Palladium… are BANNED"): no act on oil.
  [/\bimports? of\b(?![^.!?]{0,40}\b(oil|crude|petroleum|LNG|gas)\b)/i, "imports"],
  // The rule on who may buy A.I. chips holds back chips, whether or not its sentence names them ("I am rescinding the Biden A.I. Diffusion Rule").
  [DIFFUSION_RULE, "chips"],
];
/** Curbs on sales of goods taken off ("agreed to remove the restrictions on Chip Design Software and Ethane sales to China"): export controls eased. */
// ("The restrictions on Chip Design Software sales to China… are hereby LIFTED.")
const SALES_CURBS_LIFTED =
  /\b(lift\w*|eas(e|ed|es|ing)|remov\w*|end(s|ed|ing)?|drop\w*|scrap\w*)\b[^.!?]{0,10}\brestrictions on ([\w-]+ ){0,6}(sales|exports|shipments)\b|\brestrictions on ([\w-]+ ){0,6}(sales|exports|shipments)\b[^.!?]{0,80}\b(are|is|will be|have been) (hereby |now )?(lifted|eased|removed|ended|dropped|scrapped)\b/i;
const heldGoods = (x: string) => HELD.find(([re]) => re.test(x))?.[1] ?? null;
/** Goods the sentence before bars ("…no American Jet Engines… may be shipped to COMAC… The Commerce Department is revoking all licenses today!"). */
const barredBefore = (r: Reading, i: number | null) => (i && NONE_ALLOWED.test(r.sents[i - 1]!) ? heldGoods(r.sents[i - 1]!) : null);
/** Chip sales allowed ("Nvidia will be allowed to sell its H20 chips to China again"): export controls eased, in other words. */
// Not when refused ("We will NOT be allowing Nvidia to sell…"): that is the controls kept.
const CHIP_SALES_ALLOWED =
  /(?<!(\bnot|\bnever|\bno longer|\bno|n['’]t)\s(be\s)?)\b(allow\w*|approv\w*|permit\w*|licens(ed|ing))\b[^.!?]{0,30}\b(sell|sales?|ship\w*|export\w*)\b[^.!?]{0,40}\b(chips?|semiconductors?|GPUs?|H\d{2,3}|Blackwell)\b|\b(may|can) now (sell|ship|export)\b[^.!?]{0,40}\b(chips?|semiconductors?|GPUs?|H\d{2,3}|Blackwell)\b|\b(rescind\w*|revok\w*|repeal\w*|scrap\w*|kill\w*|terminat\w*)\b[^.!?]{0,30}\b(AI |A\.I\. )?Diffusion Rule\b|\bDiffusion Rule\b[^.!?]{0,120}\b(is|are|has been|will be) (hereby |now )?(rescinded|revoked|repealed|scrapped|terminated|killed)\b/i;

/**
 * Chip sales barred ("no advanced AI chips… may be shipped to China", "will require an Export License
 * to go to China"): export controls, in other words, when the sentence names chips and a country.
 */
const CHIP_SALES_BARRED =
  /\b(no|never|(will|shall|can|may) not|(won|can)['’]t|ban\w*|barr?(ed|ing)?|block\w*|prohibit\w*|forbid\w*|halt\w*|stop\w*|require\w* (an? )?(export )?licen[cs]es?)\b(?:U\.S\.|A\.I\.|[^.!?]){0,120}\b(sold|sell\w*|sales?|ship\w*|export\w*|go|going|sent|available)\b[^.!?]{0,80}\b(to|in)\b/i;

/** "NO MORE NVIDIA H20 CHIPS TO CHINA", "NO H200s, and certainly no Blackwells, for China": chips barred in a headline's words. */
const NO_MORE_CHIPS = /\bno (more )?\b[^.!?]{0,40}\b(chips?|GPUs?|H\d{2,3}s?|Blackwells?)\b[^.!?]{0,10}\b(to|for)\b/i;

/** No bar promised ("…and will not put any restrictions on shipping them to the USA"): the "not" is the bar's. */
const NO_RESTRICTIONS = /\b(not|never|won['’]t) (put|place|impose) any (new )?(restrictions|limits|controls)\b|\bno restrictions\b/i;

/** Chips barred outright; "…will not be allowed to sell… unless they pay 15%" sets a term, not a bar. */
export const barredChips = (x: string) =>
  CHIPS.test(x) &&
  !CHIP_TOOLS.test(x) &&
  (CHIP_SALES_BARRED.test(x) || NO_MORE_CHIPS.test(x) || LICENCES_REVOKED.test(x)) &&
  !/\bunless\b/i.test(x) &&
  !NO_RESTRICTIONS.test(x);

/** The tools barred ("no U.S. chipmaking tools may be sold to CXMT, YMTC…"): export controls on their makers' sales. */
const barredTools = (x: string) => CHIP_TOOLS.test(x) && CHIP_SALES_BARRED.test(x);

/** Leave said to be given, not asked for or weighed ("will allow", "has approved", "are now permitting"). */
const LEAVE_DECIDED =
  /\b(will (now )?(allow|approve|permit)|(has|have) (now |just )?(approved|allowed|permitted)|(am|are|is) (now )?(allowing|approving|permitting))\b/i;

/**
 * Oil under sanctions handed over or sold ("will be turning over 50 MILLION BARRELS of… Sanctioned Oil to the United States"):
 * barrels reaching the market, not a sanction imposed (not "upends China's sanctioned oil import scheme", which enforces one).
 */
const SANCTIONED_GOODS = /\b(turn\w* over|hand\w* over|deliver\w*|sell\w*|sold|send\w*|sent)\b[^.!?]{0,60}\bsanctioned (\w+ ){0,2}(oil|crude|barrels)\b/gi;

/** Sanctions named as the cause of what followed ("the Russian Stock Market fell again today after our Sanctions"): sanctions in force. */
export const SANCTIONS_AS_CAUSE = /\b(after|because of|due to|thanks to) (our|the|these|those|U\.S\.) (\w+ )?sanctions\b/gi;

/**
 * Sanctions not set by the sentence: ruled out ("I am not going to put Sanctions on Russia right now", "I am not putting Sanctions on…"),
 * on a condition ("I am ready to put major Sanctions on Russia, but only when ALL NATO Nations agree…", "…before I put the big sanctions
 * on Russia"), or kept as they are (KEPT).
 */
const SANCTIONS_NOT_SET =
  /\b(not|never|no longer)\b[^.!?]{0,15}\b(put(ting)?|impos\w*|plac\w*|add\w*)\b[^.!?]{0,20}\bsanctions\b|\bonly (when|if|once)\b|\bready to (put|impose|place)\b|\b(before|until) (I|we) (put|impose|place|slap|hit)\b/i;

/** Sanctions kept as they are ("All existing Sanctions remain in force", "our Export Controls… stay exactly where they are"). */
const KEPT = /\b(remain|stay)s?\b[^.!?]{0,10}\bin (full )?(force|place|effect)\b|\b(remain|stay)s? (exactly |right )?where (they|it) (is|are)\b/i;

/** Relief taken back ("the Sanctions relief on Russian agricultural banks is hereby REVOKED"), or the waivers ended ("I have ended every waiver that allowed Russian Uranium in"): no relief given. */
const NOT_EASED =
  /\b(relief|lifted|removed|come off)\b[^.!?]{0,30}\b(will )?only (come )?(after|when|once|if)\b|\brelief\b[^.!?]{0,50}\b(revoked|rescinded|cancell?ed|terminated|withdrawn|pulled)\b|\b(revok|rescind|cancel|terminat|withdr[ae]w)\w*\b[^.!?]{0,20}\b(the )?(sanctions )?relief\b|\b(end|ended|ending|revok\w*|cancel+\w*|terminat\w*|rescind\w*)\s+(every|all|the|any|each|those|these)\s+(\w+\s+)?waivers?\b/i;
/** Relief the sanctioned ask for ("Russia is asking for all Sanctions to be removed…"), refused in the next sentence ("That is not going to happen"). */
const ASKED_FOR = /\b(ask\w*|want\w*|demand\w*|begg?\w*)\b[^.!?]{0,10}\b(for )?(all )?(the )?(\w+ )?sanctions (to be )?(removed|lifted|dropped)\b/i;
const REFUSED_AFTER = /\b(not going to happen|no way|won['’]t happen|will not happen|never)\b/i;

/** The same measure given to others, in a sentence of its own ("This policy will also apply to AMD, Intel…"). */
const SAME_TERMS = /\b(the )?same (arrangement|approach|deal|treatment|terms)\b|\b(will|shall) also apply to\b/i;

/** Sanctions on people, and the things a market trades that a sanction may also name. */
const PEOPLE_ONLY =
  /\bsanction\w*\b[^.!?]{0,30}\b(officials?|individuals?|persons?|people|judges?|prosecutors?|ministers?|generals?|members|networks?|financiers|money men|smugglers|leaders|(financial )?backers)\b/i;
const TRADED = /\b(oil|crude|gas|banks?|tankers?|vessels?|ships?|companies|entities|refiner(y|ies)|exports?|imports?|chips?|ports?|airlines?)\b/i;
/** Sanctions on people, and nothing a market trades ("Sanctions on the corrupt Judges of the International Criminal Court"). */
const peopleOnly = (x: string) => PEOPLE_ONLY.test(x) && !TRADED.test(x);
/** A post whose every sanction is on people alone: no market act, whatever else it says. */
export const onPeopleOnly = (r: Reading) => r.sents.every((x) => !T.sanctions.test(x) || peopleOnly(x));

/**
 * A partner's own curb on what it sells us ("Chile has decided to restrict exports of Copper Concentrate to the United States", "China has
 * imposed export controls on Rare Earths"):
 * its act, read as the goods held back (facts/minerals.ts), not a sanction of ours.
 */
const CURB = /^\W*([^.!?]{0,40}?)\b(has|have|is|are|will|just)\b[^.!?]{0,20}\b(restrict|ban|halt|limit|stop|cut|impos|tighten)\w*\b[^.!?]{0,15}\bexports?\b/i;
/** The partner's own list ("…will be added to their Export Control list"); its controls eased are still relief to read ("China will suspend its export controls…"). */
const THEIR_CONTROLS = /\b(their|its) (own )?export (controls?|bans?|restrictions?)( list)?\b/i;
const partnersOwn = (r: Reading, x: string) => {
  const m = x.match(CURB);
  const at = x.search(THEIR_CONTROLS);
  const theirs = at > 0 && countriesIn(r, x.slice(0, at)).length > 0 && !/\b(we|I)\b/.test(x.slice(0, at)) && !SANCTIONS_EASED.test(x);
  return (m !== null && countriesIn(r, m[1]!).length > 0) || theirs;
};

/** Buyers of a producer's oil told to stop ("China must stop buying Iranian Oil"): pressure on its barrels, as sanctions threatened are. */
const BUYERS_PRESSED =
  /(?<!\b(understands?|knows?|agreed|agrees|realizes?) (that )?(it|they|he|she) )\b(must|should|has to|have to|needs? to|better) (stop|end|cut off|quit) (buying|importing|purchasing|taking)\b[^.!?]{0,40}\b(oil|crude)\b/i;

export function sanctionFact(r: Reading): Fact | null {
  const pressed = r.s.sanctions
    ? null
    : ownSentenceWith(r, (x) => BUYERS_PRESSED.test(x) && countriesIn(r, x).some((n) => r.countries.find((c) => c.name === n)?.sanctioned));
  if (pressed !== null) return fact(r, "sanction", pressed, null, { goods: "oil" });
  const allowed = ownSentenceWith(r, (x) => CHIP_SALES_ALLOWED.test(x) && !LICENCES_REVOKED.test(x) && !NONE_ALLOWED.test(x));
  // Chips barred to a country its sentence names; the tools to any buyer of a post that names a country.
  const barred =
    allowed === null ? ownSentenceWith(r, (x) => (barredChips(x) && countriesIn(r, x).length > 0) || (barredTools(x) && r.countries.length > 0)) : null;
  if (!r.s.sanctions && allowed === null && barred === null) return null;
  // His own sentence first ("Some people asked whether I would LIFT the Russia sanctions… Rosneft and Lukoil are added…").
  const sanctioning = (x: string) => T.sanctions.test(x.replace(SANCTIONED_GOODS, " ").replace(SANCTIONS_AS_CAUSE, " ")) && !partnersOwn(r, x);
  const said = r.s.sanctions ? (ownSentenceWith(r, (x, j) => sanctioning(x) && !claimedOf(r.sents, j)) ?? sentenceWith(r, sanctioning)) : null;
  if (said === null && allowed === null && barred === null) return null;
  // People sanctioned, and nothing a market trades ("Treasury has sanctioned four corrupt officials of a small Caribbean government"): no market act.
  if (said !== null && allowed === null && barred === null && peopleOnly(r.sents[said]!)) return null;
  // (Chips barred to a country before a sanctions sentence that names no chips: "NO MORE NVIDIA H20 CHIPS TO CHINA. EXPORT BAN
  // EFFECTIVE NOW!" The barred sentence names what is banned.)
  const i = said !== null && (barred === null || CHIPS.test(r.sents[said]!)) ? said : (barred ?? allowed);
  const x = i === null ? "" : r.sents[i]!;
  const refused = ASKED_FOR.test(x) && i !== null && REFUSED_AFTER.test(r.sents[i + 1] ?? "");
  // (Biden's A.I. Diffusion Rule is only ever told as scrapped, whatever the verb: "getting rid of it", "We will NOT be keeping…".)
  const eased =
    ((SANCTIONS_EASED.test(x) || SALES_CURBS_LIFTED.test(x)) && !NOT_EASED.test(x) && !refused) || (i !== null && i === allowed) || DIFFUSION_RULE.test(x);
  // "If we don't make a deal… I have no other choice but to put… Sanctions": a threat without a time set (rubric: Medium).
  // Leave to sell decided ("the U.S. will allow NVIDIA to ship its H200 chips…") is the controls eased, an act.
  const firm =
    (r.s.concrete || r.has(T.sanctionAction) || (i !== null && i === allowed && LEAVE_DECIDED.test(x))) &&
    !openThreat(x) &&
    !SANCTIONS_NOT_SET.test(x) &&
    !KEPT.test(x);
  return fact(r, eased ? "sanction-lifted" : "sanction", i, firm ? "sanctions" : null, {
    // On oil buyers of a producer: the goods the sanction holds back; on chips: the chips, and the chipmakers its sentence names.
    goods: r.oilCountry && OIL_BUYERS.test(x) && !eased ? "oil" : (heldGoods(x) ?? barredBefore(r, i)),
    // …and those the post gives "the same arrangement" ("AMD and the others get the same arrangement"), or whose chips
    // another sentence bars ("NVIDIA's most advanced Blackwell Chips will NOT be sold to China").
    companies:
      CHIPS.test(x) && !CHIP_TOOLS.test(x) && i !== null
        ? r.companies.filter(
            (c) => c.sector === "semiconductors" && r.sents.some((y, j) => r.names(c, j) && (j === i || SAME_TERMS.test(y) || (!eased && barredChips(y)))),
          )
        : [],
  });
}
