import { expect, test } from "bun:test";
import { formatEt, formatMinutes } from "./time.ts";

test("times are US Eastern with the zone written ET, summer and winter", () => {
  expect(formatEt(Date.UTC(2025, 6, 7, 16, 8))).toBe("Jul 7, 2025, 12:08 PM ET");
  expect(formatEt(Date.UTC(2026, 10, 22, 14, 3))).toBe("Nov 22, 2026, 9:03 AM ET");
});

test("minutes read naturally", () => {
  expect([1, 15, 0.5, 1.5, 0, 60].map(formatMinutes)).toEqual(["1 minute", "15 minutes", "30 seconds", "1.5 minutes", "0 minutes", "60 minutes"]);
});
