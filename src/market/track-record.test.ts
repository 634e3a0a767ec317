import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { startYahoo } from "../../test/fakes/yahoo.ts";
import { call, testApp } from "../../test/helpers/app.ts";
import { signedInUser } from "../../test/helpers/users.ts";
import type { Instrument } from "../analysis/index.ts";
import type { SqliteApp } from "../app.ts";
import { marketBars } from "../db/schema/market.ts";
import { alerts, analyses, posts } from "../db/schema/posts.ts";
import { reactionsCommand } from "./commands.ts";
import { rate } from "./record-stats.ts";

const MIN = 60_000;
const DAY = 86_400_000;
const yahoo = startYahoo();
afterAll(() => yahoo.stop());

function alertAt(app: SqliteApp, o: { postedAt: number; content: string; instruments: Instrument[]; backfilled?: boolean; impact?: "High" | "Medium" }) {
  const id = String(o.postedAt);
  return app.db.transaction((tx) => {
    tx.insert(posts)
      .values({
        id,
        source: "truthsocial",
        account: "realDonaldTrump",
        createdAt: o.postedAt,
        seenAt: o.postedAt,
        content: o.content,
        backfilled: o.backfilled ?? false,
      })
      .run();
    tx.insert(analyses)
      .values({
        postId: id,
        relevant: true,
        impact: o.impact ?? "High",
        tariff: true,
        sectors: [],
        tickers: o.instruments.map((i) => i.symbol),
        instruments: o.instruments,
        summary: "s",
        marketAnalysis: "m",
        tradingIdeas: [],
        analyzer: "rules",
        analyzedAt: o.postedAt,
      })
      .run();
    return tx
      .insert(alerts)
      .values({ postId: id, impact: o.impact ?? "High", createdAt: o.postedAt })
      .returning()
      .get().id;
  });
}
const down = (symbol: string): Instrument => ({ symbol, name: symbol, direction: "down", why: "tariff" });
const up = (symbol: string): Instrument => ({ symbol, name: symbol, direction: "up", why: "tariff" });

