import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { deliveries } from "../../src/db/schema/delivery.ts";
import { and, eq } from "drizzle-orm";
import { chatDestinations } from "../../src/db/schema/chat.ts";
import { startDiscord } from "../fakes/discord.ts";
import { call } from "../helpers/app.ts";
import { makeAlert } from "../helpers/alerts.ts";
import { grantPremium } from "../helpers/premium.ts";
import { telegramTestApp, webUser } from "../helpers/telegram.ts";

// A small bucket (2 messages per 400 ms per webhook) so pacing shows within a test.
const discord = startDiscord({ limit: 2, windowMs: 400 });
const { app, tg } = telegramTestApp({ DISCORD_API_BASE: discord.apiBase });
// Every worker, as serving runs them: the senders, and the events step that turns a gone
// webhook's notice into its owner's Telegram message.
beforeAll(() => app.jobs.startWorkers());
afterAll(async () => {
  await app.close();
  await discord.stop();
  await tg.stop();
});

let hook = 100_000_000_000_000_000n;
const nextHook = () => String(++hook);
async function premiumUser() {
  const u = webUser(app);
  await grantPremium(app, u.user.id);
  return u;
}
const add = (cookie: string, body: object) => call(app, "POST", "/api/integrations/destinations", { cookie, body });
const list = async (cookie: string) => (await call(app, "GET", "/api/integrations/destinations", { cookie })).json.destinations;
/** A premium user with one Discord destination on a fresh webhook. */
async function withDestination(body: object = {}) {
  const u = await premiumUser();
  const id = nextHook();
  const r = await add(u.cookie, { kind: "discord", url: discord.webhookUrl(id), ...body });
  expect(r.status).toBe(200);
  return { ...u, hook: id, dest: r.json };
}

