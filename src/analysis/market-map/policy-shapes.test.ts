import { expect, test } from "bun:test";
import { analyzeWithRules, judge } from "../rules.ts";

const analysis = (content: string) => analyzeWithRules({ content, createdAt: Date.UTC(2026, 3, 8, 15) });
const ways = (content: string) => Object.fromEntries(analysis(content).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (twenty-first round, from the development probes probe-dev34.json and
 * probe-dev35.json, in new words): partners' tariffs told with their reasons or beside other goods,
 * and domestic policy that reaches one sector, where the readers or the map had read them wrongly or not at all.
 */
test.each([
  [
    "one good named and 'all other' goods of the partner too: the partner's market pays, not the good's row alone",
    "Starting next month, Brazilian Beef will pay a 30% Tariff, and all other Brazilian goods 10%!",
    { EWZ: "down", BRL: "down" },
  ],
  [
    "a partner's tariff given as the reason does not stop his own act after the comma from being read",
    "Because Mexico has put a 30% Tariff on our Corn, I have instructed Commerce to raise the Tariff on Mexican Steel to 50%, effective Monday.",
    { NUE: "up", MT: "down" },
  ],
  [
    "a stop-work order 'pending a review' is an order given, not an inquiry",
    "I have directed Interior to issue an immediate STOP WORK order on every offshore Wind farm being built, pending a full environmental review.",
    { DNNGY: "down", ICLN: "down" },
  ],
  [
    "an order letting crypto into retirement accounts, crypto named before the accounts, is support for it",
    "I signed an Executive Order today allowing Bitcoin and other Crypto to be held in 401(k) retirement plans.",
    { BTC: "up", COIN: "up" },
  ],
  [
    "the electric-car tax credit ended, effective at a date, weighs on the electric-car makers",
    "Effective January 1st, the federal tax credit for Electric Vehicles is terminated. No more taxpayer money for rich people's cars!",
    { TSLA: "down", RIVN: "down" },
  ],
  [
    "money for farmers is farm aid, which the machinery makers gain from",
    "Our Farmers got hurt by the trade fights, so today I am announcing $9 BILLION in relief payments to American Farmers, starting next week.",
    { DE: "up", AGCO: "up" },
  ],
  [
    "a contract awarded to a named maker is more orders for it",
    "The Army has just awarded General Dynamics a contract for 400 new tanks. Built in Ohio and Michigan!",
    { GD: "up" },
  ],
  [
    "barrels sold from the strategic reserve are supply added",
    "To bring gas prices down, I am ordering the sale of 30 Million barrels from the Strategic Petroleum Reserve, beginning next week.",
    { USO: "down", JETS: "up" },
  ],
  [
    "a Section 232 investigation ordered into goods is a threat to their imports: their U.S. makers gain",
    "Today I directed Commerce to open a Section 232 Investigation into Drones and their parts. Our Skies must be ours!",
    { AVAV: "up" },
  ],
  [
    "a tariff on medical supplies: the U.S. syringe maker gains, the foreign device makers pay",
    "Starting in 30 days, Syringes and Needles made in China will pay a 100% Tariff. Becton Dickinson makes them here!",
    { BDX: "up", PHG: "down" },
  ],
  [
    "a tariff on toys lifted: the toy companies that import them gain",
    "For a happy Christmas, I am REMOVING the Tariff on Toys, effective immediately!",
    { MAT: "up", HAS: "up" },
  ],
  [
    "a second rate's goods with the word tariff left out ('and 30% on Upholstered Furniture') are the tariff's goods too",
    "From next month, a 40% Tariff on imported Bathroom Vanities, and 25% on Upholstered Furniture. Made in USA!",
    { MBC: "up", LZB: "up" },
  ],
  [
    "a Proclamation signed putting a fee on H-1B visas weighs on the IT outsourcers",
    "I just signed a Proclamation: every new H-1B Visa will now cost the company $50,000. Hire Americans first!",
    { INFY: "down", CTSH: "down" },
  ],
  ["a tariff on imported silver lifts the U.S. silver miners", "Imported Silver will pay a 30% Tariff from September 1st!", { HL: "up", CDE: "up" }],
] as const)("%s", (_name, content, want) => {
  expect(ways(content)).toMatchObject(want);
});

test("a rate in force restated ('That Tariff remains in effect') is no tariff set, and the summary does not say one is", () => {
  const content =
    "As you all know, Brazil is paying a 50% Tariff to the United States because of its Censorship. That Tariff remains in effect. Nothing has changed!";
  expect(judge(content).facts.filter((f) => f.kind.startsWith("tariff"))).toEqual([]);
  expect(analysis(content).summary).not.toMatch(/\bsets\b/);
});

test("aid 'paid for by TARIFFS' sets no tariff on the partner the post blames", () => {
  const content =
    "Our wonderful Farmers were treated very badly by China and others. I am announcing $10 BILLION in SUPPORT PAYMENTS to our Farmers, going out next month. Paid for by TARIFFS!";
  expect(judge(content).facts.filter((f) => f.kind.startsWith("tariff"))).toEqual([]);
});

test("a Section 232 investigation ordered sets no tariff: a threat, no rate, no act", () => {
  const f = judge("I have ordered a Section 232 Investigation into Medical Devices and Equipment. We will make them here!").facts.find((x) =>
    x.kind.startsWith("tariff"),
  );
  expect(f?.kind).toBe("tariff-threatened");
  expect(f?.action).toBeNull();
  expect(f?.goods).toBe("medical devices and equipment");
});

test("'Chips made in the USA will pay NO Tariff' beside a deal's lower rate is who is spared, no tariff on chips", () => {
  const w = ways("A great Deal with Taiwan: its Tariff goes down to 15%. Chips made in the USA will pay NO Tariff!");
  expect(w.EWT).toBe("up");
  expect(w.SMH).toBeUndefined();
});

test("the summary of an act with a partner's tariff as its reason names the act's goods, not the reason's", () => {
  const { summary } = analysis(
    "Based on Japan placing a 20% Tariff on Rice imports, I have instructed Commerce to raise the Tariff on Japanese Steel to 40%, effective Monday.",
  );
  expect(summary).toContain("steel");
  expect(summary).not.toContain("rice");
});
