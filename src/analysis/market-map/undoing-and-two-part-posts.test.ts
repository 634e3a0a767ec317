import { expect, test } from "bun:test";
import { judge } from "../rules.ts";
import { pointsAs, ways } from "./directions-for-tests.ts";

/** Written for these tests (thirty-first round, from probe-dev303.json … probe-dev305.json, in new words). */
test.each([
  [
    "a reason put first ('Based on this, ') does not swallow a pause whose subject is the tariffs",
    "Canada has agreed to more Border Agents. Based on this, the Fentanyl Tariffs on Canada are PAUSED for 60 days, effective immediately.",
    { CAD: "up", EWC: "up" },
  ],
  [
    "tariffs that 'are therefore TERMINATED' are relief",
    "Italy dropped its Digital Tax. The Section 301 Tariffs on Italy are therefore TERMINATED as of today!",
    { EWI: "up" },
  ],
  [
    "companies that 'should NOT pay' foreign fines are defended",
    "Google and Meta should NOT pay these ridiculous European Fines. We will stand behind them!",
    { GOOGL: "up", META: "up" },
  ],
])("%s", (_, post, expected) => pointsAs(post, expected));

test.each([
  [
    "a pact he 'will NOT extend', called 'a terrible deal', is no deal made",
    "The United States will NOT extend the USMCA with Canada. It has been a terrible deal for our Workers!",
    "CAD",
    "up",
  ],
  [
    "a partner that 'wants to put' tariffs on a third is its plan, not ours on it",
    "Mexico wants to put 50% tariffs on Chinese Cars. Smart move!",
    "MXN",
    "down",
  ],
] as const)("%s", (_, post, symbol, not) => expect(ways(post)[symbol]).not.toBe(not));

/** Written for these tests (thirty-first round, from probe-dev306.json … probe-dev308.json, in new words): verbs of undoing. */
test.each([
  [
    "a tariff 'withdrawn' is relief, for the member the bloc's tariff named",
    "I am withdrawing the 10% BRICS Tariff on South Africa. Well done!",
    { EZA: "up", EWZ: undefined },
  ],
  [
    "a tariff increase 'reversed' is relief",
    "We are reversing the Tariff increase on Mexico, effective immediately, as Mexico has agreed to our terms.",
    { MXN: "up" },
  ],
  [
    "a partner that 'has reversed its ban' on rare earths lets them flow",
    "China has reversed its ban on Rare Earth exports to America. Great!",
    { MP: "down" },
  ],
  ["a threat of tariffs 'withdrawn' is relief", "I have withdrawn the 30% Tariff threat on Japan. Talks will resume!", { EWJ: "up" }],
])("%s", (_, post, expected) => pointsAs(post, expected));

test.each([
  [
    "tariffs he 'will NOT be rescinding' are no relief",
    "I will NOT be rescinding the Tariffs on Indian goods. India must open its Markets first!",
    "INDA",
    "up",
  ],
  ["a talk 'about Tariffs' ahead is no tariff set", "I will be speaking with President Sheinbaum on Friday about Tariffs and Trade.", "MXN", "down"],
  [
    "a vote 'to reopen the Government' cancelled is no reopening",
    "The Democrats canceled the vote to reopen the Government. The Shutdown continues!",
    "SPY",
    "up",
  ],
  ["an exemption from a tariff ended is no relief", "We are ending the exemption for Korean cars from the 25% Tariff. Bad deal!", "EWY", "up"],
  ["relief asked about and answered 'Not yet!' is none", "Cancelling the Tariff on Swiss cheese? Not yet! Switzerland must do better.", "EWL", "up"],
] as const)("%s", (_, post, symbol, not) => expect(ways(post)[symbol]).not.toBe(not));

test("export controls a partner is told to withdraw 'If… does not withdraw' still hold the goods back", () => {
  pointsAs("If China does not withdraw its Export Controls on Rare Earths by June 1st, the United States will impose a Tariff of 100% on China.", {
    MP: "up",
  });
});

/** Written for these tests (thirty-first round, from probe-dev309.json … probe-dev311.json, in new words): negations. */
test.each([
  ["'NO easing of Sanctions' is no relief", "There will be NO easing of Sanctions on Iranian Oil. Not now!", { USO: "up" }],
  [
    "a guarantee that an attack on a producer 'will be seen as an attack on the United States' deters: calm",
    "We will protect Saudi Arabia. Any attack on it will be seen as an attack on the United States!",
    { USO: "down" },
  ],
])("%s", (_, post, expected) => pointsAs(post, expected));

