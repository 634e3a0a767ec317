import { z } from "zod";

/**
 * The only reader of the environment. Bun loads `.env` from the working directory into
 * process.env before any code runs, so reading `Bun.env` covers both. Every problem is
 * collected and reported at once, so a self-hoster fixes their file in one pass.
 */

const bool = z.enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""]).transform((v) => ["1", "true", "yes", "on"].includes(v));
const url = z.url({ protocol: /^https?$/ }).transform((v) => v.replace(/\/+$/, ""));
const optional = (s: z.ZodType<string>) => z.preprocess((v) => (v === "" ? undefined : v), s.optional());
const list = z.string().transform((v) =>
  v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean),
);
const chatId = z.string().regex(/^(-?\d+|@\w{5,})$/, "a numeric chat id or @channelname");

export const SOURCE_KINDS = ["truthsocial", "rss", "archive", "replay"] as const;
export const MARKET_DATA_PROVIDERS = ["yahoo", "alpaca", "off"] as const;

const keyWithPrefix = (prefix: string) => z.string().refine((v) => v.startsWith(prefix), `a key starting with ${prefix}`);

const stripeMode = (mode: "test" | "live") =>
  z.object({
    secretKey: optional(
      z.string().refine((v) => v.startsWith(`sk_${mode}_`) || v.startsWith(`rk_${mode}_`), `a ${mode} secret key (sk_${mode}_… or rk_${mode}_…)`),
    ),
    publishableKey: optional(keyWithPrefix(`pk_${mode}_`)),
    priceId: optional(keyWithPrefix("price_")),
    webhookSecret: optional(keyWithPrefix("whsec_")),
  });

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  // PostgreSQL instead of SQLite in DATA_DIR (issue 36 §2): postgres://user:password@host:5432/squawk.
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  APP_URL: optional(url),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  DEV_SHORTCUTS: bool.default(false),
  TRUST_PROXY: bool.default(false),
  // /metrics on the public port only with `Authorization: Bearer METRICS_TOKEN`; or on its own
  // listener (METRICS_PORT, on METRICS_HOST, loopback by default) without a token; else not at all.
  METRICS_TOKEN: optional(z.string().min(16, "at least 16 characters")),
  METRICS_PORT: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  ADMIN_EMAILS: list.default([]).pipe(z.array(z.email())),

  SOURCES: list.default(["truthsocial", "rss"]).pipe(z.array(z.enum(SOURCE_KINDS)).min(1)),
  SOURCE_ACCOUNT: z
    .string()
    .regex(/^\w{1,30}$/)
    .default("realDonaldTrump"),
  TRUTHSOCIAL_BASE_URL: url.default("https://truthsocial.com"),
  RSS_URL: url.default("https://www.trumpstruth.org/feed"),
  ARCHIVE_URL: url.default("https://ix.cnn.io/data/truth-social/truth_archive.json"),
  REPLAY_FILE: optional(z.string()),
  POLL_INTERVAL_SECONDS: z.coerce.number().min(1).max(3600).default(10),

  ANALYZER: optional(z.enum(["rules", "llm"])),
  OPENAI_API_KEY: optional(z.string().min(1)),
  OPENAI_BASE_URL: url.default("https://api.openai.com/v1"),
  OPENAI_MODEL: z.string().min(1).default("gpt-4.1-mini"),
  // A model that accepts images (e.g. gpt-4.1-mini, llava): picture posts go to it with their images.
  OPENAI_VISION_MODEL: optional(z.string().min(1)),

  TELEGRAM_BOT_TOKEN: optional(z.string().regex(/^\d+:[\w-]+$/, "a bot token like 123456:ABC-DEF…")),
  TELEGRAM_API_ROOT: url.default("https://api.telegram.org"),
  TELEGRAM_PREMIUM_CHAT_ID: optional(chatId),
  TELEGRAM_FREE_CHAT_ID: optional(chatId),
  TELEGRAM_WEBHOOK: bool.default(false),

  STRIPE_API_BASE: optional(url),
  // Where chat messages go: each user's webhook id and token are put on this base.
  DISCORD_API_BASE: url.default("https://discord.com/api"),
  SLACK_WEBHOOK_BASE: url.default("https://hooks.slack.com"),
  GOOGLE_CLIENT_ID: optional(z.string().min(1)),
  GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
  GOOGLE_ISSUER: url.default("https://accounts.google.com"),

  // Mail (password reset, email verification): smtp://user:pass@host:587 or smtps://…:465.
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: optional(z.string().regex(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/)),
  // Market data for the reaction after each alert (src/market/): yahoo needs no key.
  MARKET_DATA: z.enum(MARKET_DATA_PROVIDERS).default("yahoo"),
  MARKET_DATA_BASE_URL: optional(url),
  ALPACA_KEY_ID: optional(z.string().min(1)),
  ALPACA_SECRET_KEY: optional(z.string().min(1)),
});

