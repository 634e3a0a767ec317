import { afterAll, describe, expect, test } from "bun:test";
import { stepAt } from "../../test/fakes/bars.ts";
import { startYahoo } from "../../test/fakes/yahoo.ts";
import { call, testApp } from "../../test/helpers/app.ts";
import { alertAt } from "../../test/helpers/market.ts";
import { signedInUser } from "../../test/helpers/users.ts";

const MIN = 60_000;
const yahoo = startYahoo();
afterAll(() => yahoo.stop());

describe("the reaction on the alert's surfaces", () => {
  test("/api/alerts/recent carries the moves (symbol, horizonMinutes, pct) once the job read them; the chart endpoint the bars", async () => {
    const app = testApp(yahoo.env);
    try {
      const P = Math.floor(Date.now() / MIN) * MIN - 70 * MIN + 15_000;
      // Markets open around the clock here, so the test does not depend on the hour it runs.
      yahoo.prices.set("SPY", stepAt(P + 2 * MIN, 500, 492.5));
      for (const s of ["QQQ", "ES=F", "NQ=F"]) yahoo.prices.set(s, () => 100);
      yahoo.prices.set("EWJ", stepAt(P + 10 * MIN, 80, 78));
      const id = alertAt(app, P, [{ symbol: "EWJ", name: "iShares MSCI Japan", direction: "down" }], { content: "Japan pays 25%!" });
      const { cookie } = await signedInUser(app, { email: "p@example.com", isPremium: true });
      const before = await call(app, "GET", "/api/alerts/recent", { cookie });
      expect(before.json.alerts[0].reactions).toEqual([]);

      await app.jobs.runNow("market-reactions");
      const after = await call(app, "GET", "/api/alerts/recent", { cookie });
      const r = after.json.alerts[0].reactions as { symbol: string; horizon: string; horizonMinutes: number; pct: number; agreement: string | null }[];
      expect(r.find((x) => x.symbol === "EWJ" && x.horizon === "15m")).toMatchObject({ horizonMinutes: 15, pct: -2.5, agreement: "agree" });
      expect(r.find((x) => x.symbol === "SPY" && x.horizon === "60m")).toMatchObject({ horizonMinutes: 60, pct: -1.5 });
      // Instruments come before the broad market.
      expect(r[0]!.symbol).toBe("EWJ");

      const detail = await call(app, "GET", `/api/alerts/${id}/reaction`, { cookie });
      expect(detail.status).toBe(200);
      expect(detail.json.marketData).toBe("yahoo");
      const ewj = detail.json.charts.find((c: { symbol: string }) => c.symbol === "EWJ");
      expect(ewj.bars.length).toBe(70); // the minutes from 10 before the post (15 s past a minute) to 60 after
      expect(ewj.postedAt).toBe(P);
      expect((await call(app, "GET", "/api/alerts/abc/reaction", { cookie })).json).toEqual({ message: "The alert id must be a number" });

      // The public track record shows calls only a day after the alert; admins see it at once.
      const record = (await call(app, "GET", "/api/track-record")).json;
      expect(record.marketData).toBe("yahoo");
      expect(record.live.headline).toEqual([]);
      expect(record.biggest).toEqual([]);
      expect((await call(app, "GET", "/api/admin/track-record", { cookie })).status).toBe(403);
      const admin = await signedInUser(app, { email: "a@example.com", isAdmin: true });
      const split = (await call(app, "GET", "/api/admin/track-record", { cookie: admin.cookie })).json;
      expect(split.live.headline[0]).toMatchObject({
        key: "High",
        alerts: 1,
        spy: { m15: { median: 1.5, n: 1 } },
        hitRate: { m15: { hits: 1, n: 1, rate: 1 } },
      });
      expect(split.live.headline[0].instruments.m15).toEqual({ median: 2.5, n: 1 });
      expect(split.biggest[0]).toMatchObject({ alertId: id, symbol: "EWJ", pct: -2.5, content: "Japan pays 25%!", call: "down", agreement: "agree" });
      expect(split.byCategory.map((c: { key: string }) => c.key)).toEqual(["markets"]);
      expect(split.byAnalyzer.map((c: { key: string }) => c.key)).toEqual(["rules"]);
      expect((await call(app, "GET", "/api/alerts/99999/reaction", { cookie })).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  test("with MARKET_DATA=off nothing is read and nothing shown as a move", async () => {
    const app = testApp({ MARKET_DATA: "off" });
    try {
      const calls = yahoo.calls.length;
      const id = alertAt(app, Date.now() - 70 * MIN, [{ symbol: "EWJ", name: "iShares MSCI Japan", direction: "down" }], { content: "Japan pays 25%!" });
      expect(app.jobList.some((j) => j.name === "market-reactions")).toBe(false);
      const { cookie } = await signedInUser(app, { email: "p@example.com", isPremium: true });
      expect((await call(app, "GET", "/api/alerts/recent", { cookie })).json.alerts[0].reactions).toEqual([]);
      expect((await call(app, "GET", `/api/alerts/${id}/reaction`, { cookie })).json).toEqual({ marketData: "off", reactions: [], charts: [], skipped: [] });
      expect(yahoo.calls.length).toBe(calls);
      expect((await call(app, "GET", "/api/track-record")).json).toEqual({
        marketData: "off",
        message:
          "There is no market data: MARKET_DATA is off. Set MARKET_DATA=yahoo (no key needed), or MARKET_DATA=alpaca with ALPACA_KEY_ID and ALPACA_SECRET_KEY, and restart Squawk.",
        flatPct: 0.2,
        live: null,
        backfilled: null,
        biggest: [],
      });
    } finally {
      await app.close();
    }
  });
});
