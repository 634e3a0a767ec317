import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { deliveries } from "../../src/db/schema/delivery.ts";
import { eq } from "drizzle-orm";
import { startSlack } from "../fakes/slack.ts";
import { call } from "../helpers/app.ts";
import { makeAlert } from "../helpers/alerts.ts";
import { grantPremium } from "../helpers/premium.ts";
import { telegramTestApp, webUser } from "../helpers/telegram.ts";

const slack = startSlack();
const { app, tg } = telegramTestApp({ SLACK_WEBHOOK_BASE: slack.webhookBase });
// Every worker, as serving runs them: the senders, and the events step that turns a gone
// webhook's notice into its owner's Telegram message.
beforeAll(() => app.jobs.startWorkers());
afterAll(async () => {
  await app.close();
  await slack.stop();
  await tg.stop();
});

let n = 0;
const nextHook = () => `B0HOOK${String(++n).padStart(4, "0")}`;
const add = (cookie: string, body: object) => call(app, "POST", "/api/integrations/destinations", { cookie, body });
async function withDestination(body: object = {}) {
  const u = webUser(app);
  await grantPremium(app, u.user.id);
  const hook = nextHook();
  const r = await add(u.cookie, { kind: "slack", url: slack.webhookUrl(hook), ...body });
  expect(r.status).toBe(200);
  return { ...u, hook, dest: r.json };
}

