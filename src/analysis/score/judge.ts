/**
 * The score's place in a rules judgement: the rules read the facts and grade the post; the
 * score, when it can read the post, replaces the grade with its own level and a calibrated
 * confidence. A post it cannot read keeps the rules' grade, and says so (`judgedBy: "rules"`),
 * with the confidence the rules earned on such posts in training.
 */
import { IMPACTS, type Impact } from "../../db/schema/posts.ts";
import { RESPONSE_PROMISED } from "../facts/hardline.ts";
import { WARNING } from "../facts/patterns.ts";
import type { Signals } from "../rules.ts";
import { featuresOf } from "./features.ts";
import type { createScorer } from "./predict.ts";

export type JudgedBy = "score" | "rules";

export interface Scored {
  impact: Impact;
  tariff: boolean;
  confidence: number;
  judgedBy: JudgedBy;
}

type Scorer = ReturnType<typeof createScorer>;

const isThreat = (f: Signals["facts"][number], body: string) =>
  f.kind === "tariff-threatened" ||
  (f.kind === "escalation" && (f.action === "oil-route" || /^\W*(If|Should|Unless)\b/.test(f.sentence) || WARNING.test(f.sentence))) ||
  warnedPartner(f, body);
/** A hard line on a trading partner in a post that warns it or promises a response ("They better be careful!"): a threat without specifics. */
const warnedPartner = (f: Signals["facts"][number], body: string) =>
  f.kind === "trade-talks" && f.stance === "hard" && (WARNING.test(body) || RESPONSE_PROMISED.test(body));
/** …in a post the rules read as about markets, or one that warns a partner (which the rules' topics may not see). */
const ownThreat = (sig: Signals) => sig.facts.some((f) => f.voice === "own" && isThreat(f, sig.body) && (sig.impact !== "None" || warnedPartner(f, sig.body)));
/** The rubric's typical relevant: military action he announces himself that involves an oil producer or a major economy. */
const ownEscalation = (sig: Signals) => (sig.oilCountry || sig.majorCountry) && sig.facts.some((f) => f.voice === "own" && f.kind === "escalation");

/** What makes a threat High (issue 34 §4): a date, a rate, or "immediately". */
const SPECIFIC = /\bimmediately\b|\bwithin \d+|\b(\d+|twenty[- ]four|forty[- ]eight) (hours|days)\b|\btonight\b|\btomorrow\b|\bdeadline\b|\d\s?(%|percent)/i;
/** Every own fact a threat, with no date, rate or "immediately" anywhere in the post: Medium at most. */
const bareThreat = (sig: Signals) => {
  const own = sig.facts.filter((f) => f.voice === "own");
  return own.length > 0 && ownThreat({ ...sig, facts: own }) && own.every((f) => isThreat(f, sig.body) && !f.when && !f.size) && !SPECIFIC.test(sig.body);
};
/**
 * A shared article, a quote or a bare link reports an act; it is not one (rubric: repeating an
 * announced policy is Low; the rules cap such a post at Low). The order itself (an official-act
 * fact of his own, a White House order) is the act. Out of fold the score called such reports
 * High 1, 2 and 2 times by story, file and date blocks, each labeled Low, and no High report.
 */
const reported = (sig: Signals) => sig.article && (!sig.facts.some((f) => f.voice === "own" && f.kind === "official-act") || TITLE_AND_LINK.test(sig.body));
/**
 * …but an order shared by its title and link alone ("“Reinvigorating America’s Beautiful Clean Coal Industry…”
 * https://www.whitehouse.gov/presidential-actions/…") is the White House's notice of it, with no word of his: the
 * tune posts hold 26 such, 6 labeled Medium and none High (each High order came with his own words on what it does).
 */
// (The body is the post without its link; a title in capitals has no "!" or rate: "BIG NEWS! TARIFFS ON CHINA RAISED TO 145%!" is his.)
const TITLE_AND_LINK = /^\s*(“[^”]*”|"[^"]*"|[A-Z0-9’'&,;:—–\- ]*)\s*:?\s*$/u;

/**
 * High is a new, concrete action (rubric): where the rules read no act they judge new and decided
 * (rules.ts `decided`), or judge the post not about markets at all, the score's High is a signal at
 * most. Out of fold by story the score called 6 such posts High, none labeled High.
 */
const noAct = (sig: Signals) => sig.acts.length === 0 || sig.impact === "None";

/**
 * Firing or naming a Fed chair is one of the rubric's named High kinds, and the tune posts hold
 * three (all labeled High): too few for the score to learn, so out of fold it called the nomination
 * of a chair Medium. A decided act of that kind (rules.ts `decided`), High by the rules, stays High.
 */
