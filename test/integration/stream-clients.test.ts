import { afterAll, describe, expect, test } from "bun:test";
import { serve } from "../../src/server.ts";
import { makeAlert } from "../helpers/alerts.ts";
import { call, testApp } from "../helpers/app.ts";
import { openStreamClient, type StreamClient } from "../helpers/stream-clients.ts";
import { signedInUser } from "../helpers/users.ts";

const app = testApp();
const server = serve(app, { port: 0, hostname: "127.0.0.1" });
const base = `http://127.0.0.1:${server.port}`;
afterAll(async () => {
  await server.stop(true);
  await app.close();
});

const PER_KEY = 50; // a key may open 60 requests a minute

async function keysOf(email: string, n: number) {
  const owner = await signedInUser(app, { email, isPremium: true });
  const keys: { id: number; key: string }[] = [];
  for (let i = 0; i < n; i++) keys.push((await call(app, "POST", "/api/integrations/keys", { cookie: owner.cookie, body: { name: `k${i}` } })).json);
  return { owner, keys };
}

const openAll = (keys: { key: string }[], n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => openStreamClient(base, keys[Math.floor(i / PER_KEY)]!.key)));

/** `n` alerts, each its own transaction as the pipeline commits them, yielding to the loop every 10. */
async function burst(n: number, label: string) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    ids.push((await makeAlert(app, { content: `${label} ${i}` })).alertId!);
    if (i % 10 === 9) await new Promise((r) => setImmediate(r));
  }
  return ids;
}

describe("many open streams on one node", () => {
  test("200 clients each get every alert id of a burst, in order, with no gap or repeat; one that reconnects with Last-Event-ID misses none", async () => {
    const { keys } = await keysOf("integrator@example.com", 5);
    const clients: StreamClient[] = await openAll(keys, 200);

    const first = await burst(60, "First");
    await Promise.all(clients.map((c) => c.reached(first.at(-1)!)));
    for (const c of clients) expect(c.ids).toEqual(first);

    // One goes away; alerts go on being written; it comes back (on the one key with room left) where it left off.
    const leaver = clients[0]!;
    leaver.close();
    const second = await burst(60, "Second");
    const back = await openStreamClient(base, keys[4]!.key, leaver.ids.at(-1));
    const third = await burst(30, "Third");
    const everything = [...first, ...second, ...third];
    await Promise.all([back, ...clients.slice(1)].map((c) => c.reached(third.at(-1)!)));
    for (const c of clients.slice(1)) expect(c.ids).toEqual(everything);
    expect([...leaver.ids, ...back.ids]).toEqual(everything);
    for (const c of [back, ...clients]) c.close();
  }, 30_000);

  test("revoking a key ends every stream of it at once and only those; the owner's other key streams on", async () => {
    const { owner, keys } = await keysOf("sharer@example.com", 2);
    const [revoked, kept] = [await openAll([keys[0]!], PER_KEY), await openAll([keys[1]!], PER_KEY)];
    const before = await burst(3, "Before");
    await Promise.all([...revoked, ...kept].map((c) => c.reached(before.at(-1)!)));

    expect((await call(app, "DELETE", `/api/integrations/keys/${keys[0]!.id}`, { cookie: owner.cookie })).status).toBe(200);
    const after = await burst(3, "After");
    // Each revoked stream ends without any alert written after the revoke.
    for (const c of revoked) await expect(c.reached(after.at(-1)!)).rejects.toThrow("the stream ended");
    for (const c of revoked) expect(c.ids).toEqual(before);
    await Promise.all(kept.map((c) => c.reached(after.at(-1)!)));
    for (const c of kept) expect(c.ids).toEqual([...before, ...after]);
    for (const c of kept) c.close();
  }, 30_000);
});
