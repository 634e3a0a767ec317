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

/**
 * From the development probes probe-dev123.json and probe-dev125.json (false alarms, an ordinary week), in new
 * words: what stands told again is no new act.
 */
test.each([
  [
    "a rate 'already in effect' that 'will remain until' something changes",
    "The 25% Tariff on Mexico, already in effect, will remain until the Fentanyl stops. Simple!",
  ],
  [
    "a rate 'which we announced long ago' that 'is still in place'",
    "Just so everyone knows, the 15% Tariff on all of Europe, which we announced long ago, is still in place and working BEAUTIFULLY. Billions are pouring in!",
  ],
  ["a rate that 'is bringing' mills back", "Remember, our 25% Tariff on Foreign Lumber is bringing Sawmills back to life all across America!"],
  [
    "a partner 'offering to cut many of their Tariffs'",
    "Just spoke with the Prime Minister of Vietnam. Very good call. They want to make a Deal, and they are offering to cut many of their Tariffs. We will see what happens!",
  ],
  [
    "a Fed nominee whose confirmation he urges",
    "My Nominee for Chairman of the Federal Reserve understands that Rates must come down, fast. The Senate must confirm him QUICKLY!",
  ],
] as const)("no High: %s", (_, post) => {
  expect(analysis(post).impact).not.toBe("High");
});

// Guards for this round's own changes, caught by the full tally of the development probes: a new rate "on top of" one
// "already in place" is still the act, and "had better get its act together" is a warning, not a demand decided.
test("an ADDITIONAL rate on top of one 'already in place', with its date, is the act", () => {
  const post = "On top of the 25% already in place, Brazil will pay an ADDITIONAL 25% Tariff, effective in 14 days. They know why!";
  expect(analysis(post).impact).toBe("High");
  expect(ways(post)).toMatchObject({ EWZ: "down" });
});

test("'had better get its act together' is a warning (Medium), not a demand decided", () => {
  expect(analysis("The Navy's new ships are years late and way over budget. General Dynamics had better get its act together!").impact).not.toBe("High");
});
