/**
 * Which tariff fact a sentence states (set, raised, paused, cut, threatened, or trade cut off), and
 * the rate that counts, read past the clauses that are the other side's (a condition, a reason).
 */
import type { FactKind } from "./kinds.ts";
import { RELIEF_IN, RELIEF_REFUSED, ULTIMATUM, UNMET } from "./patterns.ts";
import { T } from "../lexicon/terms.ts";
import { MORE_TIME_ON_RATE } from "../lexicon/tariff-words.ts";
import { MONTHS as MONTH_NAMES, rateOf } from "./text.ts";

/**
 * A condition put first ("If Canada does not drop its Dairy Tariffs, …", "Either these Tariffs come down, or…"), or first after a warning's colon ("…should be
 * warned: unless these are removed, I will…"): what follows the comma is what he will do. A condition whose subject is a
 * list runs past the list's commas ("If these fines, and the Digital Services Taxes, are not dropped within 30 days, a 30% Tariff…").
 */
export const IF_CLAUSE =
  /^(?:[^:.!?]{0,200}:\s*)?\W*(If|Unless|Should|Either)\b[^,]{3,120}(?:,\s*(?:and|or)\b[^,]{1,80},\s*(?:are|is|were|was|have|has|do|does|don['’]t|doesn['’]t)\b[^,]{1,120})?,\s*/i;

/** A condition told as a day ("The day Canada signs a Trade Deal with Beijing is the day every Canadian product… pays a 100% TARIFF!"): what follows is what he will do then. */
export const THE_DAY_WHEN =
  /^\W*The (very )?(day|moment|minute|second) (that )?[^.!?]{3,120}?\b(is|will be) the (very )?(day|moment|minute|second)( that)?\s+/i;

/** A sentence without the condition put first ("If…,", "The day… is the day"): the act itself. */
export const withoutCondition = (x: string) => x.replace(IF_CLAUSE, "").replace(THE_DAY_WHEN, "");

/**
 * The reason put first ("Based on Canada placing a 25% Tariff on Electricity…, I have…", "Because of this,"): what follows the comma is the act (a tariff told
 * with its act after the reason is the act, lists and all: "Based on great progress…, the 40% Tariff on Brazilian Beef, Coffee… is hereby REMOVED";
 * "Because the European Union has passed the legislation dropping its TARIFFS…, the TARIFF on European Cars… is lowered to 15%").
 */
export const REASON_CLAUSE =
  /^\W*(Because of|Due to|Given|In response to) (this|that|these|those|it),\s*|^\W*(Based on|Because( of)?|In response to|Due to|Given)\b(?:(?!\b(tariffs?|reciprocal rates?)\b[^.!?]{0,60}\b((will|shall) be|are|is|were|was|ha(ve|s) been)\b)[^.!?]){3,160}?,\s*(?=(I|we|the United States|effective|starting|beginning)\b)|^\W*(Because|Since|Now that)\b[^,.!?]{3,160}\b(its|their) (own )?(tariffs?|duties|taxes)\b[^,.!?]{0,60},\s*(?=the\b)|^(?:\bE\.U\.|\bU\.[SK]\.|[^.!?,]){3,120}?\b(refused|refuses|failed|fails|declined) to (drop|remove|cut|lower|end|eliminate) (its|their) [^.!?,]{0,40},\s*so\s+/i;

/** A rate set against the one it replaces ("a 10% Tariff instead of the 20% we were charging", "only 10%, not 25%"). */
const INSTEAD =
  /(\d+(?:\.\d+)?)\s?(?:%|percent)(?:[^.!?]{0,40}\b(?:instead of|rather than|in place of|down from|up from)|(?: tariffs?)?,? not)\s+(?:the\s+)?(\d+(?:\.\d+)?)\s?(?:%|percent)/i;

/**
 * Prices, costs or rates lowered: what a relief word is about when its object is not the tariff; or prices raised ("The U.K. will
 * increase the prices it pays for new Medicines by 25%"): no tariff raised.
 */
export const PRICES_MOVED =
  /\b(lower|lowers|lowered|lowering|cut|cuts|cutting|reduce|reduces|reduced|reducing|drop|drops|dropped|dropping|increase|increases|increased|increasing|raise|raises|raised|raising)\s+(its|their|your|his|the|our|drug|all)?\s*(\w+\s+)?(prices?|costs?|rates of interest|interest rates)\b(?:[^.!?,;]{0,60}?\bby\s+\d{1,3}(?:\.\d+)?\s?(?:%|percent))?/gi;

