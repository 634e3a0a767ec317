import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import type { PriceScript } from "../../test/fakes/bars.ts";
import { startYahoo } from "../../test/fakes/yahoo.ts";
import { testApp } from "../../test/helpers/app.ts";
import { alertAt, marketOn, movesOf, usHours, watchesOf } from "../../test/helpers/market.ts";
import { atEastern, eastern, nextDate } from "./sessions.ts";

/**
 * Moves beyond the market (README, "Market reaction"): each instrument's move less β × SPY's,
 * β and the flat band from its prior 20 sessions' daily bars (read once per symbol and day), and
 * the move from 15 minutes before the post to the post.
 */
const MIN = 60_000;
const yahoo = startYahoo();
const app = testApp({ MARKET_DATA: "off" });
afterAll(async () => {
  await app.close();
  await yahoo.stop();
});
// One database for the file: each test's market is on a later day than the last one's, so a watch
// an earlier test left open never reads bars over a later test's day.
beforeEach(() => yahoo.prices.clear());

/** SPY's daily returns before the post's day: a pattern with some spread. */
const spyReturn = (i: number) => 0.01 * Math.sin(i * 1.7);
/**
 * A symbol whose daily closes before `day` follow SPY's returns × `beta` (each weekday's close,
 * counted back from the day before), and whose price on `day` and later is `today`.
 */
function sessionsBefore(day: string) {
  const dates: string[] = [];
  for (let d = eastern(atEastern(day, 12 * 60) - 45 * 86_400_000).date; d < day; d = nextDate(d))
    if (!["Sat", "Sun"].includes(eastern(atEastern(d, 12 * 60)).weekday)) dates.push(d);
  return dates;
}
function market(day: string, beta: number | null, start: number, today: PriceScript): PriceScript {
  const closes = new Map<string, number>();
  let p = start;
  sessionsBefore(day).forEach((d, i) => {
    p *= 1 + (beta === null ? 0.004 * (i % 3) : beta * spyReturn(i));
    closes.set(d, p);
  });
  return usHours((t) => {
    const d = eastern(t).date;
    return d < day ? (beta === null && d < eastern(atEastern(day, 0) - 3 * 86_400_000).date ? null : (closes.get(d) ?? null)) : today(t);
  });
}

const sd = (xs: number[]) => {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
};

async function until(market: ReturnType<typeof marketOn>, clock: { now: number }, to: number) {
  while (clock.now < to) {
    clock.now += 10_000;
    await market.fill();
  }
}

