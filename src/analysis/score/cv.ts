/**
 * Cross-validation of the score: the rules read every post once (their fact extractors stay
 * fixed), then for each of 5 folds the score is trained on the other 4 and predicts this one. A
 * post to predict that is not a training post (a direction case) is predicted by the fold its id
 * falls in, so a case that is also a labeled post is never predicted by a model that saw it.
 * A fold seed other than 0 deals the posts into other folds: a figure that holds across seeds is
 * not an accident of one split.
 */
import { judge, type Signals } from "../rules.ts";
import { featuresOf } from "./features.ts";
import { type Scored, scoreSignals } from "./judge.ts";
import { createScorer } from "./predict.ts";
import type { LabeledPost } from "./sets.ts";
import { type Example, foldOf, SETTINGS, trainScore } from "./train.ts";

/** The rules' reading of each post, and the training example made of it. */
export function examplesOf(posts: LabeledPost[]): { example: Example; sig: Signals }[] {
  return posts.map((p) => {
    const sig = judge(p.content);
    return { sig, example: { id: p.id, features: featuresOf(sig), impact: p.impact, tariff: p.tariff, rulesImpact: sig.impact } };
  });
}

export interface Predicted {
  id: string;
  /** The rules' reading, with their own grade. */
  sig: Signals;
  /** The score's judgement from the fold that did not train on the post. */
  scored: Scored;
}

/** The outer fold of a post under a fold seed (0: the split `npm run eval` prints by default). */
export const outerFoldOf = (id: string, seed = 0) => foldOf(seed ? `seed${seed}:${id}` : id);

/** Out-of-fold judgements of the score for every labeled post, and for each of `also` (posts to predict only). */
export function crossValidate(posts: LabeledPost[], also: { id: string; content: string }[] = [], seed = 0): { labeled: Predicted[]; also: Predicted[] } {
  const foldOf = (id: string) => outerFoldOf(id, seed);
  const read = examplesOf(posts);
  const extra = also.map((p) => ({ id: p.id, sig: judge(p.content) }));
  const labeled = new Map<string, Predicted>();
  const others = new Map<string, Predicted>();
  for (let k = 0; k < SETTINGS.folds; k++) {
    const w = trainScore(read.filter((r) => foldOf(r.example.id) !== k).map((r) => r.example));
    const scorer = createScorer({ ...w, generatedBy: "cross-validation", trainedOn: { files: [], posts: 0 } });
    const judged = (id: string, sig: Signals): Predicted => ({ id, sig, scored: scoreSignals(sig, scorer, w.rulesConfidence) });
    for (const { sig, example } of read) if (foldOf(example.id) === k) labeled.set(example.id, judged(example.id, sig));
    for (const { id, sig } of extra) if (foldOf(id) === k) others.set(id, judged(id, sig));
  }
  return { labeled: posts.map((p) => labeled.get(p.id)!), also: also.map((p) => others.get(p.id)!) };
}