test.each([
  [
    "a producer's operations told to 'wind down' are no calm",
    "Chevron's license in Venezuela will NOT be renewed. All oil operations there must wind down within 30 days.",
    "USO",
    "down",
  ],
  [
    "a government they 'refused, for the 12th time, to open' stays shut",
    "The Shutdown goes on. The Democrats refused, for the 5th time, to open our Government. Sad!",
    "SPY",
    "up",
  ],
  ["'Nobody is exempt' from a tariff is no exemption", "Nobody is exempt from the 25% Auto Tariff. Not Japan, not Korea!", "EWJ", "up"],
] as const)("%s", (_, post, symbol, not) => expect(ways(post)[symbol]).not.toBe(not));

/** Written for these tests (thirty-first round, from probe-dev312.json, in new words): posts in two parts, the second the news. */
test.each([
  [
    "what he 'said' before, then the rate 'hereby REMOVED', is relief",
    "I said that if Turkey kept buying Iranian Oil, its Tariff would be doubled. Turkey has STOPPED, and so the additional 25% on Turkey is hereby REMOVED, effective immediately!",
    { TUR: "up" },
  ],
  [
    "a deal 'made' before, then the rate going 'BACK to 25%', is the raise",
    "We made a great Deal with Korea — a 15% Tariff and $350 Billion invested. Unfortunately Korea is now refusing to pay, so their Tariff goes BACK to 25% on May 1st!",
    { EWY: "down" },
  ],
  [
    "a strike recalled 'as everybody knows', then a ceasefire agreed, is the ceasefire",
    "As everybody knows, our Forces hit Iran very hard last night. Iran has just agreed to a COMPLETE CEASEFIRE, beginning at Midnight!",
    { USO: "down" },
  ],
  [
    "their strike reported, then 'the strikes will STOP', is calm",
    "Russia bombed Ukraine's power grid again last night. Putin has just agreed that the strikes will STOP for 30 days!",
    { USO: "down" },
  ],
  [
    "our strike recalled 'as you know', then their weak answer, then 'time for PEACE', is calm",
    "We struck Iran's nuclear sites, as you know. Iran answered with a very weak attack on our base, with notice. Now it is time for PEACE!",
    { USO: "down" },
  ],
  [
    "a rate 'there will be NO' of, after the condition met, is relief",
    "Mexico has agreed to release the water, and so there will be NO 5% Tariff. Thank you!",
    { MXN: "up" },
  ],
])("%s", (_, post, expected) => pointsAs(post, expected));

test.each([
  [
    "our strike told done, then an ultimatum to 'accept' a ceasefire within hours, stays the strike",
    "Tonight, on my orders, our Military struck Iran's main Oil Terminal. Iran now has 48 hours to accept a full CEASEFIRE. If they do, the strikes will stop.",
    { USO: "up" },
  ],
  [
    "more strikes 'if the Regime does not stand down' are no calm",
    "Tonight U.S. Forces struck Venezuelan port facilities. More will follow if the Regime does not stand down!",
    { USO: "up" },
  ],
])("%s", (_, post, expected) => pointsAs(post, expected));

test.each([
  [
    "our strike told done, then 'must now stand down, or' more, stays the strike",
    "Tonight our Military struck Iran's oil terminals. Every target was OBLITERATED. Iran must now stand down, or the next strikes will be far bigger!",
    { USO: "up" },
  ],
  [
    "a strike on a producer's terminal, then 'Stop the attacks on ships, or there will be more!', stays the strike",
    "Tonight U.S. Forces struck the Houthi oil terminal. Stop the attacks on ships, or there will be more!",
    { USO: "up" },
  ],
  [
    "sanctions on a producer that 'will start coming off' if it signs are relief in view",
    "If Russia signs the deal, the Sanctions on Russian Oil will start coming off!",
    { USO: "down" },
  ],
])("%s", (_, post, expected) => pointsAs(post, expected));

test("a company that 'made a FANTASTIC Deal with us', then a call to buy it, keeps the call", () => {
  expect(judge("Merck made a FANTASTIC Deal with us and is building here. If I were buying stock, I would BUY MERCK!").acts).toContain("buy-call");
});
