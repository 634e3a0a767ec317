/**
 * The bot's store on both stores, through one code path (issue 36 §2): subscribers (subscribe,
 * link, pause), the update dedupe (two connections racing on one update_id: on PostgreSQL, two
 * nodes), and the Mini App's sign-in and reads. Each write is read back through a connection of
 * the test's own (FreshStore.read), so "stored" means in the store.
 */
import { describe, expect, test } from "bun:test";
import { tmpdir } from "node:os";
import { storeBackends, type FreshStore, freshStorePerTest } from "../../test/helpers/stores.ts";
import { signInitData } from "../../test/helpers/miniapp.ts";
import { loadConfig } from "../config.ts";
import { closeDb, openDb } from "../db/index.ts";
import { openPgStore } from "../db/pg/store.ts";
import { sqliteStore, type Store } from "../db/store.ts";
import { storeOnPg } from "../db/store-pg.ts";
import { createSettings, loadSettings } from "../settings/index.ts";
import { createLogger } from "../log.ts";
import { createMiniApp } from "./miniapp/service.ts";
import { createPremiumGroup } from "./premium-group.ts";
import { claimUpdate, oncePerUpdate } from "./once-per-update.ts";
import { createSubscribers } from "./subscribers.ts";

const config = loadConfig({ DATA_DIR: tmpdir(), LOG_LEVEL: "error" });
const BOT_TOKEN = "123456:store-test";

/** A second connection to the same database, as another node (or process) would hold. */
async function secondConnection(s: FreshStore): Promise<{ store: Store; close: () => Promise<void> }> {
  if (s.url) {
    const pg = openPgStore(s.url, { max: 4 });
    return { store: storeOnPg(pg), close: () => pg.close() };
  }
  const db = openDb(s.sqlite!.dataDir);
  return { store: sqliteStore(db), close: async () => closeDb(db) };
}

const webUser = async (store: Store, email: string) => (await store.db.insert(store.tables.users).values({ email }).returning())[0]!;

