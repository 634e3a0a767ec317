import { Elysia } from "elysia";
import { z } from "zod";
import { type AuthPlugin, type Identify, type Sessions, readCookie, sessionCookie, publicUser, SESSION_COOKIE, isTelegramAccount } from "../../auth/index.ts";
import type { Config } from "../../config.ts";
import type { Telegram } from "../service.ts";
import { THRESHOLDS } from "../../db/schema/telegram.ts";
import { AppError, notFound } from "../../errors.ts";
import { describePreferences } from "../conversations/alerts.ts";

const authBody = z.object({
  initData: z
    .string({ error: "initData is required: the Mini App's raw init data" })
    .min(1, "initData is required: the Mini App's raw init data")
    .max(8192, "initData is too long"),
});
const preferencesBody = z.object({
  threshold: z.enum(THRESHOLDS, { error: "threshold must be High, Medium or All" }),
  tariffOnly: z.boolean({ error: "tariffOnly must be true or false" }),
});

/** The Mini App's calls: sign-in with Telegram's init data, and the /alerts choices. */
export function miniAppRoutes(s: { telegram: Telegram; sessions: Sessions; config: Config; auth: AuthPlugin; identify: Identify }) {
  const { telegram, sessions, config, auth, identify } = s;
  const secure = config.appUrl.startsWith("https:");
  const on = () => {
    if (!telegram.enabled()) throw new AppError(503, "The Telegram bot is turned off on this server.");
  };
  const subscriberOf = async (userId: number) => {
    const sub = await telegram.subscribers.byUser(userId);
    if (!sub) throw notFound("This account has no Telegram subscription yet. Open the bot and send /start.");
    return sub;
  };
  const preferences = (sub: { threshold: (typeof THRESHOLDS)[number]; tariffOnly: boolean; status: string }) => ({
    threshold: sub.threshold,
    tariffOnly: sub.tariffOnly,
    status: sub.status,
    description: describePreferences(sub.threshold, sub.tariffOnly),
  });

  return (
    new Elysia()
      .use(auth)
      // For /tg opened outside Telegram: where the bot is (public, like the bot's t.me page).
      .get("/api/telegram/miniapp/bot", async () => {
        const bot = telegram.enabled() ? await telegram.botUser().catch(() => null) : null;
        return { botLink: bot ? `https://t.me/${bot.username}` : null, website: config.appUrl };
      })
      .post(
        "/api/telegram/miniapp/auth",
        async ({ body, cookie, request }) => {
          on();
          const user = await telegram.miniapp.signIn(body.initData);
          // The app signs in again after a payment to show the new plan. A session that is
          // already this account's is kept: replacing it would sign out the app's requests in
          // flight. Any other session (another account, or none) is replaced by a new one.
          const current = await identify(request);
          const ownSession = current?.expiresAt !== undefined && current.user.id === user.id; // expiresAt: from a cookie
          if (!ownSession) {
            await sessions.invalidate(readCookie(request.headers.get("cookie"), SESSION_COOKIE));
            const { token, expiresAt } = await sessions.create(user.id);
            // Telegram's web client frames the Mini App on another site: the cookie must be
            // sent cross-site there, which browsers allow only for Secure cookies.
            cookie[SESSION_COOKIE]!.set({ ...sessionCookie(config, token, expiresAt), ...(secure ? { sameSite: "none" as const, partitioned: true } : {}) });
          }
          return { user: publicUser(user), telegramAccount: isTelegramAccount(user) };
        },
        { body: authBody },
      )
      .get(
        "/api/telegram/preferences",
        async ({ user }) => {
          const sub = await subscriberOf(user.id);
          return { ...preferences(sub), telegramAccount: isTelegramAccount(user), username: sub.username, firstName: sub.firstName };
        },
        { user: true },
      )
      .post(
        "/api/telegram/preferences",
        async ({ user, body }) => {
          const sub = await subscriberOf(user.id);
          // The same place /alerts saves to, so the bot and the Mini App always agree.
          await telegram.subscribers.setPreferences(sub.telegramUserId, body);
          return preferences({ ...sub, ...body });
        },
        { user: true, body: preferencesBody },
      )
  );
}
