/** What a post is about, for the alert's label: the action it announces, else its dominant topic. */
import type { Category } from "../analyzer.ts";
import { sentencesOf } from "../facts/sentences.ts";
import { mayMatch } from "../lexicon/quick.ts";
import { T } from "../lexicon/terms.ts";
import type { Signals } from "../rules.ts";

export const DRUG_PRICING =
  /\b(TrumpRx|drug pric(es?|ing)|Most Favou?red Nation|MFN|medicine prices|prescription drug prices|price of (drugs|medicines|prescription drugs))\b/i;
export const PHARMA_TOPIC =
  /\b(TrumpRx|Big Pharma|drug prices?|prescription drugs?|pharmaceutical(s| companies)?|Most Favou?red Nation|medicine prices|drug ?makers|price of drugs|Obamacare|Affordable Care Act|health insurance|insurance companies|health ?care (plan|costs|prices))\b/i;

/** Producers whose fighting moves crude (Canada and Norway produce oil but fight no one). */
export const OIL_STATES = new Set([
  "Iran",
  "Iraq",
  "Saudi Arabia",
  "Venezuela",
  "Russia",
  "Qatar",
  "United Arab Emirates",
  "Yemen",
  "Libya",
  "Kuwait",
  "Oman",
  "Nigeria",
  "Algeria",
  "Kazakhstan",
]);
export const oilStates = (sig: Signals) => sig.countries.filter((c) => OIL_STATES.has(c));

/** Which topic a sentence is about, for the category and the key sentence. */
export const TOPIC_RE: Record<Exclude<Category, "markets">, RegExp> = {
  tariff: T.tariff,
  fed: T.fed,
  energy: new RegExp(`${T.energy.source}|${T.oilChoke.source}`, "i"),
  pharma: PHARMA_TOPIC,
  sanctions: T.sanctions,
  company: /$^/, // decided from the companies named, not from words
  crypto: T.crypto,
  defense: new RegExp(`${T.defense.source}|${T.military.source}`, "i"),
  fiscal: new RegExp(`${T.fiscalMover.source}|${T.fiscal.source}`, "i"),
  housing: T.housing,
};

/** What the post is about: the action it announces, else the topic most of its sentences are about. */
export function categoryOf(sig: Signals): Category {
  // A drug-pricing post (TrumpRx, most-favored-nation prices) that mentions a tariff or names a
  // drugmaker is about drug pricing; a tariff on pharmaceuticals is a tariff.
  if (DRUG_PRICING.test(sig.body) || DRUG_PRICING.test(sig.slugs)) {
    if (
      sig.action === null ||
      sig.action === "tariff" ||
      sig.action === "trade-deal" ||
      sig.action === "company-demand" ||
      sig.action === "company-deal" ||
      sig.action === "official-act"
    )
      return "pharma";
  }
  switch (sig.action) {
    case "tariff":
    case "trade-deal":
      return "tariff";
    case "sanctions":
      return "sanctions";
    case "oil-conflict":
    case "oil-route":
    case "oil-policy":
      return "energy";
    case "fed-personnel":
      return "fed";
    case "company-demand":
    case "company-deal":
      return "company";
    case "buy-call":
      return sig.companies.length ? "company" : "markets";
  }
  if (sig.impact === "None") return "markets";
  // Fighting that involves an oil producer is, for a trader, about oil.
  if (!sig.tariff && oilStates(sig).length && (sig.topics.energy || T.oilChoke.test(sig.body) || sig.topics.military)) return "energy";
  // A tariff of his own with a rate or decided ("…will go back UP, to 35%") is the news, however much the post says of oil.
  if (sig.facts.some((f) => f.voice === "own" && f.kind.startsWith("tariff") && (f.size || f.action === "tariff"))) return "tariff";
  const t = dominant(sig, ["tariff", "pharma", "fed", "sanctions", "energy", "crypto", "housing", "fiscal", "defense"]);
  if (t) return t;
  // "Powell must be fired": a Fed fact read from a name the topic words leave alone is about the Fed.
  if (sig.facts.some((f) => f.voice === "own" && f.kind.startsWith("fed"))) return "fed";
  return sig.companies.length ? "company" : sig.tariff ? "tariff" : "markets";
}

/** The topic with the most sentences, in the order given on a tie; null when none is named. */
export function dominant(sig: Signals, order: Exclude<Category, "markets" | "company">[]) {
  const sents = sentencesOf(`${sig.body} ${sig.slugs}`);
  let best: (typeof order)[number] | null = null;
  let most = 0;
  for (const c of order) {
    const n = mayMatch(TOPIC_RE[c], sig.starts) ? sents.filter((s) => TOPIC_RE[c].test(s)).length : 0;
    if (n > most) [best, most] = [c, n];
  }
  return best;
}
