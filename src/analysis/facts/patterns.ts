/** Patterns and helpers the fact readers share. */
import type { ActionKind, Fact, FactKind, Reading } from "./kinds.ts";
import { countryIn, moneyOf, rateOf, unshout, whenOf } from "./text.ts";
import { anyWords } from "../lexicon/ways.ts";
import { T } from "../lexicon/terms.ts";

export const PCT =
  /\d(\.\d+)?\s?(%|percent)(?!\s*(chance|sure|certain|odds|probability)\b)|\b(ten|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)([- ](five|hundred))? percent\b(?!\s*(chance|sure|certain|odds|probability)\b)/i;
/** A tariff with a near date: "next week", "within two weeks", "in 30 days". */
export const TARIFF_SOON =
  /\b(next week|this week|within (\d+|one|two|three|a few) (days|weeks)|in (\d+|two|three) (days|weeks)|by the end of the (week|month))\b/i;
export const TARIFF_DECISION =
  /\b(will|shall|are going to|is going to) (be )?(immediately |now |also |\w+ly )?(charg|impos|put|plac|add|increas|rais|doubl|appl|levy|levied|hit)\w*/i;
export const TARIFF_TARGET = /\b(on|to) (all|any|every|each)\b|\b(any and all|every country|all countries|all imports|all foreign)\b/i;
export const GLOBAL_WORDS =
  /\b(all countries|every country|any country|all imports|all foreign|all nations|any and all countries|worldwide|global tariffs?|(various|many|all other|other) countries|\d{2,3}\+? (countries|nations|trading partners)|^\W*(the )?countries (that|which|who) (have not|haven'?’?t|did not|didn'?’?t|do not|don'?’?t) (sign|signed|make|made|reach|reached)\b|^\W*(those )?countries (that|which|who) (stole|steal|rip|ripped|cheat|cheated|retaliate|have been)\b)\b|\b(court|judges|justices)\b[^.!?]{0,120}\b(my|our|IEEPA|reciprocal|emergency) (\w+ )?tariffs\b/i;
/** "Reciprocal" tariffs, or "ALL Tariff increases", reach everyone only when the sentence names no one ("South Korean… Reciprocal TARIFFS" are Korea's). */
export const GLOBAL = {
  test: (x: string) => GLOBAL_WORDS.test(x) || (/\breciprocal\b|\ball (\w+ )?tariff (increases|hikes)\b/i.test(x) && !countryIn(x.replace(EXCEPT, " "))),
};
/** Everyone, or "them" after a sentence or two that named everyone ("More than 75 Nations have come to us… So I am giving them a 90 DAY PAUSE"). */
export const globalAt = (sents: string[], i: number) =>
  GLOBAL.test(sents[i]!) || (/\b(them|they|those (countries|nations))\b/i.test(sents[i]!) && sents.slice(Math.max(0, i - 2), i).some((y) => GLOBAL.test(y)));
/** The other side cutting its own tariffs ("the EU would… cut their Tariffs to ZERO", "eliminate its 50% duty on American motorcycles"): its promise to the U.S., not relief on it. */
export const THEIR_CUT =
  /(?<!\b(we|I)( will| are| am|['’](ll|re|m))?( be| now| also)?\s)\b(cut|reduc\w*|lower\w*|drop\w*|eliminat\w*|remov\w*)\s+(their|its|your)\s+([\w%]+\s+){0,3}(tariffs?|duty|duties)\b|\b(their|its) tariffs?\b[^.!?]{0,20}\b(to zero|will (be )?(come|go) down)\b|\b(they|he|she) (have|has|need|needs) to (cut|reduce|lower|drop|eliminate|remove) (the |their |its )?([\w%]+\s+){0,2}(tariffs?|duty|duties)\b/i;
/**
 * Relief refused or taken back ("I will not be extending the pause", "will NOT be extended", "Apple will NOT be exempt from the Tariffs", "Nike will NOT get an exemption", "the
 * Zero Tariff quota… is hereby SUSPENDED", "Nobody is exempt from the 25% Auto Tariff", "the lower Tariff on Korean Cars… will NOT go into effect"), or called fake news ("It is FAKE NEWS that we are delaying the Tariffs").
 */
export const RELIEF_REFUSED =
  /\b(lower|reduced|cut)\b[^.!?]{0,15}\btariffs?\b[^.!?]{0,60}\b(will|shall) (not|NOT|never) (go|come) into effect\b|\b(fake news|not true|untrue|a lie|rumou?rs?)\b[^.!?]{0,20}\b(that )?(we|I)\b[^.!?]{0,15}\b(are|am|were|was|will be)\s+(\w+\s+)?(delay|paus|postpon|extend|lift|remov|lower|reduc|suspend|exempt)\w*|\b(nobody|no one|no country|no company|none of them) (is|are|will be) exempt\b|\b(get|gets|getting|receives?|be given|be granted) no (exemptions?|exclusions?|waivers?|pause|reprieve|relief|extensions?)\b|\b(will|shall|does|do|did)\s+(not|NOT|never)\s+(get|receive|be given|be granted)\s+(an?\s+|any\s+)?(exemptions?|exclusions?|waivers?|reprieve)\b|\b(pause|truce|reprieve|suspension)\b[^.!?]{0,20}\b(is|are|has been|have been|will be) (now |hereby )?(terminated|ended|over|cancell?ed|revoked)\b|\b(quotas?|exemptions?|exclusions?|waivers?|reductions?)\b[^.!?]{0,40}\b(is|are|has been|have been|will be) (now |hereby )?(suspended|terminated|revoked|ended|cancell?ed|withdrawn)\b|\b(I|we|we['’]re|I['’]m|there)\b[^.!?]{0,15}\b(not|never|no longer|won['’]?t|no)\s+((?!(are|is|were|was)\b)\w+\s+){0,3}(extend|paus|lift|lower|reduc|remov|drop|cut|delay|suspend|rescind|withdr|revers|cancel)\w*|\b(end|ending|ended|terminat\w*|revok\w*|cancel\w*|scrap\w*)\b (the |all |its |their )?(\w+ )?(exemptions?|exclusions?|waivers?|offsets?)\b|\b(will|shall|is|are)\s+(not|never)\s+be\s+(\w+\s+)?(extended|paused|lifted|lowered|reduced|removed|dropped|cut|delayed|suspended|exempt(ed)?|spared)\b|\b(will|shall)\s+(not|NOT|never)\s+(extend|renew)\b|\b(not|never)\s+(be\s+)?getting\s+(a\s+)?(lower|reduced|smaller)\b|^\W*never\s+said\b[^.!?]{0,30}\b(lift|lower|cut|remov|drop|paus)\w*|\b(not a single|not one|none of the|no)\s+tariffs?\b[^.!?]{0,30}\b(will|shall|is going to) be\s+(extended|paused|lifted|lowered|reduced|removed|dropped|cut|delayed|suspended)\b/i;

/**
 * Relief the other side asks of us ("Canada wants us to remove the Tariffs on their Steel", "South Korea asked for an
 * exemption from the Steel Tariff", "I have been asked by many chip companies to delay the tariff"): their wish, not our act;
 * nor what people ask about ("Many people asking if the tariffs go up on July 9th").
 */
export const THEY_ASK =
  /\b(been )?asked by\b[^.!?]{0,40}\bto (delay|remove|lift|cut|drop|lower|reduce|pause|suspend|waive)\b|\b(wants?|wanted|ask(s|ed|ing)?|begg?(ing|ed)?|plead\w*|demand\w*|request\w*|would like)\s+(us|me|the U\.?S\.?A?\.?|America|the United States)\s+to\s+(remove|lift|cut|drop|lower|reduce|eliminate|end|pause|suspend|waive)\b|\b(ask(s|ed|ing)?|begg?(ing|ed)?|plead\w*|request\w*|appl(y|ied|ies)|fil(e|es|ed|ing))\s+(\w+\s+)?for\s+(an?\s+)?(exemptions?|exclusions?|waivers?)\b|\bask(s|ed|ing)? for\b[^.!?]{0,40}\bto be (exempt\w*|excluded|spared)\b|\bcall\w* to ask for (an? )?(reduction|relief|cut)\b|\b(people|everyone|everybody|reporters|many)\b[^.!?]{0,20}\b(ask\w*|wonder\w*)\b[^.!?]{0,10}\b(if|whether)\b/i;
/** The partner's offer for lower tariffs ("they have an offer to buy down those Tariffs"): talks going its way, not a tariff of ours. */
export const PARTNER_OFFER =
  /\b(offers?|offered|offering|proposals?|proposed|proposing)\b[^.!?]{0,20}\b(to|for)\b[^.!?]{0,20}\b(buy(ing)? down|cut|lower|reduc\w*|drop|eliminat\w*|remov\w*)\b[^.!?]{0,20}\btariffs?\b|\b(offers?|proposals?) for (a )?tariff (reduction|cut)s?\b/i;
export { ACTS_NOW, DATED_PAST, HISTORY, toldAsHistory } from "./history.ts";
/** Another's announcement of a plan, up to its subject ("China announced today that…", "Apple just announced…"). */
export const ANNOUNCED_THAT = String.raw`\b(announced|declared|decided|confirmed|said)\b(?: (today|yesterday|just|this \w+))?,? (that )?`;
/** A partner's announced plan for a tariff of its own ("announced today that it will put a 34% Tariff"). */
const THEY_WILL_TARIFF = new RegExp(
  String.raw`${ANNOUNCED_THAT}(it|they|[\w.’'-]+(?: [\w.’'-]+)?) (will|would|is going to|are going to|plans? to)\b[^.!?]{0,20}\b(put|place|impose|charge|levy|slap|raise|increase)\w*\b[^.!?]{0,40}\btariffs?\b`,
  "i",
);
/** The other side's own tariff on U.S. goods ("has just put a nasty 50% Tariff on Whisky", "their Tariffs on our Dairy"): its act, which ours answers. */
export const THEIR_TARIFF = {
  test: (x: string) => {
    if (/\b(their|its)\b[^.!?]{0,30}\btariffs?\b[^.!?]{0,20}\bon (our|American|U\.?S\.?A?\.?)\s+\w+/i.test(x)) return true;
    // ("…very nasty on Trade, with their 250% Dairy Tariffs", "…treat our Dairy Farmers terribly, with Tariffs of 250% and more")
    if (/\bwith (their|its) (\w+ )?\d{1,3}(\.\d+)?\s?% (\w+ ){0,2}tariffs?\b|\b(treat\w*|nasty|unfair\w*)\b[^.!?]{0,60}\bwith tariffs? of (up to )?\d/i.test(x))
      return true;
    // A tariff on our farmers or goods is theirs, whoever is named ("a 250% Tariff on our Dairy Farmers is not acceptable"), when
    // the sentence speaks of no other ("…and the Tariffs Canada pays to the USA will be going up": ours too).
    if (
      (x.match(/\btariffs?\b/gi) ?? []).length === 1 &&
      /\btariffs? on our (\w+ )?(farmers|dairy|goods|products|exports|companies|cars|wines?|whiskey|bourbon|beef|pork|chicken|soybeans|corn|rice|apples|cheese|butter|lobsters?|seafood|motorcycles)\b/i.test(
        x,
      )
    )
      return true;
    // Its levy, with no tariff word of ours beside it ("…agreed to END its Streaming Tax and Content Levies on American companies").
    if (!/\btariffs?\b/i.test(x) && /\b(their|its)\b[^.!?]{0,30}\b(levies|levy|tax(es)?)\b[^.!?]{0,20}\bon (our|American|U\.?S\.?A?\.?)\s+\w+/i.test(x))
      return true;
    // "Canada is charging the USA from 250% to 390% Tariffs" ("Mexico has just raised its own Tariffs on Chinese products", "MEXICO has agreed to put Tariffs of up to 50% on Chinese cars": its act), "Canada charges our Dairy Farmers up to 250% Tariffs" or "…up to 250% on Dairy Products", "India has long been the
    // 'Tariff King' of the World, charging us 100%": theirs, however they are charged.
    const verb = x.search(
      /\b((has|have|had) (just |now |already )?(put|placed|imposed|slapped|levied|charged|announced|introduced|raised|increased|hiked|doubled|agreed to (put|place|impose|levy|charge))|just (put|placed|imposed|slapped|levied)|((is|are|has been|have been) charging|charges|(?<!\b(be|been|being|is|are|was|were|get|gets|got) )charged|, charging) (the USA|us|the U\.S\.(A\.)?|America|our \w+)|(wants?|plans?|intends?) to (put|place|impose|slap)|((?<!\b(be|been|being|is|are|was|were|get|gets|got) )charged|was charging|were charging) (a |an |up to )?\d{1,3}(\.\d+)?(?=\s?%))\b[^.!?]{0,40}\btariffs?\b|\b((is|are|has been|have been) charging|charges) (the USA|us|the U\.S\.(A\.)?|America|our \w+)\b[^.!?]{0,30}\d\s?%/i,
    );
    // (Not ours told by another: "Because Canada refused…, President Trump has raised the tariff on Canadian goods".)
    const by = x.slice(0, verb);
    if (verb > 0 && countryIn(by) !== null && !/\b(I|we|We)\b/.test(by) && !/\b(President( Trump)?|United States|America)\s*$/i.test(by)) return true;
    // "China announced today that it will put a 34% Tariff on all American goods": its plan, told by him.
    const told = x.match(THEY_WILL_TARIFF);
    if (!told || told.index === undefined || told.index === 0) return false;
    // The one who will put it: "it", "they", or the partner by name ("announced that Canada will put…").
    const who = told[4]!;
    const before = x.slice(0, told.index);
    return (/^(it|they)$/i.test(who) || countryIn(who) !== null) && (countryIn(before) !== null || countryIn(who) !== null) && !/\b(I|we|We)\b/.test(before);
  },
};
/** An ultimatum: do this, "or… their Tariffs would immediately jump". A threat, with its condition. */
export const ULTIMATUM =
  /\bor\b[^.!?]{0,40}\btariffs?\b[^.!?]{0,30}\b(would|will)\b[^.!?]{0,20}\b(jump|rise|go up|increase|be raised|be increased|skyrocket|double)\w*|\bor\b[^.!?]{0,20}\btariffs?\b[^.!?]{0,40}\b(goes|go|jumps|rises) (up )?to \d/i;
/**
 * Tariffs credited with a result ("The 50% Steel Tariffs saved U.S. Steel", "The 100% Chip Tariff that I announced is already
 * working"): a boast of what stands, not a tariff action.
 */
export const TARIFF_CREDITED =
  /\btariffs?\b( (that|which) (I|we)( \w+){1,2})?[^.!?,]{0,10}\b(save|saved|have saved|has saved|rescued|brought back|rebuilt|created|(are|is) (already )?(working|making|bringing|saving)|worked)\b/i;
/** A tariff as the means to something else ("my use of tariffs", "because of tariffs"), before a court ("the… hearing on our TARIFFS is this week") or imagined away ("Without Tariffs…"): no tariff action. */
export const TARIFF_MEANS =
  /\b(use of|because of|thanks to|due to|by using|power of)\s+(the\s+|our\s+|my\s+)?(\d{1,3}\s?%\s+)?([A-Z][\w-]+\s+)?(tariffs?|TARIFFS?)\b(?!\s+(of|on|at)\b)|\b(court|courts|judges?|justices|hearing|lawsuit|case|ruling|appeal)\b[^.!?]{0,30}\b(on|about|over|against) (our|the|my) tariffs\b|^\W*without tariffs\b/i;
/** Conditional targets ("a country supplying weapons to Iran"): the tariff is on whoever does it. */
export const CONDITIONAL_TARGET =
  /\b(any|a|every|the) (country|countries|nations?|compan(?:y|ies))\b[^.!?]{0,20}?\b(supplying|buying|purchasing|importing|selling|sending|doing business|trading|that (buys?|purchases?|imports?|sells?|supplies|supply|sends?|trades?|(does|do) business))\b(?:\s+(?!will\b|shall\b|would\b|is\b|are\b)[\w’'/-]+){0,7}/i;
/** "the Tariff on China is reduced to 30%"; not past another clause ("…a 50% Tariff on all goods, and all U.S. aid… are terminated"). */
export const RELIEF_IN =
  /\btariffs?\b(?:(?!\b(?:talks|negotiations|meetings|discussions)\b|,\s+and\s+(?:all|the|our|their|its|any|every|U\.S\.)\s)[^.!?]|\bU\.S\.(?:A\.)?){0,90}\b(is|are|will be|has been|have been) (hereby |now )?(reduced|lowered|cut(?! off)|paused|suspended|lifted(?! (up )?to \d)|removed|dropped|cancell?ed|terminated|revoked|rescinded|withdrawn)\b/i;
/** A deal broken, not enforced or not honoured ("the EU has not cut its Tariffs as promised"): a grievance, not relief. */
export const DEAL_NOT_KEPT =
  /\b(didn'?’?t|did not|never|fail\w*( to)?|refus\w*( to)?) (enforce|honou?r|keep|live up to|follow through|deliver|abide)\w*|\b(are|is|were|was)(n['’]t| not) (living|lived) up to\b|\b(has|have|had)(n['’]t| not| never) lived up to\b|\bslow\w* (in |at |to )?(getting|approv|ratif|pass|implement)\w*\b[^.!?]{0,30}\b(deal|agreement)|\b(they|it|he|she) (are|is) (way |far |very |so )?behind\b|\b(has|have|had) (NOT|not|never) (yet )?(enacted|ratified|approved|implemented)\b[^.!?]{0,40}\b(deal|agreement)|\b(broke|broken|break(s|ing)?|violat\w*|reneg\w*|breach\w*|cheat\w* on)\b[^.!?]{0,30}\b(deal|agreement)|\b(deal|agreement) (is|has been) (now )?(over|dead|off|terminated|ended|cancell?ed)\b|\b(has|have|had) (NOT|not|never) (yet )?(cut|lowered|removed|dropped|done|opened)\b[^.!?]{0,80}\bas (they |it |he |she )?promised\b|\b(done|did) (NOTHING|nothing) to (pass|approve|ratify|implement|enact)\b|\bpromised\b[^.!?]{0,80}\b(still|yet)\b[^.!?]{0,10}\b(hasn['’]t|has not|haven['’]t|have not)\b|\b(withdraw\w*|pull\w* out) (from |of )?(the )?(USMCA|NAFTA)\b|\blet (the )?(USMCA|it) expire\b|\bnot (agree to )?extend the (USMCA|agreement)\b/i;
export const DEAL_PROMISE = /\b(will|to|agreed to) (pay|buy|purchase|invest|open)\b|\bzero tariffs?\b/i;
export const NEW_ACTION = anyWords([
  // Starting now, agreed by every side, just begun.
  /(are|is|am|re) (now )?(starting|beginning|commencing)/,
  /just now/,
  /(has|have) (both|all|each) (agreed|accepted)/,
  /have (just )?(started|begun)/,
  // ("The United States has launched strikes on…", "Our Military is now striking…", "…as I write this": done, or under way.)
  /(has|have) (now )?(launched|carried out|conducted)/,
  /(is|are) now (striking|hitting|bombing|attacking)|as I (write|speak|type) (this|these words)/,
  // Today, tonight, this morning, moments ago.
  /today/,
  /tonight/,
  /this morning/,
  /this evening/,
  /moments ago/,
  /(a short time|a (short |little )?while|a (few|couple of) (minutes|hours)|(an?|one|two|three|\d+) (minutes?|hours?)|minutes|hours) ago/,
  // Just ordered or struck; on my orders, at my direction; to begin now, within hours.
  /just (now )?(ordered|launched|agreed|struck|hit|bombed|attacked|destroyed|begun|started|responded|retaliated)/,
  /(has|have) responded, (destroying|striking|hitting|sinking)/,
  /have (just )?ordered/,
  /on my orders/,
  /at my direction/,
  /will begin/,
  /beginning (today|tomorrow|now)/,
  /within \d+ (hours|days)/,
  /\d+ hours(?! a day)/,
  // Agreed or completed; in effect, effective immediately.
  /(has|have) (now )?(been )?(fully |just )?(agreed|completed|concluded)/,
  /agreed to/,
  /completed/,
  /(is|are) (now )?in (full )?effect/,
  /effective immediately/,
  // Last night, overnight, tomorrow, on a weekday.
  /last night/,
  /overnight/,
  /tomorrow/,
  /(on |this |next )?(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/,
  // A strait now open or closed; a measure he is extending, ending or pausing.
  /(is|are) now (open|closed|reopened)/,
  /(am|are|is) (now )?(extending|ending|pausing|suspending)/,
  // Targets just obliterated or seized; he was just informed; a strike conducted; a retaliation.
  /(has|have|\w+['’]ve) (just )?(been,? )?((?!not\b|never\b|no\b)[\w,]+ ){0,6}?(obliterated|destroyed|hit|struck|sunk|taken|seized|disabled|shot down)/,
  /(have|has) (just )?been informed/,
  /conducted (a|an) ([\w-]+ ){0,4}(strikes?|attack|operation|raid)/,
  /(has|have|\w+['’]ve) (\w+ ){0,2}(retaliated|countered)/,
  // A strait to be closed or open; an immediate ceasefire; a measure to remain in force.
  /(is|are) to be (considered )?(closed|open)/,
  /immediate (cease[- ]?fire|truce)/,
  /remain in (place|full force|effect)/,
]);
/** "If they come close, they will be eliminated": a threat with no time set is a warning, not an action. */
export const openThreat = (x: string) =>
  CONDITIONAL.test(x) && !/\b(\d+|forty[- ]eight|twenty[- ]four) hours\b|\bdeadline\b|\btonight\b|\btomorrow\b|\b\d+ days\b/i.test(x);
/** The other side's tariffs ("Vietnam wants to cut their Tariffs"), or a promise on a condition ("I will only lower tariffs if…"): talks, not a decision. */
// A tariff whose level waits on a study ("after which a Tariff will be set at a level to be decided") is not yet decided either.
// A tariff looked at, considered or studied ("to look at DOUBLING the Aluminum Tariff on Canada", "Tariffs on Steel coming from Vietnam… will be
// looked at very seriously") is not one set.
export const TARIFF_STUDIED =
  /\b(look(ing)? (at|into)|consider(ing)?|explor(e|ing)|stud(y|ying))\b[^.!?]{0,30}\btariffs?\b|\btariffs?\b[^.!?]{0,90}\b(will be|is being|are being) (looked at|considered|studied)\b/i;
// …nor one he may or might set ("We may very well exempt Lumber… from Tariffs"), or relief he is "looking at giving".
export const NOT_DECIDED = new RegExp(
  String.raw`\b(wants?|would like|(I|we)['’]?d love|(I|we) would love|offered|offers?|hopes?) to\b[^.!?]{0,30}\btariffs?\b|\bmaybe (someday|one day|some day)\b|${TARIFF_STUDIED.source}|\bonly\b[^.!?]{0,40}\btariffs?\b[^.!?]{0,20}\bif\b|\btariffs?\b[^.!?]{0,40}\b(at a|the) (level|rate|amount) (to be|yet to be|not yet) (decided|determined|set)\b|\b(is|are) (now )?(under review|being reviewed)\b|\b(may|might) (very )?(well )?(exempt|lift|cut|lower|remove|raise|impose|pause|drop)\w*\b[^.!?]{0,60}\btariffs?\b|\b(looking at|considering|thinking about)\b[^.!?]{0,15}\b(giving|granting|offering|lowering|cutting|removing|lifting)\b[^.!?]{0,60}\btariffs?\b|\btariffs?\b[^.!?]{0,20}\b(could|might|may) (come|go|be brought|be taken) (down|off|lower)\b`,
  "i",
);
/**
 * Leave denied to everyone ("no American Company will be permitted to sell… to China", "no American Chip Design Software… may be
 * sold"): a bar, whatever word of leave or "may" follows.
 */
export const NONE_ALLOWED =
  /\bno\b[^.!?]{0,80}\b(will|shall|may|can|is|are) (ever )?(be )?(allowed|permitted|approved|licen[cs]ed|sold|shipped|exported|imported|used|bought)\b/i;
/** Leave to sell taken back ("REVOKE every license that allowed AMD to sell its AI chips to China"): a bar, not leave. */
export const LICENCES_REVOKED =
  /\b(revok\w*|rescind\w*|cancel\w*|withdr[ae]w\w*|terminat\w*|pull\w*|suspend\w*)\b[^.!?]{0,45}\blicen[cs]es?\b|\blicen[cs]es?\b[^.!?]{0,80}\b(be|been|is|are|was|were) (revoked|rescinded|cancell?ed|terminated|pulled|suspended)\b/i;
/** Buying a producer's oil ("India… buys… Russian Oil"; sanctions or tariffs on "whoever buys… OIL… from Iran"). */
/** A buyer that stops buying a producer's oil ("India will stop buying Russian Oil"): the barrels stay off, whatever its tariff does. */
export const OIL_STOPPED =
  /\b(stop(ped|s|ping)?|halt(ed|s|ing)?|end(ed|s|ing)?|cease[ds]?|no longer) (buying|purchasing|importing|taking)\b[^.!?]{0,30}\b(oil|crude)\b/i;
export const OIL_BUYERS =
  /\b(buy\w*|purchas\w*|import\w*|fill\w* (its|their) (tankers|refineries) with)\b[^.!?]{0,40}\b(oil|crude|petroleum|petrochemicals?)\b/i;
/** A forecast of the route's state ("will soon be open"), with no one acting. */
export const STRAIT_FORECAST = /\bwill (soon |shortly |eventually |quickly )?be (open|opened|reopened|free|clear|cleared|safe)\b/i;
/** What the U.S. does on the route, first named. */
export const ROUTE_VERB =
  /\b(help\w*|escort\w*|clear\w*|open\w*|destroy\w*|hit|guid\w*|free|blockad\w*|clos(e|ed|ing)(?! to\b)|mine[ds]?|seiz\w*|intercept\w*|confiscat\w*|impound\w*)\b/i;
/** "Either…, or…" put first ("Either these Tariffs come down, or the United States will respond"): what follows "or" is on a condition. */
export const EITHER_OR = /^\W*either\b[^.!?]{3,120},\s*or\b/i;
export const CONDITIONAL = new RegExp(
  String.raw`^\W*(However,?\s+|Warning:\s*|But\s+|And\s+)?(If|Should|Unless)\b|[:;—–]\s*(if|unless|should (you|they|anyone|Iran|China|Russia)(?! not)\b)|\b(if|unless) (Iran|they|he|she|it)\b[^.!?]{0,30}\b(doesn'?’?t|don'?’?t|does not|do not|fails?|refuses?)\b|${EITHER_OR.source}`,
  "i",
);
/**
 * A tariff in force kept ("…stays in place until…", "will remain at 10%", "is not going anywhere", "The 35% Countervailing Duty stays!", "are still subject
 * to the 20% Fentanyl Tariff", "…has not changed"), told of ("The 145% Tariff on China is very high") or at work ("…are bringing Auto Plants back"): no new act.
 */
export const KEPT_IN_FORCE =
  /\btariffs?\b[^.!?]{0,40}\b(has|have) not (been )?changed\b|\bleave (it|them) (exactly |right )?where (it|they) (is|are)\b|\b(are|is) still subject to (the |a |an )?([\w%.-]+ ){0,3}tariffs?\b|\btariffs?\b[^.!?]{0,30}\b(is|are) (very |too |extremely |way too |so )high\b|\btariffs?\b[^.!?]{0,60}\b(are|is|have been|has been) (working|doing (so |very )?(well|great)|(a )?(big |huge |great |tremendous )?success|paying off)\b|\btariffs?( (on|against)( \w+){1,4}?)?,? (which )?(is|are|have|has)( now| totally| already| really| truly| just| absolutely)* (bringing|brought|saved|saving|making|made|creating|created|generating|generated|producing|helping|helped|pouring|rebuilding|rebuilt|reviving|revived)\b|\b(stay(s|ing)?|remain(s|ing)?|(will|to) (stay|remain)) ((fully |firmly |still )?in (full )?(place|effect|force)|at \d|(exactly |right )?(where|as) (they|it) (are|is)|until\b)|\b(is|are) still in (full )?(place|effect|force)\b|\btariffs?\b[^.!?]{0,60}\b(is|are) still at \d|\btariffs?\b[^.!?]{0,60}\b(is|are)(n['’]t| not) going (anywhere|away)\b|\bwill (stay|remain) (the same|as (it|they) (is|are))\b|\b(have|has|had) (now |already )?been in (place|effect|force)\b|\bin (place|effect|force) (since|for (months|years|a year|\w+ (months|years)))\b|\b(kept|keeps|keeping|left|leaving)\b[^.!?]{0,50}\bin (place|effect|force)\b|\bhere is where (we|things) (are|stand)\b|\ball (of them )?(are )?in (force|effect|place)\b|\b(is|are) (now |still |already )paying (a |an )?(\w+ )?\d{1,3}(\.\d+)?\s?%|\b(has|have) been paying (the |a |an )?\d{1,3}(\.\d+)?\s?%|\btariffs?\b[^.!?]{0,40}\bstill stands?\b|\b(tariffs?|dut(y|ies))\s+(stays|remains)\b\W*($|[—–,;]|no exemptions?\b)|^\W*(the )?(\d{1,3}\s?% )?(tariffs?|dut(y|ies)) (on|against)( \w+){1,3}\s+(stays|remains)\W*$|^(?![^.!?]*\b(as of|right now|now|today|tonight|tomorrow|effective|starting|beginning|from)\b)[^.!?]*\b(is|are) in (full )?(effect|force)\b|\b(remain|stay)s? exempt\b/i;
/** A condition the target must meet, told after the act ("…25% to 50%, if a deal can't be made", "unless they stop"): a threat, not a decision. */
export const UNMET =
  /\b(if|unless)\b[^.!?]{0,40}\b(can['’]?t|cannot|isn['’]?t|is not|doesn['’]?t|does not|don['’]?t|do not|won['’]?t|will not|fails?|refuses?)\b|\bunless\b[^.!?]{0,30}\b(a deal|an agreement|agrees?|accepts?|stops?|releases?)\b/i;
export const CHOKE_ACTION =
  /\b(will|shall|(are|is) going to|we are|we'?’?re)\b[^.!?]{0,40}\b(help(ing)?|escort\w*|clear\w*|open\w*|destroy\w*|hit|remov\w*|guid\w*|free|blockad\w*)\b|\bimmediately\b/i;
/** Diplomacy instead of force: talks, a negotiated resolution (a calmer course, as an oil producer's fighting goes). */
export const DIPLOMACY =
  /\b(diplomatic (resolution|solution|path|track|route|settlement)|negotiat\w* with|peace talks|(very )?(good|great|productive|constructive|detailed)( and (detailed|productive|constructive))? talks with|negotiations? (toward|towards|for) (a |an )?(peace|ceasefire|end))\b/i;
/**
 * A warning with no measure named ("They better be careful!", "they will be hit harder than ever", "very
 * big consequences for Russia", "the biggest mistake they ever made"): the rubric's threat without
 * specifics; so is our forces' strike with no time set ("we will hit Iran very hard"). Aimed at an oil producer, a threat of force (§4: at least Medium).
 */
export const WARNING =
  /\b((had |'d )?better be (very )?careful|play(s|ing)? a (very )?dangerous game|(the )?biggest mistake (they|he|she|it|you)|((will|would)|(is|are) going to) be hit (very |much )?(hard|harder)|hit harder than|(very )?(big|serious|severe|grave|dire|strong) consequences|suffer the consequences|consequences (will|would) be (very |extremely )?(dire|severe|grave|tremendous|massive)|(would|will) be (making )?a (very )?(big|huge|terrible|grave|tremendous) mistake|impose consequences|(very )?strong action|do something (very )?(big|drastic)(?! (on|for|with) )|bad things([^.!?]{0,25})? (will|would|could|are going to) happen|((will|would|['’]ll) (be paying|pay)|(are|is) going to pay|or pay) (a|the) ((very )?(big|heavy|steep|severe|dear) )?(economic )?price|(will|would) face a (very )?(rough|tough|hard|bad) (road|time)|things will happen that nobody wants|(very )?(big|heavy|steep|high|huge|severe) price to pay|(they|you|he|she) will (soon )?see(?=\W*$)|((will|['’]ll) find out|find out) (very )?(quickly|soon)|(won['’]?t|will not) like (it|what happens)|will not be tolerated|(will not|won['’]t) (stand for it|let (that|this|it) stand)|know what happens if|(will|are going to) (soon )?find out what (that|it) feels like|(will|would) be far worse than|something (far |much )?worse than|hell to pay|bad things (start|will start|are going to start) happening|don['’]?t test (us|me)|(the )?clock is ticking|(had |['’]d )?better (get moving|move (very )?(quickly|fast)|hurry|get it done)|(will|would) (deeply |greatly )?regret|(will|would) be (very |extremely )?costly for (them|him|her|you|it|[A-Z]\w+)|there will be (very )?(big|serious|real|major) (trouble|problems)|(they|you|he|she|it) will see what happens|think (very )?(carefully|hard) (before|about what (comes|happens) next)|(it )?(won['’]?t|will not) be a warning shot|all bets (are|will be) off|(have|has) been warned|time is running out|all options are (still |now )?on the table|(the )?real pain is (yet )?to come|(we|we['’]ve|we have) only just begun|(will|are going to) be doing something about (it|this|that)|(last|final) warning|(will|would) face the (full )?(\w+ )?(force|power|wrath|might)|(will|would) not be (very )?pleasant|won['’]t be (very )?pleasant|(its|their|his|your) days are numbered|make (the|our) last (time|one|strike|attack) look like|something (very )?(bad )?(will|is going to) happen to (them|him|her|you|it)|(we|the United States|the U\.?S\.?A?\.?|our (military|forces|navy|air force))\b[^.!?]{0,20}\b(will|shall|are going to|['’]ll)\b[^.!?]{0,15}\b(hit|strike|bomb|attack)\b(?! (a|an|the|this|that)( \w+){0,2} (deal|agreement|bargain|balance|records?)))\b/i;
/** An act of war: a strike, an attack, war started or declared, a city told to evacuate, its airspace closed; a war only named ("the Russia-Ukraine War") is none. */
export const ESCALATION =
  /\b(strikes?(?! (a|an|the|this|that)( \w+){0,2} (deal|agreement|bargain|balance))|struck(?! (a|an|the|this|that)( \w+){0,2} (deal|agreement|bargain|balance))|(shot|shoot(ing)?) down|fired (on|upon)|(forces|military|navy|troops) to wipe out|(forces|troops|marines) ((has|have) )?(just )?(entered|invaded|stormed|captured)|bomb(s|ing|ed)?|attack(s|ed|ing)?|obliterat\w*|destroy(ed)?|sunk|sank|sink(ing)?|invasion|hit (them|the|their)|(was|were|has been|have been) hit by|(bombers?|jets?|planes?|pilots|missiles?|forces|military|navy|warships?) (just )?(hit|struck|bombed|attacked|destroyed|flattened|levell?ed)|(fired|launched|sent) (\w+ ){0,2}(drones?|missiles?|rockets?) (into|at|on|toward)|(?<!\b(tariffs?|sanctions|duties)\b[^.!?]{0,40})(will be|are|is|am|were|we['’]re|ha(s|ve) been) hitting(?![^.!?]{0,60}\b(tariffs?|sanctions|records?|highs?|numbers)\b)|seiz(e|ed|ing)|(doing|did|done|causing|caused|inflicting|inflicted) (a lot of |great |massive |heavy |big |tremendous |serious )?damage to|military action|(begun|began|begin\w*|launch\w*|start\w*|commenc\w*) (\w+ ){0,2}(combat|military) operations|combat operations (against|in|on)|(start\w*|wag(e|ed|ing)|declar\w*|launch\w*|go(ing)? to|went to|escalat\w*) (a |the |this )?war|war (on|against)|evacuat\w*|met with (\w+ ){0,2}force|must surrender|surrender,? unconditionally|(we|we have|we['’]ve) (just )?(hit|bombed|attacked|destroyed)|airspace\b[^.!?]{0,60}\b(is|are|be) (now )?(considered )?closed)\b/i;
// (In a post about the Fed, "They should cut by a full 1%" is a cut named by its size.)
/** Homes and the loans that buy them: beside pressure on the Fed to cut, the cut asked for is cheaper mortgages too. */
export const HOMES = /\b(housing|homes?|home ?buyers?|mortgages?|home ?builders?)\b/i;
export const FED_CUT =
  /\b\d+ basis[- ]points? (cut|reduction)\b|\b(half|full)[- ]point cut\b|\b(cut|lower)\w*\s+(rates\s+)?by\s+(a\s+)?(full\s+|at least\s+)?\d+(\.\d+)?\s?(%|percent|points?|basis points)|\b(Fed|Federal Reserve|Powell)\b[^.!?]{0,25}\b(should|must|needs? to|has to|have to) (be )?(cutting|lowering|easing)\b|\b(cut|lower|reduce|dropp?(ing)?)\b[^.!?]{0,25}\b(rates?|interest)\b|\brates? (must|should) (come|go) down\b|\brates?\b[^.!?]{0,20}\b(should|must|need to|needs to|has to|have to) be (cut|lowered|reduced|dropped)\b|\b(lower|cut|drop)\b[^.!?]{0,15}\b(one|two|three|\d+(\.\d+)?) (full )?points?\b|\b(one|two|three|\d+(\.\d+)?) (full )?points? lower\b/i;
export const CRYPTO_SUPPORT =
  /\b(strategic bitcoin\b[^.!?]{0,30}\breserve|crypto strategic reserve|strategic crypto reserve|crypto capital|crypto\b[^!?]{0,25}?\bcapital of the (world|planet)|crypto reserve|digital asset stockpile|GENIUS Act|CLARITY Act|stablecoin (bill|law|act)|(Treasury|government|we|United States)\b[^.!?]{0,70}\b(buy|buying|purchas\w*|acquir\w*) (more |up to |[\d,.]+ (million |billion )?|(one|a|two|five|ten) (million|hundred thousand) |\$[\d,.]+ (million |billion )?(of |in |worth of )?)?(bitcoin|crypto)|(open\w*|allow\w*)\b[^.!?]{0,40}\b(401\(?k|retirement (plans|accounts|savings))(?!\w)[^.!?]{0,40}\b(crypto|bitcoin|digital assets?)|(open\w*|allow\w*|(can|may) (now )?(hold|own|buy|invest in))\b[^.!?]{0,40}\b(bitcoin|crypto)\b[^.!?]{0,50}\b(401\(?k|retirement (plans|accounts|savings))|(halt\w*|stop\w*|end\w*)\b[^.!?]{0,15}\bsales of\b[^.!?]{0,30}\bbitcoin|(accept\w*|count\w*)\b[^.!?]{0,20}\b(bitcoin|crypto)\b[^!?]{0,60}\b(as an? (asset|collateral)|mortgages?)|(no|ban\w*|prohibit\w*|forbid\w*)\b[^.!?]{0,90}\b(Central Bank Digital Currenc(y|ies)|CBDCs?)\b|(repeal\w*|rescind\w*|overturn\w*|kill\w*)\b[^.!?]{0,30}\b(DeFi|crypto|digital assets?)\b[^.!?]{0,20}\b(rule|regulation)|war on crypto\b[^.!?]{0,10}\b(is )?(over|ended|done)|bitcoin superpower|(will|to) lead\b[^.!?]{0,10}\b(in )?(crypto|digital assets|bitcoin)\b|(crypto )?market structure (bill|legislation|law)\b|debank\w*\b[^.!?]{0,60}\bcrypto\b|\bcrypto\b[^.!?]{0,60}\bdebank\w*|no tax on\b[^.!?]{0,20}\b(crypto|bitcoin)\b|end\w* (the )?(\w+ )?(war on|lawfare against|crackdown on) crypto|crypto (lawfare|crackdown)\b[^.!?]{0,20}\b(is )?(over|ended|dead)|do(ing)? something (very |really )?(big|great|special|major) (on|for|with) (crypto|bitcoin))\b/i;
export const DRUG_PRICE_CUT =
  /\b(match\w*\b[^.!?]{0,20}\blowest price|(Medicare|CMS)\b[^.!?]{0,40}\bnegotiated prices\b|(price gouging|profiteering)\b[^.!?]{0,30}\b(Big Pharma|drug ?makers|pharmaceutical \w+)|TrumpRx|Most Favou?red Nation|MFN|(lower|cut|cutting|reduc\w*|slash\w*)\b[^.!?]{0,30}\b(drug|medicine|prescription) prices|(drug|medicine|prescription) prices\b[^.!?]{0,30}\b(down|lower|cut|reduc\w*)|(drug ?(companies|makers)|pharmaceutical companies|Big Pharma)\b[^.!?]{0,40}\b(lower\w*|cut\w*|reduc\w*|slash\w*)\b[^.!?]{0,8}\b(their )?prices|(drug ?(companies|makers)|pharmaceutical companies|Big Pharma)\b[^.!?]{0,40}\b(get|bring|put)\w* (their )?prices (way |all the way )?down)\b/i;

/** A test of patterns written around a company's name (NAME), each compiled once per company, not per call. */
const nearName = (templates: string[]) => {
  const built = new WeakMap<RegExp, RegExp[]>();
  return (c: { match: RegExp }, x: string) => {
    let res = built.get(c.match);
    if (!res) {
      // A replacer function: the name's source is text, never read as "$&" and the like.
      const source = () => c.match.source;
      res = templates.map((t) => new RegExp(t.replace("NAME", source), "i"));
      built.set(c.match, res);
    }
    return res.some((re) => re.test(x));
  };
};

/**
 * The companies building in the U.S. spared a tariff on their goods ("…100% Tariff…, UNLESS the Company
 * IS BUILDING its plant in America", "Companies that are building here will be exempt"): a company's
 * imports are spared, where "If you build your car here, there is no Tariff" only says what a tariff is.
 */
const BUILDING = /\b(is|are|am) ((already|actively|now) )?building\b|\b(broken|breaking) ground\b|\bcommit\w* to build\b|\bunder construction\b/i;
const SPARED = /\b(unless|exempt\w*|no tariffs?|no charge|pay nothing|not pay)\b/i;
export const buildersSpared = (r: Reading) =>
  r.sents.some((x, j) => r.voices[j] === "own" && BUILDING.test(x)) && r.sents.some((x, j) => r.voices[j] === "own" && SPARED.test(x));

/** A company named beside the exemption it earns ("building in the USA, like Apple, there is no charge"): no payer, no target of a demand. */
export const exemptIn = nearName([
  "\\b(?:like|such as|including)\\s+(?:NAME)\\b[^.!?]{0,40}\\b(?:no charge|no tariffs?|exempt\\w*|pay nothing|will not pay)\\b",
  "\\b(?:no charge|no tariffs?|exempt\\w*|pay nothing)\\b[^.!?]{0,20}\\b(?:like|such as|including|for)\\s+(?:NAME)\\b",
  // "Apple will NOT pay the new 100% Tariff": the company named as the one that does not pay.
  "(?:NAME)\\b[^.!?]{0,15}\\b(?:will not|won['’]t|does not|doesn['’]t|is not going to)\\s+(?:have to\\s+)?pay\\b",
  // "To protect our great Truck Builders, Kenworth, Peterbilt…": the company the tariff shields.
  "\\b(?:to protect|protecting|to defend)\\b[^.!?]{0,40}(?:NAME)\\b",
]);

/** A company named as what a partner buys ("they buy $10 Billion of Boeing planes", "…of U.S. Energy and 50 Boeing jets"): its orders, not a tariff it pays. */
export const boughtIn = nearName([
  // (Not an order he signs: "I have signed an Order extending the Tariff Offset…, helping Ford, GM and others".)
  "\\b(?:buy|buys|bought|buying|purchas\\w*|(?<!\\b(?:Executive|signed (?:an|the|this)|sign (?:an|the|this)|signing (?:an|the|this)) )orders?|ordered|ordering)\\b(?:[^.!?]|(?<=\\b[A-Z])\\.|(?<=\\d)\\.(?=\\d)){0,100}(?:NAME)",
]);
/**
 * A company named as what a buyer other than him buys: "I am BUYING a brand new TESLA" is his support for it, not a partner's
 * order; nor is a boycott ("Everyone should STOP buying Goodyear Tires"), which is a demand on the company.
 */
export const boughtByOthers = (c: { match: RegExp }, x: string) =>
  boughtIn(c, x) && !/\bI\b[^.!?]{0,12}\b(buy|buying|bought|purchas\w*)\b/i.test(x) && !/\b(stop|quit) buying\b|\b(don['’]?t|do not|never) buy\b/i.test(x);

/** Whether the company is named right after the lead words ("…and they agreed to build their first level Chips with Intel"). */
export const namedAfter = (lead: string, c: { match: RegExp }, x: string) => new RegExp(`\\b(?:${lead})\\s+(?:${c.match.source})`, "i").test(x);

/** The company held up as the example ("There are many Companies that should be doing what Apple is doing", "The others should be following Lilly"): a demand is on the others. */
const HELD_UP = /\b(doing|do|did|does) (exactly )?(what|as)\s|\bfollow(s|ing)?\s/;
const heldUpIn = (c: { match: RegExp }, x: string) =>
  HELD_UP.test(x) && namedAfter("(?:doing|do|did|does) (?:exactly )?(?:what|as)|follow(?:s|ing)?(?: the (?:lead|example) of)?", c, x);

const CLAUSE_VERB = /\b(will|is|are|was|were|has|have|had)\b/;
const BUILD_HERE_ASKED =
  /\b(will have to|have to|has to|must|should|better)\s+(now\s+)?(build|make|manufacture|produce|move)\b[^.!?]{0,30}\b(here|HERE|in (America|the USA|the U\.S\.A?\.?|the United States))\b/;
/**
 * A company named in one clause while others are told to build here in another ("Nucor, Steel Dynamics… will be roaring like never
 * before, and the POSCOs and Terniums of the World will have to build HERE!"): the demand is on the others.
 */
const askedOfOthers = (c: { match: RegExp }, x: string) => {
  if (!BUILD_HERE_ASKED.test(x)) return false;
  const parts = x.split(/,\s+and\s+/i);
  if (parts.length < 2) return false;
  const named = (p: string) => c.match.test(p) || c.match.test(unshout(p));
  // Each clause a sentence of its own: the company's with its own verb, the demand's with its own subject (not "…, and must RESIGN").
  const own = parts.filter(named);
  const others = parts.filter((p) => !named(p) && BUILD_HERE_ASKED.test(p) && /^(the |all |other )?[A-Z]/.test(p));
  return own.length > 0 && own.every((p) => !T.companyDemand.test(p) && CLAUSE_VERB.test(p)) && others.length > 0;
};
/** A company named but not the one a demand is on: held up as the example, or cheered while others are told to build here. */
export const othersAsked = (c: { match: RegExp }, x: string) => heldUpIn(c, x) || askedOfOthers(c, x);

/** A bar that points back at what the sentence before said ("That will no longer be allowed!"). */
export const BARS_THAT = /^\W*(That|This) (will|shall) (not|no longer) be (allowed|permitted)\b/;
/**
 * An order signed, told with nothing of what it orders ("Executive Order is being signed today!"), or a ban told by a pronoun ("I am
 * banning it, effective immediately!"): it orders what the sentences before said.
 */
export const ORDER_BARE =
  /^\W*(((An?|The) )?Executive Orders? (is|are|was|were|has been|will be) (being )?signed\b[^.!?]{0,20}|I am (hereby |now )?(banning|ending|stopping|blocking|prohibiting) (it|this|that|them)\b[^.!?]{0,30})[.!?]*$/i;

/** Goods said to come into the U.S., not from a partner named. */
export const INTO_US = /\b(coming into|imported into|entering|shipped into|sent into) (our Country|the United States|the U\.?S\.?A?\.?|America)\b/i;

/** An exclamation between sentences ("Totally CONFLICTED!"): a few words with no subject of their own, skipped to find whom "He" means. */
export const ASIDE = /^\W*(\S+\s+){0,3}\S+\W*$/;

/** A few of the post's words from where `re` matches: what the action was, as he put it. */
export function gistOf(sentence: string, re: RegExp): string | null {
  const at = sentence.search(re);
  if (at < 0) return null;
  const words = sentence
    .slice(at)
    .replace(/[“”"]/g, "")
    .split(/\s+/)
    .slice(0, 7)
    .join(" ")
    .replace(/[,;:—-]+$|[.!?]+.*$/, "");
  return unshout(words).trim() || null;
}

export const sentenceWith = (r: Reading, test: (x: string, i: number) => boolean) => {
  const i = r.sents.findIndex(test);
  return i < 0 ? null : i;
};
/** His own first sentence that passes (not a quote or a headline he reposts): most readers read his acts alone. */
export const ownSentenceWith = (r: Reading, test: (x: string, i: number) => boolean) => sentenceWith(r, (x, j) => r.voices[j] === "own" && test(x, j));
/** The partners a sentence leaves out ("on all countries except China"): theirs is another fact, never this one's target. */
const EXCEPT =
  /\b(?:[Ee]xcept(?: for)?|EXCEPT(?: FOR)?|[Oo]ther than|OTHER THAN|[Ee]xcluding|EXCLUDING|with the exception of|save for)\s+(?:the\s+)?[A-Z][\w.’'-]*(?:(?:\s*,\s*|\s+(?:and|or|&)\s+)(?:the\s+)?[A-Z][\w.’'-]*)*/g;
/** The same, for a test: a global pattern's `test` keeps its place between calls. */
const EXCEPTS = new RegExp(EXCEPT.source);
/** Whether a sentence leaves partners out: its target is then what it names, never the post's other partners. */
export const excepts = (x: string) => EXCEPTS.test(x);
/** The countries a sentence names, in the post's order, less those it excepts. */
export const countriesIn = (r: Reading, x: string) => {
  const kept = x.replace(EXCEPT, " ");
  return r.countries.filter((c) => c.match.test(kept)).map((c) => c.name);
};
/** The countries a sentence leaves out ("…every BRICS Country…, EXCEPT India"). */
export const exceptedIn = (r: Reading, x: string) => {
  const kept = countriesIn(r, x);
  return r.countries.filter((c) => c.match.test(x) && !kept.includes(c.name)).map((c) => c.name);
};
/** The countries the actor's own sentences name (less those they except). */
export const ownCountries = (r: Reading) => {
  const own = r.sents.flatMap((x, i) => (r.voices[i] === "own" ? [x.replace(EXCEPT, " ")] : []));
  return r.countries.filter((c) => own.some((x) => c.match.test(x))).map((c) => c.name);
};

/** "Both sides have accepted my proposal": the sides are those the sentence before named ("Bibi just called, and so did the Iranians"). */
const BOTH_SIDES = /\b(both|the two) (sides|countries|parties|nations)\b/i;

export function fact(r: Reading, kind: FactKind, i: number | null, action: ActionKind | null, over: Partial<Fact> = {}): Fact {
  const sentence = i === null ? "" : r.sents[i]!;
  const sides = i !== null && i > 0 && BOTH_SIDES.test(sentence) ? `${r.sents[i - 1]} ` : "";
  const countries = i === null ? ownCountries(r) : countriesIn(r, sides + sentence);
  return {
    kind,
    countries: countries.length ? countries : ownCountries(r),
    companies: [],
    size: rateOf(sentence) ?? moneyOf(sentence),
    when: whenOf(sentence),
    // A fact found in no sentence of its own (a link's words) is as much his as the post is: a repost's is not.
    voice: i === null ? (r.voices.length > 0 && r.voices.every((v) => v === "quote") ? "quote" : "own") : r.voices[i]!,
    action,
    sentence,
    global: GLOBAL.test(sentence),
    whoever: null,
    goods: null,
    gist: null,
    ...over,
  };
}

/** Aid or payments to a country cut off ("cutting off all future funding to South Africa", "these payments… will no longer be made to Colombia"). */
export const AID_CUT =
  /\b(cut(ting)? off|terminat\w*|end(ing)?|stop(ping)?|halt\w*|suspend\w*|withhold\w*)\b[^.!?]{0,30}\b(funding|payments|subsidies|aid|financial assistance)\b|\b(payments|subsidies|funding|aid)\b[^.!?]{0,60}\bwill no longer be (made|paid|given|sent)\b/i;

/** The middlemen of drug sales (pharmacy benefit managers). */
export const MIDDLEMEN = /\b(middlem[ae]n|pharmacy benefit managers?|PBMs?)\b/i;

/** What a reserve or a list leaves out ("…will NOT be part of the Reserve"). */
export const LEFT_OUT = /\b(will|shall|are|is) (NOT|not|never) be (part|included|in)\b/;
