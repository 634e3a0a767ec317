import { expect, test } from "bun:test";
import { judge } from "../rules.ts";
import { analysis, kinds, pointsAs, readsAs } from "./directions-for-tests.ts";

/**
 * Written for these tests (forty-ninth round, in new words), from the tune direction cases the alerts named nothing for:
 * our forces' next strike threatened with no time set, a producer's nuclear concession, and an industry named as a group.
 */
test.each([
  ["our forces' next strike, on a condition", "Venezuela must free the Americans it holds by Friday. If they don't, we'll hit Venezuela very hard again!"],
  [
    "our forces' next strike, as a repeat of the last one",
    "The United States will strike Iran harder than ever, again, just like we did in June, if the attacks on our bases go on!",
  ],
])("%s is a threat of force on the producer: crude up, risk-off (%s)", (_why, content) =>
  readsAs(content, "escalation", { USO: "up", SPY: "down", VIX: "up" }),
);

test.each([
  ["'will suffer the consequences'", "Every missile the Houthis fire will be looked upon as fired by Iran, and Iran will suffer the consequences!"],
  ["'would be making a very big mistake'", "Venezuela would be making a very big mistake if it touched the ships of our Navy. Nobody wants that!"],
])("a warning to a producer in other words (%s) is a threat: crude up", (_why, content) => pointsAs(content, { USO: "up" }));

test("a politician 'making a BIG MISTAKE' is no warning to a country", () => {
  expect(kinds("Senator Smith, who loves China made windmills, is making a BIG MISTAKE for America!")).not.toContain("escalation");
});

test("a release from the oil reserve refused is no more oil", () => {
  expect(kinds("I will NOT be releasing oil from the Strategic Petroleum Reserve. Sleepy Joe drained it for politics!")).not.toContain("supply-up");
});

test("a deal 'struck' is no strike", () => {
  expect(kinds("We will strike a great Trade Deal with Venezuela, and their Oil will flow to our Refineries!")).not.toContain("escalation");
});

test.each([
  ["never to have the weapon", "Great news: Iran has agreed to never build a Nuclear Bomb, and the talks continue next week!"],
  ["inspections", "After long talks, Iran has agreed to allow full international inspections of every site."],
])("a producer's nuclear concession (%s) is calm: crude down", (_why, content) => readsAs(content, "de-escalation", { USO: "down", SPY: "up" }));

test.each([
  [
    "a probe into an industry named as a group reaches its largest listed members",
    "I am asking the Department of Justice to investigate the Meat Packers, who are gouging American families on the price of Beef!",
    { TSN: "down", JBS: "down" },
  ],
  [
    "prices kept while costs fell, and an agency set on 'this' in the next sentence, is his act against the group",
    "The big Oil Companies are not lowering their prices at the pump, even though Crude is down 30%. I have directed the Department of Justice to immediately look into this!",
    { XOM: "down", CVX: "down" },
  ],
  [
    "a demand on the gasoline retailers reaches the listed ones",
    "Crude is at $60 a Barrel. The Gasoline Retailers must cut their Prices at the pump, NOW!",
    { MUSA: "down", CASY: "down" },
  ],
  [
    "the grocery chains told to cut their prices as one did",
    "Thank you to Walmart for cutting prices on 500 items! The other Grocery Chains must now do the same, immediately.",
    { KR: "down", ACI: "down" },
  ],
  [
    "a demand after praise is no encouragement when an inquiry backs it",
    "Great meeting today with the heads of our big Oil Refiners. They must bring their prices down, and we are investigating whether they are colluding!",
    { VLO: "down", MPC: "down" },
  ],
  [
    "the refiners attacked for their profits",
    "The Refiners are greedy, making record profits while Americans pay $4 a gallon!",
    { VLO: "down", MPC: "down", PSX: "down" },
  ],
])("%s", (_why, content, expected) => pointsAs(content, expected));

test("a demand on an industry as a group is aimed at no one company: a signal, not the rubric's High act", () => {
  expect(judge("Crude is at $60 a Barrel. The Gasoline Retailers must cut their Prices at the pump, NOW!").acts).not.toContain("company-demand");
  expect(judge("The Meat Packers are gouging families. I have asked the DOJ to investigate them, effective immediately.").acts).toContain("company-demand");
});

test.each([
  [
    "the defense contractors, money misspent on buybacks while late",
    "The Defense Contractors are spending way too much on Buybacks, and are late in delivering our Ships. It will change!",
    { LMT: "down", RTX: "down" },
  ],
  [
    "the defense companies told to build faster, with action threatened",
    "Our Defense Companies must build faster, and stop wasting money. If things don't change, I will take action!",
    { LMT: "down", NOC: "down" },
  ],
  ["the airlines' fees called ridiculous", "The Airlines are charging ridiculous Fees for a carry-on Bag!", { DAL: "down", JETS: "down" }],
  ["the airlines told to cut fares", "Jet Fuel is way down. The Airlines must cut their Fares, NOW!", { DAL: "down", JETS: "down" }],
  ["the credit card companies attacked", "The Credit Card Companies are ripping off Americans with 30% Interest. A disgrace!", { COF: "down", SYF: "down" }],
  ["the health insurers attacked", "The Health Insurance Companies are getting rich on Obamacare money. They are greedy!", { UNH: "down", ELV: "down" }],
  ["our automakers praised", "Our great Automakers are building new Plants all over Michigan. Record investment!", { GM: "up", F: "up" }],
  [
    "the fertilizer companies attacked",
    "The big Fertilizer Companies are ripping off our Farmers. Potash prices are way too high!",
    { MOS: "down", CF: "down" },
  ],
  ["the social media platforms attacked", "The Social Media Platforms are censoring Conservatives. A disgrace!", { META: "down", GOOGL: "down" }],
])("an industry named as a group: %s", (_why, content, expected) => pointsAs(content, expected));

test("an industry's words that name no group, or an end to what was complained of, move none of its members", () => {
  pointsAs("84 years ago, the banks of the Potomac were filled with workers building the Pentagon.", { JPM: undefined });
  pointsAs("Tesla, one of the world's great automakers, is being boycotted by the Radical Left!", { GM: undefined });
  expect(kinds("Under my Order signed today, the Regulators will end Debanking at the Big Banks.")).not.toContain("company-attack");
});

test("an industry named as a group is a description: the note writes it plainly", () => {
  expect(analysis("The big Oil Companies are not lowering their prices at the pump. I have asked the DOJ to look into this.").summary).toContain(
    "the big oil companies",
  );
});
