import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { stepAt, type PriceScript } from "../../test/fakes/bars.ts";
import { startYahoo } from "../../test/fakes/yahoo.ts";
import { testApp } from "../../test/helpers/app.ts";
import { marketReactions, marketWatches } from "../db/schema/market.ts";
import { alerts, analyses, posts } from "../db/schema/posts.ts";
import { createLogger } from "../log.ts";
import { createYahoo } from "./yahoo.ts";
import { createMarketService } from "./service.ts";
import { atEastern, eastern } from "./sessions.ts";

const MIN = 60_000;
const yahoo = startYahoo();
const app = testApp({ MARKET_DATA: "off" });
afterAll(async () => {
  await app.close();
  await yahoo.stop();
});

// A US equity's bars: pre-market from 4:00 to the end of after-hours at 20:00 ET, weekdays only.
const session =
  (price: PriceScript): PriceScript =>
  (t) => {
    const e = eastern(t);
    return e.weekday === "Sat" || e.weekday === "Sun" || e.minute < 4 * 60 || e.minute >= 20 * 60 ? null : price(t);
  };

let seq = 0;
function alertAt(postedAt: number, instruments: { symbol: string; direction: "up" | "down" | "unclear" }[]) {
  const id = `m${++seq}`;
  return app.db.transaction((tx) => {
    tx.insert(posts)
      .values({ id, source: "truthsocial", account: "realDonaldTrump", createdAt: postedAt, seenAt: postedAt, content: "Tariffs on Japan!" })
      .run();
    tx.insert(analyses)
      .values({
        postId: id,
        relevant: true,
        impact: "High",
        tariff: true,
        sectors: [],
        tickers: instruments.map((i) => i.symbol),
        instruments: instruments.map((i) => ({ ...i, name: i.symbol, why: "" })),
        summary: "s",
        marketAnalysis: "m",
        tradingIdeas: [],
        analyzer: "rules",
        analyzedAt: postedAt,
      })
      .run();
    return tx.insert(alerts).values({ postId: id, impact: "High", createdAt: postedAt }).returning().get().id;
  });
}

function service(clock: { now: number }) {
  yahoo.now = () => clock.now;
  const provider = createYahoo({ baseUrl: yahoo.url, log: createLogger("error") });
  return createMarketService({ db: app.db, log: createLogger("error"), provider, now: () => clock.now });
}

const moves = (alertId: number) =>
  Object.fromEntries(
    app.db
      .select()
      .from(marketReactions)
      .where(eq(marketReactions.alertId, alertId))
      .all()
      .map((r) => [`${r.symbol} ${r.horizon}`, r]),
  );

beforeEach(() => yahoo.prices.clear());

