import { expect, test } from "bun:test";
import { rateOf } from "../facts/text.ts";
import { T } from "../lexicon/terms.ts";
import { analyzeWithRules, judge } from "../rules.ts";

const analysis = (content: string) => analyzeWithRules({ content, createdAt: Date.UTC(2026, 3, 8, 15) });
const ways = (content: string) => Object.fromEntries(analysis(content).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (twenty-fifth round, from the development probe probe-dev75.json, in new
 * words): a tariff told without the word. A headline of rates ("MEXICO: 30%."), a rate charged or
 * paid ("will be charged TWO HUNDRED PERCENT"), the duty, levy or charge on a partner, a rate that
 * is no longer charged or brought down, and an arrow from the old rate to the new.
 */
test.each([
  ["a headline of a rate on a partner", "MEXICO: 30%. SEPTEMBER 1. THE CARTELS MUST STOP!", "High", { MXN: "down", EWW: "down" }],
  ["a list of partners with their rates", "VIETNAM - 46%. THAILAND - 36%. Effective next Wednesday. They took advantage for years!", "High", { VNM: "down" }],
  ["a rate written out in a headline", "COLOMBIA: TWENTY-FIVE PERCENT. Take back your criminals!", "High", {}],
  ["goods in a headline, with the rate raised by an arrow", "ALUMINUM: 10% -> 25%. Monday, March 3rd. Build it in America!", "High", { AA: "up" }],
  ["a partner's goods in a headline brought to zero", "Japan Steel: to ZERO, as agreed with the Prime Minister. A great friend!", "High", { NUE: "down" }],
  [
    "goods charged a rate written out",
    "Foreign Furniture coming into our Country will be charged approximately FIFTY PERCENT. Make it in North Carolina!",
    "High",
    {},
  ],
  [
    "the duty on a partner raised",
    "Because of their terrible conduct on the ad, I am raising the duty on Canada by 15%, effective today.",
    "High",
    { CAD: "down" },
  ],
  ["an extra rate no longer charged", "Mexican Tomatoes will no longer be charged the extra 17%. Effective immediately.", "High", { MXN: "up" }],
  ["a rate charged against the one it replaces", "Fertilizer from Canada will be charged only 15%, not 35%, starting Monday.", "High", { CAD: "up" }],
  ["a partner's rate brought down in words", "Vietnam goes DOWN TO 20%. A wonderful Deal for both Countries!", "High", { VNM: "up" }],
] as const)("%s", (_, post, impact, expected) => {
  const a = analysis(post);
  expect(a.impact).toBe(impact);
  expect(judge(post).acts).toContain("tariff");
  expect(ways(post)).toMatchObject(expected);
});

test.each([
  ["the rate of a headline is the new one", "ALUMINUM: 10% -> 25%. Monday, March 3rd.", "tariff-raised", "25%", "aluminum"],
  ["a headline's goods are read from its subject", "LUMBER — FORTY PERCENT, beginning October 14th.", "tariff-imposed", "40%", "lumber"],
  ["a rate taken to zero by an arrow leaves no rate", "UNITED KINGDOM STEEL: 25% -> ZERO. Effective immediately.", "tariff-cut", null, "steel"],
] as const)("%s", (_, post, kind, size, goods) => {
  const fact = judge(post).facts.find((f) => f.action === "tariff")!;
  expect(fact.kind).toBe(kind);
  expect(fact.size ?? null).toBe(size);
  // (Facts keep the post's capitals; the wording says them plainly.)
  expect(fact.goods?.toLowerCase() ?? null).toBe(goods);
});

/** Percentages a headline gives that are no tariff: polls, growth, the market, a state that shares a partner's name. */
test.each([
  "GDP: 3.8%. Best in years!",
  "POLLS: Trump 52%, Newsom 41%. Great numbers!",
  "UNEMPLOYMENT: 4.1%. The lowest in decades!",
  "Pennsylvania: 55%. Thank you, PA!",
  "The Dow is up 3% today, the Nasdaq 4%.",
  "Mexico will pay 15% more for its gas this winter, they say.",
  "The Swiss National Bank cut its rate to zero.",
])("no tariff in %p", (post) => {
  expect(T.tariff.test(post)).toBe(false);
});

/** A rate in words is read whole: "TWO HUNDRED PERCENT" is 200%, never the hundred it ends with. */
test.each([
  ["TWO HUNDRED PERCENT", "200%"],
  ["a hundred percent", "100%"],
  ["FORTY-FIVE PERCENT", "45%"],
  ["thirty nine percent", "39%"],
  ["fifteen percent", "15%"],
  ["no rate at all", null],
] as const)("rateOf(%p) is %p", (text, rate) => {
  expect(rateOf(text)).toBe(rate);
});
