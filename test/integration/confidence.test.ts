import { afterAll, describe, expect, test } from "bun:test";
import { loadChatAlert, telegramAlertMessage as alertMessage } from "../../src/delivery/index.ts";
import { makeAlert } from "../helpers/alerts.ts";
import { call, testApp } from "../helpers/app.ts";
import { signedInUser } from "../helpers/users.ts";

/** An alert's calibrated confidence ("High · 83%") on every surface; the free tier sees it, never the instruments. */
const app = testApp();
afterAll(() => app.close());
app.settings.set({ key: "alerts.freeDelayMinutes", value: "0", dataType: "number" });
const { post, alertId } = await makeAlert(app, { impact: "High", confidence: 0.834, judgedBy: "score" });

describe("confidence", () => {
  test("the API and the dashboard's feed: free and premium alike get it; free gets no instruments", async () => {
    const owner = await signedInUser(app, { email: "owner@example.com", isPremium: true });
    const key = (await call(app, "POST", "/api/integrations/keys", { cookie: owner.cookie, body: { name: "k" } })).json.key;
    const premium = await call(app, "GET", "/api/v1/alerts", { headers: { authorization: `Bearer ${key}` } });
    expect(premium.json.data[0].analysis).toMatchObject({ impact: "High", confidence: 0.834, judgedBy: "score" });
    expect(premium.json.data[0].analysis.instruments.length).toBeGreaterThan(0);
    await app.billing.resetTestPremium(owner.user.id);
    const free = await call(app, "GET", "/api/v1/alerts", { headers: { authorization: `Bearer ${key}` } });
    expect(free.json.data[0].analysis).toMatchObject({ impact: "High", confidence: 0.834, judgedBy: "score", instruments: null, tradingIdeas: null });
    const viewer = await signedInUser(app, { email: "viewer@example.com" });
    const recent = await call(app, "GET", "/api/alerts/recent", { cookie: viewer.cookie });
    expect(recent.json.alerts[0]).toMatchObject({ impact: "High", confidence: 0.834, judgedBy: "score", instruments: null });
  });

  test("Telegram, Discord and Slack say 'High · 83%' after the badges", () => {
    const chat = loadChatAlert(app.db, alertId!)!;
    expect(chat.title).toBe("🔴 HIGH IMPACT · 📈 MARKETS · High · 83%");
    const a = app.db.$client.prepare("SELECT confidence FROM analyses WHERE post_id = ?").get(post.id) as { confidence: number };
    expect(a.confidence).toBe(0.834);
    const [free] = alertMessage(
      { id: post.id, content: "x", url: null, createdAt: Date.now(), account: "realDonaldTrump" },
      {
        impact: "High",
        tariff: true,
        confidence: 0.834,
        category: "tariff",
        summary: "S",
        marketAnalysis: "M",
        tradingIdeas: [],
        sectors: [],
        tickers: [],
        instruments: [],
      },
      "free",
      15,
    );
    expect(free).toContain("🔴 <b>HIGH IMPACT</b> · 📦 <b>TARIFF</b> · High · 83%");
  });
});
