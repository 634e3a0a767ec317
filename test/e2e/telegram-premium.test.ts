import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { startPostSources } from "../fakes/post-sources.ts";
import { startFakeStripe } from "../fakes/stripe.ts";
import { startTelegramFake } from "../fakes/telegram.ts";
import { alive, BINARY, startBinary, type Binary } from "../helpers/binary.ts";
import { STRIPE_TEST_ENV } from "../helpers/billing.ts";
import { formatEt } from "../../src/time.ts";
import { E2E_MS } from "../helpers/browser.ts";

/*
 * Issue 15 end to end, from the built binary against the fakes: a Telegram-only subscriber goes
 * from /start to premium and into the group by Stars, renews, a replayed payment changes nothing,
 * a refund ends it and removes them; a card payment started in the chat does the same through
 * Stripe's webhook. Prints the latencies it measured. Run `bun build.ts` first.
 */
const T = E2E_MS;
const PREMIUM_CHAT = "-1004444444444";
const REMOVED = "removed from the premium group";

let bin: Binary;
const sources = startPostSources();
const tg = startTelegramFake();
const stripe = startFakeStripe({ webhookSecret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET_TEST, priceId: STRIPE_TEST_ENV.STRIPE_PRICE_ID_TEST });
const figures: string[] = [];

/** The binary against the fakes: at the start, and again if a timed-out test took it down. */
async function start() {
  bin = await startBinary({
    ...sources.env,
    ...STRIPE_TEST_ENV,
    STRIPE_API_BASE: stripe.url,
    SOURCES: "truthsocial",
    POLL_INTERVAL_SECONDS: "1",
    TELEGRAM_BOT_TOKEN: tg.token,
    TELEGRAM_API_ROOT: tg.url,
    TELEGRAM_PREMIUM_CHAT_ID: PREMIUM_CHAT,
  });
  stripe.state.webhookUrl = `${bin.url}/api/stripe/webhook`;
}

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error(`${BINARY} is missing: run \`bun build.ts\` first`);
  await start();
}, T);

// One test that times out must not take the next one with it (helpers/browser.ts).
beforeEach(async () => {
  if (!alive(bin)) await start();
}, T);

afterAll(async () => {
  process.stdout.write(`${figures.join("\n")}\n`);
  await bin?.stop();
  await stripe.stop();
  await sources.stop();
  await tg.stop();
});

const texts = (chat: number) => tg.sent("sendMessage", chat).map((c) => c.params.text as string);
/** Sends a text and waits for a reply in that chat that satisfies `match`. */
async function ask(who: { id: number }, text: string, match: (t: string) => boolean = () => true) {
  const n = tg.sent("sendMessage", who.id).length;
  tg.text(who, text);
  return (
    await tg.until(
      () =>
        tg
          .sent("sendMessage", who.id)
          .slice(n)
          .find((c) => match(c.params.text)),
      30_000,
    )
  ).params as { text: string; reply_markup?: any };
}
async function press(who: { id: number }, data: string, match: (t: string) => boolean) {
  const n = tg.sent("sendMessage", who.id).length;
  tg.press(who, data);
  return (
    await tg.until(
      () =>
        tg
          .sent("sendMessage", who.id)
          .slice(n)
          .find((c) => match(c.params.text)),
      30_000,
    )
  ).params as { text: string; reply_markup?: any };
}
const welcomeOf = (chat: number) => tg.until(() => tg.sent("sendMessage", chat).find((c) => c.params.text.includes("Welcome to Squawk Premium")), 30_000);
const renewsOf = (s: string) => /Renews: (.+)/.exec(s)?.[1];
const db = () => new Database(join(bin.dataDir, "data", "squawk.db"), { readonly: true });

