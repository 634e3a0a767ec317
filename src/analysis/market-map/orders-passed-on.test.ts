import { expect, test } from "bun:test";
import { analyzeWithRules } from "../rules.ts";

const analysis = (content: string) => analyzeWithRules({ content, createdAt: Date.UTC(2025, 8, 10, 15) });
const ways = (content: string) => Object.fromEntries(analysis(content).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (twenty-ninth round, from the development probe probe-dev145.json, his officials' words
 * passed on, in new words): an act his Secretary announces on his orders, reposted or quoted, is his act.
 */
test.each([
  [
    "a repost: strikes 'on the orders of the Commander in Chief'",
    "RT @SecWar: Tonight, on the orders of the Commander in Chief, U.S. forces struck two oil terminals used by the Maduro regime. A total success.",
    { USO: "up" },
  ],
  [
    "a repost: 'The President has authorized' a pause",
    "RT @SecScottBessent: The President has authorized a 90-day pause of the 30% tariff on Japanese goods, effective today, while talks continue.",
    { EWJ: "up" },
  ],
  [
    "a repost: purchases 'Under the President's Executive Order'",
    "RT @SecScottBessent: Under the President’s Executive Order, Treasury has begun purchases of Bitcoin for the Strategic Bitcoin Reserve this week.",
    { BTC: "up" },
  ],
  [
    "a Secretary quoted: 'At President Trump's instruction, Commerce has added… to the Entity List'",
    "“At President Trump’s instruction, Commerce has added 20 Chinese chip companies to the Entity List, effective today.” - Secretary Lutnick. Play fair, China!",
    { KWEB: "down" },
  ],
] as const)("%s", (_, post, expected) => {
  expect(analysis(post).impact).toBe("High");
  expect(ways(post)).toMatchObject(expected);
});

test("a headline about his own act, shared, stays news already out (tune labels: Low)", () => {
  expect(analysis("“Trump slaps 50% tariff on copper imports, effective August 1” https://www.reuters.com/markets/copper-tariff Great!").impact).not.toBe(
    "High",
  );
});
