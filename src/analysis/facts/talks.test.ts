import { describe, expect, test } from "bun:test";
import { analysisOf, judge } from "../rules.ts";

/** Tuesday 2026-04-07 15:00 UTC: New York's cash market open. */
const OPEN = Date.UTC(2026, 3, 7, 15);
const ways = (content: string) => Object.fromEntries(analysisOf({ ...judge(content), impact: "Medium" }, OPEN).instruments.map((i) => [i.symbol, i.direction]));

// Written for these tests: talks with everyone point the broad market like relief for everyone, and
// talks refused with a producer keep its barrels off, however soon the next step is.
describe("talks with everyone, and talks refused", () => {
  test.each([
    [
      "many countries asking to negotiate",
      "“More than 60 countries have reached out to the President to begin a negotiation…”",
      { SPY: "up", QQQ: "up", VIX: "down" },
    ],
    ["dozens of nations at the table", "Dozens of Nations are lining up to make deals with the United States. Great!", { SPY: "up", VIX: "down" }],
    [
      "a call with a producer said to have been productive",
      "I have just concluded my telephone conversation with President Putin, of Russia, and it was a very productive one.",
      { USO: "down" },
    ],
    [
      "a producer's plan reviewed soon but not acceptable",
      "I will soon be reviewing the plan that Iran has just sent to us, but can’t imagine that it would be acceptable.",
      { USO: "up" },
    ],
  ])("%s", (_, content, want) => {
    expect(ways(content)).toMatchObject(want);
  });

  test.each([
    ["two countries' talks", "I look forward to those negotiations with President Sheinbaum, to achieve a deal between our two Countries."],
    [
      "a pause for everyone beside them, which says more",
      "More than 75 Countries have called to negotiate, and I have authorized a 90 day PAUSE on their Tariffs.",
    ],
  ])("not talks with everyone: %s", (_, content) => {
    const sig = judge(content);
    expect(sig.facts.filter((f) => f.kind === "trade-talks" && f.global)).toEqual([]);
  });

  test("a deal said to be coming soon is not talks refused", () => {
    const kinds = judge("Iran's plan is not acceptable yet, but a deal will come soon.").facts.map((f) => f.stance ?? f.kind);
    expect(kinds).not.toContain("refused");
  });

  test.each([
    ["a deal made", "We have just signed a Trade Deal with China, whereby they will purchase $50 Billion of our Farm Product.", "up"],
    [
      "a deal not kept",
      "Sleepy Joe didn’t enforce our Agreement with China, where they were going to purchase Billions of Dollars of our Farm Product.",
      "down",
    ],
    ["a deal broken", "China has violated the Trade Agreement they made with us, where they were going to purchase our Farm Product.", "down"],
    [
      "a deal told, then said to be broken",
      "I made a FAST DEAL with China, where they will purchase Billions of Dollars of our Farm Product. The bad news is that China has TOTALLY VIOLATED ITS AGREEMENT WITH US.",
      "down",
    ],
  ])("%s: the partner %s (relief only when the deal stands; a breach is a hard line)", (_, content, way) => {
    expect(ways(content).FXI as string).toBe(way);
  });

  test.each([
    ["not required to pay tariffs", "I have agreed that Mexico will not be required to pay Tariffs on anything that falls under the USMCA Agreement."],
    ["exempted from the tariffs", "Goods that fall under the USMCA Agreement are exempted from the Tariffs on Mexico until April 2nd."],
  ])("an exemption is relief, not a threat: %s", (_, content) => {
    expect(ways(content)).toMatchObject({ EWW: "up", MXN: "up" });
  });

  test.each([
    [
      "talks that name no one go on about the partner just named",
      "Everybody relax about Japan. Their leader is a good man. We'll work it out!",
      { EWJ: "up", SPY: "up" },
    ],
  ])("%s", (_, content, want) => {
    expect(ways(content)).toMatchObject(want);
  });

  test.each([
    ["a deal referred to as made before", "Japan is buying our Rice, as they agreed to in our great Trade Deal. Promises kept!"],
    ["a deal said to be working", "The Korea Trade Deal is working beautifully. Money is pouring in!"],
  ])("no new deal: %s", (_, content) => {
    expect(judge(content).facts.map((f) => f.kind)).not.toContain("trade-deal");
  });

  test("talks that name no one, after two partners, are not given to either", () => {
    // (The grievance before them is a hard line with both, which may point the market down; the talks point it nowhere.)
    expect(ways("Japan and Korea have treated us badly. We'll work it out!").SPY).not.toBe("up");
  });

  test("peace talks denied are not calm with the producer", () => {
    const w = ways("I have not reached out to Iran for “Peace Talks” in any way, shape, or form. This is just more FAKE NEWS!");
    expect(w.USO).not.toBe("down");
  });
});

// Written for these tests (eighteenth round, from probe-dev22.json's shapes in new words): talks said to
// go well, or back on track, with one partner; and a tariff on goods to be announced very shortly.
describe("talks going well, and a tariff about to be announced", () => {
  test.each([
    ["talks going very well", "Trade negotiations with Vietnam are going very well. They want to make a deal!", { VNM: "up" }],
    ["a partner back at the table", "Canada has come back to the table, and talks are on track again.", { EWC: "up", CAD: "up" }],
    ["a tariff on goods 'very shortly' announced", "We will very shortly be announcing a major Tariff on Pharmaceuticals.", { NVO: "down" }],
  ])("%s", (_, content, want) => {
    expect(ways(content)).toMatchObject(want);
  });
});
