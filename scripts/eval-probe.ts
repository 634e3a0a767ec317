/**
 * `npx bun scripts/eval-probe.ts [FILE]`: the directions the rules give the posts of a probe file
 * (test/labeled/probe-posts.json by default: the ninth round's fresh probe, 20 made-up posts in the
 * shapes of real ones, not real posts, used to fix nothing), against the ones written beside each
 * post before it was first run. Prints each post's calls and the tally: right, the wrong way,
 * `unclear`, not named. Where the file gives each post its expected `level` too
 * (the blind probes, test/labeled/probe-blind10.json to probe-blind16.json, and the development probes probe-dev*.json), it also
 * prints High precision and recall and how many levels match. A smoke check that the readers and
 * the map generalise; the figures that count are `npm run eval` and the held-out read.
 *
 * A blind probe (probe-blind*.json) stays shut: it prints the tally alone, never a post or its
 * calls, unless `--open` is given (a probe opened is a development probe from then on).
 *
 * `--by-symbol` prints, after the posts, how often each expected symbol was named right, the wrong
 * way, `unclear` or not at all, most misses first: a map group that a reader expects and the map
 * never names (the semiconductor fund beside chip export controls) stands out there, where post by
 * post it is one miss among many. A blind probe keeps it shut too.
 */
import { basename, resolve } from "node:path";
import { analyzeWithRules } from "../src/analysis/rules.ts";
import { countPost, emptyTally, type Outcome, type Probe } from "./probe-count.ts";

const args = process.argv.slice(2);
const named = args.find((a) => !a.startsWith("--"));
const file = named ? resolve(named) : resolve(import.meta.dir, "../test/labeled/probe-posts.json");
const shut = basename(file).startsWith("probe-blind") && !args.includes("--open");
const probes: Probe[] = await Bun.file(file).json();
// Made-up posts have no date: read undated, the broad market is its funds (the cash session), and no
// rate is set against the rates in force on some day (facts/standing.ts), which the writers never saw.
// Until the twenty-third round they were read as of 10 September 2025, when India's goods paid 50% and
// Canada's 35%, so a writer's new 35% tariff on India read as a cut.
const tally = emptyTally();
const bySymbol = new Map<string, Record<Outcome, number>>();
const count = (symbol: string, outcome: Outcome) => {
  const row = bySymbol.get(symbol) ?? { right: 0, wrong: 0, unclear: 0, missing: 0 };
  row[outcome]++;
  bySymbol.set(symbol, row);
};
for (const p of probes) {
  const a = analyzeWithRules({ content: p.post });
  const calls = countPost(tally, p, a).map(({ symbol, want, got, outcome }) => {
    count(symbol, outcome);
    return `${symbol} ${want} → ${got ?? "not named"}`;
  });
  if (!shut)
    console.log(`${a.impact.padEnd(6)}${p.level ? ` (expected ${p.level})` : ""} ${calls.join(", ") || "(no direction expected)"} · ${p.post.slice(0, 80)}`);
}
if (shut) console.log(`${basename(file)} is a blind probe: its tally alone (--open prints each post)`);
if (args.includes("--by-symbol") && !shut) {
  const misses = (r: Record<Outcome, number>) => r.wrong + r.unclear + r.missing;
  console.log("\nsymbol   right  wrong  unclear  not named");
  for (const [symbol, r] of [...bySymbol].sort((a, b) => misses(b[1]) - misses(a[1]) || a[0].localeCompare(b[0])))
    console.log(`${symbol.padEnd(8)} ${[r.right, r.wrong, r.unclear, r.missing].map((n) => String(n).padStart(5)).join("  ")}`);
}
console.log(`\n${tally.right} of ${tally.calls} expected directions right, ${tally.wrong} the wrong way, ${tally.unclear} unclear, ${tally.missing} not named`);
if (tally.leveled) {
  const ratio = (a: number, b: number) => (b ? (a / b).toFixed(3) : "—");
  console.log(
    `High precision ${ratio(tally.tp, tally.tp + tally.fp)}, recall ${ratio(tally.tp, tally.tp + tally.fn)} (${tally.tp} right, ${tally.fp} false alarms, ${tally.fn} missed); level as expected ${tally.same} of ${tally.leveled}`,
  );
}
