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
export function alternatives(source: string): string[] {
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

/** The keys of an entry's pattern, or null when it can match a text without any (always a candidate). */
export function keysOfPattern(re: RegExp): string[] | null {
  const keys = alternatives(re.source).map(keyOf);
  return keys.some((k) => k === null) ? null : [...new Set(keys as string[])];
}

/** A key (lower-case letters) as a number: its letters in base 27, exact for up to six letters. */
export const codeOf = (key: string) => [...key].reduce((h, c) => h * 27 + (c.charCodeAt(0) - 96), 0);

/**
 * Calls `found` with the key of each word of the text: a run of two letters or more of the
 * lower-cased text, its first KEY letters. Read character by character, without building the
 * words; a text with one of the two letters whose lower case is a Latin one ("K", the Kelvin
 * sign; "İ") is read again the long way, so that the words are exactly those of the lower-cased
 * text (a key found twice is the same key).
 */
function eachKey(text: string, found: (code: number) => void) {
  let run = 0;
  let h = 0;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 0;
    // Lower-cases an ASCII letter; no other character lands in a–z. The end closes the last word.
    const c = (code | 32) - 96;
    if (c >= 1 && c <= 26) {
      if (run < KEY) h = run === 0 ? c : h * 27 + c;
      run++;
    } else if (code === 0x130 || code === 0x212a) {
      for (const w of text.toLowerCase().match(/[a-z]{2,}/g) ?? []) found(codeOf(w.slice(0, KEY)));
      return;
    } else {
      if (run >= 2) found(h);
      run = 0;
    }
  }
}

export interface Prefilter<T> {
  /** The entries whose pattern may match `text` (a superset; confirm each with its pattern). */
  candidates(text: string): T[];
}

export function prefilter<T>(entries: T[], patternOf: (entry: T) => RegExp): Prefilter<T> {
  // Entries by their index in the list, so that the candidates keep the list's order.
  const byKey = new Map<number, number[]>();
  const always: number[] = [];
  entries.forEach((entry, i) => {
    const keys = keysOfPattern(patternOf(entry));
    if (keys === null) {
      always.push(i);
      return;
    }
    for (const k of keys) {
      const list = byKey.get(codeOf(k)) ?? [];
      list.push(i);
      byKey.set(codeOf(k), list);
    }
  });
  return {
    candidates(text) {
      // Marks by index, read in order: the list's order, so that tickers and countries come out as before.
      const found = new Uint8Array(entries.length);
      for (const i of always) found[i] = 1;
      eachKey(text, (code) => {
        const hit = byKey.get(code);
        if (hit) for (const i of hit) found[i] = 1;
      });
      const out: T[] = [];
      for (let i = 0; i < found.length; i++) if (found[i]) out.push(entries[i]!);
      return out;
    },
  };
}
