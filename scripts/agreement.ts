/**
 * `bun scripts/agreement.ts [SECOND]`: how far a second careful reader agrees with the labels of
 * the held-out sets, beside how far the rules do on the same posts. SECOND (default
 * test/labeled/second-reader.json) holds a second, blind set of labels for some held-out posts;
 * the answer tells whether the quality targets are within a reader's reach, and how far the
 * rules are from it.
 */
import { resolve } from "node:path";
import { evaluate, formatEvaluation, type Evaluation, type Labeled } from "../src/analysis/metrics.ts";
import { analyzeWithRules } from "../src/analysis/rules.ts";

const dir = resolve(import.meta.dir, "../test/labeled");
const second: Labeled[] = await Bun.file(process.argv[2] ?? `${dir}/second-reader.json`).json();
const originals = new Map<string, Labeled & { content: string }>();
for (const f of ["labeled-test.json", "labeled-check.json"]) for (const l of await Bun.file(`${dir}/${f}`).json()) originals.set(l.id, l);
const labels = second.map((s) => originals.get(s.id)).filter((l) => l !== undefined);
if (labels.length !== second.length) console.error(`${second.length - labels.length} ids are not in the held-out sets; left out`);

const head = (e: Evaluation) => formatEvaluation(e).split("\n").slice(0, 5).join("\n");
console.log(`second reader against the labels\n${head(evaluate(labels, new Map(second.map((s) => [s.id, s]))))}\n`);
console.log(`rules against the labels, same posts\n${head(evaluate(labels, new Map(labels.map((l) => [l.id, analyzeWithRules(l)]))))}`);
