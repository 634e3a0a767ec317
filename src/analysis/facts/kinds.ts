/**
 * The typed facts of a post, one small reader per kind: what the actor does (a tariff, a deal,
 * a sanction, a strike or a ceasefire, oil let through or held back, a demand on a company, a
 * buy call…), to whom, how much, when, and whether it is his own action or an analogy, an
 * anecdote or a quote. The judgement (rules.ts) grades the post from them; the note and the
 * instruments (note.ts, instruments.ts) say what they mean, and which way they point.
 */
import type { Company } from "../lexicon/companies.ts";
import type { Country } from "../lexicon/countries.ts";
import { T } from "../lexicon/terms.ts";
import { countryIn, goodsOf, moneyOf, rateOf, whenOf } from "./text.ts";

/** The rubric's High kinds: a new, concrete action with a direct price effect. */
export type ActionKind =
  | "tariff"
  | "trade-deal"
  | "sanctions"
  | "oil-conflict"
  | "oil-route"
  | "oil-policy"
  | "fed-personnel"
  | "company-demand"
  | "company-deal"
  | "buy-call"
  | "official-act";

export type FactKind =
  | "tariff-imposed"
  | "tariff-raised"
  | "tariff-threatened"
  | "tariff-paused"
  | "tariff-cut"
  | "trade-deal"
  | "trade-cutoff"
  | "sanction"
  | "escalation"
  | "de-escalation"
  | "ceasefire"
  | "supply-up"
  | "supply-down"
  | "energy-policy"
  | "company-demand"
  | "company-attack"
  | "company-praise"
  | "company-deal"
  | "company-orders"
  | "merger-push"
  | "purchase"
  | "fed-pressure"
  | "fed-personnel"
  | "buy-call"
  | "drug-pricing"
  | "crypto-policy"
  | "official-act";

/** Whose words: the actor's own action, or a story he tells, a comparison, someone else's words. */
export type Voice = "own" | "analogy" | "anecdote" | "quote";

export interface Fact {
  kind: FactKind;
  /** Countries, companies and commodities the action is aimed at (names as in the lexicons). */
  countries: string[];
  companies: Company[];
  /** "50%", "$28 billion", "100 million barrels". */
  size: string | null;
  when: string | null;
  voice: Voice;
  /** The rubric's High kind when the fact is a new, concrete action; null for a signal or threat. */
  action: ActionKind | null;
  /** The sentence that carries it. */
  sentence: string;
  /** Aimed at everyone: all countries, all imports, the whole market. */
  global: boolean;
  /** The post's own words for the action, a few of them ("destroyed and sunk 9 Iranian naval ships"). */
  gist: string | null;
  /** The goods a tariff is on ("trucks"), when it names goods rather than a country. */
  goods: string | null;
  /** A target named by a condition rather than a name ("any country supplying weapons to Iran"). */
  whoever: string | null;
}

/** What the readers share: the post's sentences, the names it gives and its topic flags. */
export interface Reading {
  text: string;
  sents: string[];
  has: (re: RegExp) => boolean;
  /** False when `re` certainly matches neither the text nor any of its sentences (a quick check, lexicon/quick.ts). */
  may: (re: RegExp) => boolean;
  countries: Country[];
  companies: Company[];
  /** Whether sentence i names company c (also in shouted form). */
  names: (c: Company, i: number) => boolean;
  /** The voice of each sentence. */
  voices: Voice[];
  oilCountry: boolean;
  majorCountry: boolean;
  s: Flags;
}

export interface Flags {
  tariff: boolean;
  trade: boolean;
  fed: boolean;
  fedPersonnel: boolean;
  sanctions: boolean;
  energy: boolean;
  crypto: boolean;
  market: boolean;
  economy: number;
  fiscal: boolean;
  fiscalMover: boolean;
  drugs: boolean;
  military: boolean;
  defense: boolean;
  oilChoke: boolean;
  strike: boolean;
  invest: boolean;
  buy: boolean;
  demand: boolean;
  tariffNumber: boolean;
  macro: boolean;
  health: boolean;
  concrete: boolean;
  threat: boolean;
  negotiate: boolean;
  deal: boolean;
  act: boolean;
  dealDone: boolean;
  cutoff: boolean;
}

// ── voice ──────────────────────────────────────────────────────────────────────────────────

/** A comparison with another case ("it reminds me of…", "just like I got India and Pakistan to…"). */
const ANALOGY =
  /\b(reminds? (me|us|everyone) of|just like|much like|like I (did|got|had)|as I did|similar to|another (case|example) is|as was the case|in that case)\b/i;
/** A story about the past, or a list of things he says were not reported. */
const ANECDOTE =
  /\b(during my first term|in my first term|same thing happened|years ago|back in (19|20)\d\d|no mention of|never mention(s|ed)?|refuses? to (report|mention|cover)|we had (a|dinner|lunch)|asked to have (dinner|lunch))\b/i;