describe("Telegram-first premium, from the binary", () => {
  test(
    "Stars: pay, welcome with the invite, instant alerts, renewal, replay, refund",
    async () => {
      const who = tg.user(9700);
      const free = tg.user(9701);
      await ask(who, "/start");
      await ask(free, "/start");
      await ask(who, "/upgrade", (t) => t.includes("Squawk Premium"));
      const offer = await press(who, "up:stars", (t) => t.includes("every 30 days"));
      const link = offer.reply_markup.inline_keyboard[0][0].url as string;
      expect(link).toStartWith("https://t.me/$");

      const t0 = performance.now();
      const paid = await tg.payInvoice(who, link);
      if (!("charge" in paid)) throw new Error(`pre-checkout refused: ${paid.refused}`);
      const welcome = await welcomeOf(9700);
      figures.push(`stars: successful_payment → welcome DM with invite: ${(welcome.at - t0).toFixed(0)} ms`);
      const invite = tg.sent("createChatInviteLink")[0]!.result.invite_link as string;
      expect(welcome.params.text).toContain(invite);
      tg.memberUpdate(PREMIUM_CHAT, who, "left", "member", invite);

      const status = await ask(who, "/status", (t) => t.includes("Your Squawk status"));
      expect(status.text).toContain("Plan: <b>Premium</b>");
      expect(status.text).toContain("Paid with: Telegram Stars");

      // Instant alerts: the premium DM goes out at once; the free subscriber waits.
      const published = performance.now();
      sources.add("BREAKING: 100% TARIFFS on all steel and aluminum imports from China, effective immediately!");
      const ping = await tg.until(() => tg.sent("sendMessage", 9700).find((c) => c.params.text.includes("TARIFFS")), 30_000);
      figures.push(`stars: post published → premium DM: ${(ping.at - published).toFixed(0)} ms (poll interval 1 s)`);
      // The free subscriber's copy of the verdict is due after the free delay, so it cannot have gone yet.
      const freeDue = await tg.until(() => {
        const d = db();
        try {
          const sql = "select d.due_at as due from deliveries d join posts s on s.id = d.post_id where s.content like '%TARIFFS%' and d.target = 'dm:9701'";
          return d.query(sql).get() as { due: number } | null;
        } finally {
          d.close();
        }
      });
      expect(freeDue.due).toBeGreaterThan(Date.now() + 60_000);
      expect(texts(9701).some((t) => t.includes("TARIFFS"))).toBe(false);

      // Renewal: the date moves by 30 days.
      const before = renewsOf(status.text)!;
      const expires = () => tg.starSubscriptions.get(paid.charge)!.expires * 1000;
      expect(before).toBe(formatEt(expires()));
      const renewal = tg.renewStars(paid.charge);
      const renewed = tg.queued().at(-1)!.update_id as number;
      await tg.until(() => tg.handled(renewed));
      const after = renewsOf((await ask(who, "/status", (t) => t.includes("Your Squawk status"))).text)!;
      // The texts are ET times ("Dec 23, 2026, 6:38 AM ET"): compare with the fake's new expiry.
      expect(after).toBe(formatEt(expires()));
      expect(after).not.toBe(before);

      // A replayed payment update changes nothing: no payment row, no date, no message.
      const d = db();
      const count = () => (d.query("select count(*) as n from payments").get() as { n: number }).n;
      const n = count();
      const sentBefore = texts(9700).length;
      const replayed = tg
        .queued()
        .filter((x) => x.message?.successful_payment?.telegram_payment_charge_id === renewal)
        .map((u) => tg.replay(u));
      expect(replayed.length).toBeGreaterThan(0);
      await tg.until(() => replayed.every(tg.handled));
      expect(count()).toBe(n);
      expect(texts(9700).length).toBe(sentBefore);
      expect(renewsOf((await ask(who, "/status", (t) => t.includes("Your Squawk status"))).text)).toBe(after);

      // Refund: premium ends and they are removed from the group.
      const r0 = performance.now();
      const res = await fetch(`${tg.url}/bot${tg.token}/refundStarPayment`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ user_id: 9700, telegram_payment_charge_id: renewal }),
      });
      expect(res.status).toBe(200);
      const removed = await tg.until(() => tg.sent("sendMessage", 9700).find((c) => c.params.text.includes(REMOVED)), 30_000);
      figures.push(`stars: refunded_payment → ban, unban and DM: ${(removed.at - r0).toFixed(0)} ms`);
      expect(tg.memberStatus(PREMIUM_CHAT, 9700)).toBe("left");
      expect((await ask(who, "/status", (t) => t.includes("Your Squawk status"))).text).toContain("Plan: Free");
      d.close();
    },
    T,
  );

  test(
    "card: a Stripe checkout started in the chat grants premium through the webhook and links the email's account",
    async () => {
      const who = tg.user(9702);
      await ask(who, "/start");
      await ask(who, "/upgrade", (t) => t.includes("Squawk Premium"));
      const offer = await press(who, "up:card", (t) => t.includes("Stripe checkout"));
      const url = offer.reply_markup.inline_keyboard[0][0].url as string;
      const t0 = performance.now();
      const paid = await fetch(`${url}/pay`, { method: "POST", body: new URLSearchParams({ email: "card-buyer@example.com" }), redirect: "manual" });
      expect(paid.status).toBe(303);
      const welcome = await welcomeOf(9702);
      figures.push(`card: hosted page paid → welcome DM with invite (through the webhook): ${(welcome.at - t0).toFixed(0)} ms`);
      expect(welcome.params.text).toContain(tg.sent("createChatInviteLink").at(-1)!.result.invite_link);
      const status = await ask(who, "/status", (t) => t.includes("Your Squawk status"));
      expect(status.text).toContain("Paid with: card (Stripe)");
      expect(status.text).toContain("card-buyer@example.com");
      // The DM's one-time sign-in link opens the web account the payment created.
      const dm = await tg.until(() => tg.sent("sendMessage", 9702).find((c) => c.params.text.includes("one-time sign-in link")), 30_000);
      const link = /(http\S+\/api\/subscription\/sign-in\?token=[\w-]{43})/.exec(dm.params.text)![1]!;
      const signIn = await fetch(`${bin.url}${new URL(link).pathname}${new URL(link).search}`, { redirect: "manual" });
      expect(signIn.status).toBe(303);
      const cookie = signIn.headers.getSetCookie()[0]!.split(";")[0]!;
      const me = await (await fetch(`${bin.url}/api/subscription/status`, { headers: { cookie } })).json();
      expect(me).toMatchObject({ signedIn: true, isPremium: true, method: "stripe" });
      // Paying twice is refused.
      const again = await ask(who, "/upgrade");
      expect(again.text).toContain("already on Premium");
    },
    T,
  );
});
