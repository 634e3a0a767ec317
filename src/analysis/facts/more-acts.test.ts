import { describe, expect, test } from "bun:test";
import { analyzeWithRules, judge } from "../rules.ts";

const ways = (content: string) =>
  Object.fromEntries(analyzeWithRules({ content, createdAt: Date.UTC(2026, 3, 8, 15) }).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (eighteenth round, from the development probes probe-dev21.json and
 * probe-dev22.json, in new words): a post that treats partners differently carries a tariff fact for
 * each, and each partner's funds and currency follow its own treatment. A sentence that names no
 * partner adds none, and the oil a partner buys is the reason for its own tariff, not another's.
 */
const POSTS: [string, string, Record<string, string>][] = [
  [
    "a rate on one partner, an arrangement extended for another",
    "ALL South African goods will be charged a 30% Tariff, starting September 1st. Separately, I am extending India's current Tariff arrangement for another 60 days while we finish the Deal.",
    { EZA: "down", ZAR: "down", INDA: "up", INR: "up" },
  ],
  [
    "one raised for the oil it buys, another's goods relieved",
    "South Africa keeps buying Iranian Oil, so I am adding a 20% Tariff on South Africa, effective in 14 days. Vietnam, meanwhile, has been very fair, so I am REMOVING the Tariffs on Vietnamese shoes, effective immediately!",
    { EZA: "down", ZAR: "down", USO: "up", VNM: "up" },
  ],
];

/** Two deals in one post, the second with its own rate and purchases (new words, from probe-dev22.json). */
const TWO_DEALS =
  "I have just made a Trade Deal with Thailand. Thailand will pay a 19% Tariff on all goods sent into our Country. Also, I have finalized a deal with the Philippines: they will pay 19% and buy $20 Billion of U.S. Energy and 40 Boeing jets.";

describe("tariffs and deals on several partners in one post", () => {
  test("a second deal's rate is its terms: both partners relieved, the jets bought no demand on their maker, each deal its own money", () => {
    const a = analyzeWithRules({ content: TWO_DEALS, createdAt: Date.UTC(2026, 3, 8, 15) });
    expect(ways(TWO_DEALS)).toMatchObject({ THD: "up", THB: "up", EPHE: "up", PHP: "up" });
    expect(ways(TWO_DEALS).BA).not.toBe("down");
    expect(a.summary).toBe("Trump announces a trade deal with Thailand: a 19% tariff.");
  });

  test("a deal with one partner and a threat to the partner named just before 'their Tariff'", () => {
    const post =
      "We just completed a great Deal with Japan. Japan will pay Reciprocal Tariffs of 15% and invest $550 Billion in America. South Korea, on the other hand, keeps stalling. If they do not sign by August 1st, their Tariff will go to 35%!";
    expect(ways(post)).toMatchObject({ EWJ: "up", EWY: "down", KRW: "down" });
    expect(analyzeWithRules({ content: post, createdAt: Date.UTC(2026, 3, 8, 15) }).summary).toBe(
      "Trump announces a trade deal with Japan: a 15% tariff and $550 billion of investment.",
    );
  });

  test("a second partner that 'will ALSO pay' the rate", () => {
    expect(
      ways(
        "Starting August 1st, we will charge Mexico a Tariff of 30% on all Mexican products. And the European Union will ALSO pay 30%, because of the Trade Deficit.",
      ),
    ).toMatchObject({ EWW: "down", MXN: "down", VGK: "down", EUR: "down", SPY: "down" });
  });

  // Written for these rows (eighteenth round, from the real events probe-dev26.json carries, in new words).
  test.each([
    [
      "a deal shouted done, its rate the terms",
      "KOREA DEAL DONE! It may be the biggest Deal ever. South Korea will pay a 15% Tariff to the United States and invest $350 Billion in America.",
      { EWY: "up", KRW: "up", SPY: "up" },
    ],
    [
      "a rate that 'drops to' 10% for everyone, beside one partner raised",
      "Over 70 Countries did NOT retaliate, so for the next 90 days their Tariff drops to just 10%, effective now. China retaliated, so China's Tariff goes UP to 145%, also effective now.",
      { SPY: "up", VIX: "down", FXI: "down", CNY: "down" },
    ],
    [
      "a rate added on a partner's goods, without the word",
      "If China does not withdraw its retaliation by Friday, we add ANOTHER 40% on Chinese goods starting Monday.",
      { FXI: "down", SPY: "down" },
    ],
  ])("%s", (_, content, want) => {
    expect(ways(content)).toMatchObject(want);
  });

  test("an agreement not ratified is no deal made", () => {
    const kinds = judge(
      "Japan's Parliament has NOT ratified our great Trade Agreement. Because of this, Japan's Tariff goes back to 25% on August 1st.",
    ).facts.map((f) => f.kind);
    expect(kinds).not.toContain("trade-deal");
  });

  test("an oil licence reversed takes its licensee's barrels off the market", () => {
    expect(
      ways("I am hereby REVERSING the concessions that Biden gave to Venezuela, including the Oil License for Chevron, effective April 1st."),
    ).toMatchObject({
      CVX: "down",
      USO: "up",
    });
  });

  test.each(POSTS)("%s", (_, content, expected) => {
    expect(ways(content)).toMatchObject(expected);
  });

  test("a sentence that names no partner adds no tariff fact", () => {
    const facts = judge(
      "Our Auto Industry was hurt by Countries like Japan and Korea. Beginning April 2nd, we will charge a 25% Tariff on all Cars that are not made in the United States. If you build your car here, there is no Tariff!",
    ).facts.filter((f) => f.kind.startsWith("tariff"));
    expect(facts.map((f) => f.kind)).toEqual(["tariff-imposed"]);
  });

  test("the relief's partner is not the one buying oil two sentences before", () => {
    const tariffs = judge(
      "India keeps buying Russian Oil. I am raising the Tariff on India to 50%, effective in 21 days. Brazil has been very fair, so I am REMOVING the Tariffs on Brazilian Coffee, effective immediately!",
    ).facts.filter((f) => f.kind.startsWith("tariff"));
    expect(tariffs.map((f) => [f.kind, f.countries, f.oilFrom ?? null])).toEqual(
      expect.arrayContaining([
        ["tariff-cut", ["Brazil"], null],
        ["tariff-raised", ["India"], "Russia"],
      ]),
    );
  });
});
