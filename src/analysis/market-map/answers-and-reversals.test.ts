import { expect, test } from "bun:test";
import { judge } from "../rules.ts";
import { pointsAs, ways } from "./directions-for-tests.ts";

/** Written for these tests (thirty-first round, from probe-dev270.json … probe-dev275.json, in new words): answers and reversals read the wrong way. */
test.each([
  [
    "a tariff he 'decided NOT to go ahead with' is relief",
    "After a good call with Mexico, I have decided NOT to go ahead with the 30% Tariff I announced last week.",
    { MXN: "up", EWW: "up" },
  ],
  [
    "a rate the news said was raised, denied ('was NOT raised'), is no raise",
    "The Korea Tariff was NOT raised to 25% as the Fake News says. It stays at 15%!",
    { EWY: "up" },
  ],
  ["a tariff 'rescinded' is relief", "I am rescinding the 100% Tariff on foreign Movies announced on Monday.", { NFLX: "up", DIS: "up" }],
  [
    "chipmakers paying a share of 'their China A.I. Chip revenues' for licences that 'will be granted' made a deal",
    "Nvidia and AMD will pay 15% of their China A.I. Chip revenues to the Treasury, and licences will be granted next week.",
    { NVDA: "up", AMD: "up" },
  ],
  ["an ally that 'will stand down' on strikes is calm", "Israel will stand down on strikes in Iran while we negotiate.", { USO: "down" }],
  ["a sale to a company that 'must be approved' is support", "The sale of the ports to BlackRock is a great deal and must be approved!", { BLK: "up" }],
  ["makers told to 'DOUBLE the production' get orders", "Lockheed and RTX must DOUBLE the production of interceptors, immediately!", { LMT: "up", RTX: "up" }],
])("%s", (_, post, expected) => pointsAs(post, expected));

test.each([
  [
    "a firing the news reported, answered 'I am not planning to do so', keeps the chair",
    "The story that I will fire Fed Chairman Powell is FAKE NEWS. I am not planning to do so.",
    "DXY",
    "down",
  ],
  [
    "a company's licence 'be revoked' is no leave granted",
    "I have ordered that Chevron's license to pump Oil in Venezuela be revoked as of June 1st.",
    "CVX",
    "up",
  ],
  ["purchases of a company's chips 'cut off' are no orders", "China just cut off purchases of Micron memory chips. Very unfair!", "MU", "up"],
])("%s", (_, post, symbol, not) => expect(ways(post)[symbol]).not.toBe(not));

/** Guards (thirty-first round): wordings the round's own changes read wrong at first, caught by the full tallies and set right. */
test.each([
  [
    "a tariff exemption revoked is no relief",
    "I am revoking the 25% auto Tariff exemption for British carmakers, effective Monday.",
    { GBP: "down", EWU: "down" },
  ],
  [
    "'NO LICENSES WILL BE GRANTED' is no leave",
    "EFFECTIVE IMMEDIATELY: no advanced chips, including NVIDIA's H20, may go to China without a License, and NO LICENSES WILL BE GRANTED.",
    { NVDA: "down" },
  ],
  [
    "a tariff 'as of right now… IN EFFECT' is the act",
    "India did not stop buying Russian Oil. So, as of right now, the additional 25% Tariff on goods from India is IN EFFECT.",
    { INDA: "down" },
  ],
  [
    "a company that 'will pay full price' from a date is a demand on it",
    "Amazon will pay full price for package delivery starting March 1st. No more discount!",
    { AMZN: "down" },
  ],
])("%s", (_, post, expected) => pointsAs(post, expected));

test.each([
  ["a 'PAUSE in all Military Strikes' on a producer is calm", "I have ordered a PAUSE in all Military Strikes on Iran, starting now.", { USO: "down" }],
])("%s", (_, post, expected) => pointsAs(post, expected));

test("a producer's output told as once 'destroyed' by its rulers is no act of war", () => {
  expect(ways("Venezuela's Oil production, which was destroyed by Maduro, will come back under the new Government.").USO).not.toBe("up");
});

test.each([
  [
    "a bloc's tariff 'EXCEPT India' leaves India out",
    "Every BRICS Country will pay an additional 10% Tariff starting next month, EXCEPT India, which is negotiating in good faith.",
    { EWZ: "down", INDA: undefined },
  ],
])("%s", (_, post, expected) => pointsAs(post, expected));

test("promised purchases a partner 'did not meet the deadline' to begin are none made", () => {
  expect(ways("China did not meet the deadline to begin its promised purchases of American Soybeans. Tariffs on China go up 20% on Monday.").SOYB).not.toBe(
    "up",
  );
});

/** From the start blind probe (probe-blind30.json, opened after its tally), in new words. */
test("a partner that 'is going to be buying a LOT of' a maker's jets gives it orders", () => {
  pointsAs("Saudi Arabia is going to be buying a LOT of Boeing Jets, more than ever before!", { BA: "up" });
});

test("a crypto reserve set up 'By Executive Order' is an act", () => {
  expect(judge("By Executive Order, the Strategic Bitcoin Reserve will include Bitcoin and Ethereum. Crypto Capital of the World!").acts).toContain(
    "official-act",
  );
});

test("a war that 'will end quickly' if others act is no calm", () => {
  expect(ways("Europe must stop buying Russian Oil and put Tariffs on China. Then the War will end quickly!").USO).not.toBe("down");
});

