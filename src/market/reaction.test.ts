import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import { startYahoo } from "../../test/fakes/yahoo.ts";
import { testApp } from "../../test/helpers/app.ts";
import { alertAt, marketOn, movesOf, usHours, watchesOf } from "../../test/helpers/market.ts";
import { atEastern, eastern } from "./sessions.ts";

const MIN = 60_000;
const yahoo = startYahoo();
const app = testApp({ MARKET_DATA: "off" });
afterAll(async () => {
  await app.close();
  await yahoo.stop();
});
beforeEach(() => {
  yahoo.prices.clear();
  yahoo.delayMs = 0;
});
const flat = (p: number) => usHours(() => p);

/** Runs the job as it runs live: the clock moves in `stepMs` steps and each step is one pass. */
async function live(market: ReturnType<typeof marketOn>, clock: { now: number }, until: number, stepMs = 5_000) {
  while (clock.now < until) {
    clock.now += stepMs;
    await market.fill();
  }
}

describe("timing: the price at a moment is the close of the last bar that ends by then", () => {
  test("a −2% step 5 s after a post at 10:00:05: the base is the 09:59 bar's close and +1 min shows −2.00%", async () => {
    const P = atEastern("2026-11-17", 10 * 60) + 5_000;
    yahoo.prices.set(
      "EWJ",
      usHours((t) => (t < P + 5_000 ? 70 : 68.6)),
    );
    yahoo.prices.set("SPY", flat(500));
    yahoo.prices.set("QQQ", flat(400));
    const clock = { now: P + 2 * 3_600_000 };
    const id = alertAt(app, P, [{ symbol: "EWJ", direction: "down" }]);
    const market = marketOn(app, yahoo, clock);
    await market.plan({ since: 0, liveOnly: true });
    await market.fill();
    const m = movesOf(app, id);
    expect(m["EWJ 1m"]).toMatchObject({ status: "ok", fromPrice: 70, fromAt: atEastern("2026-11-17", 9 * 60 + 59), toAt: atEastern("2026-11-17", 10 * 60) });
    expect(m["EWJ 1m"]!.pct).toBeCloseTo(-2, 1);
    expect(m["EWJ 15m"]).toMatchObject({ agreement: "agree" });
  });

  test("a step 61 s after the post is not in +1 min (no look-ahead), and is in +5 min", async () => {
    const P = atEastern("2026-11-17", 11 * 60) + 5_000;
    yahoo.prices.set(
      "EWJ",
      usHours((t) => (t < P + 61_000 ? 70 : 68.6)),
    );
    yahoo.prices.set("SPY", flat(500));
    yahoo.prices.set("QQQ", flat(400));
    const clock = { now: P + 2 * 3_600_000 };
    const id = alertAt(app, P, [{ symbol: "EWJ", direction: "down" }]);
    const market = marketOn(app, yahoo, clock);
    await market.plan({ since: 0, liveOnly: true });
    await market.fill();
    const m = movesOf(app, id);
    expect(m["EWJ 1m"]).toMatchObject({ status: "ok", pct: 0 });
    expect(m["EWJ 5m"]!.pct).toBeCloseTo(-2, 1);
  });

  test("live and backfilled values for the same alert agree within 0.05 pp", async () => {
    const P = atEastern("2026-11-18", 10 * 60 + 30) + 17_000;
    // A price that moves every 7 s: a bar read while still open differs from its close.
    const walk = (base: number) => usHours((t) => base * (1 + 0.01 * Math.sin(Math.floor(t / 7_000) / 3)));
    yahoo.prices.set("EWJ", walk(70));
    yahoo.prices.set("SPY", walk(500));
    yahoo.prices.set("QQQ", walk(400));
    const clock = { now: P };
    const id = alertAt(app, P, [{ symbol: "EWJ", direction: "down" }]);
    const market = marketOn(app, yahoo, clock);
    await market.plan({ since: P - MIN, liveOnly: true });
    await live(market, clock, P + 62 * MIN, 3_000);
    const liveMoves = movesOf(app, id);
    expect(Object.keys(liveMoves).filter((k) => k.endsWith("m")).length).toBe(12);
    // The same post again, read after the fact.
    const again = alertAt(app, P, [{ symbol: "EWJ", direction: "down" }]);
    clock.now = P + 3 * 3_600_000;
    await market.plan({ since: P - MIN, liveOnly: true });
    await market.fill();
    const backfilled = movesOf(app, again);
    for (const key of Object.keys(liveMoves).filter((k) => k.endsWith("m"))) {
      expect(liveMoves[key]!.status).toBe("ok");
      expect(Math.abs(liveMoves[key]!.pct! - backfilled[key]!.pct!)).toBeLessThanOrEqual(0.05);
    }
  });

  test("a feed 10 minutes late: horizons wait for the bars (never 'market closed') and late bars are read", async () => {
    const P = atEastern("2026-11-16", 13 * 60) + 20_000;
    yahoo.prices.set(
      "EWJ",
      usHours((t) => (t < P + 30_000 ? 70 : 69.3)),
    );
    yahoo.prices.set("SPY", flat(500));
    yahoo.prices.set("QQQ", flat(400));
    yahoo.delayMs = 10 * MIN;
    const clock = { now: P };
    const id = alertAt(app, P, [{ symbol: "EWJ", direction: "down" }]);
    const market = marketOn(app, yahoo, clock);
    await market.plan({ since: P - MIN, liveOnly: true });
    await live(market, clock, P + 6 * MIN);
    expect(movesOf(app, id)).toEqual({});
    await live(market, clock, P + 27 * MIN);
    const m = movesOf(app, id);
    expect(Object.values(m).filter((r) => r.reason?.includes("closed"))).toEqual([]);
    for (const h of ["1m", "5m", "15m"]) expect(m[`EWJ ${h}`]).toMatchObject({ status: "ok", pct: -1 });
  });

  test("a thin name (a trade every 17 minutes) is 'no recent price', never 'market closed' nor a move from a stale base", async () => {
    const P = atEastern("2026-11-19", 10 * 60) + 30_000;
    // Trades in the minutes 9:52, 10:09, 10:26 …: its last before the post was 8 minutes earlier.
    yahoo.prices.set(
      "TINY",
      usHours((t) => (Math.floor(t / MIN) % 17 === Math.floor(atEastern("2026-11-19", 9 * 60 + 52) / MIN) % 17 ? (t < P ? 2 : 2.4) : null)),
    );
    yahoo.prices.set("SPY", flat(500));
    yahoo.prices.set("QQQ", flat(400));
    const clock = { now: P + 3 * 3_600_000 };
    const id = alertAt(app, P, [{ symbol: "TINY", direction: "up" }]);
    const market = marketOn(app, yahoo, clock);
    await market.plan({ since: 0, liveOnly: true });
    await market.fill();
    const tiny = ["1m", "5m", "15m", "60m"].map((h) => movesOf(app, id)[`TINY ${h}`]!);
    expect(tiny.map((r) => [r.horizon, r.status, r.pct, r.reason])).toEqual(
      ["1m", "5m", "15m", "60m"].map((h) => [h, "no-bar", null, "no recent price before the post (last trade 8 min earlier)"]),
    );
  });

  test("'market closed' only outside regular hours: a Saturday post, then Monday's open and close", async () => {
    const P = atEastern("2026-11-21", 12 * 60);
    yahoo.prices.set(
      "SPY",
      usHours((t) => (t < P ? 500 : 505)),
    );
    yahoo.prices.set("QQQ", flat(400));
    yahoo.prices.set("ES=F", (t) => (eastern(t).weekday === "Sat" ? null : t < P ? 6000 : 6060));
    yahoo.prices.set("NQ=F", (t) => (eastern(t).weekday === "Sat" ? null : 21000));
    const clock = { now: P + 3 * 86_400_000 };
    const id = alertAt(app, P, []);
    const market = marketOn(app, yahoo, clock);
    await market.plan({ since: 0, liveOnly: true });
    await market.fill();
    const m = movesOf(app, id);
    expect(m["SPY 15m"]).toMatchObject({ status: "no-bar", reason: "market closed at +15 min", pct: null });
    // Friday's last after-hours bar is the base; the next open is Monday 9:30 ET's first bar.
    expect(m["SPY open"]).toMatchObject({ fromAt: atEastern("2026-11-20", 20 * 60 - 1), toAt: atEastern("2026-11-23", 9 * 60 + 30), pct: 1 });
    expect(m["SPY close"]).toMatchObject({ toAt: atEastern("2026-11-23", 15 * 60 + 59), pct: 1 });
    expect(m["ES=F 1m"]).toMatchObject({ status: "no-bar", reason: "market closed at +1 min" });
  });
});

