import { sessions, users } from "../../src/db/schema/core.ts";
import { newSession, SESSION_COOKIE } from "../../src/auth/index.ts";
import type { SqliteApp } from "../../src/app.ts";
import { grantPremium } from "./premium.ts";

/**
 * Inserts a user row and signs it in; answers the row and its session cookie header. Premium is
 * granted the real way (an active subscription billing derives it from), never by users.is_premium.
 */
export async function signedInUser(app: SqliteApp, fields: { email: string; isAdmin?: boolean; isPremium?: boolean }) {
  let user = app.db
    .insert(users)
    .values({ email: fields.email.toLowerCase(), isAdmin: fields.isAdmin ?? false })
    .returning()
    .get();
  if (fields.isPremium) {
    await grantPremium(app, user.id);
    user = { ...user, isPremium: true };
  }
  return { user, cookie: sessionCookieOf(app, user.id) };
}

/**
 * A session of the user, stored at once through the SQLite connection (test seeding, so that
 * the many synchronous fixtures stay synchronous): its cookie header, as sign-in would set it.
 */
export function sessionCookieOf(app: Pick<SqliteApp, "db">, userId: number) {
  const { row, token } = newSession(userId);
  app.db.insert(sessions).values(row).run();
  return `${SESSION_COOKIE}=${token}`;
}
