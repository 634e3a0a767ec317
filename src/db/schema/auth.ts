import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Failed email logins per account (keyed by the lower-cased email, whether or not an account
 * exists, so the answer never tells which emails are registered). In SQLite so that a restart
 * does not reset an attacker's count.
 */
export const loginThrottle = sqliteTable("login_throttle", {
  email: text().primaryKey(),
  failures: integer().notNull().default(0),
  // No attempt is checked before this time (ms); 0 while under the free allowance.
  blockedUntil: integer("blocked_until").notNull().default(0),
  lastFailureAt: integer("last_failure_at").notNull(),
});
