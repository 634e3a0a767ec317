/**
 * Training the score: a vocabulary from the training posts, the models (impact level; tariff
 * or not), then the thresholds and the calibration of `confidence` chosen on out-of-fold
 * predictions (an inner 5-fold cross-validation), so none of them is fitted to posts the model
 * has seen.
 */
import { IMPACTS, type Impact } from "../../db/schema/posts.ts";
import type { Features } from "./features.ts";
import { ROUTES, type Route, type Routes, routed } from "./judge.ts";
import { fit, fitPlatt, type Linear, probabilities, type Row } from "./model.ts";
import { hashFold } from "./folds.ts";
import { bestThreshold, columnsOf, decide, encode, relevanceOf, scaled, type ScoreWeights } from "./predict.ts";
import type { FirstContact } from "./sets.ts";
import { SETTINGS, type Settings } from "./settings.ts";
import { fitTrees, type Node } from "./trees.ts";

export interface Example {
  id: string;
  features: Features;
  /** The labels. */
  impact: Impact;
  tariff: boolean;
  /** The rules' own level, for the confidence of the posts the score cannot read. */
  rulesImpact: Impact;
  /** Its story (folds.ts storyGroups) and its tune file, for the inner folds. */
  group?: string;
  set?: string;
  /** Its file's first-contact read (sets.ts), for the confidence on posts nobody tuned on. */
  firstContact?: FirstContact;
  /** What of it the rubric's rules act on (judge.ts), for the confidence of a level they move. */
  routes?: Routes;
}

/** A post's fold, fixed by its id (a hash byte other than the one of the tune/holdout split). */
export function foldOf(id: string, folds = SETTINGS.folds): number {
  return new Bun.CryptoHasher("sha256").update(id).digest()[1]! % folds;
}

function vocabularyOf(examples: Example[], s: Settings): string[] {
  const facts = new Map<string, number>();
  const words = new Map<string, number>();
  const stories = new Map<string, Set<string>>();
  const add = (m: Map<string, Set<string>>, w: string, v: string) => m.set(w, (m.get(w) ?? new Set()).add(v));
  for (const e of examples) {
    for (const f of e.features.facts.keys()) facts.set(f, (facts.get(f) ?? 0) + 1);
    for (const w of e.features.words) {
      words.set(w, (words.get(w) ?? 0) + 1);
      add(stories, w, e.group ?? e.id);
    }
  }
  const keep = (m: Map<string, number>, min: number, prefix: string, also = (_k: string) => true) =>
    [...m]
      .filter(([k, n]) => n >= min && also(k))
      .map(([k]) => prefix + k)
      .sort();
  const spread = (w: string) => stories.get(w)!.size >= s.minWordStories;
  return [...keep(facts, s.minFacts, "f:"), ...keep(words, s.minWords, "w:", spread)].filter((v) => !s.drop.some((d) => v.startsWith(d)));
}

/** Balanced-ish weights (square root of the inverse frequency): rare levels such as High count more, not all the way. */
function balanced(labels: number[], classes: number) {
  const counts = Array.from({ length: classes }, (_, k) => labels.filter((y) => y === k).length);
  return counts.map((n) => Math.sqrt(labels.length / Math.max(1, n) / classes));
}

function without(r: Row, unread: Set<number>): Row {
  if (!unread.size) return r;
  const keep = r.idx.flatMap((j, i) => (unread.has(j) ? [] : [i]));
  return { idx: keep.map((i) => r.idx[i]!), val: keep.map((i) => r.val[i]!) };
}

