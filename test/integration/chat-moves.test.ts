import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { stepAt } from "../fakes/bars.ts";
import { startDiscord } from "../fakes/discord.ts";
import { startSlack } from "../fakes/slack.ts";
import { startYahoo } from "../fakes/yahoo.ts";
import { call } from "../helpers/app.ts";
import { makeAlert } from "../helpers/alerts.ts";
import { grantPremium } from "../helpers/premium.ts";
import { telegramTestApp, webUser } from "../helpers/telegram.ts";

/**
 * Discord and Slack get the market's moves since an alert at +15 minutes, from the fake Yahoo
 * reached through MARKET_DATA_BASE_URL: Discord by an edit of the alert's own message (its id was
 * kept), Slack (whose incoming webhooks cannot edit) by a message of its own.
 */
const MIN = 60_000;
const yahoo = startYahoo();
const discord = startDiscord();
const slack = startSlack();
const { app, tg } = telegramTestApp({ ...yahoo.env, DISCORD_API_BASE: discord.apiBase, SLACK_WEBHOOK_BASE: slack.webhookBase });
// The market announces its moves as an event (alert.moves); delivery's events step, woken by it, plans the rows.
beforeAll(() => {
  app.chat.sender.start();
  app.events.start();
});
afterAll(async () => {
  await app.events.stop();
  await app.close();
  await Promise.all([discord.stop(), slack.stop(), tg.stop(), yahoo.stop()]);
});

describe("the market's moves in Discord and Slack", () => {
  test("Discord's alert message is edited with 'Since the post'; Slack gets the moves as a new message", async () => {
    const u = webUser(app);
    await grantPremium(app, u.user.id);
    for (const body of [
      { kind: "discord", url: discord.webhookUrl("300000000000000001") },
      { kind: "slack", url: slack.webhookUrl("B0MOVES001") },
    ])
      expect((await call(app, "POST", "/api/integrations/destinations", { cookie: u.cookie, body })).status).toBe(200);

    // Published 16 minutes ago: by now the 15-minute horizon has bars.
    const P = Date.now() - 16 * MIN;
    yahoo.prices.set("EWJ", stepAt(P + 3 * MIN, 80, 78));
    for (const s of ["SPY", "QQQ", "ES=F", "NQ=F"]) yahoo.prices.set(s, stepAt(P + 3 * MIN, 100, 99));
    await makeAlert(app, {
      content: "Japan pays 25%!",
      summary: "Japan tariff",
      instruments: [{ symbol: "EWJ", name: "iShares MSCI Japan", direction: "down", why: "tariff" }],
      postedAt: P,
    });
    const alert = await discord.until(() => discord.to("300000000000000001")[0]);
    expect(alert.body.embeds[0].fields.some((f: { name: string }) => f.name === "Since the post")).toBe(false);

    await app.jobs.runNow("market-reactions");
    const edit = await discord.until(() => discord.edits[0], 15_000);
    expect(edit.messageId).toBe(alert.messageId);
    expect(edit.body.embeds[0].title).toBe(alert.body.embeds[0].title);
    expect(edit.body.embeds[0].fields.find((f: { name: string }) => f.name === "Since the post").value).toBe(
      "SPY −1.0% · EWJ −2.5% (−1.5% vs market) (15 min)",
    );
    // No second message in the channel: the alert itself now says what the market did.
    expect(discord.to("300000000000000001")).toHaveLength(1);

    const moves = await slack.until(() => slack.to("B0MOVES001").find((p) => p.body.text.startsWith("Since the post:")), 15_000);
    expect(moves.body.text).toStartWith("Since the post: SPY −1.0% · EWJ −2.5% (−1.5% vs market) (15 min)");
    expect(slack.to("B0MOVES001")[0]!.body.text).toContain("Japan tariff");
  }, 60_000);
});
