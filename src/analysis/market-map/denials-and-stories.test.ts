import { expect, test } from "bun:test";
import { analyzeWithRules, judge } from "../rules.ts";

const analysis = (content: string) => analyzeWithRules({ content, createdAt: Date.UTC(2025, 8, 10, 15) });
const ways = (content: string) => Object.fromEntries(analysis(content).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (twenty-seventh round, from the development probes probe-dev97.json to
 * probe-dev100.json, in new words): a report of what he will do that he denies, a proposal mocked or
 * imagined, his Secretary's announcement reposted, an act of hours ago, a conditional penalty on a
 * company, the government's funding asked for, a purchase halted in one clause, and a grievance told
 * of his predecessor's years.
 */
test.each([
  [
    "a paper's report of a removal he calls false",
    "The Washington Post says I will lift the Tariffs on China before a Deal is signed. FALSE! Nothing comes off until China opens its Markets!",
  ],
  ["a story of a tariff he calls a hoax", "The story that I am planning a 60% Tariff on German Cars is a HOAX. We are doing very well with Germany!"],
  ["a proposal mocked", "Sure, let's just drop all Tariffs and let Mexico take our Auto jobs again. Great plan, Democrats!"],
  ["a rate imagined and disowned", "Imagine a 400% Tariff on Japanese goods. That is what some people want. I am much more reasonable!"],
] as const)("no act of his (not High): %s", (_, post) => {
  expect(analysis(post).impact).not.toBe("High");
});

test.each([
  [
    "a report of a removal he denies names nothing the way the removal would",
    "The Washington Post says I will lift the Tariffs on China before a Deal is signed. FALSE! Nothing comes off until China opens its Markets!",
    "FXI",
    "up",
  ],
  [
    "a grievance told of his predecessor's years is not a hard line now",
    "Under Sleepy Joe Biden, the European Union treated us like a piggy bank. They charged us huge Tariffs on our Cars. Our talks with the European Union are going much better now, and we are close to something good!",
    "VGK",
    "down",
  ],
  [
    "corn bought in one clause is not halted by oil stopped in the next",
    "India has agreed to buy large amounts of American Corn and Wheat, and will stop buying Russian Oil. A great deal!",
    "CORN",
    "down",
  ],
  [
    "a sentence asking to open the government does not end a shutdown",
    "China gets a 50% Tariff starting November 1st. Open the Government NOW, Democrats!",
    "SPY",
    "up",
  ],
] as const)("%s", (_, post, symbol, notWay) => {
  expect(ways(post)[symbol]).not.toBe(notWay);
});

test.each([
  [
    "his Secretary's announcement, reposted, is his administration's act",
    "RT @USTreasury: Secretary Bessent announces sanctions on 9 Iranian oil tankers, effective immediately.",
    "High",
    { USO: "up" },
  ],
  [
    "a strike on an oil terminal 'a short time ago' is new",
    "A short time ago, our Navy struck Iran's largest Oil Terminal. A very precise hit!",
    "High",
    { USO: "up" },
  ],
  [
    "a company that 'will NOT be exempt' from a tariff gets no relief",
    "Apple will NOT be exempt from the Tariffs on Smartphones made in India. Build them here!",
    "Medium",
    {},
  ],
] as const)("%s", (_, post, impact, expected) => {
  expect(analysis(post).impact).toBe(impact);
  expect(ways(post)).toMatchObject(expected);
});

test("a purchase of coins with its amount is crypto policy: bitcoin up", () => {
  expect(ways("The United States Government will buy 50,000 Bitcoin for the Strategic Reserve this year.")).toMatchObject({ BTC: "up" });
});

test("a company that 'will NOT be exempt' is not pointed up", () => {
  expect(ways("Apple will NOT be exempt from the Tariffs on Smartphones made in India. Build them here!").AAPL).not.toBe("up");
});

test("a ceasefire he never said he would end is not ended: crude not pointed up", () => {
  expect(ways("I never said that I would end the Ceasefire with Iran. The Ceasefire is holding nicely.").USO).not.toBe("up");
});

test("a penalty on a company on a condition, with no rate or date, is a threat to it: Medium, the company down", () => {
  const post = "If Whirlpool moves its production to Mexico, it will be Taxed like never before!";
  expect(analysis(post).impact).toBe("Medium");
  expect(ways(post)).toMatchObject({ WHR: "down" });
});

test("farm payments named before their sum, authorized 'today', are an act of farm aid: the equipment makers", () => {
  const post = "I am today authorizing a new round of Farmer Bridge Payments, $10 Billion Dollars, with checks going out to our Farmers before Thanksgiving!";
  expect(judge(post).acts).toContain("official-act");
  expect(ways(post)).toMatchObject({ DE: "up" });
});