describe("sessions: the NYSE calendar", () => {
  test("a half day: 'at the close' is 13:00, the after-hours drift is shown apart, and the next open is Monday's", async () => {
    const day = "2026-11-27"; // the day after Thanksgiving: NYSE closes at 13:00
    const P = atEastern(day, 11 * 60) + 10_000;
    const at = (m: number) => atEastern(day, m);
    yahoo.prices.set(
      "EWJ",
      usHours((t) => (t < at(12 * 60) ? 100 : t < at(13 * 60) ? 99.5 : eastern(t).date === day ? 101 : 100.5)),
    );
    yahoo.prices.set("SPY", flat(500));
    yahoo.prices.set("QQQ", flat(400));
    const clock = { now: P + 4 * 86_400_000 };
    const id = alertAt(app, P, [{ symbol: "EWJ", direction: "down" }]);
    const market = marketOn(app, yahoo, clock);
    await market.plan({ since: 0, liveOnly: true });
    await market.fill();
    const m = movesOf(app, id);
    expect(m["EWJ close"]).toMatchObject({ toAt: at(12 * 60 + 59), pct: -0.5, agreement: "agree" });
    expect(m["EWJ post"]).toMatchObject({ toAt: at(16 * 60 + 59), pct: 1 });
    expect(m["EWJ open"]).toMatchObject({ toAt: atEastern("2026-11-30", 9 * 60 + 30), pct: 0.5 });
  });

  test("a post after an early close is measured to the next regular close, never a post-market trade", async () => {
    const P = atEastern("2026-11-27", 14 * 60);
    yahoo.prices.set(
      "EWJ",
      usHours((t) => (eastern(t).date === "2026-11-27" ? 100 : 98)),
    );
    yahoo.prices.set("SPY", flat(500));
    yahoo.prices.set("QQQ", flat(400));
    const clock = { now: P + 4 * 86_400_000 };
    const id = alertAt(app, P, [{ symbol: "EWJ", direction: "down" }]);
    const market = marketOn(app, yahoo, clock);
    await market.plan({ since: 0, liveOnly: true });
    await market.fill();
    expect(movesOf(app, id)["EWJ close"]).toMatchObject({ toAt: atEastern("2026-11-30", 15 * 60 + 59), pct: -2 });
  });

  test("daily bars (a post older than Yahoo's 5-minute bars): the base is the last close before the post, so the day's session before an evening or pre-market post is not its reaction", async () => {
    // Monday 2026-08-03 falls 100 → 90 during its session; nothing moves after. A post that evening
    // and one before Tuesday's open both start from Monday's close (90): 'at the close' is 0.00%.
    const drop = atEastern("2026-08-03", 12 * 60);
    // A Monday post in regular hours starts from Friday's close, the last before it, not "no recent price".
    const monday = atEastern("2026-08-10", 11 * 60);
    // The Tuesday after Labor Day: Friday's close, four days and a bit before the post.
    const afterLaborDay = atEastern("2026-09-08", 11 * 60);
    yahoo.prices.set(
      "EWJ",
      usHours((t) => (t < drop ? 100 : t < monday + 5_000 ? 90 : t < afterLaborDay + 5_000 ? 88.2 : 86.436)),
    );
    yahoo.prices.set("SPY", flat(500));
    yahoo.prices.set("QQQ", flat(400));
    const evening = atEastern("2026-08-03", 20 * 60);
    const preMarket = atEastern("2026-08-04", 8 * 60);
    const clock = { now: evening + 100 * 86_400_000 };
    const ids = [evening, preMarket].map((P) => alertAt(app, P, [{ symbol: "EWJ", direction: "down" }]));
    const mondayId = alertAt(app, monday, [{ symbol: "EWJ", direction: "down" }]);
    const tuesdayId = alertAt(app, afterLaborDay, [{ symbol: "EWJ", direction: "down" }]);
    const market = marketOn(app, yahoo, clock);
    await market.plan({ since: 0, liveOnly: true });
    await market.fill();
    for (const id of ids)
      expect(movesOf(app, id)["EWJ close"]).toMatchObject({
        granularity: "1d",
        fromPrice: 90,
        fromAt: atEastern("2026-08-03", 9 * 60 + 30),
        toAt: atEastern("2026-08-04", 9 * 60 + 30),
        pct: 0,
      });
    expect(movesOf(app, mondayId)["EWJ close"]).toMatchObject({ fromPrice: 90, fromAt: atEastern("2026-08-07", 9 * 60 + 30), toPrice: 88.2, pct: -2 });
    expect(movesOf(app, tuesdayId)["EWJ close"]).toMatchObject({ fromPrice: 88.2, fromAt: atEastern("2026-09-04", 9 * 60 + 30), pct: -2 });
  });

  test("a post on an NYSE holiday watches the index futures", async () => {
    const P = atEastern("2026-11-26", 12 * 60); // Thanksgiving, a Thursday
    const clock = { now: P + MIN };
    const id = alertAt(app, P, []);
    await marketOn(app, yahoo, clock).plan({ since: P - MIN, liveOnly: true });
    expect(Object.keys(watchesOf(app, id)).sort()).toEqual(["ES=F", "NQ=F", "QQQ", "SPY"]);
  });
});
