/**
 * Goods a tariff names however the post puts them (issue 34 §1: a tariff on a commodity or a sector names
 * its U.S. producers and the foreign makers and importers that pay): in a subject ("imported Chips will be
 * charged…"), after "apply to", by a pronoun for the sentence before, around an aside between dashes.
 * Each row was a blind development probe's miss (test/labeled/probe-dev12b.json), written anew here.
 */
import { describe, expect, test } from "bun:test";
import { analyzeWithRules } from "../rules.ts";

/** Tuesday 2025-04-08 15:00 UTC: New York's cash market is open. */
const OPEN = Date.UTC(2025, 3, 8, 15);
const ways = (content: string) => Object.fromEntries(analyzeWithRules({ content, createdAt: OPEN }).instruments.map((i) => [i.symbol, i.direction]));

const CASES: [string, string, Record<string, string | undefined>][] = [
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
    "goods 'that… are EXCLUDED' from the tariffs",
    "Customs has confirmed that Smartphones and Laptops are EXCLUDED from the Reciprocal Tariffs.",
    { AAPL: "up", SPY: undefined },
  ],
  ["goods 'made in' a partner, as the subject", "Starting June 1st, all smartphones made in China will pay a 25% Tariff.", { AAPL: "down", SPY: undefined }],
  ["a partner's own export curbs are no U.S. sanction on it", "China has restricted exports of rare earths to the USA. Very hostile!", { FXI: "unclear" }],
];

describe("goods, however the post names them", () => {
  test.each(CASES)("%s", (_kind, content, want) => {
    const got: Record<string, string | undefined> = ways(content);
    for (const [symbol, way] of Object.entries(want)) expect({ [symbol]: got[symbol] }).toEqual({ [symbol]: way });
  });
});

test("goods' tariffs that 'will be coming' are a threat on them, not a tariff kept in force", () => {
  const intel = analyzeWithRules({ content: "Chip Tariffs will be coming, and soon.", createdAt: OPEN }).instruments.find((i) => i.symbol === "INTC");
  expect(intel?.direction).toBe("up");
  expect(intel?.why).toStartWith("Threatened:");
});
