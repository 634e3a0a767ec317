/**
 * `bun scripts/eval-ranking.ts [--schemes story,file,time,monitor] [--settings JSON]…`: how well
 * the relevance model alone RANKS the tune posts out of fold, a quick screen before the full
 * `scripts/eval-folds.ts`. Per scheme (folds.ts; `monitor`: labeled-monitor.json left out alone),
 * the average precision of P(relevant) and the best relevant F1 of any one threshold on the pooled
 * out-of-fold predictions (a ceiling: chosen after the fact). No inner folds, no thresholds, no
 * calibration: about a sixth of eval-folds' work. A candidate that does not rank better here will
 * not do better there; one that does must still hold under eval-folds. Reads no held-out file.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { examplesOf } from "../src/analysis/score/cv.ts";
import { dealFolds, type FoldScheme, type Folds, leaveFileOut, storyGroups, trainingOf } from "../src/analysis/score/folds.ts";
import { probabilities } from "../src/analysis/score/model.ts";
import { encode, relevanceOf } from "../src/analysis/score/predict.ts";
import { loadTuneSets } from "../src/analysis/score/sets.ts";
import { SETTINGS, type Settings } from "../src/analysis/score/settings.ts";
import { fitModels } from "../src/analysis/score/train.ts";

const { values } = parseArgs({
  options: { schemes: { type: "string", default: "story,file,time,monitor" }, settings: { type: "string", multiple: true } },
});
const { posts } = await loadTuneSets(resolve(import.meta.dir, ".."));
const examples = examplesOf(posts, storyGroups(posts)).map((r) => r.example);

/** Average precision and the best F1 of one threshold, on pooled predictions. */
function ranking(p: number[], yes: boolean[]) {
  const order = p.map((x, i) => [x, yes[i]!] as const).sort((a, b) => b[0] - a[0]);
  const positives = yes.filter(Boolean).length;
  let [tp, fp, ap, best] = [0, 0, 0, 0];
  for (const [, y] of order) {
    y ? tp++ : fp++;
    if (y) ap += tp / (tp + fp);
    best = Math.max(best, (2 * tp) / (2 * tp + fp + positives - tp));
  }
  return { ap: ap / positives, bestF1: best };
}

function outOfFold(folds: Folds, tested: number[], s: Settings) {
  const [p, yes]: [number[], boolean[]] = [[], []];
  for (const k of tested) {
    const m = fitModels(trainingOf(examples, folds, k), s);
    for (const e of examples) {
      if (folds.fold.get(e.id) !== k) continue;
      const row = encode(e.features, m.columns, s.wordNorm);
      p.push(relevanceOf(probabilities(m.impact, row), m.relevance, row));
      yes.push(e.impact !== "None");
    }
  }
  return ranking(p, yes);
}

for (const json of values.settings ?? ["{}"]) {
  const s: Settings = { ...SETTINGS, ...JSON.parse(json) };
  const cells = values.schemes.split(",").map((scheme) => {
    const folds = scheme === "monitor" ? leaveFileOut(posts, "test/labeled/labeled-monitor.json") : dealFolds(posts, scheme as FoldScheme, 0);
    // Left out alone, only the file's own fold is predicted.
    const tested = scheme === "monitor" ? [0] : Array.from({ length: folds.count }, (_, k) => k);
    const r = outOfFold(folds, tested, s);
    return `${scheme} AP ${r.ap.toFixed(4)} best F1 ${r.bestF1.toFixed(4)}`;
  });
  console.log(`${json}: ${cells.join(" | ")}`);
}
