/**
 * Whether a fact read as a concrete action is also new and decided, as the rubric's High asks
 * ("a NEW, CONCRETE action or decision"): the rules' acts (rules.ts) and the score's (score/judge.ts)
 * are the facts that pass here. Every past false alarm of High on posts nobody tuned on was a fact
 * reader reading a decided act where the rubric sees a signal; the kinds below say which.
 */
import { T } from "./lexicon/terms.ts";
import type { Fact } from "./facts/kinds.ts";
import { DEAL_NOW, DEAL_WITH, GOVERNMENT_STAKE } from "./facts/company-acts.ts";
import { WISHED_WELL } from "./facts/company-patterns.ts";
import { HIS_ORDER } from "./facts/voice.ts";
import { ACTS_NOW, ANNOUNCED_THAT, EITHER_OR, KEPT_IN_FORCE, NEW_ACTION, NONE_ALLOWED, TARIFF_DECISION, toldAsHistory } from "./facts/patterns.ts";
import { setsStart, whenOf } from "./facts/text.ts";

export const PARTNER_AGREED = /\b(agreed|agrees|authori[sz]ed|committed|signed)\b/i;
/** A time set for a threat ("within 48 hours", "immediately"): without one, "if they…, we will…" is a warning (rubric: Medium). */
const TIME_SET = /\b(\d+|forty[- ]eight|twenty[- ]four) hours\b|\bdeadline\b|\btonight\b|\btomorrow\b|\b\d+ days\b|\bimmediately\b/i;
/** Words of the moment: the act is new even when the post also looks back. */
const NOW_ACT = /\b((?<!\bago )today|tonight|this (morning|evening)|just(?! as\b)|moments ago|hereby|effective immediately)\b/i;
/** A post that opens by saying it repeats itself ("As I said at…"). */
const REPEATS = /\bas I (have )?(said|stated|announced|mentioned|predicted|promised)\b/i;
/**
 * A date kept that was set before ("Today the Heavy Truck Tariffs go into effect, just as I said they would", "Canada's 35% Tariff, which I
 * announced in July, went into effect this morning, EXACTLY on schedule", "…officially in effect as of 12:01 AM today, as President Trump
 * announced last week"), terms he set told as collected ("The 19% Tariff I negotiated is now being collected"), or terms in force told
 * against the past ("Japan used to pay us NOTHING, and now they pay 15%"): told again, whatever "today" says.
 */
const AS_SET_BEFORE =
  /\b(just )?as I (said|promised|predicted|announced) (they|it|we|that they|that it) would\b|\bused to pay\b[^.!?]{0,40}\bnow (they |it )?(pay|pays)\b|, which I (had )?announced (in|on|last|earlier|back|before)\b|\bas (I|President Trump|the President) (had )?announced (last|in|on|earlier|before|yesterday|previously)\b|\binto effect\b[^.!?]{0,30}\b(exactly |right )?on schedule\b|\bofficially in (full )?effect\b|\b(I|we) (negotiated|set)\b[^.!?]{0,20}\b(is|are) now being collected\b/i;
/** A partner's rate told as what it pays now ("Canada pays a 35% Tariff on everything that isn't covered by USMCA"), with no date: the rate in force. */
const PAYS_NOW = /^\W*(\w+ ){0,3}(pays|is paying|are paying|is now paying|are now paying) (a |an )?\d{1,3}(\.\d+)?\s?(%|percent)/i;
/** An act's own sentence opened as known ("As everyone knows, India pays a 50% Tariff…"): told again. */
const KNOWN_LEAD = /^\W*as (everyone|everybody|you all|you) knows?\b/i;
/** An act dated in the past ("hit a few days ago", "agreed a long time ago"), unless the sentence also sets its date to come. */
const AGO = /\b((days|weeks|months|years|a (day|week|month|year)|a long time) ago|long ago)\b/i;
/** Looking back at an act already known (not "Countries with which we have signed Trade Deals", who are spared; "that is why I signed…", "they were going to purchase…", "didn't enforce our Agreement", "I recently called for…"). */
const RECAP = new RegExp(
  `${REPEATS.source}|\\b((on |upon |under )?(?<!\\bwith )which (we|they|I|he|she) (had |have |has )?(already )?(agreed|signed|reached|announced)|(is|are|was) why I|(was|were) (going|supposed) to|(who|whom) I (was (honou?red|proud|thrilled) to |have |had )?(nominat|nam|appoint|pick|chose)\\w*|(didn'?’?t|did not|failed to) (enforce|honou?r|sign|happen|make|get|keep)|already agreed|I (recently|previously|earlier|once) called (for|on))\\b`,
  "i",
);