/** Someone else's words, reported. */
const QUOTE = /^[“"]|\b(said|stated|wrote|according to|reports? that)\b[^.!?]{0,10}[“"]/i;

/** A sentence told in the past, with nothing of now in it: a story goes on through such sentences. */
const PAST = /\b(was|were|had|did|made|got|came|went|said|asked|told|\w{3,}ed)\b/i;
const NOW = /\b(is|are|am|will|shall|now|today|tonight|tomorrow|going to)\b/i;

/** How a pattern is tested on a sentence: `re.test`, or a quicker way with the same answer (lexicon/quick.ts). */
type Test = (re: RegExp, sentence: string) => boolean;
const plainTest: Test = (re, x) => re.test(x);

/** The voice of each sentence: a story's past-tense sentences keep the story's voice. */
export function voicesOf(sents: string[], test: Test = plainTest): Voice[] {
  const out: Voice[] = [];
  for (const [i, x] of sents.entries()) {
    const v = voiceOf(x, test);
    const prev = out[i - 1];
    out.push(v === "own" && (prev === "anecdote" || prev === "analogy") && test(PAST, x) && !test(NOW, x) ? prev : v);
  }
  return out;
}

export function voiceOf(sentence: string, test: Test = plainTest): Voice {
  if (test(ANALOGY, sentence)) return "analogy";
  if (test(ANECDOTE, sentence)) return "anecdote";
  if (test(QUOTE, sentence)) return "quote";
  return "own";
}

// ── shared patterns ────────────────────────────────────────────────────────────────────────

const PCT = /\d(\.\d+)?\s?(%|percent)|\b(ten|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)([- ](five|hundred))? percent\b/i;
/** A tariff with a near date: "next week", "within two weeks", "in 30 days". */
const TARIFF_SOON = /\b(next week|this week|within (\d+|one|two|three|a few) (days|weeks)|in (\d+|two|three) (days|weeks)|by the end of the (week|month))\b/i;
const TARIFF_DECISION =
  /\b(will|shall|are going to|is going to) (be )?(immediately |now |also )?(charg|impos|put|plac|add|increas|rais|doubl|appl|levy|levied|hit)\w*/i;
const TARIFF_TARGET = /\b(on|to) (all|any|every|each)\b|\b(any and all|every country|all countries|all imports|all foreign)\b/i;
const GLOBAL_WORDS =
  /\b(all countries|every country|all imports|all foreign|all nations|any and all countries|worldwide|global tariffs?|(various|many|all other|other) countries)\b/i;
/** "Reciprocal" tariffs reach everyone only when the sentence names no one ("South Korean… Reciprocal TARIFFS" are Korea's). */
const GLOBAL = {
  test: (x: string) => GLOBAL_WORDS.test(x) || (/\breciprocal\b/i.test(x) && !countryIn(x)),
};
/** The other side cutting its own tariffs ("the EU would… cut their Tariffs to ZERO"): its promise to the U.S., not relief on it. */
const THEIR_CUT =
  /\b(cut|reduc\w*|lower\w*|drop\w*|eliminat\w*|remov\w*)\s+(their|its)\s+(\w+\s+)?tariffs?\b|\b(their|its) tariffs?\b[^.!?]{0,20}\b(to zero|will (be )?(come|go) down)\b/i;
/** An ultimatum: do this, "or… their Tariffs would immediately jump". A threat, with its condition. */
const ULTIMATUM =
  /\bor\b[^.!?]{0,40}\btariffs?\b[^.!?]{0,30}\b(would|will)\b[^.!?]{0,20}\b(jump|rise|go up|increase|be raised|be increased|skyrocket|double)\w*/i;