describe.each(storeBackends())("the bot's store on $name", (backend) => {
  let s: FreshStore;
  freshStorePerTest(backend, (fresh) => (s = fresh));

  const subscribersOf = async (store: Store) => createSubscribers({ store, settings: createSettings({ store, config, rows: await loadSettings(store) }) });

  test("subscribe, pause, choose alerts, subscribe again: one row, read back as stored", async () => {
    const subs = await subscribersOf(s.store);
    const first = await subs.start({ id: 9001, username: "ann", first_name: "Ann" }, 9001);
    expect(first).toMatchObject({
      linked: "no",
      subscriber: { telegramUserId: 9001, chatId: 9001, status: "active", userId: null, threshold: "All", tariffOnly: false },
    });
    await subs.setStatus(9001, "stopped");
    await subs.setPreferences(9001, { threshold: "Medium", tariffOnly: true });
    expect(await s.read("SELECT status, threshold, tariff_only FROM telegram_subscribers WHERE telegram_user_id = 9001")).toEqual([
      // A real boolean on PostgreSQL, 0/1 on SQLite.
      { status: "stopped", threshold: "Medium", tariff_only: s.url ? true : 1 },
    ]);
    expect(await subs.get(9001)).toMatchObject({ status: "stopped", tariffOnly: true });
    // /start again re-activates and keeps the choices.
    const again = await subs.start({ id: 9001, username: "ann2", first_name: "Ann" }, 9001);
    expect(again.subscriber).toMatchObject({ status: "active", username: "ann2", threshold: "Medium", tariffOnly: true });
    expect(await s.read("SELECT count(*) AS n FROM telegram_subscribers")).toEqual([{ n: s.url ? "1" : 1 }]);
    expect(await subs.get(9002)).toBeUndefined();
    expect(await subs.withUser(9001)).toMatchObject({ telegramUserId: 9001, user: null, tier: "free" });
  });

  test("a link token links once, moves an earlier link of the same web account, and expires", async () => {
    const subs = await subscribersOf(s.store);
    const ann = await webUser(s.store, "ann@example.com");
    const token = await subs.createLinkToken(ann.id);
    // Only the hash is stored.
    const stored = await s.read<{ token_hash: string }>("SELECT token_hash FROM telegram_link_tokens");
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(token);

    expect((await subs.start({ id: 9101, first_name: "A" }, 9101, token)).linked).toBe("yes");
    expect(await subs.byUser(ann.id)).toMatchObject({ telegramUserId: 9101 });
    expect((await subs.start({ id: 9102, first_name: "B" }, 9102, token)).linked).toBe("invalid");
    // A second Telegram account linked with a new token takes the web account over.
    expect((await subs.start({ id: 9102, first_name: "B" }, 9102, await subs.createLinkToken(ann.id))).linked).toBe("yes");
    expect(await s.read("SELECT telegram_user_id, user_id FROM telegram_subscribers ORDER BY telegram_user_id")).toEqual([
      { telegram_user_id: s.url ? "9101" : 9101, user_id: null },
      { telegram_user_id: s.url ? "9102" : 9102, user_id: s.url ? String(ann.id) : ann.id },
    ]);
    expect(await subs.withUser(9102)).toMatchObject({ userId: ann.id, user: { email: "ann@example.com" }, tier: "free" });
    const late = await subs.createLinkToken(ann.id);
    await s.store.db.update(s.store.tables.telegramLinkTokens).set({ expiresAt: Date.now() - 1 });
    expect((await subs.start({ id: 9103, first_name: "C" }, 9103, late)).linked).toBe("invalid");
  });

  test("the premium group: one queued invite per user however many ask at once (two connections); joins and leaves recorded", async () => {
    const other = await secondConnection(s);
    try {
      const groupConfig = loadConfig({ DATA_DIR: tmpdir(), LOG_LEVEL: "error", TELEGRAM_PREMIUM_CHAT_ID: "-1001234567890" });
      // SQLite is one connection per process: a second one in this process would wait on the
      // first's write lock synchronously (busy_timeout), blocking the loop the first needs to commit.
      const groups = [s.store, s.url ? other.store : s.store].map((store) =>
        createPremiumGroup({ store, config: groupConfig, log: createLogger("error"), api: null }),
      );
      const ann = await webUser(s.store, "ann@example.com");
      const asks = await Promise.all(Array.from({ length: 10 }, (_, i) => groups[i % 2]!.requestInvite(ann.id)));
      const queued = new Set(asks.map((a) => ("queued" in a ? a.queued : null)));
      expect(queued.size).toBe(1);
      expect([...queued][0]).toBeNumber();
      expect(await s.read("SELECT count(*) AS n FROM deliveries WHERE kind = 'invite'")).toEqual([{ n: s.url ? "1" : 1 }]);
      expect(await groups[0]!.inviteOutcome([...queued][0]!)).toBeNull();

      // A join through an invite link the group made for ann counts as hers, and uses the link up.
      await s.store.db
        .insert(s.store.tables.telegramPremiumInvites)
        .values({ inviteLink: "https://t.me/+ann", userId: ann.id, telegramUserId: null, expiresAt: Date.now() + 86_400_000 });
      expect(await groups[0]!.liveInvite({ userId: ann.id, telegramUserId: null })).toBe("https://t.me/+ann");
      const member = (status: string) =>
        ({
          chat: { id: -1001234567890, type: "supergroup", title: "P" },
          from: { id: 9301, is_bot: false, first_name: "A" },
          date: 0,
          old_chat_member: { status: "left", user: { id: 9301, is_bot: false, first_name: "A" } },
          new_chat_member: { status, user: { id: 9301, is_bot: false, first_name: "A" } },
          invite_link: { invite_link: "https://t.me/+ann" },
        }) as never;
      await groups[1]!.onChatMember(member("member"));
      expect(await groups[0]!.hasAccess(ann.id)).toBe(true);
      expect(await groups[0]!.requestInvite(ann.id)).toEqual({ member: true });
      expect(await groups[0]!.liveInvite({ userId: ann.id, telegramUserId: null })).toBeNull();
      await groups[0]!.onChatMember(member("left"));
      expect(await groups[1]!.hasAccess(ann.id)).toBe(false);
      expect(await s.read("SELECT telegram_user_id, user_id, status FROM telegram_premium_members")).toEqual([
        { telegram_user_id: s.url ? "9301" : 9301, user_id: s.url ? String(ann.id) : ann.id, status: "left" },
      ]);
    } finally {
      await other.close();
    }
  });

  test("an update_id is handled once, even when two connections (two nodes) race on it", async () => {
    const other = await secondConnection(s);
    try {
      const ids = Array.from({ length: 200 }, (_, i) => 5_000_000 + i);
      // Both pools connected first, so neither side wins only by being ready sooner.
      await Promise.all([claimUpdate(s.store, 1), claimUpdate(other.store, 2)]);
      // Each id claimed by both connections at once (which asks first alternates): exactly one wins it.
      const claimBoth = async (id: number): Promise<[boolean, boolean]> => {
        if (id % 2) return await Promise.all([claimUpdate(s.store, id), claimUpdate(other.store, id)]);
        const [b, a] = await Promise.all([claimUpdate(other.store, id), claimUpdate(s.store, id)]);
        return [a, b];
      };
      const results = await Promise.all(ids.map(claimBoth));
      for (const [a, b] of results) expect(Number(a) + Number(b)).toBe(1);
      expect(await s.read("SELECT count(*) AS n FROM telegram_updates")).toEqual([{ n: s.url ? "202" : 202 }]);

      // The middleware: the handlers run for the first delivery of an update only.
      let handled = 0;
      const next = async () => void handled++;
      const ctx = { update: { update_id: 6_000_001 } } as never;
      await Promise.all([oncePerUpdate(s.store)(ctx, next), oncePerUpdate(other.store)(ctx, next), oncePerUpdate(s.store)(ctx, next)]);
      expect(handled).toBe(1);
    } finally {
      await other.close();
    }
  });

  test("the Mini App signs a Telegram-only subscriber in with an account of its own, and a linked one as its web account", async () => {
    const app = createMiniApp({ store: s.store, botToken: BOT_TOKEN });
    const subs = await subscribersOf(s.store);
    const first = await app.signIn(signInitData(BOT_TOKEN, { user: { id: 9201, first_name: "Mia", last_name: "Lee" } }));
    expect(first).toMatchObject({ name: "Mia Lee", isPremium: false });
    expect(first.email).toMatch(/^telegram-9201-[0-9a-f]{12}@telegram\.invalid$/);
    // Again: the same account, not a new one; the subscriber is the bot's, paused stays paused.
    await subs.setStatus(9201, "stopped");
    expect((await app.signIn(signInitData(BOT_TOKEN, { user: { id: 9201, first_name: "Mia" } }))).id).toBe(first.id);
    expect(await subs.byUser(first.id)).toMatchObject({ telegramUserId: 9201, status: "stopped", firstName: "Mia" });
    expect(await s.read("SELECT count(*) AS n FROM users")).toEqual([{ n: s.url ? "1" : 1 }]);

    // A subscriber linked to a web account signs in as that account.
    const ann = await webUser(s.store, "ann@example.com");
    await subs.start({ id: 9202, first_name: "Ann" }, 9202, await subs.createLinkToken(ann.id));
    expect(await app.signIn(signInitData(BOT_TOKEN, { user: { id: 9202, first_name: "Ann" } }))).toMatchObject({ id: ann.id, email: "ann@example.com" });
    expect(await s.read("SELECT count(*) AS n FROM users")).toEqual([{ n: s.url ? "2" : 2 }]);
  });
});
