/**
 * Readings the twelfth round's blind development probes (test/labeled/probe-dev12*.json) found wrong,
 * each written anew with the directions its facts point through the map (issue 34 §1).
 *
 * Acts read the way their words point: a promise to stop attacking is calm, a calm asked for in a
 * condition is no calm, a warning against closing a strait is no promise to keep it open, a bar on
 * buybacks is no call to buy, a price cut traded for tariff relief is the company's deal.
 *
 * Goods a tariff names however the post puts them (a tariff on a commodity or a sector names its U.S.
 * producers and the foreign makers and importers that pay): in a subject ("imported Chips will be
 * charged…"), after "apply to", by a pronoun for the sentence before, around an aside between dashes.
 */
import { describe, expect, test } from "bun:test";
import { analyzeWithRules } from "../rules.ts";

/** Tuesday 2025-04-08 15:00 UTC: New York's cash market is open. */
const OPEN = Date.UTC(2025, 3, 8, 15);
const ways = (content: string) => Object.fromEntries(analyzeWithRules({ content, createdAt: OPEN }).instruments.map((i) => [i.symbol, i.direction]));
/** Each symbol the row names points its way; `undefined`: the alert does not name it. */
const expectWays = (content: string, want: Record<string, string | undefined>) => {
  const got: Record<string, string | undefined> = ways(content);
  for (const [symbol, way] of Object.entries(want)) expect({ [symbol]: got[symbol] }).toEqual({ [symbol]: way });
};

const ACTS: [string, string, Record<string, string | undefined>][] = [
  ["a promise to attack no more", "The Houthis have announced they will no longer attack ships in the Red Sea. We will stop the bombings.", { USO: "down" }],
  [
    // (Twenty-third round: the consequences promised are a warning to a producer, a threat of force, as probe-dev12.json's blind
    // writer read it; never the calm's way down.)
    "a calm demanded in a condition ('doesn't… stop the killing') is no calm; the consequences promised are a threat",
    "If Putin doesn't come to the table soon and stop the killing, there will be severe consequences for Russia!",
    { USO: "up" },
  ],
  [
    "a warning against closing a strait",
    "Iran should not even think about closing the Strait of Hormuz. If they do, they will be hit TWENTY TIMES HARDER!",
    { USO: "up" },
  ],
  [
    "buybacks barred to the contractor named",
    "Effective immediately, I am ordering that Lockheed Martin, and any other Defense Contractor that is late, may NOT buy back stock or pay Dividends.",
    { LMT: "down", ITA: "down" },
  ],
  [
    "drug prices cut in exchange for tariff relief: the company's deal, the template that lifts its sector's tariff threat",
    "Great deal with PFIZER! They will sell drugs at Most Favored Nation prices. In return, three years free of Pharmaceutical Tariffs!",
    { PFE: "up", XPH: "up" },
  ],
  [
    "a partner's access promised with its rate: a deal",
    "Vietnam will pay a 20% Tariff on their goods. They will give us TOTAL ACCESS to their markets!",
    { VNM: "up", NKE: "up" },
  ],
  ["a maker named as what a partner buys: its orders", "Tariff on their cars cut to 10%, and they buy $10 Billion of Boeing planes!", { BA: "up" }],
  ["a company going public, as the subject", "Fannie and Freddie are going PUBLIC, and Washington will stand behind them!", { FNMA: "up" }],
  ["bombers that hit a producer's sites", "Moments ago our B-2 bombers hit Iran's nuclear sites at Fordow and Natanz.", { USO: "up" }],
  [
    "blocking sanctions on a producer's oil companies, with 'time to stop the killing'",
    "Treasury today imposed BLOCKING SANCTIONS on Rosneft and Lukoil, Russia's two largest oil companies. It is time to stop the killing.",
    { USO: "up" },
  ],
  [
    "a licence to pump a producer's oil restored",
    "I have decided to restore Chevron's license to pump and export Oil from Venezuela.",
    { CVX: "up", USO: "down" },
  ],
  [
    "chips barred from sale without a licence",
    "Effective immediately, NO advanced AI Chips, including NVIDIA's H20, may be sold to China without a License.",
    { NVDA: "down" },
  ],
  // From the real events of 2025 and 2026 written anew in test/labeled/probe-dev12c.json.
  [
    "a firing reported and denied: the chair stays",
    "Fake News says I'm about to fire Jerome Powell. NOT TRUE! It's highly unlikely.",
    { DXY: "up", GLD: "down" },
  ],
  ["tariffs put on hold", "Good call with Justin Trudeau. The Tariffs I announced on Saturday are now ON HOLD for thirty days.", { EWC: "up", CAD: "up" }],
  [
    "a strike, then 'Iran must now agree to end this war'",
    "Our B-2 Bombers have just struck the Nuclear facilities of Iran. Iran must now agree to end this war!",
    { USO: "up" },
  ],
  ["a company's chief told to step down by a pronoun", "Intel's Chief Executive has very serious CONFLICTS. He should step down RIGHT NOW.", { INTC: "down" }],
  [
    "a producer's oil once under sanctions now shipped",
    "Big news: 30 MILLION Barrels of Venezuelan Oil, previously under sanctions, is coming to the United States.",
    { USO: "down" },
  ],
  ["the killing has stopped", "We have been told that the killing in Iran has STOPPED. We will be watching very closely!", { USO: "down" }],
  [
    "chips that will require an export licence",
    "Commerce has notified NVIDIA that its H20 chips will require an export license to go to China.",
    { NVDA: "down" },
  ],
  [
    "nuclear power brought back by order",
    "Today I signed Executive Orders to bring back American NUCLEAR POWER in a very big way.",
    { CCJ: "up", OKLO: "up", USO: undefined },
  ],
  [
    "an agency's stop-work order on an offshore wind farm",
    "Interior has ordered a full STOP to construction of the Revolution Wind project.",
    { DNNGY: "down", USO: undefined },
  ],
  [
    "a swap line and its currency bought: U.S. money behind a partner",
    "The Treasury has just BOUGHT Argentine Pesos, and we have finalized a $20 Billion Swap Line with Argentina.",
    { ARGT: "up", ARS: "up", YPF: "up" },
  ],
  ["a tariff said not to last is relief foretold", "A 100% Tariff on China cannot last forever, but they FORCED me into it!", { SPY: "up", FXI: "up" }],
];

