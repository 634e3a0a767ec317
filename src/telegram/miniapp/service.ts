import { eq } from "drizzle-orm";
import type { Db } from "../../db/index.ts";
import { users } from "../../db/schema/core.ts";
import { telegramSubscribers } from "../../db/schema/telegram.ts";
import type { UserRow } from "../../auth/sessions.ts";
import { TELEGRAM_ACCOUNT_DOMAIN } from "../../auth/telegram-account.ts";
import { validateInitData, type InitDataUser } from "./init-data.ts";

/**
 * Mini App sign-in. Sessions (and every API route) belong to a web user, so a Telegram-only
 * subscriber gets a web account of its own on first sign-in: no password, no Google, an
 * unroutable `@telegram.invalid` address, linked to the subscriber like a /start link would.
 * A subscriber already linked to a web account signs in as that account. Linking a real web
 * account later (the dashboard's Connect, then /start) moves the subscriber over, as today.
 */
export function createMiniApp(deps: { db: Db; botToken: string | undefined }) {
  const { db } = deps;

  function signIn(initData: string, now = Date.now()): UserRow {
    if (!deps.botToken) throw new Error("Mini App sign-in needs TELEGRAM_BOT_TOKEN");
    const { user: tg } = validateInitData(initData, deps.botToken, now);
    return db.transaction((tx) => {
      // A new subscriber is created as /start would, but an existing one keeps its status:
      // opening the Mini App is not /resume.
      tx.insert(telegramSubscribers)
        .values({ telegramUserId: tg.id, chatId: tg.id, username: tg.username ?? null, firstName: tg.first_name ?? null })
        .onConflictDoUpdate({
          target: telegramSubscribers.telegramUserId,
          set: { username: tg.username ?? null, firstName: tg.first_name ?? null, updatedAt: now },
        })
        .run();
      const sub = tx.select({ userId: telegramSubscribers.userId }).from(telegramSubscribers).where(eq(telegramSubscribers.telegramUserId, tg.id)).get()!;
      if (sub.userId != null) {
        const linked = tx.select().from(users).where(eq(users.id, sub.userId)).get();
        if (linked) return linked;
      }
      const created = tx
        .insert(users)
        .values({ email: accountEmail(tg), name: displayName(tg) })
        .returning()
        .get();
      tx.update(telegramSubscribers).set({ userId: created.id }).where(eq(telegramSubscribers.telegramUserId, tg.id)).run();
      return created;
    });
  }

  return { signIn };
}

// The random part keeps anyone from registering the address first and blocking the insert.
const accountEmail = (tg: InitDataUser) =>
  `telegram-${tg.id}-${Buffer.from(crypto.getRandomValues(new Uint8Array(6))).toString("hex")}@${TELEGRAM_ACCOUNT_DOMAIN}`;
const displayName = (tg: InitDataUser) => [tg.first_name, tg.last_name].filter(Boolean).join(" ") || tg.username || null;

export type MiniApp = ReturnType<typeof createMiniApp>;
