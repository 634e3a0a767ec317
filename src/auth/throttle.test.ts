import { afterAll, expect, test } from "bun:test";
import { migrate, openDb } from "../db/index.ts";
import { loginThrottle } from "../db/schema/auth.ts";
import { BASE_DELAY_MS, createThrottle, delayAfter, FORGET_AFTER_MS, MAX_DELAY_MS } from "./throttle.ts";

const db = openDb(":memory:");
migrate(db);
afterAll(() => db.$client.close());
let t = 1_000_000;
const throttle = createThrottle({ db, now: () => t });

test("five attempts are free, then each failure doubles the wait up to the cap", () => {
  const waits: number[] = [];
  for (let i = 0; i < 5; i++) expect(throttle.begin("a@x.co")).toBe(0);
  waits.push(throttle.begin("a@x.co"));
  for (let i = 0; i < 3; i++) {
    t += waits.at(-1)!; // wait exactly as told, then fail again
    expect(throttle.begin("a@x.co")).toBe(0);
    waits.push(throttle.begin("a@x.co"));
  }
  expect(waits).toEqual([BASE_DELAY_MS, 2 * BASE_DELAY_MS, 4 * BASE_DELAY_MS, 8 * BASE_DELAY_MS]);
  expect(delayAfter(100)).toBe(MAX_DELAY_MS);
});

test("accounts are independent, and success forgives", () => {
  expect(throttle.begin("b@x.co")).toBe(0);
  throttle.forgive("a@x.co");
  expect(throttle.begin("a@x.co")).toBe(0);
});

test("a quiet day wipes the slate, and cleanup drops old rows", () => {
  for (let i = 0; i < 6; i++) throttle.begin("c@x.co");
  t += FORGET_AFTER_MS + 1;
  expect(throttle.begin("c@x.co")).toBe(0);
  expect(db.select().from(loginThrottle).all().find((r) => r.email === "c@x.co")!.failures).toBe(1);
  t += FORGET_AFTER_MS + 1;
  throttle.cleanup();
  expect(db.select().from(loginThrottle).all()).toEqual([]);
});
