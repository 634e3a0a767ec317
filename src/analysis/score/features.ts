/**
 * The score's features: the typed facts the rules read (kind, whose act, how new, how specific)
 * and the post's own words. General by design: no phrase of a labeled post, only fact kinds,
 * specificity, topic flags, a bag of the words the training posts share, and the mean direction of
 * the post's words in GloVe's word vectors (vectors/).
 */
import { ECONOMIC_TOPICS, ECONOMIC_WORDS } from "../lexicon/economic-topics.ts";
import { SECTOR_TERMS } from "../lexicon/sectors.ts";
import {
  COUNTRIES_NEGOTIATE,
  FENTANYL,
  FENTANYL_PARTNERS,
  GRIEVANCE_AIM,
  LEADER_TALK,
  MARKET_ACCESS,
  ONSHORING,
  TRADE_GRIEVANCE,
} from "../lexicon/trade-context.ts";
import type { Fact } from "../facts/kinds.ts";
import type { Signals } from "../rules.ts";
import { DIMS, meanDirection } from "./vectors/index.ts";

/** What the score reads of one post: named binary (or scaled) features, and its words apart. */
export interface Features {
  /** Feature name → value (1 for a present flag; a count or scale otherwise). */
  facts: Map<string, number>;
  /** How many typed facts the rules read: none, and no known word, is a post the score cannot read. */
  factCount: number;
  /** Lower-cased words of the post's body, and of its links' paths prefixed "link:". */
  words: Set<string>;
}

