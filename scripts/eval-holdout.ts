/**
 * `npm run eval -- --holdout`: THE ONE CODE PATH THAT READS THE HELD-OUT FILES. It warns, judges
 * them with the analyzer as shipped (the score's committed weights, the rules), prints the
 * figures and appends the date, the commit and the figures to test/labeled/HOLDOUT-READS.md. No
 * rule, weight, threshold or word list may be chosen after a read: the file counts the reads.
 */
import { appendFileSync, existsSync } from "node:fs";
import { basename, join } from "node:path";
import { type DirectionLabel, type Labeled, splitOf } from "../src/analysis/metrics.ts";
import { judge } from "../src/analysis/rules.ts";
import type { Predicted } from "../src/analysis/score/cv.ts";
import { rescore } from "../src/analysis/score/index.ts";
import { figures, formatFigures } from "../src/analysis/score/report.ts";

const DIRECTIONS_FILE = "test/labeled/directions.json";

/** The held-out sets: whole files, and the held-out halves of the split files. */
export const HELD_OUT = [
  { file: "test/labeled/labeled-test.json", half: null },
  { file: "test/labeled/labeled-check.json", half: "holdout" },
] as const;
/** Files no other mode may read (whole), and files other modes may read only as their tune half. */
export const WHOLLY_HELD_OUT = ["labeled-test.json", "second-reader.json"];
export const SPLIT_FILES = ["labeled-check.json", "directions.json"];
export const READS_FILE = "test/labeled/HOLDOUT-READS.md";

/** Why a file mode run may not read FILE with this split, or null when it may. */
export function heldOutRefusal(file: string, split: string | undefined): string | null {
  const name = basename(file);
  if (split === "holdout") return "the held-out halves are read only by `npm run eval -- --holdout`, which records the read";
  if (WHOLLY_HELD_OUT.includes(name)) return `${name} is held out: it is read only by \`npm run eval -- --holdout\`, which records the read`;
  if (SPLIT_FILES.includes(name) && split !== "tune")
    return `${name} holds a held-out half: pass --split tune (its held-out half is read only by \`npm run eval -- --holdout\`)`;
  return null;
}

const judged = (p: { id: string; content: string }): Predicted => {
  const sig = judge(p.content);
  const { impact, tariff, confidence, judgedBy } = rescore(sig);
  return { id: p.id, sig, scored: { impact, tariff, confidence, judgedBy } };
};

async function commitOf(root: string): Promise<string> {
  const proc = Bun.spawn(["git", "-C", root, "rev-parse", "--short", "HEAD"], { stdout: "pipe", stderr: "ignore" });
  const out = (await new Response(proc.stdout).text()).trim();
  return (await proc.exited) === 0 && out ? out : "unknown (not a git checkout)";
}

export async function holdoutRead(root: string): Promise<number> {
  console.error(
    "WARNING: reading the HELD-OUT files. This read is appended to test/labeled/HOLDOUT-READS.md. No rule, weight, threshold or word list may be chosen after it.",
  );
  const posts: (Labeled & { content: string })[] = [];
  for (const h of HELD_OUT) {
    const list: (Labeled & { content: string })[] = await Bun.file(join(root, h.file)).json();
    posts.push(...list.filter((p) => !h.half || splitOf(p.id) === h.half));
  }
  const all: (DirectionLabel & { content: string })[] = await Bun.file(join(root, DIRECTIONS_FILE)).json();
  const cases = all.filter((c) => splitOf(c.id) === "holdout");
  const text = formatFigures(figures(posts, posts.map(judged), cases, cases.map(judged)));
  const sets = `${HELD_OUT.map((h) => (h.half ? `${h.file} (${h.half} half)` : h.file)).join(", ")}, ${DIRECTIONS_FILE} (holdout half)`;
  console.log(`held-out sets: ${sets}\n\n${text}`);
  const path = join(root, READS_FILE);
  const head = existsSync(path) ? "" : "# Reads of the held-out files\n\nEach `npm run eval -- --holdout` appends its date, commit and figures here.\n";
  const commit = await commitOf(root);
  appendFileSync(path, `${head}\n## ${new Date().toISOString()} · commit ${commit}\n\n${sets}\n\n\`\`\`\n${text}\n\`\`\`\n`);
  console.error(`recorded in ${READS_FILE}`);
  return 0;
}
