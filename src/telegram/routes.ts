import { Elysia } from "elysia";
import { timingSafeEqual } from "node:crypto";
import type { AuthPlugin, Identify } from "../auth/index.ts";
import type { Stars } from "../billing/index.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../log.ts";
import type { Telegram } from "./service.ts";
import { AppError, conflict, forbidden, notFound, unauthorized } from "../errors.ts";

/** Spec §7 Telegram calls, and the webhook when it is enabled. */
export function telegramRoutes(s: { telegram: Telegram; auth: AuthPlugin; config: Config; log: Logger; stars: Stars; identify: Identify }) {
  const { telegram, auth, config, log, stars, identify } = s;

  /** The Telegram subscriber calling: a Telegram identity, or a web account linked to one. */
  const telegramCaller = async (request: Request): Promise<number> => {
    on();
    const id = await identify(request);
    if (!id) throw unauthorized("Please log in to subscribe to premium.");
    const tgId = id.telegramUserId ?? (await telegram.subscribers.byUser(id.user.id))?.telegramUserId;
    if (!tgId) throw conflict("Connect your Telegram account first: press Connect in the Telegram card, then try again.");
    return tgId;
  };

  const on = () => {
    if (!telegram.enabled()) throw new AppError(503, "The Telegram bot is turned off on this server.");
  };
  const username = async () => {
    const me = await telegram.botUser().catch((error) => {
      throw new AppError(502, "Telegram is not reachable right now. Please try again.", error);
    });
    return me!.username;
  };
  // A member of the supergroup can open it by id (t.me/c/<id>); nobody else can.
  const groupLink = config.telegram.premiumChatId?.startsWith("-100") ? `https://t.me/c/${config.telegram.premiumChatId.slice(4)}` : null;

  return new Elysia()
    .use(auth)
    .post(
      "/api/telegram/join",
      async ({ user }) => {
        on();
        const bot = await username();
        return { inviteLink: `https://t.me/${bot}?start=${await telegram.subscribers.createLinkToken(user.id)}` };
      },
      { user: true },
    )
    .get(
      "/api/telegram/bot-info",
      async ({ user }) => {
        const enabled = telegram.enabled();
        const bot = enabled ? await telegram.botUser().catch(() => null) : null;
        const sub = await telegram.subscribers.byUser(user.id);
        const hasPremiumAccess = await telegram.premium.hasAccess(user.id);
        return {
          isJoined: Boolean(sub && sub.status !== "blocked"),
          botUsername: bot?.username ?? null,
          chatLink: bot ? `https://t.me/${bot.username}` : null,
          isPremium: user.isPremium,
          hasPremiumAccess,
          premiumChatLink: hasPremiumAccess ? groupLink : null,
          // Beyond the spec: lets the dashboard say when the bot is off.
          botEnabled: enabled,
          premiumGroupConfigured: telegram.premium.configured,
        };
      },
      { user: true },
    )
    .post(
      "/api/telegram/premium-group",
      async ({ user }) => {
        on();
        // Premium is re-derived for the current mode, so a test subscription gives nothing in live.
        if (!(await telegram.premium.isPremium(await telegram.premium.holderOf({ userId: user.id }))))
          throw forbidden("The premium group is for Premium subscribers.");
        if (!telegram.premium.configured) throw new AppError(503, "The premium group is not configured on this server.");
        // One live link at a time: the same link until it is used; the sender makes a new one.
        const r = await telegram.inviteFor(user.id, 10_000);
        if (r.member) throw conflict("You are already in the premium group.");
        if (r.failed && !r.link) throw new AppError(502, "Telegram did not create the invite link. Please try again.");
        if (!r.link) throw new AppError(503, "The invite link is on its way. Please try again in a moment.");
        return { inviteLink: r.link };
      },
      { user: true },
    )
    .post("/api/telegram/stars/invoice", async ({ request }) => ({ invoiceLink: await stars.invoiceLink(await telegramCaller(request)) }))
    .post("/api/telegram/stars/cancel", async ({ request }) => stars.cancel(await telegramCaller(request)))
    .post(
      "/api/telegram/webhook",
      async ({ request, set }) => {
        if (!telegram.webhookMode) throw notFound();
        const given = Buffer.from(request.headers.get("x-telegram-bot-api-secret-token") ?? "");
        const expected = Buffer.from(telegram.webhookSecret);
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError(401, "Unauthorized");
        let update: { update_id?: unknown };
        try {
          update = await request.json();
        } catch {
          throw new AppError(400, "The update is not valid JSON");
        }
        if (typeof update?.update_id !== "number") throw new AppError(400, "The update has no update_id");
        await telegram.handleWebhook(update as { update_id: number }).catch((error) => log.error("telegram webhook update failed", { error }));
        set.status = 200;
        return { ok: true };
      },
      { parse: "none" },
    );
}
