/**
 * A quick check before a pattern runs: most of the analyzer's patterns are lists of words
 * ("\b(tariffs?|duties|levies|…)\b"), and most posts contain none of them, yet each pattern
 * scanned the whole post (about 340 scans, 48,000 characters a post). Every match of such a
 * pattern starts a word with one of a few known letters, so a post none of whose words start
 * that way cannot match, and the pattern need not run.
 *
 * `mayMatch` answers false only when the pattern certainly cannot match the text or any part
 * of it (a sentence, the same words in another case); when it answers true the pattern runs
 * as before, so a result never changes. A pattern it cannot read that way always runs.
 */

import { alternatives, codeOf as lettersCode } from "./prefilter.ts";
import { parse, type Node } from "./regex-tree.ts";
import PLANS_AHEAD from "./quick-plans.json";

/**
 * How a text's words start: a set of bits, one per beginning (the first two to six letters,
 * case-insensitive) of each word, hashed into 2^16 bits. A word is a run of ASCII letters:
 * where a pattern's \b meets a letter, such a run begins. A hash may answer "maybe" for a
 * beginning no word has (rarely, with a few hundred words), never "no" for one it has.
 */
// Int32, not Uint32: a word with the top bit set would read back as a number no int holds, and the
// compiled quick checks would be thrown away and compiled again for it (the bits are the same).
export type WordStarts = Int32Array;

const LONGEST = 6;
/** The bit of a beginning: its letters as a number in base 27 (exact up to six letters), mixed. */
const bitOf = (h: number) => Math.imul(h, 0x9e3779b1) >>> 16;
/** After the 2^16 bits of word beginnings, one bit each for a digit, "$", "%" and "&": what a number or a name like "S&P" needs. */
const MARKS = 1 << 16;
const MARK_OF: Record<string, number> = { digit: 0, $: 1, "%": 2, "&": 3 };
/** A key's bit: a word beginning ("tar"), or a mark ("#$"). */
const codeOf = (key: string) => (key[0] === "#" ? MARKS + MARK_OF[key.slice(1)]! : bitOf(lettersCode(key)));

export function wordStarts(text: string): WordStarts {
  const bits = new Int32Array((1 << 11) + 1);
  let run = 0;
  let h = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // Lower-cases an ASCII letter; no other character lands in a–z.
    const c = (code | 32) - 96;
    if (c < 1 || c > 26) {
      run = 0;
      if (code >= 48 && code <= 57) bits[MARKS >>> 5]! |= 1 << MARK_OF.digit!;
      else if (code >= 36 && code <= 38) bits[MARKS >>> 5]! |= 1 << (code - 35);
    } else if (run < LONGEST) {
      h = run === 0 ? c : h * 27 + c;
      run++;
      if (run >= 2) {
        const b = bitOf(h);
        bits[b >>> 5]! |= 1 << (b & 31);
      }
    }
  }
  return bits;
}

/** The word starts (as codes) one of which every match of the pattern contains, or null when unknown. */
type Keys = number[] | null;
const KEYS = new WeakMap<RegExp, Keys>();

export function mayMatch(re: RegExp, starts: WordStarts): boolean {
  let keys = KEYS.get(re);
  if (keys === undefined) {
    const ahead = lookUp(re);
    keys = ahead ? codesOf(ahead.keys) : keysOf(re);
    KEYS.set(re, keys);
  }
  return hasKey(keys, starts);
}

function hasKey(keys: Keys, starts: WordStarts) {
  if (keys === null) return true;
  for (const k of keys) if (starts[k >>> 5]! & (1 << (k & 31))) return true;
  return false;
}

/**
 * `re.test(text)` for a text whose words start as `starts` (or a part of such a text): false at
 * once when the pattern needs a word the text lacks; otherwise, for a list of alternatives
 * ("\b(tariffs?|duties|…)\b"), only the alternatives whose own words the text has are run, each
 * as a pattern of its own: one of them matches exactly when the whole pattern does.
 */
export function quickTest(re: RegExp, text: string, starts: WordStarts): boolean {
  let plan = PLANS.get(re);
  if (plan === undefined) {
    const { keys, parts } = lookUp(re) ?? planAhead(re);
    plan = { keys: codesOf(keys), parts: parts ? parts.map(([source, keys]) => ({ source, keys: codesOf(keys), re: null })) : null };
    PLANS.set(re, plan);
  }
  if (!hasKey(plan.keys, starts)) return false;
  if (plan.parts === null) return re.test(text);
  for (const part of plan.parts) if (hasKey(part.keys, starts) && (part.re ??= new RegExp(part.source, re.flags)).test(text)) return true;
  return false;
}

