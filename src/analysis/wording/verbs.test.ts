import { describe, expect, test } from "bun:test";
import { analysisOf, judge } from "../rules.ts";

const summary = (content: string) => analysisOf(judge(content)).summary;

/** What Trump does with a tariff, as the summary says it: an extension is no new tariff, a rate floated is not set. */
const CASES: [string, string, RegExp][] = [
  [
    "a deadline extended",
    "The Commission asked for an extension on the July 1st deadline on the 40% Tariff on the European Union. I agreed to the extension.",
    /^(?!Trump sets).*exten/i,
  ],
  ["a rate floated", "A 60% Tariff on China seems right!", /^Trump floats a 60% tariff on China\.$/],
  ["a rate that takes 'an'", "An 80% Tariff on China would be fair!", /^Trump floats an 80% tariff on China\.$/],
  ["a rate set", "Effective immediately, an 18% Tariff will be charged on all goods from Peru.", /\ban 18% tariff\b/],
];

describe("the verb and the article of a tariff summary", () => {
  test.each(CASES)("%s", (_kind, content, want) => {
    expect(summary(content)).toMatch(want);
  });
});