describe("the track record", () => {
  test("the 95% Wilson interval: 1 of 12 is 2–35%, none of none is no rate", () => {
    expect(rate(1, 12)).toEqual({ hits: 1, n: 12, rate: 0.083, low: 0.015, high: 0.354 });
    expect(rate(0, 0)).toEqual({ hits: 0, n: 0, rate: null, low: null, high: null });
    expect(rate(5, 5).high).toBe(1);
  });

  test("one call per alert, all calls apart, live apart from back-filled, a baseline, frozen at alert time, calls public only after a day", async () => {
    const app = testApp(yahoo.env);
    try {
      const P = Math.floor((Date.now() - 26 * 60 * MIN) / MIN) * MIN + 15_000; // 26 hours ago
      const B = P - 2 * 60 * MIN; // a back-filled post, two hours earlier
      const steps: Record<string, [number, number, number]> = {
        // symbol: [at, before, after]
        EWJ: [P + 5 * MIN, 80, 78], // −2.5%: the "down" call is right
        FXI: [P + 5 * MIN, 30, 30.3], // +1%: the "down" call is wrong
        KWEB: [P + 5 * MIN, 30, 29.7], // −1%, as SPY fell: right on its own move, flat beyond the market, a miss
        SPY: [P + 5 * MIN, 500, 495],
        X: [B + 5 * MIN, 40, 41], // the back-filled call, right
      };
      for (const [s, [at, a, b]] of Object.entries(steps)) yahoo.prices.set(s, (t) => (t < at ? a : b));
      for (const s of ["QQQ", "ES=F", "NQ=F"]) yahoo.prices.set(s, () => 100);
      const china = alertAt(app, { postedAt: P, content: "Japan and China pay 25%!", instruments: [down("EWJ"), down("FXI"), down("KWEB")] });
      alertAt(app, { postedAt: B, content: "Steel!", instruments: [up("X")], backfilled: true });
      // A post a later analysis judged not relevant, and an alert younger than a day.
      const dropped = alertAt(app, { postedAt: P + 60 * MIN, content: "Nothing", instruments: [down("EWJ")], impact: "Medium" });
      const young = alertAt(app, { postedAt: Date.now() - 2 * 60 * MIN, content: "Young", instruments: [down("EWJ")], impact: "Medium" });
      await app.jobs.runNow("market-reactions");
      expect(await reactionsCommand(new Date(B - DAY).toISOString().slice(0, 10), app, () => {}, console.error)).toBe(0);

      // Ordinary moments a week earlier, same weekday and time of day: EWJ drifting 0.15% every 15 minutes.
      const ewj = app.db.select().from(marketBars).where(eq(marketBars.symbol, "EWJ")).get()!;
      const weekAgo = Math.floor((P - 7 * DAY) / MIN) * MIN;
      for (let k = -40; k <= 40; k++)
        app.db
          .insert(marketBars)
          .values({ provider: ewj.provider, symbol: "EWJ", granularity: "1m", t: weekAgo + k * MIN, close: 100 * 1.0001 ** k })
          .run();

      // Afterwards: a re-analysis lowers the impact and turns the call round; another post is judged not relevant.
      app.db.update(alerts).set({ impact: "Low" }).where(eq(alerts.id, china)).run();
      app.db
        .update(analyses)
        .set({ impact: "Low", instruments: [up("EWJ")] })
        .where(eq(analyses.postId, String(P)))
        .run();
      app.db
        .update(analyses)
        .set({ relevant: false })
        .where(eq(analyses.postId, String(P + 60 * MIN)))
        .run();

      const record = (await call(app, "GET", "/api/track-record")).json;
      const high = record.live.headline.find((l: { key: string }) => l.key === "High");
      // Frozen: still High, still "down"; one call per alert (EWJ, right).
      expect(record.live.headline.map((l: { key: string }) => l.key)).toEqual(["High", "All"]);
      expect(high.alerts).toBe(1);
      expect(high.hitRate.m15).toEqual(rate(1, 1));
      expect(high.instruments.m15).toEqual({ median: 2.5, n: 1 });
      expect(high.spy.m15).toEqual({ median: 1, n: 1 });
      // Every call, scored beyond the market (β 1: the daily closes never moved): EWJ right, FXI wrong, KWEB flat.
      expect(record.live.allCalls[0].hitRate.m15).toEqual(rate(1, 3));
      expect(record.live.allCalls[0].instruments.m15).toEqual({ median: 1, n: 3 });
      // The baseline: "always down" was right on EWJ, "always up" not; ordinary moments moved ~0.15%.
      expect(record.live.baseline.alwaysDown.m15).toEqual(rate(1, 1));
      expect(record.live.baseline.alwaysUp.m15).toEqual(rate(0, 1));
      expect(record.live.baseline.ordinary15m.n).toBeGreaterThan(30);
      expect(record.live.baseline.ordinary15m.median).toBeCloseTo(0.15, 2);
      // Back-filled alerts are counted apart.
      expect(record.backfilled.headline[0]).toMatchObject({ key: "High", alerts: 1, hitRate: { m15: rate(1, 1) } });
      // The biggest moves: the call beside the move and whether it was right; neither young nor dropped alerts.
      expect(record.biggest[0]).toMatchObject({ symbol: "EWJ", pct: -2.5, abnormalPct: -1.5, call: "down", agreement: "agree", impact: "High", live: true });
      expect(record.biggest.find((b: { symbol: string }) => b.symbol === "KWEB")).toMatchObject({ pct: -1, abnormalPct: 0, call: "down", agreement: "flat" });
      expect(record.biggest.find((b: { symbol: string }) => b.symbol === "FXI")).toMatchObject({ call: "down", agreement: "disagree" });
      expect(record.biggest.some((b: { alertId: number }) => b.alertId === young || b.alertId === dropped)).toBe(false);

      // Admins see the young alert too.
      const admin = await signedInUser(app, { email: "a@example.com", isAdmin: true });
      const full = (await call(app, "GET", "/api/admin/track-record", { cookie: admin.cookie })).json;
      expect(full.live.headline.map((l: { key: string }) => l.key)).toEqual(["High", "Medium", "All"]);
      expect(full.biggest.some((b: { alertId: number }) => b.alertId === young)).toBe(true);
    } finally {
      await app.close();
    }
  });

  test("the market's move counts an alert that names SPY itself (a market-wide post), once", async () => {
    const app = testApp(yahoo.env);
    try {
      const P = Math.floor((Date.now() - 27 * 60 * MIN) / MIN) * MIN + 15_000; // 27 hours ago
      yahoo.prices.set("SPY", (t) => (t < P + 5 * MIN ? 500 : 490)); // −2%
      yahoo.prices.set("EWC", (t) => (t < P + 5 * MIN ? 40 : 39)); // −2.5%
      for (const s of ["QQQ", "ES=F", "NQ=F"]) yahoo.prices.set(s, () => 100);
      alertAt(app, { postedAt: P, content: "A 50% tariff on Canada's steel!", instruments: [down("SPY"), down("EWC")] });
      await app.jobs.runNow("market-reactions");
      const record = (await call(app, "GET", "/api/track-record")).json;
      const high = record.live.headline.find((l: { key: string }) => l.key === "High");
      expect(high.spy.m15).toEqual({ median: 2, n: 1 });
    } finally {
      await app.close();
    }
  });
});
