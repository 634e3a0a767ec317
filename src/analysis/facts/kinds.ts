/**
 * The typed facts of a post, one small reader per kind: what the actor does (a tariff, a deal,
 * a sanction, a strike or a ceasefire, oil let through or held back, a demand on a company, a
 * buy call…), to whom, how much, when, and whether it is his own action or an analogy, an
 * anecdote or a quote. The judgement (rules.ts) grades the post from them; the note and the
 * instruments (note.ts, instruments.ts) say what they mean, and which way they point.
 */
import type { Company } from "../lexicon/companies.ts";
import type { Country } from "../lexicon/countries.ts";
import { buyFact, companyFact, drugPricingFact, officialActFact } from "./actors.ts";
import { cryptoFact, purchaseFact } from "./purchases.ts";
import { fedFact } from "./fed.ts";
import { energyPolicyFact } from "./energy-policy.ts";
import { conflictFact, peaceFact, routeFact, supplyFact } from "./oil.ts";
import { backstopFact, borrowingFact, cardCapFact, defenseBudgetFact, dollarFact, fundingFact } from "./fiscal.ts";
import { housingFact } from "./housing.ts";
import { dumpedGoodsFact } from "./dumping.ts";
import { globalHardLineFact, hardLineFact } from "./hardline.ts";
import { keptTariffFact } from "./kept.ts";
import { mineralsFact } from "./minerals.ts";
import { globalReliefFact, otherTradeFacts, raisedBesideReliefFact, truceExtendedFact } from "./more-acts.ts";
import { buildersSpared } from "./patterns.ts";
import { sanctionFact } from "./sanctions.ts";
import { globalTalksFact, talksFact } from "./talks.ts";
import { dealFact } from "./deals.ts";
import { tariffFact } from "./trade.ts";
import { claimedOf } from "./voice.ts";

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
  | "official-act"
  | "drug-pricing";

/** The facts about named companies: a demand, an attack or praise, a deal, orders, a merger pushed or blocked. */
export const COMPANY_FACT_KINDS = [
  "company-demand",
  "company-attack",
  "company-praise",
  "company-deal",
  "company-orders",
  "merger-push",
  "merger-blocked",
] as const;

/** Every kind of fact the readers find. */
export const FACT_KINDS = [
  "tariff-imposed",
  "tariff-raised",
  "tariff-threatened",
  "tariff-paused",
  "tariff-cut",
  "trade-deal",
  "trade-talks",
  "trade-cutoff",
  "sanction",
  "sanction-lifted",
  "escalation",
  "de-escalation",
  "ceasefire",
  "supply-up",
  "supply-down",
  "energy-policy",
  ...COMPANY_FACT_KINDS,
  "purchase",
  "purchase-halted",
  "fed-pressure",
  "fed-personnel",
  "buy-call",
  "drug-pricing",
  "crypto-policy",
  "backstop",
  "funding-standoff",
  "funding-resolved",
  "weak-dollar",
  "strong-dollar",
  "rebate-checks",
  "more-bonds",
  "fewer-bonds",
  "official-act",
] as const;
export type FactKind = (typeof FACT_KINDS)[number];

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
  /** A demand on a company made as encouragement, with no penalty attached ("Make Cracker Barrel a WINNER again"). */
  support?: boolean;
  /**
   * Talks that are not going well (a "trade-talks" fact): refused or called off with a producer under
   * sanctions, or a hard line on a partner's trade. The map reads them as their own kinds (aims.ts).
   */
  stance?: "refused" | "hard";
  /**
   * A deal the post says was broken or never enforced ("China has totally violated its agreement with
   * us"): still a deal as the judgement reads it, a grievance as the map reads it (aims.ts mapKindOf).
   */
  broken?: boolean;
  /** Told again or as history, nothing done now beside it (decided.ts `toldBefore`): in force before the post, so the map points nothing with it. */
  told?: boolean;
  /** Oil let through and held back in one post (a supply fact): the facts do not settle which way its barrels go. */
  mixed?: boolean;
  /**
   * A tariff made the price of the partner's own conduct ("If this situation is not corrected, I am going
   * to charge Canada a 50% Tariff on any and all Aircraft"): pressure on the partner, whatever the goods.
   */
  pressure?: boolean;
  /** A tariff on goods that spares the companies building in the U.S. (facts/patterns.ts `buildersSpared`). */
  spared?: boolean;
  /** The producer whose oil the tariff's target is punished for buying ("25% on India" for buying Russian oil). */
  oilFrom?: string;
  /** A Fed chair named, with the post saying he will bring rates down: the stance the market prices. */
  cuts?: boolean;
  /** A Fed chair named whom markets read as firm on inflation (facts/fed.ts FIRM_CHAIR): fewer cuts than priced. */
  firm?: boolean;
  /** Cuts pressed for with homes in the post ("If he did, Mortgage Rates would come down and the Housing Market would BOOM"). */
  housing?: boolean;
  /** A removal at the Fed he rules out ("I have no intention of doing that", "NOT TRUE!"): its chair stays. */
  kept?: boolean;
  /**
   * A company's deal whose terms spare it its sector's tariffs ("In return, Pfizer gets a three year grace period from Pharmaceutical
   * Tariffs"): the template its peers will follow.
   */
  sectorRelief?: boolean;
  /** The crypto assets the post names beside a crypto policy ("XRP, SOL, and ADA"), by symbol. */
  coins?: string[];
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
  /** A removal at the Fed asked about or reported, and ruled out. */
  fedKept: boolean;
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

