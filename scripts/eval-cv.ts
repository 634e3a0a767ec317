/**
 * `npm run eval` with no arguments: the score cross-validated on the tune sets, the rules beside
 * it on the same posts, and both on the tune direction cases. Reads no held-out file.
 *
 * The headline folds are by story (`--folds story`, src/analysis/score/folds.ts): posts linked by a
 * near date and shared rare words, or by reposted wording, fall in one fold, and the inner folds
 * that choose the thresholds and the calibration are dealt the same way. Random folds (`--folds
 * random`, the first figure) put a story on both sides: the word features recognise it, and the
 * figures flattered the score (the held-out read at b534e42 fell short of them on every target).
 * `--folds file` (one tune file out, its stories purged) and `--folds time` (five date blocks) are
 * harsher checks of the same training: a shift of readers and sampling, a shift of news.
 */
import { type DirectionLabel, isTuneCase } from "../src/analysis/metrics.ts";
import { crossValidate, DEFAULT_SCHEME } from "../src/analysis/score/cv.ts";
import type { FoldScheme } from "../src/analysis/score/folds.ts";
import { figures, formatFigures } from "../src/analysis/score/report.ts";
import { DIRECTION_SETS, loadTuneSets } from "../src/analysis/score/sets.ts";

const DEALT: Record<FoldScheme, string> = {
  story: "5-fold cross-validation by story (a story's posts in one fold)",
  random: "5-fold cross-validation, posts dealt at random (stories on both sides: optimistic)",
  time: "cross-validation over 5 contiguous date blocks",
  file: "leave-one-file-out cross-validation (a file's stories purged from training)",
};

export async function crossValidatedReport(root: string, seed = 0, scheme: FoldScheme = DEFAULT_SCHEME): Promise<number> {
  const { posts, files } = await loadTuneSets(root);
  const dir = await loadTuneSets<DirectionLabel & { content: string; from?: string; set?: string }>(root, DIRECTION_SETS);
  // A case whose post is in a wholly held-out file (labeled-test.json) is not tuned or scored here.
  const cases = dir.posts.filter(isTuneCase);
  const t0 = performance.now();
  const cv = crossValidate(posts, cases, { scheme, seed });
  console.log(`${DEALT[scheme]}${seed ? ` (fold seed ${seed})` : ""} on the tune sets: ${posts.length} posts (${files.join(", ")})`);
  console.log(
    `directions: ${cases.length} cases (${dir.files.join(", ")}; ${dir.posts.length - cases.length} whose post is held out left out); each predicted by the score trained without its post's fold, the rules' fact extractors fixed`,
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