/** A pattern's keys, and its alternatives as patterns of their own with theirs (null: run it whole); a part's pattern is made when it first runs. */
interface Plan {
  keys: Keys;
  parts: { source: string; keys: Keys; re: RegExp | null }[] | null;
}
const PLANS = new WeakMap<RegExp, Plan>();

/** A plan as written down ahead: keys as words ("tar", "#digit"), parts as their sources with their keys. */
export interface PlanAhead {
  keys: string[] | null;
  parts: [string, string[] | null][] | null;
}

/**
 * The plans of the analyzer's own patterns, worked out ahead by `bun scripts/quick-plans.ts`
 * (a test in quick.test.ts checks they are the plans planAhead works out, for every pattern the
 * repository's posts reach). Reading some 80 patterns and their 700 alternatives cost the first
 * posts a process judged 15–25 ms; a pattern not written down is read when first used.
 */
const AHEAD = PLANS_AHEAD as unknown as Record<string, PlanAhead>;
/** The patterns planned or keyed in this process, by name: what the script writes down (bounded: patterns are the analyzer's own). */
export const PLANNED = new Set<string>();
const nameOf = (re: RegExp) => `${re.flags}/${re.source}`;

function lookUp(re: RegExp): PlanAhead | undefined {
  const name = nameOf(re);
  if (PLANNED.size < 10_000) PLANNED.add(name);
  return Object.hasOwn(AHEAD, name) ? AHEAD[name] : undefined;
}

const codesOf = (keys: string[] | null): Keys => (keys ? keys.map(codeOf) : null);

/** A pattern's plan, read from the pattern itself. */
export function planAhead(re: RegExp): PlanAhead {
  const tree = treeOf(re);
  const keys = tree && wordsOfTree(tree);
  // A global or sticky pattern's test starts at its lastIndex: run it as it is.
  const split = re.global || re.sticky ? null : partsOf(re.source);
  try {
    return {
      keys,
      parts: split
        ? split.sources.map((p, i) => {
            const part = new RegExp(p, re.flags);
            // The part's tree is the pattern's with one alternative kept: its keys without reading it again.
            return [p, tree ? wordsOfTree(partOfTree(tree, split.group, i)) : wordsOfTree(treeOf(part))] as [string, string[] | null];
          })
        : null,
    };
  } catch {
    return { keys, parts: null };
  }
}

/**
 * "P(A|B)S" as ["P(?:A)S", "P(?:B)S"]: the top-level alternatives (`group` null), or those of
 * the first group that is neither quantified nor a lookaround (`group`: its place among the
 * top-level groups). Null for a pattern with back-references (their numbers would change) or
 * nothing to split.
 */
function partsOf(source: string): { sources: string[]; group: number | null } | null {
  if (/\\[1-9]|\\k</.test(source)) return null;
  const top = alternatives(source);
  if (top.length > 1) return { sources: top, group: null };
  let depth = 0;
  let inClass = false;
  let open = -1;
  let group = -1;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === "\\") i++;
    else if (inClass) inClass = ch !== "]";
    else if (ch === "[") inClass = true;
    else if (ch === "(" && depth++ === 0) [open, group] = [i, group + 1];
    else if (ch === ")" && --depth === 0) {
      const plain = source[open + 1] !== "?" || source[open + 2] === ":";
      if (!plain || /^[?*+{]/.test(source[i + 1] ?? "")) continue;
      const inner = alternatives(source.slice(open + (source[open + 1] === "?" ? 3 : 1), i));
      if (inner.length > 1) return { sources: inner.map((a) => `${source.slice(0, open)}(?:${a})${source.slice(i + 1)}`), group };
    }
  }
  return null;
}

/** The tree of part `i` of a split (partsOf): one top-level alternative, or the sequence with one alternative of its group. */
function partOfTree(tree: Node[][], group: number | null, i: number): Node[][] {
  if (group === null) return [tree[i]!];
  const seq = tree[0]!;
  let before = group;
  const at = seq.findIndex((n) => n.t === "group" && before-- === 0);
  const g = seq[at] as Extract<Node, { t: "group" }>;
  return [[...seq.slice(0, at), { ...g, alts: [g.alts[i]!] }, ...seq.slice(at + 1)]];
}

// ── reading a pattern ──────────────────────────────────────────────────────────────────────

const keysOf = (re: RegExp): Keys => codesOf(wordsOfTree(treeOf(re)));

/** A pattern's alternatives as read (parse), or null when it is not read. */
function treeOf(re: RegExp): Node[][] | null {
  // With the u flag, case folding reaches letters outside ASCII ("ſ" for "s"): not read.
  if (re.unicode || re.unicodeSets) return null;
  try {
    return parse(re.source, 0)[0];
  } catch {
    return null;
  }
}

const wordsOfTree = (alts: Node[][] | null): string[] | null => (alts && ofAlts(alts, false)?.keys) ?? null;

