import { expect, test } from "bun:test";
import { judge } from "../rules.ts";
import { analysis, pointsAs, ways } from "./directions-for-tests.ts";

/**
 * Written for these tests (thirty-first round, from the development probes probe-dev228.json … probe-dev245.json, in new
 * words): calls that were read the wrong way.
 */
test.each([
  [
    "a pause for everyone else, told without the word tariff after a raise on one partner, is relief for the broad market",
    "As of today the Tariff on China goes to 125%, effective immediately. Meanwhile a 90 day pause is granted to all other Countries!",
    { SPY: "up", QQQ: "up", FXI: "down" },
  ],
  [
    "'far fewer' long bonds sold is less supply of them",
    "The Treasury will be selling far fewer 30 Year Bonds from now on. Bills are much cheaper!",
    { TLT: "up" },
  ],
  [
    "one 'Export Control' lifted is export controls eased",
    "The Export Control on Chip Design Software sold to China is hereby lifted. Synopsys and Cadence can sell again!",
    { SNPS: "up", CDNS: "up" },
  ],
  [
    "an agreement to 'stop all strikes' on a producer's energy sites is calm: more barrels",
    "Russia and Ukraine have agreed to stop all strikes on each other's Refineries and Power Plants for 30 days, starting tomorrow!",
    { USO: "down" },
  ],
  [
    "an ally 'told… not to strike' a producer's oil fields is held back",
    "I told Israel not to strike Iran's Oil Refineries. Bad for everyone!",
    { USO: "down" },
  ],
  [
    "a token strike told in the past, then 'time for Peace', is calm ahead",
    "Iran launched 10 missiles at our base in Iraq, all shot down, with notice given in advance. Now is the time for Peace!",
    { USO: "down", SPY: "up" },
  ],
  [
    "sanctions that 'will follow' unless a partner acts are a threat, not sanctions released",
    "Mexico owes our Farmers Water under the Treaty. If they don't release it soon, Tariffs and Sanctions will follow!",
    { MXN: "down", EWW: "down" },
  ],
  [
    "a secondary tariff deadline 'EXTENDED' lets the buyers keep buying: more barrels",
    "The deadline for Secondary Tariffs on buyers of Russian Oil is hereby EXTENDED by 60 days, as talks go well.",
    { USO: "down" },
  ],
  [
    "truce talks that 'have collapsed', then sanctions on a producer's energy, are no ceasefire",
    "Peace talks between Russia and Ukraine have collapsed. Effective immediately, I am putting full Sanctions on Russian Oil exports!",
    { USO: "up", VGK: undefined },
  ],
  [
    "a tariff rate quota raised lets more of the partner's goods in at the low rate: relief for the partner",
    "I have authorized the Tariff Rate Quota for Argentine Beef to be raised fourfold, to bring down Beef prices for our families!",
    { ARGT: "up" },
  ],
])("%s", (_, post, expected) => pointsAs(post, expected));

test("a vote 'AGAINST keeping the Government open' is no funding restored: the market is not called up", () => {
  expect(ways("Senate Democrats voted AGAINST keeping the Government open. The Government is now shut down, and it is their fault!").SPY).not.toBe("up");
});

test("a means to end a war ('the way to end the War') is no calm: crude is not called down", () => {
  expect(ways("Country after Country is STOPPING purchases of Russian Oil because of my Tariffs. That is the way to end the War!").USO).not.toBe("down");
});

test("companies told they build abroad 'but sell them here' are not praised", () => {
  const got = ways("Ford and GM build cars in Mexico but sell them here. No more!");
  expect([got.F, got.GM]).not.toContain("up");
});

/** Written for these tests (thirty-first round, from probe-dev240.json … probe-dev257.json, in new words): the wrong way, or High for nothing done. */
test.each([
  [
    "an anti-dumping duty with 'growers deserve a fair deal' is no deal",
    "Mexican Tomatoes will pay a 21% anti-dumping Duty from August 1st. Our growers deserve a fair deal!",
    { MXN: "down", EWW: "down" },
  ],
  [
    "today's terms kept 'for three more months' is a pause",
    "Canada and the USA have agreed to keep today's Tariff rates in place for two more months, no increase, while we talk. Good!",
    { CAD: "up", EWC: "up" },
  ],
  [
    "'this war must end' after a strike on a producer's refinery asks for calm: the strike is the news",
    "Drones hit another big Russian oil refinery overnight: https://example.com/refinery. This war must end!",
    { USO: "up" },
  ],
  ["a case against a company demanded dropped is support", "The DOJ should drop the Biden case against Google. A great American company!", { GOOGL: "up" }],
])("%s", (_, post, expected) => pointsAs(post, expected));