const fedChairNamed = (sig: Signals) =>
  sig.impact === "High" &&
  sig.facts.some((f) => f.voice === "own" && f.action === "fed-personnel" && NAMED_OR_FIRED.test(f.sentence)) &&
  sig.acts.includes("fed-personnel");
/** Naming or firing, not a resignation demanded ("should resign immediately" is pressure, rubric Medium). */
const NAMED_OR_FIRED = /\b(nominat\w*|appoint\w*|(am|are|will be) (naming|firing|removing)|fired|removed|(my|our) (choice|pick) for)\b/i;

/**
 * An explicit "buy" call is another of the rubric's named High kinds; the tune posts hold one, so
 * the score reads a longer call ("Stocks are on SALE. NOW IS A GREAT TIME TO BUY!!!") as Low. A
 * decided call of his own, High by the rules, stays High.
 */
const buyCall = (sig: Signals) => sig.impact === "High" && sig.acts.includes("buy-call") && sig.facts.some((f) => f.voice === "own" && f.kind === "buy-call");

/** What of a post the rubric's rules act on, read once from its signals (the score's level decides which acts). */
export interface Routes {
  floor: boolean;
  fedChair: boolean;
  buyCall: boolean;
  bareThreat: boolean;
  noAct: boolean;
}
export const routesOf = (sig: Signals): Routes => ({
  // (A shared article or a quote of one who backs his strike reports the act, as for High below: out of fold the floor
  // lifted 12 posts to Medium, 1 labeled Medium, most of them such reports.)
  floor: (ownThreat(sig) || ownEscalation(sig)) && !reported(sig),
  fedChair: fedChairNamed(sig),
  buyCall: buyCall(sig),
  bareThreat: bareThreat(sig),
  noAct: reported(sig) || noAct(sig),
});

/** Which rule moved the score's level: the rubric's floor, one of its named High kinds, or a cap. */
export type Route = "floor" | "rubric" | "bare-threat" | "no-act";
export const ROUTES: Route[] = ["floor", "rubric", "bare-threat", "no-act"];

/** The level the rubric's rules make of the score's, and which rule made it; null where they leave it. `mediumOverLow`: the score's P(Medium) ≥ P(Low). */
export function routed(level: Impact, r: Routes, mediumOverLow: boolean): { level: Impact; route: Route } | null {
  // The rubric's floor (issue 34 §4): a threat he makes himself, on a trading partner or an oil route, is at least Medium.
  if ((level === "Low" || level === "None") && r.floor) return { level: "Medium", route: "floor" };
  if ((level === "Medium" && r.fedChair) || (level !== "High" && r.buyCall)) return { level: "High", route: "rubric" };
  // …and becomes High only with a date, a rate or "immediately".
  if (level === "High" && r.bareThreat) return { level: "Medium", route: "bare-threat" };
  if (level === "High" && r.noAct) return { level: mediumOverLow ? "Medium" : "Low", route: "no-act" };
  return null;
}

/**
 * The score's judgement of the rules' signals. Where a rule of the rubric moves the level, the confidence
 * is how often that rule's level was right in training (`ruled`, ScoreWeights `routes`), not the score's
 * probability of a level it did not pick, which is below that of the level it did pick.
 */
export function scoreSignals(sig: Signals, scorer: Scorer, rulesConfidence: number, ruled: Partial<Record<Route, number>> = {}): Scored {
  const s = scorer.score(featuresOf(sig));
  if (!s) return { impact: sig.impact, tariff: sig.tariff, confidence: rulesConfidence, judgedBy: "rules" };
  const [medium, low] = [s.p[IMPACTS.indexOf("Medium")]!, s.p[IMPACTS.indexOf("Low")]!];
  const r = routed(s.impact, routesOf(sig), medium >= low);
  if (r) return { impact: r.level, tariff: s.tariff, confidence: ruled[r.route] ?? s.shown(r.level), judgedBy: "score" };
  return { impact: s.impact, tariff: s.tariff, confidence: s.confidence, judgedBy: "score" };
}

/**
 * The signals with the score's level: relevance follows it (None is not relevant), and the action
 * the note leads with is the post's own concrete act when the level is High.
 */
export function withLevel(sig: Signals, { impact, tariff }: Pick<Scored, "impact" | "tariff">): Signals {
  if (impact === sig.impact && tariff === sig.tariff) return sig;
  const action = impact === "High" ? (sig.action ?? sig.facts.find((f) => f.voice === "own" && f.action)?.action ?? null) : null;
  return { ...sig, impact, action, tariff, sectors: impact === "None" ? new Set() : sig.sectors };
}
