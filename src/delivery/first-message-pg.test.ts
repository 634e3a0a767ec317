/**
 * A post the rules judge at once reaches each premium chat as one message on PostgreSQL too: the
 * alert, or (when the analysis committed after the events step looked, as for a slow model)
 * '⚡ New post — analysing…' edited into it; never the instant message left beside a second one
 * (src/delivery/producers.test.ts checks the one message on SQLite). The app runs as `serve` runs it with DATABASE_URL (createPgApp: the lease, the
 * leader's jobs, the bot), against the Telegram and source fakes, with more premium subscribers
 * than one planning chunk, so the Telegram planner's own passes run while the events step expands.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPgApp } from "../app-pg.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../log.ts";
import { startPostSources } from "../../test/fakes/post-sources.ts";
import { startTelegramFake } from "../../test/fakes/telegram.ts";
import { waitFor } from "../../test/helpers/cluster.ts";
import { type FreshStore, freshStorePerTest, postgresBackend } from "../../test/helpers/stores.ts";
import { ANALYSING } from "./channels/telegram/format.ts";
import { PLAN_CHUNK } from "./channels/telegram/plan-sql.ts";

const tg = startTelegramFake();
const sources = startPostSources();
const dir = mkdtempSync(join(tmpdir(), "squawk-first-message-"));
const PREMIUM_CHAT = "-1003333333333";
afterAll(async () => {
  await tg.stop();
  await sources.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("the first message of a post judged at once, on PostgreSQL", () => {
  const backend = postgresBackend();
  let s: FreshStore;
  freshStorePerTest(backend, (fresh) => (s = fresh));

  test("each premium chat gets one message: the alert, or the instant message edited into it, never both", async () => {
    const N = PLAN_CHUNK + 100;
    const chats = Array.from({ length: N }, (_, i) => 81_000 + i);
    const { telegramSubscribers, telegramPremium, settings } = s.store.tables;
    await s.store.db.insert(telegramSubscribers).values(chats.map((c) => ({ telegramUserId: c, chatId: c })));
    await s.store.db.insert(telegramPremium).values(chats.map((c) => ({ telegramUserId: c })));
    // Paid broadcasts: the DMs go at up to 1,000 a second, so the test waits seconds, not minutes.
    const paid = { key: "telegram.paidBroadcast", value: "true", dataType: "boolean" as const };
    await s.store.db.insert(settings).values(paid).onConflictDoUpdate({ target: settings.key, set: paid });

    const config = loadConfig({
      DATABASE_URL: s.url!,
      DATA_DIR: join(dir, "data"),
      MARKET_DATA: "off",
      TELEGRAM_BOT_TOKEN: tg.token,
      TELEGRAM_API_ROOT: tg.url,
      TELEGRAM_PREMIUM_CHAT_ID: PREMIUM_CHAT,
      ...sources.env,
    });
    const app = await createPgApp(config, { log: createLogger("error") });
    try {
      await app.start();
      await waitFor(() => app.leadership.isLeader(), "the node leads");
      const mark = tg.calls.length;
      // A live post as the poller stores it, then judged by the rules (its alert written): the
      // events step is woken by each commit and expands post.detected and alert.created.
      const raw = {
        id: "116500000000000000",
        createdAt: Date.now(),
        content: "A 50% Tariff on all Steel from Brazil, effective immediately!",
        url: null,
        media: [],
        isRepost: false,
      };
      const [row] = await app.ingest.storePage({
        source: "truthsocial",
        account: "realDonaldTrump",
        page: { posts: [raw], cursor: raw.id },
        isOld: () => false,
      });
      const [alert] = await app.ingest.analyzePage([row!]);
      expect(alert).toBeDefined();
      const calls = () => tg.calls.slice(mark).filter((c) => c.ok && (c.method === "sendMessage" || c.method === "editMessageText"));
      const instant = (c: { params: { text?: unknown } }) => String(c.params.text).includes(ANALYSING);
      // Every chat has the alert: as its one message, or as the edit of its instant message.
      const alerted = () =>
        new Set(
          calls()
            .filter((c) => !instant(c))
            .map((c) => String(c.params.chat_id)),
        );
      const targets = [PREMIUM_CHAT, ...chats.map(String)];
      await waitFor(() => targets.every((t) => alerted().has(t)), "every premium chat has the alert", 60_000);
      // Anything still in flight ends before the calls are counted.
      await app.stopLeading();
      const sent = calls().filter((c) => c.method === "sendMessage");
      const perChat = new Map<string, number>();
      for (const c of sent) perChat.set(String(c.params.chat_id), (perChat.get(String(c.params.chat_id)) ?? 0) + 1);
      // One message each: never '⚡ New post — analysing…' left beside a second message with the alert.
      expect([...perChat.entries()].filter(([, n]) => n !== 1)).toEqual([]);
      expect(perChat.size).toBe(targets.length);
      // An instant message that went out (the analysis committed after the events step's look, as
      // for a slow model) is edited into the alert.
      const edited = calls()
        .filter((c) => c.method === "editMessageText")
        .map((c) => String(c.params.chat_id));
      expect(edited.toSorted()).toEqual(
        sent
          .filter(instant)
          .map((c) => String(c.params.chat_id))
          .toSorted(),
      );
    } finally {
      await app.stop();
    }
  }, 90_000);
});
