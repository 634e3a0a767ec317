/**
 * Cross-validation of the score: the rules read every post once (their fact extractors stay
 * fixed), then for each fold the score is trained on the other folds and predicts this one. How
 * the posts are dealt into folds is a scheme of folds.ts: by default one story never sits on both
 * sides (the `story` scheme; `random` was the first, and leaks). A post to predict that is not a
 * training post (a direction case) is predicted by the fold of the labeled post with its id, so a
 * case that is also a labeled post is never predicted by a model that saw it or its story.
 */
import { IMPACTS, type Impact } from "../../db/schema/posts.ts";
import { judge, type Signals } from "../rules.ts";
import { featuresOf } from "./features.ts";
import { dealFolds, type FoldScheme, type Folds, hashFold, storyGroups, trainingOf } from "./folds.ts";
import { routesOf, type Scored, scoreSignals } from "./judge.ts";
import { createScorer, onUnseen } from "./predict.ts";
import type { LabeledPost } from "./sets.ts";
import { SETTINGS, type Settings } from "./settings.ts";
import { type Example, foldOf, trainScore } from "./train.ts";

/** The headline scheme of `npm run eval` (scripts/eval-cv.ts says why). */
export const DEFAULT_SCHEME: FoldScheme = "story";

export interface Read {
  example: Example;
  sig: Signals;
}

/** The rules' reading of each post, and the training example made of it, with its story and its file. */
export function examplesOf(posts: LabeledPost[], group: Map<string, string> = storyGroups(posts)): Read[] {
  return posts.map((p) => {
    const sig = judge(p.content);
    const example: Example = {
      id: p.id,
      features: featuresOf(sig),
      impact: p.impact,
      tariff: p.tariff,
      rulesImpact: sig.impact,
      routes: routesOf(sig),
      set: p.set,
      ...(p.firstContact ? { firstContact: p.firstContact } : {}),
    };
    return { sig, example: { ...example, group: group.get(p.id) } };
  });
}

export interface Predicted {
  id: string;
  /** The rules' reading, with their own grade. */
  sig: Signals;
  /** The score's judgement from the fold that did not train on the post. */
  scored: Scored;
  /** That model's raw P(High) and P(relevant) (null: it cannot read the post; absent: not kept), for ranking figures. */
  raw?: { high: number; relevant: number } | null;
  /** The post's first-contact read (sets.ts): its level right or not, its confidence then, and as that model shows it. */
  firstContact?: { impact: Impact; right: boolean; confidence: number; shown: number };
}

/** The outer fold of a post under a fold seed in the first (random) scheme. */
export const outerFoldOf = (id: string, seed = 0) => foldOf(seed ? `seed${seed}:${id}` : id);

export interface CvOptions {
  scheme?: FoldScheme;
  seed?: number;
  settings?: Settings;
}

/** Out-of-fold judgements of the score for every labeled post, and for each of `also` (posts to predict only). */
export function crossValidate(posts: LabeledPost[], also: { id: string; content: string }[] = [], o: CvOptions = {}) {
  const folds = dealFolds(posts, o.scheme ?? DEFAULT_SCHEME, o.seed ?? 0);
  // The training examples carry their story whatever the outer deal: the inner folds follow it.
  const read = examplesOf(posts, folds.scheme === "random" ? undefined : folds.group);
  const extra = also.map((p) => ({ id: p.id, sig: judge(p.content) }));
  return { ...crossValidateRead(read, extra, folds, o.settings ?? SETTINGS), folds };
}

/** The cross-validation over posts the rules have read already (a search over settings reads them once). */
export function crossValidateRead(read: Read[], extra: { id: string; sig: Signals }[], folds: Folds, settings: Settings) {
  const labeled = new Map<string, Predicted>();
  const others = new Map<string, Predicted>();
  const foldOfCase = (id: string) => folds.fold.get(id) ?? hashFold(id, folds.count);
  for (let k = 0; k < folds.count; k++) {
    const w = trainScore(
      trainingOf(
        read.map((r) => r.example),
        folds,
        k,
      ),
      settings,
    );
    const scorer = createScorer({ ...w, generatedBy: "cross-validation", trainedOn: { files: [], posts: 0 } });
    const judged = (id: string, sig: Signals): Predicted => {
      const s = scorer.score(featuresOf(sig));
      const raw = s && { high: s.p[IMPACTS.indexOf("High")]!, relevant: s.relevant };
      return { id, sig, scored: scoreSignals(sig, scorer, w.rulesConfidence, w.routes), raw };
    };
    for (const { sig, example } of read) {
      if (folds.fold.get(example.id) !== k) continue;
      const fc = example.firstContact;
      const first = fc && { impact: fc.impact, right: fc.impact === example.impact, confidence: fc.confidence, shown: onUnseen(w, fc.impact, fc.confidence) };
      labeled.set(example.id, { ...judged(example.id, sig), ...(first ? { firstContact: first } : {}) });
    }
    for (const { id, sig } of extra) if (foldOfCase(id) === k) others.set(id, judged(id, sig));
  }
  // Every post of a fold that was trained for, in the order read (all of them but under leaveFileOut).
  return { labeled: read.flatMap((r) => labeled.get(r.example.id) ?? []), also: extra.flatMap((p) => others.get(p.id) ?? []) };
}
