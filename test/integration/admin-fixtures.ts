import { users } from "../../src/db/schema/core.ts";
import type { SqliteApp } from "../../src/app.ts";
import { sessionCookieOf } from "../helpers/users.ts";

/** Inserts a user row and signs it in; answers the row and its session cookie header. */
export function signedIn(app: SqliteApp, fields: { email: string; name?: string; isAdmin?: boolean; isPremium?: boolean }) {
  const user = app.db
    .insert(users)
    .values({ email: fields.email.toLowerCase(), name: fields.name ?? null, isAdmin: fields.isAdmin ?? false, isPremium: fields.isPremium ?? false })
    .returning()
    .get();
  return { user, cookie: sessionCookieOf(app, user.id) };
}

/** Many plain users at once, named user-01 … user-NN. */
export function manyUsers(app: SqliteApp, n: number, prefix = "user") {
  const rows = Array.from({ length: n }, (_, i) => {
    const tag = `${prefix}-${String(i + 1).padStart(2, "0")}`;
    return { email: `${tag}@example.com`, name: tag };
  });
  return app.db.insert(users).values(rows).returning().all();
}
