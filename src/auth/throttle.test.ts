import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type FreshStore, storeBackends } from "../../test/helpers/stores.ts";
import { ACCOUNT, ADDRESS, BASE_DELAY_MS, createThrottle, delayAfter, FORGET_AFTER_MS, MAX_DELAY_MS, type Throttle } from "./throttle.ts";

const A = "203.0.113.1";
const B = "198.51.100.7";

// One store per backend for the whole file: each test goes on from the counts the earlier ones left.
describe.each(storeBackends())("the throttle on $name", (backend) => {
  let s: FreshStore;
  let throttle: Throttle;
  let t = 1_000_000;
  beforeAll(async () => {
    await backend.start();
    s = await backend.fresh();
    throttle = createThrottle({ store: s.store, now: () => t });
  });
  afterAll(async () => {
    await s?.close();
    await backend.stop();
  });

  test("five attempts are free, then each failure doubles the wait up to the cap", async () => {
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) expect(await throttle.beginLogin("a@x.co", A)).toBe(0);
    waits.push(await throttle.beginLogin("a@x.co", A));
    for (let i = 0; i < 3; i++) {
      t += waits.at(-1)!; // wait exactly as told, then fail again
      expect(await throttle.beginLogin("a@x.co", A)).toBe(0);
      waits.push(await throttle.beginLogin("a@x.co", A));
    }
    expect(waits).toEqual([BASE_DELAY_MS, 2 * BASE_DELAY_MS, 4 * BASE_DELAY_MS, 8 * BASE_DELAY_MS]);
    expect(delayAfter(100)).toBe(MAX_DELAY_MS);
  });

  test("an attacker's failures do not block the same account from another address", async () => {
    for (let i = 0; i < 14; i++) await throttle.beginLogin("owner@x.co", A);
    expect(await throttle.beginLogin("owner@x.co", A)).toBeGreaterThan(0);
    expect(await throttle.beginLogin("owner@x.co", B)).toBe(0);
  });

  test("accounts are independent, and success forgives", async () => {
    expect(await throttle.beginLogin("b@x.co", A)).toBe(0);
    await throttle.forgive("a@x.co", A);
    expect(await throttle.beginLogin("a@x.co", A)).toBe(0);
  });

  test("one address spraying many accounts is stopped after the address allowance", async () => {
    const C = "192.0.2.9";
    let allowed = 0;
    for (let i = 0; i < ADDRESS.free + 5; i++) if ((await throttle.beginLogin(`spray${i}@x.co`, C)) === 0) allowed++;
    expect(allowed).toBe(ADDRESS.free);
    expect(await throttle.beginRegister(C)).toBeGreaterThan(0);
    // Another address is unaffected.
    expect(await throttle.beginLogin("spray0@x.co", B)).toBe(0);
    expect(ACCOUNT.free).toBeLessThan(ADDRESS.free);
  });

  test("a successful login takes its attempt back from the address count", async () => {
    const D = "192.0.2.10";
    for (let i = 0; i < ADDRESS.free * 2; i++) {
      expect(await throttle.beginLogin("regular@x.co", D)).toBe(0);
      await throttle.forgive("regular@x.co", D);
    }
  });

  test("a quiet day wipes the slate, and cleanup drops old rows", async () => {
    for (let i = 0; i < 6; i++) await throttle.beginLogin("c@x.co", A);
    t += FORGET_AFTER_MS + 1;
    expect(await throttle.beginLogin("c@x.co", A)).toBe(0);
    const [c] = await s.read<{ failures: number | string }>("SELECT failures FROM login_throttle WHERE email = 'c@x.co'");
    expect(Number(c!.failures)).toBe(1); // PostgreSQL answers a bigint as text
    t += FORGET_AFTER_MS + 1;
    await throttle.cleanup();
    expect(await s.read("SELECT * FROM login_throttle")).toEqual([]);
  });

  test("mail to one address: 3 in any sliding hour, whoever asks; the 4th waits for the oldest to leave the hour", async () => {
    const start = t;
    const MIN = 60_000;
    const ask = (from: string) => throttle.beginMail("inbox@x.co", from);
    expect(await ask("192.0.2.21")).toBe(0);
    t = start + 10 * MIN;
    expect(await ask("192.0.2.22")).toBe(0);
    t = start + 20 * MIN;
    expect(await ask("192.0.2.23")).toBe(0);
    // Refused until the first mail is an hour old, however long the asker waits meanwhile.
    t = start + 21 * MIN;
    expect(await ask("192.0.2.24")).toBe(39 * MIN);
    t = start + 22 * MIN + 2_000; // a minute and more later: still the same hour
    expect(await ask("192.0.2.24")).toBe(38 * MIN - 2_000);
    t = start + 60 * MIN;
    expect(await ask("192.0.2.25")).toBe(0); // the first left the hour: one more
    expect(await ask("192.0.2.25")).toBe(10 * MIN); // the next waits for the second
    t = start + 70 * MIN;
    expect(await ask("192.0.2.26")).toBe(0);
    // Another address has its own three.
    expect(await throttle.beginMail("other@x.co", "192.0.2.26")).toBe(0);
  });

  test("forgiving takes the address count down by one, never below zero (SQLite's max, PostgreSQL's greatest)", async () => {
    const E = "192.0.2.11";
    const addressCount = async () =>
      Number((await s.read<{ failures: number }>(`SELECT failures FROM login_throttle WHERE email = '' AND address = '${E}'`))[0]!.failures);
    await throttle.beginLogin("two@x.co", E);
    await throttle.beginLogin("two@x.co", E);
    expect(await addressCount()).toBe(2);
    await throttle.forgive("two@x.co", E);
    expect(await addressCount()).toBe(1);
    await throttle.forgive("two@x.co", E);
    await throttle.forgive("two@x.co", E);
    expect(await addressCount()).toBe(0);
  });

  test("parallel attempts are each counted: a burst cannot slip past the allowance", async () => {
    const F = "192.0.2.12";
    const waits = await Promise.all(Array.from({ length: ACCOUNT.free + 5 }, () => throttle.beginLogin("burst@x.co", F)));
    expect(waits.filter((w) => w === 0).length).toBe(ACCOUNT.free);
  });
});
