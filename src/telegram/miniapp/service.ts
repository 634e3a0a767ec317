import { eq } from "drizzle-orm";
import type { Store } from "../../db/store.ts";
import { type UserRow, TELEGRAM_ACCOUNT_DOMAIN } from "../../auth/index.ts";
import { validateInitData, type InitDataUser } from "./init-data.ts";

/**
 * Mini App sign-in. Sessions (and every API route) belong to a web user, so a Telegram-only
 * subscriber gets a web account of its own on first sign-in: no password, no Google, an
 * unroutable `@telegram.invalid` address, linked to the subscriber like a /start link would.
 * A subscriber already linked to a web account signs in as that account. Linking a real web
 * account later (the dashboard's Connect, then /start) moves the subscriber over, as today.
 */
export function createMiniApp(deps: { store: Store; botToken: string | undefined }) {
  const { store } = deps;
  const { telegramSubscribers, users } = store.tables;

  async function signIn(initData: string, now = Date.now()): Promise<UserRow> {
    if (!deps.botToken) throw new Error("Mini App sign-in needs TELEGRAM_BOT_TOKEN");
    const { user: tg } = validateInitData(initData, deps.botToken, now);
    return await store.tx(async (t) => {
      // A new subscriber is created as /start would, but an existing one keeps its status:
      // opening the Mini App is not /resume.
      await t
        .insert(telegramSubscribers)
        .values({ telegramUserId: tg.id, chatId: tg.id, username: tg.username ?? null, firstName: tg.first_name ?? null })
        .onConflictDoUpdate({
          target: telegramSubscribers.telegramUserId,
          set: { username: tg.username ?? null, firstName: tg.first_name ?? null, updatedAt: now },
        });
      const [sub] = await t
        .select({ userId: telegramSubscribers.userId })
        .from(telegramSubscribers)
        .where(eq(telegramSubscribers.telegramUserId, tg.id))
        .limit(1);
      if (sub!.userId != null) {
        const [linked] = await t.select().from(users).where(eq(users.id, sub!.userId)).limit(1);
        if (linked) return linked;
      }
      const [created] = await t
        .insert(users)
        .values({ email: accountEmail(tg), name: displayName(tg) })
        .returning();
      await t.update(telegramSubscribers).set({ userId: created!.id }).where(eq(telegramSubscribers.telegramUserId, tg.id));
      return created!;
    });
  }

  return { signIn };
}

// The random part keeps anyone from registering the address first and blocking the insert.
const accountEmail = (tg: InitDataUser) =>
  `telegram-${tg.id}-${Buffer.from(crypto.getRandomValues(new Uint8Array(6))).toString("hex")}@${TELEGRAM_ACCOUNT_DOMAIN}`;
const displayName = (tg: InitDataUser) => [tg.first_name, tg.last_name].filter(Boolean).join(" ") || tg.username || null;

export type MiniApp = ReturnType<typeof createMiniApp>;
