import { and, eq, inArray, lt } from "drizzle-orm";
import type { Api, Bot } from "grammy";
import type { UserFromGetMe } from "grammy/types";
import type { Deps } from "../deps.ts";
import type { Billing, Stars } from "../billing/index.ts";
import type { BotContext } from "./context.ts";
import { createTelegramChannel } from "../delivery/channels/telegram/index.ts";
import { createPremiumGroup } from "./premium-group.ts";
import { createSubscribers } from "./subscribers.ts";
import { createMiniApp } from "./miniapp/service.ts";
import { miniAppUrl, OPEN_LABEL } from "./miniapp/url.ts";
import { grammy } from "./grammy.ts";
import { telegramChatsCommand } from "./chats.ts";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Telegram as a whole: the bot, subscribers and linking, the premium group, and the channel
 * (notifier and sender), which is delivery's (src/delivery/channels/telegram/) and hears of alerts
 * through delivery's events step. Without TELEGRAM_BOT_TOKEN everything is built but off.
 */
export function createTelegram(deps: Deps & { api: Api | null; billing: Billing; stars: Stars }) {
  const { config, store, log, settings, api, billing, stars } = deps;
  const token = config.telegram.botToken;
  const enabled = () => Boolean(token) && Boolean(settings.get("features.telegram"));

  const subscribers = createSubscribers({ store, settings });
  const miniapp = createMiniApp({ store, botToken: token });
  const premium = createPremiumGroup({ store, config, log, api });
  const { channel, notifier, planner, sender } = createTelegramChannel({ ...deps, premium, enabled, signInLink: billing.createSignInLink });
  const markBlocked = (id: number, reason: string) => sender?.markBlocked(id, reason);
  // The bot's modules (grammY's Bot, every command) are loaded only when there is a token (grammy.ts).
  const botModule = token ? (require("./bot.ts") as typeof import("./bot.ts")) : null;
  const bot: Bot<BotContext> | null =
    token && botModule ? botModule.createBot({ token, config, store, log, settings, subscribers, premium, markBlocked, billing, stars }) : null;

  const webhookMode = Boolean(config.telegram.webhook && config.appUrl.startsWith("https://"));
  // Derived from the token so that it survives restarts without being stored anywhere.
  const webhookSecret = token ? new Bun.CryptoHasher("sha256").update(`squawk-webhook:${token}`).digest("base64url") : "";

  let me: Promise<UserFromGetMe> | null = null;
  /** The bot's own account (getMe), asked once and remembered; a failure is asked again next time. */
  function botUser(): Promise<UserFromGetMe | null> {
    if (!bot) return Promise.resolve(null);
    me ??= bot.init().then(() => bot.botInfo);
    return me.catch((e) => {
      me = null;
      throw e;
    });
  }

  let polling = false;
  let stopped = false;
  // While true, getUpdates is answered here with no updates instead of being sent (see stop()).
  let quiet = false;
  bot?.api.config.use((prev, method, payload, signal) =>
    quiet && method === "getUpdates" ? Promise.resolve({ ok: true as const, result: [] as never }) : prev(method, payload, signal),
  );
  async function startBot() {
    if (!bot || stopped) return;
    try {
      await botUser();
      await bot.api.setMyCommands([...botModule!.COMMANDS]);
      const appUrl = miniAppUrl(config);
      if (appUrl) await bot.api.setChatMenuButton({ menu_button: { type: "web_app", text: OPEN_LABEL, web_app: { url: appUrl } } });
      else log.info("telegram Mini App buttons off: Telegram accepts only https URLs and APP_URL is not https", { appUrl: config.appUrl });
      if (webhookMode) {
        await bot.api.setWebhook(`${config.appUrl}/api/telegram/webhook`, { secret_token: webhookSecret, allowed_updates: [...botModule!.ALLOWED_UPDATES] });
        log.info("telegram webhook set");
        return;
      }
      polling = true;
      void bot
        .start({ allowed_updates: [...botModule!.ALLOWED_UPDATES], onStart: (u) => log.info("telegram bot polling", { bot: u.username }) })
        .catch((error) => {
          polling = false;
          log.error("telegram polling stopped", { error });
          // 409: another getUpdates is open, a previous leader's long poll that ends within its
          // timeout; tried again in 1 s, so a new leader polls within the 5 s of a takeover (issue 36 §3).
          const conflict = (error as { error_code?: number })?.error_code === 409;
          if (!stopped) setTimeout(startBot, conflict ? 1000 : 30_000);
        });
    } catch (error) {
      log.error("telegram bot could not start; retrying in 30 s", { error: explain(error, config.telegram.apiRoot) });
      if (!stopped) setTimeout(startBot, 30_000);
    }
  }

  /** Expired link tokens, old webhook update ids and month-old deliveries (a job in src/jobs.ts). */
  async function cleanup() {
    const now = Date.now();
    const { db, tables } = store;
    const { deliveries, telegramLinkTokens, telegramUpdates } = tables;
    await db.delete(telegramLinkTokens).where(lt(telegramLinkTokens.expiresAt, now - DAY));
    await db.delete(telegramUpdates).where(lt(telegramUpdates.receivedAt, now - DAY));
    await db
      .delete(deliveries)
      .where(
        and(eq(deliveries.channel, "telegram"), lt(deliveries.createdAt, now - 30 * DAY), inArray(deliveries.status, ["sent", "failed", "blocked", "skipped"])),
      );
  }

  return {
    enabled,
    configured: Boolean(token),
    bot,
    api,
    subscribers,
    miniapp,
    premium,
    channel,
    notifier,
    planner,
    sender,
    cleanup,
    /** `squawk telegram chats`. */
    chats: (out: (line: string) => void) => telegramChatsCommand({ store, api }, out),
    webhookMode,
    webhookSecret,
    botUser,
    async start() {
      stopped = false;
      quiet = false;
      if (!bot) return log.info("telegram bot off (no TELEGRAM_BOT_TOKEN)");
      await startBot();
    },
    /**
     * Stops the bot. grammY's stop confirms the last updates with one more getUpdates; a node whose
     * lease ran out (`confirm: false`) must not send it: another node may be long-polling already,
     * and Telegram would end that poll with a 409. The next poller is given those updates again and
     * the update dedupe handles them once (once-per-update.ts).
     */
    async stop(opts: { confirm?: boolean } = {}) {
      stopped = true;
      quiet = opts.confirm === false;
      if (polling) await bot!.stop().catch(() => {});
      polling = false;
    },
    /**
     * A web user's group invite: the live link, or one the sender makes now (queued, never made
     * inside the caller's request), waited for up to `waitMs`. Null if it did not come in time
     * (it still comes: by DM when they are in Telegram, or on the next ask).
     */
    async inviteFor(userId: number, waitMs: number): Promise<{ link: string | null; member?: true; failed?: true }> {
      let queued: number | null = null;
      for (let waited = 0; ; waited += 100) {
        // The row this call queued ended without a link: Telegram refused, say so now.
        if (queued !== null && (await premium.inviteOutcome(queued)) !== null) {
          const link = await premium.liveInvite(await premium.holderOf({ userId }));
          return link ? { link } : { link: null, failed: true };
        }
        const r = await premium.requestInvite(userId);
        if ("member" in r) return { link: null, member: true };
        if ("link" in r) return { link: r.link };
        queued ??= r.queued;
        if (waited === 0) void sender?.wake();
        if (waited >= waitMs) return { link: null };
        await Bun.sleep(100);
      }
    },
    /** A webhook update: handled once per update_id, however often Telegram sends it (the bot's first middleware). */
    async handleWebhook(update: { update_id: number }) {
      if (!bot) return;
      await botUser();
      await bot.handleUpdate(update as never);
    },
    /** For `squawk doctor`: off, ok, or why not. */
    async check(): Promise<string> {
      if (!token) return "off (no TELEGRAM_BOT_TOKEN)";
      if (!settings.get("features.telegram")) return "off (features.telegram is false)";
      try {
        await new (grammy().Api)(token, { apiRoot: config.telegram.apiRoot }).getMe();
        return "ok";
      } catch (error) {
        return explain(error, config.telegram.apiRoot);
      }
    },
  };
}

export function explain(error: unknown, apiRoot: string): string {
  const { GrammyError, HttpError } = grammy();
  if (error instanceof GrammyError) {
    if (error.error_code === 401 || error.error_code === 404) return `Telegram refused the bot token (${error.error_code}): check TELEGRAM_BOT_TOKEN`;
    return `Telegram answered ${error.error_code}: ${error.description}`;
  }
  if (error instanceof HttpError) return `cannot reach Telegram at ${apiRoot}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

export type Telegram = ReturnType<typeof createTelegram>;
