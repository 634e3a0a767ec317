/**
 * How the tune posts are dealt into cross-validation folds, and which posts are one story.
 *
 * Dealing posts at random (the first scheme) puts near-duplicates on both sides of a fold: the
 * same day's posts on one story, reposted wording, one campaign's slogans. The score's word
 * features then recognise the story rather than read the post, and the figure is optimistic. The
 * other schemes keep a story on one side:
 * - `story`: posts linked by a shared story (see `storyGroups`) fall in one fold, dealt by a hash;
 * - `time`: five contiguous date blocks (a story that spans a boundary is purged from training);
 * - `file`: leave one tune file out (they were sampled and labeled at different times by different
 *   readers: the shift a held-out file brings), its stories purged from the other files' training.
 */

export type FoldScheme = "random" | "story" | "time" | "file";
export const FOLD_SCHEMES: FoldScheme[] = ["random", "story", "time", "file"];

export interface FoldItem {
  id: string;
  created_at: string;
  content: string;
  /** The tune file it came from (the `file` scheme's folds). */
  set?: string;
}

const WORD = /[a-z][a-z'’]{3,}/g;
const DAY = 86_400_000;

/** The post's distinct words of four letters or more, links' paths included. */
function wordsOf(text: string): Set<string> {
  return new Set((text.toLowerCase().match(WORD) ?? []).map((w) => w.replace(/’/g, "'")));
}

class UnionFind {
  private parent = new Map<string, string>();
  find(x: string): string {
    let p = this.parent.get(x) ?? x;
    if (p !== x) {
      p = this.find(p);
      this.parent.set(x, p);
    }
    return p;
  }
  union(a: string, b: string) {
    const [x, y] = [this.find(a), this.find(b)];
    // The lesser id stays the root: a story is named by its least id.
    const [lo, hi] = [x, y].sort();
    if (lo !== hi) this.parent.set(hi!, lo!);
  }
}

export interface StoryOptions {
  /** A word is rare when at most this share of the posts say it (a name, a link, a slogan). */
  rareShare: number;
  /** Posts this many days apart or less that share `shared` rare words are one story. */
  days: number;
  shared: number;
  /** Posts whose words overlap this much (Jaccard) are one story whatever their dates (reposted wording). */
  jaccard: number;
}

export const STORY: StoryOptions = { rareShare: 0.01, days: 1, shared: 2, jaccard: 0.6 };

/**
 * Each post's story: the least id of the posts linked to it, directly or through others, by a near
 * date and shared rare words, or by nearly the same wording.
 */
export function storyGroups(items: FoldItem[], o: StoryOptions = STORY): Map<string, string> {
  const words = items.map((it) => wordsOf(it.content));
  const df = new Map<string, number>();
  for (const ws of words) for (const w of ws) df.set(w, (df.get(w) ?? 0) + 1);
  const rareMax = Math.max(2, Math.floor(o.rareShare * items.length));
  const rare = words.map((ws) => new Set([...ws].filter((w) => df.get(w)! <= rareMax)));
  const at = items.map((it) => Date.parse(it.created_at));
  const uf = new UnionFind();
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const near = Math.abs(at[i]! - at[j]!) <= o.days * DAY;
      if ((near && overlap(rare[i]!, rare[j]!) >= o.shared) || jaccard(words[i]!, words[j]!) >= o.jaccard) uf.union(items[i]!.id, items[j]!.id);
    }
  }
  return new Map(items.map((it) => [it.id, uf.find(it.id)]));
}

function overlap(a: Set<string>, b: Set<string>): number {
  let n = 0;
  for (const w of a.size < b.size ? a : b) if ((a.size < b.size ? b : a).has(w)) n++;
  return n;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  // A post of a few words (a bare link, "Thank you!") shares them with many: not a repost.
  if (a.size < 8 || b.size < 8) return 0;
  const n = overlap(a, b);
  return n / (a.size + b.size - n);
}

/** A number from a text, fixed (a hash byte other than those of the tune/holdout split and the old folds). */
export function hashFold(key: string, folds: number): number {
  return new Bun.CryptoHasher("sha256").update(key).digest()[2]! % folds;
}

