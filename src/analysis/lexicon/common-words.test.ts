import { describe, expect, test } from "bun:test";
import { COMMON_WORD_LISTS, inList, isCommonWord } from "./common-words.ts";

const lists = COMMON_WORD_LISTS.map((text) => JSON.parse(text) as string[]);
const all = new Set(lists.flat());

describe("common words, looked up in the lists' text", () => {
  test("each list can be searched as text: words in code-unit order, none with a comma, quote or escape", () => {
    for (const [i, words] of lists.entries()) {
      expect(COMMON_WORD_LISTS[i]).toBe(JSON.stringify(words));
      for (let k = 1; k < words.length; k++) expect(words[k - 1]! < words[k]!).toBe(true);
      expect(words.filter((w) => /[",\\]/.test(w))).toEqual([]);
    }
  });

  test("every word of the lists is found, and what is near one is not", () => {
    const wrong: string[] = [];
    for (const w of all) {
      if (!isCommonWord(w)) wrong.push(w);
      // Before and after it in order, a prefix, another case: found exactly when listed too.
      for (const near of [`${w}a`, `${w}zz`, w.slice(0, -1), w.toUpperCase(), `${w}'`, ` ${w}`]) if (isCommonWord(near) !== all.has(near)) wrong.push(near);
    }
    for (const w of ["", "a", "zzzzz", "OK", "aback", "café", "trump", "carney", "iran", "ok"]) if (isCommonWord(w) !== all.has(w)) wrong.push(w);
    expect(wrong).toEqual([]);
  });

  test("the search finds the first, last and only entries of a list", () => {
    expect(inList('["b","d","f"]', "b")).toBe(true);
    expect(inList('["b","d","f"]', "f")).toBe(true);
    expect(["a", "c", "e", "g", ""].filter((w) => inList('["b","d","f"]', w))).toEqual([]);
    expect(inList('["only"]', "only")).toBe(true);
    expect(inList('["only"]', "on")).toBe(false);
    expect(inList("[]", "x")).toBe(false);
  });
});
