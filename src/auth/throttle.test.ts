import { afterAll, expect, test } from "bun:test";
import { migrate, openDb } from "../db/index.ts";
import { loginThrottle } from "../db/schema/auth.ts";
import { ACCOUNT, ADDRESS, BASE_DELAY_MS, createThrottle, delayAfter, FORGET_AFTER_MS, MAX_DELAY_MS } from "./throttle.ts";

const db = openDb(":memory:");
migrate(db);
afterAll(() => db.$client.close());
let t = 1_000_000;
const throttle = createThrottle({ db, now: () => t });
const A = "203.0.113.1";
const B = "198.51.100.7";

test("five attempts are free, then each failure doubles the wait up to the cap", () => {
  const waits: number[] = [];
  for (let i = 0; i < 5; i++) expect(throttle.beginLogin("a@x.co", A)).toBe(0);
  waits.push(throttle.beginLogin("a@x.co", A));
  for (let i = 0; i < 3; i++) {
    t += waits.at(-1)!; // wait exactly as told, then fail again
    expect(throttle.beginLogin("a@x.co", A)).toBe(0);
    waits.push(throttle.beginLogin("a@x.co", A));
  }
  expect(waits).toEqual([BASE_DELAY_MS, 2 * BASE_DELAY_MS, 4 * BASE_DELAY_MS, 8 * BASE_DELAY_MS]);
  expect(delayAfter(100)).toBe(MAX_DELAY_MS);
});

test("an attacker's failures do not block the same account from another address", () => {
  for (let i = 0; i < 14; i++) throttle.beginLogin("owner@x.co", A);
  expect(throttle.beginLogin("owner@x.co", A)).toBeGreaterThan(0);
  expect(throttle.beginLogin("owner@x.co", B)).toBe(0);
});

test("accounts are independent, and success forgives", () => {
  expect(throttle.beginLogin("b@x.co", A)).toBe(0);
  throttle.forgive("a@x.co", A);
  expect(throttle.beginLogin("a@x.co", A)).toBe(0);
});

test("one address spraying many accounts is stopped after the address allowance", () => {
  const C = "192.0.2.9";
  let allowed = 0;
  for (let i = 0; i < ADDRESS.free + 5; i++) if (throttle.beginLogin(`spray${i}@x.co`, C) === 0) allowed++;
  expect(allowed).toBe(ADDRESS.free);
  expect(throttle.beginRegister(C)).toBeGreaterThan(0);
  // Another address is unaffected.
  expect(throttle.beginLogin("spray0@x.co", B)).toBe(0);
  expect(ACCOUNT.free).toBeLessThan(ADDRESS.free);
});

test("a successful login takes its attempt back from the address count", () => {
  const D = "192.0.2.10";
  for (let i = 0; i < ADDRESS.free * 2; i++) {
    expect(throttle.beginLogin("regular@x.co", D)).toBe(0);
    throttle.forgive("regular@x.co", D);
  }
});

test("a quiet day wipes the slate, and cleanup drops old rows", () => {
  for (let i = 0; i < 6; i++) throttle.beginLogin("c@x.co", A);
  t += FORGET_AFTER_MS + 1;
  expect(throttle.beginLogin("c@x.co", A)).toBe(0);
  expect(
    db
      .select()
      .from(loginThrottle)
      .all()
      .find((r) => r.email === "c@x.co")!.failures,
  ).toBe(1);
  t += FORGET_AFTER_MS + 1;
  throttle.cleanup();
  expect(db.select().from(loginThrottle).all()).toEqual([]);
});

test("mail to one address: 3 in any sliding hour, whoever asks; the 4th waits for the oldest to leave the hour", () => {
  const start = t;
  const MIN = 60_000;
  const ask = (from: string) => throttle.beginMail("inbox@x.co", from);
  expect(ask("192.0.2.21")).toBe(0);
  t = start + 10 * MIN;
  expect(ask("192.0.2.22")).toBe(0);
  t = start + 20 * MIN;
  expect(ask("192.0.2.23")).toBe(0);
  // Refused until the first mail is an hour old, however long the asker waits meanwhile.
  t = start + 21 * MIN;
  expect(ask("192.0.2.24")).toBe(39 * MIN);
  t = start + 22 * MIN + 2_000; // a minute and more later: still the same hour
  expect(ask("192.0.2.24")).toBe(38 * MIN - 2_000);
  t = start + 60 * MIN;
  expect(ask("192.0.2.25")).toBe(0); // the first left the hour: one more
  expect(ask("192.0.2.25")).toBe(10 * MIN); // the next waits for the second
  t = start + 70 * MIN;
  expect(ask("192.0.2.26")).toBe(0);
  // Another address has its own three.
  expect(throttle.beginMail("other@x.co", "192.0.2.26")).toBe(0);
});
