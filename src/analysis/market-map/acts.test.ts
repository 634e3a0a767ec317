/**
 * Acts read the way their words point (issue 34 §1), each a blind development probe's wrong-way call
 * (test/labeled/probe-dev12*.json), written anew: a promise to stop attacking is calm, a calm asked for
 * in a condition is no calm, a warning against closing a strait is no promise to keep it open, a bar on
 * buybacks is no call to buy, a price cut traded for tariff relief is the company's deal.
 */
import { describe, expect, test } from "bun:test";
import { analyzeWithRules } from "../rules.ts";

const OPEN = Date.UTC(2025, 3, 8, 15);
const ways = (content: string) => Object.fromEntries(analyzeWithRules({ content, createdAt: OPEN }).instruments.map((i) => [i.symbol, i.direction]));

const CASES: [string, string, Record<string, string | undefined>][] = [
  ["a promise to attack no more", "The Houthis have announced they will no longer attack ships in the Red Sea. We will stop the bombings.", { USO: "down" }],
  [
    "a calm demanded in a condition ('doesn't… stop the killing')",
    "If Putin doesn't come to the table soon and stop the killing, there will be severe consequences for Russia!",
    { USO: undefined, SPY: undefined },
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
    "drug prices cut in exchange for tariff relief: the company's deal",
    "Great deal with PFIZER! They will sell drugs at Most Favored Nation prices. In return, three years free of Pharmaceutical Tariffs!",
    { PFE: "up", XPH: undefined },
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

describe("acts read the way their words point", () => {
  test.each(CASES)("%s", (_kind, content, want) => {
    const got: Record<string, string | undefined> = ways(content);
    for (const [symbol, way] of Object.entries(want)) expect({ [symbol]: got[symbol] }).toEqual({ [symbol]: way });
  });
});

test("a firing he is asked about is told with his answer", () => {
  const { summary } = analyzeWithRules({
    content: "People keep asking whether I will fire Jerome Powell. I have no intention of doing that.",
    createdAt: OPEN,
  });
  expect(summary).toBe("Trump says people keep asking whether he will fire Jerome Powell; he has no intention of doing that.");
});
