/**
 * `npx bun scripts/probe-tallies.ts [FILE…] [--root DIR]`: one line per probe file (test/labeled/probe-dev*.json and
 * probe-blind*.json by default, or the files named) with its tally as `scripts/eval-probe.ts` counts it: expected
 * directions named right, the wrong way, `unclear` and not named; levels as expected; High right, false alarms and
 * missed. Then the totals. Tallies only, never a post, so a blind or check probe stays shut.
 *
 * All the files are judged in one process (eval-probe.ts judges one file a run), so the round's full tally of some
 * 460 files takes about a minute. `--root DIR` judges with the analyzer of another checkout (a `git worktree` of the
 * round's start commit, with node_modules linked), so two runs give a change's effect file by file.
 */
import { readdirSync } from "node:fs";
import { basename, resolve } from "node:path";
import { countPost, emptyTally, type Probe, type Tally } from "./probe-count.ts";

const args = process.argv.slice(2);
const rootAt = args.indexOf("--root");
const root = resolve(rootAt >= 0 ? args[rootAt + 1]! : resolve(import.meta.dir, ".."));
const named = args.filter((a, i) => !a.startsWith("--") && (rootAt < 0 || i !== rootAt + 1));
const dir = resolve(import.meta.dir, "../test/labeled");
const files = named.length
  ? named.map((f) => resolve(f))
  : readdirSync(dir)
      .filter((f) => /^probe-(dev|blind).*\.json$/.test(f))
      .sort()
      .map((f) => resolve(dir, f));
const { analyzeWithRules } = await import(resolve(root, "src/analysis/rules.ts"));

const line = (name: string, t: Tally) =>
  `${name.padEnd(28)} right ${t.right} of ${t.calls} · wrong ${t.wrong} · unclear ${t.unclear} · not named ${t.missing} · levels ${t.same} of ${t.leveled} · High ${t.tp} right, ${t.fp} false alarms, ${t.fn} missed`;

const total = emptyTally();
for (const file of files) {
  const t = emptyTally();
  for (const p of (await Bun.file(file).json()) as Probe[]) countPost(t, p, analyzeWithRules({ content: p.post }));
  for (const k of Object.keys(t) as (keyof Tally)[]) total[k] += t[k];
  console.log(line(basename(file), t));
}
console.log(line("total", total));
