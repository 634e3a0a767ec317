/**
 * `bun scripts/eval-misses.ts [relevant|tariff|high]`: the out-of-fold false positives and false
 * negatives of the score on the tune sets (the cross-validation `npm run eval` prints), one post a
 * line with its file, label, the score's and the rules' answers and the post's first words (folds by
 * story, as `npm run eval` deals them). Reads
 * no held-out file: the tune sets only (src/analysis/score/sets.ts). A second argument N deals the
 * folds with fold seed N, as `npm run eval -- --fold-seed N` does; a third, `story|file|time|random`,
 * deals them another way (`file`: one tune file out, the proxy for posts nobody tuned on).
 */
import { resolve } from "node:path";
import { crossValidate } from "../src/analysis/score/cv.ts";
import { FOLD_SCHEMES, type FoldScheme } from "../src/analysis/score/folds.ts";
import { loadTuneSets } from "../src/analysis/score/sets.ts";

const what = process.argv[2] ?? "tariff";
const seed = Number(process.argv[3] ?? 0);
const scheme = (process.argv[4] ?? "story") as FoldScheme;
if (!["relevant", "tariff", "high"].includes(what) || !Number.isInteger(seed) || seed < 0 || !FOLD_SCHEMES.includes(scheme)) {
  console.error(`Usage: bun scripts/eval-misses.ts [relevant|tariff|high] [fold seed N ≥ 0] [${FOLD_SCHEMES.join("|")}]`);
  process.exit(2);
}
const { posts } = await loadTuneSets(resolve(import.meta.dir, ".."));
const cv = crossValidate(posts, [], { seed, scheme });
const asked = (x: { impact: string; tariff: boolean }) => (what === "relevant" ? x.impact !== "None" : what === "tariff" ? x.tariff : x.impact === "High");
for (const [kind, want] of [
  ["false positive", false],
  ["false negative", true],
] as const) {
  const misses = posts.flatMap((p, i) => {
    const got = cv.labeled[i]!;
    return asked(p) === want && asked(got.scored) !== want ? [{ p, got }] : [];
  });
  console.log(`\n${what}: ${misses.length} ${kind}s`);
  for (const { p, got } of misses) {
    const set = (p.set ?? "").replace(/^test\/labeled\/(labeled-)?|\.json$/g, "");
    const text = p.content.replace(/\s+/g, " ").slice(0, 260);
    console.log(
      `- ${p.id} [${set} ${p.created_at.slice(0, 10)}] label ${p.impact}${p.tariff ? "/T" : ""} · score ${got.scored.impact}${got.scored.tariff ? "/T" : ""} · rules ${got.sig.impact}${got.sig.tariff ? "/T" : ""}: ${text}`,
    );
  }
}