/** The models and their vocabulary, without thresholds or calibration (scripts/eval-ranking.ts screens the relevance model with it). */
export function fitModels(examples: Example[], s: Settings) {
  const vocabulary = vocabularyOf(examples, s);
  const columns = columnsOf(vocabulary);
  const rows: Row[] = examples.map((e) => encode(e.features, columns, s.wordNorm));
  const unreadBy = (drop: string[]) => new Set(vocabulary.flatMap((v, i) => (drop.some((d) => v.startsWith(d)) ? [i] : [])));
  // A column a model does not read keeps its weight at zero: no gradient reaches it.
  const impactUnread = unreadBy(s.impactDrop);
  const impactRows = rows.map((r) => without(r, impactUnread));
  const lambdaScale = Float64Array.from(vocabulary, (v) => (v.startsWith("w:") ? s.wordLambdaScale : 1));
  const fitOn = (labels: number[], classes: number, lambda = s.lambda, on = rows, sampleWeight?: number[]): Linear =>
    fit(on, labels, { classes, dims: vocabulary.length, lambda, lambdaScale, iterations: s.iterations, classWeight: balanced(labels, classes), sampleWeight });
  const impact = fitOn(
    examples.map((e) => IMPACTS.indexOf(e.impact)),
    IMPACTS.length,
    s.lambda,
    impactRows,
  );
  const tariffUnread = unreadBy(s.tariffDrop);
  const tariff = fitOn(
    examples.map((e) => (e.tariff ? 1 : 0)),
    2,
    s.tariffLambda,
    rows.map((r) => without(r, tariffUnread)),
  );
  const relevant = examples.map((e) => (e.impact === "None" ? 0 : 1));
  const relevanceUnread = unreadBy(s.relevanceDrop);
  const scale = s.nbScale ? logCountRatios(rows, relevant, vocabulary, s.nbScale) : undefined;
  const relevanceRows = rows.map((r) => without(r, relevanceUnread)).map((r) => scaled(r, scale));
  const relevance =
    s.relevanceMix === 0
      ? undefined
      : {
          model: fitRelevance(examples, relevant, relevanceRows, s.lowTarget, (l, r, w) => fitOn(l, 2, s.relevanceLambda, r, w)),
          mix: s.relevanceMix,
          ...(scale ? { scale } : {}),
          ...relevanceTrees(examples, rows, vocabulary.length, unreadBy(s.relevanceTreeShape.drop), s),
        };
  return { vocabulary, columns, impact, tariff, relevance };
}

/** The relevance model, a post labeled Low entering with a soft label under `lowTarget` < 1. */
function fitRelevance(
  examples: Example[],
  relevant: number[],
  rows: Row[],
  lowTarget: number,
  fitOn: (labels: number[], rows: Row[], weights?: number[]) => Linear,
): Linear {
  if (lowTarget >= 1) return fitOn(relevant, rows);
  const soft = examples.flatMap((e, i) => (e.impact === "Low" ? [i] : []));
  return fitOn(
    [...relevant, ...soft.map(() => 0)],
    [...rows, ...soft.map((i) => rows[i]!)],
    [...examples.map((e) => (e.impact === "Low" ? lowTarget : 1)), ...soft.map(() => 1 - lowTarget)],
  );
}

/** The relevance model's trees and their share, where it has any: a post labeled Low is `lowTarget` relevant. */
function relevanceTrees(examples: Example[], rows: Row[], dims: number, unread: Set<number>, s: Settings) {
  const { drop: _, ...shape } = s.relevanceTreeShape;
  if (!s.relevanceTrees) return {};
  const targets = examples.map((e) => (e.impact === "None" ? 0 : e.impact === "Low" ? s.lowTarget : 1));
  return {
    trees: fitTrees(
      rows.map((r) => without(r, unread)),
      targets,
      { dims, ...shape },
    ),
    treeShare: s.relevanceTrees,
  };
}

/** Each word's log-count ratio (smoothed by one) between relevant and other posts, pulled `weight` of the way from 1; facts keep 1. */
function logCountRatios(rows: Row[], labels: number[], vocabulary: string[], weight: number): number[] {
  const [pos, neg] = [new Float64Array(vocabulary.length).fill(1), new Float64Array(vocabulary.length).fill(1)];
  rows.forEach((r, n) => {
    for (const j of r.idx) (labels[n] ? pos : neg)[j]! += 1;
  });
  const [P, N] = [pos.reduce((a, b) => a + b, 0), neg.reduce((a, b) => a + b, 0)];
  return vocabulary.map((v, j) => (v.startsWith("w:") ? 1 - weight + weight * Math.log(pos[j]! / P / (neg[j]! / N)) : 1));
}