describe("adding a Discord destination", () => {
  test("premium only; only real Discord webhook URLs; canonical form; at most 5; the token is never shown", async () => {
    const free = webUser(app);
    const free403 = await add(free.cookie, { kind: "discord", url: discord.webhookUrl(nextHook()) });
    expect(free403.status).toBe(403);
    expect(free403.json.message).toBe("Discord and Slack alerts are part of premium. Upgrade to use them.");
    expect((await call(app, "POST", "/api/integrations/destinations", { body: { kind: "discord", url: discord.webhookUrl("1") } })).status).toBe(401);

    const u = await premiumUser();
    const notDiscord =
      "That is not a Discord webhook URL. In Discord: Channel settings → Integrations → Webhooks → Copy Webhook URL (https://discord.com/api/webhooks/…).";
    for (const url of [
      "https://example.com/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz",
      "http://discord.com/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz",
      "https://discord.com/api/webhooks/123456789012345678",
      "https://discord.com.evil.test/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz",
      "https://discord.com:8443/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz",
      "https://discord.com/channels/123/456",
      "not a url",
    ]) {
      const r = await add(u.cookie, { kind: "discord", url });
      expect({ url, status: r.status, message: r.json.message }).toEqual({ url, status: 400, message: notDiscord });
    }
    expect((await add(u.cookie, { kind: "teams", url: "https://x" })).json.message).toStartWith("kind must be discord");
    expect((await add(u.cookie, { kind: "discord", url: discord.webhookUrl(nextHook()), threshold: "Huge" })).json.message).toBe(
      "threshold must be High, Medium or All",
    );

    const id = nextHook();
    const token = `T0ken_-${"a".repeat(60)}`;
    const ok = await add(u.cookie, { kind: "discord", url: `https://discordapp.com/api/v10/webhooks/${id}/${token}/`, threshold: "Medium", tariffOnly: true });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({
      kind: "discord",
      url: `https://discord.com/api/webhooks/${id}/…`,
      threshold: "Medium",
      tariffOnly: true,
      status: "active",
    });
    expect(app.db.select().from(chatDestinations).where(eq(chatDestinations.id, ok.json.id)).get()!.url).toBe(
      `https://discord.com/api/webhooks/${id}/${token}`,
    );
    const again = await add(u.cookie, { kind: "discord", url: `https://discord.com/api/webhooks/${id}/${token}` });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("This Discord webhook is already added.");
    for (let i = 0; i < 4; i++) expect((await add(u.cookie, { kind: "discord", url: discord.webhookUrl(nextHook()) })).status).toBe(200);
    const sixth = await add(u.cookie, { kind: "discord", url: discord.webhookUrl(nextHook()) });
    expect(sixth.status).toBe(409);
    expect(sixth.json.message).toBe("You already have 5 Discord and Slack destinations. Delete one to add another.");
    const listed = (await call(app, "GET", "/api/integrations/destinations", { cookie: u.cookie })).text;
    expect(listed).not.toContain(token);

    const other = await premiumUser();
    expect((await call(app, "DELETE", `/api/integrations/destinations/${ok.json.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await call(app, "DELETE", `/api/integrations/destinations/${ok.json.id}`, { cookie: u.cookie })).status).toBe(200);
    expect(await list(u.cookie)).toHaveLength(4);
    app.db.delete(chatDestinations).where(eq(chatDestinations.userId, u.user.id)).run();
  });
});

describe("delivering to Discord", () => {
  test("an alert arrives as an embed: impact colour, title, summary, instruments with direction, the post's link and time; the message id is kept", async () => {
    const d = await withDestination();
    const { post, alertId } = await makeAlert(app, {
      impact: "High",
      tariff: true,
      content: "Steel tariffs go to 50% on Monday! @everyone",
      summary: "Steel import tariffs rise to 50%.",
      instruments: [
        { symbol: "NUE", name: "Nucor", direction: "up", why: "Domestic producer" },
        { symbol: "GM", name: "General Motors", direction: "down", why: "Steel buyer" },
      ],
    });
    const got = await discord.until(() => discord.to(d.hook)[0]);
    const embed = got.body.embeds[0];
    expect(embed.title).toBe("🔴 HIGH IMPACT · 📈 MARKETS");
    expect(embed.color).toBe(0xe53935);
    expect(embed.url).toBe(post.url);
    expect(embed.timestamp).toBe(new Date(post.createdAt).toISOString());
    expect(embed.description).toStartWith("Steel import tariffs rise to 50%.");
    expect(embed.description).toContain("> Steel tariffs go to 50% on Monday! @everyone");
    expect(embed.fields.slice(0, 2)).toEqual([
      { name: "▲ NUE", value: "Nucor · up", inline: true },
      { name: "▼ GM", value: "General Motors · down", inline: true },
    ]);
    expect(embed.fields[2].value).toBe(`[Truth Social](${post.url}) · <t:${Math.floor(post.createdAt / 1000)}:f>`);
    expect(got.body.allowed_mentions).toEqual({ parse: [] });
    await discord.until(
      () =>
        app.db
          .select()
          .from(deliveries)
          .where(and(eq(deliveries.channel, "chat"), eq(deliveries.alertId, alertId!)))
          .get()?.status === "sent",
    );
    expect(
      app.db
        .select()
        .from(deliveries)
        .where(and(eq(deliveries.channel, "chat"), eq(deliveries.alertId, alertId!)))
        .get()!.messageId,
    ).toBe(got.messageId);
  });

  test("a free owner's channel gets the alert after the free delay, without premium's instruments", async () => {
    app.settings.set({ key: "alerts.freeDelayMinutes", value: "0", dataType: "number" });
    try {
      const d = await withDestination();
      // Premium ended and never came from a subscription: the owner is free now.
      await app.billing.resetTestPremium(d.user.id);
      const { alertId } = await makeAlert(app, {
        impact: "High",
        content: "for a free owner",
        instruments: [{ symbol: "NUE", name: "Nucor", direction: "up", why: "Domestic producer" }],
      });
      const got = await discord.until(() => discord.to(d.hook)[0]);
      expect(
        app.db
          .select()
          .from(deliveries)
          .where(and(eq(deliveries.channel, "chat"), eq(deliveries.alertId, alertId!)))
          .all()
          .find((r) => r.destinationId === d.dest.id)!.tier,
      ).toBe("free");
      expect(got.body.embeds[0].fields.map((f: any) => f.name)).toEqual(["Post"]);
    } finally {
      app.settings.set({ key: "alerts.freeDelayMinutes", value: "15", dataType: "number" });
    }
  });

  test("the filters are Telegram's: impact threshold and tariff only", async () => {
    const d = await withDestination({ threshold: "Medium", tariffOnly: true });
    await makeAlert(app, { impact: "Low", tariff: true, content: "low" });
    await makeAlert(app, { impact: "High", tariff: false, content: "no tariff" });
    await makeAlert(app, { impact: "Medium", tariff: true, content: "medium tariff" });
    await discord.until(() => discord.to(d.hook).length === 1);
    // The plan is written with each alert: the filtered ones owe this destination nothing.
    expect(app.db.select().from(deliveries).where(eq(deliveries.destinationId, d.dest.id)).all()).toHaveLength(1);
    expect(discord.to(d.hook).map((p) => p.body.embeds[0].title)).toEqual(["🟠 MEDIUM IMPACT · 📈 MARKETS"]);
  });

  test("test message; a paused destination gets nothing until resumed", async () => {
    const d = await withDestination({ threshold: "All" });
    expect((await call(app, "POST", `/api/integrations/destinations/${d.dest.id}/test`, { cookie: d.cookie })).status).toBe(200);
    const t = await discord.until(() => discord.to(d.hook)[0]);
    expect(t.body.embeds[0]).toMatchObject({ title: "✅ Squawk is connected", description: "Alerts will be posted in this channel (every impact)." });

    const paused = await call(app, "PATCH", `/api/integrations/destinations/${d.dest.id}`, { cookie: d.cookie, body: { paused: true } });
    expect(paused.json.status).toBe("paused");
    await makeAlert(app, { impact: "High", content: "while paused" });
    expect((await call(app, "POST", `/api/integrations/destinations/${d.dest.id}/test`, { cookie: d.cookie })).status).toBe(409);
    expect(discord.to(d.hook)).toHaveLength(1);
    await call(app, "PATCH", `/api/integrations/destinations/${d.dest.id}`, { cookie: d.cookie, body: { paused: false } });
    await makeAlert(app, { impact: "High", content: "after resume" });
    // The next message after the test one is the alert made after resuming: nothing came between.
    await discord.until(() => discord.to(d.hook).length === 2);
    expect(discord.to(d.hook)[1]!.body.embeds[0].description).toContain("after resume");
    // Nothing was planned while paused: the test message and the alert after resuming are all it owes.
    expect(app.db.select().from(deliveries).where(eq(deliveries.destinationId, d.dest.id)).all()).toHaveLength(2);
  });

  test("paced by Discord's X-RateLimit headers: a burst to one webhook arrives whole, in order, without a 429", async () => {
    const d = await withDestination({ threshold: "All" });
    const contents = Array.from({ length: 7 }, (_, i) => `burst ${i}`);
    for (const content of contents) await makeAlert(app, { impact: "High", content });
    await discord.until(() => discord.to(d.hook).length === 7, 15_000);
    expect(discord.to(d.hook).map((p) => p.body.embeds[0].description.split("> ")[1])).toEqual(contents);
    expect(discord.refused.filter((r) => r.webhookId === d.hook)).toEqual([]);
    // Two per bucket of 400 ms: seven messages take at least three resets.
    const at = discord.to(d.hook).map((p) => p.at);
    expect(at[6]! - at[0]!).toBeGreaterThanOrEqual(1190);
  });

  test("a 429 is waited out for its retry_after, then the message goes", async () => {
    const d = await withDestination();
    discord.script(d.hook, () => Response.json({ message: "You are being rate limited.", retry_after: 0.6, global: false }, { status: 429 }));
    const t0 = Date.now();
    await makeAlert(app, { impact: "High", content: "after a 429" });
    const got = await discord.until(() => discord.to(d.hook)[0]);
    expect(discord.refused.filter((r) => r.webhookId === d.hook).map((r) => r.status)).toEqual([429]);
    expect(got.at - t0).toBeGreaterThanOrEqual(600);
    const row = app.db.select().from(deliveries).where(eq(deliveries.destinationId, d.dest.id)).get()!;
    expect(row.attempts).toBe(2);
  });

  test("a deleted webhook (404) disables the destination; its owner is told on the web and in Telegram", async () => {
    const d = await withDestination();
    const tgId = 888_001;
    await app.telegram.subscribers.start({ id: tgId, first_name: "Owner" }, tgId);
    app.db.$client.run("update telegram_subscribers set user_id = ? where telegram_user_id = ?", [d.user.id, tgId]);
    discord.deleteWebhook(d.hook);
    await makeAlert(app, { impact: "High", content: "to a deleted webhook" });
    const dm = await tg.until(() => tg.sent("sendMessage", tgId).find((c) => String(c.params.text).includes("no longer exists")));
    expect(dm.params.text).toBe(
      "⚠️ Discord says your Squawk webhook no longer exists (it was deleted from the channel), so Squawk has stopped posting there. Add a new one on your dashboard's Integrations card.",
    );
    const [shown] = await list(d.cookie);
    expect(shown.status).toBe("disabled");
    expect(shown.disabledReason).toBe("Discord says this webhook no longer exists (HTTP 404, code 10015). It was probably deleted from the channel.");
    expect((await call(app, "POST", `/api/integrations/destinations/${d.dest.id}/test`, { cookie: d.cookie })).status).toBe(409);
    await makeAlert(app, { impact: "High", content: "nothing planned now" });
    expect(
      app.db
        .select()
        .from(deliveries)
        .where(eq(deliveries.destinationId, d.dest.id))
        .all()
        .map((r) => r.status),
    ).toEqual(["failed"]);
  });
});
