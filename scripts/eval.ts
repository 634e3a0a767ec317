/**
 * `bun run eval FILE [--split tune|holdout]`: runs `squawk analyze` on a labeled file (the
 * format of test/labeled/labeled-dev.json) and prints precision, recall and F1 for relevant,
 * tariff and High, and the impact confusion matrix. `--split` keeps one half of the fixed
 * split (src/analysis/metrics.ts): the rules were tuned on "tune"; "holdout" is the honest figure.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { evaluate, formatEvaluation, splitOf, type Labeled } from "../src/analysis/metrics.ts";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--"));
const splitArg = args.find((a) => a.startsWith("--split"));
const split = splitArg?.includes("=") ? splitArg.split("=")[1] : splitArg ? args[args.indexOf(splitArg) + 1] : undefined;
if (!file) {
  console.error("Usage: bun run eval FILE [--split tune|holdout]");
  process.exit(2);
}
let labeled: (Labeled & { content: string; created_at: string })[] = await Bun.file(file).json();
if (split) labeled = labeled.filter((l) => splitOf(l.id) === split);

const dir = mkdtempSync(join(tmpdir(), "squawk-eval-"));
const input = join(dir, "posts.json");
writeFileSync(input, JSON.stringify(labeled.map(({ id, created_at, content }) => ({ id, created_at, content }))));
const proc = Bun.spawn(["bun", resolve(import.meta.dir, "../src/main.ts"), "analyze", input], {
  env: { ...process.env, DATA_DIR: join(dir, "data") },
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
const predictions = new Map(text.trim().split("\n").filter(Boolean).map((l) => {
  const p = JSON.parse(l);
  return [p.id, p] as const;
}));
console.log(`${file}${split ? ` (${split} half)` : ""}`);
console.log(formatEvaluation(evaluate(labeled, predictions)));