/** A choice of keys: one of them starts a word of every match; `score` is the shortest word's length (longer words are rarer). */
interface Option {
  keys: string[];
  score: number;
}

/** Words in nearly every post: a key among them rarely spares a scan. */
const COMMON = new Set(
  "to on by in of at is it be he we or an as so do go re the and for are was will have has had with that this they their them from into been were would could should not all any our but you can just very more now one his her its who what when out about your great good time united states america american".split(
    " ",
  ),
);
const scoreOf = (word: string) => (COMMON.has(word) ? 1 : word.length);
/** Whether every alternative ends with a character that is not a letter (so that a letter after it starts a word). */
const endsApart = (alts: Node[][]) =>
  alts.every((seq) => {
    const last = seq.at(-1);
    return last?.t === "other" && last.min >= 1 && last.nonLetter;
  });

const union = (a: Option, b: Option): Option => ({ keys: [...new Set([...a.keys, ...b.keys])], score: Math.min(a.score, b.score) });

/** ofAlts by its alternatives and boundary: the parts of a split pattern share all their other groups. */
const OF_ALTS = [new WeakMap<Node[][], Option | null>(), new WeakMap<Node[][], Option | null>()] as const;

function ofAlts(alts: Node[][], boundary: boolean): Option | null {
  const memo = OF_ALTS[boundary ? 1 : 0];
  let o = memo.get(alts);
  if (o === undefined) memo.set(alts, (o = ofAltsRead(alts, boundary)));
  return o;
}

function ofAltsRead(alts: Node[][], boundary: boolean): Option | null {
  // One set for all the alternatives (a list of hundreds of words), not a new one per alternative.
  const keys = new Set<string>();
  let score = Infinity;
  for (const seq of alts) {
    const o = best(seq, 0, boundary);
    if (o === null) return null;
    for (const k of o.keys) keys.add(k);
    score = Math.min(score, o.score);
  }
  return { keys: [...keys], score };
}

/**
 * `best` from just after an optional group, worked out once per sequence, place and boundary:
 * each optional group asks for the rest of its sequence, so a run of them doubled the work with each.
 */
const BEST_AFTER = new WeakMap<Node[], Map<number, Option | null>>();
function bestAfter(seq: Node[], i: number, boundary: boolean): Option | null {
  let known = BEST_AFTER.get(seq);
  if (known === undefined) BEST_AFTER.set(seq, (known = new Map()));
  const key = 2 * i + (boundary ? 1 : 0);
  let o = known.get(key);
  if (o === undefined) known.set(key, (o = best(seq, i, boundary)));
  return o;
}

/**
 * The best keys of the sequence from `i`: any word every match of it contains will do, and the
 * longest is the rarest ("trade" rather than "on" in "(on|in) trade"). `boundary` says whether
 * the character before position `i` is certainly not a letter, so that a letter there starts a word.
 */
function best(seq: Node[], i: number, boundary: boolean): Option | null {
  const options: Option[] = [];
  for (; i < seq.length; i++) {
    const n = seq[i]!;
    if (n.t === "boundary") boundary = true;
    else if (n.t === "zero") boundary &&= !n.notBoundary;
    else if (n.t === "group" && n.lookaround) continue;
    else if (n.t === "group" && n.min >= 1) {
      const inside = ofAlts(n.alts, boundary);
      if (inside) options.push(inside);
      boundary = endsApart(n.alts);
    } else if (n.t === "group") {
      // An optional group: the match has a word inside it or after it.
      const inside = ofAlts(n.alts, boundary);
      const after = inside && bestAfter(seq, i + 1, boundary);
      if (inside && after) options.push(union(inside, after));
      // Present, it ends apart from the next word; absent, the boundary is the one before it.
      boundary &&= endsApart(n.alts);
    } else if (n.t === "letter" && n.min >= 1) {
      // The literal letters from here, up to the first one that may be absent.
      let word = "";
      let j = i;
      for (; j < seq.length && word.length < LONGEST; j++) {
        const m = seq[j]!;
        if (m.t !== "letter" || m.min < 1) break;
        word += m.ch.toLowerCase();
        if (m.max !== 1) {
          j++;
          break;
        }
      }
      // A word of one letter ("I have…") or letters inside a word give no key.
      if (boundary && word.length >= 2) options.push({ keys: [word], score: scoreOf(word) });
      i = j - 1;
      boundary = false;
    } else {
      // A digit, "$", "%" or "&" the match must have: a key too, though a digit is common.
      if (n.t === "other" && n.min >= 1 && n.mark) options.push({ keys: [`#${n.mark}`], score: n.mark === "digit" ? 1.5 : 4 });
      boundary = n.t === "other" && n.min >= 1 && n.nonLetter;
    }
  }
  return options.reduce<Option | null>((a, o) => (a === null || o.score > a.score ? o : a), null);
}
