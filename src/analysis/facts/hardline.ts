/**
 * A hard line: with a trading partner, a grievance about its trade ("Canada has treated the United
 * States very unfairly", "Why is America subsidizing Canada…"), so its tariffs stay or rise; with
 * an oil producer under sanctions, talks refused or called off ("no deal except unconditional
 * surrender", "cancelled the trip… to meet with the Iranians"), so its barrels stay off the market.
 * Both are talks in a state other than going well: a "trade-talks" fact with its stance, which the
 * map reads as its own kind (aims.ts mapKindOf) and the score, like all talks, leaves aside.
 */
import type { Country } from "../lexicon/countries.ts";
import { T } from "../lexicon/terms.ts";
import { GOODS } from "../market-map/goods.ts";
import { GRIEVANCE_AIM, TRADE_GRIEVANCE } from "../lexicon/trade-context.ts";
import type { Fact, Reading } from "./kinds.ts";
import { PRODUCERS_OIL } from "./oil-patterns.ts";
import { countriesIn, DEAL_NOT_KEPT, fact, gistOf, sentenceWith, ownSentenceWith, WARNING } from "./patterns.ts";

/** Talks with a producer refused, rejected or called off (its response called "TOTALLY UNACCEPTABLE!"), or a line it must not cross. */
export const TALKS_REFUSED =
  /\b(no deal\b|(cancel\w*|call(ed|ing)? off|terminat\w*|walk(ed|ing)? away from)\b[^.!?]{0,50}\b(trip|talks|meeting|negotiations?)|(not|never|n['’]t) (be )?acceptable|(?<!\b(is|are|was|be) )(totally|completely|absolutely|wholly) unacceptable|can['’]?t imagine\b[^.!?]{0,60}\bacceptable|reject(ed|ing|s)?|(will not|won['’]?t|never) (ever )?(allow|let)|unconditional surrender|before it is too late|no more talks|(told|telling|instructed) (my|our) (people|representatives|negotiators|team) not to go)\b/i;

/**
 * Talks said to be close or moving: "no deal yet, but we are close" is not a refusal. "Soon" only of
 * the deal: "I will soon be reviewing the plan… can't imagine it would be acceptable" is one.
 */
const NEAR_DEAL = /\b(close|progress|working on)\b|\b(deal|agreement)\b[^.!?]{0,20}\bsoon\b|\bsoon\b[^.!?]{0,20}\b(deal|agreement)\b/i;
/** What talks with a producer are about: a sentence that names no one, or the one before it, must say it. */
const TALKS_TOPIC = /\b(deals?|agreements?|talks|negotiat\w*|enrich\w*|nuclear|plan|proposal|offer|response|surrender|sanctions?)\b/i;
/** A trade deficit named is a figure, not a grievance against the partner. */
const DEFICIT = /^trade (deficits?|surplus(es)?|imbalances?)/i;

/**
 * The hard line of the post, with partners and producers that no other fact is about (a tariff, a
 * deal, talks going well, a strike or a ceasefire say more than words).
 */
export function hardLineFact(r: Reading, taken: Fact[]): Fact | null {
  if (!r.countries.length) return null;
  const covered = new Set(taken.flatMap((f) => f.countries));
  const own = (j: number) => r.voices[j] === "own";
  const producer = (c: Country) => !!c.sanctioned && !covered.has(c.name);
  // "WE WILL NOT ALLOW ANY ENRICHMENT": a sentence naming no one speaks of the one producer the post names.
  const lone =
    r.countries.filter((c) => c.sanctioned).length === 1 && !taken.some((f) => f.countries.some((n) => r.countries.find((c) => c.name === n)?.sanctioned));
  // A sentence naming no one speaks of the producer the sentence before it names; talks near a deal are not refused.
  // (Not the producer named only by its oil that a partner buys: "They will not let in our Dairy…, and they buy massive amounts of Russian Oil".)
  const names = (y: string | undefined) => y !== undefined && r.countries.some((c) => c.match.test(y.replace(PRODUCERS_OIL, " ")) && producer(c));
  const refused = r.may(TALKS_REFUSED)
    ? sentenceWith(
        r,
        (x, j) =>
          own(j) &&
          TALKS_REFUSED.test(x) &&
          !NEAR_DEAL.test(x) &&
          (names(x) || (lone && !countriesIn(r, x).length && names(r.sents[j - 1]) && TALKS_TOPIC.test(`${r.sents[j - 1]} ${x}`))),
      )
    : null;
  if (refused !== null) {
    const named = countriesIn(r, r.sents[refused]!).filter((n) => producer(r.countries.find((c) => c.name === n)!));
    const countries = named.length ? named : r.countries.filter(producer).map((c) => c.name);
    return fact(r, "trade-talks", refused, null, { countries, stance: "refused", gist: gistOf(r.sents[refused]!, TALKS_REFUSED) });
  }
  return grievance(r, taken);
}

/** A warning against a partner's retaliation ("IF THE EUROPEAN UNION RETALIATES…, WE WILL RESPOND VERY STRONGLY"): a hard line on it. */
const RETALIATION_WARNED =
  /\b(if|should)\b[^.!?]{0,60}\bretaliat\w*\b[^.!?]{0,60}\b(we will|we['’]ll|we are going to) (respond|hit back|retaliate|strike back)\b/i;

/**
 * A response promised with no measure named ("the United States will respond, and respond STRONGLY",
 * "Something will be done, and soon!", "Those days are coming to an end, and Canada knows it", "Canada
 * will not like what they see", "India will not like what we find", "Canada will soon find out what happens!", "Watch out, Mexico!", "We are looking at that very closely!!!", a tariff letter promised: "Maybe we just send them a letter!";
 * "We may have to do something about that", "a very strong response, very soon", "This will not continue for very much longer!", "Maybe they will have to pay a much higher number"): a threat without specifics, which keeps the
 * partner's tariffs on the table.
 */
// (Not done with a partner: "will act JOINTLY in the currency markets" is a joint measure, no response to anyone.)
export const RESPONSE_PROMISED =
  /\b(will|shall|is going to|are going to) (respond|act(?! (jointly|together|in (concert|coordination)|with)\b)|hit back|retaliate|strike back)\b|\bsomething (will|is going to|must|will have to) (be done|happen)\b|\b(that|this|those days|these days) (will|is going to|are going to) (change|end(?! up)|come to an end)\b|\b(days|time)\b[^.!?]{0,20}\b(are|is) (coming to an end|numbered)\b|\b(serious|severe|very bad) consequences\b|\bnot (be )?patient forever\b|\bthere will be (\w+ )?consequences\b|\b(will not|won['’]t) like what (they|he|she|it|we|I) (see|sees|get|gets|find|do)\b|\b(will )?(soon )?find out what happens\b|\bwatch out\b|\b(we are|we['’]re|I am|I['’]m) (watching|looking at) ((it|that|this|them) )?very closely\b|\b(will|are going to|is going to) be (very |so )?sorry\b|\b(just )?send (them|him|her|it) a letter\b|\b(be getting|getting|get) (a |their )?letters? (very )?soon\b|\ba letter (may|will) soon be on its way\b|\b(we|I) (may|might|will) have to do something about (it|that|this|them)\b|\b(a )?(very )?(strong|tough|forceful) response\b|\b(this|that|it) (will not|won['’]t) (continue|go on|last)\b|\bpay (a )?(much |far )?(higher|bigger) (number|rate|amount)\b/i;

/**
 * A grievance turned by what follows ("Japan has treated us badly, but they are now ready to be fair!", "…but they want to make a Deal") or owned by the partner
 * ("They understand that they have been taking advantage of the USA"), or left in the past by a partner come to the table ("The European Union is finally
 * coming to the Table, after years of ripping us off"): talks, not a hard line.
 */
export const TURNED =
  /\bbut\b[^.!?]{0,30}\b(now|finally)\b[^.!?]{0,20}\b(ready|willing|wants?|eager) to\b|\bbut (they|he|she) (\w+ )?(want|wants|are ready|is ready|are willing|is willing) to (make|do|sign|reach) (a|the) deal\b|\b(understand|admit|realize|acknowledge)s? that they\b|\b(finally|now) (coming|came|come) to the \W?(trading |negotiating )?table\b[^.!?]{0,10}\bafter (years|decades) of\b/i;

const TRADE_WORDS = /\b(tax(es)?|tariffs?|trade|trading|exports?|imports?|dumping|farmers|companies)\b/i;

/** A grievance about a partner's trade, with partners no trade fact is about. */
function grievance(r: Reading, taken: Fact[]): Fact | null {
  // (A response promised, or a warning, speaks of trade only in a post about it, or to one of the largest partners not
  // under sanctions: "something must be done" about a massacre is not; "Canada is playing a very dangerous game with
  // us. They better be careful!" is. A warning to a producer under sanctions is a threat of force: oil.ts.)
  const warned = (x: string) => RESPONSE_PROMISED.test(x) || WARNING.test(x);
  const promised = warned(r.text) && (TRADE_WORDS.test(r.text) || r.countries.some((c) => c.major && !c.sanctioned && c.name !== "United States"));
  if (!r.may(TRADE_GRIEVANCE) && !r.may(DEAL_NOT_KEPT) && !RETALIATION_WARNED.test(r.text) && !promised) return null;
  const trade = taken.filter((f) => f.kind.startsWith("tariff") || f.kind.startsWith("trade-"));
  if (trade.some((f) => f.global || (f.kind !== "trade-talks" && !f.countries.length))) return null;
  const covered = new Set(trade.flatMap((f) => f.countries));
  // A partner in trade (one of the largest, or trade in the post), not an enemy at war.
  const inTrade = r.s.trade || r.s.tariff || GRIEVANCE_AIM.test(r.text);
  const partner = (c: Country) => !covered.has(c.name) && c.name !== "United States" && (c.major || inTrade);
  // A deal the partner broke, or that was never enforced, is a grievance too: its relief is at risk.
  const grieves = (x: string) => {
    if (TURNED.test(x)) return false;
    const m = x.match(TRADE_GRIEVANCE);
    return (m !== null && !DEFICIT.test(m[0])) || DEAL_NOT_KEPT.test(x) || RETALIATION_WARNED.test(x) || (promised && warned(x));
  };
  const partnersIn = (x: string) => countriesIn(r, x).filter((n) => partner(r.countries.find((c) => c.name === n)!));
  const i = ownSentenceWith(r, (x) => grieves(x) && partnersIn(x).length > 0);
  // "Our talks with the European Union are going nowhere. They… have treated us very unfairly": "They" is the one partner just named.
  // ("Brazil has not been good to us… They treat our Farmers very badly. Something will be done, and soon!": the one partner the post names.)
  const lone = r.countries.filter(partner);
  // ("Can you imagine Canada using ELECTRICITY…? We will never again depend on another Country… They will regret this!": the one partner.)
  // ("Mexico thinks we need them. We don't need their Cars…": "their" is the partner just named too.)
  const saidBefore = (j: number) => (j > 0 && /^\W*They\b|\btheir\b/.test(r.sents[j]!) ? partnersIn(r.sents[j - 1]!) : []);
  const before = (j: number) => {
    const they = saidBefore(j);
    return they.length ? they : promised && warned(r.sents[j]!) && lone.length === 1 ? [lone[0]!.name] : [];
  };
  const k = i ?? ownSentenceWith(r, (x, j) => grieves(x) && !countriesIn(r, x).length && before(j).length === 1);
  if (k === null) return null;
  return fact(r, "trade-talks", k, null, {
    stance: "hard",
    countries: i !== null ? partnersIn(r.sents[k]!) : before(k),
    gist: gistOf(r.sents[k]!, TRADE_GRIEVANCE),
  });
}

/**
 * A hard line on every country's tariffs ("There will be NO EXTENSION of the August 1st deadline", "There is NO PAUSE", "Tariff letters go out
 * Monday!", "Tariffs will be higher, not lower"): the odds that the tariffs on all of them last go up.
 */
const ALL_HARD =
  /\bno (extensions?|pause|delays?)\b|\btariffs?\b[^.!?]{0,30}\b(stay|will stay|are not going (away|anywhere)|will be higher)\b|\bletters?\b[^.!?]{0,30}\b(are out|go(es|ing)? out|will be (going|sent) out|have been sent)\b|\b(countries|nations|any country|every country)\b[^.!?]{0,80}\b(will (soon )?(learn|find out)|better hurry|will be hit (back )?(much )?harder)\b/i;
/** Time or breaks given in the same post ("Every Country gets until September 1st", "Many Countries may get breaks"): relief, not a hard line. */
const GIVEN =
  /\b(gets? until|get (a )?breaks?|flexible|pushed back|postpon\w*|moved (it |the date )?to)\b|(?<!\b(no|not|never|be) )\b(extend(ing|ed)?|extension) ((it|them|the \w+) )?to\b/i;

/** The hard line on every country's tariffs, in a post that names no partner and no other fact on tariffs or trade. */
export function globalHardLineFact(r: Reading, taken: Fact[]): Fact | null {
  if (!(r.s.tariff || r.s.trade || r.has(T.tariffLetters)) || r.countries.some((c) => c.name !== "United States") || !r.may(ALL_HARD) || GIVEN.test(r.text))
    return null;
  if (taken.some((f) => f.kind.startsWith("tariff") || f.kind.startsWith("trade-"))) return null;
  // (Goods the map knows named in it: a tariff on them kept is the kept reader's, kept.ts, not a line on every country.)
  const i = ownSentenceWith(r, (x) => ALL_HARD.test(x) && !GOODS.some((g) => g.match.test(x)));
  return i === null ? null : fact(r, "trade-talks", i, null, { countries: [], global: true, stance: "hard", gist: gistOf(r.sents[i]!, ALL_HARD) });
}
