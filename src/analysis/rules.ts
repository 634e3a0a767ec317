import { IMPACT_RANK, wordsOf, type Analysis, type AnalysisMeta, type Analyzer, type Impact, type PostInput, type Sector } from "./analyzer.ts";
import type { Company } from "./lexicon/companies.ts";
import { quickTest, type WordStarts } from "./lexicon/quick.ts";
import { SECTOR_TERMS } from "./lexicon/sectors.ts";
import { NOT_MARKET, T } from "./lexicon/terms.ts";
import { MERGER_PUSH } from "./facts/actors.ts";
import { factsOf, type ActionKind, type Fact, type Reading } from "./facts/kinds.ts";
import { datedFacts } from "./facts/standing.ts";
import { inRegularHours } from "../market/sessions.ts";
import { writeNote } from "./wording/note.ts";
import { BUSINESS_TALK, read, type Read } from "./facts/read.ts";
import { rescore } from "./score/index.ts";
import { decided, PARTNER_AGREED, toldBefore } from "./decided.ts";

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
  | "letters"
  | "tradeDeal"
  | "tradeBarrier"
  | "tradeTalks";

export interface Signals {
  tariff: boolean;
  sectors: Set<Sector>;
  countries: string[];
  oilCountry: boolean;
  majorCountry: boolean;
  reasons: string[];
  /** The concrete action found (the rubric's High kinds), or null. */
  action: ActionKind | null;
  /** The concrete actions the post states as new and decided (`decided`): what the score reads as acts, whatever the grade. */
  acts: ActionKind[];
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
  /** The post endorses a candidate (the rubric's typical "not relevant", whatever policies it lists). */
  endorses: boolean;
  score: number;
  impact: Impact;
}

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
  add(3, "the dollar", has(T.dollar));
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
          facts.some((f) => f.voice === "own" && (f.kind === "tariff-threatened" || f.kind === "tariff-cut" || f.kind === "tariff-paused")) ||
          // A threat against an oil route on a condition ("if they do anything to stop the flow of oil…") is a threat without specifics (rubric: Medium).
          facts.some((f) => f.voice === "own" && f.action === "oil-route" && f.kind === "escalation")
        ? "Medium"
        : "Low";
  // A headline or a bare link repeats news that is already out.
  if ((x.linkOnly || x.article || (x.headlineLink && /\bopinions?\b/i.test(x.slugs))) && !x.official && IMPACT_RANK[impact] > IMPACT_RANK.Low) impact = "Low";
  else if (x.headlineLink && impact === "High" && !s.concrete && !s.tariffNumber && !s.act) impact = "Medium";
  // (His own buy call after the quote is his act: "CNBC: “Stocks rebound…” THIS IS A GREAT TIME TO BUY!!! DJT".)
  const ownCall = action === "buy-call" && facts.some((f) => f.voice === "own" && f.kind === "buy-call");
  if (x.quoted && !ownCall && IMPACT_RANK[impact] > IMPACT_RANK.Low) impact = "Low";
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

/** Tariffs set: told before, they are in force already. */
const SET_BEFORE = new Set<Fact["kind"]>(["tariff-imposed", "tariff-raised"]);

/** The actions that make a post relevant even when little else in it is about markets. */
const CONCRETE = new Set<ActionKind>(["tariff", "trade-deal", "official-act", "company-demand", "fed-personnel", "oil-conflict", "oil-route", "sanctions"]);

export function judge(content: string): Signals {
  const x = read(content);
  const r = x.reading;
  const { s, has, countries, companies } = r;
  // (A tariff set before and told again, with no date of its own, points nothing now: its move was priced when it was made. Not
  // relief, a pause or a breach told beside the history, which are news; nor a tariff kept, whose protection is what the map reads.)
  const facts = factsOf(r).map((f) => (SET_BEFORE.has(f.kind) && !f.when && toldBefore(f, r.sents) ? { ...f, told: true } : f));
  const { score: topics, reasons, partnerTalks } = topicScore(x);
  const nm = notMarket(x);
  // A bare link has no words of his: it shares news already out (rubric: Low), whatever order it links to.
  const acts = x.linkOnly ? [] : facts.flatMap((f) => (f.action && decided(f, r.sents, r.text) ? [f.action] : []));
  const actionKind = acts[0] ?? null;
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
    tradeDeal: has(T.tradeDeal),
    tradeBarrier: has(T.tradeBarrier),
    tradeTalks,
  };
  return {
    tariff,
    sectors: relevant ? sectorsOf(r) : new Set(),
    countries: countries.map((c) => c.name),
    oilCountry: r.oilCountry,
    majorCountry: r.majorCountry,
    reasons,
    action: impact === "High" ? actionKind : null,
    acts,
    facts,
    score,
    impact,
    body: x.body,
    slugs: x.slugs,
    article: x.linkOnly || x.article || x.quoted,
    companies,
    topics: topicFlags,
    starts: x.starts,
    endorses: nm.endorses,
  };
}

/**
 * The alert's fields from a judgement: the rules' own, or the same signals graded by the score.
 * `createdAt` (when known) dates the facts against the rates in force and says whether the broad
 * market is named by its cash funds or its futures.
 */
export function analysisOf(sig: Signals, createdAt?: number): Analysis {
  // A rate below the one in force when the post was written is a cut (facts/standing.ts).
  const dated = createdAt === undefined ? sig : { ...sig, facts: datedFacts(sig.facts, createdAt) };
  // (Undated, it is read as written now: the cash market open, the instruments as they trade today.)
  const note = writeNote(dated, createdAt === undefined || inRegularHours(createdAt), createdAt ?? Date.now());
  return {
    relevant: sig.impact !== "None",
    impact: sig.impact,
    tariff: sig.tariff,
    sectors: [...sig.sectors],
    ...note,
  };
}

export function analyzeWithRules(post: Pick<PostInput, "content"> & { createdAt?: number }): Analysis & Pick<AnalysisMeta, "confidence" | "judgedBy"> {
  // The rules read the facts; the learned score grades them (score/), or the rules where it cannot read the post.
  const { sig, confidence, judgedBy } = rescore(judge(post.content));
  return { ...analysisOf(sig, post.createdAt), confidence, judgedBy };
}

/** The built-in analyzer: offline, instant, deterministic. */
export function createRulesAnalyzer(): Analyzer {
  return {
    name: "rules",
    async analyze(post) {
      const t0 = performance.now();
      const a = analyzeWithRules({ content: wordsOf(post), createdAt: post.createdAt });
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
