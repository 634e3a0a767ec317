import { afterAll, describe, expect, test } from "bun:test";
import { serve } from "../../src/server.ts";
import { makeAlert } from "../helpers/alerts.ts";
import { call, testApp } from "../helpers/app.ts";
import { grantPremium } from "../helpers/premium.ts";
import { signedInUser } from "../helpers/users.ts";
import { sseEvents } from "../helpers/sse.ts";

const app = testApp();
const server = serve(app, { port: 0, hostname: "127.0.0.1" });
const base = `http://127.0.0.1:${server.port}`;
afterAll(async () => {
  await server.stop(true);
  await app.close();
});

async function openStream(cookie: string) {
  const key = (await call(app, "POST", "/api/integrations/keys", { cookie, body: { name: "streamer" } })).json;
  const res = await fetch(`${base}/api/v1/stream`, { headers: { authorization: `Bearer ${key.key}` } });
  expect(res.status).toBe(200);
  const it = sseEvents(res);
  expect((await it.next()).value).toBe("retry: 3000\n: connected");
  return { key, it };
}

/** Everything the stream says until it ends. */
async function rest(it: AsyncGenerator<string>) {
  const seen: string[] = [];
  for await (const e of it) seen.push(e);
  return seen;
}

describe("an open stream outlives no access", () => {
  test("revoking the key ends its open stream, and no alert written afterwards reaches it", async () => {
    const owner = await signedInUser(app, { email: "revoker@example.com", isPremium: true });
    const { key, it } = await openStream(owner.cookie);
    const before = (await makeAlert(app, { content: "Before the revoke" })).alertId!;
    expect((await it.next()).value!.split("\n")[0]).toBe(`id: ${before}`);

    expect((await call(app, "DELETE", `/api/integrations/keys/${key.id}`, { cookie: owner.cookie })).status).toBe(200);
    await makeAlert(app, { content: "After the revoke" });
    expect(await rest(it)).toEqual([`event: closed\ndata: {"message":"This API key is unknown or has been revoked"}`]);
  });

  test("a premium that lapses (its period ends) ends the stream with the reason", async () => {
    const owner = await signedInUser(app, { email: "lapser@example.com" });
    await grantPremium(app, owner.user.id, { days: 3000 / 86_400_000 }); // ends in 3 s
    const { key, it } = await openStream(owner.cookie);
    const seen = await rest(it);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(
      /^event: closed\ndata: \{"message":"Your premium subscription ended on \d{4}-\d\d-\d\d \(status: active\)\. Renew premium to use the Squawk API and webhooks\."\}$/,
    );
    // As a new request is.
    expect((await fetch(`${base}/api/v1/stream`, { headers: { authorization: `Bearer ${key.key}` } })).status).toBe(403);
  }, 30_000);
});