/**
 * A partner taken out of the trade preferences it had ("…removed from all U.S. Trade Preference programs", "…and their AGOA preferences are
 * hereby suspended"): a cost to it, whatever "removed" or "suspended" says of relief elsewhere.
 */
const PREFERENCES_LOST =
  /\b(removed|cut off|expelled|suspended|terminated|dropped) from (all |the )?(U\.S\. )?(trade )?(preferences?|GSP|AGOA)\b( programs?)?|\b(GSP|AGOA|trade) (preferences?|benefits?)\b[^.!?]{0,20}\b(suspended|revoked|terminated|removed|cancell?ed|ended)\b/gi;

/** A special arrangement ended ("That arrangement is TERMINATED…, and the full 50% Steel TARIFF will apply"): the full rate comes back, no relief. */
const SPECIAL_TERMS_ENDED =
  /\b(special |current )?(arrangement|carve-?out|quota)s?\b[^.!?]{0,20}\b(is|are|will be|has been) (now |hereby )?(terminated|ended|revoked|cancell?ed|over)\b(?=[^.!?]*\bfull\b)/gi;

/**
 * Their side demanded before ours ("Canada: drop your ridiculous 250% Dairy TARIFF by Friday at noon, or the TARIFF… goes to 100%", "Brussels… should
 * drop them now, or face serious Tariffs"): what follows "or" is ours.
 */
export const DEMAND_OR = /^[^.!?]*?\b(drop|cut|remove|lower|end|eliminate)\s+(your|their|its|them|it|those|these)\b[^.!?]*?,\s*or\s+/i;

/**
 * A raise he says he will not make ("I have decided NOT to go ahead with the 100% additional Tariff", "…decided NOT to raise Mexico's Tariff to 30%"), or one denied ("The Japan Tariff
 * was NOT raised to 35% as the Fake News reported"), or an extra one that "will NOT go into effect" ("…the additional 100% Tariff that was set to go
 * into effect on November 1st will NOT happen").
 */