const GOODS: [string, string, Record<string, string | undefined>][] = [
  [
    "uranium, after 'will apply to'",
    "Effective immediately a 30% Tariff will apply to all imported Uranium. Our Miners, get to work!",
    { UEC: "up", CCJ: "down" },
  ],
  [
    "the scope of a tariff already set is no tariff on the goods",
    "The 50% Tariff will apply to semi-finished Copper products like pipes and wires.",
    { FCX: undefined },
  ],
  [
    "sugar: the candy makers that buy it pay",
    "As of July 1 there will be a 40% Tariff on Mexican Sugar. Our growers deserve it!",
    { HSY: "down", MDLZ: "down" },
  ],
  [
    "port cranes, made in China",
    "Effective immediately: 100% Tariff on Chinese-made Ship-to-Shore Cranes. We will build SHIPS again!",
    { HII: "up", SPY: undefined },
  ],
  [
    "'on them': the goods the sentence before opened with",
    "Solar panels from Vietnam and Thailand are Chinese panels in disguise. New Tariffs of 250% on them start next week.",
    { FSLR: "up", JKS: "down" },
  ],
  [
    "goods exempted around an aside between dashes",
    "Coffee — which we do not grow here — will be EXEMPT from the Reciprocal Tariffs, effective at midnight.",
    { SBUX: "up", SPY: undefined },
  ],
  ["the goods as the subject, after a comma", "Beginning in 60 days, imported Chips will be charged a 25% Tariff.", { INTC: "up", TSM: "down" }],
  ["goods that 'will carry' a rate", "Beginning next month, every imported brand-name or patented Drug will carry a 100% Tariff.", { NVO: "down" }],
  ["phones and computers exempted: their U.S. brands import them", "Smartphones and Computers will be EXEMPT from the Reciprocal Tariffs.", { AAPL: "up" }],
  ["the tools chips are made with are not chips", "Smartphones and Semiconductor Equipment will be EXEMPT from the Reciprocal Tariffs.", { INTC: undefined }],
  [
    "a company's tariff: no other importer of its goods pays",
    "Apple will pay a 25% Tariff on every iPhone made outside the U.S.",
    { AAPL: "down", DELL: undefined },
  ],
  ["'Tariff on their cars cut to 10%' is a cut", "Tariff on their cars cut to 10% for the first 100,000 cars.", { TM: "up" }],
  [
    "chipmaking tools restricted: their makers lose China's fabs",
    "Commerce will immediately restrict all sales of chipmaking equipment to China's fabs.",
    { AMAT: "down", LRCX: "down", NVDA: undefined },
  ],
  [
    "chipmaking tools barred to named Chinese fabs ('no U.S. … may be sold to'): the same",
    "Effective today, no U.S. chipmaking tools may be sold to CXMT, YMTC or any of their affiliates. China will not build its military with OUR technology!",
    { AMAT: "down", LRCX: "down", NVDA: undefined },
  ],
  [
    "the tools named and sold, not barred: no export control",
    "Applied Materials makes great chip equipment, and sells it all over the World, including to China.",
    { LRCX: undefined },
  ],
  [
    "goods 'that… are EXCLUDED' from the tariffs",
    "Customs has confirmed that Smartphones and Laptops are EXCLUDED from the Reciprocal Tariffs.",
    { AAPL: "up", SPY: undefined },
  ],
  ["goods 'made in' a partner, as the subject", "Starting June 1st, all smartphones made in China will pay a 25% Tariff.", { AAPL: "down", SPY: undefined }],
  ["a partner's own export curbs are no U.S. sanction on it", "China has restricted exports of rare earths to the USA. Very hostile!", { FXI: "unclear" }],
  // Written for these rows (eighteenth round, from probe-dev25.json's shapes in new words).
  [
    "goods that pay, told before 'will pay', with where they were shipped through",
    "Cheap Chinese Solar Panels, routed through Laos and Cambodia to dodge our Tariffs, will now pay DUTIES of 80%, effective immediately.",
    { FSLR: "up", RUN: "down", SPY: undefined },
  ],
  [
    "goods 'made in other Countries', with a comma before it",
    "Sofas and Dressers, made in other Countries and dumped on our market, will pay a 40% Tariff beginning March 1st.",
    { RH: "down", LZB: "up", SPY: undefined },
  ],
  [
    "the goods the payer names first, not those they go into",
    "Rare Earth Magnets, which go into every Car and Wind Turbine, will pay a 30% Tariff if made in China, starting May 1st.",
    { MP: "up", TM: undefined },
  ],
  [
    "goods in general are the partner's, whatever they include",
    "Starting May 1st, all Mexican goods, INCLUDING Cars and Trucks, will pay a 30% Tariff.",
    { EWW: "down", MXN: "down", PCAR: undefined },
  ],
  [
    "the maker a tariff protects is not the one who pays",
    "To protect our great Truck Builders, like Peterbilt, ALL Heavy Trucks imported into the USA will pay a 25% Tariff, starting June 1st.",
    { PCAR: "up" },
  ],
  [
    "a sector's fund of makers that make the goods abroad pays",
    "Effective July 1st, Semiconductors coming into the United States will pay a 25% Tariff.",
    { INTC: "up", SMH: "down" },
  ],
  [
    "…and is unsettled where the companies building here are spared",
    "Effective July 1st, Semiconductors coming into the United States will pay a 25% Tariff, unless the company is building its plant here.",
    { INTC: "up", SMH: "unclear" },
  ],
  [
    "a tautology spares no one: a car built here pays no tariff on imports anyway",
    "All cars not made in the USA will pay a 25% Tariff starting April 2nd. If you build your car here, there is no Tariff!",
    { GM: "down", F: "down", TSLA: "up" },
  ],
  [
    "drugmakers' U.S. fund pays a tariff on imported drugs; relief from it lifts them",
    "Starting October 1st, every branded or patented drug imported into the U.S. will pay a 100% Tariff. ",
    { XPH: "down", PFE: "down", NVO: "down" },
  ],
  [
    "relief from the parts tariff: an offset against it, no stacking",
    "Our car makers will now receive a 3.75% offset against the Auto Parts Tariff, and there will be no stacking of Steel Tariffs on Cars.",
    { GM: "up", F: "up" },
  ],
  [
    "a U.S. crop bought abroad passes through its merchants",
    "China has agreed to buy 10 Million Tons of American Corn this year.",
    { CORN: "up", ADM: "up", BG: "up" },
  ],
  // Written for this row (from probe-dev27.json's shape, new words): purchases halted are the buyer lost.
  [
    "a partner that halts its purchases of a crop",
    "CHINA SUSPENDS ALL PURCHASES OF AMERICAN SOYBEANS. Very unfair to our Farmers!",
    { SOYB: "down", ADM: "down" },
  ],
];

