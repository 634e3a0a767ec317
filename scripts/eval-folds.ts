/**
 * `bun scripts/eval-folds.ts [--schemes random,story,time,file] [--seeds N] [--targets FILE,…] [--settings JSON]…`:
 * the headline cross-validated figures of the score under each way of dealing the tune posts into
 * folds (src/analysis/score/folds.ts), one line a scheme and fold seed (seeds apply to `random` and
 * `story`; `time` and `file` have one deal), then the mean and the worst over the seeds. Each
 * `--settings` (a JSON object over src/analysis/score/settings.ts SETTINGS) is one candidate training
 * choice: the same folds, so the lines compare. The rules read the posts once. Reads no held-out
 * file: the tune sets only.
 *
 * After the schemes, one line a target file (`out NAME`; by default every tune file of the two
 * archives the unseen posts come from): the score trained on every other tune file, its stories purged,
 * predicting that file alone (folds.ts leaveFileOut), its directions on the file's own cases. The
 * story scheme's figures mix files whose posts the rules were written reading; a target file that
 * they were not is the honest tune-side figure for new posts. `--targets none` leaves them out.
 * Under a line whose posts include first-contact reads (sets.ts), how the confidence holds there.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { type DirectionLabel, isTuneCase } from "../src/analysis/metrics.ts";
import { crossValidateRead, examplesOf } from "../src/analysis/score/cv.ts";
import { dealFolds, FOLD_SCHEMES, type FoldScheme, leaveFileOut, storyGroups } from "../src/analysis/score/folds.ts";
import { judge } from "../src/analysis/rules.ts";
import { figures } from "../src/analysis/score/report.ts";
import { DIRECTION_SETS, loadTuneSets, TUNE_SETS } from "../src/analysis/score/sets.ts";
import { SETTINGS, type Settings } from "../src/analysis/score/settings.ts";

const { values } = parseArgs({
  options: {
    schemes: { type: "string", default: FOLD_SCHEMES.join(",") },
    seeds: { type: "string", default: "1" },
    targets: { type: "string" },
    settings: { type: "string", multiple: true },
  },
});
const schemes = values.schemes.split(",").filter(Boolean) as FoldScheme[];
const bad = schemes.find((s) => !FOLD_SCHEMES.includes(s));
const seeds = Number(values.seeds);
if (bad || !Number.isInteger(seeds) || seeds < 1) {
  console.error(`Usage: bun scripts/eval-folds.ts [--schemes ${FOLD_SCHEMES.join(",")}] [--seeds N ≥ 1] [--targets FILE,…|none] [--settings JSON]…`);
  process.exit(2);
}
const tuneFiles = TUNE_SETS.map((s) => s.file);
const named = (t: string) => tuneFiles.find((f) => f === t || f.endsWith(`/${t}`));
const targets = (values.targets ?? tuneFiles.filter((f) => /archive|monitor/.test(f)).join(",")).split(",").filter((t) => t && t !== "none");
const unknown = targets.find((t) => !named(t));
if (unknown) {
  console.error(`--targets: ${unknown} is not a tune file (src/analysis/score/sets.ts): ${tuneFiles.join(", ")}`);
  process.exit(2);
}
const candidates: Settings[] = (values.settings ?? ["{}"]).map((s) => ({ ...SETTINGS, ...JSON.parse(s) }));

const root = resolve(import.meta.dir, "..");
const { posts } = await loadTuneSets(root);
const dir = await loadTuneSets<DirectionLabel & { content: string; from?: string; set?: string }>(root, DIRECTION_SETS);
const cases = dir.posts.filter(isTuneCase);
const read = examplesOf(posts, storyGroups(posts));
const extra = cases.map((c) => ({ id: c.id, sig: judge(c.content) }));

const cols = [
  "relevantF1",
  "tariffF1",
  "highPrecision",
  "highRecall",
  "impactAccuracy",
  "ece",
  "directionAccuracy",
  "wrongWay",
  "highAP",
  "relevantAP",
] as const;
const fmt = (row: number[]) => row.map((x) => x.toFixed(3).padStart(8)).join("");
console.log(
  `${"scheme".padEnd(16)}${["relevant", "tariff", "High P", "High R", "impact", "ECE", "dirs", "wrong", "High AP", "rel AP"].map((c) => c.padStart(8)).join("")}`,
);
for (const settings of candidates) {
  const changed = Object.entries(settings).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(SETTINGS[k as keyof Settings]));
  console.log(`\nsettings: ${changed.length ? changed.map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(" ") : "as shipped (settings.ts SETTINGS)"}`);
  for (const scheme of schemes) {
    const rows: number[][] = [];
    const dealt = scheme === "random" || scheme === "story" ? seeds : 1;
    for (let seed = 0; seed < dealt; seed++) {
      const folds = dealFolds(posts, scheme, seed);
      const cv = crossValidateRead(read, extra, folds, settings);
      const f = figures(posts, cv.labeled, cases, cv.also).score;
      rows.push(cols.map((c) => (f[c] as number | null) ?? Number.NaN));
      console.log(`${`${scheme}${dealt > 1 ? ` ${seed}` : ""}`.padEnd(16)}${fmt(rows.at(-1)!)}`);
      if (f.firstContact) console.log(`  ${f.firstContact}`);
    }
    if (rows.length < 2) continue;
    const mean = cols.map((_, j) => rows.reduce((s, r) => s + r[j]!, 0) / rows.length);
    const worst = cols.map((c, j) => (c === "ece" || c === "wrongWay" ? Math.max : Math.min)(...rows.map((r) => r[j]!)));
    console.log(`${`${scheme} mean`.padEnd(16)}${fmt(mean)}\n${`${scheme} worst`.padEnd(16)}${fmt(worst)}`);
  }
  for (const target of targets) {
    const folds = leaveFileOut(posts, named(target)!);
    const mine = <T extends { id: string }>(p: T) => folds.fold.get(p.id) === 0;
    const cv = crossValidateRead(read, extra.filter(mine), folds, settings);
    const f = figures(posts.filter(mine), cv.labeled, cases.filter(mine), cv.also).score;
    const short = target.replace(/^.*\/|^labeled-|\.json$/g, "").replace(/^labeled-/, "");
    console.log(`${`out ${short}`.padEnd(16)}${fmt(cols.map((c) => (f[c] as number | null) ?? Number.NaN))}  (${f.high})`);
    if (f.firstContact) console.log(`  ${f.firstContact}`);
  }
}
