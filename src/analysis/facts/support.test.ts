import { describe, expect, test } from "bun:test";
import { analysisOf, judge } from "../rules.ts";

const way = (content: string, symbol: string) =>
  analysisOf({ ...judge(content), impact: "Medium" }, Date.UTC(2026, 3, 7, 15)).instruments.find((i) => i.symbol === symbol)?.direction;

// Written for these tests: a boycott is a cost to the company when he calls for it, support when he
// stands against the ones who try it.
describe("a boycott: his call, or others' that he opposes", () => {
  test.each([
    [
      "others try it, he defends the company",
      "The Radical Left Lunatics are trying to illegally boycott Tesla, one of the World’s great automakers. I’m going to buy a brand new Tesla tomorrow as a show of support!",
      "TSLA",
      "up",
    ],
    ["he calls for it", "Everyone should boycott Tesla until they stop this nonsense!", "TSLA", "down"],
  ])("%s", (_, content, symbol, want) => {
    expect(way(content, symbol)).toBe(want as "up" | "down");
  });
});

describe("a buyer's commitment names the maker's orders", () => {
  test('"U.S." before a name does not end the sentence: the jets committed to are the maker’s orders', () => {
    const content =
      "As part of the Agreement, Indonesia has committed to purchasing $15 Billion Dollars in U.S. Energy, $4.5 Billion Dollars in American Agricultural Products, and 50 Boeing Jets.";
    expect(way(content, "BA")).toBe("up");
  });
});

describe("congratulations to a company are praise", () => {
  test("a company congratulated and wished luck points up", () => {
    expect(way("Congratulations to Cracker Barrel on changing the logo back. Good luck into the future!", "CBRL")).toBe("up");
  });
});
