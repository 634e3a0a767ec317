/**
 * The High probe (tenth round): 239 made-up posts, each with the level expected under RUBRIC.md written
 * before its first run (batches 1 and 2 were used to find the causes of false High calls; batches 3 and 4
 * were written after the fixes, as a check). Prints each post's level against the expected one and
 * High precision / recall. `npx bun scripts/probe-high.ts [--batch N]`
 */
import { readFileSync } from "node:fs";
import { analyzeWithRules } from "../src/analysis/rules.ts";

interface Probe {
  id: string;
  batch: number;
  expected: string;
  content: string;
}
const all: Probe[] = JSON.parse(readFileSync(new URL("../test/labeled/probe-high.json", import.meta.url), "utf8"));
const b = process.argv.indexOf("--batch");
const probes = b > 0 ? all.filter((p) => p.batch === Number(process.argv[b + 1])) : all;
const createdAt = Date.parse("2025-09-15T15:00:00Z");
let tp = 0;
let fp = 0;
let fn = 0;
let same = 0;
for (const p of probes) {
  const a = analyzeWithRules({ content: p.content, createdAt });
  if (a.impact === p.expected) same++;
  if (a.impact === "High" && p.expected === "High") tp++;
  else if (a.impact === "High") fp++;
  else if (p.expected === "High") fn++;
  const mark = (a.impact === "High") !== (p.expected === "High") ? "!!" : a.impact === p.expected ? "  " : " ~";
  console.log(`${mark} ${p.id} expected ${p.expected}, got ${a.impact} (${a.confidence}, ${a.judgedBy}) · ${p.content.slice(0, 90)}`);
}
console.log(
  `\nHigh precision ${(tp / (tp + fp)).toFixed(3)} (${tp} right, ${fp} false alarms), recall ${(tp / (tp + fn)).toFixed(3)} (${fn} missed); level as expected ${same} of ${probes.length}`,
);
