import { afterAll, describe, expect, test } from "bun:test";
import { Api, type GrammyError } from "grammy";
import { startTelegramFake } from "../../../../test/fakes/telegram.ts";
import { createPacer } from "./pacer.ts";

const tg = startTelegramFake({ enforce: true });
afterAll(() => tg.stop());
const api = new Api(tg.token, { apiRoot: tg.url });

describe("Telegram's limits", () => {
  test("the enforcing fake answers 429 with retry_after past 30 messages a second and 1 a second per chat", async () => {
    const results = await Promise.allSettled(Array.from({ length: 35 }, (_, i) => api.sendMessage(60_000 + i, "hi")));
    const limited = results.filter((r) => r.status === "rejected");
    expect(limited.length).toBe(5);
    const e = (limited[0] as PromiseRejectedResult).reason as GrammyError;
    expect(e.error_code).toBe(429);
    expect(e.parameters.retry_after).toBeGreaterThanOrEqual(1);
    await Bun.sleep(1000);
    // Two at once to one chat: one goes, the other is too soon (sent together, so load cannot space them).
    const pair = await Promise.allSettled([api.sendMessage(70_000, "first"), api.sendMessage(70_000, "second, too soon")]);
    expect(pair.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(String((pair.find((r) => r.status === "rejected") as PromiseRejectedResult).reason)).toContain("Too Many Requests");
  });

  test("the pacer spaces messages: 29 a second overall, 1.05 s per chat, 20 a minute per group", () => {
    const p = createPacer();
    for (let i = 0; i < 29; i++) p.note(String(i), 1000 + i);
    // A second after the first, plus 2 ms for Date.now()'s truncation.
    expect(p.globalReadyAt(1030)).toBe(2002);
    expect(p.globalReadyAt(2001)).toBe(2002);
    expect(p.globalReadyAt(2003)).toBe(2003);
    expect(p.chatReadyAt("5")).toBe(1005 + 1050);
    const g = createPacer();
    for (let i = 0; i < 20; i++) g.note("-100123", i * 1100);
    expect(g.chatReadyAt("-100123")).toBe(61_000);
    expect(g.chatReadyAt("777")).toBe(-Infinity);
  });
});
