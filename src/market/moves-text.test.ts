import { describe, expect, test } from "bun:test";
import type { Horizon } from "../db/schema/market.ts";
import { formatPct, horizonCells, moveSign } from "./reaction-cells.ts";
import { earlyMoves } from "./moves-text.ts";
import type { ReactionView } from "./view.ts";

/** The texts every channel sends (Telegram, Discord, Slack) and the cells the dashboard and Mini App show. */
const MINUTES: Record<string, number> = { "1m": 1, "5m": 5, "15m": 15, "60m": 60, close: 360 };
const move = (symbol: string, horizon: Horizon, pct: number | null, abnormalPct: number | null = null, prePct: number | null = null): ReactionView => ({
  symbol,
  horizon,
  horizonMinutes: MINUTES[horizon]!,
  pct,
  abnormalPct,
  prePct,
  from: pct === null ? null : 100,
  fromAt: null,
  to: pct === null ? null : 100 + pct,
  toAt: null,
  agreement: null,
  reason: pct === null ? "market closed at +15 min" : null,
  granularity: "1m",
});

describe("the moves' texts", () => {
  test("each instrument's move beyond the market and the move before the post beside its move; SPY's alone", () => {
    const text = earlyMoves([move("SPY", "15m", -1, null, 0), move("EWJ", "15m", -2.5, -1.5, -0.32), move("FXI", "15m", -1, 0, 0.01)], ["EWJ", "FXI"]);
    expect(text).toBe("SPY −1.0% · EWJ −2.5% (−1.5% vs market, −0.3% before the post) · FXI −1.0% (0.0% vs market) (15 min)");
  });

  test("no move beyond the market when the market had no price: the move alone, nothing made up", () => {
    expect(earlyMoves([move("EWJ", "5m", -0.4)], ["EWJ"])).toBe("EWJ −0.4% (5 min)");
  });

  test("an instrument still waiting for its bars says so; nothing known at all is no line", () => {
    expect(earlyMoves([move("SPY", "15m", -1)], ["EWJ"], new Set(["EWJ"]))).toBe("SPY −1.0% · EWJ no data yet (15 min)");
    expect(earlyMoves([], ["EWJ"], new Set(["SPY", "EWJ"]))).toBeNull();
    // Still watched (for the close) but its early horizons found the market closed: nothing to say of it.
    expect(earlyMoves([move("SPY", "15m", -1), move("EWJ", "15m", null)], ["EWJ"], new Set(["SPY", "EWJ"]))).toBe("SPY −1.0% (15 min)");
  });
});

describe("the dashboard's and the Mini App's cells", () => {
  test("a horizon not filled yet shows 'no data yet'; one the bars never covered shows why", () => {
    const cells = horizonCells([move("EWJ", "1m", -1, -0.5), move("EWJ", "5m", null)]);
    expect(cells.map((c) => [c.label, c.text])).toEqual([
      ["1 min", "−1.00% (−0.50% vs market)"],
      ["5 min", "market closed at +15 min"],
      ["15 min", "no data yet"],
      ["60 min", "no data yet"],
      ["at the close", "no data yet"],
    ]);
  });

  test("every horizon known: nothing is pending; the after-hours move and the gap are shown when known", () => {
    const all = (["1m", "5m", "15m", "60m", "close"] as const).map((h) => move("SPY", h, 0.1));
    expect(horizonCells(all).some((c) => c.text === "no data yet")).toBe(false);
    expect(horizonCells([...all, move("SPY", "post", -0.2)]).map((c) => c.label)).toEqual([
      "1 min",
      "5 min",
      "15 min",
      "60 min",
      "at the close",
      "after hours",
    ]);
  });
});

describe("a move's colour", () => {
  test("follows the move as shown: one that rounds to 0.00% is neither green nor red, whatever its sign", () => {
    expect([0.004, -0.004, 0, null].map(moveSign)).toEqual([0, 0, 0, 0]);
    expect([0.005, 0.3, -0.006, -2].map(moveSign)).toEqual([1, 1, -1, -1]);
    // −0.005% rounds to "0.00%" (Math.round(−0.5) is −0): shown flat, so not red.
    expect(moveSign(-0.005)).toBe(0);
    for (let i = -200; i <= 200; i++) {
      const pct = i / 10_000;
      expect(moveSign(pct) === 0).toBe(formatPct(pct) === "0.00%");
    }
  });
});
