import { afterAll, expect, test } from "bun:test";
import { unauthorized } from "../errors.ts";
import { testApp } from "../../test/helpers/app.ts";
import { createSignal, createStreams } from "./stream.ts";

const app = testApp();
afterAll(() => app.close());
// A signal of its own whose clock does not tick during the test: the passes are the test's alone.
const signal = createSignal(3_600_000);
const streams = createStreams({ store: app.store, signal });

/** Until every open stream has finished its look and waits for the next pass (its queries are awaited). */
async function allWaiting(n: number) {
  while (signal.waiting() < n) await Bun.sleep(1);
}

/** Everything a stream says until it ends, as text. */
async function rest(body: ReadableStream<Uint8Array>) {
  return new Response(body).text();
}

test("the streams of one key woken together ask their access once, and a refusal ends every one of them", async () => {
  const asked = { a: 0, b: 0 };
  let refuseA = false;
  const aborts: AbortController[] = [];
  const open = (key: "a" | "b") => {
    const abort = new AbortController();
    aborts.push(abort);
    const access = () => {
      asked[key]++;
      if (key === "a" && refuseA) throw unauthorized("This API key is unknown or has been revoked");
      return { tier: "premium" as const, visibleUntil: undefined };
    };
    return streams.open({ access, accessKey: `Bearer ${key}`, lastEventId: null, abort: abort.signal });
  };
  const a = await Promise.all(Array.from({ length: 50 }, () => open("a")));
  const b = await Promise.all(Array.from({ length: 50 }, () => open("b")));
  await allWaiting(100);

  // A wake (an alert's commit, a revoke, the 1 s tick) runs every waiting stream's turn in one
  // synchronous pass, so no other wake comes between: one check per key, not one per stream.
  asked.a = asked.b = 0;
  signal.notify();
  expect(asked).toEqual({ a: 1, b: 1 });
  // The next wake asks again: nothing is kept from one to the next.
  await allWaiting(100);
  signal.notify();
  expect(asked).toEqual({ a: 2, b: 2 });

  // Key a's access ends: the next wake's one refusal closes all 50 of its streams, and only them.
  refuseA = true;
  await allWaiting(100);
  asked.a = asked.b = 0;
  signal.notify();
  expect(asked).toEqual({ a: 1, b: 1 });
  for (const text of await Promise.all(a.map(rest))) {
    expect(text).toBe(`retry: 3000\n: connected\n\nevent: closed\ndata: {"message":"This API key is unknown or has been revoked"}\n\n`);
  }
  for (const abort of aborts) abort.abort();
  for (const text of await Promise.all(b.map(rest))) expect(text).not.toContain("event: closed");
});

test("wakes for new alerts share the key's answer for up to a second; a notify (the tick, a revoke) asks anew", async () => {
  let asked = 0;
  const abort = new AbortController();
  const access = () => (asked++, { tier: "premium" as const, visibleUntil: undefined });
  const open = () => streams.open({ access, accessKey: "Bearer burst", lastEventId: null, abort: abort.signal });
  const opened = await Promise.all(Array.from({ length: 20 }, open));
  await allWaiting(20);
  signal.notify();
  await allWaiting(20);
  const after = asked;
  // A burst of alerts heard from other nodes: each wakes all 20 streams, none asks again.
  for (let i = 0; i < 3; i++) {
    signal.alerted();
    await allWaiting(20);
  }
  expect(asked).toBe(after);
  signal.notify();
  expect(asked).toBe(after + 1);
  abort.abort();
  await Promise.all(opened.map(rest));
});
