/**
 * `bun scripts/quick-plans.ts [--check]`: writes down the quick check's plans for the analyzer's
 * own patterns (src/analysis/lexicon/quick-plans.json), so that a process need not read them
 * when it judges its first posts. The patterns are those the analyzer reaches while it judges
 * the tune posts and the bundled sample: never a held-out file (those are read by
 * `npm run eval -- --holdout` alone). Run it after changing a pattern; with `--check` it writes
 * nothing and exits 1 when the file is not what it would write.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { PLANNED, planAhead } from "../src/analysis/lexicon/quick.ts";
import { isTuneCase, splitOf } from "../src/analysis/metrics.ts";
import { analyzeWithRules } from "../src/analysis/rules.ts";

const root = resolve(import.meta.dir, "..");
const file = join(root, "src/analysis/lexicon/quick-plans.json");
type Post = { id: string; content?: string; from?: string };
const read = (path: string) => JSON.parse(readFileSync(join(root, path), "utf8")) as Post[];
// A direction case copied from a wholly held-out post is not a tune post (metrics.ts isTuneCase).
const tuneHalf = (path: string) => read(path).filter((p) => splitOf(p.id) === "tune" && isTuneCase(p));
const posts = [
  ...read("test/labeled/labeled-dev.json"),
  ...read("test/labeled/labeled-fresh.json"),
  ...read("test/labeled/labeled-more.json"),
  ...read("test/labeled/directions-more.json"),
  ...read("test/labeled/second-reader-more.json"),
  ...tuneHalf("test/labeled/labeled-check.json"),
  ...tuneHalf("test/labeled/directions.json"),
  ...read("src/sources/sample/posts.json"),
];
for (const p of posts) if (p.content) analyzeWithRules({ content: p.content });

// A name is the pattern's flags, "/", its source (flags hold no "/").
const entries = [...PLANNED].sort().map((name) => {
  const at = name.indexOf("/");
  return `${JSON.stringify(name)}: ${JSON.stringify(planAhead(new RegExp(name.slice(at + 1), name.slice(0, at))))}`;
});
const text = `{\n${entries.join(",\n")}\n}\n`;
if (!process.argv.includes("--check")) {
  writeFileSync(file, text);
  console.log(`${entries.length} plans written to ${file}`);
} else if (readFileSync(file, "utf8") !== text) {
  console.error(`${file} is not the plans of today's patterns: run bun scripts/quick-plans.ts`);
  process.exit(1);
} else console.log(`${entries.length} plans, as written down`);
