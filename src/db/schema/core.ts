import { sqliteTable, integer, text, index } from "drizzle-orm/sqlite-core";

// Times are integer milliseconds since the epoch throughout the schema.
const now = () => Date.now();

export const users = sqliteTable("users", {
  id: integer().primaryKey({ autoIncrement: true }),
  // Stored lower-cased so that lookups compare case-insensitively.
  email: text().notNull().unique(),
  name: text(),
  photo: text(),
  passwordHash: text("password_hash"),
  googleSub: text("google_sub").unique(),
  isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
  // Derived from the Stripe subscription by billing's fulfil(); read everywhere else.
  isPremium: integer("is_premium", { mode: "boolean" }).notNull().default(false),
  stripeCustomerId: text("stripe_customer_id"),
  // When the owner followed the link mailed to the address (or Google vouched for it); null until then.
  emailVerifiedAt: integer("email_verified_at"),
  createdAt: integer("created_at").notNull().$defaultFn(now),
});

export const sessions = sqliteTable(
  "sessions",
  {
    // The cookie holds `${id}.${secret}`; only the secret's SHA-256 is stored (Lucia's scheme).
    id: text().primaryKey(),
    secretHash: text("secret_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at").notNull(),
    createdAt: integer("created_at").notNull().$defaultFn(now),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const SETTING_TYPES = ["string", "boolean", "number", "json"] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

export const settings = sqliteTable("settings", {
  id: integer().primaryKey({ autoIncrement: true }),
  key: text().notNull().unique(),
  value: text().notNull(),
  dataType: text("data_type", { enum: SETTING_TYPES }).notNull().default("string"),
  description: text(),
  updatedAt: integer("updated_at").notNull().$defaultFn(now),
});

// Background jobs: last run of each, for the admin page's "Run now" panel.
export const jobRuns = sqliteTable("job_runs", {
  name: text().primaryKey(),
  lastRunAt: integer("last_run_at"),
  lastDurationMs: integer("last_duration_ms"),
  lastStatus: text("last_status", { enum: ["ok", "error"] }),
  lastError: text("last_error"),
});
