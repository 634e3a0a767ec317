import { describe, expect, test } from "bun:test";
import { analyzeWithRules, judge } from "../rules.ts";

const at = Date.UTC(2026, 3, 8, 15);
const actions = (content: string) => judge(content).facts.flatMap((f) => (f.action ? [`${f.kind}:${f.action}`] : []));

/**
 * Written for these tests (eighteenth round, from the development probe probe-dev24.json, the border
 * of High, in new words): what looks concrete and is not new. A tariff in force shown working, a deal
 * dated weeks or months back, a tariff wished for "someday": none is an act of today (rubric:
 * repeating an announced policy is Low; a threat without a decision is Medium).
 */
const NOT_NEW: [string, string][] = [
  ["a tariff in force shown working", "Our 10% Tariffs on Vietnam are working beautifully! Billions of Dollars are pouring into our Treasury."],
  [
    "a company's deal announced weeks ago",
    "The deal with Merck, which we announced at the White House three weeks ago, is already saving Americans a fortune, and Merck is investing $40 Billion in America.",
  ],
  [
    "a trade deal signed months ago, its terms told again",
    "People forget how good the Korea Deal is. Signed in July, more than three months ago: South Korea pays 15% and invests $350 Billion in America. The best Trade Deal ever!",
  ],
  ["a tariff wished for someday", "I'd love to put a 150% Tariff on foreign made Furniture — maybe someday we will!"],
];

describe("old news and wishes are no act", () => {
  test.each(NOT_NEW)("%s", (_, content) => {
    expect(actions(content).filter((a) => !a.startsWith("official-act"))).toEqual([]);
    expect(analyzeWithRules({ content, createdAt: at }).impact).not.toBe("High");
  });

  test("the wish names its goods, not the word before them", () => {
    const f = judge("I'd love to put a 150% Tariff on foreign made Furniture — maybe someday we will!").facts[0];
    expect([f?.kind, f?.goods]).toEqual(["tariff-threatened", "furniture"]);
  });

  test("a deal signed today after talks dated weeks back is new", () => {
    expect(
      actions("Two weeks ago we began talks with South Korea. Today we signed the Deal: South Korea pays 15% and invests $350 Billion in America."),
    ).toContain("trade-deal:trade-deal");
  });
});
