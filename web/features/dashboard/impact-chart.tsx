import type { Stats } from "./dashboard-api.ts";

const IMPACTS = ["Low", "Medium", "High"] as const; // bottom to top
const COLOURS = { High: "fill-red-500", Medium: "fill-amber-500", Low: "fill-emerald-500" } as const;
const W = 800;
const H = 200;
const PAD = { top: 10, right: 8, bottom: 24, left: 30 };
const day = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });

/** A nice round top for the y axis (1, 2, 5, 10, 20, …) at or above the tallest bar. */
function niceMax(n: number) {
  if (n <= 4) return Math.max(n, 1);
  const p = 10 ** Math.floor(Math.log10(n));
  return [1, 2, 5, 10].map((m) => m * p).find((v) => v >= n)!;
}

/**
 * Relevant posts per day, stacked by impact: a hand-drawn SVG (no chart library). Each bar
 * segment names its day and count for screen readers and on hover.
 */
export function ImpactChart({ days }: { days: Stats["days"] }) {
  const totals = days.map((d) => d.High + d.Medium + d.Low);
  const max = niceMax(Math.max(0, ...totals));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(days.length, 1);
  const barW = Math.max(2, slot * 0.7);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const sum = totals.reduce((a, b) => a + b, 0);
  const label = `Relevant posts per day by impact, ${days[0] ? day.format(new Date(days[0].date)) : ""} to ${days.at(-1) ? day.format(new Date(days.at(-1)!.date)) : ""}: ${sum} in all.`;

  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">Relevant posts per day</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={label} data-testid="impact-chart">
        {[0, max / 2, max].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="stroke-border" strokeDasharray={v ? "3 3" : undefined} />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="fill-muted-foreground text-[11px]">
              {Number.isInteger(v) ? v : v.toFixed(1)}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          let base = 0;
          const x = PAD.left + i * slot + (slot - barW) / 2;
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
                    <title>{`${day.format(new Date(d.date))}: ${v} ${impact}`}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
        {days.map((d, i) =>
          // Weekly labels, and the last day; a weekly one too close to the last is left out.
          (i % 7 === 0 && days.length - 1 - i >= 4) || i === days.length - 1 ? (
            <text key={d.date} x={PAD.left + i * slot + slot / 2} y={H - 6} textAnchor="middle" className="fill-muted-foreground text-[11px]">
              {day.format(new Date(d.date))}
            </text>
          ) : null,
        )}
      </svg>
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
