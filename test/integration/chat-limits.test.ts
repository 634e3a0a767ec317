import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Instrument } from "../../src/analysis/index.ts";
import { embedProblem, startDiscord } from "../fakes/discord.ts";
import { blocksProblem, startSlack } from "../fakes/slack.ts";
import { makeAlert } from "../helpers/alerts.ts";
import { call } from "../helpers/app.ts";
import { grantPremium } from "../helpers/premium.ts";
import { PREMIUM_CHAT, telegramTestApp, webUser } from "../helpers/telegram.ts";

// Each fake refuses what its platform refuses (a 400 for an embed over 6,000 characters, a
// section over 3,000, a text over 4,096): an alert that is not fitted never arrives.
const discord = startDiscord({ limit: 50, windowMs: 400 });
const slack = startSlack({ minGapMs: 100 });
const { app, tg } = telegramTestApp({ DISCORD_API_BASE: discord.apiBase, SLACK_WEBHOOK_BASE: slack.webhookBase });
// Every worker, as serving runs them: the senders, and the events step that turns a gone
// webhook's notice into its owner's Telegram message.
beforeAll(() => app.jobs.startWorkers());
afterAll(async () => {
  await app.close();
  await Promise.all([discord.stop(), slack.stop(), tg.stop()]);
});

/** A verbose model's answer: a 5,000-character summary that tries to ping and link, 30 instruments with long names. */
const SUMMARY_START = "Sweeping tariffs <@U123> <!channel> <https://evil.example|click> & more.";
const verbose = {
  impact: "High" as const,
  content: `Tariffs on everything! ${"Very big and beautiful tariffs. ".repeat(200)}`,
  summary: `${SUMMARY_START} ${"The model explains at length why this matters to markets. ".repeat(90)}`.slice(0, 5000),
  marketAnalysis: "A long analysis. ".repeat(250),
  tradingIdeas: Array.from({ length: 12 }, (_, i) => `Idea ${i}: ${"consider the sector's exposure at length ".repeat(8)}`),
  instruments: Array.from(
    { length: 30 },
    (_, i): Instrument => ({
      symbol: `SYM${i}`,
      name: `A company with a rather long name number ${i} `.repeat(8),
      direction: i % 2 ? "up" : "down",
      why: "exposed",
    }),
  ),
};

let n = 0;
async function destination(kind: "discord" | "slack") {
  const u = webUser(app);
  await grantPremium(app, u.user.id);
  const hook = kind === "discord" ? String(200_000_000_000_000_000n + BigInt(++n)) : `B0LIMIT${String(++n).padStart(4, "0")}`;
  const url = kind === "discord" ? discord.webhookUrl(hook) : slack.webhookUrl(hook);
  const r = await call(app, "POST", "/api/integrations/destinations", { cookie: u.cookie, body: { kind, url, threshold: "All" } });
  expect(r.status).toBe(200);
  return hook;
}

describe("a verbose model's alert fits every platform's limits, cut with …, never dropped", () => {
  test("Discord: one embed within 6,000 characters and each part's limit; the summary cut, the instruments named", async () => {
    const hook = await destination("discord");
    await makeAlert(app, verbose);
    const got = await discord.until(() => discord.to(hook)[0], 20_000);
    expect(discord.refused.filter((r) => r.webhookId === hook)).toEqual([]);
    const e = got.body.embeds[0];
    expect(embedProblem(got.body)).toBeNull();
    const total = e.title.length + e.description.length + e.footer.text.length + e.fields.reduce((s: number, f: any) => s + f.name.length + f.value.length, 0);
    expect(total).toBeLessThanOrEqual(6000);
    expect(e.fields.length).toBeLessThanOrEqual(25);
    expect(e.description).toStartWith("Sweeping tariffs");
    // The summary is cut (with …), the post's quote still follows it.
    expect(e.description).toContain("…\n\n> Tariffs on everything!");
    expect(e.fields.at(-1).name).toBe("Post");
    expect(e.fields.at(-2)).toMatchObject({ name: "+7 more", value: "SYM23 SYM24 SYM25 SYM26 SYM27 SYM28 SYM29" });
    expect(e.fields.every((f: any) => f.value.length <= 1024)).toBe(true);
  });

  test("Slack: sections within 3,000, fields within 10 a section, every instrument shown; the notification text escaped as the blocks are", async () => {
    const hook = await destination("slack");
    await makeAlert(app, verbose);
    const got = await slack.until(() => slack.to(hook)[0], 20_000);
    expect(slack.refused.filter((r) => r.hook === hook)).toEqual([]);
    expect(blocksProblem(got.body)).toBeNull();
    const blocks: any[] = got.body.blocks;
    expect(blocks.length).toBeLessThanOrEqual(50);
    expect(blocks[1].text.text).toStartWith("Sweeping tariffs &lt;@U123&gt; &lt;!channel&gt; &lt;https://evil.example|click&gt; &amp; more.");
    expect(blocks[1].text.text.length).toBeLessThanOrEqual(3000);
    expect(blocks[1].text.text).toEndWith("…");
    const fields = blocks.flatMap((b) => b.fields ?? []);
    expect(fields).toHaveLength(30);
    // Nothing in the notification's text pings a user or the channel, or makes a link.
    expect(got.body.text).not.toMatch(/<[@!#]|<https?:/);
    expect(got.body.text).toContain("&lt;@U123&gt; &lt;!channel&gt; &lt;https://evil.example|click&gt;");
  });

  test("Telegram: the post split across messages, the analysis cut to fit; no message over 4,096", async () => {
    await makeAlert(app, verbose);
    const texts = () => [...tg.sent("sendMessage", PREMIUM_CHAT), ...tg.sent("editMessageText", PREMIUM_CHAT)].map((c) => String(c.params.text));
    await tg.until(() => texts().some((t) => t.includes("<b>Summary:</b> Sweeping tariffs")), 20_000);
    const all = texts();
    expect(all.every((t) => t.length <= 4096)).toBe(true);
    const final = all.find((t) => t.includes("<b>Summary:</b>"))!;
    expect(final).toContain("<b>Summary:</b> Sweeping tariffs &lt;@U123&gt;");
    expect(final).toContain("…");
    expect(final).toContain("<b>Instruments:</b>");
    expect(final).toContain("Not investment advice.");
  });
});
