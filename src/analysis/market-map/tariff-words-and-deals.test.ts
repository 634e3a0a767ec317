import { expect, test } from "bun:test";
import { analyzeWithRules } from "../rules.ts";

const analysis = (content: string) => analyzeWithRules({ content, createdAt: Date.UTC(2025, 8, 10, 15) });
const ways = (content: string) => Object.fromEntries(analysis(content).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (twenty-seventh round, from the development probes probe-dev101.json to
 * probe-dev103.json, in new words): a rate said without the word tariff, a deal not made or not
 * enacted beside a tariff, relief by termination, an ultimatum over a strait, licences suspended,
 * and tariff relief given to the companies named in the sentence before.
 */
test.each([
  [
    "a deal 'not good enough' beside a dated rate is no deal: the partner down",
    "As of Monday, October 6th, every product made in Japan will carry a Tariff of 30%. The Deal they offered was not good enough!",
    { EWJ: "down" },
  ],
  [
    "a trade agreement a partner 'failed to enact' is no deal",
    "South Korea's Legislature has failed to enact our Trade Agreement. Until they do, South Korea will be charged 25% on all goods.",
    { EWY: "down" },
  ],
  [
    "an additional tariff terminated is relief",
    "I am terminating the additional 40% Tariff on coffee and beef from Brazil, effective immediately.",
    { EWZ: "up" },
  ],
  [
    "a partner that 'pays 30% on everything it sends us' is tariffed",
    "From now on, Switzerland pays 30% on everything it sends us. Very fair!",
    { EWL: "down" },
  ],
  [
    "'an extra 10%' a partner will pay is a tariff raised",
    "Canada refuses to talk. Canada will pay an extra 10% on top of what they are paying now, and it starts on Monday.",
    { EWC: "down" },
  ],
  [
    "goods that 'face 20%' are tariffed",
    "Beginning the first day of next month, Australian goods coming into America face 20%. Fair and Reciprocal!",
    { EWA: "down" },
  ],
  [
    "a strait's opening demanded, or force, is an ultimatum: crude up",
    "Iran had better open the Strait of Hormuz, and fast, or they will be hit harder than ever before!",
    { USO: "up" },
  ],
  [
    "export licences suspended are export controls on the chipmaker",
    "I have instructed the Commerce Department to SUSPEND all Export Licenses for AMD AI Chips going to China, effective immediately.",
    { AMD: "down" },
  ],
  [
    "'Both Companies are exempt' from a tariff is relief for the two named before",
    "Bristol Myers Squibb and Gilead Sciences have both signed agreements to lower Drug Prices, by as much as 70% on certain medicines. Both Companies are exempt from Pharmaceutical Tariffs for the next three years.",
    { BMY: "up", GILD: "up" },
  ],
] as const)("%s", (_, post, expected) => {
  expect(ways(post)).toMatchObject(expected);
});

test.each([
  [
    "a trade representative told to examine whether a deal was kept",
    "I have instructed our Trade Representative to begin examining whether China has complied with the Phase One Trade Deal.",
  ],
] as const)("no act of his (not High): %s", (_, post) => {
  expect(analysis(post).impact).not.toBe("High");
});

test("what the Government 'should get' from a listing is no demand on the company", () => {
  const post =
    "I am giving very serious consideration to bringing Fannie Mae and Freddie Mac public. They are doing very well, and the Government should get a great return.";
  expect(ways(post).FNMA).not.toBe("down");
});

test("a paper's claim of what he wants a company to pay, denied ('Never said it'), is no demand on it", () => {
  const post =
    "The Failing New York Times says I want Apple to pay 30% of its China Revenue to the Government. Never said it, never even thought about it. Fake News!";
  expect(ways(post).AAPL).not.toBe("down");
});

test("equity stakes taken in companies ('Stakes', plural) are deals made with them; stakes only weighed are not", () => {
  const taken = "I have directed the Department of Commerce to take Equity Stakes in IonQ and D-Wave Quantum, in exchange for 900 Million Dollars in funding.";
  expect(ways(taken)).toMatchObject({ IONQ: "up", QBTS: "up" });
  const weighed = "We are looking at taking stakes in certain defense companies that get most of their money from the Government, like Lockheed.";
  expect(analysis(weighed).impact).not.toBe("High");
  expect(ways(weighed).LMT).not.toBe("up");
});

test("a stake in a uranium enricher named by its name is a deal made with it", () => {
  const post = "Effective today, the United States will take a 9% Equity Stake in Centrus Energy, in return for 800 Million Dollars in funding.";
  expect(analysis(post).impact).toBe("High");
  expect(ways(post)).toMatchObject({ LEU: "up" });
});
