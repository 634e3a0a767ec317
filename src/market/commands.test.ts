import { afterAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { stepAt } from "../../test/fakes/bars.ts";
import { startYahoo } from "../../test/fakes/yahoo.ts";
import { testApp } from "../../test/helpers/app.ts";
import { marketReactions } from "../db/schema/market.ts";
import { alerts, analyses, posts } from "../db/schema/posts.ts";
import { reactionsCommand } from "./commands.ts";
import { atEastern } from "./sessions.ts";

const yahoo = startYahoo();
const app = testApp(yahoo.env);
afterAll(async () => {
  await app.close();
  await yahoo.stop();
});

test("squawk reactions --since fills past alerts at the finest granularity still kept, and records it", async () => {
  // Twenty days ago, a Wednesday 11:00 ET: Yahoo keeps 5-minute bars that far back, not 1-minute.
  const day = new Date(Date.now() - 20 * 86_400_000);
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() - 1);
  const P = atEastern(day.toISOString().slice(0, 10), 11 * 60);
  app.db.transaction((tx) => {
    tx.insert(posts)
      .values({ id: "old1", source: "truthsocial", account: "realDonaldTrump", createdAt: P, seenAt: P, content: "Old tariff news", backfilled: true })
      .run();
    tx.insert(analyses)
      .values({
        postId: "old1",
        relevant: true,
        impact: "High",
        tariff: true,
        sectors: [],
        tickers: ["SPY"],
        instruments: [{ symbol: "SPY", name: "S&P 500", direction: "down", why: "" }],
        summary: "s",
        marketAnalysis: "m",
        tradingIdeas: [],
        analyzer: "rules",
        analyzedAt: P,
      })
      .run();
    tx.insert(alerts).values({ postId: "old1", impact: "High", createdAt: P }).run();
  });
  yahoo.prices.set("SPY", stepAt(P + 5 * 60_000, 500, 490));
  yahoo.prices.set("QQQ", () => 400);
  const lines: string[] = [];
  expect(
    await reactionsCommand(
      "2000-01-01",
      app,
      (l) => lines.push(l),
      (l) => lines.push(l),
    ),
  ).toBe(0);
  expect(lines.join("\n")).toContain("1 alerts measured with 5m bars");
  const rows = Object.fromEntries(
    app.db
      .select()
      .from(marketReactions)
      .where(eq(marketReactions.symbol, "SPY"))
      .all()
      .map((r) => [r.horizon, r]),
  );
  expect(rows["15m"]).toMatchObject({ granularity: "5m", pct: -2, agreement: "agree" });
  // A 1-minute move cannot be read from 5-minute bars: it is not made up.
  expect(rows["1m"]).toMatchObject({ status: "too-coarse", pct: null });
  // A 429 on the way: the second pass, after the pause it asked for, reads what the first left.
  const Q = P + 86_400_000;
  app.db.transaction((tx) => {
    tx.insert(posts)
      .values({ id: "old2", source: "truthsocial", account: "realDonaldTrump", createdAt: Q, seenAt: Q, content: "More", backfilled: true })
      .run();
    tx.insert(analyses)
      .values({
        postId: "old2",
        relevant: true,
        impact: "High",
        tariff: true,
        sectors: [],
        tickers: ["SPY"],
        instruments: [{ symbol: "SPY", name: "S&P 500", direction: "down", why: "" }],
        summary: "s",
        marketAnalysis: "m",
        tradingIdeas: [],
        analyzer: "rules",
        analyzedAt: Q,
      })
      .run();
    tx.insert(alerts).values({ postId: "old2", impact: "High", createdAt: Q }).run();
  });
  yahoo.rateLimited = 1;
  lines.length = 0;
  expect(
    await reactionsCommand(
      "2000-01-01",
      app,
      (l) => lines.push(l),
      (l) => lines.push(l),
    ),
  ).toBe(0);
  expect(lines.join("\n")).toContain("rate-limited: waiting 1 s before the next pass");
  expect(lines.join("\n")).toContain("0 still waiting");
  expect(
    await reactionsCommand(
      "yesterday",
      app,
      () => {},
      (l) => lines.push(l),
    ),
  ).toBe(2);
});
