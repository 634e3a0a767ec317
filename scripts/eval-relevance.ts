/**
 * `bun scripts/eval-relevance.ts [--folds story|file|time] [--fold-seed N]`: where the score's
 * out-of-fold relevance errors are on the tune sets. Counts the false relevant (labeled None,
 * judged relevant) and the missed relevant (labeled relevant, judged None) by the labeled impact,
 * by the tune file, and by topic (the rules' topic reasons, and a few coarse kinds of post: a bare
 * link, a repost, one naming an oil producer), each beside how many posts of that kind there are
 * and how many are relevant. `--settings JSON` trains with other settings (settings.ts SETTINGS);
 * `--list` prints each error too. Reads no held-out file: the tune sets only.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { crossValidate } from "../src/analysis/score/cv.ts";
import type { FoldScheme } from "../src/analysis/score/folds.ts";
import { loadTuneSets } from "../src/analysis/score/sets.ts";
import { SETTINGS, type Settings } from "../src/analysis/score/settings.ts";

const { values } = parseArgs({
  options: {
    folds: { type: "string", default: "story" },
    "fold-seed": { type: "string", default: "0" },
    settings: { type: "string", default: "{}" },
    list: { type: "boolean", default: false },
  },
});
const settings: Settings = { ...SETTINGS, ...JSON.parse(values.settings) };
const { posts } = await loadTuneSets(resolve(import.meta.dir, ".."));
const cv = crossValidate(posts, [], { scheme: values.folds as FoldScheme, seed: Number(values["fold-seed"]), settings });

interface Tally {
  posts: number;
  relevant: number;
  falseRelevant: number;
  missed: number;
}
const tallies = new Map<string, Tally>();
const count = (key: string, relevant: boolean, judged: boolean) => {
  const t = tallies.get(key) ?? { posts: 0, relevant: 0, falseRelevant: 0, missed: 0 };
  t.posts++;
  if (relevant) t.relevant++;
  if (!relevant && judged) t.falseRelevant++;
  if (relevant && !judged) t.missed++;
  tallies.set(key, t);
};
const errors: string[] = [];
posts.forEach((p, i) => {
  const { sig, scored } = cv.labeled[i]!;
  const relevant = p.impact !== "None";
  const judged = scored.impact !== "None";
  const keys = [
    "all",
    `label:${p.impact}`,
    `judged:${scored.impact}`,
    `file:${(p.set ?? "").replace(/^test\/labeled\/(labeled-)?|\.json$/g, "")}`,
    ...sig.reasons.map((r) => `topic:${r}`),
    ...(sig.reasons.length ? [] : ["topic:(no market topic)"]),
    ...(sig.facts.length ? [] : ["facts:(none)"]),
    ...(sig.oilCountry ? ["kind:names an oil producer"] : []),
    ...(sig.majorCountry ? ["kind:names a major economy"] : []),
    ...(sig.article ? ["kind:shares an article or link"] : []),
    ...(/^\s*(RT\b|https?:\/\/\S+\s*$)/.test(p.content) ? ["kind:repost or bare link"] : []),
    ...(p.tariff ? ["kind:labeled tariff"] : []),
  ];
  for (const k of new Set(keys)) count(k, relevant, judged);
  if (values.list && relevant !== judged)
    errors.push(
      `${relevant ? "missed" : "false relevant"} · ${(p.set ?? "").replace(/^test\/labeled\/(labeled-)?|\.json$/g, "")} · label ${p.impact} · score ${scored.impact} · ${sig.reasons.join(", ") || "-"}: ${p.content.replace(/\s+/g, " ").slice(0, 200)}`,
    );
});
// How far the threshold is from the ranking's best: relevant F1 as judged, and with the threshold on the
// out-of-fold P(relevant) chosen in hindsight (the posts the score cannot read keep the rules' answer).
const f1 = (pred: boolean[]) => {
  let [tp, fp, fn] = [0, 0, 0];
  posts.forEach((p, i) => {
    const y = p.impact !== "None";
    if (pred[i] && y) tp++;
    else if (pred[i]) fp++;
    else if (y) fn++;
  });
  return (2 * tp) / (2 * tp + fp + fn);
};
const judgedRelevant = cv.labeled.map((l) => l.scored.impact !== "None");
const hindsight = Math.max(
  ...[...new Set(cv.labeled.flatMap((l) => (l.raw ? [l.raw.relevant] : [])))].map((t) =>
    f1(cv.labeled.map((l, i) => (l.raw ? l.raw.relevant >= t : judgedRelevant[i]!))),
  ),
);
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(0)}%` : "-");
console.log(`relevance errors out of fold (${values.folds} folds, seed ${values["fold-seed"]}) on ${posts.length} tune posts`);
console.log(`relevant F1 ${f1(judgedRelevant).toFixed(3)} as judged; ${hindsight.toFixed(3)} with the best threshold chosen in hindsight`);
console.log(`${"".padEnd(44)}${["posts", "relevant", "false rel", "missed", "err rate"].map((c) => c.padStart(10)).join("")}`);
const rows = [...tallies].sort((a, b) => (a[0].split(":")[0]! === b[0].split(":")[0]! ? b[1].posts - a[1].posts : a[0] < b[0] ? -1 : 1));
for (const [k, t] of rows) {
  if (t.posts < 8 && k !== "all") continue;
  console.log(
    `${k.slice(0, 43).padEnd(44)}${[t.posts, t.relevant, t.falseRelevant, t.missed].map((x) => String(x).padStart(10)).join("")}${pct(t.falseRelevant + t.missed, t.posts).padStart(10)}`,
  );
}
for (const e of errors.sort()) console.log(e);