/** Five contiguous date blocks of stories (a story dated by its first post), about equal in posts. */
function timeBlocks(items: FoldItem[], group: Map<string, string>, folds: number): Map<string, number> {
  const first = new Map<string, number>();
  const size = new Map<string, number>();
  for (const it of items) {
    const g = group.get(it.id)!;
    first.set(g, Math.min(first.get(g) ?? Number.POSITIVE_INFINITY, Date.parse(it.created_at)));
    size.set(g, (size.get(g) ?? 0) + 1);
  }
  const order = [...first.keys()].sort((a, b) => first.get(a)! - first.get(b)! || (a < b ? -1 : 1));
  const blockOf = new Map<string, number>();
  let seen = 0;
  for (const g of order) {
    blockOf.set(g, Math.min(folds - 1, Math.floor((seen * folds) / items.length)));
    seen += size.get(g)!;
  }
  return new Map(items.map((it) => [it.id, blockOf.get(group.get(it.id)!)!]));
}

export interface Folds {
  scheme: FoldScheme;
  count: number;
  /** Post id → its fold. */
  fold: Map<string, number>;
  /** Post id → its story (every post's own id under `random`, which ignores stories). */
  group: Map<string, string>;
  /** The fold names, for a report: the file left out, the date block, or its number. */
  names: string[];
}

/** Deals the posts into folds under a scheme; `seed` deals the random and story schemes afresh. */
export function dealFolds(items: FoldItem[], scheme: FoldScheme, seed = 0, folds = 5): Folds {
  const salt = (k: string) => (seed ? `seed${seed}:${k}` : k);
  if (scheme === "random") {
    // The first scheme, as it was: its own hash byte of the id (train.ts foldOf).
    const byte = (id: string) => new Bun.CryptoHasher("sha256").update(salt(id)).digest()[1]! % folds;
    return { scheme, count: folds, fold: new Map(items.map((it) => [it.id, byte(it.id)])), group: new Map(items.map((it) => [it.id, it.id])), names: [] };
  }
  const group = storyGroups(items);
  if (scheme === "story") {
    const fold = new Map(items.map((it) => [it.id, hashFold(salt(group.get(it.id)!), folds)]));
    return { scheme, count: folds, fold, group, names: Array.from({ length: folds }, (_, k) => `fold ${k}`) };
  }
  if (scheme === "time") {
    const fold = timeBlocks(items, group, folds);
    const names = Array.from({ length: folds }, (_, k) => {
      const dates = items
        .filter((it) => fold.get(it.id) === k)
        .map((it) => it.created_at.slice(0, 10))
        .sort();
      return dates.length ? `${dates[0]}…${dates.at(-1)}` : `block ${k}`;
    });
    return { scheme, count: folds, fold, group, names };
  }
  const names = [...new Set(items.map((it) => it.set ?? "?"))];
  return { scheme, count: names.length, fold: new Map(items.map((it) => [it.id, names.indexOf(it.set ?? "?")])), group, names };
}

/**
 * One tune file out, alone: fold 0 is the file's posts, fold 1 every other (never predicted), so a
 * cross-validation over it trains one model, on every other tune file less the stories it shares
 * with the file, and predicts that file. The honest figure for a file the rules were not written
 * reading (labeled-archive.json, of the archive the unseen posts come from), at a fifth of the cost
 * of the whole `file` scheme.
 */
export function leaveFileOut(items: FoldItem[], file: string): Folds {
  const group = storyGroups(items);
  const fold = new Map(items.map((it) => [it.id, it.set === file ? 0 : 1]));
  if (![...fold.values()].includes(0)) throw new Error(`no tune post comes from ${file}`);
  return { scheme: "file", count: 1, fold, group, names: [file] };
}

/**
 * The posts a model for fold `k` may train on: those of the other folds, less any post whose story
 * has a post in fold `k` (a story split by a date block or across files is purged, not leaked).
 */
export function trainingOf<T extends { id: string }>(items: T[], folds: Folds, k: number): T[] {
  const tested = new Set<string>();
  for (const [id, f] of folds.fold) if (f === k) tested.add(folds.group.get(id)!);
  return items.filter((it) => folds.fold.get(it.id) !== k && !tested.has(folds.group.get(it.id)!));
}
