import { describe, expect, test } from "bun:test";
import { betaOf, closesBefore, dailySigma, flatBand } from "./beta.ts";
import { agreement } from "./reaction.ts";

/** β and the flat band from daily closes (README, "Market reaction"). */
const series = (returns: number[], start = 100) => {
  let c = start;
  return [{ d: "2026-10-01", c }, ...returns.map((r, i) => ({ d: `2026-10-${String(i + 2).padStart(2, "0")}`, c: (c *= 1 + r) }))];
};
const spy = Array.from({ length: 20 }, (_, i) => 0.01 * Math.sin(i * 1.7));

describe("β and the flat band", () => {
  test("β is the regression slope on SPY's daily returns; too few sessions or a market that never moved: unknown", () => {
    expect(betaOf(series(spy.map((r) => 2 * r)), false, series(spy))).toBeCloseTo(2, 9);
    expect(betaOf(series(spy.slice(0, 5)), false, series(spy.slice(0, 5)))).toBeNull();
    expect(betaOf(series(spy), false, series(spy.map(() => 0)))).toBeNull();
  });

  test("the band is half a σ of 15-minute moves, σ15 = σ_daily × √(15/390); unknown or nil σ: 0.2%", () => {
    expect(flatBand(1)).toBeCloseTo(0.5 * Math.sqrt(15 / 390), 4);
    expect(flatBand(null)).toBe(0.2);
    expect(flatBand(0)).toBe(0.2);
    expect(dailySigma(series(spy.map(() => 0)), false)).toBe(0);
  });

  test("only sessions before the post's day, the last 21 closes (20 returns)", () => {
    const closes = series(Array.from({ length: 28 }, () => 0.001));
    const before = closesBefore(closes, "2026-10-25");
    expect(before.at(-1)!.d).toBe("2026-10-24");
    expect(before).toHaveLength(21);
  });

  test("a move of exactly 0 is flat, whatever the band", () => {
    expect(agreement("down", 0, 0)).toBe("flat");
    expect(agreement("down", -0.01, 0.005)).toBe("agree");
  });
});
