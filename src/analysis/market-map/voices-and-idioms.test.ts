import { expect, test } from "bun:test";
import { T } from "../lexicon/terms.ts";
import { analyzeWithRules, judge } from "../rules.ts";

const analysis = (content: string) => analyzeWithRules({ content, createdAt: Date.UTC(2025, 8, 10, 15) });
const ways = (content: string) => Object.fromEntries(analysis(content).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (twenty-sixth round, from the development probes probe-dev86.json to
 * probe-dev89.json, in new words): whose words a quote is, whose tariff a complaint names, relief
 * told as goods no longer tariffed or traded free, a partner's deadline moved, and market words said
 * of something else.
 */
test.each([
  [
    "his own words quoted and signed with his name are his act",
    '"Vietnam will pay a 40% Tariff starting September 15th. They have been cheating for years." — President Donald J. Trump, to reporters aboard Air Force One.',
    "High",
    { VNM: "down" },
  ],
  [
    "goods no longer tariffed are relief for the partner that sells them",
    "Lumber from Canada will no longer be Tariffed, effective Monday. Our Home Builders need it!",
    "High",
    { CAD: "up", EWC: "up" },
  ],
  [
    "a partner's deadline extended is a pause of its tariffs",
    "At the request of the Prime Minister, I have agreed to extend the Japan deadline to September 1st. Talks are going well.",
    "High",
    { EWJ: "up" },
  ],
  ["a partner's deadline said to be extended", "The India deadline has been extended by three weeks. Good progress!", "High", { INDA: "up" }],
  [
    "a company charging our forces too much, with an order cut, is an attack on the company",
    "Raytheon has been charging our Brave Navy far too much for its missiles. I have directed the Secretary to cut the order by 25% unless the price comes down within 90 days!",
    "High",
    { RTX: "down" },
  ],
] as const)("%s", (_, post, impact, expected) => {
  expect(analysis(post).impact).toBe(impact);
  expect(ways(post)).toMatchObject(expected);
});

test.each([
  [
    "a partner's own tariff on our goods, complained of, is theirs, not his new tariff",
    "Mexico charges our Corn Growers up to 70% Tariffs. Think of that! They have been doing it for a long time.",
  ],
  [
    "a tariff in place since a month past is one kept, not a new one",
    "Our 50% Tariffs on foreign Steel, in place since June, have brought the mills back to Ohio!",
  ],
])("%s: not High", (_, post) => {
  expect(analysis(post).impact).not.toBe("High");
  expect(judge(post).acts).not.toContain("tariff");
});

test("goods traded at zero tariffs under a deal are the goods the deal spares, not the partners' goods in general", () => {
  const post = "Under our new Agreements with Korea and Japan, Medical Devices will trade at ZERO Tariffs both ways, starting next month.";
  const tariff = judge(post).facts.find((f) => f.kind.startsWith("tariff"));
  expect(tariff?.kind).toBe("tariff-cut");
  expect(tariff?.goods).not.toBeNull();
});

/** Each idiom post, with the lexicon's term it must not set off; the same words in their market sense still do. */
test.each([
  ["a record of enthusiasm is no record of the market", "Our Movement's Spirit is at an ALL TIME HIGH. See you in Georgia on Saturday!", "market"],
  ["confidence in the country at a high is no market", "The confidence in our Country has reached an all-time high. People are happy again!", "market"],
  ["a great deal of respect is no deal", "I have a great deal of respect for the people of Montana. Beautiful land, wonderful people!", "deal"],
  ["time and hard work invested are no investment", "Congratulations to Coach Smith, who invested years of hard work in that great Team!", "invest"],
] as const)("%s", (_, post, term) => {
  expect(T[term].test(post)).toBe(false);
  expect(analysis(post).impact).toBe("None");
});

test.each([
  ["the market at an all-time high is still the market", "We just hit an ALL TIME HIGH, again. Congratulations America!", "market"],
  ["a great deal made is still a deal", "We made a great deal with Indonesia: 19% on their goods, ZERO on ours.", "deal"],
  ["money invested is still an investment", "Toyota invested heavily in its new plant in Kentucky.", "invest"],
] as const)("%s", (_, post, term) => {
  expect(T[term].test(post)).toBe(true);
});

test("oil he promises to keep flowing, beside a threat over the strait, adds no barrels: the threat moves crude up", () => {
  const post = "Venezuela has been warned. If they block the Gulf shipping lanes, they will be hit very hard. We will keep that oil flowing to our friends!";
  expect(judge(post).facts.map((f) => f.kind)).not.toContain("supply-up");
  expect(ways(post)).toMatchObject({ USO: "up" });
});

test("a government said to be shut down now is the funding standoff", () => {
  const post = "The Federal Government is now officially SHUT DOWN, thanks to Chuck Schumer and his Radical friends.";
  expect(judge(post).facts.map((f) => f.kind)).toContain("funding-standoff");
});