/** The inner folds: how many, and each example's. */
export function innerFolds(examples: Example[], s: Settings): { count: number; of: (e: Example) => number } {
  if (s.inner === "file") {
    const files = [...new Set(examples.map((e) => e.set ?? "?"))];
    if (files.length >= 3) return { count: files.length, of: (e) => files.indexOf(e.set ?? "?") };
  }
  if (s.inner === "story" || s.inner === "file") return { count: s.folds, of: (e) => hashFold(`inner:${e.group ?? e.id}`, s.folds) };
  return { count: s.folds, of: (e) => foldOf(`inner:${e.id}`, s.folds) };
}

/** Out-of-fold probabilities for every example (inner cross-validation): the levels', and tariff's. */
function outOfFold(examples: Example[], s: Settings) {
  const impact: number[][] = new Array(examples.length);
  const tariff: number[] = new Array(examples.length);
  const relevant: number[] = new Array(examples.length);
  const inner = innerFolds(examples, s);
  const folds = examples.map(inner.of);
  for (let k = 0; k < inner.count; k++) {
    const m = fitModels(
      examples.filter((_, i) => folds[i] !== k),
      s,
    );
    examples.forEach((e, i) => {
      if (folds[i] !== k) return;
      const row = encode(e.features, m.columns, s.wordNorm);
      impact[i] = probabilities(m.impact, row);
      tariff[i] = probabilities(m.tariff, row)[1]!;
      relevant[i] = relevanceOf(impact[i]!, m.relevance, row);
    });
  }
  return { impact, tariff, relevant };
}

/** The High threshold with the best precision among those that keep High recall at or above the target. */
export function chooseHighThreshold(pHigh: number[], isHigh: boolean[], target = SETTINGS.highRecall): number {
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
    if (recall >= target && (precision > best.precision || (precision === best.precision && recall > best.recall))) best = { t, precision, recall };
  }
  return best.t;
}

const round = (x: number) => Math.round(x * 1e5) / 1e5;
/** A tree with its leaves rounded; its cut points stay exact (a value on a cut must fall on the same side). */
const roundedLeaves = (nodes: Node[]): Node[] => nodes.map((n) => ("v" in n ? { v: round(n.v) } : n));
const rounded = (m: Linear): Linear => ({ weights: m.weights.map((w) => w.map(round)), bias: m.bias.map(round) });

/**
 * The levels whose confidence is calibrated on first contact (settings.ts `unseen`): each a Platt map
 * from the confidence the first-contact analyzer gave to how often that level was right there. Only
 * the training examples' reads count, so a fold's model never learns from the posts it predicts.
 */
function unseenCalibration(examples: Example[], oof: { level: Impact; right: boolean }[], s: Settings): NonNullable<ScoreWeights["unseen"]> {
  const out: NonNullable<ScoreWeights["unseen"]> = {};
  const share = (xs: boolean[]) => xs.filter(Boolean).length / xs.length;
  for (const level of IMPACTS) {
    const reads = examples.flatMap((e) => (e.firstContact?.impact === level ? [{ c: e.firstContact.confidence, right: e.impact === level }] : []));
    const inFold = oof.filter((o) => o.level === level).map((o) => o.right);
    if (reads.length < s.unseen.minReads || !inFold.length) continue;
    if (share(reads.map((r) => r.right)) > share(inFold) - s.unseen.gap) continue;
    const fit = fitPlatt(
      reads.map((r) => r.c),
      reads.map((r) => r.right),
    );
    out[level] = { a: round(fit.a), b: round(fit.b) };
  }
  return out;
}

