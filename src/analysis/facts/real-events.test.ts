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
  ])("%s", (_, content, want) => {
    expect(ways(content)).toMatchObject(want);
  });
});