const stripeSchema = z.object({ test: stripeMode("test"), live: stripeMode("live") });

function build(e: z.infer<typeof schema>, stripe: z.infer<typeof stripeSchema>) {
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    /** Set: the store is PostgreSQL there (only `squawk migrate` uses it in this version); null: SQLite in dataDir. */
    databaseUrl: e.DATABASE_URL ?? null,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    devShortcuts: e.DEV_SHORTCUTS,
    /** Behind one reverse proxy: the client's address is the last X-Forwarded-For entry. */
    trustProxy: e.TRUST_PROXY,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    adminEmails: e.ADMIN_EMAILS.map((m) => m.toLowerCase()),
    sources: {
      kinds: e.SOURCES,
      account: e.SOURCE_ACCOUNT,
      truthsocialBaseUrl: e.TRUTHSOCIAL_BASE_URL,
      rssUrl: e.RSS_URL,
      archiveUrl: e.ARCHIVE_URL,
      replayFile: e.REPLAY_FILE,
      pollIntervalSeconds: e.POLL_INTERVAL_SECONDS,
    },
    analyzer: e.ANALYZER ?? (e.OPENAI_API_KEY ? "llm" : "rules"),
    openai: { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL, visionModel: e.OPENAI_VISION_MODEL ?? null },
    telegram: {
      botToken: e.TELEGRAM_BOT_TOKEN,
      apiRoot: e.TELEGRAM_API_ROOT,
      premiumChatId: e.TELEGRAM_PREMIUM_CHAT_ID,
      freeChatId: e.TELEGRAM_FREE_CHAT_ID,
      webhook: e.TELEGRAM_WEBHOOK,
    },
    stripe: { apiBase: e.STRIPE_API_BASE, ...stripe },
    chat: { discordApiBase: e.DISCORD_API_BASE.replace(/\/+$/, ""), slackWebhookBase: e.SLACK_WEBHOOK_BASE.replace(/\/+$/, "") },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      issuer: e.GOOGLE_ISSUER,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Squawk <no-reply@${new URL(e.APP_URL ?? "http://localhost").hostname}>`,
    },
    market: {
      provider: e.MARKET_DATA,
      /** Points the provider at another host (a mirror, a proxy, the test fakes); unset = the provider's own. */
      baseUrl: e.MARKET_DATA_BASE_URL ?? null,
      alpaca: { keyId: e.ALPACA_KEY_ID ?? null, secretKey: e.ALPACA_SECRET_KEY ?? null },
    },
  };
}

export type Config = ReturnType<typeof build>;

/** Thrown with every problem found; `main` prints it and exits with code 2. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

// DATABASE_URL and SMTP_URL may carry a password.
const SECRET = /KEY|SECRET|TOKEN|PASSWORD|SMTP_URL|DATABASE_URL/;
/** What each variable expects, in words (zod's own messages are written for programmers). */
const EXPECTED: Record<string, string> = {
  PORT: "a port number from 0 to 65535",
  METRICS_PORT: "a port number from 0 to 65535",
  METRICS_TOKEN: "a secret of at least 16 characters",
  LOG_LEVEL: "one of debug, info, warn, error",
  DEV_SHORTCUTS: "1 or 0 (true/false)",
  TRUST_PROXY: "1 or 0 (true/false)",
  TELEGRAM_WEBHOOK: "1 or 0 (true/false)",
  ADMIN_EMAILS: "a comma-separated list of email addresses",
  SOURCES: `a comma-separated list of ${SOURCE_KINDS.join(", ")}`,
  SOURCE_ACCOUNT: "an account name (letters, digits, _)",
  POLL_INTERVAL_SECONDS: "a number of seconds from 1 to 3600",
  ANALYZER: "rules or llm",
  APP_URL: "an http(s) URL",
  SMTP_URL: "an smtp:// or smtps:// URL (smtp://user:password@host:587)",
  DATABASE_URL: "a postgres:// or postgresql:// URL (postgres://user:password@host:5432/squawk)",
  MAIL_FROM: "an address, or a name and address: Squawk <alerts@example.com>",
  MARKET_DATA: `one of ${MARKET_DATA_PROVIDERS.join(", ")}`,
};
export const STRIPE_VARS: Record<string, string> = {
  "test.secretKey": "STRIPE_SECRET_KEY_TEST",
  "test.publishableKey": "STRIPE_PUBLISHABLE_KEY_TEST",
  "test.priceId": "STRIPE_PRICE_ID_TEST",
  "test.webhookSecret": "STRIPE_WEBHOOK_SECRET_TEST",
  "live.secretKey": "STRIPE_SECRET_KEY_LIVE",
  "live.publishableKey": "STRIPE_PUBLISHABLE_KEY_LIVE",
  "live.priceId": "STRIPE_PRICE_ID_LIVE",
  "live.webhookSecret": "STRIPE_WEBHOOK_SECRET_LIVE",
};

export function loadConfig(env: Record<string, string | undefined> = Bun.env): Config {
  const problems: string[] = [];
  const describe = (name: string, issue: z.core.$ZodIssue) => {
    const given = env[name];
    const shown = given === undefined ? "(unset)" : SECRET.test(name) ? "(hidden)" : JSON.stringify(given);
    const expected =
      EXPECTED[name] ??
      (name.endsWith("_URL") || name.endsWith("_ROOT") || name.endsWith("_BASE") || name.endsWith("_ISSUER") ? "an http(s) URL" : issue.message);
    if (!problems.some((p) => p.startsWith(`${name}=`))) problems.push(`${name}=${shown}: expected ${expected}`);
  };
  const base = schema.safeParse(env);
  if (!base.success) for (const i of base.error.issues) describe(String(i.path[0]), i);
  const byMode = (mode: string) =>
    Object.fromEntries(
      Object.entries(STRIPE_VARS)
        .filter(([k]) => k.startsWith(`${mode}.`))
        .map(([k, v]) => [k.slice(mode.length + 1), env[v]]),
    );
  const stripe = stripeSchema.safeParse({ test: byMode("test"), live: byMode("live") });
  if (!stripe.success) for (const i of stripe.error.issues) describe(STRIPE_VARS[i.path.join(".")]!, i);
  if (base.success && base.data.SOURCES.includes("replay") && !base.data.REPLAY_FILE) {
    problems.push("REPLAY_FILE=(unset): expected the path of a JSON archive to replay (SOURCES includes replay)");
  }
  // Alpaca answers nothing without its key pair: say so at start, not at the first alert.
  if (base.success && base.data.MARKET_DATA === "alpaca") {
    for (const name of ["ALPACA_KEY_ID", "ALPACA_SECRET_KEY"] as const) {
      if (!base.data[name])
        problems.push(
          `${name}=(unset): expected Alpaca's API key (MARKET_DATA=alpaca needs ALPACA_KEY_ID and ALPACA_SECRET_KEY; MARKET_DATA=yahoo needs no key)`,
        );
    }
  }
  if (!base.success || !stripe.success || problems.length) throw new ConfigError(problems);
  return build(base.data, stripe.data);
}