/** Words of the moment: the act is new. */
const NOW = /\b(today|tonight|this (morning|evening|week)|just|hereby|effective immediately|immediately|as of)\b/i;
/** Looking back at an act already known. */
const BACK = /\b(ago|as I (have )?(said|stated|announced)|already|last (week|month|year)|was why|were going to)\b/i;
/** A condition: a threat rather than a decision. */
const CONDITION = /\b(if|unless|should they|until)\b/i;
const PERCENT = /(\d+(?:\.\d+)?)\s?%|(\d+(?:\.\d+)?) percent/i;
const WORD = /[a-z][a-z'’]+/g;
/** What marks a word of a link's path apart from the body's (Features.words). */
const LINK = "link:";
/** The vector features' length: a unit direction × 4 (1, 2, 3, 8 ranked worse under cross-validation). */
const VECTOR_SCALE = 4;
const VECTOR_KEYS = Array.from({ length: DIMS }, (_, d) => `vec:${d}`);
/** A link whose path says tariff or trade. */
const TRADE_SLUG = /tariff|trade/i;
/** Words every post has: knowing them is not reading the post. */
const STOP = new Set(
  "the and for that this with are was were our you your they their them have has had will would not but all from his her its who what when which there been being very just than then into over out about can could should more most some such only also any".split(
    " ",
  ),
);

function sizeBucket(size: string): string {
  const pct = PERCENT.exec(size);
  if (pct) {
    const n = Number(pct[1] ?? pct[2]);
    return n >= 50 ? "rate-50+" : n >= 20 ? "rate-20+" : "rate-small";
  }
  return /billion|trillion/i.test(size) ? "money-large" : "size-other";
}

/** Its words but the stop words (pairs of words were tried: no better under cross-validation). */
function wordsOf(text: string, prefix: string, into: Set<string>) {
  for (const raw of text.toLowerCase().match(WORD) ?? []) {
    const w = raw.replace(/’/g, "'");
    const kept = w.length >= 3 && !STOP.has(w);
    if (kept) into.add(prefix + w);
  }
}

/**
 * Facts read for the directions they point, not for the grade. Talks going well cost tariff F1 as a
 * feature under cross-validation (0.835 to 0.823). The government's funding and the dollar (facts/
 * fiscal.ts) cost relevant F1 (0.846 to 0.843) and impact accuracy (0.845 to 0.841): the economic
 * topics (`econ:funding`) already carry what they say of relevance. The Treasury's borrowing, read
 * the same way, is in no tune post.
 */
const UNGRADED = new Set<Fact["kind"]>([
  "trade-talks",
  "funding-standoff",
  "funding-resolved",
  "weak-dollar",
  "strong-dollar",
  "rebate-checks",
  "more-bonds",
  "fewer-bonds",
]);

/** Reads the features of a judged post. */
export function featuresOf(sig: Signals): Features {
  const facts = new Map<string, number>();
  const on = (name: string, v = 1) => facts.set(name, Math.max(facts.get(name) ?? 0, v));
  for (const f of sig.facts) {
    if (UNGRADED.has(f.kind)) continue;
    const own = f.voice === "own";
    on(`kind:${f.kind}`);
    on(`kind:${f.kind}:${f.voice}`);
    on(`voice:${f.voice}`);
    if (!own) continue;
    // An action kind counts as an act only where the rules judge it new and decided (rules.ts
    // `decided`): a forecast, talks reported or a company's own news carries the kind without being one.
    const act = f.action && sig.acts.includes(f.action) ? f.action : null;
    if (act) on(`action:${act}`);
    if (act) on("own-action");
    if (f.size) on(`size:${sizeBucket(f.size)}`);
    if (f.size) on("specific:size");
    if (f.when) on("specific:date");
    if (f.global) on("target:global");
    if (f.countries.length) on("target:country");
    if (f.countries.length > 1) on("target:countries");
    if (f.companies.length) on("target:company");
    if (f.goods) on("target:goods");
    if (f.whoever) on("target:whoever");
    if (NOW.test(f.sentence)) on("new:now");
    if (BACK.test(f.sentence)) on("new:back");
    if (CONDITION.test(f.sentence)) on("new:condition");
    if (act && NOW.test(f.sentence)) on("new:now-action");
  }
  for (const [topic, yes] of Object.entries(sig.topics)) if (yes) on(`topic:${topic}`);
  if (sig.article) on("article");
  if (sig.oilCountry) on("oil-country");
  if (sig.majorCountry) on("major-country");
  if (sig.countries.length) on("countries", Math.min(sig.countries.length, 3) / 3);
  if (sig.companies.length) on("companies", Math.min(sig.companies.length, 3) / 3);
  // The rules' topic weight, scaled: how much of the post is about markets (not their grade).
  on("topic-weight", Math.max(-1, Math.min(sig.score, 12)) / 12);
  for (const r of sig.reasons) on(`reason:${r}`);
  // The weight in bands: relevance is not linear in it (one market topic is a threshold, not a half).
  on(`topic-weight:${sig.score <= 0 ? "none" : sig.score < 3 ? "some" : sig.score < 6 ? "one-topic" : "topics"}`);
  // The rules' tariff reading (their topic extractor): what the post is about, not how much it matters.
  if (sig.tariff) on("rules-tariff");
  // The rules' own veto: an endorsement is not news on the policies it praises (rubric: typical false).
  if (sig.endorses) on("endorses");
  // The rules' tariff topic whatever their relevance (theirs is gated by it): a trade deal, trade
  // talks with a partner or a trade barrier is a tariff post in 2025-26 even where the rules read no market move.
  const t = sig.topics;
  // Tariff talk without the word (a grievance against partners, the fentanyl duties' partners,
  // countries lining up to negotiate, build-here offers, market access): part of the tariff topic.
  const context = tradeContext(sig);
  for (const c of context) on(`trade-context:${c}`);
  if (context.length) on("trade-context");
  if (t.tariff || t.tradeDeal || t.tradeTalks || t.tradeBarrier || context.length) on("tariff-topic");
  // No trade word, no trade context, no talks with a major economy, no trade link: a post that names
  // a partner for another reason (an election, a crime) is not a tariff post by its country alone.
  const talks = sig.majorCountry && t.negotiate;
  if (!(t.tariff || t.trade || t.tradeDeal || t.tradeTalks || t.tradeBarrier || context.length || talks || TRADE_SLUG.test(sig.slugs))) on("no-trade-evidence");
  // The sectors the words name, whatever the rules' judgement: a topic a post is about (farm bill,
  // steel, housing finance) is evidence of relevance and of tariffs even where no fact was read.
  for (const [sector, re] of SECTOR_TERMS) if (re.test(sig.body) || re.test(sig.slugs)) on(`sector:${sector}`);
  // Economic topics the rubric calls relevant beyond the rules' terms (lexicon/economic-topics.ts);
  // an endorsement's list of policies is not news on them (rubric: typical false).
  if (!sig.endorses) for (const [topic, re] of ECONOMIC_TOPICS) if (re.test(sig.body) || re.test(sig.slugs)) on(`econ:${topic}`);
  // How much of the post is about the economy (distinct everyday economic words), and how long it is:
  // both carry from one file of posts to another where a post's own words do not.
  const econ = new Set(`${sig.body} ${sig.slugs}`.toLowerCase().match(ECONOMIC_WORDS) ?? []);
  if (econ.size) on("econ-words", Math.min(econ.size, 4) / 4);
  const length = sig.body.length;
  on(`length:${length < 80 ? "short" : length < 280 ? "medium" : length < 1000 ? "long" : "very-long"}`);
  const words = new Set<string>();
  wordsOf(sig.body, "", words);
  wordsOf(sig.slugs, LINK, words);
  // What the words are about, beyond the words themselves: the mean direction of their word vectors
  // (links' words too), read by the relevance model alone (settings.ts says why, and the scale).
  const direction = meanDirection(Array.from(words, (w) => (w.startsWith(LINK) ? w.slice(LINK.length) : w)));
  if (direction) for (let d = 0; d < DIMS; d++) facts.set(VECTOR_KEYS[d]!, VECTOR_SCALE * direction[d]!);
  return { facts, words, factCount: sig.facts.length };
}

/** Tariff talk without the word (lexicon/trade-context.ts): which of its kinds the post shows. */
function tradeContext(sig: Signals): string[] {
  const text = `${sig.body} ${sig.slugs}`;
  const kinds: string[] = [];
  if (FENTANYL.test(text) && sig.countries.some((c) => FENTANYL_PARTNERS.has(c))) kinds.push("fentanyl");
  if (TRADE_GRIEVANCE.test(text) && (GRIEVANCE_AIM.test(text) || sig.majorCountry)) kinds.push("grievance");
  if (COUNTRIES_NEGOTIATE.test(text)) kinds.push("negotiate");
  if (ONSHORING.test(text)) kinds.push("onshoring");
  if (MARKET_ACCESS.test(text)) kinds.push("access");
  if (sig.countries.length && sig.topics.trade && LEADER_TALK.test(text)) kinds.push("leader-talk");
  return kinds;
}
