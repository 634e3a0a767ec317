/**
 * `npx bun scripts/eval-probe.ts`: the directions the rules give the posts of
 * test/labeled/probe-posts.json, against the ones written beside each post before it was first
 * run (the ninth round's fresh probe: 20 made-up posts in the shapes of real ones, not real posts,
 * used to fix nothing). Prints each post's calls and the tally: right, the wrong way, `unclear`,
 * not named. A smoke check that the readers and the map generalise; the figures that count are
 * `npm run eval` and the held-out read.
 */
import { resolve } from "node:path";
import { analyzeWithRules } from "../src/analysis/rules.ts";

interface Probe {
  post: string;
  expect: Record<string, "up" | "down" | "unclear">;
}
const probes: Probe[] = await Bun.file(resolve(import.meta.dir, "../test/labeled/probe-posts.json")).json();
// A weekday in the cash session: the broad market is its funds, not its futures.
const AT = Date.parse("2025-09-10T15:00:00Z");
const tally = { right: 0, wrong: 0, unclear: 0, missing: 0, calls: 0 };
for (const p of probes) {
  const a = analyzeWithRules({ content: p.post, createdAt: AT });
  const got = new Map(a.instruments.map((i) => [i.symbol, i.direction]));
  const calls = Object.entries(p.expect).map(([symbol, want]) => {
    const g = got.get(symbol);
    tally.calls++;
    if (g === want) tally.right++;
    else if (!g) tally.missing++;
    else if (g === "unclear") tally.unclear++;
    else tally.wrong++;
    return `${symbol} ${want} → ${g ?? "not named"}`;
  });
  console.log(`${a.impact.padEnd(6)} ${calls.join(", ") || "(no direction expected)"} · ${p.post.slice(0, 80)}`);
}
console.log(`\n${tally.right} of ${tally.calls} expected directions right, ${tally.wrong} the wrong way, ${tally.unclear} unclear, ${tally.missing} not named`);
