/**
 * Training the score: a vocabulary from the training posts, the models (impact level; tariff
 * or not), then the thresholds and the calibration of `confidence` chosen on out-of-fold
 * predictions (an inner 5-fold cross-validation), so none of them is fitted to posts the model
 * has seen.
 */
import { IMPACTS, type Impact } from "../../db/schema/posts.ts";
import type { Features } from "./features.ts";
import { fit, fitPlatt, type Linear, probabilities, type Row } from "./model.ts";
import { bestThreshold, decide, encode, type ScoreWeights } from "./predict.ts";

export interface Example {
  id: string;
  features: Features;
  /** The labels. */
  impact: Impact;
  tariff: boolean;
  /** The rules' own level, for the confidence of the posts the score cannot read. */
  rulesImpact: Impact;
}

export const SETTINGS = {
  /** A fact feature or a word must be seen in this many training posts to enter the vocabulary. */
  minFacts: 3,
  minWords: 4,
  lambda: 0.003,
  /** The tariff model's L2: fewer tariff posts, so a stronger pull to zero. */
  tariffLambda: 0.003,
  iterations: 250,
  /** The least High recall the threshold keeps, on out-of-fold predictions. */
  highRecall: 0.85,
  folds: 5,
};

/** A post's fold, fixed by its id (a hash byte other than the one of the tune/holdout split). */
export function foldOf(id: string, folds = SETTINGS.folds): number {
  return new Bun.CryptoHasher("sha256").update(id).digest()[1]! % folds;
}

function vocabularyOf(examples: Example[]): string[] {
  const facts = new Map<string, number>();
  const words = new Map<string, number>();
  for (const e of examples) {
    for (const f of e.features.facts.keys()) facts.set(f, (facts.get(f) ?? 0) + 1);
    for (const w of e.features.words) words.set(w, (words.get(w) ?? 0) + 1);
  }
  const keep = (m: Map<string, number>, min: number, prefix: string) =>
    [...m]
      .filter(([, n]) => n >= min)
      .map(([k]) => prefix + k)
      .sort();
  return [...keep(facts, SETTINGS.minFacts, "f:"), ...keep(words, SETTINGS.minWords, "w:")];
}

/** Balanced-ish weights (square root of the inverse frequency): rare levels such as High count more, not all the way. */
function balanced(labels: number[], classes: number) {
  const counts = Array.from({ length: classes }, (_, k) => labels.filter((y) => y === k).length);
  return counts.map((n) => Math.sqrt(labels.length / Math.max(1, n) / classes));
}

/** The two models and their vocabulary, without thresholds or calibration. */
function fitModels(examples: Example[]) {
  const vocabulary = vocabularyOf(examples);
  const index = new Map(vocabulary.map((v, i) => [v, i]));
  const rows: Row[] = examples.map((e) => encode(e.features, index));
  const fitOn = (labels: number[], classes: number, lambda = SETTINGS.lambda): Linear =>
    fit(rows, labels, { classes, dims: vocabulary.length, lambda, iterations: SETTINGS.iterations, classWeight: balanced(labels, classes) });
  const impact = fitOn(
    examples.map((e) => IMPACTS.indexOf(e.impact)),
    IMPACTS.length,
  );
  const tariff = fitOn(
    examples.map((e) => (e.tariff ? 1 : 0)),
    2,
    SETTINGS.tariffLambda,
  );
  return { vocabulary, index, impact, tariff };
}

/** Out-of-fold probabilities for every example (inner cross-validation): the levels', and tariff's. */
function outOfFold(examples: Example[]) {
  const impact: number[][] = new Array(examples.length);
  const tariff: number[] = new Array(examples.length);
  for (let k = 0; k < SETTINGS.folds; k++) {
    const m = fitModels(examples.filter((e) => foldOf(`inner:${e.id}`) !== k));
    examples.forEach((e, i) => {
      if (foldOf(`inner:${e.id}`) !== k) return;
      const row = encode(e.features, m.index);
      impact[i] = probabilities(m.impact, row);
      tariff[i] = probabilities(m.tariff, row)[1]!;
    });
  }
  return { impact, tariff };
}

/** The High threshold with the best precision among those that keep High recall at or above the target. */
export function chooseHighThreshold(pHigh: number[], isHigh: boolean[]): number {
  const positives = isHigh.filter(Boolean).length;
  let best = { t: 0.5, precision: -1, recall: 0 };
  for (const t of [...new Set(pHigh)].sort((a, b) => a - b)) {
    let tp = 0,
      fp = 0;
    pHigh.forEach((p, i) => {
      if (p >= t) isHigh[i] ? tp++ : fp++;
    });
    const recall = positives ? tp / positives : 0;
    const precision = tp + fp ? tp / (tp + fp) : 0;
    if (recall >= SETTINGS.highRecall && (precision > best.precision || (precision === best.precision && recall > best.recall)))
      best = { t, precision, recall };
  }
  return best.t;
}

const round = (x: number) => Math.round(x * 1e5) / 1e5;
const rounded = (m: Linear): Linear => ({ weights: m.weights.map((w) => w.map(round)), bias: m.bias.map(round) });

/** Trains the score on labeled examples: the weights file's content (without its header). */
export function trainScore(examples: Example[]): Omit<ScoreWeights, "generatedBy" | "trainedOn"> {
  if (examples.length < SETTINGS.folds * 4) throw new Error(`too few labeled posts to train the score: ${examples.length}`);
  const oof = outOfFold(examples);
  const high = IMPACTS.indexOf("High");
  const none = IMPACTS.indexOf("None");
  const highThreshold = chooseHighThreshold(
    oof.impact.map((p) => p[high]!),
    examples.map((e) => e.impact === "High"),
  );
  // Relevance: None when its probability reaches the threshold with the best relevant F1.
  const noneThreshold = bestThreshold(
    oof.impact.map((p) => 1 - p[none]!),
    examples.map((e) => e.impact !== "None"),
  );
  const tariffThreshold = bestThreshold(
    oof.tariff,
    examples.map((e) => e.tariff),
  );
  const picks = oof.impact.map((p) => decide(p, { highThreshold, noneThreshold }));
  const platt = fitPlatt(
    picks.map((d) => d.raw),
    picks.map((d, i) => IMPACTS[d.level] === examples[i]!.impact),
  );
  const m = fitModels(examples);
  const unread = examples.filter((e) => e.features.factCount === 0 && !encode(e.features, m.index).idx.some((i) => m.vocabulary[i]!.startsWith("w:")));
  const rulesRight = unread.filter((e) => e.rulesImpact === e.impact).length;
  return {
    levels: [...IMPACTS],
    vocabulary: m.vocabulary,
    impact: rounded(m.impact),
    tariff: rounded(m.tariff),
    highThreshold: round(highThreshold),
    noneThreshold: round(noneThreshold),
    tariffThreshold: round(tariffThreshold),
    platt: { a: round(platt.a), b: round(platt.b) },
    // Laplace's rule: a handful of such posts should not claim certainty.
    rulesConfidence: round((rulesRight + 1) / (unread.length + 2)),
  };
}
