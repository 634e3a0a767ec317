import { describe, expect, test } from "bun:test";
import { chartBuckets, easternDay } from "./chart-buckets.ts";

const c = (High: number, Medium = 0, Low = 0) => ({ High, Medium, Low });
const total = (days: { High: number; Medium: number; Low: number }[]) => days.reduce((s, d) => s + d.High + d.Medium + d.Low, 0);

describe("chartBuckets", () => {
  test("nothing relevant yet: the 14 Eastern days ending today", () => {
    const r = chartBuckets(new Map([["2026-11-20", c(0)]]), "2026-11-23");
    expect(r.bucket).toBe("day");
    expect(r.days).toHaveLength(14);
    expect(r.days[0]!.date).toBe("2026-11-10");
    expect(r.days.at(-1)!.date).toBe("2026-11-23");
  });

  test("a short history: 14 days ending on its last post", () => {
    const r = chartBuckets(new Map([["2026-11-20", c(1, 2)]]), "2026-11-23");
    expect(r.bucket).toBe("day");
    expect(r.days).toHaveLength(14);
    expect(r.days[0]!.date).toBe("2026-11-07");
    expect(r.days.at(-1)).toEqual({ date: "2026-11-20", High: 1, Medium: 2, Low: 0 });
  });

  test("three weeks of posts from June, seen in November: three weeks of days, first post to last", () => {
    const counts = new Map<string, ReturnType<typeof c>>();
    for (let d = 0; d < 21; d += 2) counts.set(`2026-06-${String(1 + d).padStart(2, "0")}`, c(1, 1));
    const r = chartBuckets(counts, "2026-11-23");
    expect(r.bucket).toBe("day");
    expect(r.days).toHaveLength(21);
    expect(r.days[0]!.date).toBe("2026-06-01");
    expect(r.days.at(-1)!.date).toBe("2026-06-21");
    expect(total(r.days)).toBe(22);
  });

  test("half a year: weeks from Monday, nothing dropped", () => {
    const counts = new Map([
      ["2026-05-30", c(1)],
      ["2026-06-12", c(0, 3)],
      ["2026-11-23", c(0, 0, 1)],
    ]);
    const r = chartBuckets(counts, "2026-11-23");
    expect(r.bucket).toBe("week");
    expect(r.days[0]!.date).toBe("2026-05-25"); // the Monday of May 30
    expect(r.days.every((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(total(r.days)).toBe(5);
  });

  test("years: calendar months", () => {
    const r = chartBuckets(
      new Map([
        ["2022-02-14", c(2)],
        ["2026-11-01", c(1)],
      ]),
      "2026-11-23",
    );
    expect(r.bucket).toBe("month");
    expect(r.days[0]!.date).toBe("2022-02-01");
    expect(r.days.at(-1)!.date).toBe("2026-11-01");
    expect(r.days).toHaveLength(58);
    expect(total(r.days)).toBe(3);
  });

  test("Eastern days: 03:00 UTC is still the evening before in New York", () => {
    expect(easternDay(Date.parse("2026-07-08T03:00:00Z"))).toBe("2026-07-07");
    expect(easternDay(Date.parse("2026-12-08T04:59:00Z"))).toBe("2026-12-07");
    expect(easternDay(Date.parse("2026-12-08T05:00:00Z"))).toBe("2026-12-08");
  });
});
