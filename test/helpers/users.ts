import { users } from "../../src/db/schema/core.ts";
import { SESSION_COOKIE } from "../../src/auth/sessions.ts";
import type { App } from "../../src/app.ts";

/** Inserts a user row and signs it in; answers the row and its session cookie header. */
export function signedInUser(app: App, fields: { email: string; isAdmin?: boolean; isPremium?: boolean }) {
  const user = app.db
    .insert(users)
    .values({ email: fields.email.toLowerCase(), isAdmin: fields.isAdmin ?? false, isPremium: fields.isPremium ?? false })
    .returning()
    .get();
  const { token } = app.sessions.create(user.id);
  return { user, cookie: `${SESSION_COOKIE}=${token}` };
}
