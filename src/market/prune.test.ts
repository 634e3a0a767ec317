import { afterAll, expect, test } from "bun:test";
import { testApp } from "../../test/helpers/app.ts";
import { makeAlert } from "../../test/helpers/alerts.ts";
import { marketBars, marketCalls, marketWatches } from "../db/schema/market.ts";

const app = testApp();
afterAll(() => app.close());

const MIN = 60_000;
const DAY = 86_400_000;

test("market-bars-prune keeps each alert's chart window, an open watch's look-back and the last day; deletes the rest", async () => {
  const now = Date.now();
  // Done alert 10 days ago, open watch 2 days ago (its base may be up to 4 days before its post).
  const old = now - 10 * DAY;
  const open = now - 2 * DAY;
  const watch = (alertId: number, postedAt: number, status: "done" | "watching") =>
    app.db
      .insert(marketWatches)
      .values({ alertId, symbol: "SPY", role: "market", provider: "yahoo", providerSymbol: "SPY", granularity: "1m", postedAt, status, nextTryAt: now })
      .run();
  watch((await makeAlert(app)).alertId!, old, "done");
  watch((await makeAlert(app)).alertId!, open, "watching");

  const bar = (t: number, symbol = "SPY") => ({ provider: "yahoo", symbol, granularity: "1m", t, close: 100 });
  const kept = [
    old - 10 * MIN, // the chart's first bar
    old,
    old + 60 * MIN, // its last
    open - 4 * DAY + MIN, // the open watch's look-back
    now - 2 * MIN, // recent
  ];
  const gone = [
    old - 11 * MIN,
    old + 61 * MIN,
    old - 3 * DAY, // before the open watch's look-back, in no chart
  ];
  app.db
    .insert(marketBars)
    .values([...kept, ...gone].map((t) => bar(t)))
    .run();
  // Another symbol's bars inside SPY's chart window serve no chart.
  app.db.insert(marketBars).values(bar(old, "QQQ")).run();

  expect(await app.market.pruneBars()).toBe(gone.length + 1);
  const left = app.db.select().from(marketBars).all();
  expect(left.map((b) => b.t).sort()).toEqual([...kept].sort());
  expect(left.every((b) => b.symbol === "SPY")).toBe(true);
  // Nothing more to do on a second run.
  expect(await app.market.pruneBars()).toBe(0);
});

test("a large backlog is deleted in chunks, all of it", async () => {
  const start = Date.now() - 30 * DAY;
  const rows = Array.from({ length: 5500 }, (_, i) => ({ provider: "yahoo", symbol: "QQQ", granularity: "1m", t: start + i * MIN, close: 1 }));
  for (let i = 0; i < rows.length; i += 500)
    app.db
      .insert(marketBars)
      .values(rows.slice(i, i + 500))
      .run();
  expect(await app.market.pruneBars()).toBe(5500);
});

test("of a symbol an alert named first, the bars on a 15-minute grid stay for the track record's ordinary moments", async () => {
  const now = Date.now();
  const postedAt = now - 10 * DAY;
  const alertId = (await makeAlert(app)).alertId!;
  app.db
    .insert(marketWatches)
    .values({
      alertId,
      symbol: "EWJ",
      role: "instrument",
      provider: "yahoo",
      providerSymbol: "EWJ",
      granularity: "1m",
      postedAt,
      status: "done",
      nextTryAt: now,
    })
    .run();
  app.db
    .insert(marketCalls)
    .values({ alertId, impact: "High", category: "markets", analyzer: "rules", live: true, primarySymbol: "EWJ", primaryDirection: "down", frozenAt: postedAt })
    .run();
  // Three hours after the post, away from its chart: a bar ending on the quarter hour, and one that does not.
  const quarter = Math.floor((postedAt + 3 * 60 * MIN) / (15 * MIN)) * 15 * MIN - MIN;
  app.db
    .insert(marketBars)
    .values([quarter, quarter + MIN, quarter + 2 * MIN].map((t) => ({ provider: "yahoo", symbol: "EWJ", granularity: "1m", t, close: 80 })))
    .run();
  expect(await app.market.pruneBars()).toBe(2);
  expect(
    app.db
      .select()
      .from(marketBars)
      .all()
      .filter((b) => b.symbol === "EWJ")
      .map((b) => b.t),
  ).toEqual([quarter]);
});
