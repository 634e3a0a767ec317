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

type Part = { file: string; half: "holdout" | null };
/**
 * The held-out sets, each judged and reported apart: the files of the first rounds (read before
 * this one), and the unseen posts labeled in round 4 from an archive the project had never held
 * (test/labeled/README.md), whose first read is the honest figure for posts nobody tuned on, and
 * the second unseen set drawn in round 6 from what that archive still held, labeled blind and
 * never read before the round's one read, and the third, drawn in round 7 from another archive
 * (posts of August 2026, later than any tune post), labeled blind and never read before its one read.
 */
export const HELD_OUT: { posts: Part[]; directions: Part }[] = [
  {
    posts: [
      { file: "test/labeled/labeled-test.json", half: null },
      { file: "test/labeled/labeled-check.json", half: "holdout" },
    ],
    directions: { file: "test/labeled/directions.json", half: "holdout" },
  },
  { posts: [{ file: "test/labeled/labeled-unseen.json", half: null }], directions: { file: "test/labeled/directions-unseen.json", half: null } },
  { posts: [{ file: "test/labeled/labeled-unseen2.json", half: null }], directions: { file: "test/labeled/directions-unseen2.json", half: null } },
  { posts: [{ file: "test/labeled/labeled-unseen3.json", half: null }], directions: { file: "test/labeled/directions-unseen3.json", half: null } },
];
/** Files no other mode may read (whole), and files other modes may read only as their tune half. */
export const WHOLLY_HELD_OUT = [
  "labeled-test.json",
  "second-reader.json",
  "labeled-unseen.json",
  "directions-unseen.json",
  "second-reader-unseen.json",
  "labeled-unseen2.json",
  "directions-unseen2.json",
  "labeled-unseen3.json",
  "directions-unseen3.json",
];
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

const named = (p: Part) => (p.half ? `${p.file} (${p.half} half)` : p.file);
async function read<T extends { id: string }>(root: string, p: Part): Promise<T[]> {
  const rows: T[] = await Bun.file(join(root, p.file)).json();
  return rows.filter((r) => !p.half || splitOf(r.id) === p.half);
}

/** One held-out set's figures, headed by the files it read. */
async function judgeSet(root: string, set: (typeof HELD_OUT)[number]): Promise<string> {
  const posts: (Labeled & { content: string })[] = [];
  for (const p of set.posts) posts.push(...(await read<Labeled & { content: string }>(root, p)));
  const cases = await read<DirectionLabel & { content: string }>(root, set.directions);
  const text = formatFigures(figures(posts, posts.map(judged), cases, cases.map(judged)));
  return `held-out sets: ${[...set.posts, set.directions].map(named).join(", ")}\n\n${text}`;
}

export async function holdoutRead(root: string): Promise<number> {
  console.error(
    "WARNING: reading the HELD-OUT files. This read is appended to test/labeled/HOLDOUT-READS.md. No rule, weight, threshold or word list may be chosen after it.",
  );
  const reports: string[] = [];
  for (const set of HELD_OUT) reports.push(await judgeSet(root, set));
  const body = reports.join("\n\n");
  console.log(body);
  const path = join(root, READS_FILE);
  const head = existsSync(path) ? "" : "# Reads of the held-out files\n\nEach `npm run eval -- --holdout` appends its date, commit and figures here.\n";
  const commit = await commitOf(root);
  appendFileSync(path, `${head}\n## ${new Date().toISOString()} · commit ${commit}\n\n\`\`\`\n${body}\n\`\`\`\n`);
  console.error(`recorded in ${READS_FILE}`);
  return 0;
}
