import { eq, getTableColumns, lte, sql } from "drizzle-orm";
import { timingSafeEqual } from "node:crypto";
import type { users } from "../db/schema/core.ts";
import { preparedOn } from "../db/prepared.ts";
import type { Store, StoreDb } from "../db/store.ts";

export const SESSION_COOKIE = "squawk_session";
const DAY = 24 * 60 * 60 * 1000;
export const SESSION_TTL = 30 * DAY;
// Renew when less than half the lifetime is left, so an active user never gets signed out.
const RENEW_BELOW = 15 * DAY;

export type UserRow = typeof users.$inferSelect;
/** The user as every API answers it (spec §3). */
export type PublicUser = Pick<UserRow, "id" | "name" | "email" | "photo" | "isPremium" | "isAdmin">;
export const publicUser = (u: UserRow): PublicUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  photo: u.photo,
  isPremium: u.isPremium,
  isAdmin: u.isAdmin,
});

const randomPart = () => Buffer.from(crypto.getRandomValues(new Uint8Array(20))).toString("base64url");
const sha256 = (s: string) => new Bun.CryptoHasher("sha256").update(s).digest();

/** A new session of the user: its row (only the secret's hash) and the cookie's token. */
export function newSession(userId: number) {
  const id = randomPart();
  const secret = randomPart();
  const expiresAt = Date.now() + SESSION_TTL;
  return { row: { id, secretHash: sha256(secret).toString("hex"), userId, expiresAt }, token: `${id}.${secret}`, expiresAt };
}

/** Sessions per the Lucia guide: random token, only a hash stored, constant-time compare, sliding expiry. */
export function createSessions(deps: { store: Store }) {
  const { store } = deps;
  const { db } = store;
  const { sessions, users } = store.tables;
  // Every signed-in request runs this lookup: prepared once per connection, not rebuilt per call.
  // Selected flat, the user's row and the two session columns it reads: drizzle fills a nested
  // selection column by column with an iterator and two arrays each, most of what a signed-in call
  // left to collect.
  const byId = preparedOn((d: StoreDb) =>
    d
      .select({ ...getTableColumns(users), sessionSecretHash: sessions.secretHash, sessionExpiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sql.placeholder("id")))
      .prepare("session_by_id"),
  );

  async function create(userId: number) {
    const { row, token, expiresAt } = newSession(userId);
    await db.insert(sessions).values(row);
    return { token, expiresAt };
  }

  /** The session row whose secret verifies against the token, or null (constant-time compare). */
  async function verified(token: string | undefined) {
    if (!token) return null;
    const [id, secret] = token.split(".");
    if (!id || !secret) return null;
    const [row] = await byId(db).execute({ id });
    if (!row) return null;
    const { sessionSecretHash, sessionExpiresAt, ...user } = row;
    const expected = Buffer.from(sessionSecretHash, "hex");
    return timingSafeEqual(expected, sha256(secret)) ? { session: { id, expiresAt: sessionExpiresAt }, user } : null;
  }

  /** The session and its user, or null. `renewed` is set when the cookie must be sent again. */
  async function validate(token: string | undefined) {
    const row = await verified(token);
    if (!row) return null;
    const id = row.session.id;
    const now = Date.now();
    if (row.session.expiresAt <= now) {
      await db.delete(sessions).where(eq(sessions.id, id));
      return null;
    }
    let renewed = false;
    if (row.session.expiresAt - now < RENEW_BELOW) {
      row.session.expiresAt = now + SESSION_TTL;
      await db.update(sessions).set({ expiresAt: row.session.expiresAt }).where(eq(sessions.id, id));
      renewed = true;
    }
    return { session: row.session, user: row.user, renewed };
  }

  /** Ends the session the token names, only when its secret verifies: an id alone ends nothing. */
  async function invalidate(token: string | undefined) {
    const row = await verified(token);
    if (row) await db.delete(sessions).where(eq(sessions.id, row.session.id));
  }

  async function invalidateAllFor(userId: number) {
    await db.delete(sessions).where(eq(sessions.userId, userId));
  }

  /** Expired sessions are dropped when seen; this sweeps the ones never seen again. */
  async function deleteExpired() {
    return (await db.delete(sessions).where(lte(sessions.expiresAt, Date.now())).returning({ id: sessions.id })).length;
  }

  return { create, validate, invalidate, invalidateAllFor, deleteExpired };
}

export type Sessions = ReturnType<typeof createSessions>;
