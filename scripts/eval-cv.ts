/**
 * `npm run eval` with no arguments: the score cross-validated on the tune sets, the rules beside
 * it on the same posts, and both on the tune half of the direction cases. Reads no held-out file.
 */
import { join } from "node:path";
import { type DirectionLabel, splitOf } from "../src/analysis/metrics.ts";
import { crossValidate } from "../src/analysis/score/cv.ts";
import { figures, formatFigures } from "../src/analysis/score/report.ts";
import { loadTuneSets } from "../src/analysis/score/sets.ts";

export const DIRECTIONS_FILE = "test/labeled/directions.json";

export async function crossValidatedReport(root: string): Promise<number> {
  const { posts, files } = await loadTuneSets(root);
  const all: (DirectionLabel & { content: string })[] = await Bun.file(join(root, DIRECTIONS_FILE)).json();
  const cases = all.filter((c) => splitOf(c.id) === "tune");
  const t0 = performance.now();
  const cv = crossValidate(posts, cases);
  console.log(`5-fold cross-validation on the tune sets: ${posts.length} posts (${files.join(", ")})`);
  console.log(
    `directions: ${DIRECTIONS_FILE} (tune half, ${cases.length} cases); the score trained on 4 folds predicts the 5th, the rules' fact extractors fixed`,
  );
  console.log("");
  console.log(formatFigures(figures(posts, cv.labeled, cases, cv.also)));
  console.log("");
  console.log("The rules' column is in-sample: they were written reading these posts. The score's is out of fold.");
  console.log(`(${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  return 0;
}
