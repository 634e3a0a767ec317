import { describe, expect, test } from "bun:test";
import { analyzeWithRules } from "../rules.ts";
import { standingRate } from "./standing.ts";

const at = (day: string) => Date.parse(`${day}T15:00:00Z`);
const ways = (content: string, day: string) =>
  Object.fromEntries(analyzeWithRules({ content, createdAt: at(day) }).instruments.map((i) => [i.symbol, i.direction]));

/** A rate named for a partner, read against the rate in force that day: below it is relief, above it a raise. */
const CASES: [string, string, string, Record<string, string>][] = [
  ["a lower rate floated while a higher one stands", "A 60% Tariff on China would be fair!", "2025-05-07", { FXI: "up", CNY: "up" }],
  ["the same rate once the standing one is lower", "A 60% Tariff on China would be fair!", "2025-06-10", { FXI: "down", CNY: "down" }],
  ["a rate added to the standing one", "I am increasing the Tariff on Canada by 10% over and above what they are paying now.", "2025-10-25", { EWC: "down" }],
  ["an additional rate", "I am imposing an additional 25% Tariff on India.", "2025-08-28", { INDA: "down" }],
  ["a rate above the standing one", "India will pay a 25% Tariff starting August 1st.", "2025-07-30", { INDA: "down", INR: "down" }],
];

describe("a rate named against the rate in force", () => {
  test.each(CASES)("%s", (_kind, content, day, want) => {
    expect(ways(content, day)).toMatchObject(want);
  });

  test.each([
    ["China", "2025-04-11", 145],
    ["China", "2025-05-20", 30],
    ["India", "2025-09-01", 50],
    ["Brazil", "2025-09-01", null],
    ["China", "2026-03-01", null],
  ] as const)("%s on %s: %p", (country, day, rate) => {
    expect(standingRate(country, at(day))).toBe(rate);
  });
});
