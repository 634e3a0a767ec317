import { expect, test } from "bun:test";
import { analyzeWithRules } from "../rules.ts";

const analysis = (content: string) => analyzeWithRules({ content, createdAt: Date.UTC(2025, 8, 10, 15) });
const ways = (content: string) => Object.fromEntries(analysis(content).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (twenty-eighth round, from the development probes probe-dev109.json to
 * probe-dev113.json, in new words): orders on health insurers, the Entity List, a company taken public by his decision, the government buying bitcoin, and short
 * headlines ("TARIFFS PAUSED", "TARIFFS!!! 50% ON…", "EXPORT BAN EFFECTIVE NOW").
 */
test.each([
  [
    "an order holding Medicare Advantage payments flat is a cut in the health insurers' income",
    "I have directed CMS to keep Medicare Advantage payment rates FLAT next year. The Insurance Companies have made a fortune!",
    { UNH: "down", HUM: "down" },
  ],
  [
    "a headline's tariffs and verdict with no verb between are relief ('TARIFFS PAUSED FOR 60 DAYS')",
    "CHINA: TARIFFS PAUSED FOR 60 DAYS. WE ARE TALKING!",
    { FXI: "up", CNY: "up" },
  ],
  ["'MEXICO TARIFFS REMOVED.' is relief for Mexico", "MEXICO TARIFFS REMOVED. THANK YOU!", { EWW: "up", MXN: "up" }],
  [
    "chips barred in a headline before a bare 'EXPORT BAN' sentence: the chipmaker named is its target",
    "NO MORE AMD AI CHIPS TO CHINA. EXPORT BAN EFFECTIVE NOW!",
    { AMD: "down", SMH: "down" },
  ],
  [
    "'we just hit' a producer's oil export terminal is a strike on oil: crude up",
    "We just hit Venezuela's main oil export terminal. Very successful!",
    { USO: "up" },
  ],
] as const)("%s", (_, post, expected) => {
  expect(ways(post)).toMatchObject(expected);
});

test.each([
  ["a one-word headline before a rate is the rate's label: a rate and a start, High", "TARIFFS!!! 50% ON ALL ALUMINUM FROM INDIA, STARTING MONDAY!", "High"],
  [
    "companies added to the Entity List today are sanctions imposed",
    "The Commerce Department is today adding 90 Chinese AI companies to the Entity List. No more help from us!",
    "High",
  ],
  [
    "a company taken public by his decision, with a date, is his act, not the company's news",
    "I have decided that the United States will take Freddie Mac public in the second week of January. A great IPO!",
    "High",
  ],
  [
    "the Treasury buying bitcoin from a date set is an act",
    "Starting next Tuesday, the United States Treasury will begin purchasing Bitcoin for the Strategic Reserve, up to 100,000 Bitcoin. Crypto Capital of the Planet!",
    "High",
  ],
  [
    "'should be careful' is a warning to the company (Medium), not a demand",
    "Microsoft should be careful. Some very bad things are happening there. Not good!",
    "Medium",
  ],
] as const)("%s", (_, post, level) => {
  expect(analysis(post).impact).toBe(level);
});

/** Twenty-ninth round (from the development probe probe-dev144.json, short posts, in new words): a rate put first, then its partner. */
test("'45% on Vietnam, effective October 1.' is a tariff on Vietnam, however short", () => {
  const a = analysis("45% on Vietnam, effective October 1. They know why!");
  expect(a.impact).toBe("High");
  expect(Object.fromEntries(a.instruments.map((i) => [i.symbol, i.direction])).VNM).toBe("down");
});

test("a rate after a colon restates an agreement's terms, no new tariff", () => {
  expect(analysis("Thank you to Japan for honoring our Agreement: 15% on Cars, just as we agreed. Good!").impact).not.toBe("High");
});