/**
 * The readers in the order the rubric's kinds rank: the first concrete one is the post's action.
 * A tariff that is only the means to something else (drug prices "through tariffs") is read as
 * that something else.
 */
const READERS = [
  tariffFact,
  truceExtendedFact,
  dealFact,
  sanctionFact,
  conflictFact,
  peaceFact,
  routeFact,
  energyPolicyFact,
  fedFact,
  companyFact,
  buyFact,
  officialActFact,
  supplyFact,
  mineralsFact,
  drugPricingFact,
  purchaseFact,
  cryptoFact,
  backstopFact,
  housingFact,
  fundingFact,
  dollarFact,
  borrowingFact,
  defenseBudgetFact,
  cardCapFact,
];

/** A fact read from what others say he will do, or from a sentence the next one denies ("…remove the Tariffs on China. FALSE!"), is no fact of his. */
// (Not a removal asked about and ruled out: "People keep asking whether I will fire… I have no intention": the answer is the fact.)
function his(r: Reading, f: Fact): boolean {
  const at = r.sents.indexOf(f.sentence);
  return at < 0 || f.kept === true || !claimedOf(r.sents, at);
}

export function factsOf(r: Reading): Fact[] {
  const out: Fact[] = [];
  // The tariff reader's own result, kept for the trade facts after it (a rate it read as a deal's terms).
  let tariffRead: Fact | null = null;
  for (const read of READERS) {
    const f = read(r);
    if (read === tariffFact) tariffRead = f;
    if (f && his(r, f)) out.push(f);
  }
  // A second tariff fact for everyone beside the first ("raising China to 125%… a 90 day PAUSE… for 75 Countries").
  // …and the other way round ("a 90 DAY PAUSE… China… goes UP to 125%").
  // Else the tariffs and deals on other partners or goods ("35% on Canada… extending Mexico's arrangement 90 days").
  const first = out[0]?.kind.startsWith("tariff") ? out[0] : null;
  const relief = first ? (globalReliefFact(r, first) ?? raisedBesideReliefFact(r, first)) : null;
  if (relief) out.push(relief);
  else out.push(...otherTradeFacts(r, out, tariffRead));
  // Talks going well, or a hard line, only with partners that nothing firmer is said about.
  const firmer = out.filter((f) => f.kind.startsWith("tariff") || f.kind === "trade-deal" || f.kind === "trade-cutoff");
  const talks = talksFact(r, firmer);
  if (talks) out.push(talks);
  const everyone = globalTalksFact(r, firmer);
  if (everyone) out.push(everyone);
  const mine = out.filter((f) => f.kind !== "official-act" && f.voice === "own");
  const hard = hardLineFact(r, mine) ?? globalHardLineFact(r, mine);
  if (hard) out.push(hard);
  // A tariff on goods defended or shown working, when nothing else is said about tariffs or trade.
  // …or goods dumped here, or their makers told to build here, with a warning: a tariff on them threatened (dumping.ts).
  const kept = keptTariffFact(r, out) ?? dumpedGoodsFact(r, out);
  if (kept) out.push(kept);
  // An exemption for the companies building in the U.S. is the post's, whichever of its tariffs it follows.
  const spared = buildersSpared(r);
  const facts = out.filter((f) => his(r, f));
  return spared ? facts.map((f) => (f.kind.startsWith("tariff") ? { ...f, spared } : f)) : facts;
}
