import { z } from "zod";
import type { Config } from "../config.ts";
import type { SettingType } from "../db/schema/core.ts";

/**
 * Settings that Squawk itself reads. Each has a type, a default (often from config) and a rule
 * that the admin page's value must pass. Unknown keys may still be stored as free-form settings.
 */
export interface KnownSetting {
  type: SettingType;
  description: string;
  default: (config: Config) => unknown;
  /** Returns an error message for a value of the right type that breaks the rule. */
  // biome-ignore lint/suspicious/noExplicitAny: each setting checks the value of its own type
  check?: (value: any) => string | undefined;
}

const httpsOrEmpty = (name: string) => (v: string) =>
  v === "" || /^https:\/\/[^\s]+$/.test(v) ? undefined : `${name} must be an https:// address, or empty to hide it`;
export const testimonialsSchema = z.array(z.object({ quote: z.string().trim().min(1).max(500), author: z.string().trim().min(1).max(100) }).strict()).max(10);

const oneOf = (name: string, allowed: readonly string[]) => (v: string) => (allowed.includes(v) ? undefined : `${name} must be one of: ${allowed.join(", ")}`);
const range = (name: string, min: number, max: number, unit: string) => (v: number) =>
  v >= min && v <= max ? undefined : `${name} must be between ${min} and ${max} ${unit}`;

export const KNOWN_SETTINGS = {
  "environment.mode": {
    type: "string",
    description: "Which Stripe keys are in use: test or live",
    default: () => "test",
    check: oneOf("environment.mode", ["test", "live"]),
  },
  "alerts.freeDelayMinutes": {
    type: "number",
    description: "How many minutes free subscribers wait for an alert",
    default: () => 15,
    check: range("alerts.freeDelayMinutes", 0, 1440, "minutes"),
  },
  "alerts.minImpact": {
    type: "string",
    description: "The lowest impact that becomes an alert: High, Medium or Low",
    default: () => "Low",
    check: oneOf("alerts.minImpact", ["High", "Medium", "Low"]),
  },
  "alerts.maxAgeMinutes": {
    type: "number",
    description: "How old a newly seen post may be and still alert",
    default: () => 60,
    check: range("alerts.maxAgeMinutes", 1, 10080, "minutes"),
  },
  "sources.pollIntervalSeconds": {
    type: "number",
    description: "Seconds between polls of the post source",
    default: (c) => c.sources.pollIntervalSeconds,
    check: range("sources.pollIntervalSeconds", 1, 3600, "seconds"),
  },
  // The primary (Truth Social) is rate-limited, so it keeps the marketed 10 s; a backup (an RSS
  // mirror or an archive asked with ETags) is cheap to ask, and only asked this often while it
  // stands in for the primary.
  "sources.backupPollSeconds": {
    type: "number",
    description: "Seconds between polls of the backup source while the preferred one is slow or failing",
    default: () => 3,
    check: range("sources.backupPollSeconds", 1, 3600, "seconds"),
  },
  "sources.hedgeAfterSeconds": {
    type: "number",
    description: "Seconds a source may take before the next source is asked too (the first good answer wins)",
    default: () => 2,
    check: range("sources.hedgeAfterSeconds", 0, 60, "seconds"),
  },
  "analysis.analyzer": {
    type: "string",
    description: "Which analyzer judges posts: rules or llm",
    default: (c) => c.analyzer,
    check: oneOf("analysis.analyzer", ["rules", "llm"]),
  },
  "features.telegram": {
    type: "boolean",
    description: "Turns the Telegram bot and its web parts on or off",
    default: () => true,
  },
  // 250 Stars cost a buyer about $5 in Telegram's Star packs (roughly $0.02 a Star).
  "billing.starsPrice": {
    type: "number",
    description: "Monthly price of Premium in Telegram Stars (XTR); 250 is about $5",
    default: () => 250,
    check: (v: number) => (Number.isInteger(v) && v >= 1 && v <= 10000 ? undefined : "billing.starsPrice must be a whole number of Stars between 1 and 10000"),
  },
  "telegram.paidBroadcast": {
    type: "boolean",
    description:
      "Premium alert DMs go out as Telegram paid broadcasts, up to 1,000 messages a second instead of 30. Telegram charges 0.1 Star per message above the free 30 a second, from the bot's Star balance. Free DMs stay at the free rate.",
    default: () => false,
  },
  "features.premium": {
    type: "boolean",
    description: "Turns premium and payments on or off",
    default: () => true,
  },
  "backup.keepDays": {
    type: "number",
    description: "Days of daily database backups kept in DATA_DIR/backups (0 turns them off)",
    default: () => 7,
    check: range("backup.keepDays", 0, 365, "days"),
  },
  // The footer's Connect column: each link shows only when set (nothing points at accounts
  // that are not the operator's).
  "site.twitterUrl": { type: "string", description: "The footer's Twitter/X link (empty hides it)", default: () => "", check: httpsOrEmpty("site.twitterUrl") },
  "site.telegramUrl": {
    type: "string",
    description: "The footer's Telegram link (empty hides it)",
    default: () => "",
    check: httpsOrEmpty("site.telegramUrl"),
  },
  "site.discordUrl": { type: "string", description: "The footer's Discord link (empty hides it)", default: () => "", check: httpsOrEmpty("site.discordUrl") },
  "site.testimonials": {
    type: "json",
    description: 'Quotes shown on /subscribe, as entered: [{"quote": "…", "author": "…"}]; an empty list shows none',
    default: (): z.infer<typeof testimonialsSchema> => [],
    check: (v: unknown) =>
      testimonialsSchema.safeParse(v).success
        ? undefined
        : 'site.testimonials must be a list of {"quote": "…", "author": "…"} (up to 10, each quote up to 500 characters)',
  },
} satisfies Record<string, KnownSetting>;

export type KnownKey = keyof typeof KNOWN_SETTINGS;
