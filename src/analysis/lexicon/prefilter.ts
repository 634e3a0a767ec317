/**
 * Which entries of a long name list (companies, countries) can match a text, found by the first
 * letters of each word instead of running every entry's pattern: most posts name none or one,
 * and a pattern per entry per post was the analyzer's largest cost.
 *
 * Each alternative of an entry's pattern ("\bApple\b(?! pie)|\biPhones?\b|\bTim Cook\b") starts
 * with a literal word; its first KEY letters, lower-cased, are the entry's keys. An alternative
 * that does not start with a word of two letters or more ("\b3M\b", "\bE\.U\.") makes its entry
 * a candidate for every text. Candidates are then confirmed with their own pattern.
 */
const KEY = 4;

/** The top-level alternatives of a pattern's source (not those inside groups or classes). */
function alternatives(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === "\\") {
      i++;
      continue;
    }
    if (inClass) {
      if (ch === "]") inClass = false;
    } else if (ch === "[") inClass = true;
    else if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (ch === "|" && depth === 0) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  out.push(source.slice(start));
  return out;
}

/** The key of one alternative, or null when it does not start with a plain word. */
function keyOf(alternative: string): string | null {
  const m = /^(?:\\b)?([A-Za-z]{2,})(.?)/.exec(alternative);
  if (!m) return null;
  let word = m[1]!;
  // "iPhones?" may match "iPhone": a quantified last letter is not part of the key.
  if (m[2] === "?" || m[2] === "*" || m[2] === "{") word = word.slice(0, -1);
  return word.length >= 2 ? word.slice(0, KEY).toLowerCase() : null;
}

/** The keys a text offers: the first KEY letters of each of its words, lower-cased. Read once per text, for every list. */
export function lexiconKeys(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]{2,}/g) ?? []).map((w) => w.slice(0, KEY)));
}

export interface Prefilter<T> {
  /** The entries whose pattern may match the text of `keys` (a superset; confirm each with its pattern). */
  candidates(keys: Set<string>): T[];
}

export function prefilter<T>(entries: T[], patternOf: (entry: T) => RegExp): Prefilter<T> {
  // Entries by their index in the list, so that the candidates keep the list's order.
  const byKey = new Map<string, number[]>();
  const always: number[] = [];
  entries.forEach((entry, i) => {
    const keys = alternatives(patternOf(entry).source).map(keyOf);
    if (keys.some((k) => k === null)) {
      always.push(i);
      return;
    }
    for (const k of new Set(keys as string[])) {
      const list = byKey.get(k) ?? [];
      list.push(i);
      byKey.set(k, list);
    }
  });
  return {
    candidates(keys) {
      const found = new Set<number>(always);
      for (const k of keys) {
        const hit = byKey.get(k);
        if (hit) for (const i of hit) found.add(i);
      }
      // Keep the list's order, so that tickers and countries come out as before.
      return [...found].sort((a, b) => a - b).map((i) => entries[i]!);
    },
  };
}
