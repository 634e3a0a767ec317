import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Failed email logins, per account and client address together, so that an attacker's
 * failures never lock the owner out from elsewhere (keyed by the lower-cased email, whether
 * or not an account exists, so the answer never tells which emails are registered). The row
 * with the empty email counts every login and registration attempt from one address, across
 * all accounts (password spraying). In SQLite so that a restart does not reset the counts.
 */
export const loginThrottle = sqliteTable(
  "login_throttle",
  {
    email: text().notNull(),
    address: text().notNull().default(""),
    failures: integer().notNull().default(0),
    // No attempt is checked before this time (ms); 0 while under the free allowance.
    blockedUntil: integer("blocked_until").notNull().default(0),
    lastFailureAt: integer("last_failure_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] })],
);