describe("moves beyond the market", () => {
  test("abnormal = move − β × SPY's; agreement on it with a band from the instrument's own volatility; the pre-post move beside it", async () => {
    const day = "2026-11-17";
    const P = atEastern(day, 10 * 60) + 5_000;
    const step =
      (at: number, a: number, b: number): PriceScript =>
      (t) =>
        t < at ? a : b;
    yahoo.prices.set("SPY", market(day, 1, 500, step(P + 5_000, 100, 99)));
    yahoo.prices.set(
      "QQQ",
      market(day, 1, 400, () => 300),
    );
    // EWJ: β 2, −3% after the post, and a leak: 50.5 until 10 minutes before, then 50.
    yahoo.prices.set(
      "EWJ",
      market(day, 2, 60, (t) => (t < P - 10 * MIN ? 50.5 : t < P + 5_000 ? 50 : 48.5)),
    );
    // FXI: β 1, falls with the market and no more.
    yahoo.prices.set("FXI", market(day, 1, 30, step(P + 5_000, 40, 39.6)));
    const clock = { now: P + 2 * MIN };
    const id = alertAt(app, P, [
      { symbol: "EWJ", direction: "down" },
      { symbol: "FXI", direction: "down" },
    ]);
    const m = marketOn(app, yahoo, clock);
    await m.plan({ since: P - MIN, liveOnly: true });
    await until(m, clock, P + 17 * MIN);

    const w = watchesOf(app, id);
    expect(w.EWJ!.beta).toBeCloseTo(2, 6);
    expect(w.FXI!.beta).toBeCloseTo(1, 6);
    // The band: half of σ of 15-minute moves, σ15 taken as σ_daily × √(15/390).
    const n = sessionsBefore(day).length;
    const returns = Array.from({ length: 20 }, (_, i) => 2 * spyReturn(n - 20 + i));
    expect(w.EWJ!.flatPct!).toBeCloseTo(0.5 * sd(returns) * 100 * Math.sqrt(15 / 390), 3);
    expect(w.EWJ!.prePct).toBeCloseTo(-0.99, 2);
    expect(w.SPY!.prePct).toBe(0);

    const moves = movesOf(app, id);
    expect(moves["EWJ 15m"]).toMatchObject({ pct: -3, marketRef: "SPY", marketPct: -1, agreement: "agree" });
    expect(moves["EWJ 15m"]!.abnormalPct).toBeCloseTo(-1, 6);
    // FXI fell with the market: the raw −1% was "as called", beyond the market it is flat.
    expect(moves["FXI 15m"]).toMatchObject({ pct: -1, agreement: "flat" });
    expect(moves["FXI 15m"]!.abnormalPct).toBeCloseTo(0, 6);
    // SPY's own move beyond the market is not shown.
    expect(moves["SPY 15m"]).toMatchObject({ pct: -1, abnormalPct: null });
  }, 30_000);

  test("one daily read per symbol and day, shared across alerts and restarts", async () => {
    const day = "2026-11-18";
    const P = atEastern(day, 11 * 60) + 5_000;
    for (const s of ["SPY", "QQQ", "EWJ"])
      yahoo.prices.set(
        s,
        market(day, 1, 100, () => 100),
      );
    const clock = { now: P + 2 * MIN };
    const before = { spy: yahoo.chartCalls("SPY", "1d"), ewj: yahoo.chartCalls("EWJ", "1d") };
    const a = alertAt(app, P, [{ symbol: "EWJ", direction: "up" }]);
    const b = alertAt(app, P + 30_000, [{ symbol: "EWJ", direction: "down" }]);
    const m = marketOn(app, yahoo, clock);
    await m.plan({ since: P - MIN, liveOnly: true });
    await until(m, clock, P + 3 * MIN);
    const c = alertAt(app, P + 3 * MIN, [{ symbol: "EWJ", direction: "up" }]);
    const again = marketOn(app, yahoo, clock);
    await again.plan({ since: P - MIN, liveOnly: true });
    await until(again, clock, P + 6 * MIN);
    for (const id of [a, b, c]) expect(watchesOf(app, id).EWJ!.flatPct).not.toBeNull();
    expect(yahoo.chartCalls("EWJ", "1d") - before.ewj).toBe(1);
    expect(yahoo.chartCalls("SPY", "1d") - before.spy).toBe(1);
  }, 30_000);

  test("no market price at a horizon: the move beyond it is absent, not 0; no daily history: β 1 and the 0.2% band", async () => {
    const day = "2026-11-19";
    const P = atEastern(day, 10 * 60) + 5_000;
    // SPY does not trade from 8 to 21 minutes after the post (no recent price at +15); EWJ has no daily history.
    yahoo.prices.set(
      "SPY",
      market(day, 1, 100, (t) => (t < P + 8 * MIN || t > P + 21 * MIN ? 100 : null)),
    );
    yahoo.prices.set(
      "QQQ",
      market(day, 1, 100, () => 100),
    );
    yahoo.prices.set(
      "EWJ",
      market(day, null, 50, (t) => (t < P + 5_000 ? 50 : 49.8)),
    );
    const clock = { now: P + 2 * MIN };
    const id = alertAt(app, P, [{ symbol: "EWJ", direction: "down" }]);
    const m = marketOn(app, yahoo, clock);
    await m.plan({ since: P - MIN, liveOnly: true });
    await until(m, clock, P + 32 * MIN);
    expect(watchesOf(app, id).EWJ).toMatchObject({ beta: null, flatPct: 0.2 });
    const moves = movesOf(app, id);
    expect(moves["EWJ 5m"]).toMatchObject({ pct: -0.4, abnormalPct: -0.4, marketRef: "SPY", marketPct: 0 });
    expect(moves["SPY 15m"]).toMatchObject({ status: "no-bar", pct: null });
    // Scored on the move itself when the market had no price then; −0.4% is past the 0.2% band.
    expect(moves["EWJ 15m"]).toMatchObject({ pct: -0.4, abnormalPct: null, marketRef: "none", agreement: "agree" });
  }, 30_000);
  test("off hours ES=F stands for SPY: the yen against the index futures", async () => {
    const day = "2026-11-20";
    const P = atEastern(day, 21 * 60) + 5_000;
    // SPY and QQQ do not trade after 20:00 ET; the futures and the yen do. No daily history: β 1.
    yahoo.prices.set(
      "SPY",
      market(day, 1, 100, () => null),
    );
    yahoo.prices.set(
      "QQQ",
      market(day, 1, 100, () => null),
    );
    yahoo.prices.set("ES=F", (t) => (t < P + 5_000 ? 6000 : 5970));
    yahoo.prices.set("NQ=F", () => 21000);
    // JPY=X is yen per dollar: 150 → 151.5 is the yen 0.99% weaker.
    yahoo.prices.set("JPY=X", (t) => (t < atEastern(day, 0) ? null : t < P + 5_000 ? 150 : 151.5));
    const clock = { now: P + 2 * MIN };
    const id = alertAt(app, P, [{ symbol: "JPY", direction: "down" }]);
    const m = marketOn(app, yahoo, clock);
    await m.plan({ since: P - MIN, liveOnly: true });
    await until(m, clock, P + 35 * MIN);
    const moves = movesOf(app, id);
    expect(moves["SPY 15m"]).toMatchObject({ status: "no-bar", reason: "market closed at +15 min" });
    expect(moves["JPY 15m"]).toMatchObject({ pct: -0.99, marketRef: "ES=F", marketPct: -0.5, abnormalPct: -0.49, agreement: "agree" });
  }, 30_000);

  test("SPY unknown to the provider (skipped after 3 'not found'): the moves are decided without it, the call on the move itself", async () => {
    const day = "2026-11-23";
    const P = atEastern(day, 10 * 60) + 5_000;
    yahoo.prices.set(
      "QQQ",
      market(day, 1, 100, () => 100),
    );
    yahoo.prices.set(
      "EWJ",
      market(day, null, 50, (t) => (t < P + 5_000 ? 50 : 49.5)),
    );
    const clock = { now: P + 2 * MIN };
    const id = alertAt(app, P, [{ symbol: "EWJ", direction: "down" }]);
    const m = marketOn(app, yahoo, clock);
    await m.plan({ since: P - MIN, liveOnly: true });
    await until(m, clock, P + 5 * MIN);
    expect(watchesOf(app, id).SPY).toMatchObject({ status: "skipped" });
    expect(movesOf(app, id)["EWJ 1m"]).toMatchObject({ pct: -1, abnormalPct: null, marketRef: "none" });
    await until(m, clock, P + 17 * MIN);
    expect(movesOf(app, id)["EWJ 15m"]).toMatchObject({ pct: -1, abnormalPct: null, marketRef: "none", agreement: "agree" });
  }, 30_000);
});
