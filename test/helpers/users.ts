import { users } from "../../src/db/schema/core.ts";
import { SESSION_COOKIE } from "../../src/auth/sessions.ts";
import type { App } from "../../src/app.ts";
import { grantPremium } from "./premium.ts";

/**
 * Inserts a user row and signs it in; answers the row and its session cookie header. Premium is
 * granted the real way (an active subscription billing derives it from), never by users.is_premium.
 */
export async function signedInUser(app: App, fields: { email: string; isAdmin?: boolean; isPremium?: boolean }) {
  let user = app.db
    .insert(users)
    .values({ email: fields.email.toLowerCase(), isAdmin: fields.isAdmin ?? false })
    .returning()
    .get();
  if (fields.isPremium) {
    await grantPremium(app, user.id);
    user = { ...user, isPremium: true };
  }
  const { token } = app.sessions.create(user.id);
  return { user, cookie: `${SESSION_COOKIE}=${token}` };
}
