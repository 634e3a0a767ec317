import { describe, expect, test } from "bun:test";
import { analyzeWithRules } from "../rules.ts";

/**
 * Issue 34 §4: a conditional threat against an oil route or a trading partner is at least Medium,
 * and High only with a date, a rate or "immediately"; the condition the other side must meet
 * ("if Canada does not drop its tariffs") is never read as relief.
 */
const THREATS: [string, "Medium" | "High", Record<string, string>][] = [
  [
    "If Iran does anything to stop the flow of oil through the Strait of Hormuz, they will be hit by the United States of America twenty times harder than they have been hit so far.",
    "Medium",
    { USO: "up" },
  ],
  ["If Iran attacks any ship in the Strait of Hormuz, it will be the end of Iran.", "Medium", { USO: "up" }],
  // Eighteenth round (from probe-dev23.json, in new words): the route unnamed but for its oil, and the Red Sea's shipping.
  ["If anyone tries to stop the oil moving through the Strait, it will be a very bad day for them.", "Medium", { USO: "up" }],
  ["If the Houthis fire on one more ship in the Red Sea, they will be hit harder than ever.", "Medium", { USO: "up" }],
  ["If Iran does anything to stop the flow of oil through the Strait of Hormuz, we will hit their oil infrastructure immediately.", "High", { USO: "up" }],
  ["If Iran closes the Strait of Hormuz by Friday, we will destroy their power plants.", "High", { USO: "up" }],
  ["If Canada does not drop its ridiculous Dairy Tariffs, we will put Tariffs on Canada.", "Medium", { EWC: "down", CAD: "down" }],
  ["If Canada does not drop its ridiculous Dairy Tariffs, we will put a 35% Tariff on Canada.", "High", { EWC: "down", CAD: "down" }],
  ["Should Mexico fail to stop the flow of drugs, we will impose Tariffs on Mexico starting August 1st.", "High", { EWW: "down", MXN: "down" }],
];

describe("conditional threats (issue 34 §4)", () => {
  test.each(THREATS)("%s → %s", (content, level, ways) => {
    const a = analyzeWithRules({ content, createdAt: Date.UTC(2026, 3, 8, 15) });
    expect(a.impact).toBe(level);
    expect(Object.fromEntries(a.instruments.map((i) => [i.symbol, i.direction]))).toMatchObject(ways);
  });
});

/**
 * The rubric's typical relevant: military action he announces himself involving an oil producer or
 * a major economy is never graded below Medium, even in a post too short for the score's words; an
 * oil producer only named is not lifted.
 */
const ESCALATIONS: [string, Record<string, string>][] = [
  ["Everyone should immediately evacuate Tehran!", { USO: "up" }],
  ["Venezuela had its chance. Everyone should immediately evacuate Caracas!", { USO: "up" }],
];
const NAMED_ONLY = ["The people of Iran are great people.", "Happy Independence Day to the people of Venezuela!"];

describe("his own military escalation with an oil producer", () => {
  test.each(ESCALATIONS)("%s → at least Medium", (content, ways) => {
    const a = analyzeWithRules({ content, createdAt: Date.UTC(2026, 3, 8, 15) });
    expect(["Medium", "High"]).toContain(a.impact);
    expect(Object.fromEntries(a.instruments.map((i) => [i.symbol, i.direction]))).toMatchObject(ways);
  });
  // The floor's part: a producer merely named is no escalation, so nothing lifts it to Medium and
  // the map names nothing. Whether such a post is None or Low is the learned score's call (it
  // reads "The people of Iran…" as Low at 0.31 since the sixth round's archive labels).
  test.each(NAMED_ONLY)("%s → not lifted", (content) => {
    const a = analyzeWithRules({ content, createdAt: Date.UTC(2026, 3, 8, 15) });
    expect(["None", "Low"]).toContain(a.impact);
    expect(a.instruments).toEqual([]);
  });
});