describe("Slack destinations", () => {
  test("only real Slack incoming-webhook URLs; the secret part is never shown", async () => {
    const { cookie, dest } = await withDestination();
    expect(dest.url).toBe("https://hooks.slack.com/services/T0SQUAWK1/B0HOOK0001/…");
    const notSlack =
      "That is not a Slack incoming-webhook URL. In Slack: your app's Incoming Webhooks page → Add New Webhook → Copy (https://hooks.slack.com/services/…).";
    for (const url of [
      "https://hooks.slack.com/workflows/T0SQUAWK1/A0123456/123/abcdefghijklmnopqrstuvwx",
      "https://hooks.slack.com.evil.test/services/T0SQUAWK1/B0HOOK0009/abcdefghijklmnopqrstuvwx",
      "http://hooks.slack.com/services/T0SQUAWK1/B0HOOK0009/abcdefghijklmnopqrstuvwx",
      "https://hooks.slack.com/services/T0SQUAWK1/B0HOOK0009",
      "https://discord.com/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz",
    ]) {
      const r = await add(cookie, { kind: "slack", url });
      expect({ url, status: r.status, message: r.json.message }).toEqual({ url, status: 400, message: notSlack });
    }
    // The same URL under the other kind is refused by that platform's own rule.
    expect((await add(cookie, { kind: "discord", url: slack.webhookUrl(nextHook()) })).status).toBe(400);
  });

  test("an alert arrives in Block Kit: header, summary, quote, instrument fields, the post's link and time", async () => {
    const d = await withDestination();
    const { post } = await makeAlert(app, {
      impact: "High",
      content: "Tariffs <now> & forever",
      summary: "Steel tariffs rise to 50%.",
      instruments: [{ symbol: "NUE", name: "Nucor", direction: "up", why: "Domestic producer" }],
    });
    const got = await slack.until(() => slack.to(d.hook)[0]);
    expect(got.body.text).toBe("🔴 HIGH IMPACT · 📈 MARKETS: Steel tariffs rise to 50%.");
    const unix = Math.floor(post.createdAt / 1000);
    expect(got.body.blocks).toEqual([
      { type: "header", text: { type: "plain_text", text: "🔴 HIGH IMPACT · 📈 MARKETS", emoji: true } },
      { type: "section", text: { type: "mrkdwn", text: "Steel tariffs rise to 50%." } },
      { type: "section", text: { type: "mrkdwn", text: ">Tariffs &lt;now&gt; &amp; forever" } },
      { type: "section", fields: [{ type: "mrkdwn", text: "*▲ NUE*\nNucor · up" }] },
      {
        type: "context",
        elements: [
          { type: "mrkdwn", text: `<${post.url}|Truth Social> · <!date^${unix}^{date_short_pretty} {time}|${new Date(post.createdAt).toISOString()}>` },
        ],
      },
    ]);
  });

  test("about one message a second per webhook: a burst arrives whole and in order without a 429", async () => {
    const d = await withDestination({ threshold: "All" });
    const other = await withDestination({ threshold: "All" });
    const contents = ["one", "two", "three", "four"];
    for (const content of contents) await makeAlert(app, { impact: "High", content });
    await slack.until(() => slack.to(d.hook).length === 4 && slack.to(other.hook).length === 4, 15_000);
    expect(slack.to(d.hook).map((p) => p.body.blocks[2].text.text)).toEqual(contents.map((c) => `>${c}`));
    expect(slack.refused.filter((r) => r.hook === d.hook || r.hook === other.hook)).toEqual([]);
    const at = slack.to(d.hook).map((p) => p.at);
    for (let i = 1; i < at.length; i++) expect(at[i]! - at[i - 1]!).toBeGreaterThanOrEqual(950);
    // Two webhooks are paced apart, not one after the other: the other's first message does not
    // wait for this one's burst (which takes at least 3 s) to end.
    expect(slack.to(other.hook)[0]!.at).toBeLessThan(at[3]!);
  });

  test("a message refused with a 429 keeps its place: the messages after it wait, and the order holds", async () => {
    const d = await withDestination({ threshold: "All" });
    await makeAlert(app, { impact: "High", content: "first" });
    await slack.until(() => slack.to(d.hook).length === 1);
    slack.script(d.hook, () => new Response("rate_limited", { status: 429, headers: { "retry-after": "1" } }));
    for (const content of ["second", "third"]) await makeAlert(app, { impact: "High", content });
    await slack.until(() => slack.to(d.hook).length === 3, 15_000);
    expect(slack.to(d.hook).map((p) => p.body.blocks[2].text.text)).toEqual([">first", ">second", ">third"]);
    expect(slack.refused.filter((r) => r.hook === d.hook).map((r) => r.status)).toEqual([429]);
  });

  test("a 429 waits for its Retry-After; a removed webhook (404) disables the destination and its owner is told", async () => {
    const d = await withDestination();
    slack.script(d.hook, () => new Response("rate_limited", { status: 429, headers: { "retry-after": "1" } }));
    const t0 = Date.now();
    await makeAlert(app, { impact: "High", content: "after a 429" });
    const got = await slack.until(() => slack.to(d.hook)[0]);
    expect(got.at - t0).toBeGreaterThanOrEqual(1000);

    const tgId = 888_101;
    await app.telegram.subscribers.start({ id: tgId, first_name: "Owner" }, tgId);
    app.db.$client.run("update telegram_subscribers set user_id = ? where telegram_user_id = ?", [d.user.id, tgId]);
    slack.removeWebhook(d.hook);
    await makeAlert(app, { impact: "High", content: "to a removed webhook" });
    const dm = await tg.until(() => tg.sent("sendMessage", tgId).find((c) => String(c.params.text).includes("no longer exists")));
    expect(dm.params.text).toStartWith("⚠️ Slack says your Squawk webhook no longer exists");
    const [shown] = (await call(app, "GET", "/api/integrations/destinations", { cookie: d.cookie })).json.destinations;
    expect(shown.status).toBe("disabled");
    expect(shown.disabledReason).toBe("Slack says this webhook no longer works (HTTP 404: no_service). It was probably removed, or its channel archived.");
    expect(
      app.db
        .select()
        .from(deliveries)
        .where(eq(deliveries.destinationId, d.dest.id))
        .all()
        .map((r) => r.status),
    ).toEqual(["sent", "failed"]);
  });
});
