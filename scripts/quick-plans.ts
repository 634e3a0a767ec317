/**
 * `bun scripts/quick-plans.ts [--check]`: writes down the quick check's plans for the analyzer's
 * own patterns (src/analysis/lexicon/quick-plans.json), so that a process need not read them
 * when it judges its first posts. The patterns are those the analyzer reaches while it judges
 * every post of the repository (the labeled sets, the bundled sample). Run it after changing a
 * pattern; with `--check` it writes nothing and exits 1 when the file is not what it would write.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { PLANNED, planAhead } from "../src/analysis/lexicon/quick.ts";
import { analyzeWithRules } from "../src/analysis/rules.ts";

const root = resolve(import.meta.dir, "..");
const file = join(root, "src/analysis/lexicon/quick-plans.json");
const sources = [
  ...readdirSync(join(root, "test/labeled"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => join(root, "test/labeled", f)),
  join(root, "src/sources/sample/posts.json"),
];
for (const f of sources) for (const p of JSON.parse(readFileSync(f, "utf8")) as { content?: string }[]) if (p.content) analyzeWithRules({ content: p.content });

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
