import { afterAll, describe, expect, test } from "bun:test";
import { stepAt } from "../../test/fakes/bars.ts";
import { startYahoo } from "../../test/fakes/yahoo.ts";
import { call, testApp } from "../../test/helpers/app.ts";
import { alertAt } from "../../test/helpers/market.ts";
import { signedInUser } from "../../test/helpers/users.ts";
import { freeSinceLine, movesSincePremium } from "./moves-text.ts";

/**
 * What the free tier is told: the moves since Premium had the alert (not since the post), and
 * what the market did, never what Squawk called.
 */
const MIN = 60_000;
const yahoo = startYahoo();
afterAll(() => yahoo.stop());

describe("the free tier", () => {
  test("the free line measures from when Premium was sent the alert, not from the post", async () => {
    const app = testApp(yahoo.env);
    try {
      const P = Math.floor(Date.now() / MIN) * MIN - 40 * MIN + 15_000;
      // SPY fell 2% before the alert went out (the post was seen 10 minutes late), then 1% after it.
      yahoo.prices.set("SPY", (t) => (t < P + 2 * MIN ? 500 : t < P + 20 * MIN ? 490 : 485.1));
      yahoo.prices.set("EWJ", stepAt(P + 5 * MIN, 80, 78));
      for (const s of ["QQQ", "ES=F", "NQ=F"]) yahoo.prices.set(s, () => 100);
      const id = alertAt(app, P, [{ symbol: "EWJ", name: "iShares MSCI Japan", direction: "down" }], { lateBy: 10 * MIN, content: "Japan pays 25%!" });
      expect(await movesSincePremium(app.store, id, Date.now())).toBeNull(); // no bars read yet: nothing said
      await app.jobs.runNow("market-reactions");
      const line = freeSinceLine((await movesSincePremium(app.store, id, Date.now()))!, 15);
      // From the post it would read SPY −3.0% · EWJ −2.5%: Premium was worth only what came after it had the alert.
      // EWJ held while the market fell 1%: beyond the market (β 1: its daily closes never moved), +1.0%.
      expect(line).toMatch(/^Premium had this 15 minutes earlier; since then: SPY −1\.0% · EWJ 0\.0% \(\+1\.0% vs market\) \((29|30) min\)$/);
    } finally {
      await app.close();
    }
  });

  test("free and anonymous viewers see the moves, never the calls: alert cards, samples, the reaction endpoint", async () => {
    const app = testApp(yahoo.env);
    try {
      const P = Math.floor(Date.now() / MIN) * MIN - 70 * MIN + 15_000;
      yahoo.prices.set("SPY", stepAt(P + 2 * MIN, 500, 492.5));
      for (const s of ["QQQ", "ES=F", "NQ=F"]) yahoo.prices.set(s, () => 100);
      yahoo.prices.set("EWJ", stepAt(P + 10 * MIN, 80, 78));
      const id = alertAt(app, P, [{ symbol: "EWJ", name: "iShares MSCI Japan", direction: "down" }], { lateBy: 0, content: "Japan pays 25%!" });
      await app.jobs.runNow("market-reactions");
      type Move = { symbol: string; horizon: string; pct: number | null; agreement: string | null };
      const ewj15 = (list: Move[]) => list.find((r) => r.symbol === "EWJ" && r.horizon === "15m");

      const premium = await signedInUser(app, { email: "p@example.com", isPremium: true });
      expect(ewj15((await call(app, "GET", "/api/alerts/recent", { cookie: premium.cookie })).json.alerts[0].reactions)).toMatchObject({
        pct: -2.5,
        agreement: "agree",
      });
      expect(ewj15((await call(app, "GET", `/api/alerts/${id}/reaction`, { cookie: premium.cookie })).json.reactions)).toMatchObject({ agreement: "agree" });

      const free = await signedInUser(app, { email: "f@example.com" });
      const surfaces: Move[][] = [
        (await call(app, "GET", "/api/alerts/recent", { cookie: free.cookie })).json.alerts[0].reactions,
        (await call(app, "GET", `/api/alerts/${id}/reaction`, { cookie: free.cookie })).json.reactions,
        (await call(app, "GET", "/api/alerts/samples")).json.alerts[0].reactions,
      ];
      for (const moves of surfaces) {
        expect(ewj15(moves)).toMatchObject({ pct: -2.5 });
        expect(moves.every((m) => m.agreement === null)).toBe(true);
      }
      // Nor do they get the call some other way: the card has no instruments with directions.
      const card = (await call(app, "GET", "/api/alerts/samples")).json.alerts[0];
      expect(card.instruments).toBeNull();
      expect(JSON.stringify(surfaces)).not.toMatch(/"(up|down|agree|disagree)"/);
    } finally {
      await app.close();
    }
  });
});
