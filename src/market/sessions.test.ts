import { describe, expect, test } from "bun:test";
import { atEastern, CALENDAR_LAST_YEAR, inRegularHours, sessionClosingAfter, sessionOn, sessionOpeningAfter } from "./sessions.ts";

describe("the NYSE calendar", () => {
  test("still covers the next 90 days (extend the table in sessions.ts from NYSE's published calendar)", () => {
    const end = Date.parse(`${CALENDAR_LAST_YEAR}-12-31T23:59:59Z`);
    expect(end - Date.now()).toBeGreaterThan(90 * 86_400_000);
  });

  test("holidays, half days and weekends", () => {
    expect(sessionOn("2026-11-26")).toBeNull(); // Thanksgiving
    expect(sessionOn("2026-07-03")).toBeNull(); // Independence Day, observed on the Friday
    expect(sessionOn("2027-03-26")).toBeNull(); // Good Friday
    expect(sessionOn("2026-11-28")).toBeNull(); // a Saturday
    expect(sessionOn("2026-11-27")).toMatchObject({ halfDay: true, close: atEastern("2026-11-27", 13 * 60), postEnd: atEastern("2026-11-27", 17 * 60) });
    expect(sessionOn("2026-11-30")).toMatchObject({ halfDay: false, open: atEastern("2026-11-30", 9 * 60 + 30), close: atEastern("2026-11-30", 16 * 60) });
  });

  test("the next close and the next open after a moment", () => {
    expect(sessionClosingAfter(atEastern("2026-11-25", 15 * 60)).date).toBe("2026-11-25");
    expect(sessionClosingAfter(atEastern("2026-11-25", 16 * 60)).date).toBe("2026-11-27");
    expect(sessionClosingAfter(atEastern("2026-11-27", 13 * 60 + 1)).date).toBe("2026-11-30");
    expect(sessionOpeningAfter(atEastern("2026-11-25", 9 * 60)).date).toBe("2026-11-25");
    expect(sessionOpeningAfter(atEastern("2026-11-25", 10 * 60)).date).toBe("2026-11-27");
    expect(inRegularHours(atEastern("2026-11-27", 12 * 60 + 59))).toBe(true);
    expect(inRegularHours(atEastern("2026-11-27", 13 * 60))).toBe(false);
    expect(inRegularHours(atEastern("2026-11-26", 11 * 60))).toBe(false);
  });
});