describe("the reaction after an alert", () => {
  test("a post in regular hours: moves at each horizon and the close, agreement, and the broad market", async () => {
    // Tuesday 17 Nov 2026, 10:00:30 ET.
    const P = atEastern("2026-11-17", 10 * 60) + 30_000;
    yahoo.prices.set("SPY", session(stepAt(P + 3 * MIN, 500, 492.5))); // −1.5%
    yahoo.prices.set(
      "QQQ",
      session(() => 400),
    ); // flat
    yahoo.prices.set(
      "EWJ",
      session((t) => (t < P + 10 * MIN ? 80 : t < atEastern("2026-11-17", 15 * 60) ? 78 : 80.1)),
    );
    const clock = { now: P + 3 * 86_400_000 };
    const id = alertAt(P, [{ symbol: "EWJ", direction: "down" }]);
    const market = service(clock);
    market.plan({ since: 0, liveOnly: true });
    await market.fill();
    const m = moves(id);
    expect(m["SPY 1m"]).toMatchObject({ status: "ok", pct: 0, fromPrice: 500, fromAt: P - 30_000 });
    expect(m["SPY 5m"]).toMatchObject({ status: "ok", pct: -1.5, toPrice: 492.5, toAt: P - 30_000 + 5 * MIN });
    expect(m["EWJ 15m"]).toMatchObject({ pct: -2.5, agreement: "agree" });
    expect(m["EWJ 60m"]?.pct).toBe(-2.5);
    // The close: the last bar before 16:00 ET that day.
    expect(m["EWJ close"]).toMatchObject({ toAt: atEastern("2026-11-17", 15 * 60 + 59), pct: 0.125, agreement: "flat" });
    expect(m["QQQ 15m"]).toMatchObject({ pct: 0, agreement: null });
    expect(m["SPY open"]).toBeUndefined(); // the market never closed between the post and its horizons
    expect(
      app.db
        .select()
        .from(marketWatches)
        .where(eq(marketWatches.alertId, id))
        .all()
        .map((w) => w.status),
    ).toEqual(["done", "done", "done"]);
  });

  test("a post on a Saturday: no bar at the minute horizons, then the open and Monday's close", async () => {
    const P = atEastern("2026-11-21", 12 * 60); // Saturday noon ET
    yahoo.prices.set(
      "SPY",
      session((t) => (t < P ? 500 : 505)),
    );
    yahoo.prices.set(
      "QQQ",
      session(() => 400),
    );
    yahoo.prices.set("ES=F", (t) => (eastern(t).weekday === "Sat" ? null : t < P ? 6000 : 6060));
    yahoo.prices.set("NQ=F", (t) => (eastern(t).weekday === "Sat" ? null : 21000));
    const clock = { now: P + 3 * 86_400_000 };
    const id = alertAt(P, []);
    const market = service(clock);
    market.plan({ since: 0, liveOnly: true });
    await market.fill();
    const m = moves(id);
    expect(m["SPY 15m"]).toMatchObject({ status: "no-bar", reason: "market closed at +15 min", pct: null });
    // Friday's last after-hours bar is the base; Monday 4:00 ET the open.
    expect(m["SPY open"]).toMatchObject({ fromAt: atEastern("2026-11-20", 20 * 60 - 1), toAt: atEastern("2026-11-23", 4 * 60), pct: 1 });
    expect(m["SPY close"]).toMatchObject({ toAt: atEastern("2026-11-23", 15 * 60 + 59), pct: 1 });
    // Outside regular hours the index futures are watched too (Yahoo has them).
    expect(m["ES=F open"]).toMatchObject({ pct: 1, toAt: atEastern("2026-11-22", 0) });
  });

  test("horizons fill as they pass, with one request per symbol per pass however many alerts wait", async () => {
    const P = atEastern("2026-11-18", 11 * 60) + 10_000;
    for (const s of ["SPY", "QQQ", "EWJ"]) yahoo.prices.set(s, session(stepAt(P + 2 * MIN, 100, 101)));
    const clock = { now: P + 20_000 };
    const a = alertAt(P, [{ symbol: "EWJ", direction: "up" }]);
    const b = alertAt(P + 5_000, [{ symbol: "EWJ", direction: "down" }]);
    const market = service(clock);
    market.plan({ since: P - MIN, liveOnly: true });
    const calls0 = yahoo.chartCalls();
    await market.fill();
    expect(yahoo.chartCalls() - calls0).toBe(3); // SPY, QQQ, EWJ: once each for both alerts
    expect(moves(a)).toEqual({});
    clock.now = P + 5 * MIN + 6_000;
    await market.fill();
    expect(Object.keys(moves(a)).sort()).toEqual(["EWJ 1m", "EWJ 5m", "QQQ 1m", "QQQ 5m", "SPY 1m", "SPY 5m"]);
    expect(moves(b)["EWJ 5m"]?.pct).toBe(1);
    expect(yahoo.chartCalls() - calls0).toBe(6);
    // Nothing new is due before +15 min: no request.
    clock.now = P + 10 * MIN;
    await market.fill();
    expect(yahoo.chartCalls() - calls0).toBe(6);
  });

  test("a symbol Yahoo does not know is skipped with the reason; a 429 pauses reading and is recorded", async () => {
    const P = atEastern("2026-11-19", 11 * 60);
    yahoo.prices.set(
      "SPY",
      session(() => 500),
    );
    yahoo.prices.set(
      "QQQ",
      session(() => 400),
    );
    const clock = { now: P + 2 * MIN };
    const id = alertAt(P, [
      { symbol: "ZZZZ", direction: "up" },
      { symbol: "ARS", direction: "down" },
    ]);
    const market = service(clock);
    market.plan({ since: P - MIN, liveOnly: true });
    yahoo.rateLimited = 1;
    await market.fill();
    expect(market.status()).toMatchObject({ rateLimited: 1 });
    expect(market.status().pausedUntil).toBe(clock.now + 1000);
    clock.now += 5_000;
    await market.fill();
    await market.fill();
    const w = Object.fromEntries(
      app.db
        .select()
        .from(marketWatches)
        .where(eq(marketWatches.alertId, id))
        .all()
        .map((r) => [r.symbol, r]),
    );
    expect(w.ZZZZ).toMatchObject({ status: "skipped", providerSymbol: "ZZZZ" });
    expect(w.ZZZZ!.reason).toContain("No data found");
    expect(w.ARS).toMatchObject({ status: "skipped", providerSymbol: "ARS=X" });
    expect(moves(id)["SPY 1m"]?.status).toBe("ok");
  });
});
