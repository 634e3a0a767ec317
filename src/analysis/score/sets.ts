/**
 * The labeled sets the score may learn from, listed once: the training script and `npm run eval`
 * both read this list. A set is a file of test/labeled/ and, for a file split in halves by
 * metrics.ts `splitOf`, the tune half only. The held-out files are not here: `npm run eval --
 * --holdout` (scripts/eval.ts) names them, and is the only code that reads them.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Impact } from "../../db/schema/posts.ts";
import { splitOf } from "../metrics.ts";

export interface TuneSet {
  file: string;
  /** Keep only this half of the file's fixed split; the whole file when absent. */
  half?: "tune";
  /** A file another engineer is still writing: skipped, with a note, until it exists. */
  optional?: boolean;
}

export const TUNE_SETS: TuneSet[] = [
  { file: "test/labeled/labeled-dev.json" },
  { file: "test/labeled/labeled-fresh.json" },
  { file: "test/labeled/labeled-check.json", half: "tune" },
];

export interface LabeledPost {
  id: string;
  created_at: string;
  content: string;
  relevant: boolean;
  impact: Impact;
  tariff: boolean;
}

/** The tune posts, one per id (a later file's label of the same id is ignored), and the files read. */
export async function loadTuneSets(root: string, sets: TuneSet[] = TUNE_SETS): Promise<{ posts: LabeledPost[]; files: string[] }> {
  const posts = new Map<string, LabeledPost>();
  const files: string[] = [];
  for (const s of sets) {
    const path = join(root, s.file);
    if (s.optional && !existsSync(path)) continue;
    const list: LabeledPost[] = await Bun.file(path).json();
    for (const p of list) if ((!s.half || splitOf(p.id) === s.half) && !posts.has(p.id)) posts.set(p.id, p);
    files.push(s.half ? `${s.file} (${s.half} half)` : s.file);
  }
  return { posts: [...posts.values()], files };
}
