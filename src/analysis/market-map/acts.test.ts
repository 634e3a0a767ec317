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
];

describe("acts read the way their words point", () => {
  test.each(CASES)("%s", (_kind, content, want) => {
    const got: Record<string, string | undefined> = ways(content);
    for (const [symbol, way] of Object.entries(want)) expect({ [symbol]: got[symbol] }).toEqual({ [symbol]: way });
  });
});
