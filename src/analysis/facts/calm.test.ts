import { describe, expect, test } from "bun:test";
import { analysisOf, judge } from "../rules.ts";

/** Tuesday 2026-04-07 15:00 UTC: New York's cash market open. */
const OPEN = Date.UTC(2026, 3, 7, 15);
const read = (content: string) => {
  const sig = judge(content);
  const kinds = sig.facts.filter((f) => f.voice === "own").map((f) => f.kind);
  const ways = Object.fromEntries(analysisOf(sig, OPEN).instruments.map((i) => [i.symbol, i.direction]));
  return { kinds, ways };
};
const CALM = ["ceasefire", "de-escalation"];

// Written for these tests: calm with an oil producer read only where the post says it, never from a
// meeting put off because of a war, talks with a third country, or a truce the other side refuses.
describe("calm with an oil producer, and what only looks like it", () => {
  test.each([
    ["strikes postponed", "I have decided to postpone the strikes on Iran's power plants for five days while talks go on."],
    ["peace talks with the producer", "Great progress today: negotiations with Russia toward a peace deal in Ukraine are moving fast."],
    ["a ceasefire agreed", "Israel and Iran have agreed to a complete and total CEASEFIRE, effective immediately."],
  ])("calm: %s (crude down)", (_, content) => {
    const r = read(content);
    expect(r.kinds.some((k) => CALM.includes(k))).toBe(true);
    expect(r.ways.USO).toBe("down");
  });

  test.each([
    [
      "a meeting postponed because of a war",
      "My meeting with President Xi, originally postponed due to our Military operation in Iran, has been rescheduled for May 14th.",
    ],
    [
      "a truce refused while talks are offered",
      "President Putin of Russia doesn’t want to have a Cease Fire Agreement with Ukraine, but rather wants to meet on Thursday, in Turkey, to negotiate.",
    ],
    [
      "sanctions on the producer's oil companies because he refuses to stop the killing",
      "Today we are sanctioning Russia's biggest Oil Companies because Putin refuses to stop the killing. It is time for this War to END!",
    ],
    [
      "talks with a third country beside the war",
      "Our negotiations with China on trade went very well, while the Iran Regime keeps threatening its neighbors.",
    ],
    [
      "calm offered for a demand, force if it is refused",
      "Our strikes on the Iran-backed rebels have been relentless. Stop firing at U.S. ships, and we will stop shooting at you. Otherwise, the real pain is yet to come.",
    ],
  ])("not calm: %s (crude not pointed down)", (_, content) => {
    const r = read(content);
    expect(r.kinds.filter((k) => CALM.includes(k))).toEqual([]);
    expect(r.ways.USO).not.toBe("down");
  });
});
