import { describe, expect, test } from "bun:test";
import { judge } from "../rules.ts";

const deals = (content: string) => judge(content).facts.filter((f) => f.kind === "trade-deal" && f.action === "trade-deal");

// Written for these tests: a day set for a meeting about a deal is talks ahead, not a deal's terms;
// a deal signed or agreed on a day, or with its rate, still is one.
describe("a trade deal or a meeting about one", () => {
  test.each([
    [
      "officials to meet on a day about the deal",
      "I am pleased to announce that my Secretary of Commerce will be meeting in Geneva on Monday, March 9, with Representatives of Japan, concerning the Trade Deal.",
    ],
    ["a call set for Friday on the trade deal", "I will be speaking with President Lee of South Korea this Friday about our Trade Deal. Should be good!"],
  ])("no deal: %s", (_, content) => {
    expect(deals(content)).toEqual([]);
  });

  test.each([
    ["a deal signed on a day", "We have just signed a Trade Deal with Japan, effective on Monday, March 9, under which Japan will pay a 15% Tariff."],
    ["a deal with its rate", "The Trade Deal with Vietnam is done: Vietnam will pay a 20% Tariff on all goods sent into the United States."],
  ])("a deal: %s", (_, content) => {
    expect(deals(content).length).toBe(1);
  });
});

test("a meeting set about the deal is talks with the partner named", () => {
  const facts = judge("My Secretary of Commerce will be meeting in Geneva on Monday, March 9, with Representatives of Japan, concerning the Trade Deal.").facts;
  expect(facts.map((f) => [f.kind, f.action, f.countries])).toEqual([["trade-talks", null, ["Japan"]]]);
});

// Written for these tests: an agreement set as a condition, or a peace agreement, is no trade deal made.
describe("agreement words that are no trade deal", () => {
  test.each([
    [
      "sanctions and tariffs until a peace agreement",
      "I am strongly considering large scale Sanctions and Tariffs on Russia until a Cease Fire and FINAL SETTLEMENT AGREEMENT ON PEACE IS REACHED. Get to the table right now, before it is too late!",
    ],
    [
      "a peace deal signed on a day",
      "Armenia and Azerbaijan will sign a Peace Agreement at the White House on Friday, August 8, ending a long war, with Tariffs off the table.",
    ],
  ])("no deal: %s", (_, content) => {
    expect(deals(content)).toEqual([]);
  });

  test.each([["a trade deal agreed once talks ended", "Once the talks ended, we signed a Trade Deal with Japan under which Japan will pay a 15% Tariff."]])(
    "a deal: %s",
    (_, content) => {
      expect(deals(content).length).toBe(1);
    },
  );
});
