import { expect, test } from "bun:test";
import { judge } from "../rules.ts";
import { pointsAs } from "./directions-for-tests.ts";

/** Written for these tests (thirty-fourth round, from probe-blind33.json and probe-dev453.json … probe-dev485.json, in new words). */
const kinds = (post: string) => judge(post).facts.map((f) => f.kind);

test("a scheduled increase 'hereby CANCELED' is relief on the partner, not the rate raised", () => {
  const post = "Great call with Prime Minister Carney. Canadian goods under USMCA stay at ZERO Tariff, and the planned increase to 35% is hereby CANCELED!";
  expect(kinds(post)).toContain("tariff-cut");
  pointsAs(post, { CAD: "up", EWC: "up", SPY: "up" });
});

test("sanctions on a producer's energy 'phased down' are sanctions lifted: crude down", () => {
  const post = "The peace agreement is SIGNED. Sanctions on Russian Oil and Gas will be phased down as the terms are met. Great for the World!";
  expect(kinds(post)).toContain("sanction-lifted");
  pointsAs(post, { USO: "down", SPY: "up" });
});

test("barrels 'which had been stuck under sanctions' now shipped are supply back: crude down", () => {
  const post =
    "Venezuela will send us 40 million barrels of crude, which had been stuck under sanctions, beginning next week. It will be sold on the market. Cheaper gasoline!";
  expect(kinds(post)).toContain("sanction-lifted");
  pointsAs(post, { USO: "down" });
});

test("a deal in a 'Should…' clause is the condition of a tariff threatened, not a deal made", () => {
  const post = "Should Mexico sign a trade deal with China, every Mexican good coming into our Country will be hit with 50%. Not going to happen!";
  expect(kinds(post)).not.toContain("trade-deal");
  expect(kinds(post)).toContain("tariff-threatened");
  pointsAs(post, { MXN: "down", EWW: "down" });
});

test("goods 'hit with' a rate are a tariff without the word", () => {
  expect(kinds("Starting Monday, all Brazilian products will be hit with 40%.")[0]).toMatch(/^tariff-/);
});

test("a partner that 'accepts a 20% rate' in a deal called done agreed to terms: relief, not a tariff raised", () => {
  const post = "The Deal with Thailand is DONE! Bangkok accepts a 19% rate on its goods, double for anything transshipped, and our farmers sell there at ZERO.";
  expect(kinds(post)).toContain("trade-deal");
  expect(kinds(post)).not.toContain("tariff-raised");
  pointsAs(post, { THD: "up", THB: "up" });
});

test("an ally told it 'must not bomb' a producer's oil is restraint: crude down", () => {
  const post = "Israel must not strike Iran's Oil fields. It would be very bad for Oil Prices, and for the World. I made that very clear to Bibi!";
  expect(kinds(post)).toContain("de-escalation");
  pointsAs(post, { USO: "down" });
});

test("shipping lanes that 'WILL be reopened, whatever it takes' beside new strikes are force, not calm", () => {
  const post =
    "I have ordered our Military to begin heavy Strikes on the Houthis in Yemen, who keep firing on Ships in the Red Sea. The Sea Lanes WILL be reopened, whatever it takes!";
  expect(kinds(post)).not.toContain("de-escalation");
  pointsAs(post, { USO: "up", VIX: "up" });
});
