import { describe, expect, test } from "bun:test";
import { analysisOf, judge } from "../rules.ts";
import { factsOf } from "./kinds.ts";
import { read } from "./read.ts";

const kept = (content: string) => factsOf(read(content).reading).find((f) => f.kind === "trade-talks" && f.stance === "hard" && f.goods);
/** The directions a Low alert on the post gives (what such a headline is judged, most often). */
const ways = (content: string) =>
  Object.fromEntries(analysisOf({ ...judge(content), impact: "Low" }, Date.UTC(2026, 3, 8, 15)).instruments.map((i) => [i.symbol, i.direction]));

// Written for these tests, after the kinds of headline the tune cases share.
describe("a tariff on goods kept: its protection holds", () => {
  test.each([
    ["Why the steel tariffs must be permanent: https://example.com/opinion/why-the-steel-tariffs-must-be-permanent/", "steel", { NUE: "up", MT: "down" }],
    ["Ohio Aluminum Smelter Reopens Thanks to Tariffs: https://example.com/news/ohio-aluminum-smelter-reopens/", "aluminum", { CENX: "up", BALL: "down" }],
    ["https://example.com/economy/union-praises-25-tariff-on-auto-imports", "autos", { TM: "down", GM: "down" }],
    ["Lumber Mills Are Hiring Again Because of the Tariffs: https://example.com/lumber-mills-hiring/", "lumber", { WY: "up", WFG: "down" }],
    // His own words that a rate has been in place for months: the tariff kept, no new one (nor the broad market's risk-off).
    ["Remember, our 50% Tariff on foreign Steel, which has been in place for a year, is bringing in a fortune!", "steel", { NUE: "up", MT: "down" }],
  ])("%s → the tariff on %s kept", (content, goods, want) => {
    expect(kept(content)?.goods).toBe(goods);
    expect(ways(content)).toMatchObject(want);
  });

  test.each([
    ["a pause", "The tariffs on steel will be paused for 90 days while we negotiate."],
    ["a court striking it down", "A Radical Left Court struck down our Tariffs on Steel, a disgrace!"],
    ["another country's tariff on U.S. goods", "Canada charges us 250% Tariffs on our Dairy and Lumber products. Not fair!"],
    ["goods no U.S. producer makes here", "Why the tariffs on foreign movies are good for America: https://example.com/foreign-movies-tariffs/"],
    ["a new tariff, which its own reader takes", "Effective immediately, the tariff on all imported Steel will be raised to 50%."],
    ["a condition", "If they keep dumping Steel, the Tariffs will go up."],
    ["kept by a new order", "Today I signed an Order keeping the lower Tariff rate on Steel from Canada in place for 90 more days."],
  ])("not kept: %s", (_, content) => {
    expect(kept(content)).toBeUndefined();
  });
});
