import { IMPACT_RANK, wordsOf, type Analysis, type Analyzer, type Impact, type PostInput, type Sector } from "./analyzer.ts";
import { COMPANY_INDEX, type Company } from "./lexicon/companies.ts";
import { COUNTRY_INDEX } from "./lexicon/countries.ts";
import { mayMatch, quickTest, type WordStarts, wordStarts } from "./lexicon/quick.ts";
import { SECTOR_TERMS } from "./lexicon/sectors.ts";
import { NOT_MARKET, T } from "./lexicon/terms.ts";
import { factsOf, MERGER_PUSH, voicesOf, type ActionKind, type Fact, type Flags, type Reading } from "./facts/kinds.ts";
import { writeNote } from "./wording/note.ts";

/** The order itself; a fact sheet describes an action already announced (rubric: repeating it is Low). */
const OFFICIAL_URL = /whitehouse\.gov\/presidential-actions\/|federalregister\.gov\//i;
const URL_RE = /https?:\/\/\S+/g;
/** A link and, after a space, what looks like the rest of its path ("25/11/19/trump-interview…/"). */
const SPLIT_PATH = /(https?:\/\/\S+)\s+([a-z0-9][\w.%-]*(\/[\w.%-]*)*)(?=\s|$)/g;
const QUOTED = /^[A-Z][\w.'’ -]{2,40}(:| on [^:]{3,60}:)\s*[“"]/;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);
const FED_CONTEXT = /\b(Fed|FED|Federal Reserve|Jerome|Lisa Cook|interest rates?)\b/;
/** "GOLDMAN SACHS" → "Goldman Sachs": company names are matched case-sensitively, and posts shout. */
const SHOUT = /\b[A-Z]{4,}\b/g;
const unshout = (s: string) => s.replace(SHOUT, (w) => w[0] + w.slice(1).toLowerCase());
const NEGATED = /\b(no intention|not (going|planning) to|won'?’?t|will not|would not|wouldn'?’?t|never|untru(e|thful)|false story|fake story)\b/i;
/** "I have instructed my Administration to secure more deals": an errand, not an act. */
const INSTRUCTED_TO_SEEK = /\b(instructed|directed|asked)\b[^.!?]{0,40}\bto (secure|seek|pursue|negotiate|work|look|explore|study|find)\b/i;
/** "We will be looking into their actions, effective immediately": an inquiry is a threat without specifics (rubric: Medium), not a decision. */
const INQUIRY = /\b(look(ing)? into|review(ing)?|investigat\w*|stud(y|ying))\b/i;
/** Taking away a chief executive's government business. */
/** Others' claim about him ("Everyone is stating that I will…"), or one the next sentence denies ("This is not so!"). */
const HEARSAY = /\b(is|are|was|were|keeps?) (stating|saying|claiming|reporting|writing) that\b|\b(they|people|everyone|media) (say|says|claim|claims) that\b/i;
const DENIAL = /^\W*((this|that|it) (is|was) (not so|not true|untrue|false|a lie)|not true|untrue|false)\b/i;
const denied = (sents: string[], i: number) => HEARSAY.test(sents[i]!) || DENIAL.test(sents[i + 1] ?? "");
const CEO_THREAT = /\b(terminat\w*|cancel\w*|cut(ting)? off|end(ing)?|tak(e|ing) away)\b[^.!?]{0,40}\b(subsid\w*|contracts?)\b/i;
const PCT = /\d(\.\d+)?\s?(%|percent)|\b(ten|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)([- ](five|hundred))? percent\b/i;
/** Market topics an official act can be about (a sentence that says "hereby" needs one of them to matter). */
const ACT_TOPIC =
  /\b(tariff(s|ed)?|dut(y|ies)|trade|sanction(s|ed)?|export controls?|embargo|oil|gas|energy|drugs?|pharmaceutical|prices?|crypto|bitcoin|Federal Reserve|Fed|interest rates?|imports?|exports?|steel|aluminum|copper|lumber|semiconductors?|chips|autos?|cars|trucks|ships?|tankers?|blockade|Strait|ceasefire|strikes?|mortgages?|bonds|housing|homes|banks?|credit cards?|dividends|buy ?backs|stocks?|contractors|companies|company|investors|minerals|rare earths|AI|technology|pipelines?|LNG|drilling|refiner(y|ies)|electricity)\b/i;

/** Each run of white space as one " ": a lone " " is left as it is (most are), so most posts need no copy. */
const SPACES = /[^\S ]\s*|\s{2,}/g;

/** The words a post says, without repost prefixes and leftover markup; links kept apart. */
export function prepare(raw: string) {
  let text = raw
    // Posts shout in "mathematical bold" letters (𝐁𝐈𝐆); compatibility form makes them plain letters.
    .normalize("NFKC")
    .replace(/span class="quote-inline">/g, "")
    // Reposts arrive as "RT @realDonaldTrump…" (often glued to the text) or "RT @handle: …".
    .replace(/^\s*RT:?\s*(@\s?realDonaldTrump:?|@\s?\w+:)?\s*/i, "")
    .replace(SPACES, " ")
    .trim();
  // Without a link (nor his own status's address) there is nothing to mend or set apart: the body is the text.
  if (!text.includes("http") && !text.includes("truthsocial.com"))
    return { body: text, slugs: "", linkOnly: false, headlineLink: false, article: false, official: false };
  // Feeds split long links with spaces, after the scheme or a dot ("https://www. example.com/a b").
  text = text.replace(/(https?:\/\/(\S*\.)?)\s+(?=\S)/g, "$1");
  // And inside the path ("…/opinions/20 25/11/19/trump-interview…/"): a lower-case piece with a
  // hyphen and a slash, or a hyphenated slug, right after a link is the rest of it; a link may be
  // split more than once.
  for (let before = ""; before !== text; ) {
    before = text;
    text = text.replace(SPLIT_PATH, (m, url: string, rest: string) => (/-/.test(rest) && /\/|-\w+-/.test(rest) ? url + rest : m));
  }
  // A repost of his own post links its status, glued to the text ("…/statuses/116104407604484915The").
  text = text.replace(/(truthsocial\.com\/\S*?statuses\/\d+)(?=\D)/g, "$1 ");
  const urls = text.match(URL_RE) ?? [];
  // Only links to others' pages are shared articles; his own status is the post itself.
  const shared = urls.filter((u) => !/truthsocial\.com\//i.test(u));
  const body = text.replace(URL_RE, " ").replace(SPACES, " ").trim();
  // A linked article's slug tells what it is about ("trump-announces-tariffs-on-…").
  const slugs = urls
    .map((u) => {
      try {
        return decodeURIComponent(new URL(u).pathname)
          .replace(/[-_/.]+/g, " ")
          .replace(/\b\d+\b/g, " ");
      } catch {
        return "";
      }
    })
    .join(" ")
    .trim();
  const words = body.split(" ").filter((w) => /[A-Za-z]/.test(w)).length;
  // "Some Headline: https://…" shares an article: news that is already out.
  // So does a quoted headline with its link ("“Data Shows the Economy Is Back” https://…").
  const article = shared.length > 0 && words <= 40 && /^([^\n]{5,240}?:|[“"][^”"]{5,240}[”"])\s*https?:\/\//.test(text);
  // The White House's own page of an order or proclamation is the action itself, not coverage of it.
  const official = urls.some((u) => OFFICIAL_URL.test(u));
  return { body, slugs, linkOnly: urls.length > 0 && words <= 3, headlineLink: shared.length > 0 && words <= 25, article, official };
}

const TARIFF_G = new RegExp(T.tariff.source, `${T.tariff.flags}g`);
const ECONOMY_G = new RegExp(T.economy.source, `${T.economy.flags}g`);
const count = (re: RegExp, s: string) => (s.match(re) ?? []).length;

export type { ActionKind };
export type Topic =
  | "tariff"
  | "trade"
  | "fed"
  | "sanctions"
  | "energy"
  | "crypto"
  | "market"
  | "drugs"
  | "health"
  | "housing"
  | "fiscal"
  | "military"
  | "defense"
  | "invest"
  | "threat"
  | "negotiate"
  | "deal"
  | "relief"
  | "letters";

export interface Signals {
  tariff: boolean;
  sectors: Set<Sector>;
  countries: string[];
  oilCountry: boolean;
  majorCountry: boolean;
  reasons: string[];
  /** The concrete action found (the rubric's High kinds), or null. */
  action: ActionKind | null;
  /** The typed facts the post states (kinds.ts): what the text and the instruments follow. */
  facts: Fact[];
  /** The post's words as judged (reposts and markup removed), for the text that describes it. */
  body: string;
  /** The words of the links' paths: what a shared article is about. */
  slugs: string;
  /** True when the post shares news already out (a headline, a bare link, a quoted commentator). */
  article: boolean;
  companies: Company[];
  /** Which market topics the post touches; the text module picks its subject from them. */
  topics: Record<Topic, boolean>;
  /** How the words of the body and the slugs start (lexicon/quick.ts): the note's quick checks. */
  starts: WordStarts;
  score: number;
  impact: Impact;
}

/** A network named in a complaint about coverage is not news about the company; a demand that it fire someone or pay is. */
const BUSINESS_TALK =
  /\b(merger|deals? (get|gets|got|to get) done|acquisition|acquire[ds]?|buy(ing)? out|licen[cs]es?|stock price|shares|antitrust|break ?up|FCC|sale of|sold to|takeover|(should|must) (immediately )?(fire|pay|be fined)|fined)\b/i;

/** A repost of someone else's post ("RT @ NewtGingrich After…"); his reposts of his own posts are his words. */
const REPOST_OTHER = /^\s*RT:?\s*@\s?(?!realDonaldTrump)\w/i;

/** What the post says, read once: its sentences, the countries and companies it names, its topics. */
function read(content: string) {
  const { body, slugs, linkOnly, headlineLink, article, official } = prepare(content);
  // Links are judged on their slug, the weaker evidence; a post's own words come first.
  // A short headline beside a link is read with the link's slug: together they say what the article is about.
  const text = linkOnly ? slugs : headlineLink && slugs ? `${body}. ${slugs}` : body;
  const all = `${body} ${slugs}`;
  // How the post's words start, read once: most patterns need not scan a post that has none of their words.
  const starts = wordStarts(all);
  const has = (re: RegExp) => quickTest(re, text, starts);
  const sents = sentences(text);
  const may = (re: RegExp) => mayMatch(re, starts);
  // A repost of someone else's post is their words throughout, never his own action.
  const repost = REPOST_OTHER.test(content);
  const voices = repost ? sents.map(() => "quote" as const) : voicesOf(sents, (re, x) => quickTest(re, x, starts));
  // A country named only in a comparison or a story ("it reminds me of India and Pakistan") is not a target.
  const countries = COUNTRY_INDEX.candidates(all).filter(
    (c) => may(c.match) && c.match.test(all) && (!c.match.test(text) || sents.some((x, i) => voices[i] === "own" && c.match.test(x))),
  );
  const shouty = /[A-Z]{4}/.test(all);
  const allU = shouty ? unshout(all) : all;
  // The same sentences with shouted words in title case (only the case changes, so they align).
  const sentsU = shouty ? sentences(unshout(text)) : sents;
  const businessTalk = BUSINESS_TALK.test(text);
  const companies = COMPANY_INDEX.candidates(all).filter(
    (c) =>
      may(c.match) &&
      (c.match.test(all) || (shouty && c.match.test(allU))) &&
      (!c.media || businessTalk) &&
      (!c.ceoOnly || sents.some((x) => c.match.test(x) && (T.companyDemand.test(x) || CEO_THREAT.test(x)))),
  );
  const names = (c: Company, i: number) => c.match.test(sents[i]!) || (shouty && c.match.test(sentsU[i] ?? ""));
  const tariffHits = has(T.tariff) ? count(TARIFF_G, text) : 0;
  // A tariff rate: a percentage in a sentence about tariffs that is not about deficits, polls or markets.
  const rateSentence = tariffHits > 0 && PCT.test(text) && sents.some((x) => T.tariff.test(x) && PCT.test(x) && !T.notRate.test(x));
  const s: Flags = {
    tariff: tariffHits > 0,
    trade: has(T.trade),
    fed: has(T.fed),
    // "Powell" is also a judge's or a candidate's name: Fed leadership needs the Fed in the post.
    // "I have no intention of firing…" is the opposite of news.
    fedPersonnel: has(T.fedPersonnel) && has(FED_CONTEXT) && !sents.some((x) => T.fedPersonnel.test(x) && NEGATED.test(x)),
    sanctions: has(T.sanctions),
    energy: has(T.energy),
    crypto: has(T.crypto),
    market: has(T.market),
    economy: has(T.economy) ? count(ECONOMY_G, text) : 0,
    fiscal: has(T.fiscal),
    fiscalMover: has(T.fiscalMover),
    drugs: has(T.drugs),
    military: has(T.military),
    defense: has(T.defense),
    oilChoke: has(T.oilChoke),
    strike: has(T.ceasefireOrStrike) || has(T.nextTarget),
    invest: has(T.invest) && has(T.investWord),
    buy: has(T.buy),
    // A demand counts only in a sentence that names the company.
    // Cutting a company's subsidies or contracts is aimed at it as surely as a demand.
    // Not one that others are said to fear and the post denies ("Everyone is stating that I will… This is not so!").
    demand: companies.some((c) => sents.some((x, i) => names(c, i) && (T.companyDemand.test(x) || CEO_THREAT.test(x)) && !denied(sents, i))),
    tariffNumber: has(T.tariffNumber) || rateSentence,
    macro: has(T.macro),
    health: has(T.healthRegulation),
    concrete: has(T.concrete),
    threat: has(T.threat),
    negotiate: has(T.negotiate),
    deal: has(T.deal),
    // An official act about a market topic, in one sentence ("instructed my team to negotiate" is not one).
    // The topic may follow in the next sentence ("I will be signing an Executive Order. Drug prices will…").
    act:
      (official && ACT_TOPIC.test(slugs)) ||
      (T.officialAct.test(text) &&
        sents.some(
          (x, i) =>
            T.officialAct.test(x) &&
            !T.negotiate.test(x) &&
            !INSTRUCTED_TO_SEEK.test(x) &&
            !INQUIRY.test(x) &&
            (ACT_TOPIC.test(x) || ACT_TOPIC.test(sents[i + 1] ?? "")),
        )),
    dealDone: has(T.dealDone),
    cutoff: has(T.tradeCutoff),
  };
  const reading: Reading = {
    text,
    sents,
    has,
    may,
    countries,
    companies,
    names,
    voices,
    s,
    oilCountry: countries.some((c) => (c.oil || c.conflict) && c.name !== "Canada"),
    majorCountry: countries.some((c) => c.major),
  };
  // Quoting a commentator ("Name: “…”") or reposting one is commentary on news already out.
  return { reading, body, slugs, linkOnly, headlineLink, article, official, quoted: repost || QUOTED.test(body), tariffHits, starts };
}

type Read = ReturnType<typeof read>;

/** Relevance: a weighted sum of market topics, with the reasons that added to it. */
function topicScore({ reading: r, linkOnly, article, quoted, tariffHits }: Read) {
  const { s, has, countries } = r;
  let score = 0;
  const reasons: string[] = [];
  const add = (w: number, why: string, on: boolean | number) => {
    if (on) {
      score += w;
      reasons.push(why);
    }
  };
  add(tariffHits > 1 ? 4 : 3, "tariffs", s.tariff);
  add(3, "trade", s.trade);
  add(3, "the Fed and rates", s.fed);
  add(3, "Fed leadership", s.fedPersonnel);
  add(3, "sanctions", s.sanctions);
  add(3, "energy", s.energy);
  add(3, "crypto", s.crypto);
  add(3, "the stock market", s.market);
  add(3, "economic data", s.macro);
  add(3, "health-care regulation", s.health);
  add(3, "drug pricing", s.drugs);
  add(3, "housing finance", has(T.housing));
  add(3, "commodities", has(T.commodity));
  add(3, "corporate payouts", has(T.corporate));
  add(3, "named companies", r.companies.length > 0);
  add(3, "a conflict touching oil", r.oilCountry && (s.military || s.oilChoke || s.strike || s.deal || s.negotiate));
  add(3, "a conflict between major economies", !r.oilCountry && r.majorCountry && (s.strike || /\b(?<!trade )(war|invasion|invade|blockade)\b/i.test(r.text)));
  add(3, "a teased announcement", has(T.teaser));
  add(3, "defense and alliances", s.defense);
  add(3, "investment", s.invest);
  add(4, "a buy call", s.buy);
  add(1, "fiscal policy", s.fiscal && !s.fiscalMover);
  add(3, "taxes and the debt", s.fiscalMover);
  add(1, "the economy", s.economy >= 2);
  add(3, "an article on the economy", (linkOnly || article || quoted) && s.economy >= 1);
  // A call or meeting with a big trading partner's leader is a negotiation update (rubric: Medium);
  // Russia's talks are about the war, judged with the oil producers.
  const partnerTalks = countries.some((c) => c.major && c.name !== "Russia") && s.negotiate;
  add(partnerTalks ? 3 : 1, "a major economy", r.majorCountry && (s.deal || s.negotiate));
  return { score, reasons, partnerTalks };
}

/** Endorsements, greetings and plugs: politics, not markets. */
function notMarket({ body, starts }: Read) {
  const has = (re: RegExp) => quickTest(re, body, starts);
  return {
    endorsement: has(NOT_MARKET.endorsement),
    endorses: has(NOT_MARKET.endorses),
    greeting: has(NOT_MARKET.greeting),
    plug: has(NOT_MARKET.plug),
    appearance: has(NOT_MARKET.appearance),
  };
}

/** High for a new, concrete action; Medium for a credible signal; Low for a mention; news already out is Low. */
function gradeOf(x: Read, action: ActionKind | null, partnerTalks: boolean, facts: Fact[]): Impact {
  const { s, has, countries, companies, oilCountry, majorCountry, text } = x.reading;
  // In 2025-26 talks on trade with a country were talks on its tariffs.
  const tradeTalks = countries.length > 0 && s.trade && s.negotiate;
  // A trading partner agreeing to buy ("authorized China to begin the purchase of…") is a deal
  // announced with its terms (rubric: High), even without the word "deal"; the purchase stays the
  // fact the text and the instruments follow.
  const partnerBuys = facts.some((f) => f.kind === "purchase" && f.voice === "own" && PARTNER_AGREED.test(f.sentence));
  // Pushing a named company's merger through ("GET THAT DEAL DONE!") is a demand about those
  // companies (rubric: High); no fact here says which way it moves them, so their direction stays unclear.
  const mergerPush = companies.length > 0 && MERGER_PUSH.test(text) && BUSINESS_TALK.test(text);
  let impact: Impact =
    action || partnerBuys || mergerPush
      ? "High"
      : (s.tariff && (s.threat || s.negotiate || s.deal || s.concrete)) ||
          s.sanctions ||
          s.fed ||
          s.drugs ||
          s.crypto ||
          (companies.length > 0 && (s.invest || s.deal || has(T.investWord))) ||
          (oilCountry && (s.military || s.deal)) ||
          (s.energy && /\b(drill|production|LNG|pipeline|energy emergency|OPEC)\b/i.test(text)) ||
          (majorCountry && s.negotiate && (s.trade || s.deal)) ||
          tradeTalks ||
          partnerTalks ||
          // A tariff he threatens or promises on a condition is a policy signal (rubric: Medium).
          facts.some((f) => f.voice === "own" && (f.kind === "tariff-threatened" || f.kind === "tariff-cut" || f.kind === "tariff-paused"))
        ? "Medium"
        : "Low";
  // A headline or a bare link repeats news that is already out.
  if ((x.linkOnly || x.article || (x.headlineLink && /\bopinions?\b/i.test(x.slugs))) && !x.official && IMPACT_RANK[impact] > IMPACT_RANK.Low) impact = "Low";
  else if (x.headlineLink && impact === "High" && !s.concrete && !s.tariffNumber && !s.act) impact = "Medium";
  if (x.quoted && IMPACT_RANK[impact] > IMPACT_RANK.Low) impact = "Low";
  return impact;
}

const EVERYONE = /\b(all countries|reciprocal|every country)\b/i;

function sectorsOf({ s, has, companies, countries, oilCountry, majorCountry }: Reading) {
  const sectors = new Set<Sector>();
  for (const [sector, re] of SECTOR_TERMS) if (has(re)) sectors.add(sector);
  for (const c of companies) sectors.add(c.sector);
  if (s.tariff && (majorCountry || has(EVERYONE))) sectors.add("broad-market");
  if (s.tariff && countries.length > 0) sectors.add("currencies");
  if (oilCountry && (s.military || s.oilChoke)) sectors.add("energy");
  // Repetition of a sector name does not make it the subject; defense words in an oil conflict do.
  if (!(oilCountry || s.military || s.defense)) sectors.delete("defense");
  return sectors;
}

const PARTNER_AGREED = /\b(agreed|agrees|authori[sz]ed|committed|signed)\b/i;
/** A time set for a threat ("within 48 hours", "immediately"): without one, "if they…, we will…" is a warning (rubric: Medium). */
const TIME_SET = /\b(\d+|forty[- ]eight|twenty[- ]four) hours\b|\bdeadline\b|\btonight\b|\btomorrow\b|\b\d+ days\b/i;
/** Words of the moment: the act is new even when the post also looks back. */
const NOW_ACT = /\b(today|tonight|this (morning|evening)|just|moments ago|hereby|effective immediately)\b/i;
/** A post that opens by saying it repeats itself ("As I said at…"). */
const REPEATS = /\bas I (have )?(said|stated|announced|mentioned|predicted|promised)\b/i;
/** An act dated in the past ("hit a few days ago", "agreed a long time ago"), unless the sentence also sets its date to come. */
const AGO = /\b((days|weeks|months|years|a long time) ago|long ago)\b/i;
/** Looking back at an act already known ("that is why I signed…", "they were going to purchase…", "didn't enforce our Agreement"). */
const RECAP = new RegExp(
  `${REPEATS.source}|\\b((on |upon |under )?which (we|they|I|he|she) (had |have |has )?(already )?(agreed|signed|reached|announced)|(is|are|was) why I|(was|were) (going|supposed) to|(didn'?’?t|did not|failed to) (enforce|honou?r|sign|happen|make|get|keep))\\b`,
  "i",
);

/**
 * Whether a fact read as a concrete action is also new and decided, as the rubric's High asks:
 * not an act the post only recalls, and not an oil-route threat on a condition with no time set
 * (the route reader reads "if … we will hit" as a widening war, which is a signal until a time is set).
 */
function decided(f: Fact, sents: string[]): boolean {
  if (!NOW_ACT.test(f.sentence) && (RECAP.test(f.sentence) || REPEATS.test(sents[0] ?? ""))) return false;
  if (AGO.test(f.sentence) && !NOW_ACT.test(f.sentence) && !T.concrete.test(f.sentence)) return false;
  if (f.action === "oil-route" && f.kind === "escalation" && !f.when && !sents.some((x) => TIME_SET.test(x))) return false;
  // Only his own action is news: a quoted headline, a story or a comparison tells of one already out.
  if (f.voice !== "own") return false;
  return true;
}

/** The actions that make a post relevant even when little else in it is about markets. */
const CONCRETE = new Set<ActionKind>(["tariff", "trade-deal", "official-act", "company-demand", "fed-personnel", "oil-conflict", "oil-route", "sanctions"]);

export function judge(content: string): Signals {
  const x = read(content);
  const r = x.reading;
  const { s, has, countries, companies } = r;
  const facts = factsOf(r);
  const { score: topics, reasons, partnerTalks } = topicScore(x);
  const nm = notMarket(x);
  const actionKind = facts.find((f) => f.action && decided(f, r.sents))?.action ?? null;
  let score = topics;
  if (nm.endorsement) score -= 3;
  if (nm.appearance || nm.plug) score -= 2;
  if (nm.greeting) score -= 1;
  // A greeting or a TV mention does not cancel a concrete trade, company or Fed action.
  // An endorsement lists the candidate's causes (tax cuts, energy, tariffs) and announces none of
  // them: the rubric's typical "not relevant", whatever policies it names.
  const concrete = facts.some((f) => f.action && CONCRETE.has(f.action));
  const relevant = !nm.endorses && (score >= 3 || (!nm.plug && topics >= 3 && ((!nm.endorsement && concrete) || (s.tariff && s.tariffNumber))));
  const impact = relevant ? gradeOf(x, actionKind, partnerTalks, facts) : "None";
  const tradeTalks = countries.length > 0 && s.trade && s.negotiate;
  const tariff = relevant && (s.tariff || has(T.tradeDeal) || tradeTalks || has(T.tradeBarrier));
  const topicFlags: Record<Topic, boolean> = {
    tariff: s.tariff,
    trade: s.trade,
    fed: s.fed || s.fedPersonnel,
    sanctions: s.sanctions,
    energy: s.energy,
    crypto: s.crypto,
    market: s.market,
    drugs: s.drugs,
    health: s.health,
    housing: has(T.housing),
    fiscal: s.fiscal || s.fiscalMover,
    military: s.military,
    defense: s.defense,
    invest: s.invest,
    threat: s.threat,
    negotiate: s.negotiate,
    deal: s.deal,
    relief: has(T.tariffRelief),
    letters: has(T.tariffLetters),
  };
  return {
    tariff,
    sectors: relevant ? sectorsOf(r) : new Set(),
    countries: countries.map((c) => c.name),
    oilCountry: r.oilCountry,
    majorCountry: r.majorCountry,
    reasons,
    action: impact === "High" ? actionKind : null,
    facts,
    score,
    impact,
    body: x.body,
    slugs: x.slugs,
    article: x.linkOnly || x.article || x.quoted,
    companies,
    topics: topicFlags,
    starts: x.starts,
  };
}

export function analyzeWithRules(post: Pick<PostInput, "content">): Analysis {
  const sig = judge(post.content);
  const note = writeNote(sig);
  return {
    relevant: sig.impact !== "None",
    impact: sig.impact,
    tariff: sig.tariff,
    sectors: [...sig.sectors],
    ...note,
  };
}

/** The built-in analyzer: offline, instant, deterministic. */
export function createRulesAnalyzer(): Analyzer {
  return {
    name: "rules",
    async analyze(post) {
      const t0 = performance.now();
      const a = analyzeWithRules({ content: wordsOf(post) });
      return {
        ...a,
        analyzer: "rules",
        model: null,
        fallbackReason: null,
        promptTokens: 0,
        completionTokens: 0,
        costUsd: 0,
        durationMs: Math.round(performance.now() - t0),
      };
    },
  };
}
