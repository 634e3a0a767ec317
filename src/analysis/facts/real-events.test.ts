import { describe, expect, test } from "bun:test";
import { analyzeWithRules } from "../rules.ts";

const at = Date.UTC(2026, 3, 8, 15);
const ways = (content: string) => Object.fromEntries(analyzeWithRules({ content, createdAt: at }).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (eighteenth round): the shapes of real events of 2025-26 that the
 * development probe probe-dev26.json carries, in new words. A Fed chair announced as "my choice",
 * action "taking" effect now on homes bought by large investors, and goods that "pay" a rate in the
 * present tense, counted by the ton.
 */
describe("real events' shapes, told anew", () => {
  test("a Fed chair announced as 'my choice' is named: High, its direction the nominee's stance", () => {
    const a = analyzeWithRules({
      content: "I am thrilled to announce my choice for Chairman of the Federal Reserve: JOHN SMITH. He will be great!",
      createdAt: at,
    });
    expect(a.impact).toBe("High");
    // A naming, not a removal: the nominee's stance, which the post does not give, settles the way.
    expect(a.instruments.find((i) => i.symbol === "SHY")?.direction).toBe("unclear");
  });

  test.each([
    [
      "large investors stopped from buying homes, 'starting now'",
      "I am taking action, starting now, to STOP Wall Street firms from buying any more single-family homes.",
      { INVH: "down", AMH: "down" },
    ],
    [
      "goods that 'pay' a rate, counted by the ton",
      "As of today, every ton of Steel coming into the United States, from ANY Country, pays a 50% Tariff. NO EXEMPTIONS!",
      { NUE: "up", STLD: "up", MT: "down" },
    ],
    [
      "a buy call told as 'a moment to buy'",
      "Everybody stay calm! This is a FANTASTIC MOMENT TO BUY - the smart money is getting in now!!!",
      { SPY: "up", VIX: "down" },
    ],
    [
      "a partner's leader reassured about: talks, the broad market up",
      "Everybody calm down on China! It will all be fine. President Xi and I get along, and we can work this out!",
      { SPY: "up", FXI: "up" },
    ],
    [
      "a deal whose rate on transshipped goods names where they come from",
      "Just made a Trade Deal with Vietnam. Vietnam will pay a 20% Tariff on goods sent into our Country, and 40% on any Transshipping, mostly from China.",
      { VNM: "up", NKE: "up" },
    ],
    [
      "a department's act 'at my direction' on offshore wind",
      "Today the Department of the Interior, at my direction, has HALTED construction on all large offshore Wind projects.",
      { DNNGY: "down" },
    ],
    ["a warning against a partner's retaliation", "IF CANADA RETALIATES AGAINST OUR FARMERS, WE WILL RESPOND VERY STRONGLY!", { EWC: "down", CAD: "down" }],
  ])("%s", (_, content, want) => {
    expect(ways(content)).toMatchObject(want);
  });
});

test("'our great American Companies' is told as the American companies", () => {
  expect(
    analyzeWithRules({ content: "IF THE EUROPEAN UNION RETALIATES AGAINST OUR GREAT AMERICAN COMPANIES, WE WILL RESPOND VERY STRONGLY!", createdAt: at })
      .summary,
  ).toContain("against the great American companies");
});
