import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { AccessUser } from "../delivery/index.ts";
import type { Db } from "../db/index.ts";
import { users } from "../db/schema/core.ts";
import { apiKeys } from "../db/schema/integrations.ts";
import { conflict, notFound, unauthorized } from "../errors.ts";

export const MAX_KEYS = 5;
const sha256 = (s: string) => new Bun.CryptoHasher("sha256").update(s).digest("hex");

const view = (k: typeof apiKeys.$inferSelect) => ({ id: k.id, name: k.name, hint: k.hint, mode: k.mode, createdAt: k.createdAt, lastUsedAt: k.lastUsedAt });

/**
 * API keys: `sq_<mode>_` and 32 random bytes. Only the SHA-256 is stored (a key has full
 * entropy, so a fast hash suffices and a lookup is one index probe); the key is shown once.
 */
export function createApiKeys(deps: { db: Db; mode: () => "test" | "live" }) {
  const { db } = deps;
  // lastUsedAt is written at most once a minute per key: a busy client must not mean a write per request.
  const touched = new Map<number, number>();
  // Every API call and every open stream's turn (each second) looks its key up: prepared once,
  // not rebuilt. Only the columns the check reads, flat: drizzle fills a selection column by
  // column with an iterator and arrays, and the two whole rows, nested, were most of the garbage
  // an open stream left every second.
  const byHash = db
    .select({
      keyId: apiKeys.id,
      mode: apiKeys.mode,
      revokedAt: apiKeys.revokedAt,
      userId: users.id,
      isAdmin: users.isAdmin,
      stripeCustomerId: users.stripeCustomerId,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, sql.placeholder("hash")))
    .prepare();

  function create(userId: number, name: string) {
    return db.transaction((tx) => {
      const live = tx
        .select({ n: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
        .get()!.n;
      if (live >= MAX_KEYS) throw conflict(`You already have ${MAX_KEYS} API keys. Revoke one to create another.`);
      const mode = deps.mode();
      const key = `sq_${mode}_${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url")}`;
      const row = tx
        .insert(apiKeys)
        .values({ userId, name, mode, keyHash: sha256(key), hint: `${key.slice(0, 12)}…${key.slice(-4)}` })
        .returning()
        .get();
      return { ...view(row), key };
    });
  }

  function list(userId: number) {
    return db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .orderBy(desc(apiKeys.id))
      .all()
      .map(view);
  }

  function revoke(userId: number, id: number) {
    const r = db
      .update(apiKeys)
      .set({ revokedAt: Date.now() })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .returning()
      .all();
    if (r.length === 0) throw notFound("API key not found");
  }

  /** The key's hash from an Authorization header, or a 401 that says what is wrong. */
  function hashOf(header: string | null): string {
    const m = header?.match(/^Bearer\s+(\S+)$/i);
    if (!m) throw unauthorized("Send your API key as Authorization: Bearer sq_live_… (or sq_test_…)");
    return sha256(m[1]!);
  }

  /** The key's row and owner by its hash, or a 401 when it is unknown, revoked or of the other mode. */
  function byKeyHash(hash: string): { keyId: number; user: AccessUser } {
    const row = byHash.get({ hash });
    if (!row || row.revokedAt !== null) throw unauthorized("This API key is unknown or has been revoked");
    if (row.mode !== deps.mode()) throw unauthorized(`This is a ${row.mode} key; the server is in ${deps.mode()} mode`);
    const { keyId } = row;
    const now = Date.now();
    if ((touched.get(keyId) ?? 0) < now - 60_000) {
      touched.set(keyId, now);
      db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, keyId)).run();
    }
    return { keyId, user: { id: row.userId, isAdmin: row.isAdmin, stripeCustomerId: row.stripeCustomerId } };
  }

  /**
   * The key's row and owner from an Authorization header (a 401 that says what is wrong when it
   * is malformed, here, or unknown, revoked or of the other mode, at each call). The header is
   * read and hashed once: an open stream asks again every second with the same one.
   */
  function authenticator(header: string | null): () => { keyId: number; user: AccessUser } {
    const hash = hashOf(header);
    return () => byKeyHash(hash);
  }

  return { create, list, revoke, authenticator };
}

/** A fixed one-minute window per key: enough to stop a runaway client, cheap to keep. Answers the seconds to wait, or 0. */
export function createRateLimit(perMinute: number, now = Date.now) {
  const windows = new Map<number, { start: number; n: number }>();
  return (keyId: number): number => {
    const t = now();
    let w = windows.get(keyId);
    if (!w || t - w.start >= 60_000) {
      if (windows.size > 10_000) windows.clear();
      w = { start: t, n: 0 };
      windows.set(keyId, w);
    }
    return ++w.n > perMinute ? Math.max(1, Math.ceil((w.start + 60_000 - t) / 1000)) : 0;
  };
}
