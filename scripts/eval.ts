/**
 * `npm run eval` (no arguments): 5-fold cross-validated figures of the impact score on the tune
 * sets (src/analysis/score/sets.ts), folds dealt by story so that no story is on both sides, beside
 * the rules' on the same posts, and the direction figures on the tune direction cases
 * (scripts/eval-cv.ts says why by story).
 *
 * `npm run eval -- --fold-seed N` deals the stories into other folds (N > 0): the same figures on
 * another split, to see that they hold across splits and not on one. `--folds random|time|file`
 * deals the posts another way (random: the first, leaky figure; time: date blocks; file: one tune
 * file out).
 *
 * `npm run eval -- --holdout`: the one code path that reads the held-out files; it warns and
 * records the read in test/labeled/HOLDOUT-READS.md (scripts/eval-holdout.ts). Run once, at the end.
 *
 * `bun run eval FILE [--split tune|holdout] [--analyzer rules|llm]`: runs `squawk analyze` on a
 * labeled file (the format of test/labeled/labeled-dev.json) and prints precision, recall and F1
 * for relevant, tariff and High, the impact confusion matrix, and how many High and Medium
 * alerts name a ticker, and how often one analysis opening sentence or one trading idea repeats
 * across the High and Medium answers. On the direction set (test/labeled/directions.json) it
 * prints the direction accuracy and the share of wrong-way calls instead. `--split tune` keeps the
 * tune half of the fixed split (src/analysis/metrics.ts); held-out files and halves are refused here.
 *
 * `--analyzer llm` measures a model instead of the rules: any OpenAI-compatible endpoint, from
 * OPENAI_BASE_URL, OPENAI_API_KEY and OPENAI_MODEL. It also prints how many posts the model
 * answered, how many fell back to the rules and why, the tokens used and their estimated cost.
 *
 * `--root DIR` reads the labeled sets of another checkout of this repository (default: this one).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  directionScore,
  evaluate,
  formatDirections,
  formatEvaluation,
  formatRepetition,
  isTuneCase,
  repetition,
  splitOf,
  type DirectionLabel,
  type Labeled,
  type Said,
} from "../src/analysis/metrics.ts";
import { DEFAULT_SCHEME } from "../src/analysis/score/cv.ts";
import { FOLD_SCHEMES, type FoldScheme } from "../src/analysis/score/folds.ts";
import { crossValidatedReport } from "./eval-cv.ts";
import { heldOutRefusal, holdoutRead } from "./eval-holdout.ts";

const USAGE =
  "Usage: bun run eval [--holdout | [--folds story|random|time|file] [--fold-seed N]] | bun run eval FILE [--split tune|holdout] [--analyzer rules|llm]";
const parsed = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        split: { type: "string" },
        analyzer: { type: "string", default: "rules" },
        holdout: { type: "boolean", default: false },
        root: { type: "string" },
        "fold-seed": { type: "string" },
        folds: { type: "string" },
      },
    });
  } catch (e) {
    console.error(`${e instanceof Error ? e.message : e}\n${USAGE}`);
    process.exit(2);
  }
})();
const { values, positionals } = parsed;
const file = positionals[0];
const { split, analyzer, holdout } = values;
const root = resolve(values.root ?? resolve(import.meta.dir, ".."));
if (holdout && (file || split)) {
  console.error(`--holdout reads the held-out files itself: no FILE, no --split.\n${USAGE}`);
  process.exit(2);
}
const seed = Number(values["fold-seed"] ?? 0);
if (!Number.isInteger(seed) || seed < 0 || (values["fold-seed"] !== undefined && (holdout || file || split))) {
  console.error(`--fold-seed takes a whole number ≥ 0, and only with the cross-validation (no FILE, --split or --holdout).\n${USAGE}`);
  process.exit(2);
}
const scheme = (values.folds ?? DEFAULT_SCHEME) as FoldScheme;
if (!FOLD_SCHEMES.includes(scheme) || (values.folds !== undefined && (holdout || file || split))) {
  console.error(`--folds takes ${FOLD_SCHEMES.join(", ")}, and only with the cross-validation (no FILE, --split or --holdout).\n${USAGE}`);
  process.exit(2);
}
if (holdout) process.exit(await holdoutRead(root));
if (!file && !split && analyzer === "rules") process.exit(await crossValidatedReport(root, seed, scheme));
if (!file || (split && split !== "tune" && split !== "holdout") || (analyzer !== "rules" && analyzer !== "llm")) {
  console.error(USAGE);
  process.exit(2);
}
const refused = heldOutRefusal(file, split);
if (refused) {
  console.error(refused);
  process.exit(2);
}
if (analyzer === "llm" && !process.env.OPENAI_API_KEY) {
  console.error("--analyzer llm needs OPENAI_API_KEY (and OPENAI_BASE_URL, OPENAI_MODEL for an endpoint other than OpenAI's gpt-4.1-mini).");
  process.exit(2);
}
let labeled: (Labeled & DirectionLabel & { content: string; created_at: string; from?: string })[] = await Bun.file(file).json();
// The direction set (test/labeled/directions.json) labels instruments' directions, not impact.
const directionSet = labeled.length > 0 && labeled.every((l) => Array.isArray(l.instruments) && l.instruments.every((i) => typeof i.source === "string"));
if (split) labeled = labeled.filter((l) => splitOf(l.id) === split);
// A direction case whose post is in a wholly held-out file is not a tune case (metrics.ts isTuneCase).
if (directionSet) labeled = labeled.filter(isTuneCase);

const dir = mkdtempSync(join(tmpdir(), "squawk-eval-"));
const input = join(dir, "posts.json");
writeFileSync(input, JSON.stringify(labeled.map(({ id, created_at, content }) => ({ id, created_at, content }))));
const proc = Bun.spawn(["bun", resolve(import.meta.dir, "../src/main.ts"), "analyze", input], {
  env: { ...process.env, DATA_DIR: join(dir, "data"), ANALYZER: analyzer },
  stdout: "pipe",
  stderr: "inherit",
});
const text = await new Response(proc.stdout).text();
const code = await proc.exited;
rmSync(dir, { recursive: true, force: true });
if (code !== 0) {
  console.error(`squawk analyze exited with ${code}`);
  process.exit(1);
}
type Prediction = Omit<Labeled, "id"> &
  Said & {
    tickers: string[];
    instruments: { symbol: string; direction: string }[];
    analyzer: string;
    model: string | null;
    fallbackReason: string | null;
    promptTokens: number;
    completionTokens: number;
    costUsd: number;
  };
const predictions = new Map(
  text
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((l) => {
      const p = JSON.parse(l);
      return [p.id as string, p as Prediction] as const;
    }),
);
console.log(`${file}${split ? ` (${split} half)` : ""} · analyzer ${analyzer}`);
if (directionSet) {
  const d = directionScore(labeled, predictions);
  console.log(formatDirections(d));
  if (d.misses.length) console.log(`\nnot as labeled:\n${d.misses.map((m) => `  ${m}`).join("\n")}`);
} else {
  console.log(formatEvaluation(evaluate(labeled, predictions)));
  console.log(formatRepetition(repetition([...predictions.values()])));
}
if (analyzer === "llm") {
  const all = [...predictions.values()];
  const answered = all.filter((p) => p.analyzer === "llm");
  const reasons = new Map<string, number>();
  for (const p of all) if (p.fallbackReason) reasons.set(p.fallbackReason, (reasons.get(p.fallbackReason) ?? 0) + 1);
  const sum = (f: (p: Prediction) => number) => all.reduce((n, p) => n + f(p), 0);
  console.log("");
  console.log(
    `model ${answered[0]?.model ?? process.env.OPENAI_MODEL ?? "gpt-4.1-mini"}: answered ${answered.length} of ${all.length}; fell back to rules ${all.length - answered.length}${reasons.size ? ` (${[...reasons].map(([r, n]) => `${r}: ${n}`).join(", ")})` : ""}`,
  );
  console.log(`tokens ${sum((p) => p.promptTokens)} in, ${sum((p) => p.completionTokens)} out; estimated cost $${sum((p) => p.costUsd).toFixed(4)}`);
  if (answered.length < all.length) console.log("The figures above mix the model's answers with the rules' for the posts it did not answer.");
}
