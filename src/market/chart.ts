import { GRANULARITIES, GRANULARITY_MS, type Granularity } from "./market-data.ts";

/**
 * Where an alert's chart puts each point (shared by the dashboard and the Mini App, which import
 * it): a bar is stamped with its start and its close is the price at its end, so each close is
 * plotted at its bar's end; the post is marked at its own second. x runs from 10 minutes before
 * the post to 60 after, in [0, width].
 */
export function chartPoints(
  chart: { postedAt: number; granularity: string; invert: boolean; bars: { t: number; close: number }[] },
  width: number,
  height: number,
) {
  const from = chart.postedAt - 10 * 60_000;
  const span = 70 * 60_000;
  const step = GRANULARITIES.includes(chart.granularity as Granularity) ? GRANULARITY_MS[chart.granularity as Granularity] : 60_000;
  const closes = chart.bars.map((b) => (chart.invert ? 1 / b.close : b.close));
  const lo = Math.min(...closes);
  const hi = Math.max(...closes);
  const x = (t: number) => ((t - from) / span) * width;
  const y = (v: number) => (hi === lo ? height / 2 : height - 2 - ((v - lo) / (hi - lo)) * (height - 4));
  return { post: x(chart.postedAt), points: chart.bars.map((b, i) => ({ x: x(b.t + step), y: y(closes[i]!) })) };
}
