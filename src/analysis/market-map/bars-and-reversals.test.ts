import { expect, test } from "bun:test";
import { analyzeWithRules } from "../rules.ts";

const analysis = (content: string) => analyzeWithRules({ content, createdAt: Date.UTC(2025, 8, 10, 15) });
const ways = (content: string) => Object.fromEntries(analysis(content).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (twenty-eighth round, from the start blind probe probe-blind27.json and the
 * development probes probe-dev107.json to probe-dev112.json, in new words): leave denied to everyone, a
 * raise called off or put off, an agreement terminated, the rate everything else pays, a build-here offer,
 * a strait not opened, and a seller's tariff line.
 */
test.each([
  [
    "'no American company will be permitted to sell' chips to China is a bar, not leave: the chipmakers down",
    "As of today, no American Company will be permitted to sell High-End AI Chips, including NVIDIA's H20, to China. Security first!",
    { NVDA: "down", SMH: "down" },
  ],
  [
    "a raise he will not make is relief for the partner",
    "Ontario dropped its surcharge. Therefore I will NOT be raising the Tariffs on Canadian Steel to 50%. Good move!",
    { EWC: "up", CAD: "up" },
  ],
  [
    "a scheduled increase postponed is relief on the goods: their U.S. makers lose the shield",
    "The increase in Tariffs on Kitchen Cabinets and Vanities scheduled for next month is hereby POSTPONED for a year.",
    { MBC: "down", AMWD: "down" },
  ],
  [
    "a suspension agreement terminated, with a duty, is a tariff on the partner, not a deal",
    "Commerce is TERMINATING the Tomato Suspension Agreement with Mexico, and a 20% Anti-Dumping Duty will apply starting next week!",
    { EWW: "down", MXN: "down" },
  ],
  [
    "goods spared until now paying 'the full rate like everything else' is a tariff, not a cut below the rate in force",
    "The exemption for Canadian Energy is ENDED. Starting Monday, Canadian Oil will pay the full 25% Tariff like everything else!",
    { EWC: "down", CAD: "down" },
  ],
  [
    "a strait not opened, and strikes begun on the producer, is escalation: crude up",
    "Iran did NOT open the Strait as they were told. As of one hour ago, we have begun hitting their Power Plants!",
    { USO: "up", SPY: "down" },
  ],
  [
    "production in a partner 'which was never the deal' is no deal: the partner down beside a rate",
    "Ford is still building its Trucks in Mexico, which was never the deal. Ford must move them back within a year, or every Ford truck from Mexico will pay a 30% Tariff.",
    { EWW: "down" },
  ],
  [
    "a seller told to remove the 'Tariff Surcharge' line it shows is a demand on the seller, no tariff relief",
    "Walmart must immediately remove the so-called 'Tariff Surcharge' line from its receipts, or lose its Federal contracts!",
    { WMT: "down" },
  ],
] as const)("%s", (_, post, expected) => {
  expect(ways(post)).toMatchObject(expected);
});

test("a build-here offer ('Build them in the USA and you pay NO TARIFFS') is no tariff relief for the partners", () => {
  const a = ways("Drug Companies should stop building Plants in Ireland. Build them in the USA and you pay NO TARIFFS. Those who don't will be sorry!");
  expect([a.EWI, a.EUR, a.VGK].filter((d) => d === "up")).toEqual([]);
});

test.each([
  [
    "a company's own investment announced, with his thanks, is praise (rubric: Medium), not his deal",
    "Thank you to Lisa Su and AMD for announcing a $50 Billion investment in American chip plants. Great decision!",
    "Medium",
  ],
  [
    "a strike on an oil terminal 'a short while ago' is a new act of war on a producer",
    "A short while ago, our Navy struck Iran's main oil export terminal. They were warned!",
    "High",
  ],
] as const)("%s", (_, post, level) => {
  expect(analysis(post).impact).toBe(level);
});
