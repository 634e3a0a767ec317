import { expect, test } from "bun:test";
import { anyWay, anyWords } from "./ways.ts";

test("a table of ways is the one pattern it replaces: inside one pair of word boundaries, or joined as it is", () => {
  const ways = [/cease[- ]?fire/, /peace (deal|treaty)/];
  expect(anyWords(ways).source).toBe(String.raw`\b(cease[- ]?fire|peace (deal|treaty))\b`);
  expect(anyWords(ways).flags).toBe("i");
  expect(anyWords(ways).test("A CEASEFIRE now")).toBe(true);
  // Whole words only: "peace dealer" is no peace deal.
  expect(anyWords(ways).test("the peace dealer")).toBe(false);
  expect(anyWay([/\bno tariffs? on\b/, /^\W*pause\b/]).source).toBe(String.raw`\bno tariffs? on\b|^\W*pause\b`);
  expect(anyWay([/a/], "g").flags).toBe("g");
});
