import { useEffect, useState } from "react";
import { chartPoints } from "../../../src/market/chart.ts";
import { formatPct, horizonCells, moveSign } from "../../../src/market/reaction-cells.ts";
import type { ReactionView } from "../../../src/market/view.ts";

/**
 * "Since the post": what the market did after an alert, per instrument (the analysis's first,
 * then SPY and QQQ), at each horizon known so far with its move vs market beside it ("no data
 * yet" for one still to come), the move in the 15 minutes before the post, and a small 1-minute chart per instrument
 * from 10 minutes before to 60 after, the post marked. Moves come only from stored bars: with
 * no market data the block is not shown at all. Shared by the dashboard and the Mini App
 * (inline styles: it lives under both style sheets).
 */
type Chart = { symbol: string; invert: boolean; postedAt: number; granularity: string; bars: { t: number; close: number }[] };
const TONE = { 1: "#16a34a", 0: "inherit", [-1]: "#dc2626" } as const;
const tone = (pct: number | null) => TONE[moveSign(pct)];

export function SinceThePost({ alertId, reactions }: { alertId: number; reactions: ReactionView[] }) {
  const [charts, setCharts] = useState<Chart[]>([]);
  const known = reactions.length;
  useEffect(() => {
    // Only once there is a move: an alert without one has no chart to show.
    if (known === 0) return;
    let live = true;
    fetch(`/api/alerts/${alertId}/reaction`, { credentials: "include" })
      .then((r) => (r.ok ? r.json() : { charts: [] }))
      .then((d: { charts: Chart[] }) => live && setCharts(d.charts))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [alertId, known]);
  if (reactions.length === 0) return null;
  const symbols = [...new Set(reactions.map((r) => r.symbol))];
  return (
    <section aria-label="Since the post" data-testid="since-the-post" style={{ display: "grid", gap: 8 }}>
      <p style={{ fontSize: 12, fontWeight: 600, margin: 0 }}>Since the post</p>
      <ul style={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 6 }}>
        {symbols.map((symbol) => {
          const moves = reactions.filter((r) => r.symbol === symbol);
          const before = moves.find((m) => m.prePct !== null)?.prePct ?? null;
          const chart = charts.find((c) => c.symbol === symbol);
          return (
            <li key={symbol} style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8, fontSize: 12 }}>
              <b style={{ fontFamily: "ui-monospace, monospace", minWidth: 44 }}>{symbol}</b>
              {chart && chart.bars.length > 1 && <Spark chart={chart} />}
              {before !== null && (
                <span title="From 15 minutes before the post to the post">
                  before the post <b style={{ color: tone(before) }}>{formatPct(before)}</b>
                </span>
              )}
              {horizonCells(moves).map(({ horizon, label, text, move: m }) => (
                <span key={horizon} title={m === null ? "" : m.pct === null ? (m.reason ?? "") : `${m.from} → ${m.to}`}>
                  {label}{" "}
                  {m === null || m.pct === null ? (
                    <i style={{ opacity: 0.7 }}>{text}</i>
                  ) : (
                    <>
                      <b style={{ color: tone(m.pct) }}>{formatPct(m.pct)}</b>
                      {m.abnormalPct !== null && <span style={{ color: tone(m.abnormalPct) }}> ({formatPct(m.abnormalPct)} vs market)</span>}
                    </>
                  )}
                  {m?.agreement && (
                    <span style={{ opacity: 0.7 }}> ({m.agreement === "agree" ? "as expected" : m.agreement === "flat" ? "flat" : "against"})</span>
                  )}
                </span>
              ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A 1-minute line from −10 to +60 min, each close at its bar's end, with a mark at the post's own second. */
function Spark({ chart }: { chart: Chart }) {
  const W = 120;
  const H = 28;
  const { post, points: at } = chartPoints(chart, W, H);
  const points = at.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");
  return (
    <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${chart.symbol}, 1-minute closes from 10 minutes before the post to 60 after`}>
      <line x1={post} x2={post} y1={0} y2={H} stroke="currentColor" strokeOpacity={0.35} strokeDasharray="2 2" />
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.25} />
    </svg>
  );
}
