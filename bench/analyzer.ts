/**
 * bench/analyzer.ts: the rules analyzer's CPU per post over every tune and sample post, and,
 * with `--base COMMIT`, the same beside an older commit checked out in a temporary worktree,
 * runs in alternation so the shared machine's load hits both. Also checks that every analysis
 * (every field, in order) is byte-identical between the two trees: a speed-up must not change
 * what the analyzer says.
 *
 *   bun bench/analyzer.ts [--base COMMIT] [--runs 5] [--rounds 5]
 *
 * Each run is a fresh process: one untimed pass (JIT warm-up), then `--rounds` timed passes.
 * Prints the median wall and CPU µs per post of each tree, and their ratio. Exits 1 when an
 * analysis differs.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { loadTuneSets } from "../src/analysis/score/sets.ts";

const argOf = (name: string, def?: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : def;
};
const base = argOf("base");
const RUNS = Number(argOf("runs", "5"));
const ROUNDS = Number(argOf("rounds", "5"));
const here = resolve(import.meta.dir, "..");
const work = mkdtempSync(join(tmpdir(), "squawk-analyzer-"));

// The tune posts (score/sets.ts) and the bundled sample, each text once. Not the held-out files:
// an analysis that differs is printed below, and `npm run eval -- --holdout` alone reads those.
const { posts: tunePosts } = await loadTuneSets(here);
const sample = JSON.parse(readFileSync(join(here, "src/sources/sample/posts.json"), "utf8")) as { content?: string }[];
const texts = [...new Set([...tunePosts, ...sample].map((p) => p.content).filter((c): c is string => !!c))];
const postsFile = join(work, "posts.json");
writeFileSync(postsFile, JSON.stringify(texts));

// The runner imports the tree's own analyzer, so any commit with analyzeWithRules can be measured.
const runner = join(work, "run.ts");
writeFileSync(
  runner,
  `import { readFileSync, writeFileSync } from "node:fs";
const [tree, posts, out, rounds] = process.argv.slice(2);
const { analyzeWithRules } = await import(tree + "/src/analysis/rules.ts");
const texts = JSON.parse(readFileSync(posts, "utf8"));
const analyses = texts.map((content) => JSON.stringify(analyzeWithRules({ content })));
const wall = [], cpu = [];
for (let r = 0; r < Number(rounds); r++) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (const content of texts) analyzeWithRules({ content });
  const t = performance.now() - t0;
  const c = process.cpuUsage(c0);
  wall.push((t * 1000) / texts.length);
  cpu.push((c.user + c.system) / texts.length);
}
writeFileSync(out, JSON.stringify({ analyses, wall, cpu }));
`,
);

interface Run {
  analyses: string[];
  wall: number[];
  cpu: number[];
}
function run(tree: string): Run {
  const out = join(work, "out.json");
  execFileSync("bun", [runner, tree, postsFile, out, String(ROUNDS)], { stdio: ["ignore", "ignore", "inherit"] });
  return JSON.parse(readFileSync(out, "utf8")) as Run;
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

let baseTree: string | null = null;
let differ = 0;
try {
  if (base) {
    baseTree = join(work, "base");
    execFileSync("git", ["-C", here, "worktree", "add", "--detach", baseTree, base], { stdio: "ignore" });
    symlinkSync(resolve(here, "node_modules"), join(baseTree, "node_modules"));
  }
  const trees: [string, string][] = baseTree
    ? [
        ["base", baseTree],
        ["this", here],
      ]
    : [["this", here]];
  const seen: Record<string, { wall: number[]; cpu: number[]; analyses?: string[] }> = {};
  for (let i = 0; i < RUNS; i++)
    for (const [name, tree] of trees) {
      const r = run(tree);
      const s = (seen[name] ??= { wall: [], cpu: [] });
      s.wall.push(...r.wall);
      s.cpu.push(...r.cpu);
      s.analyses ??= r.analyses;
    }
  console.log(`posts: ${texts.length}, runs: ${RUNS} × ${ROUNDS} rounds each`);
  for (const [name] of trees)
    console.log(`${name.padEnd(5)} median ${median(seen[name]!.wall).toFixed(0)} µs/post wall, ${median(seen[name]!.cpu).toFixed(0)} µs/post CPU`);
  if (seen.base) {
    console.log(
      `ratio base ÷ this: ${(median(seen.base.wall) / median(seen.this!.wall)).toFixed(2)}× wall, ${(median(seen.base.cpu) / median(seen.this!.cpu)).toFixed(2)}× CPU`,
    );
    const a = seen.base.analyses!;
    const b = seen.this!.analyses!;
    for (let i = 0; i < texts.length; i++) {
      if (a[i] === b[i]) continue;
      if (differ++ < 5) console.log(`DIFFERS: ${JSON.stringify(texts[i]!.slice(0, 120))}\n  base ${a[i]}\n  this ${b[i]}`);
    }
    console.log(differ ? `${differ} of ${texts.length} analyses differ` : `all ${texts.length} analyses identical to ${base}`);
  }
} finally {
  if (baseTree) execFileSync("git", ["-C", here, "worktree", "remove", "--force", baseTree], { stdio: "ignore" });
  rmSync(work, { recursive: true, force: true });
}
process.exit(differ ? 1 : 0);
