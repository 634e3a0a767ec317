import { col, index, table } from "../dialect/index.ts";

// Times are milliseconds since the epoch throughout the schema (SQLite: integer; PostgreSQL:
// timestamptz, read and written as milliseconds: src/db/dialect).
const now = () => Date.now();

export const users = table("users", {
  id: col.id(),
  // Stored lower-cased so that lookups compare case-insensitively.
  email: col.text().notNull().unique(),
  name: col.text(),
  photo: col.text(),
  passwordHash: col.text("password_hash"),
  googleSub: col.text("google_sub").unique(),
  isAdmin: col.bool("is_admin").notNull().default(false),
  // Derived from the Stripe subscription by billing's fulfil(); read everywhere else.
  isPremium: col.bool("is_premium").notNull().default(false),
  stripeCustomerId: col.text("stripe_customer_id"),
  // When the owner followed the link mailed to the address (or Google vouched for it); null until then.
  emailVerifiedAt: col.time("email_verified_at"),
  createdAt: col.time("created_at").notNull().$defaultFn(now),
});

export const sessions = table(
  "sessions",
  {
    // The cookie holds `${id}.${secret}`; only the secret's SHA-256 is stored (Lucia's scheme).
    id: col.text().primaryKey(),
    secretHash: col.text("secret_hash").notNull(),
    userId: col
      .int("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: col.time("expires_at").notNull(),
    createdAt: col.time("created_at").notNull().$defaultFn(now),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const SETTING_TYPES = ["string", "boolean", "number", "json"] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

export const settings = table("settings", {
  id: col.id(),
  key: col.text().notNull().unique(),
  value: col.text().notNull(),
  dataType: col.text("data_type", { enum: SETTING_TYPES }).notNull().default("string"),
  description: col.text(),
  updatedAt: col.time("updated_at").notNull().$defaultFn(now),
});

// Background jobs: last run of each, for the admin page's "Run now" panel.
export const jobRuns = table("job_runs", {
  name: col.text().primaryKey(),
  lastRunAt: col.time("last_run_at"),
  lastDurationMs: col.int("last_duration_ms"),
  lastStatus: col.text("last_status", { enum: ["ok", "error"] }),
  lastError: col.text("last_error"),
});
