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
  /**
   * The file's first contact: the commit whose analyzer read it before any rule was tuned on it, and
   * that read (scripts/first-contact.ts writes it). How often a level was right there is how often it
   * is right on a post nobody tuned on; the score's confidence learns that from it (train.ts `unseen`).
   */
  firstContact?: { commit: string; reads: string };
}

/** One post as the analyzer of its file's first contact judged it (scripts/first-contact.ts). */
export interface FirstRead {
  id: string;
  impact: Impact;
  confidence: number;
}
/** What a post carries of its first-contact read. */
export type FirstContact = Pick<FirstRead, "impact" | "confidence">;

export const TUNE_SETS: TuneSet[] = [
  { file: "test/labeled/labeled-dev.json" },
  { file: "test/labeled/labeled-fresh.json" },
  { file: "test/labeled/labeled-check.json", half: "tune" },
  { file: "test/labeled/labeled-more.json" },
  {
    file: "test/labeled/labeled-archive.json",
    firstContact: { commit: "4e248ba9a40a0d95d03e583566b1fe700cabf8e4", reads: "test/labeled/first-contact/labeled-archive.json" },
  },
  {
    file: "test/labeled/labeled-archive2.json",
    firstContact: { commit: "7b9cf386a9533a24ac739016a637c83badd7ad68", reads: "test/labeled/first-contact/labeled-archive2.json" },
  },
  {
    file: "test/labeled/labeled-monitor.json",
    firstContact: { commit: "d59111feca1e77ba862527ca93022360eec13ce7", reads: "test/labeled/first-contact/labeled-monitor.json" },
  },
  {
    file: "test/labeled/labeled-rest.json",
    firstContact: { commit: "e9ab9ab0f5eb295f6b64e7759ba820f305cbd754", reads: "test/labeled/first-contact/labeled-rest.json" },
  },
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
  /** Its file's first-contact read of it (TuneSet `firstContact`), where there is one. */
  firstContact?: FirstContact;
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
    const first = s.firstContact ? await firstReads(root, s.firstContact.reads) : new Map<string, FirstRead>();
    for (const p of list) {
      if ((s.half && splitOf(p.id) !== s.half) || posts.has(p.id)) continue;
      const read = first.get(p.id);
      posts.set(p.id, { ...p, set: s.file, ...(read ? { firstContact: { impact: read.impact, confidence: read.confidence } } : {}) });
    }
    files.push(s.half ? `${s.file} (${s.half} half)` : s.file);
  }
  return { posts: [...posts.values()], files };
}

/** A first-contact file's reads by post id. */
async function firstReads(root: string, file: string): Promise<Map<string, FirstRead>> {
  const { reads } = (await Bun.file(join(root, file)).json()) as { reads: FirstRead[] };
  return new Map(reads.map((r) => [r.id, r]));
}
