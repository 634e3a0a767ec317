import { col, index, primaryKey, table } from "../dialect/index.ts";
import { users } from "./core.ts";

/**
 * Failed email logins, per account and client address together, so that an attacker's
 * failures never lock the owner out from elsewhere (keyed by the lower-cased email, whether
 * or not an account exists, so the answer never tells which emails are registered). The row
 * with the empty email counts every login and registration attempt from one address, across
 * all accounts (password spraying). A mailed address (`mail:` and the address) has one row per
 * recent mail (`slot:0`…`slot:2`, the time in last_failure_at): its sliding hour. In SQLite so
 * that a restart does not reset the counts.
 */
export const loginThrottle = table(
  "login_throttle",
  {
    email: col.text().notNull(),
    address: col.text().notNull().default(""),
    failures: col.int().notNull().default(0),
    // No attempt is checked before this time (ms); 0 while under the free allowance.
    blockedUntil: col.time("blocked_until").notNull().default(0),
    lastFailureAt: col.time("last_failure_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] })],
);

export const ONE_TIME_PURPOSES = ["reset", "verify"] as const;
export type OneTimePurpose = (typeof ONE_TIME_PURPOSES)[number];

/**
 * One-time links mailed to the account's address: password reset and email verification. Only
 * the token's SHA-256 is stored (a copy of the database opens no account); a row is deleted
 * when used, so a link works once.
 */
export const oneTimeTokens = table(
  "one_time_tokens",
  {
    tokenHash: col.text("token_hash").primaryKey(),
    userId: col
      .int("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: col.text({ enum: ONE_TIME_PURPOSES }).notNull(),
    expiresAt: col.time("expires_at").notNull(),
    createdAt: col.time("created_at").notNull(),
  },
  (t) => [index("one_time_tokens_user_idx").on(t.userId, t.purpose)],
);
