/**
 * `bun scripts/eval-directions.ts [--all]`: the tune direction cases (src/analysis/score/sets.ts
 * DIRECTION_SETS, held-out posts left out) as `npm run eval` judges them out of fold, file by file:
 * named, right and wrong-way counts, then each labeled instrument the alert does not name or names
 * otherwise than labeled, with the facts the rules read (kind → target) and the post's first words.
 * `--all` prints every case, named right or not. Reads no held-out file.
 */
import { resolve } from "node:path";
import { type DirectionLabel, directionScore, isTuneCase } from "../src/analysis/metrics.ts";
import { analysisOf } from "../src/analysis/rules.ts";
import { crossValidate } from "../src/analysis/score/cv.ts";
import { withLevel } from "../src/analysis/score/judge.ts";
import { DIRECTION_SETS, loadTuneSets } from "../src/analysis/score/sets.ts";
import { aimsOf } from "../src/analysis/market-map/aims.ts";

const all = process.argv.includes("--all");
const root = resolve(import.meta.dir, "..");
const { posts } = await loadTuneSets(root);
type Case = DirectionLabel & { content: string; created_at: string; from?: string; set?: string };
const dir = await loadTuneSets<Case>(root, DIRECTION_SETS);
const cases = dir.posts.filter(isTuneCase);
const cv = crossValidate(posts, cases);
const judged = new Map(cv.also.map((p) => [p.id, p]));
const analysis = new Map(
  cases.map((c) => {
    const p = judged.get(c.id)!;
    return [c.id, { a: analysisOf(withLevel(p.sig, p.scored), Date.parse(c.created_at)), p }] as const;
  }),
);
const preds = new Map([...analysis].map(([id, { a }]) => [id, a]));

for (const set of [...new Set(cases.map((c) => c.set)), undefined]) {
  const mine = cases.filter((c) => set === undefined || c.set === set);
  const d = directionScore(mine, preds);
  console.log(`${set ?? "all tune direction cases"}: ${mine.length} cases · named ${d.named} of ${d.labeled} · right ${d.correct} · wrong way ${d.wrong}`);
}
for (const c of cases) {
  const { a, p } = analysis.get(c.id)!;
  const called = new Map(a.instruments.map((i) => [i.symbol === "CNH" ? "CNY" : i.symbol, i.direction]));
  const off = c.instruments.filter((w) => called.get(w.symbol === "CNH" ? "CNY" : w.symbol) !== w.direction);
  if (!all && !off.length) continue;
  const facts = p.sig.facts.map(
    (f) =>
      `${f.kind}[${f.voice}]${f.countries.length ? `(${f.countries.join(",")})` : ""}${f.goods ? `{${f.goods}}` : ""}${f.companies.length ? `<${f.companies.map((x) => x.ticker).join(",")}>` : ""}`,
  );
  const aims = p.sig.facts.flatMap(aimsOf).map((x) => `${x.kind}→${x.target}`);
  console.log(`\n${c.id} [${(c.set ?? "").replace(/^test\/labeled\//, "")} ${c.created_at}] impact ${p.scored.impact}`);
  console.log(`  facts: ${facts.join(" ") || "none"} · aims: ${[...new Set(aims)].join(" ") || "none"}`);
  console.log(`  named: ${a.instruments.map((i) => `${i.symbol}:${i.direction}`).join(" ") || "none"}`);
  for (const w of c.instruments)
    console.log(
      `  ${called.get(w.symbol === "CNH" ? "CNY" : w.symbol) === w.direction ? "ok  " : "MISS"} ${w.symbol} want ${w.direction}, got ${called.get(w.symbol) ?? "—"} · ${w.source.slice(0, 140)}`,
    );
  console.log(`  post: ${c.content.replace(/\s+/g, " ").slice(0, 400)}`);
}
