/**
 * The labeled sets the score may learn from, listed once: the training script and `npm run eval`
 * both read this list. A set is a file of test/labeled/ and, for a file split in halves by
 * metrics.ts `splitOf`, the tune half only. The held-out files are not here: `npm run eval --
 * --holdout` (scripts/eval.ts) names them, and is the only code that reads them.
 */
import { join } from "node:path";
import type { Impact } from "../../db/schema/posts.ts";
import { splitOf } from "../metrics.ts";

export interface TuneSet {
  file: string;
  /** Keep only this half of the file's fixed split; the whole file when absent. */
  half?: "tune";
}

export const TUNE_SETS: TuneSet[] = [
  { file: "test/labeled/labeled-dev.json" },
  { file: "test/labeled/labeled-fresh.json" },
  { file: "test/labeled/labeled-check.json", half: "tune" },
  { file: "test/labeled/labeled-more.json" },
  { file: "test/labeled/labeled-archive.json" },
  { file: "test/labeled/labeled-archive2.json" },
  { file: "test/labeled/labeled-monitor.json" },
];

/** The direction cases `npm run eval` scores (the tune half of the first; the second is all tune). */
export const DIRECTION_SETS: TuneSet[] = [
  { file: "test/labeled/directions.json", half: "tune" },
  { file: "test/labeled/directions-more.json" },
  { file: "test/labeled/directions-archive.json" },
  { file: "test/labeled/directions-archive2.json" },
  { file: "test/labeled/directions-monitor.json" },
];

export interface LabeledPost {
  id: string;
  created_at: string;
  content: string;
  relevant: boolean;
  impact: Impact;
  tariff: boolean;
  /** The file it was read from. */
  set?: string;
}

/** The tune posts, one per id (a later file's label of the same id is ignored), and the files read. */
export async function loadTuneSets<T extends { id: string } = LabeledPost>(
  root: string,
  sets: TuneSet[] = TUNE_SETS,
): Promise<{ posts: T[]; files: string[] }> {
  const posts = new Map<string, T>();
  const files: string[] = [];
  for (const s of sets) {
    const path = join(root, s.file);
    const list: T[] = await Bun.file(path).json();
    for (const p of list) if ((!s.half || splitOf(p.id) === s.half) && !posts.has(p.id)) posts.set(p.id, { ...p, set: s.file });
    files.push(s.half ? `${s.file} (${s.half} half)` : s.file);
  }
  return { posts: [...posts.values()], files };
}
