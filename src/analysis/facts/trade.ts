import type { Company } from "../lexicon/companies.ts";
import type { Fact, Reading } from "./kinds.ts";
import {
  AID_CUT,
  CONDITIONAL_TARGET,
  globalAt,
  INTO_US,
  NOT_DECIDED,
  PARTNER_OFFER,
  RELIEF_REFUSED,
  THEY_ASK,
  THEIR_TARIFF,
  PCT,
  TARIFF_DECISION,
  TARIFF_CREDITED,
  TARIFF_MEANS,
  TARIFF_SOON,
  TARIFF_TARGET,
  THEIR_CUT,
  KEPT_IN_FORCE,
  OIL_BUYERS,
  OIL_STOPPED,
  ULTIMATUM,
  countriesIn,
  excepts,
  boughtIn,
  exceptedIn,
  exemptIn,
  fact,
  ownCountries,
  sentenceWith,
  toldAsHistory,
  ownSentenceWith,
} from "./patterns.ts";
import { T } from "../lexicon/terms.ts";
import { DEMAND_OR, HELD_OFF, IF_CLAUSE, REASON_CLAUSE, sizeOf, tariffKind, TRAILING_IF, UNTIL_FIRST, withoutCondition } from "./tariff-kind.ts";
import { countryIn, NOT_GOODS, setsStart, whenOf } from "./text.ts";
import { tariffGoods } from "./tariff-goods.ts";
import { claimedOf } from "./voice.ts";
import { TAXED_BY_OTHERS } from "./company-patterns.ts";
import { agreedTerms } from "./deal-terms.ts";
import { MADE_HERE_FREE, PRICES_FOR_TARIFFS, TARIFF_MONEY, TARIFF_SHOWN, TARIFFS_IN_A_BOAST } from "./not-ours.ts";

/** A company made to pay a tariff, or its goods tariffed ("must be paid by Apple", "Apple must… pay a 25% Tariff"). */
const COMPANY_PAYS =
  /\b(paid|pay|pays|paying|charged?|hit with)\b|\bimports\b[^.!?]{0,40}\bwill carry\b|\btariffs? on (its|their)\b|\b(its|their) (\w+ ){1,2}(will be|are|is|get|gets) tariffed\b/i;

/**
 * BRICS, which a tariff reaches through its policies ("Any Country aligning themselves with the
 * Anti-American policies of BRICS"): its largest members with U.S.-listed funds, not every country.
 */
const BRICS = /\bBRICS\b/;
const BRICS_MEMBERS = ["Brazil", "India", "China", "South Africa"];
/** The members a sentence about the bloc names as its target, if any. */
const membersNamed = (r: Reading, x: string) => {
  const named = countriesIn(r, x).filter((c) => BRICS_MEMBERS.includes(c));
  return named.length ? named : null;
};

/** A place named only as one of anywhere ("Any iPhone made in India or anywhere else"): an example of origin, not the target. */
const ANYWHERE_ELSE = /\bin\s+[^.!?]{0,40}?\bor\s+(anywhere|anyplace|any ?place|somewhere)( else)?\b/gi;