describe("acts read the way their words point", () => {
  test.each(ACTS)("%s", (_kind, content, want) => {
    expectWays(content, want);
  });
});

test("a firing he is asked about is told with his answer", () => {
  const { summary } = analyzeWithRules({
    content: "People keep asking whether I will fire Jerome Powell. I have no intention of doing that.",
    createdAt: OPEN,
  });
  expect(summary).toBe("Trump says people keep asking whether he will fire Jerome Powell; he has no intention of doing that.");
});

describe("goods, however the post names them", () => {
  test.each(GOODS)("%s", (_kind, content, want) => {
    expectWays(content, want);
  });
});

test("goods' tariffs that 'will be announced very soon' are a threat on them, not a tariff kept in force", () => {
  const a = analyzeWithRules({ content: "Tariffs on Lumber will be announced very soon, at a level nobody expects.", createdAt: OPEN });
  expect(a.instruments.find((i) => i.symbol === "WY")?.why).toStartWith("Threatened:");
});

test("goods' tariffs that 'will be coming' are a threat on them, not a tariff kept in force", () => {
  const intel = analyzeWithRules({ content: "Chip Tariffs will be coming, and soon.", createdAt: OPEN }).instruments.find((i) => i.symbol === "INTC");
  expect(intel?.direction).toBe("up");
  expect(intel?.why).toStartWith("Threatened:");
});