/**
 * How often each rule that moves the score's level was right where it moved the out-of-fold level (Laplace's
 * rule, as `rulesConfidence`). The rules were written reading these posts, so this is a figure in their favour.
 */
function routeConfidence(examples: Example[], p: number[][], picks: { level: number }[]): Partial<Record<Route, number>> {
  const [medium, low] = [IMPACTS.indexOf("Medium"), IMPACTS.indexOf("Low")];
  const tally = new Map<Route, { n: number; right: number }>(ROUTES.map((r) => [r, { n: 0, right: 0 }]));
  examples.forEach((e, i) => {
    const r = e.routes && routed(IMPACTS[picks[i]!.level]!, e.routes, p[i]![medium]! >= p[i]![low]!);
    if (!r) return;
    const t = tally.get(r.route)!;
    t.n++;
    if (e.impact === r.level) t.right++;
  });
  // (A rule that moved no level in training says one half: no evidence either way, rather than the score's own low probability.)
  return Object.fromEntries([...tally].map(([route, t]) => [route, round((t.right + 1) / (t.n + 2))]));
}

/** Trains the score on labeled examples: the weights file's content (without its header). */
export function trainScore(examples: Example[], s: Settings = SETTINGS): Omit<ScoreWeights, "generatedBy" | "trainedOn"> {
  if (examples.length < s.folds * 4) throw new Error(`too few labeled posts to train the score: ${examples.length}`);
  const oof = outOfFold(examples, s);
  const high = IMPACTS.indexOf("High");
  const highThreshold = chooseHighThreshold(
    oof.impact.map((p) => p[high]!),
    examples.map((e) => e.impact === "High"),
    s.highRecall,
  );
  // Relevance: None when its probability reaches the threshold with the best relevant F1.
  const noneThreshold = bestThreshold(
    oof.relevant,
    examples.map((e) => e.impact !== "None"),
    s.thresholdWindow.relevance,
  );
  const tariffThreshold = bestThreshold(
    oof.tariff,
    examples.map((e) => e.tariff),
    s.thresholdWindow.tariff,
  );
  const picks = oof.impact.map((p, i) => decide(p, { highThreshold, noneThreshold }, oof.relevant[i]));
  const picked = picks.map((d, i) => ({ level: IMPACTS[d.level]!, right: IMPACTS[d.level] === examples[i]!.impact }));
  const platt = fitPlatt(
    picks.map((d) => d.raw),
    picked.map((p) => p.right),
  );
  const unseen = unseenCalibration(examples, picked, s);
  const routes = routeConfidence(examples, oof.impact, picks);
  const m = fitModels(examples, s);
  const unread = examples.filter((e) => e.features.factCount === 0 && !encode(e.features, m.columns).idx.some((i) => m.vocabulary[i]!.startsWith("w:")));
  const rulesRight = unread.filter((e) => e.rulesImpact === e.impact).length;
  return {
    levels: [...IMPACTS],
    vocabulary: m.vocabulary,
    impact: rounded(m.impact),
    tariff: rounded(m.tariff),
    ...(m.relevance
      ? {
          relevance: {
            ...m.relevance,
            model: rounded(m.relevance.model),
            ...(m.relevance.scale ? { scale: m.relevance.scale.map(round) } : {}),
            ...(m.relevance.trees ? { trees: { ...m.relevance.trees, trees: m.relevance.trees.trees.map(roundedLeaves) } } : {}),
          },
        }
      : {}),
    highThreshold: round(highThreshold),
    noneThreshold: round(noneThreshold),
    tariffThreshold: round(tariffThreshold),
    ...(s.wordNorm ? { wordNorm: s.wordNorm } : {}),
    platt: { a: round(platt.a), b: round(platt.b) },
    ...(Object.keys(unseen).length ? { unseen } : {}),
    // Laplace's rule: a handful of such posts should not claim certainty.
    rulesConfidence: round((rulesRight + 1) / (unread.length + 2)),
    routes,
  };
}
