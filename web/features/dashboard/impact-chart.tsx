import { useLayoutEffect, useRef, useState } from "react";
import type { Stats } from "./dashboard-api.ts";

const IMPACTS = ["Low", "Medium", "High"] as const; // bottom to top
const COLOURS = { High: "fill-red-500", Medium: "fill-amber-500", Low: "fill-emerald-500" } as const;
const H = 200;
const PAD = { top: 10, right: 8, bottom: 26 };
const FONT_PX = 12;
// The dates are Eastern calendar dates (YYYY-MM-DD): read at UTC midnight, shown in UTC, they stay that date.
const dayLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const monthLabel = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
const LABEL_PX = { day: 48, week: 48, month: 68 } as const;
const PER = { day: "day", week: "week", month: "month" } as const;

/** Whole-number ticks from 0 to a round top at or above the tallest bar, in at most ~5 steps of 1, 2, 5, 10, … */
export function yTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const p = 10 ** Math.floor(Math.log10(Math.max(rough, 1)));
  const step = [1, 2, 5, 10].map((m) => m * p).find((v) => v >= rough)!;
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

/** The chart's width in CSS pixels, so that text is drawn at its real size rather than scaled down. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current!;
    setWidth(el.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Relevant posts per day (or week, or month for a long history), stacked by impact: a
 * hand-drawn SVG (no chart library) at the width it is shown. Each bar segment names its
 * period and count for screen readers and on hover.
 */
export function ImpactChart({ days, bucket = "day" }: { days: Stats["days"]; bucket?: Stats["bucket"] }) {
  const [ref, W] = useWidth();
  const label = (date: string) => (bucket === "month" ? monthLabel : dayLabel).format(new Date(`${date}T00:00:00Z`));
  const totals = days.map((d) => d.High + d.Medium + d.Low);
  const ticks = yTicks(Math.max(0, ...totals));
  const max = ticks.at(-1)!;
  const left = 10 + String(max).length * 8;
  const plotW = Math.max(0, W - left - PAD.right);
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(days.length, 1);
  const barW = Math.max(2, slot * 0.7);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  // Every k-th bar is labelled, counted back from the newest, so labels never overlap.
  const every = Math.max(1, Math.ceil(LABEL_PX[bucket] / Math.max(slot, 1)));
  const sum = totals.reduce((a, b) => a + b, 0);
  const summary = `Relevant posts per ${PER[bucket]} by impact, ${days[0] ? label(days[0].date) : ""} to ${days.at(-1) ? label(days.at(-1)!.date) : ""} (US Eastern): ${sum} in all.`;
  const title = (date: string) => (bucket === "week" ? `Week of ${label(date)}` : label(date));

  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">Relevant posts per {PER[bucket]}</figcaption>
      <div ref={ref} className="w-full">
        <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} className="block" role="img" aria-label={summary} data-testid="impact-chart">
          {W > 0 && (
            <>
              {ticks.map((v) => (
                <g key={v} data-tick={v}>
                  <line x1={left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="stroke-border" strokeDasharray={v ? "3 3" : undefined} />
                  <text x={left - 6} y={y(v) + 4} textAnchor="end" fontSize={FONT_PX} className="fill-muted-foreground">
                    {v}
                  </text>
                </g>
              ))}
              {days.map((d, i) => {
                let base = 0;
                const x = left + i * slot + (slot - barW) / 2;
                return (
                  <g key={d.date} data-date={d.date}>
                    {IMPACTS.map((impact) => {
                      const v = d[impact];
                      if (!v) return null;
                      const top = y(base + v);
                      const h = y(base) - top;
                      base += v;
                      return (
                        <rect key={impact} x={x} y={top} width={barW} height={h} rx={1} className={COLOURS[impact]} data-impact={impact} data-count={v}>
                          <title>{`${title(d.date)}: ${v} ${impact}`}</title>
                        </rect>
                      );
                    })}
                  </g>
                );
              })}
              {days.map((d, i) => {
                if ((days.length - 1 - i) % every !== 0) return null;
                // Centred under its bar, but kept inside the chart at either end.
                const cx = left + i * slot + slot / 2;
                const half = LABEL_PX[bucket] / 2;
                const [x, anchor]: [number, "start" | "middle" | "end"] = cx + half > W ? [W - 1, "end"] : cx - half < 0 ? [1, "start"] : [cx, "middle"];
                return (
                  <text key={d.date} x={x} y={H - 8} textAnchor={anchor} fontSize={FONT_PX} className="fill-muted-foreground" data-axis="x">
                    {label(d.date)}
                  </text>
                );
              })}
            </>
          )}
        </svg>
      </div>
      <ul className="flex flex-wrap gap-4 text-xs text-muted-foreground" aria-label="Legend">
        {(["High", "Medium", "Low"] as const).map((impact) => (
          <li key={impact} className="flex items-center gap-1.5">
            <svg viewBox="0 0 10 10" className="size-2.5" aria-hidden="true">
              <rect width="10" height="10" rx="2" className={COLOURS[impact]} />
            </svg>
            {impact}
          </li>
        ))}
      </ul>
    </figure>
  );
}
