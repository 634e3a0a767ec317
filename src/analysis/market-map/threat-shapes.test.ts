import { expect, test } from "bun:test";
import { analyzeWithRules, judge } from "../rules.ts";

const ways = (content: string, createdAt = Date.UTC(2026, 3, 8, 15)) =>
  Object.fromEntries(analyzeWithRules({ content, createdAt }).instruments.map((i) => [i.symbol, i.direction]));
/** 10 September 2025: Canada's goods then paid 35%, Mexico's 25% (facts/standing.ts). */
const SEPT_2025 = Date.UTC(2025, 8, 10, 15);

/**
 * Written for these tests (twenty-first round, from the development probes probe-dev33.json to
 * probe-dev36.json, in new words): threats and their conditions, partners one by one, and
 * domestic policy, where the readers or the map had read the wrong way or not at all.
 */
test.each([
  [
    "a rate added to the one in force is a raise, not a lower rate than the standing one",
    "Canada keeps cheating on Dairy. I am adding 10% to Canada's Tariff, effective Friday.",
    SEPT_2025,
    { EWC: "down", CAD: "down" },
  ],
  [
    "a deal extended with its tariff left where it is, 'with no increase', is relief, not a raise",
    "Good talk with Mexico's President today. Because the issues are hard, we agreed to EXTEND the existing arrangement for 60 days, during which Mexico's Tariff remains where it is, with no increase.",
    SEPT_2025,
    { EWW: "up", MXN: "up" },
  ],
  [
    "a warning never even to think of closing a strait is a threat to the route, not the route reopened",
    "Iran must never think about closing Hormuz. Bad things would happen to them!",
    undefined,
    { USO: "up" },
  ],
  [
    "an order cancelled over costs out of control is an attack on the maker, not praise for what it builds",
    "Lockheed is building our new fighters, but the costs are totally out of control. Cancel the order!",
    undefined,
    { LMT: "down" },
  ],
  [
    "a response promised to a partner's tax, with no measure named, is a hard line on the partner",
    "If Canada keeps its unfair Digital Tax on our Tech Companies, we will respond, and it won't be pretty.",
    undefined,
    { EWC: "down", CAD: "down" },
  ],
  [
    "a tariff on 'every toy they sell into the USA' is the company's the sentence before named",
    "Mattel says it will make its dolls in factories abroad from now on. Fine, but each doll they ship into our Country will pay a 50% Tariff.",
    undefined,
    { MAT: "down" },
  ],
  [
    "the European Commission is the E.U.: a deadline it asked to move, moved, is relief for the bloc",
    "The head of the European Commission called to ask for more time on the 50% Tariff. I agreed to move the date to August 15th.",
    undefined,
    { VGK: "up", EUR: "up", SPY: "up" },
  ],
  [
    "a tariff on imported chips weighs on Taiwan's market, which is mostly chipmakers",
    "Beginning next month, all Semiconductors coming into the USA will pay a 60% Tariff.",
    undefined,
    { EWT: "down", TSM: "down" },
  ],
] as const)("%s", (_name, content, at, want) => {
  expect(ways(content, at)).toMatchObject(want);
});

test("'something will be done' after a grievance is a hard line on the one partner the post names", () => {
  const hard = judge("Brazil has been very bad to our Farmers and Companies. They never stop. Something will be done, and very soon!").facts.find(
    (f) => f.stance === "hard",
  );
  expect(hard?.countries).toEqual(["Brazil"]);
});

test("a response promised about a massacre is no hard line on trade", () => {
  const kinds = analyzeWithRules({
    content: "Thousands are being slaughtered in Sudan, and something must be done! I am asking Congress to look into this matter immediately.",
  }).instruments.map((i) => i.symbol);
  expect(kinds).toEqual([]);
});