/**
 * A hedge on the act ("could be 50%", "Maybe we should…", "I am thinking about…", "I think we will be reducing… at some point", "probably close to 100%",
 * "there's a very good chance we can… and possibly bring the Tariffs down",
 * a question): a signal (rubric: Medium), not a decision.
 */
const HEDGED =
  /\bat some point\b|\bI (think|believe) (that )?(we|they|it|the \w+|[A-Z][\w.]*( [A-Z][\w.]*)? and I) (will|would)\b|(?<!\b(if|whether|asked|ask|asking) (we|I|you|they|he|she|it|the \w+) )\b(could|might)\b(?! not\b|n['’]t)|\bmay (well |soon |also |even )?(be|go|put|impose|have|raise|increase|rise|charge|add|hit|do|lower|cut|reduce|lift|drop|remove|pause|face|pay|see)\b|(^\W*|, |(?<!\()\band )(maybe|perhaps|possibly)\b|\b(there['’]s|there is) (a |an )?(very |really )?(good|real|strong|decent|great|excellent) chance\b|\bprobably (close to |around |about |near )?\d{1,3}(\.\d+)?\s?(%|percent)|(\b(am|are|was|were)|['’](m|re)) (\w+ )?(thinking (about|of)|looking at (a |an )?(\w+ )?(large|big|major|massive|substantial|additional|higher)\b(?![^.!?]*\d\s?(%|percent)))\b|\?\s*$/i;
/** An announcement still to come, with no rate in its sentence ("I will be announcing a very big Tariff on Pharmaceuticals next week"): a signal. */
const ANNOUNCE_AHEAD =
  /\b(will|shall|am going to|are going to) (soon |shortly )?(be )?announc\w*|\bto be announced\b|\bannouncements? (is |are )?(coming|to come|soon|next week|tomorrow)\b/i;
/** Another's announcement of its own plan ("Apple just announced it will invest…", "China announced today that it will put…"). */
export const THEY_ANNOUNCED = new RegExp(
  String.raw`(?<!\b(I|we|We|I am|I'm|I’m|I have|we have)\s)${ANNOUNCED_THAT}(it|they|he|she) (will|would|is going to|are going to|plans? to)\b`,
  "i",
);

/** A reminder of a thing already set ("Just a reminder, the 30% Tariff… goes into effect August 1st"): a repeat (rubric: Low). */
// ("As previously announced, the Reciprocal Tariffs will go into effect on August 1st. Nothing has changed.")
const REMINDER =
  /\b(a (friendly |quick )?reminder\b|reminder:|^\W*reminder to \w+|^\W*re-?posting\b|^\W*in case you missed it\b|to remind (you|everyone|all)\b|as (previously|already) (announced|scheduled)\b|nothing has changed\b)/i;
/** The next sentence dates the act in the past ("…I raised Tariffs on Canada to 35%. That was done weeks ago."). */
const DONE_BEFORE =
  /^\W*(That|This|It|Which)\b[^.!?]{0,20}\b(was|were|has been|had been|happened)\b[^.!?]{0,30}\b(ago|already|last (week|month|year)|long before)\b/i;

/** A demand on lawmakers ("Congress should pass a 25% Tariff…"): theirs to do, a signal (rubric: Medium), not his act. */
const ON_LAWMAKERS =
  /\b(Congress|the Senate|the House|lawmakers|Republicans|Democrats)\b[^.!?]{0,20}\b(should|must|needs? to|has to|have to|ought to|better)\b/i;

/**
 * An official's words quoted after his name ('Commerce Secretary Howard Lutnick: "The 50% Copper Tariff goes
 * into effect…"'): the act as reported, already out (rubric: Low). Its goods still point the instruments (the map reads the fact).
 * An act he ordered, announced by his official (facts/voice.ts HIS_ORDER), is his own.
 */
const QUOTED_LEAD = /^[^.!?“"]{3,80}:\s*[“"]/;

/** What others said or predicted ("Everyone said my 145% Tariffs would destroy our Economy"): their claim about an act, not the act. */
const OTHERS_SAID =
  /\b(everyone|everybody|they|people|critics|experts|pundits|the (experts|pundits|critics|fake news|media|democrats|dems))\s+(all\s+)?(said|claimed|predicted|warned|thought|insisted)\b/i;

/** A deal only wished for ("They want to make a Deal so badly!"): talks, not a deal made. */
const DEAL_WISHED = /\b(wants?|would (like|love)|hop(e|es|ing)|eager|dying|begging) to (make|do|sign|reach|strike|get|finish)\b[^.!?]{0,20}\bdeals?\b/i;

/** Talks reported ("We discussed North Sea Oil, Trade, … the Hormuz Strait"): a negotiation update (rubric: Medium), not an act. */
const DISCUSSED = /\b(discussed|(?<!\b(refus\w*|not|never|won['’]t) )to discuss|talk(ed|ing)? about|spoke about|went over)\b/i;
/** A deal still being made ("currently being negotiated", "so close to a Peace Deal", "closer and closer to a Deal"): a negotiation update (rubric: Medium). */
const UNDER_WAY =
  /\b(being (negotiated|worked on|discussed)|negotiations (are|were) (proceeding|continuing|going)|(very |so |getting )?close(r( and closer)?)? to (a|an|the|reaching|making|finali[sz]ing|signing|getting)\b|in (serious |the )?(discussions|negotiations))\b/i;
/** A tariff said not to last ("cannot last forever", "is not sustainable"). */
const WONT_LAST = /\b(cannot|can['’]t|won['’]t|will not) (last|stay|remain)\b|\bnot sustainable\b/i;
/** A state foretold with no time set ("will be opening up for business very shortly"): a signal until a date is set. */
const SOON = /\b(shortly|soon|at some point|in the (not too )?(distant|near) future|eventually|before long)\b/i;
/** Another's wish that someone else act ("They want the Strait opened immediately"): not what anyone does ("they want to impose" is their own intent). */
const OTHERS_WANT = /(\b(they|he|she|everyone|everybody|people)\s+(want|would like)|\b(?<!\b(I|we)\s)\w+ wants)\b(?!\s+to\b)/i;
/**
 * The company's announcement told as done ("the $600 Billion investment… they announced this Summer", "General Motors just
 * announced…", "Thank you to Tim Cook and Apple for announcing…", "Tim Cook of Apple just came to the Oval Office to announce…"): its news, praised. (A company's name in capitals, or a word
 * of one, before "announced": the case matters, so "I just announced" is never read as one.)
 */
const THEIR_NEWS =
  /(?<!\b(I|we|We)\s)(?<!\bI (have|had) )\b([Tt]hey|[Ii]t|[Ww]hich|[Ww]ho)\s+(had\s+|have\s+|has\s+)?(just\s+|recently\s+|already\s+)?announced\b|\b(?!(We|I)\b)(Company|Companies|Corporation|Inc|Motors|[A-Z][A-Za-z]+),?\s+(has\s+)?(just\s+|recently\s+)?announced\b|\b([Tt]o|[Tt]hank(s| you)?)\b[^.!?]{0,100}\bfor announcing\b|\band announced that (?!(I|We|we)\b)[A-Z]|\b(?!(We|I)\b)[A-Z][A-Za-z]+ (\w+ ){0,4}(just )?(came|come|comes|was here|were here|visited)\b[^.!?]{0,40}\bto announce\b/;
/** His own announcement ("I am proud to announce that … US Steel will REMAIN"), not a company's own news he praises. */
const HE_ANNOUNCES = /\bI (am |'m |’m )?(\w+ ){0,2}(to )?announc\w*|\bI (have )?(approved|authorized|agreed|decided)\b/i;
/** A demand aimed at no one named ("other Retailers should follow the lead of these Patriots"): praise of the named, a signal to the rest. */
const OTHERS_SHOULD = /\bother (\w+ ){0,2}(should|must|need to|ought to)\b|\bothers (should|must|need to)\b/i;

/** A tariff on a condition ("on any Country that does not make its furniture in the United States", "if they…", "unless…"; EITHER_OR too). */
const ON_CONDITION =
  /\b(if|unless|until)\b|\bany (\w+ )?(country|countries|nation|company|companies)\b[^.!?]{0,40}\b(that|which|who) (does|do|did|will) not\b/i;
/** A rate in the act's own sentence ("a 25% Rate", "50 percent"). */
const RATE = /\d\s?(%|percent)|\bzero percent\b/i;
/** A state that stands ("part of Canada's unfair, long-standing policy", "for decades"): a grievance, not a new act. */
const STANDING = /\blong[- ]?standing\b|\bfor (many |so many )?(years|decades)\b/i;
/** A truce already in force, named as the time of another matter ("NO TOLLS … during the Cease Fire Period"). */
const IN_FORCE = /\bduring (the|this) (cease[- ]?fire|truce)\b/i;
/** An act that waits on a signing still to come ("the opening of the Strait upon the signing of the Deal on Friday"). */
const ON_SIGNING = /\b(upon|once|after) (the )?signing\b|\bshould the deal not\b/i;
/** A deal's next step ("Our … Trade Deal with Japan has just launched", "the first Investments under its Commitment"): the deal is known. */
const NEXT_STEP = /\b(has|have) (just |now )?(launched|kicked off|gone into effect)\b|\bmoving forward with the (first|next)\b/i;
/** A demand on a company about its internal politics ("GET RID OF DEI RULES"): no price effect the rubric names (labeled Low). */
const NOT_BUSINESS = /\b(DEI|diversity|woke|pronouns?|transgender)\b/i;
/** Another side's attack he reacts to ("Very disappointed in the Russian missile attack on Kyiv last night"): not his act of war. */
const REACTION =
  /\b(disappointed|unhappy|not happy|saddened|sad|upset|angry)\b[^.!?]{0,15}\b(in|with|about|by|at)\b[^.!?]{0,40}\b(attacks?|strikes?|bombings?|missiles?)\b/i;
/** A rebuke told as a demand ("Boeing has to get its act together, fast!", "Kelly Ortberg has to fix it fast."): an attack (rubric: Medium), nothing asked that moves its price. */
const REBUKE = /\bget (its|their|his) act together\b|\b(has|have|needs?) to fix (it|this|that|the problem)( fast| quickly| now)?\W*$/i;

/**
 * A kind of act the rubric's High does not cover, read from the fact's own sentence: a tariff on a
 * condition with no rate, no date and no "immediately" (a conditional threat, issue 34 §4: Medium), another's standing tariffs
 * (a grievance), a tariff in force kept in place, a truce already in force, an act upon a signing to come, a known deal's next
 * step, a demand on a company about anything but its business, another side's attack he reacts to.
 */
function notNewAct(f: Fact): boolean {
  const x = f.sentence;
  const tariff = f.action === "tariff" && (f.kind === "tariff-imposed" || f.kind === "tariff-raised" || f.kind === "tariff-threatened");
  // (So is relief on a condition, with no rate: "If they keep doing it, I will reduce the Fentanyl Tariff!")
  const relief = f.action === "tariff" && f.kind === "tariff-cut";
  if ((tariff || relief) && (ON_CONDITION.test(x) || EITHER_OR.test(x)) && !f.size && !f.when && !RATE.test(x) && !TIME_SET.test(x) && !NOW_ACT.test(x))
    return true;
  // (Not a sentence that also sets a start: "As of August 1st, Japan will pay a 25% Tariff…, and Automobiles will stay at 25%".)
  if (tariff && (STANDING.test(x) || (KEPT_IN_FORCE.test(x) && !ACTS_NOW.test(x) && !setsStart(f.when)))) return true;
  if ((f.kind === "ceasefire" || f.kind === "de-escalation") && IN_FORCE.test(x)) return true;
  if (f.kind === "escalation" && REACTION.test(x)) return true;
  if (ON_SIGNING.test(x) && !NOW_ACT.test(x)) return true;
  if (f.action === "trade-deal" && NEXT_STEP.test(x)) return true;
  return f.action === "company-demand" && (NOT_BUSINESS.test(x) || REBUKE.test(x));
}

/**
 * A fact's sentence that tells of an act not decided (yet): talks reported, a deal still being made,
 * a state foretold with no time set, someone else's wish. The rubric's Medium: a signal, an update.
 */
function undecided(f: Fact): boolean {
  const x = f.sentence;
  // The energy reader takes a producer's post with a date anywhere and its first energy sentence;
  // a measure is in that sentence or there is none ("Oil Prices are plummeting"): rubric Medium at most.
  // (Barrels counted are a measure: "Venezuela will be turning over between 30 and 50 MILLION Barrels… to the United States".)
  if (f.action === "oil-policy" && !/\bbarrels\b/i.test(f.size ?? "") && !T.concrete.test(x) && !NEW_ACTION.test(x) && !PARTNER_AGREED.test(x)) return true;
  // A rate or a date makes it concrete (issue 34 §4); an agreement reported from talks is a deal.
  const timed = !!f.when || !!f.size || TIME_SET.test(x) || NOW_ACT.test(x);
  if ((DISCUSSED.test(x) && !PARTNER_AGREED.test(x)) || OTHERS_WANT.test(x) || ON_LAWMAKERS.test(x) || OTHERS_SAID.test(x)) return true;
  // Another's plan, announced ("The European Commission said it will impose…"); a partner agreeing is a deal.
  if (THEY_ANNOUNCED.test(x) && !PARTNER_AGREED.test(x)) return true;
  if (f.action === "trade-deal" && DEAL_WISHED.test(x)) return true;
  if (UNDER_WAY.test(x) && !T.concrete.test(x)) return true;
  // "A 100% Tariff on China cannot last forever": relief foretold, no date set (rubric: a signal).
  if (WONT_LAST.test(x) && !f.when && !TIME_SET.test(x)) return true;
  return SOON.test(x) && !timed && !T.concrete.test(x);
}

/** A listing his government makes of companies it holds ("we will be taking them public, with the Offering to begin…"). */
const WE_LIST = /\b(I|we) (will|are going to|am going to|shall|are|am)( be)? (tak|bring)\w*\b[^.!?]{0,40}\bpublic\b/;

/** His government, as the holder of a stake ("The Department of War will become the largest shareholder of MP Materials"). */
const GOVERNMENT = /\b(Department of \w+|Pentagon|Treasury|Government|United States|we|I)\b/;

/**
 * A company's own news (an investment it announced, prices it cut) praised, or a demand on companies
 * not named: the rubric's "praise for a company's investment" (Medium), not a demand on a named one.
 */
function companyNews(f: Fact, text: string): boolean {
  // A deal he has just made with the company ("Just made a historic deal with… PFIZER!") is his act, not its news
  // ("We made a great deal with MP Materials…" tells of one already known).
  // So is a stake his government takes ("The Department of War has agreed to take a major equity stake in MP Materials").
  const stakeAt = f.sentence.search(GOVERNMENT_STAKE);
  const hisDeal =
    (DEAL_WITH.test(f.sentence) && DEAL_NOW.test(f.sentence)) || (stakeAt > 0 && GOVERNMENT.test(f.sentence.slice(0, stakeAt))) || WE_LIST.test(f.sentence);
  if (f.action === "company-deal") return !HE_ANNOUNCES.test(text) && !hisDeal && (!f.size || THEY_ANNOUNCED.test(f.sentence) || THEIR_NEWS.test(f.sentence));
  // ("Intel should be a GREAT American Company again": his support wished for, nothing done to the company yet.)
  return f.action === "company-demand" && (OTHERS_SHOULD.test(f.sentence) || WISHED_WELL.test(f.sentence));
}

/**
 * An act the sentence tells again rather than takes: recalled ("As I said…", "which they already agreed…"), with nothing done
 * now in it, or a reminder ("Reminder: the 25% Tariff… starts on November 1st").
 */
export const toldAgain = (sentence: string, sents: string[]) =>
  (!NOW_ACT.test(sentence) && (RECAP.test(sentence) || KNOWN_LEAD.test(sentence) || REPEATS.test(sents[0] ?? ""))) ||
  AS_SET_BEFORE.test(sentence) ||
  (PAYS_NOW.test(sentence) && !NOW_ACT.test(sentence) && !T.concrete.test(sentence) && whenOf(sentence) === null) ||
  REMINDER.test(sentence) ||
  REMINDER.test(sents[0] ?? "");
/** An act dated in the past by its own sentence ("Three months ago I put a 25% Tariff on India"), with nothing done now in it. */
export const datedPast = (sentence: string) => AGO.test(sentence) && !NOW_ACT.test(sentence) && !T.concrete.test(sentence);
/** An act the sentence hedges ("could be 50%", "Maybe we should…"), with nothing done now in it. ("No… may be sold" forbids: patterns.ts NONE_ALLOWED.) */
export const hedged = (sentence: string) => HEDGED.test(sentence) && !NOW_ACT.test(sentence) && !NONE_ALLOWED.test(sentence);

/**
 * An act the post tells again (a reminder, "as I said"), dates in the past ("Three months ago I put…") or tells as history ("Last
 * month I put a 25% Tariff on Mexico"), unless the next sentence takes it on now ("The 10% Tariff I put on Canadian Energy was a
 * courtesy. It will go up to 25%…"): in force before the post.
 */
export function toldBefore(f: Fact, sents: string[]): boolean {
  if (toldAgain(f.sentence, sents) || datedPast(f.sentence)) return true;
  const at = sents.indexOf(f.sentence);
  return toldAsHistory(f.sentence) && !NOW_ACT.test(f.sentence) && !ACTS_NOW.test(sents[at + 1] ?? "");
}

/**
 * Whether a fact read as a concrete action is also new and decided, as the rubric's High asks:
 * not an act the post only recalls, and not an oil-route threat on a condition with no time set
 * (the route reader reads "if … we will hit" as a widening war, which is a signal until a time is set).
 */
export function decided(f: Fact, sents: string[], text: string): boolean {
  if (toldBefore(f, sents)) return false;
  const at = sents.indexOf(f.sentence);
  if (QUOTED_LEAD.test(f.sentence) && !HIS_ORDER.test(f.sentence)) return false;
  if (DONE_BEFORE.test(sents[at + 1] ?? "")) return false;
  // A story goes on: the sentence after one told as history, with no date of its own and nothing done now
  // ("Our Deal with Japan, signed last month, is the biggest… Japan is paying… a 15% Tariff!").
  // ("Walmart made MASSIVE profits last year! Walmart… should absorb the cost": a fact told as history is no act's story.)
  // ("Japan used to pay us NOTHING, and now they pay 15%… Really good deal for the U.S.A.!": the deal boasted of after terms told again.)
  if (
    at > 0 &&
    (toldAsHistory(sents[at - 1]!) || AS_SET_BEFORE.test(sents[at - 1]!)) &&
    (T.tariff.test(sents[at - 1]!) || T.deal.test(sents[at - 1]!) || /\d\s?%/.test(sents[at - 1]!)) &&
    !f.when &&
    !NOW_ACT.test(f.sentence) &&
    !ACTS_NOW.test(f.sentence) &&
    !TARIFF_DECISION.test(f.sentence)
  )
    return false;
  if (hedged(f.sentence)) return false;
  // ("Effective immediately, I am removing… and I will announce his replacement shortly": the act is done; what is announced ahead is another.)
  if (ANNOUNCE_AHEAD.test(f.sentence) && !RATE.test(f.sentence) && !/\b(effective immediately|hereby)\b/i.test(f.sentence)) return false;
  if (f.action === "oil-route" && f.kind === "escalation" && !f.when && !sents.some((x) => TIME_SET.test(x))) return false;
  if (undecided(f) || companyNews(f, text) || notNewAct(f)) return false;
  // Only his own action is news: a quoted headline, a story or a comparison tells of one already out.
  if (f.voice !== "own") return false;
  return true;
}
