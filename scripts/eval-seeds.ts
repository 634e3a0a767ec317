/**
 * `bun scripts/eval-seeds.ts [N] [random|story]`: the headline figures of `npm run eval` for fold
 * seeds 0..N−1 (default 5; folds by story as `npm run eval` deals them, or at random), one line a seed, and the least of each over the seeds: a figure that meets its
 * target on one split only is not met. Reads no held-out file: the tune sets only.
 */
import { resolve } from "node:path";
import { isTuneCase } from "../src/analysis/metrics.ts";
import type { DirectionLabel } from "../src/analysis/metrics.ts";
import { crossValidate } from "../src/analysis/score/cv.ts";
import { figures } from "../src/analysis/score/report.ts";
import { DIRECTION_SETS, loadTuneSets } from "../src/analysis/score/sets.ts";

const root = resolve(import.meta.dir, "..");
const seeds = Number(process.argv[2] ?? 5);
const scheme = process.argv[3] === "random" ? "random" : "story";
const { posts } = await loadTuneSets(root);
const dir = await loadTuneSets<DirectionLabel & { content: string; from?: string; set?: string }>(root, DIRECTION_SETS);
const cases = dir.posts.filter(isTuneCase);
const cols = ["relevantF1", "tariffF1", "highPrecision", "highRecall", "impactAccuracy", "ece", "directionAccuracy", "wrongWay"] as const;
console.log(`seed  ${["relevant", "tariff", "High P", "High R", "impact", "ECE", "dirs", "wrong"].map((c) => c.padStart(8)).join("")}`);
const rows: number[][] = [];
for (let seed = 0; seed < seeds; seed++) {
  const cv = crossValidate(posts, cases, { scheme, seed });
  const f = figures(posts, cv.labeled, cases, cv.also).score;
  const row = cols.map((c) => (f[c] as number | null) ?? Number.NaN);
  rows.push(row);
  console.log(`${String(seed).padEnd(6)}${row.map((x) => x.toFixed(3).padStart(8)).join("")}`);
}
// The worst of each figure: the lowest, but the highest for the calibration error and wrong-way calls.
const worst = cols.map((c, j) => (c === "ece" || c === "wrongWay" ? Math.max : Math.min)(...rows.map((r) => r[j]!)));
console.log(`${"worst".padEnd(6)}${worst.map((x) => x.toFixed(3).padStart(8)).join("")}`);
