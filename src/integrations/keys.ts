import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { AccessUser } from "../delivery/index.ts";
import { preparedOn } from "../db/prepared.ts";
import type { Store, StoreDb } from "../db/store.ts";
import { conflict, notFound, unauthorized } from "../errors.ts";

export const MAX_KEYS = 5;
const sha256 = (s: string) => new Bun.CryptoHasher("sha256").update(s).digest("hex");

type KeyRow = Store["tables"]["apiKeys"]["$inferSelect"];
const view = (k: KeyRow) => ({ id: k.id, name: k.name, hint: k.hint, mode: k.mode, createdAt: k.createdAt, lastUsedAt: k.lastUsedAt });

/** What an API call or an open stream's pass knows of a key: its id and its owner. */
export type KeyOwner = { keyId: number; user: AccessUser };

/**
 * API keys: `sq_<mode>_` and 32 random bytes. Only the SHA-256 is stored (a key has full
 * entropy, so a fast hash suffices and a lookup is one index probe); the key is shown once.
 */
export function createApiKeys(deps: { store: Store; mode: () => "test" | "live" }) {
  const { db, tables, tx } = deps.store;
  const { apiKeys, users } = tables;
  // lastUsedAt is written at most once a minute per key: a busy client must not mean a write per request.
  const touched = new Map<number, number>();
  // Every API call and every open stream's pass (each second) looks its key up: prepared once per
  // connection, not rebuilt. Only the columns the check reads, flat: drizzle fills a selection
  // column by column with an iterator and arrays, and the two whole rows, nested, were most of
  // the garbage an open stream left every second.
  const byHash = preparedOn((d: StoreDb) =>
    d
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
      .prepare("api_key_by_hash"),
  );

  function create(userId: number, name: string) {
    return tx(async (t) => {
      const [live] = await t
        .select({ n: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
      if (live!.n >= MAX_KEYS) throw conflict(`You already have ${MAX_KEYS} API keys. Revoke one to create another.`);
      const mode = deps.mode();
      const key = `sq_${mode}_${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url")}`;
      const [row] = await t
        .insert(apiKeys)
        .values({ userId, name, mode, keyHash: sha256(key), hint: `${key.slice(0, 12)}…${key.slice(-4)}` })
        .returning();
      return { ...view(row!), key };
    });
  }

  async function list(userId: number) {
    const rows = await db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .orderBy(desc(apiKeys.id));
    return rows.map(view);
  }

  async function revoke(userId: number, id: number) {
    const r = await db
      .update(apiKeys)
      .set({ revokedAt: Date.now() })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    if (r.length === 0) throw notFound("API key not found");
  }

  /** The key's hash from an Authorization header, or a 401 that says what is wrong. */
  function hashOf(header: string | null): string {
    const m = header?.match(/^Bearer\s+(\S+)$/i);
    if (!m) throw unauthorized("Send your API key as Authorization: Bearer sq_live_… (or sq_test_…)");
    return sha256(m[1]!);
  }

  /** The key's row and owner by its hash, or a 401 when it is unknown, revoked or of the other mode. */
  async function byKeyHash(hash: string): Promise<KeyOwner> {
    const [row] = await byHash(db).execute({ hash });
    if (!row || row.revokedAt !== null) throw unauthorized("This API key is unknown or has been revoked");
    if (row.mode !== deps.mode()) throw unauthorized(`This is a ${row.mode} key; the server is in ${deps.mode()} mode`);
    const { keyId } = row;
    const now = Date.now();
    if ((touched.get(keyId) ?? 0) < now - 60_000) {
      touched.set(keyId, now);
      await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, keyId));
    }
    return { keyId, user: { id: row.userId, isAdmin: row.isAdmin, stripeCustomerId: row.stripeCustomerId } };
  }

  /**
   * The key's row and owner from an Authorization header (a 401 that says what is wrong when it
   * is malformed, here, or unknown, revoked or of the other mode, at each call). The header is
   * read and hashed once: an open stream asks again every second with the same one.
   */
  function authenticator(header: string | null): () => Promise<KeyOwner> {
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
