import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import { stepAt } from "../../test/fakes/bars.ts";
import { waitUntil } from "../../test/fakes/http.ts";
import { startYahoo } from "../../test/fakes/yahoo.ts";
import { testApp } from "../../test/helpers/app.ts";
import { alertAt, marketOn, movesOf, usHours, watchesOf } from "../../test/helpers/market.ts";
import { createLogger } from "../log.ts";
import { atEastern } from "./sessions.ts";

/** The reaction job against a provider that misbehaves: hangs, outages, bad prices, long pauses. */
const MIN = 60_000;
const yahoo = startYahoo();
const app = testApp({ MARKET_DATA: "off" });
afterAll(async () => {
  await app.close();
  await yahoo.stop();
});
beforeEach(() => {
  yahoo.prices.clear();
  yahoo.faults.clear();
  yahoo.outageUntil = 0;
  yahoo.retryAfter = "1";
});
const flat = (p: number) => usHours(() => p);

async function passes(market: ReturnType<typeof marketOn>, clock: { now: number }, until: number, stepMs = 5_000) {
  while (clock.now < until) {
    clock.now += stepMs;
    await market.fill();
  }
}

describe("a provider that misbehaves", () => {
  test("a symbol whose request hangs holds only the alerts that watch it, for at most the 10 s timeout", async () => {
    const P = atEastern("2026-11-09", 10 * 60) + 10_000;
    for (const s of ["SPY", "QQQ", "EWJ", "HANG"]) yahoo.prices.set(s, flat(100));
    yahoo.faults.set("HANG", "hang");
    const clock = { now: P + 2 * MIN };
    const a = alertAt(app, P, [{ symbol: "HANG", direction: "up" }]);
    const b = alertAt(app, P, [{ symbol: "EWJ", direction: "up" }]);
    const market = marketOn(app, yahoo, clock);
    await market.plan({ since: P - MIN, liveOnly: true });
    let finished = false;
    const started = Date.now();
    const pass = market.fill().then(() => (finished = true));
    await waitUntil(() => movesOf(app, b)["EWJ 1m"], 9_000, "the other alert's moves");
    expect(finished).toBe(false);
    await pass;
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(movesOf(app, a)["SPY 1m"]).toMatchObject({ status: "ok" });
    expect(watchesOf(app, a).HANG).toMatchObject({ status: "watching", failures: 1, reason: "no answer within 10 s" });
  }, 30_000);

  test("Retry-After: 99999999 pauses reading for at most 15 minutes", async () => {
    const P = atEastern("2026-11-10", 10 * 60);
    for (const s of ["SPY", "QQQ"]) yahoo.prices.set(s, flat(100));
    yahoo.rateLimited = 1;
    yahoo.retryAfter = "99999999";
    const clock = { now: P + 2 * MIN };
    alertAt(app, P, []);
    const market = marketOn(app, yahoo, clock);
    await market.plan({ since: P - MIN, liveOnly: true });
    await market.fill();
    expect((await market.status()).pausedUntil).toBe(clock.now + 15 * MIN);
  });

  test("an endpoint-wide 404 outage skips nothing; every horizon fills once data returns", async () => {
    const P = atEastern("2026-11-10", 11 * 60) + 20_000;
    for (const s of ["SPY", "QQQ", "EWJ"]) yahoo.prices.set(s, usHours(stepAt(P + 30_000, 100, 99)));
    const clock = { now: P };
    yahoo.outageUntil = P + 10 * MIN;
    const id = alertAt(app, P, [{ symbol: "EWJ", direction: "down" }]);
    const market = marketOn(app, yahoo, clock);
    await market.plan({ since: P - MIN, liveOnly: true });
    await passes(market, clock, P + 10 * MIN);
    expect(Object.values(watchesOf(app, id)).map((w) => w.status)).toEqual(["watching", "watching", "watching"]);
    await passes(market, clock, P + 70 * MIN);
    const m = movesOf(app, id);
    for (const s of ["SPY", "QQQ", "EWJ"]) for (const h of ["1m", "5m", "15m", "60m"]) expect(m[`${s} ${h}`]).toMatchObject({ status: "ok", pct: -1 });
  });

  test("'not found' skips that watch only, after 3 while other symbols are found; a finished alert is never touched", async () => {
    const P = atEastern("2026-11-11", 10 * 60) + 20_000;
    for (const s of ["SPY", "QQQ", "GONE"]) yahoo.prices.set(s, flat(100));
    const clock = { now: P + 3 * 3_600_000 };
    const done = alertAt(app, P, [{ symbol: "GONE", direction: "up" }]);
    const market = marketOn(app, yahoo, clock);
    await market.plan({ since: P - MIN, liveOnly: true });
    clock.now = P + 3 * 86_400_000;
    await market.fill();
    expect(watchesOf(app, done).GONE?.status).toBe("done");
    // GONE is delisted: a new alert naming it.
    yahoo.prices.delete("GONE");
    const Q = clock.now - 5 * MIN;
    const later = alertAt(app, Q, [{ symbol: "GONE", direction: "up" }]);
    await market.plan({ since: Q - MIN, liveOnly: true });
    for (let i = 0; i < 2; i++) {
      await market.fill({ all: true });
      expect(watchesOf(app, later).GONE?.status).toBe("watching");
    }
    await market.fill({ all: true });
    expect(watchesOf(app, later).GONE).toMatchObject({ status: "skipped" });
    expect(watchesOf(app, later).GONE!.reason).toContain("No data found");
    expect(watchesOf(app, done).GONE?.status).toBe("done");
  });

  test("a symbol whose every read fails is given up 5 days after its post, as a horizon without bars is: not read every 2 minutes for ever", async () => {
    const P = atEastern("2026-11-02", 10 * 60);
    yahoo.serverErrors = 1_000_000;
    try {
      const clock = { now: P + MIN };
      const id = alertAt(app, P, [{ symbol: "EWJ", direction: "down" }]);
      const market = marketOn(app, yahoo, clock);
      await market.plan({ since: P - MIN, liveOnly: true });
      await market.fill({ all: true });
      expect(Object.values(watchesOf(app, id)).map((w) => w.status)).toEqual(["watching", "watching", "watching"]);
      clock.now = P + 5 * 86_400_000 + MIN;
      // A back-filled post is older than that: a few failed reads do not give it up, ten in a row do.
      for (let i = 0; i < 8; i++) await market.fill({ all: true });
      expect(Object.values(watchesOf(app, id)).map((w) => w.status)).toEqual(["watching", "watching", "watching"]);
      await market.fill({ all: true });
      for (const w of Object.values(watchesOf(app, id))) {
        expect(w.status).toBe("skipped");
        expect(w.reason).toContain("no answer in the 5 days after the post");
      }
    } finally {
      yahoo.serverErrors = 0;
    }
  });

  test("a zero price and a 200% jump in a minute are rejected with a log line: no Infinity, NaN or null move is recorded", async () => {
    const P = atEastern("2026-11-12", 10 * 60) + 20_000;
    const lines: string[] = [];
    const log = createLogger("warn", {}, (l) => lines.push(l));
    yahoo.prices.set("SPY", flat(500));
    yahoo.prices.set("QQQ", flat(400));
    // Zero from a minute before the post to a minute after, a bad tick at +10 min.
    yahoo.prices.set(
      "BAD",
      usHours((t) => (Math.abs(t - P) < MIN ? 0 : Math.floor((t - P) / MIN) === 10 ? 150 : 50)),
    );
    const clock = { now: P + 2 * 3_600_000 };
    const id = alertAt(app, P, [{ symbol: "BAD", direction: "down" }]);
    const market = marketOn(app, yahoo, clock, log);
    await market.plan({ since: P - MIN, liveOnly: true });
    await market.fill();
    const bad = Object.values(movesOf(app, id)).filter((r) => r.symbol === "BAD");
    expect(bad.length).toBeGreaterThan(0);
    for (const r of bad) if (r.status === "ok") expect(Number.isFinite(r.pct)).toBe(true);
    expect(bad.find((r) => r.horizon === "15m")).toMatchObject({ status: "ok", pct: 0, fromPrice: 50 });
    expect(lines.filter((l) => l.includes("price rejected")).length).toBeGreaterThanOrEqual(2);
  });
});
