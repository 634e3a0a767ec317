/**
 * Integrations' API keys and webhook endpoints on both stores (issue 36 §2, §6): a real SQLite
 * file and a real PostgreSQL, each freshly migrated. Writes are read back through a connection of
 * the test's own.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { createEndpoints, createApiKeys } from "../../src/integrations/index.ts";
import { type FreshStore, storeBackends } from "../helpers/stores.ts";

describe.each(storeBackends())("integrations on $name", (backend) => {
  let s: FreshStore;
  let mode: "test" | "live" = "test";
  let woken = 0;
  let keys: ReturnType<typeof createApiKeys>;
  let endpoints: ReturnType<typeof createEndpoints>;
  let userId: number;

  beforeAll(() => backend.start());
  afterAll(() => backend.stop());
  beforeEach(async () => {
    s = await backend.fresh();
    mode = "test";
    keys = createApiKeys({ store: s.store, mode: () => mode });
    endpoints = createEndpoints({ store: s.store, testMode: () => true, sender: { wake: () => void woken++ } });
    const { users } = s.store.tables;
    userId = (await s.store.db.insert(users).values({ email: "integrator@example.com" }).returning({ id: users.id }))[0]!.id;
  });
  afterEach(() => s.close());

  test("an API key is created (its hash stored, never the key), checked, touched, listed and revoked", async () => {
    const k = await keys.create(userId, "worker");
    expect(k.key).toStartWith("sq_test_");
    const [stored] = await s.read<{ key_hash: string; last_used_at: unknown }>(`SELECT key_hash, last_used_at FROM api_keys WHERE id = ${k.id}`);
    expect(stored!.key_hash).toBe(new Bun.CryptoHasher("sha256").update(k.key).digest("hex"));
    expect(stored!.last_used_at).toBeNull();

    const check = keys.authenticator(`Bearer ${k.key}`);
    expect(await check()).toEqual({ keyId: k.id, user: { id: userId, isAdmin: false, stripeCustomerId: null } });
    const [used] = await keys.list(userId);
    expect(used!.lastUsedAt).toBeNumber();
    mode = "live";
    await expect(check()).rejects.toThrow("This is a test key; the server is in live mode");
    mode = "test";

    await keys.revoke(userId, k.id);
    await expect(check()).rejects.toThrow("This API key is unknown or has been revoked");
    await expect(keys.revoke(userId, k.id)).rejects.toThrow("API key not found");
    expect(await keys.list(userId)).toEqual([]);
    expect(() => keys.authenticator("Basic abc")).toThrow("Send your API key as Authorization: Bearer");
  });

  test("at most five live keys a user, counted in the create's transaction", async () => {
    for (let i = 0; i < 5; i++) await keys.create(userId, `k${i}`);
    await expect(keys.create(userId, "sixth")).rejects.toThrow("You already have 5 API keys. Revoke one to create another.");
    await keys.revoke(userId, (await keys.list(userId))[0]!.id);
    expect((await keys.create(userId, "sixth")).name).toBe("sixth");
  });

  test("a webhook endpoint is registered, listed with its attempts, sent a test event and removed with its rows", async () => {
    const { id, secret } = await endpoints.register(userId, { url: "http://127.0.0.1:9/hook", minImpact: "High", tariffOnly: true });
    expect(secret).toStartWith("whsec_");
    const sent = await endpoints.sendTest(userId, id);
    expect(woken).toBe(1);
    const [row] = await s.read<{ kind: string; tier: string; status: string; event_id: string; body: string }>(
      `SELECT kind, tier, status, event_id, body FROM deliveries WHERE endpoint_id = ${id}`,
    );
    expect(row).toMatchObject({ kind: "test", tier: "premium", status: "pending", event_id: sent.eventId });
    expect(JSON.parse(row!.body)).toMatchObject({ id: sent.eventId, type: "test" });
    expect(await endpoints.openDeliveries()).toBe(1);

    const { webhookAttempts } = s.store.tables;
    const [delivery] = await s.read<{ id: number | string }>(`SELECT id FROM deliveries WHERE endpoint_id = ${id}`);
    const attempt = { endpointId: id, deliveryId: Number(delivery!.id), eventId: sent.eventId, statusCode: 200, latencyMs: 12, at: Date.now() };
    await s.store.db.insert(webhookAttempts).values(attempt);
    const [listed] = await endpoints.list(userId);
    expect(listed).toMatchObject({ id, url: "http://127.0.0.1:9/hook", minImpact: "High", tariffOnly: true, status: "active", failingSince: null });
    expect(listed!.attempts).toMatchObject([{ eventId: sent.eventId, statusCode: 200, latencyMs: 12, error: null }]);

    await endpoints.remove(userId, id);
    expect(await endpoints.list(userId)).toEqual([]);
    expect(await endpoints.openDeliveries()).toBe(0);
    await expect(endpoints.sendTest(userId, id)).rejects.toThrow("Webhook not found");
  });

  test("at most three webhooks a user", async () => {
    for (let i = 0; i < 3; i++) await endpoints.register(userId, { url: `http://127.0.0.1:9/hook${i}`, minImpact: "Low", tariffOnly: false });
    await expect(endpoints.register(userId, { url: "http://127.0.0.1:9/more", minImpact: "Low", tariffOnly: false })).rejects.toThrow(
      "You already have 3 webhooks. Delete one to add another.",
    );
  });
});
