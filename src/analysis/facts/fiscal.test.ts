import { describe, expect, test } from "bun:test";
import { judge } from "../rules.ts";
import { analyzeWithRules } from "../rules.ts";

const kinds = (content: string) => judge(content).facts.map((f) => f.kind);
const ways = (content: string) =>
  Object.fromEntries(analyzeWithRules({ content, createdAt: Date.UTC(2026, 3, 8, 15) }).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (nineteenth round, from the development probe probe-dev28.json, in new
 * words): the government's funding fought over or settled, and the dollar he wants weaker or
 * stronger, which the readers had no kind for (the rubric: "government shutdown / debt ceiling").
 */
describe("the government's funding and the dollar (facts/fiscal.ts)", () => {
  test.each([
    [
      "a shutdown threatened",
      "Unless the Democrats pass the clean funding bill by Friday, the Government will shut down. Their fault!",
      "funding-standoff",
      { SPY: "down", VIX: "up" },
    ],
    [
      "a shutdown begun",
      "The Radical Left has SHUT DOWN the Government, and federal workers will not be paid.",
      "funding-standoff",
      { SPY: "down", VIX: "up" },
    ],
    [
      "a debt limit refused",
      "We will not raise the Debt Ceiling unless the Democrats agree to cut spending. A default is on them!",
      "funding-standoff",
      { SPY: "down", VIX: "up" },
    ],
    [
      "the government reopened",
      "I have just signed the bill that reopens our Government. Everyone back to work!",
      "funding-resolved",
      { SPY: "up", VIX: "down" },
    ],
    [
      "the debt limit to be scrapped",
      "The Debt Ceiling should be scrapped entirely. It does nothing but scare the markets.",
      "funding-resolved",
      { SPY: "up", VIX: "down" },
    ],
    ["a weaker dollar wanted", "A strong Dollar is killing our exporters. We need a competitive Dollar, and soon!", "weak-dollar", { DXY: "down", GLD: "up" }],
    [
      "a strong dollar wanted",
      "We love a strong Dollar, and it will always remain the reserve currency of the World!",
      "strong-dollar",
      { DXY: "up", GLD: "down" },
    ],
    [
      "a partner blamed for letting its currency fall",
      "China is letting the Yuan drop to flood us with cheap goods. Not acceptable!",
      "weak-dollar",
      { DXY: "down" },
    ],
    ["checks sent to households", "Every family will get a $1,500 Tariff Dividend check this summer. Enjoy!", "rebate-checks", { TLT: "down", XRT: "up" }],
    ["old bonds bought back", "The Treasury will buy back $50 Billion of old Bonds this year. Debt going down!", "fewer-bonds", { TLT: "up" }],
    ["longer bonds sold", "We should be selling 50 year Bonds while rates are where they are.", "more-bonds", { TLT: "down" }],
  ] as const)("%s", (_name, content, kind, want) => {
    expect(kinds(content)).toContain(kind);
    expect(ways(content)).toMatchObject(want);
  });

  test("the government asked to reopen, while it is shut, is no reopening", () => {
    expect(kinds("The Democrats should OPEN THE GOVERNMENT now, and end their dangerous Shutdown.")).not.toContain("funding-resolved");
  });

  test.each([
    ["the border shut down", "We shut down the Southern Border, and illegal crossings are at a record low!"],
    ["a shutdown told by someone else", '"The shutdown will hurt the markets," said the reporter.'],
    ["the dollar named without a wish", "Tariffs have brought in billions of Dollars for our Country."],
    ["the tariffs' money is no tariff", "The Tariff money coming in is paying down our debt!"],
  ])("no fact: %s", (_name, content) => {
    expect(kinds(content).filter((k) => k.startsWith("funding") || k.endsWith("dollar") || k.startsWith("tariff"))).toEqual([]);
  });
});
