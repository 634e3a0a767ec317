/**
 * How far a second careful reader agrees with the labels, beside how far the rules do on the same
 * posts; the answer tells whether the quality targets are within a reader's reach, and how far the
 * rules are from it.
 *
 * - `bun scripts/agreement.ts`: both pairs below, one after the other.
 * - `bun scripts/agreement.ts SECOND`: SECOND (a second, blind set of labels for some held-out
 *   posts) against the held-out sets, as `test/labeled/second-reader.json` is by default.
 * - `bun scripts/agreement.ts SECOND LABELS`: SECOND against LABELS only, with Cohen's kappa for
 *   impact and for relevant, and the impact confusion; no held-out file is opened.
 *   `test/labeled/second-reader-more.json` against `test/labeled/labeled-more.json` (tune data) is
 *   the default pair of this kind; `test/labeled/second-reader-archive.json` against
 *   `test/labeled/labeled-archive.json` is another.
 */
import { resolve } from "node:path";
import { IMPACTS } from "../src/db/schema/posts.ts";
import { evaluate, formatEvaluation, type Evaluation, type Labeled } from "../src/analysis/metrics.ts";
import { analyzeWithRules } from "../src/analysis/rules.ts";

type Post = Labeled & { content: string };
const dir = resolve(import.meta.dir, "../test/labeled");
const head = (e: Evaluation) => formatEvaluation(e).split("\n").slice(0, 5).join("\n");

async function read(files: string[]): Promise<Map<string, Post>> {
  const byId = new Map<string, Post>();
  for (const f of files) for (const l of (await Bun.file(f).json()) as Post[]) byId.set(l.id, l);
  return byId;
}

/** Cohen's kappa of two readers' levels: agreement beyond what their marginals give by chance. */
function kappa<T>(pairs: [a: T, b: T][], levels: readonly T[]): number {
  const n = pairs.length;
  if (!n) return 0;
  const observed = pairs.filter(([a, b]) => a === b).length / n;
  const share = (side: 0 | 1, level: T) => pairs.filter((p) => p[side] === level).length / n;
  const chance = levels.reduce((sum, level) => sum + share(0, level) * share(1, level), 0);
  return chance === 1 ? 1 : (observed - chance) / (1 - chance);
}

/** Prints SECOND against the labels of the same ids in `originals`, and the rules on those posts. */
async function compare(secondFile: string, originals: Map<string, Post>, withKappa: boolean) {
  const second: Labeled[] = await Bun.file(secondFile).json();
  const labels = second.map((s) => originals.get(s.id)).filter((l) => l !== undefined);
  if (labels.length !== second.length) console.error(`${second.length - labels.length} ids of ${secondFile} have no label; left out`);
  const byId = new Map(second.map((s) => [s.id, s]));
  const agreement = evaluate(labels, byId);
  console.log(`second reader (${secondFile}) against the labels\n${head(agreement)}`);
  if (withKappa) {
    const pair = <K extends "impact" | "relevant">(k: K) => labels.map((l) => [l[k], byId.get(l.id)![k]] as [Labeled[K], Labeled[K]]);
    console.log(
      `impact Cohen's kappa ${kappa(pair("impact"), IMPACTS).toFixed(3)}, relevant Cohen's kappa ${kappa(pair("relevant"), [true, false]).toFixed(3)}`,
    );
    console.log(formatEvaluation(agreement).split("\n").slice(7).join("\n"));
  }
  console.log(`\nrules against the labels, same posts\n${head(evaluate(labels, new Map(labels.map((l) => [l.id, analyzeWithRules(l)]))))}\n`);
}

const [secondArg, labelsArg] = process.argv.slice(2);
if (secondArg && labelsArg) await compare(secondArg, await read([labelsArg]), true);
else {
  const heldOut = ["labeled-test.json", "labeled-check.json"].map((f) => `${dir}/${f}`);
  await compare(secondArg ?? `${dir}/second-reader.json`, await read(heldOut), false);
  if (!secondArg) await compare(`${dir}/second-reader-more.json`, await read([`${dir}/labeled-more.json`]), true);
}