/** Written for these tests (thirty-first round, from probe-dev282.json … probe-dev284.json, in new words). */
test.each([
  ["an airline that 'has just ordered' jets gives their maker orders", "Saudia has just ordered 40 Boeing 787s, worth $20 Billion!", { BA: "up" }],
  [
    "OPEC+ agreeing to 'add' barrels a day is more oil",
    "OPEC+ has agreed, as I asked, to add 500,000 barrels a day of Oil production next month!",
    { USO: "down" },
  ],
  [
    "the 'A.I. Diffusion Rule' rescinded lets chips be sold, and the producers that buy them are buyers, not producers sanctioned",
    "I am rescinding the A.I. Diffusion Rule. Our Chip makers will be free to sell to our friends in Saudi Arabia and Qatar!",
    { NVDA: "up", USO: undefined },
  ],
])("%s", (_, post, expected) => pointsAs(post, expected));

/** Written for these tests (thirty-first round, from probe-dev285.json … probe-dev287.json, in new words). */
test.each([
  [
    "sanctions relief 'hereby REVOKED' is sanctions back",
    "Iran broke its word. The Sanctions relief on Iranian Oil is hereby REVOKED, effective immediately!",
    { USO: "up" },
  ],
  ["a truce proposal 'was rejected' is no calm", "The Easter Truce proposal was rejected by Russia. Very sad!", { USO: "up" }],
  [
    "sanctions the sanctioned are 'asking for… to be removed' are no relief",
    "Russia is asking for all Sanctions to be removed before any deal. Not going to happen!",
    { USO: "up" },
  ],
])("%s", (_, post, expected) => pointsAs(post, expected));

test("a U.S. steel tariff lifts the steel fund with the U.S. makers", () => {
  pointsAs("The Tariff on imported Steel goes from 25% to 50%, effective Monday!", { SLX: "up", NUE: "up" });
});

/** Written for these tests (thirty-first round, from probe-dev288.json … probe-dev290.json, in new words). */
test.each([
  [
    "a rate that 'will go back down to 15%' is a cut",
    "As promised, the Tariff on Japanese Cars will go back down to 15%, retroactive to the first of the month!",
    { EWJ: "up" },
  ],
  [
    "terms a partner's leader 'agreed:' with a rate are a deal",
    "Korea's President agreed: $350 Billion of investment, chosen by the USA, and a 15% Tariff. Great!",
    { EWY: "up" },
  ],
  ["a company building 'far too slowly' is attacked, not praised", "Lockheed is building our new jets far too slowly. Not acceptable!", { LMT: "down" }],
])("%s", (_, post, expected) => pointsAs(post, expected));

/** Written for these tests (thirty-first round, from probe-dev291.json … probe-dev296.json, in new words). */
test.each([
  [
    "relief on tariffs he is 'looking at giving' a partner's makers",
    "We are looking at giving Vietnam's shoe makers some relief on Tariffs, if they open their markets.",
    { VNM: "up" },
  ],
  [
    "a metal's tariff whose 'cathodes… will be EXEMPT' takes the premium out",
    "Copper Tariffs will apply to copper pipes and wire at 50%. Copper cathodes and scrap will be EXEMPT.",
    { CPER: "down" },
  ],
  [
    "metal tariffs that 'will NOT stack' on auto tariffs are relief for automakers",
    "Steel Tariffs will NOT stack on top of Auto Tariffs for cars built in America. Big relief!",
    { GM: "up" },
  ],
  ["a tariff's 'start date is moved' later is a pause", "The 50% Copper Tariff start date is moved to October 1st. Last extension!", { CPER: "down" }],
])("%s", (_, post, expected) => pointsAs(post, expected));

test("relief from tariffs others come 'asking for' is none given", () => {
  expect(judge("Many World Leaders have come to me asking for relief from Tariffs. Build in America!").acts).not.toContain("tariff");
});

test.each([
  [
    "a headline that prices rise 'Because of Tariffs' is no boast: the company named is its news",
    "'Target Says Prices Will Rise Because of Tariffs' - The WSJ. Target should EAT THE TARIFFS!",
    "TGT",
    "down",
  ],
  [
    "relief asked for, then given in the same sentence ('asked for relief, so I am pausing'), is relief",
    "Many Hospitals asked for relief, so I am pausing the Tariff on Medical Devices for 90 days.",
    "MDT",
    "up",
  ],
] as const)("%s", (_, post, symbol, way) => expect(ways(post)[symbol]).toBe(way));

/** Written for these tests (thirty-first round, from probe-dev297.json … probe-dev302.json, in new words). */
test.each([
  ["a demand the company meets ('and he is doing it') is support", "I told Lisa Su that AMD must build in America, and she is doing it. Great!", { AMD: "up" }],
  [
    "makers told to double production 'or' the work moves elsewhere are under a demand",
    "Boeing must double production of tankers within a year, or the Air Force will move the work elsewhere!",
    { BA: "down" },
  ],
])("%s", (_, post, expected) => pointsAs(post, expected));

test("Treasury 'is today sanctioning' a producer's tankers is sanctions set", () => {
  expect(judge("The Treasury Department is today sanctioning 100 tankers of Iran's Shadow Fleet. No more Oil money!").acts).toContain("sanctions");
});

test("a tariff on every country names the retailers that import: down, and up on relief for everyone", () => {
  pointsAs("Effective immediately, a 15% Tariff on all imports from every Country!", { XRT: "down", SPY: "down" });
  pointsAs("I am pausing the Reciprocal Tariffs on ALL Countries for 90 days, effective immediately.", { XRT: "up", SPY: "up" });
});