/** A tariff as the means to something else ("my use of tariffs", "because of tariffs"), not a tariff action. */
const TARIFF_MEANS = /\b(use of|because of|thanks to|due to|by using|power of)\s+(the\s+)?(tariffs?|TARIFFS?)\b(?!\s+(of|on|at)\b)/i;
/** Conditional targets ("a country supplying weapons to Iran"): the tariff is on whoever does it. */
const CONDITIONAL_TARGET =
  /\b(any|a|every) (country|nation|company)\b[^.!?]{0,20}?\b(supplying|buying|selling|sending|doing business|that (buys|sells|supplies|sends))\b(?:\s+(?!will\b|shall\b|would\b|is\b|are\b)[\w’'-]+){0,5}/i;
/** "the Tariff on China is reduced to 30%". */
const RELIEF_IN = /\btariffs?\b[^.!?]{0,40}\b(is|are|will be|has been|have been) (reduced|lowered|cut|paused|suspended|lifted|removed|dropped)\b/i;
const DEAL_PROMISE = /\b(will|to|agreed to) (pay|buy|purchase|invest|open)\b|\bzero tariffs?\b/i;
const NEW_ACTION =
  /\b((are|is|am|re) (now )?(starting|beginning|commencing)|have (just )?(started|begun)|today|tonight|this morning|this evening|moments ago|just (now )?(ordered|launched|agreed|struck|hit|begun|started)|have (just )?ordered|on my orders|at my direction|will begin|beginning (today|tomorrow|now)|within \d+ (hours|days)|\d+ hours(?! a day)|(has|have) (now )?(been )?(fully |just )?(agreed|completed|concluded)|agreed to|completed|(is|are) (now )?in (full )?effect|effective immediately|last night|overnight|tomorrow|(on |this |next )?(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)|(is|are) now (open|closed|reopened)|(am|are|is) (now )?(extending|ending|pausing|suspending)|(has|have|\w+['’]ve) (just )?(been,? )?((?!not\b|never\b|no\b)[\w,]+ ){0,6}?(obliterated|destroyed|hit|struck|sunk|taken|seized|disabled|shot down)|(have|has) (just )?been informed|(has|have|\w+['’]ve) (\w+ ){0,2}(retaliated|countered)|(is|are) to be (considered )?(closed|open)|immediate (cease[- ]?fire|truce)|remain in (place|full force|effect))\b/i;
/** "If they come close, they will be eliminated": a threat with no time set is a warning, not an action. */
const openThreat = (x: string) =>
  CONDITIONAL.test(x) && !/\b(\d+|forty[- ]eight|twenty[- ]four) hours\b|\bdeadline\b|\btonight\b|\btomorrow\b|\b\d+ days\b/i.test(x);
/** The other side's tariffs ("Vietnam wants to cut their Tariffs"), or a promise on a condition ("I will only lower tariffs if…"): talks, not a decision. */
const NOT_DECIDED = /\b(wants?|would like|offered|offers?|hopes?) to\b[^.!?]{0,30}\btariffs?\b|\bonly\b[^.!?]{0,40}\btariffs?\b[^.!?]{0,20}\bif\b/i;
/** A forecast of the route's state ("will soon be open"), with no one acting. */
const STRAIT_FORECAST = /\bwill (soon |shortly |eventually |quickly )?be (open|opened|reopened|free|clear|cleared|safe)\b/i;
/** What the U.S. does on the route, first named. */
const ROUTE_VERB = /\b(help\w*|escort\w*|clear\w*|open\w*|destroy\w*|hit|guid\w*|free|blockad\w*|clos(e|ed|ing)|mine[ds]?)\b/i;
const CONDITIONAL =
  /^\W*(However,?\s+|Warning:\s*|But\s+|And\s+)?(If|Should|Unless)\b|\b(if|unless) (Iran|they|he|she|it)\b[^.!?]{0,30}\b(doesn'?’?t|don'?’?t|does not|do not|fails?|refuses?)\b/i;
const CHOKE_ACTION =
  /\b(will|shall|are going to|we are|we'?’?re)\b[^.!?]{0,40}\b(help(ing)?|escort\w*|clear\w*|open\w*|destroy\w*|hit|remov\w*|guid\w*|free|blockad\w*)\b|\bimmediately\b/i;
const COMPANY_AGREED = /\b(has|have) (just )?agreed to\b|\bthey agreed to\b/i;
const COMPANY_BUY = /\bI('m| am| will)( going to| gonna)? buy\b|\b(go|everyone should|you should) buy\b|\bbuy (shares|stock) (of|in)\b/i;
const COMPANY_STAKE = /\b(owns?|stake|equity|shares|ownership)\b/i;
const COMPANY_PRAISE =
  /\b(great|fantastic|tremendous|incredible|amazing|wonderful|record|investing|investment|invest|building|build|open(ing)?|expand(ing)?|thank you)\b/i;
const MORE_ORDERS =
  /\b(quadrupl\w*|tripl\w*|doubl\w*|increas\w*|expand\w*|ramp\w* up|boost\w*)\b[^.!?]{0,20}\b(production|orders|output)\b|\b(increased|new|more|bigger|larger) orders\b/i;
const COMPANY_ATTACK =
  /\b(boycott|don'?’?t (use|buy|take|give)|terrible|disgrace|failing|dishonest|woke|ripp(ed|ing) off|should be (ashamed|fined)|fired|losers?|pathetic|stop (selling|making|using))\b/i;
/** De-escalation: a ceasefire, a truce, an end to the shooting, a strait reopened. */
export const DE_ESCALATION =
  /\b(cease[- ]?fire|truce|peace (deal|agreement|treaty)|stop (the )?\W?(shooting|fighting|the war)|end(ed|ing)? the war|stop(ped)? the war|call(ed)? off|hold(ing)? off|held off|postpon\w+|de-?escalat\w*|reopen\w*|open(ed|ing)? the (Strait|Hormuz))\b/i;
const ESCALATION =
  /\b(strikes?|struck|(shot|shoot(ing)?) down|bomb(s|ing|ed)?|attack(s|ed|ing)?|obliterat\w*|destroy(ed)?|sunk|sank|sink(ing)?|invasion|hit (them|the|their)|seiz(e|ed|ing)|military action|war)\b/i;
/** Oil let through: barrels onto the market, ships safely through the strait, exports flowing. */
const SUPPLY_UP =
  /\b(barrels?|oil|tankers?|ships)\b[^.!?]{0,80}\b(into the (open )?market|safely|flowing|getting out|released?|let through|make (its|their) way|making (its|their) way|pumping|more production|increase (oil )?production)\b|\b(release|open(ing)? up|increase|more)\b[^.!?]{0,30}\b(oil|crude|barrels?)\b[^.!?]{0,30}\b(reserve|supply|production|drilling)\b|\bdrill,? baby,? drill\b/i;
const NEVER_AGAIN = /\b(never|no longer|not)\b[^.!?]{0,20}\b(clos|block|mine)\w*/i;
const STATUS_QUO = /\b(remains?|will remain|stays?|continues?|still)\b/i;
/** Oil held back: a blockade, a closed strait, exports stopped, a producer's fields hit. */
const SUPPLY_DOWN =
  /\b(blockad\w*|(Strait|Hormuz)\b[^.!?]{0,30}\b(closed|mined|blocked)|(clos(e|ed|ing)|block(ed|ing)?|mine[ds]?)\b[^.!?]{0,30}\b(Strait|Hormuz)|nothing gets through|cut (off )?(oil|exports)|(hit|strike|destroy\w*|bomb\w*)\b[^.!?]{0,40}\b(oil (fields?|terminals?)|refiner(y|ies)|Kharg))\b/i;
const FED_CUT = /\b(cut|lower|reduce)\b[^.!?]{0,25}\b(rates?|interest)\b|\brates? (must|should) (come|go) down\b/i;
const CRYPTO_SUPPORT =
  /\b(strategic bitcoin reserve|crypto capital|crypto reserve|digital asset stockpile|GENIUS Act|CLARITY Act|stablecoin (bill|law|act))\b/i;
const DRUG_PRICE_CUT =
  /\b((price gouging|profiteering)\b[^.!?]{0,30}\b(Big Pharma|drug ?makers|pharmaceutical \w+)|TrumpRx|Most Favou?red Nation|MFN|(lower|cut|cutting|reduc\w*|slash\w*)\b[^.!?]{0,30}\b(drug|medicine|prescription) prices|(drug|medicine|prescription) prices\b[^.!?]{0,30}\b(down|lower|cut|reduc\w*))\b/i;

/** A few of the post's words from where `re` matches: what the action was, as he put it. */
function gistOf(sentence: string, re: RegExp): string | null {
  const at = sentence.search(re);
  if (at < 0) return null;
  const words = sentence
    .slice(at)
    .replace(/[“”"]/g, "")
    .split(/\s+/)
    .slice(0, 7)
    .join(" ")
    .replace(/[,;:—-]+$|[.!?]+.*$/, "");
  return words.replace(/\b[A-Z]{2,}\b/g, (w) => (w.length > 3 ? w.charAt(0) + w.slice(1).toLowerCase() : w)).trim() || null;
}

const sentenceWith = (r: Reading, test: (x: string, i: number) => boolean) => {
  const i = r.sents.findIndex(test);
  return i < 0 ? null : i;
};
/** The countries a sentence names, in the post's order. */
const countriesIn = (r: Reading, x: string) => r.countries.filter((c) => c.match.test(x)).map((c) => c.name);
/** The countries the actor's own sentences name. */
const ownCountries = (r: Reading) => r.countries.filter((c) => r.sents.some((x, i) => r.voices[i] === "own" && c.match.test(x))).map((c) => c.name);

function fact(r: Reading, kind: FactKind, i: number | null, action: ActionKind | null, over: Partial<Fact> = {}): Fact {
  const sentence = i === null ? "" : r.sents[i]!;
  const countries = i === null ? ownCountries(r) : countriesIn(r, sentence);
  return {
    kind,
    countries: countries.length ? countries : ownCountries(r),
    companies: [],
    size: rateOf(sentence) ?? moneyOf(sentence),
    when: whenOf(sentence),
    voice: i === null ? "own" : r.voices[i]!,
    action,
    sentence,
    global: GLOBAL.test(sentence),
    whoever: null,
    goods: null,
    gist: null,
    ...over,
  };
}

// ── one reader per kind ────────────────────────────────────────────────────────────────────

/** A tariff set, raised, cut, paused or threatened; or trade cut off. */
export function tariffFact(r: Reading): Fact | null {
  const { s, sents, has } = r;
  if (!s.tariff && !(r.countries.length > 0 && s.cutoff)) return null;
  // "Most Favored Nations would not be possible without my use of TARIFFS": tariffs as the means to something else.
  if (!s.cutoff && sents.every((x) => !T.tariff.test(x) || TARIFF_MEANS.test(x))) return null;
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
  // The action is his own tariff sentence: an act of his ("I am hereby increasing…") before any
  // other that names a rate, and never the other side's promise to cut its own tariffs.
  const ours = (x: string) => T.tariff.test(x) && !THEIR_CUT.test(x);
  const acting = (x: string) => ours(x) && (PCT.test(x) || T.concrete.test(x) || TARIFF_DECISION.test(x) || T.tariffRelief.test(x));
  const i =
    sentenceWith(r, (x) => acting(x) && T.officialAct.test(x)) ??
    sentenceWith(r, acting) ??
    sentenceWith(r, (x) => ours(x) && ULTIMATUM.test(x)) ??
    sentenceWith(r, (x) => T.tradeCutoff.test(x) || (ours(x) && (firm || T.threat.test(x))));
  // Tariffs talked about ("a Trade War"), with nothing decided or threatened: no tariff fact.
  if (i === null) return null;
  const x = sents[i]!;
  // Decided only when some tariff sentence is not the other side's offer or a conditional promise.
  if (
    firm &&
    sents
      .filter((y) => T.tariff.test(y))
      .every(
        (y) =>
          NOT_DECIDED.test(y) ||
          !(PCT.test(y) || T.concrete.test(y) || TARIFF_DECISION.test(y) || T.tariffRelief.test(y) || T.tariffLetters.test(y) || TARIFF_SOON.test(y)),
      )
  )
    firm = false;
  const eased = T.tariffRelief.test(x) || RELIEF_IN.test(x);
  const kind: FactKind = !s.tariff
    ? "trade-cutoff"
    : eased
      ? /\b(paus|suspend|delay|postpon|extend)/i.test(x)
        ? "tariff-paused"
        : "tariff-cut"
      : ULTIMATUM.test(x)
        ? "tariff-threatened"
        : /\b(rais|increas|hik|doubl)\w*\b/i.test(x)
          ? "tariff-raised"
          : firm
            ? "tariff-imposed"
            : "tariff-threatened";
  const goods = goodsOf(x).goods;
  const conditional = x.match(CONDITIONAL_TARGET);
  return fact(r, kind, i, firm ? "tariff" : null, {
    // "A Country supplying Military Weapons to Iran": the tariff is on its suppliers, not on Iran.
    // "…or their Tariffs would jump": "their" are the ones the sentence before names.
    countries: conditional ? [] : ([countriesIn(r, x), countriesIn(r, sents[i - 1] ?? "")].find((c) => c.length) ?? ownCountries(r)),
    // "reduced to 30%": the new rate is the one that counts.
    size: x.match(/\b(?:to|at) (\d{1,3}(?:\.\d+)?)\s?(?:%|percent)/i)?.[1]?.concat("%") ?? rateOf(x),
    goods:
      goods && !countryIn(goods) && !/\b(products|goods|imports|exports|items|merchandise|countries|country|nations?)$/i.test(goods)
        ? goods.replace(/^(imported|foreign)\s+/i, "").toLowerCase()
        : null,
    global: !conditional && GLOBAL.test(x),
    whoever: conditional
      ? conditional[0]
          .trim()
          .replace(/^(a|every)\b/i, "any")
          .replace(/\b[A-Z][a-z]+\b/g, (w) => (countryIn(w) ? w : w.toLowerCase()))
      : null,
  });
}

/** A trade deal with terms, agreed with a named country. */
export function dealFact(r: Reading): Fact | null {
  const { s, sents, has } = r;
  if (!s.deal || !r.countries.length || !(s.tariff || s.trade || has(T.money))) return null;
  const near = (i: number, re: RegExp) => re.test(sents[i]!) || re.test(sents[i + 1] ?? "");
  // A deal told as a story ("in my first term… a great trade deal was made") is not a new one.
  const dealSents = sents.flatMap((x, i) => (T.deal.test(x) && r.voices[i] === "own" ? [i] : []));
  if (!dealSents.length) return null;
  const termsNear = dealSents.some((i) => near(i, PCT) || near(i, T.money) || near(i, T.dealTerms));
  // A deal that is done counts even when the post also muses about what "could" come next; one
  // not yet called done needs a rate or a promise to pay, buy or open beside it, and no "could".
  const done = s.dealDone && dealSents.some((i) => T.dealDone.test(sents[i]!) || T.dealDone.test(sents[i - 1] ?? ""));
  const firm =
    (done && (termsNear || s.tariff || has(T.tradeDeal))) ||
    ((s.concrete || dealSents.some((i) => near(i, PCT) || near(i, DEAL_PROMISE))) && !dealSents.some((i) => T.threat.test(sents[i]!)));
  if (!firm) return null;
  const i = dealSents.find((j) => T.dealDone.test(sents[j]!)) ?? dealSents[0] ?? null;
  return fact(r, "trade-deal", i, "trade-deal");
}

/** Sanctions on whoever buys a producer's oil ("Any Country… who buys… OIL… from Iran will be subject to… Sanctions"). */
const OIL_BUYERS = /\b(buy\w*|purchas\w*|import\w*)\b[^.!?]{0,40}\b(oil|crude|petroleum|petrochemicals?)\b/i;
/** Sanctions eased, lifted or waived: not the same direction as new ones. */
const SANCTIONS_EASED =
  /\b(lift\w*|eas(e|ed|ing)|remov\w*|waiv\w*|end\w*|drop\w*|relie\w*)\b[^.!?]{0,30}\bsanctions\b|\bsanctions\b[^.!?]{0,20}\b(lifted|eased|removed|waived|ended|dropped)\b/i;

export function sanctionFact(r: Reading): Fact | null {
  if (!r.s.sanctions) return null;
  const i = sentenceWith(r, (x) => T.sanctions.test(x));
  const x = i === null ? "" : r.sents[i]!;
  // "If we don't make a deal… I have no other choice but to put… Sanctions": a threat without a time set (rubric: Medium).
  const firm = (r.s.concrete || r.has(T.sanctionAction)) && !openThreat(x);
  return fact(r, "sanction", i, firm ? "sanctions" : null, {
    // On oil buyers of a producer: the goods the sanction holds back.
    goods: r.oilCountry && OIL_BUYERS.test(x) && !SANCTIONS_EASED.test(x) ? "oil" : null,
  });
}

/**
 * Fighting that touches oil: a strike or a ceasefire involving a producer. New and concrete when
 * its sentence, or one beside it, says it is new; strikes on drug boats do not touch oil.
 */
export function conflictFact(r: Reading): Fact | null {
  const { s, sents, text } = r;
  if (!r.oilCountry || !(s.military || s.oilChoke || s.strike)) return null;
  const oilTouch =
    s.oilChoke ||
    s.energy ||
    /\b(cease[- ]?fire|truce|blockade|peace (deal|agreement))\b/i.test(text) ||
    !/\b(cartels?|narco\w*|drug (boats?|traffick\w*)|vessels?|boats?)\b/i.test(text);
  const firm =
    s.strike &&
    (s.military || s.oilChoke) &&
    oilTouch &&
    sents.some(
      (x, i) =>
        T.nextTarget.test(x) ||
        (T.ceasefireOrStrike.test(x) &&
          !openThreat(x) &&
          [sents[i - 1], x, sents[i + 1]].some((y) => y !== undefined && (NEW_ACTION.test(y) || T.concrete.test(y)))),
    );
  const own = (i: number) => r.voices[i] === "own";
  const calm = sentenceWith(r, (x, i) => own(i) && DE_ESCALATION.test(x) && !/\b(no|not|never|won'?’?t)\b[^.!?]{0,15}(cease[- ]?fire|truce|deal)/i.test(x));
  const fight = sentenceWith(r, (x, i) => own(i) && ESCALATION.test(x) && !DE_ESCALATION.test(x));
  if (calm === null && fight === null && !firm) return null;
  // "Iran has agreed to never close the Strait": a strike word, negated, is a calmer strait.
  const promise = calm === null && fight === null ? sentenceWith(r, (x) => T.ceasefireOrStrike.test(x) && NEVER_AGAIN.test(x)) : null;
  if (promise !== null) return fact(r, "de-escalation", promise, firm ? "oil-conflict" : null, { gist: gistOf(sents[promise]!, NEVER_AGAIN) });
  const kind: FactKind =
    calm !== null && (fight === null || calm <= fight) ? (/\b(cease[- ]?fire|truce)\b/i.test(sents[calm]!) ? "ceasefire" : "de-escalation") : "escalation";
  const i = kind === "escalation" ? (fight ?? sentenceWith(r, (x) => T.ceasefireOrStrike.test(x))) : calm;
  return fact(r, kind, i, firm ? "oil-conflict" : null, { gist: i === null ? null : gistOf(sents[i]!, kind === "escalation" ? ESCALATION : DE_ESCALATION) });
}

/** Oil let through or held back: the supply itself, whatever the fighting. */
export function supplyFact(r: Reading): Fact | null {
  if (!r.may(SUPPLY_UP) && !r.may(SUPPLY_DOWN)) return null;
  // "agreed to never close the Strait": held back no more. "The Blockade will remain": nothing new.
  const never = (x: string) => NEVER_AGAIN.test(x);
  const up = sentenceWith(r, (x, i) => r.voices[i] === "own" && (SUPPLY_UP.test(x) || (SUPPLY_DOWN.test(x) && never(x))));
  const down = sentenceWith(r, (x, i) => r.voices[i] === "own" && SUPPLY_DOWN.test(x) && !never(x) && !STATUS_QUO.test(x) && !CONDITIONAL.test(x));
  if (up === null && down === null) return null;
  const i = (up ?? down)!;
  const x = r.sents[i]!;
  const barrels = x.match(/\b(\d[\d,.]*|one|two|five|ten)\s+(million|billion)?\s*barrels\b/i);
  return fact(r, up !== null && down !== null ? "supply-up" : up !== null ? "supply-up" : "supply-down", i, null, {
    size: barrels ? barrels[0].toLowerCase() : rateOf(x),
    // Both at once ("a blockade… lots of oil is getting out"): the facts do not settle it.
    ...(up !== null && down !== null
      ? { kind: "supply-up" as const, action: null, size: null, sentence: `${r.sents[Math.min(up, down)]} ${r.sents[Math.max(up, down)]}` }
      : {}),
  });
}

/** What the U.S. will do on the oil route (escort, clear, open, destroy): it moves crude first. */
export function routeFact(r: Reading): Fact | null {
  if (!r.oilCountry || !r.s.oilChoke) return null;
  // "The Strait will soon be open" forecasts a state; nobody does anything there (unless an agreement says so).
  const acts = (y: string) =>
    CHOKE_ACTION.test(STRAIT_FORECAST.test(y) && !/\b(agree\w*|deal|ceasefire|truce)\b/i.test(y) ? y.replace(STRAIT_FORECAST, " ") : y);
  const near = (j: number) => [r.sents[j], r.sents[j - 1], r.sents[j + 1]].find((y) => y !== undefined && acts(y));
  const i = sentenceWith(r, (x, j) => T.oilChoke.test(x) && near(j) !== undefined);
  if (i === null) return null;
  const y = near(i)!;
  // "If Iran doesn't open the Strait… we will hit…": a threat, which widens the war before any ship moves.
  const action = "oil-route";
  // "If necessary, the Navy will begin escorting tankers" is a condition on his own help, not a threat.
  if (CONDITIONAL.test(y) && !/^\W*If (necessary|needed|required|need be)\b/i.test(y)) return fact(r, "escalation", i, action);
  // What the U.S. does there: escorting, clearing or opening lets oil through; a blockade holds it back.
  const verb = y.match(ROUTE_VERB)?.[1] ?? "";
  return fact(r, /^(blockad|destroy|hit|clos|mine)/i.test(verb) || (!verb && SUPPLY_DOWN.test(y)) ? "supply-down" : "supply-up", i, action);
}

export function energyPolicyFact(r: Reading): Fact | null {
  if (!(r.oilCountry && r.s.concrete && (r.s.energy || r.s.sanctions))) return null;
  return fact(
    r,
    "energy-policy",
    sentenceWith(r, (x) => T.energy.test(x) || T.sanctions.test(x)),
    "oil-policy",
  );
}

export function fedFact(r: Reading): Fact | null {
  if (r.s.fedPersonnel)
    return fact(
      r,
      "fed-personnel",
      sentenceWith(r, (x) => T.fedPersonnel.test(x)),
      "fed-personnel",
    );
  if (!r.s.fed) return null;
  const i = sentenceWith(r, (x) => FED_CUT.test(x));
  return i === null ? null : fact(r, "fed-pressure", i, null, { countries: [] });
}

/** Pushing a merger through ("GET THAT DEAL DONE!", "the deal should be approved"). */
export const MERGER_PUSH =
  /\b(get (that|the|this) (deal|merger) done|approve (the|this|that) (deal|merger|acquisition)|(deal|merger|acquisition) (should|must) be (approved|allowed))\b/i;

/** A demand on a company, a company that agreed to one, a merger pushed, or a company attacked or praised. */
export function companyFact(r: Reading): Fact | null {
  const named = r.companies;
  if (!named.length) return null;
  const agreed = named.filter((c) => r.sents.some((x, i) => r.names(c, i) && COMPANY_AGREED.test(x)));
  const first = (re: RegExp, cs: Company[]) => {
    const i = sentenceWith(r, (x, j) => cs.some((c) => r.names(c, j)) && re.test(x));
    return i === null ? null : { i, companies: cs.filter((c) => r.names(c, i)) };
  };
  if (r.s.demand || agreed.length) {
    const hit = first(T.companyDemand, named) ?? first(COMPANY_AGREED, agreed);
    return fact(r, "company-demand", hit?.i ?? null, "company-demand", { companies: hit?.companies ?? named, countries: [] });
  }
  // "GET THAT DEAL DONE!": a merger of the companies named, pushed through; it does not say which way they move.
  const push = sentenceWith(r, (x) => MERGER_PUSH.test(x));
  if (push !== null) return fact(r, "merger-push", push, null, { companies: named, countries: [] });
  const stake = named.some((c) => r.sents.some((x, i) => r.names(c, i) && PCT.test(x) && (COMPANY_STAKE.test(x) || COMPANY_AGREED.test(x))));
  const announcedDeal = r.s.invest && r.has(T.money) && /\bannounc/i.test(r.text);
  const praise = first(COMPANY_PRAISE, named);
  if (announcedDeal || stake) return fact(r, "company-deal", praise?.i ?? null, "company-deal", { companies: praise?.companies ?? named, countries: [] });
  // "They have agreed to quadruple Production… we have also increased Orders": more business for the companies named.
  const orders = sentenceWith(r, (x, j) => r.voices[j] === "own" && MORE_ORDERS.test(x));
  if (orders !== null) return fact(r, "company-orders", orders, null, { companies: named, countries: [], gist: gistOf(r.sents[orders]!, MORE_ORDERS) });
  const attack = first(COMPANY_ATTACK, named);
  if (attack) return fact(r, "company-attack", attack.i, null, { companies: attack.companies, countries: [] });
  if (praise) return fact(r, "company-praise", praise.i, null, { companies: praise.companies, countries: [] });
  return null;
}

export function buyFact(r: Reading): Fact | null {
  const buying = r.companies.filter((c) => r.sents.some((x, i) => r.names(c, i) && COMPANY_BUY.test(x)));
  if (!buying.length && !r.s.buy) return null;
  const i = sentenceWith(r, (x) => COMPANY_BUY.test(x) || T.buy.test(x));
  return fact(r, "buy-call", i, "buy-call", { companies: buying, countries: [], global: !buying.length });
}

export function drugPricingFact(r: Reading): Fact | null {
  if (!r.may(DRUG_PRICE_CUT)) return null;
  const i = sentenceWith(r, (x, j) => r.voices[j] !== "quote" && DRUG_PRICE_CUT.test(x));
  return i === null ? null : fact(r, "drug-pricing", i, null, { countries: [], companies: r.companies.filter((c) => c.sector === "pharma") });
}

/** A country that agrees to buy a commodity ("President Xi authorized China to begin the purchase of massive amounts of Soybeans"). */
const PURCHASE =
  /\b(agreed|agrees|authori[sz]ed|commit\w*|will|to begin|begin)\b[^.!?]{0,40}\b(purchas\w*|buy\w*)\b|\b(purchas\w*|buy\w*) (massive|large|huge|record|enormous|vast) (amounts|quantities)\b/i;

export function purchaseFact(r: Reading): Fact | null {
  if (!r.may(PURCHASE)) return null;
  const i = sentenceWith(
    r,
    (x, j) =>
      r.voices[j] === "own" &&
      countriesIn(r, x).length > 0 &&
      PURCHASE.test(x) &&
      !CONDITIONAL.test(x) &&
      !/\b(no longer|not|never|stop\w*)\b[^.!?]{0,20}\b(purchas|buy)/i.test(x),
  );
  return i === null ? null : fact(r, "purchase", i, null, { gist: gistOf(r.sents[i]!, /\b(purchas\w*|buy\w*)\b/i) });
}

export function cryptoFact(r: Reading): Fact | null {
  if (!r.may(CRYPTO_SUPPORT)) return null;
  const i = sentenceWith(r, (x) => CRYPTO_SUPPORT.test(x));
  return i === null ? null : fact(r, "crypto-policy", i, null, { countries: [] });
}

/** Any other official act on a market topic ("I have signed…", "hereby", "effective immediately"). */
export function officialActFact(r: Reading): Fact | null {
  const { s } = r;
  const on =
    s.act &&
    (s.tariff ||
      s.trade ||
      s.sanctions ||
      s.drugs ||
      s.energy ||
      s.crypto ||
      s.fed ||
      r.companies.length > 0 ||
      r.oilCountry ||
      r.has(T.housing) ||
      r.has(T.corporate));
  return on
    ? fact(
        r,
        "official-act",
        sentenceWith(r, (x) => T.officialAct.test(x)),
        "official-act",
      )
    : null;
}

/**
 * The readers in the order the rubric's kinds rank: the first concrete one is the post's action.
 * A tariff that is only the means to something else (drug prices "through tariffs") is read as
 * that something else.
 */
const READERS = [
  tariffFact,
  dealFact,
  sanctionFact,
  conflictFact,
  routeFact,
  energyPolicyFact,
  fedFact,
  companyFact,
  buyFact,
  officialActFact,
  supplyFact,
  drugPricingFact,
  purchaseFact,
  cryptoFact,
];

export function factsOf(r: Reading): Fact[] {
  const out: Fact[] = [];
  for (const read of READERS) {
    const f = read(r);
    if (f) out.push(f);
  }
  return out;
}
