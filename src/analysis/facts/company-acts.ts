/**
 * What a post does to a company beyond a demand or praise, and whom a sentence is aimed at: leave to
 * sell where it could not, a bar on its sales, a listing, a stake taken or sold, a purchase refused,
 * and a sentence that goes on about the company by "They" or names a rival as the way out.
 */
import type { Company } from "../lexicon/companies.ts";
import type { Fact, Reading } from "./kinds.ts";
import { ASIDE, DATED_PAST, fact, LICENCES_REVOKED, NONE_ALLOWED, PCT, ownSentenceWith, sentenceWith } from "./patterns.ts";
import { pointsBack } from "./pointing.ts";
import { COMPANY_AGREED, COMPANY_ATTACK, COMPANY_PRAISE, COMPANY_STAKE } from "./company-patterns.ts";
import { T } from "../lexicon/terms.ts";
import { unshout } from "./text.ts";

/** A purchase barred or refused ("will not be allowed to buy U.S. Steel"): no orders. */
// (…or a purchase put under review or stopped: "Canada is reviewing its purchase of 88 F-35 fighter jets", "ordered… to stop buying Nvidia chips",
// "China just cut off purchases of Micron memory chips", "cut our purchases of the F-35 by one third"; "Don't forget, Qatar agreed to buy…" bars nothing.)
export const NOT_BOUGHT =
  /(\bnot|\bnever|\bno longer|n['’]t)\b(?! (forget|worry|be fooled)\b)[^.!?]{0,25}\b(buy|purchas)\w*|\b(review\w*|reconsider\w*|cancel\w*|stop\w*|halt\w*|freez\w*|cut\w*( off)?|reduc\w*|slash\w*) (its |their |the |all |our )?(buying|purchas\w*)\b/i;

/**
 * The government made a holder ("will become the largest shareholder of MP Materials", "a Golden Share in U.S. Steel", "now a 10% owner of INTEL",
 * "is taking a $400 Million equity stake in…", "will buy $400 Million of MP stock").
 */
export const GOVERNMENT_STAKE =
  /\b(largest|biggest|major) shareholder\b|\bgolden share\b|\b(now )?(a|an) (\d+(\.\d+)?\s?%|part|partial) owner of\b|\b(take|taking|took|receive|acquire)\w*\b[^.!?]{0,30}\b(equity )?stakes? in\b|\b(buy|buying)\s+\$[\d,.]+\s*(million|billion)\s+(of|in)\s+(\w+\s+){0,2}(preferred )?(stock|shares)\b/i;
export const STAKE_SOLD = /\b(sold|sell\w*|dump\w*|unload\w*)\b[^.!?]{0,20}\b(stake|shares)\b/i;
/** A stake held and boasted of ("Our 10% stake in Intel is already worth billions more"): no new deal. */
export const STAKE_WORTH = /(\b(is|are)|['’]s) (already |now )?worth\b|\bmade (a lot of |so much |big |tremendous )?money\b|\bmade (\w+ ){0,3}a fortune\b/i;

/**
 * A government contract given to a company, with its price ("has been awarded the $38 Billion… contract", "The first $25 Billion of… contracts have been awarded: Lockheed Martin…",
 * "The Pentagon will sign a $12 Billion Dollar… deal with Palantir"), or a price floor it guarantees with the output it will buy
 * ("will guarantee a MINIMUM PRICE of $110 per kilogram for Rare Earth oxide produced at MP Materials, and will buy 100% of the
 * magnets"): new revenue, as a deal made with it is.
 */
export const CONTRACT_AWARDED =
  /\b(awarded|(will|to) award)\b[^.!?]{0,60}\bcontracts?\b|\bcontracts?\b[^.!?]{0,40}\b(have been|has been|were|was|are|is) (now )?awarded\b|\b(guarantee\w*|set\w*) (a |the )?(minimum|floor) price\b|\b(Pentagon|Department of (War|Defense|Energy)|Army|Navy|Air Force|Space Force|NASA)\b[^.!?]{0,30}\b(will sign|signed|has signed|is signing)\b[^.!?]{0,60}\b(contracts?|deal)\b/i;
export const CONTRACT_PRICE =
  /\$\s?[\d,.]+\s*(billion|million|trillion)\b|\b[\d,.]+ (billion|million) dollars\b|\$\s?[\d,.]+ per (kilogram|ton|pound|unit)\b|\b100% of\b/i;

/** The verbs of a deal made. */
const MADE = "(reached|made|struck|signed|completed|concluded|finalized)";
/** A deal announced as a headline ("Great deal with PFIZER!"). */
const DEAL_HEADLINE = String.raw`^\W*(great|big|huge|historic|fantastic|terrific)\s+(\w+\s+)?(deal|agreement)\s+with\b`;
/**
 * A deal he made with a company ("we have reached a deal with Nvidia", "Just made a deal with…", "Merck and GSK signed Most
 * Favored Nation Deals with my Administration", "have signed on to Most Favored Nation pricing"), not a deal of the company's.
 */
export const DEAL_WITH = new RegExp(
  String.raw`\b(we|I|the United States|the U\.S\.|the (Department|Secretary) of (the )?\w+|the Pentagon|my Administration)\s+(have\s+|has\s+)?(just\s+)?${MADE}\s+(a|an)\s+(\w+\s+)?(deal|agreement)\s+with\b|${DEAL_HEADLINE}|^\W*(just\s+)?${MADE}\s+(a|an)\s+(\w+\s+)?(deal|agreement)\s+with\b|\b${MADE}\s+((a|an)\s+)?([\w-]+\s+){0,4}(deals?|agreements?)\s+with\s+(the United States|the U\.S\.A?\.?|my Administration|us)\b|\b(have|has)\s+(just\s+)?signed on to\s+(the\s+)?(Most Favou?red Nation|MFN)\b|\b(I|we)\s+(was|were|am|are)\s+(\w+\s+)?(honou?red|proud|pleased|thrilled)\s+to\s+sign\s+(a|an|the)\s+(\w+\s+){0,2}(deal|agreement)\s+with\b`,
  "i",
);
/** …made now: "have reached", "just made", a headline; not "we made" (told of one already known). */
export const DEAL_NOW = new RegExp(
  String.raw`\b(have|has)\s+(just\s+)?${MADE}\b|\b(just|today)\s+${MADE}\b|^\W*Today,?\s[^.!?]{0,60}\b${MADE}\b|${DEAL_HEADLINE}`,
  "i",
);

/**
 * A rival named as the way out of a demand ("They must bring it down or we will buy Boeing"): it
 * would win the business, so it is no target of the demand.
 */
const OR_ELSE_BUY = /\bor (else )?(we|I|they|the U\.S\.|America)\b[^.!?]{0,20}\b(buy|use|go to|switch to|order from|turn to|purchase)\b/i;
/**
 * A sentence that names its subject only by "They": it goes on about the companies just named. ("It"
 * and "He" as often go on about a thing or a person: "Tesla is great. It should get all the support…")
 */
const PRONOUN_SUBJECT = /^\W*(?:Either\s+)?(They|they|The company)\b/;
/**
 * A bare command after the company was named ("Exxon and Chevron are buying back stock… Stop the buybacks and PUMP!", "Thank you Walmart
 * for raising prices… Brilliant! Now EAT THE TARIFFS"). (pointing.ts PRICES_TOLD is the narrower one about its prices that also makes a demand count.)
 */
const COMMAND =
  /^\W*((Now|So),? )?(Stop|Start|Cut|Lower|Build|Bring|Drill|Pump|Hire|Pay|Eat|Absorb|Swallow) (the|your|their|it|them|those|prices|building|drilling|pumping)\b/i;
/** "The Chief Executive of INTEL… He has to step down": after its chief is named, "He" is the company's man. */
const ITS_CHIEF =
  /\b(CEO|C\.E\.O\.|Chief Executive( Officer)?|Chairman|Chairwoman|Chair) of\b|(['’]s|\b(their|its)) (CEO|C\.E\.O\.|Chief Executive( Officer)?|Chairman|Chairwoman)\b/i;
/** The sentence that named the company's chief whom sentence `j`'s "He" goes on about: the one before, or past an aside. */
const chiefBefore = (r: Reading, j: number): number | null => {
  if (!/^\W*(He|She)\b/.test(r.sents[j] ?? "")) return null;
  const k = j - 1 > 0 && ASIDE.test(r.sents[j - 1]!) ? j - 2 : j - 1;
  return k >= 0 && ITS_CHIEF.test(r.sents[k]!) ? k : null;
};
/** Whether sentence `j` names its subject by a pronoun that goes on about the company the sentence before named. */
export const pronounSubject = (r: Reading, j: number) =>
  j > 0 && (PRONOUN_SUBJECT.test(r.sents[j] ?? "") || COMMAND.test(r.sents[j] ?? "") || pointsBack(r.sents[j] ?? "") || chiefBefore(r, j) !== null);

/** "…once worked at Bank of America": the company as where someone worked, compiled once per company. */
const WORKED_AT = new WeakMap<RegExp, RegExp>();
/** A sentence that names the company only as where someone worked ("The Judge, whose husband once worked at Bank of America, should recuse"). */
export const employerOnly = (c: Company, x: string) => {
  let re = WORKED_AT.get(c.match);
  if (!re) WORKED_AT.set(c.match, (re = new RegExp(String.raw`\b(worked|works|working|employed)\s+(at|for|by)\s+(?:${c.match.source})`, "g")));
  const rest = x.replace(re, " ");
  return rest !== x && !c.match.test(rest);
};

/**
 * The companies a sentence is aimed at: those it names, less a rival named as the way out, or, when
 * it opens with a pronoun and names no target of its own, those the sentence before it named.
 */
export function aimedAt(r: Reading, cs: Company[], j: number, pronoun = true): Company[] {
  const x = r.sents[j] ?? "";
  const out = OR_ELSE_BUY.exec(x);
  const rival = (c: Company) => out !== null && !c.match.test(x.slice(0, out.index)) && c.match.test(x.slice(out.index));
  const own = cs.filter((c) => r.names(c, j) && !rival(c));
  if (own.length || !pronoun || !pronounSubject(r, j)) return own;
  // "…going to his Companies" may come two sentences after the man is named.
  // (Past a one-word aside: "…blaming it on Tariffs. Brilliant! Now EAT THE TARIFFS".)
  const before = chiefBefore(r, j) ?? (j > 1 && /^\W*\w+\W*$/.test(r.sents[j - 1]!) ? j - 2 : j - 1);
  return cs.filter((c) => (r.names(c, before) || (pointsBack(x) && r.names(c, j - 2))) && !rival(c));
}

/**
 * Leave given to a company to sell where it could not ("will allow NVIDIA to ship its H200 products
 * to… China", "licences will be granted within 30 days", "I have decided that NVIDIA may sell its H200 Chips"): export controls eased for it, new revenue, as a deal made with it is.
 */
export const ALLOWED_TO_SELL =
  /(?<!(\bnot|\bnever|\bno longer|n['’]t)\s(be\s)?)\b(allow\w*|permit\w*|approv\w*|licens\w*|let(ting)?)\b[^.!?]{0,40}\bto (sell|ship|export|supply|resume)\b|\b(may|can) now (sell|ship|export)\b|\b(decided|agreed|determined) that [A-Z][\w.&-]*( [A-Z][\w.&-]*)? (may|can|will be able to) (sell|ship|export)\b|(?<!\bno )\blicen[cs]es\b[^.!?]{0,20}\b(will be|are|have been) (granted|issued)\b/i;
/** A regulator's approval of a company's product or plan ("The FAA has cleared Boeing to raise…", "NHTSA has approved Tesla's Cybercab"). */
export const AGENCY_CLEARED =
  /\b(FDA|FAA|NHTSA|FCC|FTC|SEC|EPA|NRC|regulators?)\b[^.!?]{0,15}\b(has |have )?(just |now |finally )?(approved|APPROVED|cleared|CLEARED|authori[sz]ed|AUTHORI[SZ]ED|green-?lit)\b/;
/**
 * An agency he sets on the company ("I have instructed the Department of Justice to file suit to block this deal", "I am
 * hereby instructing the Federal Trade Commission to open a full investigation into Mosaic…", "I am asking the FCC… to open a
 * full review of every NBC Broadcast License"), or told to cut the fees it charges ("directed the FHFA to… cut Guarantee Fees charged by
 * Fannie Mae"): his act against it, as concrete as a demand (rubric: High), where a complaint alone is a signal.
 */
export const AGENCY_SET_ON =
  /\bI\b[^.!?]{0,25}\b(instruct|direct|order|ask)\w*\b[^.!?]{0,15}\b(the )?(Department of Justice|DOJ|Justice Department|FTC|Federal Trade Commission|SEC|FCC|Attorney General)\b[^.!?]{0,60}\b(investigat\w*|sue|suit|block|oppose|probe|review|revok\w*|look(ing)? into)\b|\bI\b[^.!?]{0,25}\b(instruct|direct|order)\w*\b[^.!?]{0,80}\b(cut|slash|cap|eliminat\w*)\b[^.!?]{0,40}\bfees (charged|collected) by\b/i;
/** Its orders or contracts cut on his word ("I have directed the Department of War to cut this year's F-35 order by 30 Planes"): a decided cost. */
const ORDERS_CUT =
  /\b(directed|ordered|instructed)\b[^.!?]{0,60}\bto (immediately )?(cut|cancel|halt|stop|suspend|reduce|terminate)\b[^.!?]{0,40}\b(orders?|contracts?|purchases?)\b/i;
/** What the agency is set on, when it is what he just complained of ("I have instructed the DOJ to immediately start looking into this"). */
const ON_THAT = /\b(into|against|at|investigate|probe|sue|review) (this|that|it|them|these|those)\b/i;
/**
 * His act against the company: an agency set on it in the fact's sentence or, pointed at what he complained of there, in
 * one of his after it; or its orders cut in any sentence of his.
 */
export const setOn = (r: Reading, i: number | null) =>
  (i !== null && r.sents.some((x, j) => (j === i || (j > i && r.voices[j] === "own" && ON_THAT.test(x))) && AGENCY_SET_ON.test(x))) ||
  r.sents.some((x, j) => r.voices[j] === "own" && ORDERS_CUT.test(x))
    ? "company-demand"
    : null;

/** An inquiry into it dropped ("will drop its antitrust and anti-dumping investigations of American Chip Companies, including Qualcomm"): a cloud lifted. */
export const INQUIRY_DROPPED =
  /\b(drop(s|ped|ping)?|end(s|ed|ing)?|clos(e|es|ed|ing)|terminat\w*|withdr[ae]w\w*|abandon\w*|halt\w*)\b[^.!?]{0,40}\b(investigations?|probes?|inquir(y|ies)|(antitrust )?(case|lawsuit|suit)s? against (?!(the United States|our Country|America|us)\b))/i;
/** A company barred from a market or a business ("They will not be allowed back into Venezuela", "keep Exxon out", "will NOT be part of the rebuilding"): sales it loses. */
export const BARRED =
  /\b(not|never|no longer)\b[^.!?]{0,15}\b(be )?(allow\w*|permit\w*)\b|\b(will|shall) (not|never|no longer) be (a )?part of\b|\bkeep\b[^.!?]{0,20}\bout\b|\b(ban|banned|banning|bar|barred|barring)\b[^.!?]{0,30}\bfrom\b|\b(stop|halt|end|block)\w*\b[^.!?]{0,30}\b(selling|sales)\b|\b(freez\w*|halt\w*|stop\w*|suspend\w*|paus\w*)\b (all |any )?(new )?orders\b/i;
/**
 * The company barred: named before the bar, inside it ("keep Exxon out") or just after it ("not be
 * allowing Nvidia to sell"), not what others are barred from buying ("…not be allowed to buy U.S. Steel").
 */
export const barredIn = (r: Reading, cs: Company[], j: number) => {
  const x = r.sents[j]!;
  const m = BARRED.exec(x);
  const end = m ? m.index + m[0].length : 0;
  const at = (c: Company) => c.match.exec(x)?.index ?? c.match.exec(unshout(x))?.index ?? end;
  const barred = (c: Company) => at(c) < end || (at(c) - end <= 20 && !/\b(buy|purchas|acquir|invest|merg)/i.test(x.slice(end, at(c))));
  return aimedAt(r, cs, j).filter((c) => !r.names(c, j) || barred(c));
};

/**
 * A company taken public or out of the government's hands ("bringing Fannie Mae and Freddie Mac
 * public", an IPO, an end to conservatorship): its shareholders' stake is valued anew.
 */
export const GOING_PUBLIC =
  /\b(tak(e|es|en|ing)|took|bring(s|ing)?|brought|go(es|ing)?|went|put(ting)?)\b[^.!?]{0,60}\bpublic\b(?! (opinion|health|lands?|sector|schools?|interest|money|safety|servants?|record))|\b(IPO|initial public offering)\b|\b(begin|start)\w* trading on the (New York Stock Exchange|NYSE|Nasdaq)\b|\b(end\w*|out of|releas\w*)\b[^.!?]{0,20}\bconservatorship\b/i;

/** A step refused or called bad, in its sentence or the next ("would be a disaster", "We will not do it!"). */
const REFUSED = /(\bnot|\bnever|n['’]t|\bno longer)\b|\b(disaster|mistake|bad idea|terrible idea)\b/i;
/** …and in the sentence after it, said of the grant ("We will not do it!"), not of something else ("Money we NEVER got before"). */
const REFUSED_AFTER = /\b(will|would|shall|are|am|is|do|does|did)\s*(not|never|n['’]t)\b|\bno way\b|\b(disaster|mistake|bad idea|terrible idea)\b/i;

/** Praise with no "but" and no complaint after it. */
export const PLAIN_PRAISE = (x: string) =>
  COMPANY_PRAISE.test(x) && !/\b(but|however|too (high|much|expensive|slow)|rather than|instead of)\b/i.test(x) && !COMPANY_ATTACK.test(x);

/**
 * A listing of the company itself: the company is what is taken public ("bringing Fannie Mae and
 * Freddie Mac public", "will be taken public"), not its complaints or its case ("went public with…").
 */
function listed(r: Reading, cs: Company[], j: number): boolean {
  const x = r.sents[j]!;
  if (
    /\b(IPO|(initial )?public offering)\b|\bconservatorship\b|\b(be(en)?|being|get|gets) (taken|brought) public\b|\b((begin|start)\w* trading|(be )?listed) on the (New York Stock Exchange|NYSE|Nasdaq)\b/i.test(
      x,
    )
  )
    return true;
  // "Fannie and Freddie are going PUBLIC": the company is the one that goes.
  const m =
    /\b(tak\w*|took|bring\w*|brought)\s+([^.!?]{1,50}?)\s+public\b(?!\s+(with|about|on)\b)/i.exec(x) ??
    /^()\W*([^.!?]{1,50}?)\s+(?:is|are|will be)\s+(?:now\s+|finally\s+)?going\s+public\b(?!\s+(with|about|on)\b)/i.exec(x);
  if (m === null) return false;
  // "…bringing Fannie Mae and Freddie Mac public. I have now decided: we will be taking them public": the pronoun is the companies just named
  // (in its own sentence first: "Fannie Mae and Freddie Mac are making a lot of money, and we are looking… at taking them PUBLIC").
  const said = /^(them|it)$/i.test(m[2]!.trim()) ? `${x.slice(0, m.index)} ${r.sents[j - 1] ?? ""}` : m[2]!;
  return cs.some((c) => c.match.test(said) || c.match.test(unshout(said)));
}

/** His own first sentence that says `re` of a company it aims at (aimedAt), with those companies. */
export function ownFirst(r: Reading, cs: Company[], re: Pick<RegExp, "test">): { i: number; companies: Company[] } | null {
  const i = ownSentenceWith(r, (x, j) => re.test(x) && aimedAt(r, cs, j).length > 0);
  return i === null ? null : { i, companies: aimedAt(r, cs, i) };
}

/** Leave to sell, or a listing of the company, in his own sentence; a listing refused ("would be a disaster. We will not do it!") lists nothing. */
export function grantOf(r: Reading, cs: Company[]): { i: number; companies: Company[] } | null {
  // The last listing told: a listing weighed first and decided after ("giving very serious consideration… I have now decided") is the decision.
  const listing = r.sents.reduce<number | null>((last, _x, j) => (r.voices[j] === "own" && listed(r, cs, j) ? j : last), null);
  const leave = { test: (x: string) => ALLOWED_TO_SELL.test(x) && !LICENCES_REVOKED.test(x) && !NONE_ALLOWED.test(x) };
  // A listing said of "them" names the companies of the sentence before it.
  const listedOnes = (j: number) => (aimedAt(r, cs, j).length ? aimedAt(r, cs, j) : aimedAt(r, cs, j - 1));
  const granted =
    ownFirst(r, cs, leave) ??
    ownFirst(r, cs, AGENCY_CLEARED) ??
    ownFirst(r, cs, INQUIRY_DROPPED) ??
    (listing === null ? null : { i: listing, companies: listedOnes(listing) });
  const refused = granted !== null && (REFUSED.test(r.sents[granted.i]!) || REFUSED_AFTER.test(r.sents[granted.i + 1] ?? ""));
  return refused ? null : granted;
}

/** A stake weighed, not taken ("We are looking at taking stakes in…", "We are talking with Intel about the United States taking a 10% stake"). */
const STAKE_WEIGHED =
  /\b(look\w* (at|into)|consider\w*|thinking (about|of)|explor\w*|talk\w* (with [\w&.-]+ )?about|discuss\w*|may|might|could)\b[^.!?]{0,30}\b(tak|receiv|acquir|buy)\w*\b[^.!?]{0,20}\bstakes?\b/i;

/**
 * A deal with the companies named: a stake taken, a deal made with them, or an investment announced. Told at the
 * sentence that praises them, when one does.
 */
/** A stake being bought ("is buying a 15% stake"), not one held ("The Government owns 10%"). */
const STAKE_BOUGHT = /\b(buy\w*|tak\w*|acquir\w*|purchas\w*)\b[^.!?]{0,20}\bstake\b/i;

export function dealMade(r: Reading, named: Company[], praise: { i: number; companies: Company[] } | null): Fact | null {
  // A stake sold ("We just sold our 10% stake in Intel") puts shares on the market: no deal that lifts them.
  // (Not a stake weighed: "We are looking at taking stakes in… companies… like Lockheed".)
  const held = (x: string) => !STAKE_SOLD.test(x) && !STAKE_WORTH.test(x) && !STAKE_WEIGHED.test(x);
  const stakeAt = sentenceWith(
    r,
    // (Or the sentence after the one that names it: "MP Materials… will now be a partner of the United States. The Department of War is buying a 15% stake".)
    (x, i) =>
      named.some((c) => r.names(c, i) || (i > 0 && STAKE_BOUGHT.test(x) && r.names(c, i - 1))) &&
      held(x) &&
      ((PCT.test(x) && (COMPANY_STAKE.test(x) || COMPANY_AGREED.test(x))) || GOVERNMENT_STAKE.test(x)),
  );
  // "we have reached a deal with Nvidia to allow sales of the H200…": a deal made with the company itself.
  const dealAt = ownSentenceWith(r, (x, i) => named.some((c) => r.names(c, i)) && DEAL_WITH.test(x));
  // Announced now, not "announced at the White House two weeks ago".
  const announced = r.s.invest && r.has(T.money) && r.sents.some((x) => /\bannounc/i.test(x) && !DATED_PAST.test(x));
  if (!announced && dealAt === null && stakeAt === null) return null;
  // (Whether it is his act or the company's own news he praises is decided.ts `companyNews`.)
  return fact(r, "company-deal", praise?.i ?? dealAt ?? stakeAt, "company-deal", { companies: praise?.companies ?? named, countries: [] });
}
