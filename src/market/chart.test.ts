import { expect, test } from "bun:test";
import { chartPoints } from "./chart.ts";

test("the chart plots each close at its bar's end and the post at its own second", () => {
  const P = Date.parse("2026-11-17T15:00:05Z");
  const minute = Math.floor(P / 60_000) * 60_000;
  // The bar that holds the post closes after the step, 55 s after the post.
  const bars = [
    { t: minute - 60_000, close: 70 },
    { t: minute, close: 68.6 },
    { t: minute + 60_000, close: 68.6 },
  ];
  const { post, points } = chartPoints({ postedAt: P, granularity: "1m", invert: false, bars }, 700, 28);
  const x = (t: number) => ((t - (P - 600_000)) / 4_200_000) * 700;
  expect(post).toBeCloseTo(100, 6);
  expect(points.map((p) => p.x)).toEqual([minute, minute + 60_000, minute + 120_000].map((t) => expect.closeTo(x(t), 6)));
  // Nothing after the post is drawn before its mark: the drop shows to its right.
  const low = Math.max(...points.map((p) => p.y));
  expect(points.filter((p) => p.x < post).every((p) => p.y < low)).toBe(true);
  expect(chartPoints({ postedAt: P, granularity: "5m", invert: false, bars: [{ t: minute, close: 1 }] }, 700, 28).points[0]!.x).toBeCloseTo(
    x(minute + 300_000),
    6,
  );
});
