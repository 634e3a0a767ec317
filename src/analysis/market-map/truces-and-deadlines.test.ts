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

test("a trade truce agreed to be extended, beside the tariff it holds and the partner named before, is relief ('The 10% Tariff stays')", () => {
  const post = "I have just spoken with President Xi. We agreed to extend our Trade Truce for one more year. The 10% Tariff stays, the 100% does not happen.";
  expect(judge(post).facts.map((f) => [f.kind, f.countries])).toEqual([["tariff-paused", ["China"]]]);
  pointsAs(post, { SPY: "up", FXI: "up", CNY: "up" });
});
