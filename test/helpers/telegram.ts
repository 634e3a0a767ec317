import { users } from "../../src/db/schema/core.ts";
import { startTelegramFake, type TelegramFake, type TelegramFakeOptions } from "../fakes/telegram.ts";
import { testApp } from "./app.ts";
import { sessionCookieOf } from "./users.ts";

export const PREMIUM_CHAT = "-1001234567890";
export const FREE_CHAT = "-1009876543210";

/** The real app on a temporary database, its bot pointed at a fresh Telegram fake. */
export function telegramTestApp(env: Record<string, string> = {}, fakeOpts: TelegramFakeOptions = {}, fake?: TelegramFake) {
  const tg = fake ?? startTelegramFake(fakeOpts);
  const app = testApp({
    TELEGRAM_BOT_TOKEN: tg.token,
    TELEGRAM_API_ROOT: tg.url,
    TELEGRAM_PREMIUM_CHAT_ID: PREMIUM_CHAT,
    TELEGRAM_FREE_CHAT_ID: FREE_CHAT,
    ...env,
  });
  return { app, tg };
}

type App = ReturnType<typeof testApp>;

/** A web user with a session cookie. */
export function webUser(app: App, opts: { email?: string; isPremium?: boolean } = {}) {
  const user = app.db
    .insert(users)
    .values({ email: opts.email ?? `u${crypto.randomUUID().slice(0, 8)}@example.com`, name: "Test", isPremium: opts.isPremium ?? false })
    .returning()
    .get();
  return { user, cookie: sessionCookieOf(app, user.id) };
}

/** The text of the last message the bot sent to a chat, waiting for it to arrive. */
export async function lastReply(tg: TelegramFake, chatId: number | string, after = 0) {
  const c = await tg.until(() => {
    const list = tg.sent("sendMessage", chatId);
    return list.length > after ? list[list.length - 1] : undefined;
  });
  return c.params as { text: string; reply_markup?: any; parse_mode?: string };
}
