import { expect, test } from "bun:test";
import { analyzeWithRules } from "../rules.ts";

const analysis = (content: string) => analyzeWithRules({ content, createdAt: Date.UTC(2025, 8, 10, 15) });
const ways = (content: string) => Object.fromEntries(analysis(content).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (twenty-eighth round, from the development probe probe-dev124.json, directions
 * a quick reader gets backwards, in new words): a tariff "hereby ENDED", sanctions taken off, the dollar
 * defended, a demand put as "better start", and praise taken back after "but".
 */
test.each([
  [
    "a tariff 'hereby ENDED' is relief for the partner",
    "Mexico dropped its tax on our films. Therefore, the additional 10% Tariff on Mexican Tomatoes is hereby ENDED, effective today!",
    { EWW: "up", MXN: "up" },
  ],
  [
    "sanctions taken off a producer's oil let its barrels out: crude down",
    "Today I am taking the Sanctions OFF Iranian Oil so the World can buy it. Cheaper Gasoline for everyone!",
    { USO: "down" },
  ],
  [
    "a tariff threatened on any country that would 'replace the Mighty U.S. Dollar' defends the dollar",
    "Any Country that tries to replace the Mighty U.S. Dollar will face a 100% Tariff. The Dollar is KING!",
    { DXY: "up" },
  ],
  [
    "'X better start building' is a demand on X, not praise for building",
    "Drug companies not building in America will face big Tariffs soon. AstraZeneca better start building, fast!",
    { AZN: "down" },
  ],
  [
    "praise taken back after 'but' ('does a great job, but the price is ridiculous') is an attack on the price",
    "I love the Apache and Boeing does a great job, but the price is ridiculous. We will look at other planes!",
    { BA: "down" },
  ],
] as const)("%s", (_, post, expected) => {
  expect(ways(post)).toMatchObject(expected);
});

test("a loss told after 'but' ('…but his EV subsidies are GONE') is no praise of the company", () => {
  expect(ways("Rivian is a great company, but its EV subsidies are GONE, as I signed into law. They'll be fine!").RIVN).not.toBe("up");
});
