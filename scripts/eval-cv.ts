/**
 * `npm run eval` with no arguments: the score cross-validated on the tune sets, the rules beside
 * it on the same posts, and both on the tune direction cases. Reads no held-out file.
 */
import { type DirectionLabel, isTuneCase } from "../src/analysis/metrics.ts";
import { crossValidate } from "../src/analysis/score/cv.ts";
import { figures, formatFigures } from "../src/analysis/score/report.ts";
import { DIRECTION_SETS, loadTuneSets } from "../src/analysis/score/sets.ts";

export async function crossValidatedReport(root: string, seed = 0): Promise<number> {
  const { posts, files } = await loadTuneSets(root);
  const dir = await loadTuneSets<DirectionLabel & { content: string; from?: string; set?: string }>(root, DIRECTION_SETS);
  // A case whose post is in a wholly held-out file (labeled-test.json) is not tuned or scored here.
  const cases = dir.posts.filter(isTuneCase);
  const t0 = performance.now();
  const cv = crossValidate(posts, cases, { scheme: "random", seed });
  console.log(`5-fold cross-validation${seed ? ` (fold seed ${seed})` : ""} on the tune sets: ${posts.length} posts (${files.join(", ")})`);
  console.log(
    `directions: ${cases.length} cases (${dir.files.join(", ")}; ${dir.posts.length - cases.length} whose post is held out left out); the score trained on 4 folds predicts the 5th, the rules' fact extractors fixed`,
  );
  console.log("");
  console.log(formatFigures(figures(posts, cv.labeled, cases, cv.also)));
  console.log("");
  console.log("The rules' column is in-sample where they were written reading the posts; the score's is out of fold.");
  // Per file: a file the rules were never tuned on (labeled-more.json) compares the two fairly.
  const bySet = new Map(posts.map((p) => [p.id, p.set]));
  for (const set of new Set(posts.map((p) => p.set))) {
    const mine = (p: { id: string }) => bySet.get(p.id) === set;
    const f = figures(posts.filter(mine), cv.labeled.filter(mine), [], []);
    const n = (x: number) => x.toFixed(3);
    const line = (w: "score" | "rules") =>
      `${w} relevant F1 ${n(f[w].relevantF1)} · tariff F1 ${n(f[w].tariffF1)} · High ${n(f[w].highPrecision)} / ${n(f[w].highRecall)} (${f[w].high}) · impact accuracy ${n(f[w].impactAccuracy)}`;
    console.log(`\n${set} (${f.score.posts} posts):\n  ${line("score")}\n  ${line("rules")}`);
  }
  console.log(`\n(${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  return 0;
}
