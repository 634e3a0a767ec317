import { afterAll, expect, test } from "bun:test";
import { deliveries } from "../db/schema/delivery.ts";
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { chatDestinations } from "../db/schema/chat.ts";
import { users } from "../db/schema/core.ts";
import { startDiscord } from "../../test/fakes/discord.ts";
import { startSlack } from "../../test/fakes/slack.ts";
import { testApp } from "../../test/helpers/app.ts";
import { makeAlert } from "../../test/helpers/alerts.ts";
import { grantPremium } from "../../test/helpers/premium.ts";

/**
 * SIGKILL the chat sender at random moments of a fan-out to Discord and Slack webhooks, start it
 * again, and count what the channels got: no message lost; a repeat is at most one in flight per
 * webhook.
 */
const KILLS = 4;
const DISCORD = 24;
const SLACK = 12;
const ALERTS = 3;

// Both answer after 30 ms, so a kill usually lands with requests in flight.
const discord = startDiscord({ delayMs: 30 });
const slack = startSlack({ delayMs: 30 });
let child: ReturnType<typeof Bun.spawn> | null = null;
afterAll(async () => {
  child?.kill("SIGKILL");
  await discord.stop();
  await slack.stop();
});

test(`SIGKILL ${KILLS} times mid-fan-out loses no Discord or Slack message`, async () => {
  const bases = { DISCORD_API_BASE: discord.apiBase, SLACK_WEBHOOK_BASE: slack.webhookBase };
  const app = testApp({ LOG_LEVEL: "error", ...bases });
  const hooks: string[] = [];
  for (let i = 0; i < DISCORD; i += 3) {
    const owner = app.db
      .insert(users)
      .values({ email: `c${i}@example.com` })
      .returning()
      .get();
    await grantPremium(app, owner.id);
    for (let j = i; j < i + 3; j++) {
      const hook = String(200_000_000_000_000_000n + BigInt(j));
      hooks.push(hook);
      app.db
        .insert(chatDestinations)
        .values({ userId: owner.id, kind: "discord", url: discord.webhookUrl(hook), threshold: "All" })
        .run();
    }
  }
  for (let i = 0; i < SLACK; i += 3) {
    const owner = app.db
      .insert(users)
      .values({ email: `s${i}@example.com` })
      .returning()
      .get();
    await grantPremium(app, owner.id);
    for (let j = i; j < i + 3; j++)
      app.db
        .insert(chatDestinations)
        .values({ userId: owner.id, kind: "slack", url: slack.webhookUrl(`B0CRASH${String(j).padStart(3, "0")}`), threshold: "All" })
        .run();
  }
  const content = new Map<number, string>();
  for (let k = 0; k < ALERTS; k++) {
    const { alertId } = await makeAlert(app, { content: `Crash test alert ${k}` });
    content.set(alertId!, `Crash test alert ${k}`);
  }
  // What is owed: one message per (webhook, alert), named by the webhook id (Discord's, or
  // Slack's B… part) and the post's text.
  const key = (hook: string, text: string) => `${hook} ${text}`;
  const expected = new Set(
    app.db
      .select({ alertId: deliveries.alertId, url: chatDestinations.url })
      .from(deliveries)
      .innerJoin(chatDestinations, eq(chatDestinations.id, deliveries.destinationId))
      .all()
      .map((r) => key(r.url.split("/").at(-2)!, content.get(r.alertId!)!)),
  );
  expect(expected.size).toBe((DISCORD + SLACK) * ALERTS);
  const dataDir = app.config.dataDir;
  await app.stop();

  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "error", ...bases };
  const spawn = () =>
    (child = Bun.spawn(["bun", join(import.meta.dir, "../../test/helpers/chat-sender-child.ts")], { env, stdout: "ignore", stderr: "inherit" }));
  const arrived = () => discord.posted.length + slack.posted.length;
  for (let k = 0; k < KILLS; k++) {
    const running = spawn();
    const before = arrived();
    await discord.until(() => arrived() > before, 10_000);
    await Bun.sleep(Math.random() * 60);
    running.kill("SIGKILL");
    await running.exited;
  }
  const db = new Database(join(dataDir, "squawk.db"), { readonly: true });
  const open = () => (db.query("select count(*) as n from deliveries where channel = 'chat' and status in ('pending','sending')").get() as { n: number }).n;
  const last = spawn();
  await discord.until(() => open() === 0, 30_000);
  last.kill("SIGKILL");
  await last.exited;
  db.close();

  const got = [
    ...discord.posted.map((p) => key(p.webhookId, p.body.embeds[0].description.split("> ")[1])),
    ...slack.posted.map((p) => key(p.hook, p.body.blocks[2].text.text.slice(1))),
  ];
  const unique = new Set(got);
  const lost = [...expected].filter((e) => !unique.has(e)).length;
  const repeated = got.length - unique.size;
  process.stdout.write(
    `chat crash safety: ${KILLS} SIGKILLs over ${expected.size} messages ((${DISCORD} Discord + ${SLACK} Slack webhooks) × ${ALERTS} alerts): lost ${lost}, repeated ${repeated}; Slack 429s ${slack.refused.filter((r) => r.status === 429).length}\n`,
  );
  expect(lost).toBe(0);
  expect([...unique].every((e) => expected.has(e))).toBe(true);
  // Only what was in flight at a kill can repeat: at most one message per webhook per kill.
  expect(repeated).toBeLessThanOrEqual(KILLS * (DISCORD + SLACK));
}, 90_000);
