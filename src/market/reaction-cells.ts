import type { ReactionView } from "./view.ts";

/**
 * What the dashboard and the Mini App show per instrument and horizon ("Since the post"): the
 * move with the move beyond the market beside it, why there is none, or "no data yet" for a
 * horizon the bars have not covered (a horizon after the last one known: earlier ones are never
 * pending). Kept free of the database so the web bundle can import it.
 */
export const HORIZON_LABEL: Record<string, string> = {
  "1m": "1 min",
  "5m": "5 min",
  "15m": "15 min",
  "60m": "60 min",
  close: "at the close",
  post: "after hours",
  open: "at the next open",
};
const ORDER = ["1m", "5m", "15m", "60m", "close", "post", "open"];
/** The horizons every instrument gets; after hours and the next open are shown once known. */
const ALWAYS = ["1m", "5m", "15m", "60m", "close"];
export const NO_DATA_YET = "no data yet";

/** A move rounded as it is shown: to two decimals. */
const shown = (pct: number) => Math.round(pct * 100) / 100;
/** A percent with two decimals: "−1.50%", "+0.30%", "0.00%". */
export const formatPct = (pct: number) => {
  const r = shown(pct);
  return `${r > 0 ? "+" : r < 0 ? "−" : ""}${Math.abs(r).toFixed(2)}%`;
};

/**
 * Which way a move is coloured, as it is shown: 1 (green), −1 (red), 0 (neither) for a move that
 * rounds to 0.00%, so a flat move never looks like a gain. One rule for every page that colours moves.
 */
export const moveSign = (pct: number | null): -1 | 0 | 1 => {
  const r = pct === null ? 0 : shown(pct);
  return r > 0 ? 1 : r < 0 ? -1 : 0;
};

export type Cell = { horizon: string; label: string; text: string; move: ReactionView | null };

/** One symbol's cells, in horizon order. */
export function horizonCells(moves: ReactionView[]): Cell[] {
  const last = Math.max(-1, ...moves.map((m) => ORDER.indexOf(m.horizon)));
  const cells: Cell[] = [];
  for (const [i, horizon] of ORDER.entries()) {
    const move = moves.find((m) => m.horizon === horizon) ?? null;
    const label = HORIZON_LABEL[horizon]!;
    if (move) {
      const text =
        move.pct === null
          ? (move.reason ?? "no bar")
          : `${formatPct(move.pct)}${move.abnormalPct === null ? "" : ` (${formatPct(move.abnormalPct)} vs market)`}`;
      cells.push({ horizon, label, text, move });
    } else if (i > last && ALWAYS.includes(horizon)) cells.push({ horizon, label, text: NO_DATA_YET, move: null });
  }
  return cells;
}