/** A condition on the other side's conduct ("If this situation is not immediately corrected", "unless they drop…"). */
const CONDUCT = /\b(if|unless)\b[^.!?]{0,80}(\bnot|n['’]t|\bfails?|\brefuses?|\bcontinues?|\bdrops?|\bremoves?|\bstops?|\bcorrects?)\b/i;

/** "Any Country that… will be met with a much higher Tariff": a threat in the passive. */
const MET_WITH = /\b(will|would|shall) (be met with|face|get)\b[^.!?]{0,30}\btariffs?\b/i;

/**
 * A study of a good's imports ordered, in a post about tariffs ("I have requested my Secretary of
 * Commerce… to study Copper Imports… Tariffs will help"): the legal first step to a tariff on it (Section 232).
 */
const IMPORTS_STUDIED =
  /\b(requested|instructed|directed|asked|ordered)\b[^.!?]{0,60}\b(to (study|investigate|review|look into)|(an )?investigation into)\b[^.!?]{0,30}\bimports\b|\b(requested|instructed|directed|asked|ordered)\b[^.!?]{0,60}\b(investigation|study|review) (of|into) (the )?imported\b|\bSection 232\b[^.!?]{0,40}\b(investigation|study|review)\b|\b(requested|instructed|directed|asked|ordered)\b[^.!?]{0,60}\bto (study whether|prepare options for|look at whether)\b/i;

/**
 * "India has been buying Russian Oil. I am therefore imposing… on India": the producer whose oil the
 * target buys. A sentence before counts unless it names another buyer than the tariff's partner:
 * "Brazil… I am REMOVING the Tariffs" two sentences after India's oil is not about India's oil.
 */
export const oilBoughtFrom = (r: Reading, x: string, before: string[]): string | undefined => {
  const aimed = r.countries.filter((c) => c.match.test(x));
  const buyerElse = (y: string) => r.countries.some((c) => !aimed.includes(c) && !(c.oil || c.conflict) && c.match.test(y));
  const same = (y: string) => !aimed.length || aimed.some((c) => c.match.test(y)) || !buyerElse(y);
  return [x, ...before.filter(same)].flatMap((y) =>
    OIL_BUYERS.test(y) ? r.countries.filter((c) => (c.oil || c.conflict) && c.name !== "Canada" && c.match.test(y)).map((c) => c.name) : [],
  )[0];
};

/** Where transshipped goods come from ("40% on any Transshipping, mostly from China"): the partner pays, not their origin. */
const TRANSSHIPPED_FROM = /\btransship\w*\b[^.!?]{0,30}?\bfrom\s+[A-Z][\w.’'-]*/gi;

/** Words of a state's own name ("the Islamic Republic of Iran"): they keep their capitals where his common nouns lose them. */
const STATE_NAME = /^(Islamic|Republic|People['’]s|Democratic|Kingdom|Federation|Union|United|States|Emirates)$/;

/** The countries a sentence names as parties: a producer named only by the oil bought from it ("…cut way back on Russian Oil") is none. */
const partiesIn = (r: Reading, x: string) => countriesIn(r, x.replace(/\b[A-Z][a-z]+(an|ian|i|ese) (Oil|OIL|Crude|Gas|LNG|Petroleum)\b/g, " "));
/**
 * Whom a tariff sentence aims at. "A Country supplying Military Weapons to Iran": its suppliers, not Iran; "…or their Tariffs
 * would jump": the ones the sentence before names; "on all countries except China": never China; "on India because they
 * continue to buy Russian Oil": India, not the producer whose oil it buys.
 */
function targets(r: Reading, i: number, conditional: boolean, payers: boolean, oilFrom: string | undefined, goods: string | null): string[] {
  const whole = r.sents[i]!.replace(ANYWHERE_ELSE, " ").replace(TRANSSHIPPED_FROM, " ");
  // A condition put first names whom the tariff answers, not always whom it hits ("If Canada signs a Trade Deal with Beijing, every
  // Canadian product… pays a 100% TARIFF"): the partners the act itself names come first.
  const act = withoutCondition(whole);
  const x = act !== whole && countriesIn(r, act).length ? act : whole;
  if (conditional || payers) return countriesIn(r, payers ? x : "");
  if (excepts(x)) return countriesIn(r, x);
  // A tariff on goods "made outside of the United States" is on the goods from everywhere: the countries named after it are not its target.
  // A tariff on everyone ("their Reciprocal Tariff drops to 10%") is not on the one partner the post names elsewhere.
  // "…Denmark, Norway, Sweden, France… are playing a very dangerous game. Starting February 1st they will pay…
  // until a Deal… for Greenland": "they" are the partners before, not the one a place names.
  const before = partiesIn(r, r.sents[i - 1] ?? "");
  const theyPay = THEY_PAY.test(x) ? [before, partiesIn(r, r.sents[i - 2] ?? "")].find((c) => c.length > countriesIn(r, x).length) : undefined;
  // Goods "coming into our Country" from wherever they are made: the countries the sentence before blamed are not the target.
  const fromAnywhere = goods !== null && INTO_US.test(x);
  const named =
    theyPay ??
    [countriesIn(r, x), fromAnywhere ? [] : before].find((c) => c.length) ??
    (goods || globalAt(r.sents, i) ? [] : ownCountries(r).filter((c) => r.sents.some((y, j) => r.voices[j] === "own" && partiesIn(r, y).includes(c))));
  const buyers = named.filter((c) => c !== oilFrom);
  return buyers.length ? buyers : named;
}

/** A target that is whoever sells to the U.S.: everyone. */
const EVERY_EXPORTER =
  /\b(sell\w*|send\w*|ship\w*|export\w*)( (its|their) (products|goods))? (in)?to (America|the United States|the U\.?S\.?(A\.?)?|our Country|us)\W*$/i;

/** The partners of the sentence before (or the one before it), taken up ("they will pay", "all of their exports", "any Country that imposes such a Tax"). */
const THEY_PAY =
  /\b(they|them) (will|shall|are going to) (pay|be charged)\b|\b(all )?(of )?their (exports|goods|products)\b|\ball (of )?these countries\b|\bany (country|nation)\b[^.!?]{0,30}\bsuch (an? )?\w+/i;

/**
 * Tariffs before a court ("The Supreme Court will hear the Tariff case on November 5th"), or called illegal by others ("Canada's
 * leaders say my Tariffs are \"illegal.\""): a hearing's date is no tariff's, a dispute over them no act.
 */
/** Tariffs others are told to put on ("The G7 and NATO Countries must stop buying Russian Oil and put Tariffs of 50% to 100% on China"): a call on them, not our act. */
const OTHERS_TOLD_TO_TARIFF =
  /^\W*(The )?(G7|G-7|NATO|EU|European Union|Europe|[A-Z][\w.]*( (and|&) (the )?[A-Z][\w.]*)* (Countries|Nations|allies|members))\b[^.!?]{0,20}\b(must|should|need to|have to)\b[^.!?]{0,60}\b([Pp]ut|[Ii]mpose|[Pp]lace|[Ss]lap)\w*\b[^.!?]{0,30}\b([Tt]ariffs?|TARIFFS?)\b/;
/** Nothing decided yet, said anywhere in the post ("…But nothing is decided yet, we will be meeting with Hollywood first"). */
const NOTHING_DECIDED = /\bnothing (is|has been) (decided|final|finali[sz]ed)\b|\bno (final )?decision (has been|is) made\b/i;
/** Relief only held out ("…they may get a break on their Tariffs. We'll see", "…may get some relief on Tariffs"): a signal, no act. */
const RELIEF_MAYBE = /\b(may|might|could) (get|see|receive|be given|qualify for) (a |some )?(\w+ )?(break|relief|reduction|exemption)\b/i;
/** Tariffs denied ("No Tariffs on Pharmaceuticals are being planned at this time"): nothing decided. */
const TARIFF_DENIED = /\bno (new )?tariffs?\b[^.!?]{0,40}\b(are|is) (being )?(planned|considered|contemplated|discussed)\b/i;
const TARIFF_IN_COURT =
  /\btariffs? (case|cases|lawsuit|litigation|hearing|appeal)\b|\b(ask\w*|petition\w*|appeal\w*)\b[^.!?]{0,40}\b(the )?(Supreme )?Court\b[^.!?]{0,30}\bruling\b|\bruled against (our|the|his|my) ([\w-]+ ){0,3}tariffs?\b|\b(court|judges?|justices)\b[^.!?]{0,20}\b(will hear|to hear|hears|heard|is hearing|will rule|ruled|rules)\b|\b(say|says|said|claim\w*|call\w*)\b[^.!?]{0,10}\b(my|our|the) tariffs? (are|is|were|was)\W{0,2}\s*\W?(illegal|unlawful|unconstitutional)\b/i;

/** An act dated now ("So, as of today, all Reciprocal Tariffs on South Korea… go back up to 25%") outranks the history told before it. */
const AS_OF_NOW = /\bas of (today|tonight|now|midnight)\b/i;
/**
 * A tariff said to stay as it is ("…which has been in place for months, is bringing in BILLIONS"): no
 * act; the kept tariff's reader (kept.ts) tells it. Not one kept by a new order ("I signed an Order
 * keeping the lower Tariff rate on China in place for 90 more days"), nor one in place that is now
 * raised ("…has been in place since March and will be raised to 50% on June 4th").
 */
const keptOnly = (x: string) =>
  KEPT_IN_FORCE.test(x) && !T.concrete.test(x) && !/\b(sign(ed|ing|s)?|order(ed|s)?|extend\w*|for \d+ more (days|weeks|months))\b/i.test(x);

/** A new rate with its start beside a kept one ("As of August 1st, Japan will pay a 25% Tariff…, and Automobiles will stay at 25%"). */
const newRateBeside = (x: string) => PCT.test(x) && setsStart(whenOf(x));

/** "That Tariff remains in effect. Nothing has changed!": the sentence before told a rate in force, not a new one. */
const STILL_SO = /^\W*((that|this|the|which|and the) tariffs? (remains?|stays?|is still|will (remain|stay))\b|nothing (has )?changed\b)/i;

/** A rate in the sentence, not a poll's, a deficit's or a market's percentage ("A new poll shows 62% of Americans support my Tariffs"). */
const NOT_A_RATE =
  /\b(polls?|voters|respondents|approv\w*|support|GDP|deficits?|inflation|stocks?|shares|NASDAQ|Dow|S&P|markets?|jobs|unemployment|votes?|since)\b/i;
const rated = (x: string) => T.tariffNumber.test(x) || (PCT.test(x) && !NOT_A_RATE.test(x));

/** "a 100% Tariff on their Toys", "every toy they sell into the USA": the goods of the one company the post named before. */
const THEIR_GOODS =
  /\btariffs? on (their|its)\b|\b(its|their) (\w+ ){1,2}(will be|are|is|get|gets) tariffed\b|\b(every|each|any|all)\b[^.!?]{0,30}\b(they|it) (sells?|ships?|sends?|makes?)\b|\b(every|each) (one )?of them will pay\b/i;

/** Tariffs said to go higher ("If this doesn't change quickly, the Tariffs on Canada will go much higher!", "a massive increase of Tariffs on Chinese products", "Canada will soon be paying a much bigger Tariff"): a raise threatened. */
const TARIFFS_HIGHER =
  /(\btariffs?\b[^.!?,]{0,40}|\b\d{1,3}(\.\d+)?\s?%\s+)\b(will|would|could|are going to|is going to|are|is)( be)? go(ing)? (back )?((way |much )?up|(much |way |a lot |substantially |far |even )?higher)\b|\b(massive|big|major|substantial|large|huge) (increase|hike) (of|in) (the )?tariffs\b|\b(will|are going to|is going to) (soon )?(be )?pay(ing)? (a )?(much |far |way |a lot )?(bigger|higher|larger) tariffs?\b/i;

/** A condition before our rate ("If they don't lower their Tariffs…, the 15% will go a lot higher!"): only with a rate after it. */
const RATE_AFTER_IF = new RegExp(`${IF_CLAUSE.source}(?=[^.!?]*\\d\\s?%)`, "i");

/** Tariffs said to be needless after all ("Great progress is being made, and Tariffs may not be necessary"): a threat eased, talks. */
const NOT_NEEDED = /\btariffs?\b[^.!?]{0,20}\b(may|might|will|would) (not|no longer) be (necessary|needed)\b/i;
/**
 * Tariffs as a topic talked over ("We discussed Trade, Tariffs and many other things", "…to visit Washington next week for tariff talks",
 * "meeting with the heads of the big Studios next week on the Movie Tariff"): no act.
 */
const TOPIC_DISCUSSED =
  /\b(discuss(ed|ing)?|talk(ed|ing)? about|spoke about)\s+(the|our|their|its)\s+\d{1,3}(\.\d+)?\s?%\s+tariffs?\b|\b(discuss(ed|ing)?|talk(ed|ing)? about|spoke about|speak(ing)? (with [^.!?%]{0,40} )?about|meet(ing)? (with [^.!?%,]{0,40} )?(on|about))\b[^.!?%]{0,30}\btariffs?\b(?![^.!?]{0,40}\d{1,3}(\.\d+)?\s?%)|\btariffs? (talks|negotiations|discussions)\b(?![^.!?]{0,40}\d{1,3}(\.\d+)?\s?%)|\btariffs?\b[^.!?]{0,60}\b(will (also )?be|are being|is being) (discussed|talked about|(a|the) ((very|major|big|main) )*(topic|subject))\b|\b(call|talks?|meeting|conversation) on tariffs\b/i;

/** The next sentence naming every partner ("ALL COUNTRIES EXCEPT CHINA!"). */
const ALL_NEXT = /^\W*(for )?(all|every) (other )?(countries|country|nations|trading partners)\b/i;

/** The countries a post does not name ("Other Countries will pay 100%!"). */
const OTHERS = /\b(all )?other (countries|nations)\b/i;

/** Part of a tariff paid back to those who build here: the partners named beside it get none of it. */
const TARIFF_OFFSET = /\btariff offsets?\b|\boffsets? (on|against|for|from) (the |our )?([\w-]+ ){0,3}tariffs?\b/i;

/** A deal boasted of ("Our Deal with Japan, $550 Billion…, is the largest Deal in History", "The Japan Deal is the biggest Deal in the history of Trade"): its terms are known, not new. */
export const DEAL_BOASTED =
  /\b(our|the|this|that) (incredible |great |wonderful |historic |amazing |fantastic |big |beautiful )?(trade )?(deal with [A-Z][\w.]*|[A-Z][\w.]* (trade )?deal)\b[^!?]{0,120}\b((is|was|has been|remains) (now )?(the|a|an|by far|truly|so|very) (\w+ )?(largest|biggest|greatest|best|incredible|amazing|great|historic)\b|(is|are) (working|doing) (out )?(better|great|beautifully|well|very well)\b)[^.!?]*/i;

/** Their side told after ours ("…LOWER the Tariff from 145% to 30%, while China lowers its Tariff…"): ours stays ours. */
const WHILE_THEY = /,?\s+\b(while|whereas)\b.*$/i;
/** Their cut in return, after ours ("…cut the Tariff on China from 145% to 30% for 90 days, and China will cut its Tariff on us from 125% to 10%"). */
const THEY_IN_TURN =
  /,?\s+and\s+([A-Z][\w.]*( [A-Z][\w.]*)?|they|it)\s+will\s+(also\s+)?([Cc]ut|[Ll]ower|[Rr]educe|[Rr]emove|[Dd]rop|[Ee]liminate|[Ee]nd|[Mm]atch)\b.*$/;

/** The sentence less the clauses that tell the partner's side (a reason put first, "while China…", "and China will cut…"). */
const ourSide = (x: string) => x.replace(REASON_CLAUSE, "").replace(WHILE_THEY, "").replace(THEY_IN_TURN, "");

/**
 * A tariff sentence that is ours: never the other side's promise to cut its own tariffs, nor the
 * tariffs' money named as such ("Tariff Rebate Checks"). ("Based on the fact that Canada has placed a
 * 25% Tariff on Electricity, I have instructed…": their tariff is the reason, ours the act.)
 */
const ours = (x: string) =>
  T.tariff.test(x.replace(TARIFF_MONEY, "")) &&
  !MADE_HERE_FREE.test(x) &&
  !PRICES_FOR_TARIFFS.test(x) &&
  // (Nor one asked of them in a trailing condition: "…a 200% Tariff on European Wines… if the EU does not remove its 50% Tariff on Whisky".)
  !THEIR_CUT.test(ourSide(x.replace(IF_CLAUSE, "").replace(DEMAND_OR, "")).replace(TRAILING_IF, "")) &&
  !PARTNER_OFFER.test(x) &&
  !THEY_ASK.test(x) &&
  // ("If they don't lower their Tariffs…, the 15% will go a lot higher!": their tariff is the condition, ours the rate after it.)
  !THEIR_TARIFF.test(ourSide(x).replace(RATE_AFTER_IF, "")) &&
  // ("Until the Court rules, I am PAUSING…": the court only says how long the act lasts.)
  !TARIFF_IN_COURT.test(x.replace(UNTIL_FIRST, "")) &&
  !TARIFF_SHOWN.test(x) &&
  !TARIFFS_IN_A_BOAST.test(x) &&
  !OTHERS_TOLD_TO_TARIFF.test(x) &&
  !TOPIC_DISCUSSED.test(x) &&
  !NOT_NEEDED.test(x) &&
  !DEAL_BOASTED.test(x) &&
  !TARIFF_CREDITED.test(x) &&
  // ("TARIFFS = JOBS!": a slogan; "Without Tariffs, there would be no Steel Industry": what would be.)
  !/^\W*tariffs?\s*(=|mean|means)\s|^\W*without (the )?tariffs?\b/i.test(x);

/**
 * No act of now: a rate restated ("India is paying a 50% Tariff… That Tariff remains in effect"),
 * or what others claim or ask of him (voice.ts).
 */
const notNow = (sents: string[], x: string, j: number) => (!T.concrete.test(x) && STILL_SO.test(sents[j + 1] ?? "")) || claimedOf(sents, j);

/**
 * Decided only when some tariff sentence is not the other side's offer or a conditional promise.
 * A rate being considered ("We are considering a Tariff of up to 200% on Pharmaceuticals") is not decided by a sentence
 * that names neither a rate nor a date of its own ("…and then they will be Tariffed!"): that one tells the same rate.
 */
const DECIDING = [PCT, T.tariffNumber, T.concrete, TARIFF_DECISION, T.tariffRelief, T.tariffLetters, TARIFF_SOON];
function undecided(sents: string[]): boolean {
  const rateStudied = sents.some((y) => NOT_DECIDED.test(y) && PCT.test(y));
  return sents
    .filter((y) => T.tariff.test(y))
    .every(
      (y) =>
        NOT_DECIDED.test(y) ||
        // The other side's cut set as a condition ("…only if they cut their own ridiculous Tariffs") is theirs to decide, not ours.
        (THEIR_CUT.test(y) && /\b(if|unless)\b/i.test(y) && !PCT.test(y)) ||
        (rateStudied && !PCT.test(y) && whenOf(y) === null) ||
        !DECIDING.some((re) => re.test(y)),
    );
}

/** A sentence that opens on the companies the one before named ("Both Companies are exempt…"). */
const BOTH_OF_THEM = /^\W*(both (companies|of them)?|the (two |three )?companies|each of them)\b/i;

/**
 * Our tariff told with no rate, date or decision near it, in a post whose only rates are the other side's ("Canada charges our Farmers up
 * to 250%… Tariffs are coming on Canada, and they will not be pretty!"): a threat, however firm their rate sounds.
 */
const unratedThreat = (sents: string[], i: number) => {
  const bare = (y = "") => !rated(y) && !/\bzero\b/i.test(y) && !T.concrete.test(y) && whenOf(y) === null;
  const x = sents[i]!;
  return bare(x) && bare(sents[i - 1]) && bare(sents[i + 1]) && !TARIFF_DECISION.test(x) && !T.tariffRelief.test(x) && !sents.some((y) => rated(y) && ours(y));
};

/** Trade cut off with a partner by an act of now outranks tariffs only talked of ("TARIFFS ARE VERY IMPORTANT… ALL TRADE NEGOTIATIONS WITH CANADA ARE HEREBY TERMINATED"). */
const cutOffAt = (r: Reading) => sentenceWith(r, (x) => T.tradeCutoff.test(x) && (T.officialAct.test(x) || AS_OF_NOW.test(x)) && countriesIn(r, x).length > 0);

/** A tariff set, raised, cut, paused or threatened; or trade cut off. */
export function tariffFact(r: Reading): Fact | null {
  const { s, sents, has } = r;
  if (!s.tariff && !(r.countries.length > 0 && s.cutoff)) return null;
  // "Most Favored Nations would not be possible without my use of TARIFFS": tariffs as the means to something else.
  // ("The 50% Steel Tariffs saved U.S. Steel": tariffs credited with a result, a boast of what stands.)
  if (!s.cutoff && sents.every((x) => !T.tariff.test(x) || TARIFF_MEANS.test(x) || TARIFF_CREDITED.test(x))) return null;
  // The concrete words must be about the tariff: in its sentence or the next one.
  const tariffConcrete =
    s.concrete && sents.some((x, i) => T.tariff.test(x) && (T.concrete.test(x) || T.concrete.test(sents[i + 1] ?? "") || T.concrete.test(sents[i - 1] ?? "")));
  // A decided tariff aimed at a target ("we will charge Japan a Tariff on all…"), conditional or not.
  const tariffDecision =
    s.tariff && sents.some((x) => T.tariff.test(x) && TARIFF_DECISION.test(x) && (TARIFF_TARGET.test(x) || r.countries.some((c) => c.match.test(x))));
  const relief = has(T.tariffRelief);
  let firm =
    (s.tariff && (s.tariffNumber || tariffConcrete || tariffDecision || relief || has(T.tariffLetters) || has(TARIFF_SOON))) ||
    (r.countries.length > 0 && s.cutoff && (s.trade || s.tariff || s.concrete));
  // The action is his own tariff sentence (ours): an act of his ("I am hereby increasing…") before any other that names a rate; not a tariff kept
  // in force ("…remain in place, and in full force") or told as history ("Last month I put a 25% Tariff on Mexico…") when another sentence sets one.
  const acting = (x: string, j: number) =>
    (ours(x) || (T.deadlineExtended.test(x) && T.tariff.test(sents[j + 1] ?? ""))) &&
    !notNow(sents, x, j) &&
    // (…unless the sentence holds the tariff off too: "the 30% Tariff… is being held off for 90 days, and current arrangements stay in place".)
    !(KEPT_IN_FORCE.test(x) && !newRateBeside(x) && !HELD_OFF.test(x)) &&
    !RELIEF_REFUSED.test(x) &&
    !toldAsHistory(x) &&
    (rated(x) || T.concrete.test(x) || TARIFF_DECISION.test(x) || T.tariffRelief.test(x));
  const cut = cutOffAt(r);
  const i =
    sentenceWith(r, (x, j) => acting(x, j) && (T.officialAct.test(x) || AS_OF_NOW.test(x))) ??
    cut ??
    sentenceWith(r, acting) ??
    sentenceWith(r, (x) => ours(x) && ULTIMATUM.test(x)) ??
    // Relief refused with no date or act beside it ("Never said I would lift Tariffs on China"): no tariff act at all.
    sentenceWith(
      r,
      (x, j) =>
        T.tradeCutoff.test(x) ||
        AID_CUT.test(x) ||
        (ours(x) &&
          !keptOnly(x) &&
          !notNow(sents, x, j) &&
          !(RELIEF_REFUSED.test(x) && !T.concrete.test(r.text)) &&
          (firm || T.threat.test(x) || TARIFFS_HIGHER.test(x) || MET_WITH.test(x))),
    ) ??
    ownSentenceWith(r, (x) => IMPORTS_STUDIED.test(x));
  if (i === null) return null; // Tariffs talked about ("a Trade War"), with nothing decided or threatened: no tariff fact.
  const x = sents[i]!;
  // ("…But nothing is decided yet, we will be meeting with Hollywood first": the act is not yet one.)
  if (firm && i !== cut && (undecided(sents) || sents.some((y) => NOTHING_DECIDED.test(y)))) firm = false;
  // (Tariffs denied are relief from a rumour, not an act: "NO TARIFFS on Mexican Tomatoes… are being planned"; nor is relief they "may get".)
  if (TARIFF_DENIED.test(x) || RELIEF_MAYBE.test(x)) firm = false;
  // "I have ordered a Section 232 Investigation into Medical Devices": a study ordered, the first step to a tariff, not one set
  // (not "a 50% TARIFF on all imported Copper, after a very thorough Section 232 review": the rate is set).
  if ((IMPORTS_STUDIED.test(x) && !rated(x)) || unratedThreat(sents, i)) firm = false;
  const kind = tariffKind(x, s.tariff && i !== cut, firm, sents[i + 1], sents[i + 2]);
  // "Based on Canada placing a 25% Tariff on Electricity…, I have instructed… 50% on all STEEL": the reason's goods are theirs.
  const goods = tariffGoods(r, i, x.replace(REASON_CLAUSE, ""));
  // "a 100% TARIFF on the Fake News Lies of CNN": a figure of speech, no goods and no tariff.
  if (goods && NOT_GOODS.test(goods)) return null;
  // "Every Country that sells into America will now pay…": every exporter to the U.S. is every country, no condition.
  const named = x.match(CONDITIONAL_TARGET);
  const everyone = named !== null && EVERY_EXPORTER.test(named[0]);
  const conditional = everyone ? null : named;
  // "A Tariff of at least 25% must be paid by Apple": a company that pays the tariff is its target, not the countries around it.
  // "GM, Ford and Stellantis will get relief on auto parts tariffs": the companies relief names are its target too.
  // "…but if you are BUILDING in the USA, like Apple, there is no charge!": the company named as the exempt one does not pay.
  // ("…Bristol Myers Squibb and Gilead have signed agreements… Both Companies are exempt from Pharmaceutical Tariffs": the two named before.)
  // ("Novo Nordisk charges… or their drugs will be Tariffed at 200%. Eli Lilly already agreed!": "their" is the one company named before.)
  const namedBefore = r.companies.filter((c) => r.sents.slice(0, i).some((_, j) => r.names(c, j)));
  const paysHere = (c: Company) =>
    r.names(c, i) ||
    (THEIR_GOODS.test(x) && namedBefore.length === 1 && namedBefore[0] === c && !countriesIn(r, x).length) ||
    (BOTH_OF_THEM.test(x) && i > 0 && r.names(c, i - 1));
  // ("Any Country collecting a Digital Services Tax from Amazon… will pay a 50% Tariff": the companies named are the taxed, not the payers.)
  const payers =
    (COMPANY_PAYS.test(x) && !TAXED_BY_OTHERS.test(x)) || kind === "tariff-cut" || kind === "tariff-paused"
      ? r.companies.filter((c) => paysHere(c) && !boughtIn(c, x) && (kind === "tariff-cut" || kind === "tariff-paused" || !exemptIn(c, x)))
      : [];
  // The reason may come a few sentences before the act ("India is buying Russian Oil… Because of this, I will…").
  // ("…India will stop buying Russian Oil, and the U.S. will reduce the Tariff on India": relief for a buyer that stops keeps the barrels off.)
  const before = sents.slice(Math.max(0, i - 3), i).reverse();
  const stopped = (kind === "tariff-cut" || kind === "tariff-paused") && [x, ...before].some((y) => OIL_STOPPED.test(y));
  const boughtFrom = oilBoughtFrom(r, x, before);
  const oilFrom = stopped ? undefined : boughtFrom;
  const pressure = !kind.endsWith("cut") && !kind.endsWith("paused") && CONDUCT.test(x);
  const agreed = (kind === "tariff-imposed" || kind === "tariff-raised") && agreedTerms(r, i, x);
  return fact(r, agreed ? "trade-deal" : kind, i, firm && kind !== "trade-talks" ? (agreed ? "trade-deal" : "tariff") : null, {
    // "any Country that buys Oil… from Venezuela": the condition is the oil bought, and so is the fact.
    ...(oilFrom && (!conditional || OIL_BUYERS.test(conditional[0])) ? { oilFrom } : {}),
    ...(pressure ? { pressure } : {}),
    companies: payers,
    // (A tariff offset pays back those who build here: the partners the post names beside it get none.)
    // ("…Japan and South Korea will be CAPPED AT 15%… Other Countries will pay 100%!": the others are not the partners named.)
    // ("…the 10% BRICS Tariff on Brazil": the member named is the target; "Every BRICS Country…, EXCEPT India": all but the one excepted.)
    countries: BRICS.test(x)
      ? membersNamed(r, x) || BRICS_MEMBERS.filter((m) => !exceptedIn(r, x).includes(m))
      : TARIFF_OFFSET.test(x) || (OTHERS.test(x) && !countriesIn(r, x).length)
        ? []
        : targets(r, i, conditional !== null, payers.length > 0, boughtFrom, goods),
    size: sizeOf(x.replace(REASON_CLAUSE, ""), kind),
    goods,
    // ("90 DAY PAUSE ON TARIFFS. ALL COUNTRIES EXCEPT CHINA!": a rate with no partner of its own, for everyone the next sentence names.)
    global: everyone || (!conditional && globalAt(sents, i) && !BRICS.test(x)) || (!countriesIn(r, x).length && ALL_NEXT.test(sents[i + 1] ?? "")),
    whoever: conditional
      ? conditional[0]
          .trim()
          .replace(/^(a|every)\b/i, "any")
          .replace(/\b[A-Z][a-z]+\b/g, (w) => (countryIn(w) || STATE_NAME.test(w) ? w : w.toLowerCase()))
      : null,
  });
}