test.each([
  ["tariffs denied ('No Tariffs on… are being planned')", "No Tariffs on Semiconductors are being planned at this time. Fake News!"],
  ["a buy call told as proved right", "I told you it was a GREAT TIME TO BUY, and I was right. Records!"],
  ["a tariff duty that 'stays'", "We will not let Mexico sell its Steel here duty free. The 25% Duty stays!"],
  ["sanctions he is 'not putting' on a producer now", "I am not putting Sanctions on Iran right now. We will talk!"],
  ["the market high 'even with the Tariff Letters going out'", "Stocks just hit a RECORD, even with the Tariff Letters going out. The experts were wrong!"],
  ["a rate partners 'are now paying', with a word before it", "Small Countries like Fiji are now paying a fair 10% Tariff. Before me, NOTHING!"],
  ["sanctions on a group's leaders and backers", "We are imposing sanctions on the leaders of Hezbollah and their financial backers."],
  ["a demand told again ('knows what I told him')", "Jensen knows what I told him: chips sold here should be made here, or Nvidia pays the 25%. Nothing new!"],
  ["a demand told again ('As I told Target,')", "As I told Target, they should eat the Tariffs, not pass them on. I'll be watching!"],
  ["a tariff that 'is in effect', with no start", "Remember, the 50% Tariff on foreign steel is in effect. Buy American steel!"],
  ["a deal 'as announced'", "Our Japan Deal, as announced, is 15%, plus $550 Billion invested in America. Done!"],
  [
    "tariffs allies are told they 'must… put'",
    "The G7 Countries must stop buying Iranian Oil and put Tariffs of 100% on China. Then the War will end quickly!",
  ],
  [
    "tariffs named as what growth came from ('That is what happens when you… put Tariffs')",
    "Jobs up again! That is what happens when you cut taxes and put Tariffs on the Countries that ripped us off.",
  ],
  [
    "tariffs named as the cause of lower prices ('because of Tariffs')",
    "Truck prices are coming down, because of Tariffs, as makers build plants here. Buy American!",
  ],
  [
    "sanctions weighed 'while we are trying to make a deal'",
    "While we are trying to make a deal, Russia keeps bombing. I am strongly considering Banking Sanctions on Russia.",
  ],
  [
    "sanctions that 'remain in force' under an emergency continued",
    "I have signed the Continuation of the National Emergency with respect to Iran. All existing Sanctions remain in force.",
  ],
  [
    "tariffs that 'will be looked at very seriously'",
    "Tariffs on Aluminum coming from Vietnam, which is really Chinese Aluminum, will be looked at very seriously next week.",
  ],
  [
    "a cut partners 'call to ask for'",
    "Many Countries are calling to ask for a reduction of the 50% Steel Tariff. Some will get it, if they open their markets!",
  ],
  ["a delay 'asked by' companies and to be looked at", "I have been asked by many drug companies to delay the tariff. We will look at it."],
  ["a deal 'we hope to finalize'", "President Lula will visit on Friday, where we hope to finalize a very big Trade Deal with Brazil."],
  ["goods that 'remain exempt'", "Canadian potash and uranium remain exempt from the Canada Tariffs, as our Farmers need them."],
  [
    "a tariff 'authorized' when 'nothing is decided yet'",
    "I authorized a 100% Tariff on foreign Movies. But nothing is decided yet, we will meet with Hollywood first!",
  ],
  ["a tariff that 'STAYS — no exemptions'", "Asian Steel is being dumped through Mexico. The 50% Steel Tariff STAYS — no exemptions for anyone!"],
  ["an exemption a partner 'asked for… to be exempt', refused", "France asked for its Wine to be exempt from Tariffs. No exemptions!"],
  ["a step in court on tariffs", "I have instructed the Solicitor General to ask the Supreme Court for a quick ruling on the Tariffs."],
  ["a stake told as worth more", "The United States owns 10% of Intel now, and it's already worth billions more. Great deal!"],
])("no High: %s", (_, post) => expect(analysis(post).impact).not.toBe("High"));

