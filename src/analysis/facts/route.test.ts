import { describe, expect, test } from "bun:test";
import { analysisOf, judge } from "../rules.ts";

/** Tuesday 2026-04-07 15:00 UTC: New York's cash market open. */
const OPEN = Date.UTC(2026, 3, 7, 15);
const ways = (content: string) => Object.fromEntries(analysisOf(judge(content), OPEN).instruments.map((i) => [i.symbol, i.direction]));

// Written for these tests: the state of an oil route, whoever keeps it. Barrels let through (a strait
// reopened, a blockade lifted, no toll, loaded ships moving) are supply back: crude and producers down,
// airlines and the broad market up. Barrels held back or charged are the opposite.
describe("the state of an oil route", () => {
  test.each([
    [
      "open, a blockade on one port kept",
      "The Strait of Hormuz is now completely open for full passage, but the blockade of Iran's ports will remain in force.",
    ],
    ["a blockade removed", "I have authorized the immediate removal of the Naval Blockade of Iran. Ships of the World, start your engines!"],
    [
      "a blockade to be lifted",
      "Iran has agreed to our terms. Ships caught in the Strait by our Naval Blockade, which will now be lifted, may start heading home.",
    ],
    ["opened toll-free", "The Strait of Hormuz must be immediately open, no tolls, for unrestricted shipping in both directions."],
    ["loaded ships moving out", "Tankers are starting to move out of the Strait of Hormuz, many loaded up with Oil."],
  ])("supply back: %s (the importers of Gulf oil gain too)", (_, content) => {
    expect(ways(content)).toMatchObject({ USO: "down", JETS: "up", SPY: "up", EWJ: "up", INDA: "up" });
  });

  test.each([
    [
      "kept open, a blockade reinstated and a charge on cargo",
      "The Strait of Hormuz is OPEN, and will remain OPEN. We are reinstating the blockade of Iran's ships, and will be reimbursed at the rate of 20% on all cargo shipped through the Strait.",
    ],
    ["a toll on every tanker", "Iran will now charge a toll of 10% on every tanker passing through the Strait of Hormuz."],
  ])("supply off: %s (the importers of Gulf oil pay)", (_, content) => {
    expect(ways(content)).toMatchObject({ USO: "up", JETS: "down", SPY: "down", EWJ: "down", INDA: "down" });
  });

  test.each([
    ["a blockade not ended", "We will not end the blockade of Iran until the deal is signed."],
    ["a strait never open to a producer", "The Strait of Hormuz will never be open to Iran's ships."],
  ])("relief denied is no supply back: %s", (_, content) => {
    expect(ways(content).USO).not.toBe("down");
  });

  test("a condition on the talks beside the route's news is no threat to the route: the route's own sentence says what happens there", () => {
    const content =
      "Iran has informed the U.S. that there are no tolls on ships traveling the Strait of Hormuz. If this is false information, negotiations would end, immediately!";
    const route = judge(content).facts.find((f) => f.action === "oil-route");
    expect(route?.kind).toBe("supply-up");
    expect(ways(content)).toMatchObject({ USO: "down", JETS: "up", SPY: "up" });
  });

  test("a blockade kept ready, not taken, is no barrels held back", () => {
    const w = ways(
      "I have agreed to allow the Hormuz Strait to remain OPEN, with no further Naval Blockade. All ships are remaining in place should it be necessary to reinstitute the Blockade.",
    );
    expect(w).toMatchObject({ USO: "down", SPY: "up" });
  });
});

// Written for these tests: a war with an oil producer ended or paused (a deal done or set to be
// signed, strikes called off, sanctions relief talked) against one resumed (a ceasefire declared
// over, new strikes).
describe("a war with an oil producer ended, paused or resumed", () => {
  test.each([
    ["strikes cancelled", "I have cancelled the scheduled strikes and bombings against Iran this evening, as the talks are going well."],
    ["a deal complete", "The Deal with the Islamic Republic of Iran is now complete. Congratulations to all!"],
    ["a deal to be signed", "The Deal with Iran is scheduled to get signed tomorrow. We look forward to working with Iran long into the future."],
    ["sanctions relief talked", "We are, and will be, talking Tariff and Sanctions relief with Iran. Many of the points have been agreed to."],
    [
      "sanctions money released",
      "The Money and/or Sanctions that the U.S. Treasury is releasing goes into escrow, for the purchase of food from the United States by Iran.",
    ],
  ])("ended or paused: %s (calm, or sanctions lifted; crude down wherever named)", (_, content) => {
    const kinds = judge(content).facts.map((f) => f.kind);
    expect(kinds.some((k) => ["ceasefire", "de-escalation", "sanction-lifted"].includes(k))).toBe(true);
    expect(kinds.filter((k) => k === "escalation" || k === "sanction")).toEqual([]);
    const w = ways(content);
    if (w.USO) expect(w.USO).toBe("down");
    if (w.SPY) expect(w.SPY).toBe("up");
  });

  test.each([
    ["a ceasefire declared over", "Iran asked us to continue talks. We agreed, but we told them in no uncertain terms that the Cease Fire is OVER!"],
    ["strikes tonight", "The United States will be hitting Iran, whose Navy is gone, VERY HARD TONIGHT."],
  ])("resumed: %s (crude up, market down, gold the haven up)", (_, content) => {
    expect(ways(content)).toMatchObject({ USO: "up", SPY: "down", GLD: "up" });
  });

  test("arms named as things a producer may have are no act of war: the strait's opening settles crude", () => {
    const content = "Iran must agree that they will never have a Nuclear Weapon or Bomb. The Strait must be immediately open to all.";
    expect(judge(content).facts.map((f) => f.kind)).not.toContain("escalation");
    expect(ways(content)).toMatchObject({ USO: "down", SPY: "up" });
  });

  test('a sentence that opens on "They" goes on about the producer the one before it named', () => {
    const content =
      'The Iranian negotiators are very "strange." They have been militarily obliterated, and they better get serious soon, before it is too late!';
    expect(judge(content).facts.map((f) => f.kind)).toContain("escalation");
  });

  test("tariffs hitting a partner are no strike", () => {
    expect(judge("Our tariffs are hitting China very hard, and Russia knows it.").facts.map((f) => f.kind)).not.toContain("escalation");
  });
});

// Written for these tests: a partner's money spent on U.S. crops is a new buyer for each crop named,
// in the purchase's sentence or the one beside it.
describe("purchases of U.S. crops", () => {
  test.each([
    [
      "named in the sentence",
      "Iran's released money will be used for the purchase of food, exclusively from the United States, including Corn, Wheat, and Soybeans from our great Farmers.",
    ],
    [
      "named beside it",
      "We will release some of their money to our Farmers for the purchase of Corn, Wheat, Soybeans, and more. Food is needed in Iran, and we will be purchasing it for them exclusively from the United States.",
    ],
  ])("grain up: %s", (_, content) => {
    expect(ways(content)).toMatchObject({ CORN: "up", WEAT: "up", SOYB: "up" });
  });
});
