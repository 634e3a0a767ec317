import { eq } from "drizzle-orm";
import type { App } from "./app.ts";
import type { Check } from "./doctor.ts";

/**
 * The go-live checklist of docs/deploy.md, item by item, for `squawk doctor --live`: each is
 * "ok (…)" or what is still to do. Plain `doctor` says whether each part works; this says
 * whether the installation is ready for paying strangers.
 */
export function goLiveChecks(app: App): Check[] {
  const { config, settings } = app;
  const live = config.stripe.live;
  const todo = (ok: boolean, yes: string, no: string) => (ok ? `ok (${yes})` : no);
  return [
    {
      name: "1 https",
      run: () => todo(config.appUrl.startsWith("https://"), config.appUrl, `APP_URL is ${config.appUrl}: set it to the https address Caddy serves`),
    },
    {
      name: "2 proxy",
      run: () =>
        todo(
          config.trustProxy,
          "TRUST_PROXY=1",
          "TRUST_PROXY is off: behind Caddy set TRUST_PROXY=1, or every visitor shares the proxy's address for login throttling",
        ),
    },
    { name: "3 dev off", run: () => todo(!config.devShortcuts, "DEV_SHORTCUTS off", "DEV_SHORTCUTS is on: remove it") },
    {
      name: "4 admin",
      run: async () => {
        const { users } = app.store.tables;
        const [admin] = await app.store.db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true)).limit(1);
        return todo(Boolean(admin), `${admin?.email} is an admin`, "no admin account: run squawk create-admin EMAIL");
      },
    },
    {
      name: "5 pages",
      run: () => todo(!app.pages.check().startsWith("off"), "privacy and terms are your own", app.pages.check().replace(/^off \((.*)\)$/, "$1")),
    },
    { name: "6 mail", run: () => (app.mailer.configured ? app.mailer.check() : "SMTP_URL is not set: users cannot reset a forgotten password by mail") },
    {
      name: "7 stripe",
      run: () => {
        const missing = (["secretKey", "publishableKey", "priceId", "webhookSecret"] as const).filter((k) => !live[k]);
        return todo(
          missing.length === 0,
          "live keys, price and webhook secret set",
          `live Stripe settings missing: ${missing.map((k) => ({ secretKey: "STRIPE_SECRET_KEY_LIVE", publishableKey: "STRIPE_PUBLISHABLE_KEY_LIVE", priceId: "STRIPE_PRICE_ID_LIVE (squawk stripe setup in live mode)", webhookSecret: "STRIPE_WEBHOOK_SECRET_LIVE" })[k]).join(", ")}`,
        );
      },
    },
    {
      name: "8 live mode",
      run: () =>
        todo(settings.environment() === "live", "environment.mode is live", "environment.mode is test: switch it to live on the admin page once item 7 is ok"),
    },
    {
      name: "9 telegram",
      run: async () => {
        if (!config.telegram.botToken) return "TELEGRAM_BOT_TOKEN is not set";
        const group = config.telegram.premiumChatId;
        if (!group) return "TELEGRAM_PREMIUM_CHAT_ID is not set: squawk telegram chats lists the groups with their ids";
        const api = app.telegram.api!;
        try {
          const me = await api.getMe();
          const m = await api.getChatMember(group, me.id);
          if (m.status !== "administrator") return `the bot is ${m.status} in the premium group ${group}: make it an admin that may invite users`;
          return todo(
            m.can_invite_users,
            `@${me.username} is an admin of ${group} and may invite`,
            `the bot is an admin of ${group} but may not invite users: give it that right`,
          );
        } catch (e) {
          return `Telegram answered: ${e instanceof Error ? e.message : String(e)}`;
        }
      },
    },
    {
      name: "10 backups",
      run: () =>
        // On PostgreSQL Squawk copies nothing and cannot see pg_dump or the provider's backups: as
        // on SQLite (where copying the files off the machine is unseen too), the item says what is yours.
        app.store.kind === "pg"
          ? "ok (the database is PostgreSQL's: Squawk keeps no copy; schedule pg_dump or your provider's backups and try a restore)"
          : todo(
              Number(settings.get("backup.keepDays")) > 0,
              `${settings.get("backup.keepDays")} days kept in ${config.dataDir}/backups; copy them off the machine`,
              "backup.keepDays is 0: daily backups are off",
            ),
    },
  ];
}