test("our own strike told as done, then 'time for PEACE', is still the strike: crude up", () => {
  pointsAs("We have just finished a perfect strike on Iran's nuclear sites. Our planes are home safe. NOW IS THE TIME FOR PEACE!", { USO: "up" });
});

test.each([
  [
    "the chair removed by a pronoun, with a governor named acting chair, is a Fed removal",
    "Powell is a disaster. I am removing him as Chairman and naming Governor Michelle Bowman as Acting Chair, effective immediately.",
    "fed-personnel",
  ],
  ["a trade truce 'has been extended' is a tariff pause", "The Trade Truce with China has been extended by 90 more days. Good for both Countries!", "tariff"],
  ["'Today, Treasury sanctioned' tankers is sanctions set", "Today, Treasury sanctioned 30 more Tankers carrying Iranian Oil. Maximum Pressure!", "sanctions"],
] as const)("%s", (_, post, act) => expect(judge(post).acts).toContain(act));

/** Written for these tests (thirty-first round, from probe-dev252.json … probe-dev257.json, in new words): the wrong way. */
test.each([
  ["a call to buy Ford beside General Motors names Ford", "BUY FORD AND GENERAL MOTORS TODAY. Great American Cars!", { F: "up", GM: "up" }],
  [
    "how long a pause lasts, put first ('Until the Court rules, '), is no condition: relief for everyone",
    "Until the Court rules, I am PAUSING all new Reciprocal Tariffs for ALL Countries, effective tonight.",
    { SPY: "up" },
  ],
  [
    "a rate raised because a partner is slow on the fund 'it agreed to in our Trade Deal' is no deal, and 'A deal is a deal!' is a saying",
    "Korea is very slow with the Investment it agreed to in our Trade Deal. Effective March 1st, the Tariff on Korean Goods goes from 15% back to 25%. A deal is a deal!",
    { EWY: "down" },
  ],
  [
    "a metal's tariff that spares its refined form takes the premium out",
    "The 50% Copper Tariff will apply to copper pipes and wire, but NOT to refined copper cathodes. Effective August 1st.",
    { CPER: "down" },
  ],
])("%s", (_, post, expected) => pointsAs(post, expected));

/** Written for these tests (thirty-first round, from probe-dev258.json … probe-dev269.json, in new words): the wrong way. */
test.each([
  [
    "a company that 'will NOT pay' a new tariff is spared it",
    "Because they are building here, Nvidia will NOT pay the new Tariff on imported chips. Smart!",
    { NVDA: "up" },
  ],
  ["'very disappointed that' a company builds abroad is no praise", "I am very disappointed that Nike is making its shoes in Vietnam.", { NKE: "down" }],
  ["an attack that 'will not happen again' is calm", "I have assured Saudi Arabia that such an attack will not happen again.", { USO: "down" }],
  [
    "buyers who 'will pay top dollar' for jets are no demand on their maker",
    "I have approved the sale of F-35 Fighter Jets to Qatar. A great ally, they will pay top dollar!",
    { LMT: "up" },
  ],
  [
    "drugmakers that 'have signed on to Most Favored Nation pricing', spared the tariffs, made a deal",
    "AstraZeneca and Pfizer have signed on to Most Favored Nation pricing. NO pharma tariffs for them!",
    { AZN: "up", PFE: "up" },
  ],
])("%s", (_, post, expected) => pointsAs(post, expected));

test("foreign makers told to 'build in America!' are not praised", () => {
  expect(ways("Japanese cars will pay 25% next month. Toyota, Honda — build in America!").TM).not.toBe("up");
});

test("a partner that 'has imposed export controls' on rare earths holds them back: their producers and miners' fund up", () => {
  pointsAs("China has just imposed export controls on Rare Earth Magnets sold to America. Very hostile!", { MP: "up", REMX: "up" });
});

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
