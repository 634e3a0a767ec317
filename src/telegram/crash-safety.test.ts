import { afterAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { startTelegramFake } from "../../test/fakes/telegram.ts";
import { makeAlert } from "../../test/helpers/alerts.ts";
import { issuedStarsInvoice } from "../../test/helpers/premium.ts";
import { FREE_CHAT, PREMIUM_CHAT, telegramTestApp, webUser } from "../../test/helpers/telegram.ts";
import { REMOVED_DM } from "../delivery/index.ts";

/**
 * Acceptance 8: kill the process with SIGKILL at random moments of a fan-out, start it again,
 * and count what Telegram received. Targets: 0 lost, at most 1 duplicate per kill. The premium
 * delivery kinds ride along (issue 15): welcomes with their invite for new Stars subscribers, and
 * removals (ban, unban, DM) for refunded members. No premium change is lost or applied twice.
 */
const KILLS = 12;
const SUBSCRIBERS = 200;
const ALERTS = 2;
const GRANTED = 30;
const REMOVED = 20;

const starsPayment = (app: Parameters<typeof issuedStarsInvoice>[0], tgId: number, charge: string) => ({
  currency: "XTR",
  total_amount: 250,
  invoice_payload: issuedStarsInvoice(app, tgId, 250),
  telegram_payment_charge_id: charge,
  provider_payment_charge_id: "",
  subscription_expiration_date: Math.floor(Date.now() / 1000) + 2592000,
  is_recurring: true as const,
  is_first_recurring: true as const,
});

const tg = startTelegramFake({ latencyMs: 3 });
let child: ReturnType<typeof Bun.spawn> | null = null;
afterAll(async () => {
  child?.kill("SIGKILL"); // never leave a child behind when the test fails
  await tg.stop();
});

test(`SIGKILL at ${KILLS} random points of a fan-out loses nothing and repeats at most the message in flight`, async () => {
  // Prepare the database: subscribers and the alerts' delivery rows, as the pipeline writes them.
  const { app } = telegramTestApp({ LOG_LEVEL: "error" }, {}, tg);
  const dataDir = app.config.dataDir;
  app.settings.set({ key: "alerts.freeDelayMinutes", value: "0", dataType: "number" });
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const tgId = 20_000 + i;
    await app.telegram.subscribers.start({ id: tgId, first_name: "S" }, tgId);
    if (i % 4 === 0) {
      const { user } = webUser(app, { isPremium: true });
      app.db.$client.run("update telegram_subscribers set user_id = ? where telegram_user_id = ?", [user.id, tgId]);
    }
  }
  const markers: string[] = [];
  for (let k = 0; k < ALERTS; k++) {
    markers.push(`ALERT-${k}-${crypto.randomUUID().slice(0, 6)}`);
    await makeAlert(app, { content: `${markers[k]} tariffs on everything` });
  }
  const expected = new Set<string>();
  for (const m of markers)
    for (const chat of [PREMIUM_CHAT, FREE_CHAT, ...Array.from({ length: SUBSCRIBERS }, (_, i) => String(20_000 + i))]) expected.add(`${chat}|${m}`);
  // Premium changes, as billing records them (after the alerts, so these get no alert DMs).
  for (let i = 0; i < GRANTED; i++) {
    const tgId = 30_000 + i;
    await app.telegram.subscribers.start({ id: tgId, first_name: "G" }, tgId);
    await app.stars.paid(tgId, starsPayment(app, tgId, `grant-${i}`));
    expected.add(`${tgId}|welcome`);
  }
  for (let i = 0; i < REMOVED; i++) {
    const tgId = 31_000 + i;
    await app.telegram.subscribers.start({ id: tgId, first_name: "R" }, tgId);
    await app.stars.paid(tgId, starsPayment(app, tgId, `gone-${i}`));
    tg.memberUpdate(PREMIUM_CHAT, { id: tgId }, "left", "member"); // the fake's view of the group
    await app.telegram.premium.onChatMember({
      chat: { id: Number(PREMIUM_CHAT), type: "supergroup", title: "P" },
      from: { id: tgId, is_bot: false, first_name: "R" },
      date: 0,
      old_chat_member: { status: "left", user: { id: tgId, is_bot: false, first_name: "R" } },
      new_chat_member: { status: "member", user: { id: tgId, is_bot: false, first_name: "R" } },
    } as never);
    await app.stars.refunded(tgId, {
      currency: "XTR",
      total_amount: 250,
      invoice_payload: `premium:test:${tgId}:250`,
      telegram_payment_charge_id: `gone-${i}`,
    });
    expected.add(`${tgId}|removed`);
  }
  // The member updates above were only for the fake's view of the group: confirm them away.
  await fetch(`${tg.url}/bot${tg.token}/getUpdates?offset=${Number.MAX_SAFE_INTEGER}`);
  await app.stop();

  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    TELEGRAM_BOT_TOKEN: tg.token,
    TELEGRAM_API_ROOT: tg.url,
    TELEGRAM_PREMIUM_CHAT_ID: PREMIUM_CHAT,
    TELEGRAM_FREE_CHAT_ID: FREE_CHAT,
  };
  const spawn = () =>
    (child = Bun.spawn(["bun", join(import.meta.dir, "../../test/helpers/telegram-sender-child.ts")], { env, stdout: "ignore", stderr: "inherit" }));
  const sentCount = () => tg.calls.filter((c) => c.method === "sendMessage" && c.ok).length;

  let kills = 0;
  while (kills < KILLS) {
    const running = spawn();
    const before = sentCount();
    // Kill once it is sending, at a random moment between messages or mid-request.
    await tg.until(() => sentCount() > before, 10_000);
    await Bun.sleep(Math.random() * 250);
    running.kill("SIGKILL");
    await running.exited;
    kills++;
    if (process.env.DEBUG_CRASH) process.stdout.write(`kill ${kills} after ${sentCount()} sends\n`);
  }

  const db = new Database(join(dataDir, "squawk.db"), { readonly: true });
  const open = () => (db.query("select count(*) as n from deliveries where channel = 'telegram' and status in ('pending','sending')").get() as { n: number }).n;
  const last = spawn();
  await tg.until(() => open() === 0, 60_000);
  last.kill("SIGKILL");
  await last.exited;
  db.close();

  const received = new Map<string, number>();
  for (const c of tg.calls) {
    if (c.method !== "sendMessage" || !c.ok) continue;
    const text = c.params.text as string;
    const m = markers.find((x) => text.includes(x)) ?? (text.includes("Welcome to Squawk Premium") ? "welcome" : text === REMOVED_DM ? "removed" : "other");
    const key = `${c.params.chat_id}|${m}`;
    received.set(key, (received.get(key) ?? 0) + 1);
  }
  // Every welcome carries an invite that was made for it; every refunded member is out of the group.
  const invites = tg.sent("createChatInviteLink").length;
  for (const c of tg.sent("sendMessage"))
    if ((c.params.text as string).includes("Welcome to Squawk Premium")) expect(c.params.text).toMatch(/https:\/\/t\.me\/\+fake/);
  for (let i = 0; i < REMOVED; i++) expect(tg.memberStatus(PREMIUM_CHAT, 31_000 + i)).toBe("left");
  const doubledInvites = invites - GRANTED;
  process.stdout.write(
    `crash safety, premium kinds: ${GRANTED} welcomes, ${REMOVED} removals; invite links made ${invites} (${doubledInvites} beyond one each)\n`,
  );
  expect(doubledInvites).toBeLessThanOrEqual(kills);
  const lost = [...expected].filter((k) => !received.has(k)).length;
  const duplicated = [...received.values()].reduce((a, n) => a + n - 1, 0);
  process.stdout.write(`crash safety: ${kills} SIGKILLs over ${expected.size} messages: lost ${lost}, duplicated ${duplicated} (limit ${kills})\n`);
  expect(lost).toBe(0);
  expect(duplicated).toBeLessThanOrEqual(kills);
  expect(received.size).toBe(expected.size);
}, 120_000);
