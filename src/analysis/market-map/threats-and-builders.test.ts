import { expect, test } from "bun:test";
import { analyzeWithRules } from "../rules.ts";

const analysis = (content: string) => analyzeWithRules({ content, createdAt: Date.UTC(2025, 8, 10, 15) });
const ways = (content: string) => Object.fromEntries(analysis(content).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (twenty-eighth round, from the start blind probe probe-blind27.json and the
 * development probes probe-dev107.json and probe-dev108.json, in new words): threats without specifics
 * to a partner (rubric: Medium, issue 34 §4), the lumber tariff's buyers, named homebuilders and lenders,
 * and one good's relief for two partners in a list.
 */
test.each([
  [
    "tariffs said to 'go much higher' unless the partner acts are a raise threatened",
    "Mexico is doing very little about the Cartels. If this doesn't change fast, the Tariffs on Mexico will go much higher!",
    { EWW: "down", MXN: "down" },
  ],
  [
    "'or there will be CONSEQUENCES' about a partner's own tariffs is a warning to it",
    "India's Tariffs on our Motorcycles are a disgrace. They must come down, or there will be CONSEQUENCES!",
    { INDA: "down", INR: "down" },
  ],
  [
    "'will not like what they see' is a warning to the partner",
    "Japan charges our Rice Farmers 700%. Unacceptable! We are looking at it very strongly, and Japan will not like what they see.",
    { EWJ: "down" },
  ],
  [
    "a warning by 'They' after a sentence that names no one is to the one partner the post names",
    "Can you believe Canada is using ELECTRICITY as a weapon against American families? We will never again depend on others for Power. They will regret this!",
    { EWC: "down", CAD: "down" },
  ],
  [
    "a lumber tariff is a cost to the homebuilders who buy it",
    "Effective November 1st, the Tariff on Canadian Softwood Lumber will be raised to 35%. Our Mills will boom!",
    { WY: "up", DHI: "down", LEN: "down" },
  ],
  [
    "tariffs removed on one good from two partners in a list are relief for both",
    "I am removing ALL Tariffs on Coffee imported from Brazil and Colombia, effective immediately. Prices will come down!",
    { EWZ: "up", BRL: "up" },
  ],
  [
    "homebuilders named in a demand with a deadline are its target",
    "D.R. Horton and Lennar are sitting on lots while Young Americans cannot buy a Home. They have 60 days to start building and cut prices, or they will lose every Federal program!",
    { DHI: "down", LEN: "down" },
  ],
  [
    "'rather than building' is no praise: a demand after it is a demand on the builders",
    "Lennar and Toll Brothers are buying back stock rather than building the homes Americans need. Stop the buybacks and BUILD!",
    { LEN: "down", TOL: "down" },
  ],
  [
    "a producer's 'Sanctioned Oil' turned over to the U.S. is barrels reaching the market, not a sanction",
    "I am pleased to announce that Venezuela will be turning over 30 MILLION BARRELS of Sanctioned Oil to the United States. It will be sold at Market Price!",
    { USO: "down" },
  ],
] as const)("%s", (_, post, expected) => {
  expect(ways(post)).toMatchObject(expected);
});

test.each([
  ["tariffs to 'go much higher' on a condition are at least Medium", "If China keeps this up, the Tariffs on China will go much higher!"],
  ["a warning to a partner about its own tariffs is at least Medium", "Canada's Dairy Tariffs are a disgrace. They must go, or there will be CONSEQUENCES!"],
] as const)("%s", (_, post) => {
  expect(["Medium", "High"]).toContain(analysis(post).impact);
});
