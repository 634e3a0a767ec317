import { describe, expect, test } from "bun:test";
import { analyzeWithRules } from "../rules.ts";

const ways = (content: string) =>
  Object.fromEntries(analyzeWithRules({ content, createdAt: Date.UTC(2026, 3, 8, 15) }).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (eighteenth round, from the development probe probe-dev23.json, in new
 * words): the turns of an oil war that the readers had read the wrong way round. A threat put after
 * a colon is still a threat, and oil promised to keep flowing is no new barrel; a truce declared
 * over after it took effect is fighting; a halt on strikes extended is calm; fields restarting after
 * a blockade and exports going to zero move the barrels the way they say.
 */
const TURNS: [string, string, Record<string, string>][] = [
  [
    "a threat after a colon, oil promised to keep flowing",
    "TEHRAN, understand this: if you touch a single tanker in the Strait of Hormuz, we will hit you IMMEDIATELY and harder than ever before. The oil will keep flowing!",
    { USO: "up", XLE: "up", VIX: "up" },
  ],
  [
    "a truce over after it took effect",
    "Iran launched drones at Saudi Arabia just a day after the Cease Fire began. Saudi Arabia is striking back. The Cease Fire is OVER!",
    { USO: "up", SPY: "down", VIX: "up" },
  ],
  [
    "a halt on attacks extended",
    "At my request, Russia and Ukraine will extend the halt on attacks against power plants, refineries and oil terminals for another two weeks.",
    { USO: "down", VGK: "up" },
  ],
  [
    "fields restarting after a blockade",
    "Iraq's northern oil fields are restarting after the blockade, and the oil is going back into the pipeline to Turkey.",
    { USO: "down" },
  ],
  [
    "exports to zero, and their buyers sanctioned",
    "Venezuela's Oil exports will go to ZERO. Any Country buying Venezuelan Oil will be subject to Secondary Sanctions, effective immediately!",
    { USO: "up", XLE: "up" },
  ],
];

describe("the turns of an oil war", () => {
  test.each(TURNS)("%s", (_, content, expected) => {
    expect(ways(content)).toMatchObject(expected);
  });
});

test("the Taiwan Strait is not the oil route", () => {
  expect(ways("China is sending warships through the Taiwan Strait again, and tankers are watching. Not good!").USO).toBeUndefined();
});

/** Written for these tests (from probe-dev23.json's shapes, new words): sanctions told as done, and the island Iran's crude leaves from. */
describe("sanctions told as done, a blockade of Iran's export terminal", () => {
  test.each([
    ["The Treasury has just SANCTIONED three refineries in Dalian that were buying Iranian Oil.", { USO: "up" }],
    ["Today we SANCTIONED 120 tankers of Iran's 'Ghost Fleet', along with their owners.", { USO: "up" }],
    ["I have just ordered a complete NAVAL BLOCKADE of Kharg Island. Nothing gets in or out.", { USO: "up", XLE: "up" }],
    ["Tonight our brave pilots hit Iran's largest missile bases with tremendous force. All planes are home safely.", { USO: "up", SPY: "down" }],
  ])("%s", (content, expected) => {
    const a = analyzeWithRules({ content, createdAt: Date.UTC(2026, 3, 8, 15) });
    expect(a.impact).toBe("High");
    expect(ways(content)).toMatchObject(expected);
  });
});
