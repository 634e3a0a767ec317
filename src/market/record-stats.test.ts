import { afterAll, expect, test } from "bun:test";
import { testApp } from "../../test/helpers/app.ts";
import { marketBars } from "../db/schema/market.ts";
import { ordinaryMoves } from "./record-stats.ts";
import { atEastern } from "./sessions.ts";

const MIN = 60_000;
const app = testApp();
afterAll(() => app.close());

/** A week of 1-minute bars for one symbol around `at`, the price rising 0.01% a minute. */
function barsAround(symbol: string, at: number, minutes: number) {
  for (let k = -minutes; k <= minutes; k++)
    app.db
      .insert(marketBars)
      .values({ provider: "yahoo", symbol, granularity: "1m", t: at + k * MIN, close: 100 * 1.0001 ** k })
      .run();
}

test.each([
  // A post just after midnight Eastern: the ordinary moments of the evening before count as well.
  ["00:10 on a Wednesday", "2026-12-02", 10, "ORD1"],
  // …and one at midday, where no midnight is near: the same count.
  ["12:10 on a Wednesday", "2026-12-02", 730, "ORD2"],
])("ordinary moments within 30 minutes of a post's time, a week earlier: %s", async (_, date, minute, symbol) => {
  const post = atEastern(date, minute);
  const weekAgo = post - 7 * 86_400_000;
  barsAround(symbol, weekAgo, 60);
  const base = await ordinaryMoves(app.store, [{ postedAt: post, provider: "yahoo", providerSymbol: symbol, invert: false }], [post]);
  // A moment is a bar's end (t + 1 min) within ±30 minutes of the post's time with a bar 15 minutes
  // later: bars at k = −31 … +29 whose k + 15 is stored (k ≤ 45): 61 moments, each a move of ~0.15%.
  expect(base.n).toBe(61);
  expect(base.median).toBeCloseTo(0.15, 2);
});