const RAISE_CALLED_OFF =
  /\b(I|we|I['’]m|we['’]re)\b[^.!?]{0,15}\b(not|never|no longer|won['’]?t)\s+(be\s+|to\s+)?(rais|increas|hik|doubl)\w*|\b(decided|decide|chose|choose) (not|NOT) to (go ahead|proceed|move forward) with\b|\b(will|shall) (not|NOT|never) (go ahead|proceed|move forward) with\b|\b(rather than|instead of) ((rais|increas|hik|doubl)\w*|go(ing)? up)\b|\btariffs?\b[^.!?]{0,30}\b(was|were|has|have) (not|never) (been )?(raised|increased|hiked)\b|\b(extra|additional|added|higher|new)\b[^.!?]{0,80}\b(will|shall) (not|NOT|never) ((go|come) into effect|take effect|happen|be (imposed|charged|collected))\b/i;

/** Time asked for on a tariff ("more time", "She asked to move the June 1st date"), and given ("I agreed", "I have moved the June 1st date to JULY 9th"). */
const MORE_TIME = /\b(more time|an extension|a delay)\b|\basked (me )?to (move|delay|push back|postpone|extend)\b(?! up)/i;
const GRANTED =
  /\b(I said (OK|yes)|I (have )?((therefore|now|just|today) )?(agreed|granted|moved|extended|pushed back)|the new date is|(is|was) (now )?(extended|moved)|I (have )?decided to hold off until)\b(?! up)/i;

/** A rate moved from one level to another ("from 145% to 30%", "from 25% down to 18%"). */
/** A headline's arrow says the same ("STEEL: 25% -> 50%"). */
const FROM_TO =
  /\bfrom (\d{1,3}(?:\.\d+)?)\s?(?:%|percent),? (?:back )?(?:(?:down|up|all the way) )?to (?:(\d{1,3}(?:\.\d+)?)\s?(?:%|percent)|(zero)\b)|\b(\d{1,3}(?:\.\d+)?)\s?%\s*(?:->|→)\s*(?:(\d{1,3}(?:\.\d+)?)\s?%|(zero)\b)/i;

/** The two rates of "from A% to B%" ("from 10% to ZERO": B is 0), as numbers' text. */
export const fromTo = (x: string): [string, string] | null => {
  const m = FROM_TO.exec(x);
  return m ? [m[1] ?? m[4]!, m[2] ?? m[5] ?? "0"] : null;
};

/** Which way a rate "from A% to B%" moves, if the sentence says so. */
export const rateMove = (x: string): "down" | "up" | null => {
  const m = fromTo(x);
  return m === null || Number(m[0]) === Number(m[1]) ? null : Number(m[1]) < Number(m[0]) ? "down" : "up";
};

/** What follows if a demand is not met ("…, or they will be paying very big Tariffs"). */
const OR_PAY = /\bor (else )?(they|it|he|she|you)('ll| will) (be )?(pay|paying|face|facing|be hit|get)\b[^.!?]{0,30}\btariffs?\b/i;

/** A new rate told before the old one it is cut from ("a 15% Tariff, cut from 25%"). */
const CUT_FROM = /\b(\d{1,3}(?:\.\d+)?)\s?%[^.!?]{0,30}\b(?:cut|down|reduced|lowered|slashed) from (\d{1,3}(?:\.\d+)?)\s?%/i;

/** A tariff taken away whole rather than lowered. */
const LIFTED_WHOLE =
  /\b(to zero|(a )?zero tariffs?|(will|shall|does) not apply|won['’]t apply|lift\w*\b(?! (up )?to \d)|remov\w*|cancel\w*|terminat\w*|eliminat\w*|revok\w*|rescind\w*|withdr[ae]w\w*|taken? off|no (more )?tariffs?)\b/i;

/** How long the act lasts, put first ("Until the Supreme Court decides, "). */
export const UNTIL_FIRST = /^\W*Until\b[^,]{3,120},\s*/i;

/** A condition told after the act ("…if the EU does not remove its Tariff", "…until it is withdrawn!"), to the sentence's end. */
export const TRAILING_IF = /\b(if|unless|until)\b[^.!?]*[.!?]*\s*$/i;

/** A rate in force said to be coming down ("it won't be that high", "It will come down substantially"). */
const COMING_DOWN =
  /\b(won['’]?t|will not|is not going to|isn['’]?t going to) be (nearly )?(that|as|so) high\b|\b(it|they|tariffs?|the rate) ((will|is going to|are going to) come|(are|is|will be) coming) (way |substantially |significantly )?down\b|\b(willing|agreed|going) to (take|bring) (them|it|their tariffs?) (way |substantially |significantly )?down\b/i;

/** A rate that "will go back down to 15%", or a rate that "falls to 18%" (not a partner that "will drop to 10%" beside everyone's raise): a cut to the rate named. */
const DOWN_TO =
  /\b(go(es)?|come(s)?|going|coming|be brought) (back )?down to \d{1,3}(\.\d+)?\s?(%|percent)|\b(rate|tariffs?)\b[^.!?,]{0,15}\b(falls?|fell|drops?|dropped|is lowered|is reduced) to \d{1,3}(\.\d+)?\s?(%|percent)/i;

/** The exemption of those who buy or build here ("…, and any company that orders ships from American shipyards will be exempt from Port Fees"). */
const BUILDERS_EXEMPT = /,?\s*(and )?\b(any|every|all) (compan(y|ies)|firms?|buyers?|makers?)\b (that|which|who)\b[^.!?]{0,80}\bexempt\w*\b[^.!?]*/gi;
/** An exemption told as the past in a relative clause ("which was foolishly EXEMPTED from our Copper Tariff by…,"). */
const EXEMPT_BEFORE = /\b(which|that|who) (was|were|had been|has been|have been)\b[^,.!?]{0,40}\b(exempt\w*|exclud\w*|spared|left out)\b[^,.!?]*/gi;

/**
 * More goods let in at the low rate ("authorized the Tariff Rate Quota for Argentine Beef to be raised to 80,000 Metric Tons", "increase the
 * quota of Argentine Beef allowed into our Country"):
 * the quota is what is raised, and the tariff paid on the goods falls.
 */
const QUOTA_RAISED =
  /\b(tariff[- ]rate |import )?quotas?\b[^.!?]{0,60}\b(rais\w*|increas\w*|expand\w*|doubl\w*|tripl\w*|quadrupl\w*)\b|\b(rais\w*|increas\w*|expand\w*|doubl\w*|tripl\w*|quadrupl\w*)\b[^.!?]{0,30}\b(tariff[- ]rate |import )?quotas?\b/i;

/**
 * Today's terms kept for longer, with no raise ("agreed to keep today's Trade terms in place for three more months, no increase", "keep
 * Mexico's Tariff at 25%… for another 90 days, rather than the 30% scheduled", "the suspension of the additional 24% reciprocal tariff… is being
 * extended for another 90 days"): a pause.
 */
const TERMS_EXTENDED =
  /\b(suspension|pause)\b[^.!?]{0,80}\b(is|are|has been|have been|will be) (being )?(extended|renewed|prolonged)\b|\b(keep|kept|leave|leaving)\b[^.!?]{0,40}\b(tariffs?|rates?)\b[^.!?]{0,90}\bfor (another|(\w+ ){0,2}more) (\d+ )?(days|weeks|months)\b|\b(tariffs?|rates?)\b[^.!?]{0,40}\b(will |shall )?(remains?|stays?) (in place|in effect|as (it|they) (is|are))\b[^.!?]{0,20}\bfor (another|(\w+ ){0,2}more) (\d+ )?(days|weeks|months)\b|\b(keep|kept|leave|leaving|extend\w*)\b[^.!?]{0,40}\b(terms|tariffs?|rates?|arrangements?|status quo)\b[^.!?]{0,20}\bin place\b[^.!?]{0,20}\bfor (another|(\w+ ){0,2}more) (\d+ )?(days|weeks|months)\b/i;

/**
 * The form of the metal that trades left out ("…will apply to semi-finished copper products… but NOT to refined copper cathodes",
 * "Refined Copper is exempt", "Copper cathodes, concentrates, ores and scrap will be EXEMPT"): the premium the market priced for the tariff falls, relief against what was feared.
 */
const REFINED_SPARED =
  /\b(not|never)\b[^.!?]{0,15}\b(to|on)\b[^.!?]{0,5}\b(refined|cathodes?)\b|\b(refined|cathodes?)\b[^.!?]{0,40}\b(is|are|will be|remains?) (fully |completely )?exempt|\b(refined|cathodes?)\b[^.!?]{0,60}\b(will|shall|are|is) (not|NOT|never) (be )?subject to\b/i;

/**
 * A tariff's deadline or start put off ("The deadline for Secondary Tariffs… is hereby EXTENDED", "the start date is moved to October 1st",
 * "The 50% Tariff date is extended to July 9th", "I have moved the June 1st date to JULY 9th", "…will NOT start June 1st, I have moved it to
 * July 9th"): a pause.
 */
const MONTHS = "(January|February|March|April|May|June|July|August|September|October|November|December)";
const DEADLINE_PUT_OFF = new RegExp(
  String.raw`\b(will|shall) (NOT|not) (start|begin|go into effect|take effect) (on )?${MONTHS}\b|\b(moved|pushed|delayed|postponed) (it|them) (back )?to ${MONTHS}\b|\b(start )?date\b[^.!?]{0,20}\b(is |has been |was )?(moved|pushed|delayed|postponed|extended) (back )?to\b|\b(moved|pushed|delayed|postponed|extended)\b[^.!?]{0,20}\b(start )?date\b (back )?to\b|\bdeadlines?\b[^.!?]{0,60}\b(extended|delayed|postponed|pushed back)\b|\b(extend\w*|delay\w*|postpon\w*|push\w* back)\b[^.!?]{0,20}\bdeadlines?\b`,
  "i",
);

/** A start date corrected to a later one ("…will start on November 1st, NOT October 1st", "now starts July 9th instead of June 1st"): put off, a pause. */
const START_CORRECTED = new RegExp(
  `\\b(starts?|begins?|go(?:es)? into effect|takes? effect)(?: on)? ${MONTHS}\\b[^.!?]{0,15}\\b(?:NOT|not|instead of) ${MONTHS}\\b`,
);
const putOffTo = (x: string) => {
  const m = START_CORRECTED.exec(x);
  return m !== null && MONTH_NAMES.indexOf(m[2]!) > MONTH_NAMES.indexOf(m[3]!);
};

/** A tariff held off ("…is being held off for 90 days", "hold off on the increase for 30 days"): news, whatever else the sentence says stays in place. */
export const HELD_OFF = /\b(held off|hold(ing)? off|on hold|paus\w*|suspend\w*|delay\w*|postpon\w*)\b/i;

/** The tariff just told, paused in the sentence after it ("I have agreed to pause it for one month"). */
// ("…I have agreed to extend that deadline to July 9th", "Actually, I have decided to hold off until July 9th")
const PAUSED_NEXT =
  /\b(I|we)\b[^.!?]{0,30}\b(paus|suspend|delay|postpon)\w*\s+(it|them|that|this|the tariffs?)\b|\b(I|we)\b[^.!?]{0,30}\bhold(ing)? off (until|till|to)\b|\b(I|we)\b[^.!?]{0,30}\bextend\w* (that|this|the) (deadline|date)\b/i;

/** Which tariff fact a sentence states: set, raised, paused, cut, threatened, or trade cut off. */
export function tariffKind(x: string, tariff: boolean, firm: boolean, next = "", then = ""): FactKind {
  if (!tariff) return "trade-cutoff";
  // "If Canada does not drop its Dairy Tariffs, we will put…": the relief is their condition, the threat is ours.
  // "Because Canada… has refused to drop its Dairy Tariffs, I am hereby RAISING…": the reason is theirs too.
  // ("Until the Supreme Court decides, I am PAUSING…": how long the act lasts, put first, is no condition on it.)
  const main = withoutCondition(x).replace(REASON_CLAUSE, "").replace(UNTIL_FIRST, "").replace(DEMAND_OR, "");
  // "…a 200% Tariff on European Wines if the EU does not remove its Tariff on Whisky": the relief
  // asked of them in a trailing condition is theirs to give, not ours.
  // "…lower its prices, or it will pay a 200% Tariff": prices lowered are the demand, not tariff relief.
  // ("…and South Africa is hereby removed from all U.S. Trade Preference programs": preferences lost, no relief.)
  // ("Refined Copper Cathode, which was foolishly EXEMPTED from our Copper Tariff…, will be subject to a 25% Tariff": the old exemption is what ends.)
  // ("I have agreed to PAUSE, for a period of 90 Days, the Semiconductor Tariff…": how long, set off by commas after the verb, is no part of what is paused.)
  const ours = main
    .replace(
      /\b(paus\w*|suspend\w*|delay\w*|lift\w*|remov\w*),\s*for (?:a period of |another |an additional )?\d+ (?:more )?(?:days?|weeks?|months?|years?),\s*/gi,
      "$1 ",
    )
    .replace(TRAILING_IF, "")
    .replace(PRICES_MOVED, " ")
    .replace(PREFERENCES_LOST, " ")
    .replace(EXEMPT_BEFORE, " ")
    .replace(BUILDERS_EXEMPT, " ")
    .replace(SPECIAL_TERMS_ENDED, " ");
  // "I will not be extending the pause": relief refused is no relief.
  // ("Cancelling the Tariff on Swiss watches? Not yet!": relief asked about and refused in the answer.)
  const answeredNo = /\?\s*$/.test(x) && /^\W*(not yet|no\b|never\b|not now\b)/i.test(next);
  const eased = (T.tariffRelief.test(ours) || RELIEF_IN.test(ours)) && !RELIEF_REFUSED.test(ours) && !answeredNo;
  // ("If they don't lower their Tariffs…, the 15% will go a lot higher!": the rate alone names our tariff; "Either these Dairy Tariffs
  // come down, or the United States will respond VERY STRONGLY": a response to their tariffs is a threat of ours.)
  const response = T.tariff.test(x) && /\b(respond|retaliat\w*|hit back|strike back)\b/i.test(main);
  if ((IF_CLAUSE.test(x) || THE_DAY_WHEN.test(x)) && !eased && (T.tariff.test(main) || /\d\s?%/.test(main) || response)) return "tariff-threatened";
  // "…called to ask for more time on the 50% E.U. Tariff. I said OK, the new date is July 9th": a pause, granted.
  // ("Mexico asked for more time on the 30%. We agreed to keep talking": asked, not granted: talks, no tariff act.)
  // ("…a 50% Tariff on them starting June 1st… Ursula called… and asked for more time. Actually, I have decided to hold off until July 9th.")
  if (MORE_TIME.test(ours) || (MORE_TIME.test(next) && !T.tariff.test(next) && T.tariff.test(ours))) {
    if (GRANTED.test(`${x} ${next} ${then}`)) return "tariff-paused";
    if (/\basked\b/i.test(ours) && !T.tariff.test(ours.replace(MORE_TIME_ON_RATE, " "))) return "trade-talks";
  }
  // "The 25% Tariff on Mexico was to go into effect tonight. After a very good call…, I have agreed to pause it for one month.": the pause is of the tariff told before.
  if (PAUSED_NEXT.test(next)) return "tariff-paused";
  if (QUOTA_RAISED.test(ours) || REFINED_SPARED.test(`${x} ${next}`)) return "tariff-cut";
  if ((DEADLINE_PUT_OFF.test(ours) || TERMS_EXTENDED.test(ours) || putOffTo(ours)) && !RELIEF_REFUSED.test(ours)) return "tariff-paused";
  // "I will NOT be raising the Steel and Aluminum Tariffs on Canada to 50%. They stay where they are": a raise called off, relief.
  if (RAISE_CALLED_OFF.test(ours)) return "tariff-paused";
  if (eased)
    return HELD_OFF.test(x) || /\b(extend|extens|grace period|for now\b|instead of\b|(date|deadline)\b[^!?]{0,60}\bback\b)/i.test(x)
      ? "tariff-paused"
      : "tariff-cut";
  // "We are looking at the Tariffs on China. 145% is very high, and it won't be that high": a rate said to come down is a cut to come.
  if (COMING_DOWN.test(`${ours} ${next}`) || DOWN_TO.test(ours)) return "tariff-cut";
  // "China will pay a 10% Tariff instead of the 20% we were charging": the new rate against the old one.
  const instead = INSTEAD.exec(main);
  if (instead) return Number(instead[1]) < Number(instead[2]) ? "tariff-cut" : "tariff-raised";
  // "Japan will pay a 15% Tariff, cut from 25% on their cars": the new rate, then the old one.
  const cutFrom = CUT_FROM.exec(main);
  if (cutFrom && Number(cutFrom[1]) < Number(cutFrom[2])) return "tariff-cut";
  // "our Tariffs on China come down from 145% to 30%": the first rate against the second.
  const moved = rateMove(main);
  if (moved) return moved === "down" ? "tariff-cut" : "tariff-raised";
  // ("Samsung… must build more Chips in America, or they will be paying very big Tariffs": a demand, and a tariff if not, with no rate.)
  // ("…should drop them now, or face serious Tariffs": their side demanded, ours with no rate.)
  if (ULTIMATUM.test(x) || UNMET.test(main) || ((OR_PAY.test(main) || DEMAND_OR.test(x)) && !/\d\s?%/.test(main))) return "tariff-threatened";
  // "The Tariff that India pays… will be going up", "Tariffs on China go back to 145%": raised too (not "a 25% Tariff, going up sharply next year": set now, raised later).
  // ("…stays exactly where it is, with no increase": an increase denied is none.)
  if (
    /(?<!\b(?:no|without(?: any| an)?|not)\s)\b(rais|increas|hik|doubl)\w*\b|\b(go|goes|going|snap|snaps|revert|reverts) back (up )?to \d|\b(are|is) back (up )?(at|to) \d|\btariffs?\b[^.!?,]{0,40}\b((will|could|would|may|might|shall|to|is|are)( be)? go(ing)?|goes) (back )?up\b/i.test(
      x.replace(PRICES_MOVED, " "),
    )
  )
    return "tariff-raised";
  return firm ? "tariff-imposed" : "tariff-threatened";
}

/**
 * "reduced to 30%", "25% -> 50%": the new rate is the one that counts; a rate lifted whole ("The 100% Tariff… is
 * CANCELLED", "25% -> ZERO") leaves none.
 */
export function sizeOf(said: string, kind: FactKind): string | null {
  // (Not prices raised by a rate: "…will increase the prices it pays for new Medicines by 25%".)
  const x = said.replace(PRICES_MOVED, " ");
  // (Not a rate kept: "…a 30% Tariff on all products, and Cars will stay at 25%".)
  const to = x.match(/(?<!\b(?:stay|stays|remain|remains|kept|keep|left)\s)\b(?:to|at) (\d{1,3}(?:\.\d+)?)\s?(?:%|percent)/i)?.[1] ?? fromTo(x)?.[1];
  if (to && to !== "0") return `${to}%`;
  return kind === "tariff-cut" && (to === "0" || LIFTED_WHOLE.test(x)) ? null : rateOf(x);
}
