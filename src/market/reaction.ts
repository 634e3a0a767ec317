import type { Horizon } from "../db/schema/market.ts";
import { GRANULARITY_MS, type Bar, type Granularity } from "./market-data.ts";
import { atEastern, CLOSE_MINUTE, eastern, nextDate, OPEN_MINUTE } from "./sessions.ts";

/**
 * The rules of a reaction, read from the provider's bars alone (README, "Market reaction"):
 * - base: the last bar at or before the post (with coarser bars, the last one complete by then);
 * - +1, +5, +15, +60 min: the last bar at or before that moment that started after the base and
 *   within the 5 minutes (or the horizon, if shorter) before it; none means the market was closed;
 * - at the open: when a minute horizon found the market closed, the first bar after that moment;
 * - next close: the last bar before 16:00 ET on the first day, from the post's, with bars between
 *   9:30 and 16:00 ET (a day without is no session);
 * - agreement, at +15 min and the close, for an instrument the analysis gave a direction:
 *   under 0.2% either way is flat, otherwise the sign agrees with the direction or not.
 */
export const MINUTE_HORIZONS: Partial<Record<Horizon, number>> = { "1m": 1, "5m": 5, "15m": 15, "60m": 60 };
export const FLAT_PCT = 0.2;
/** How long a watch waits for a bar (the base, the open, a close) before saying there was none. */
export const GIVE_UP_MS = 5 * 86_400_000;
const MIN = 60_000;
/** An alert's chart runs from 10 minutes before the post (the first read starts there) to 60 after. */
export const CHART_BEFORE_MS = 10 * MIN;
export const CHART_AFTER_MS = 60 * MIN;
/** How far before a post the base is looked for when the market was closed at the time. */
export const LOOKBACK_MS = 4 * 86_400_000;

export type Outcome =
  | { horizon: Horizon; state: "pending"; at: number }
  | { horizon: Horizon; state: "no-bar" | "too-coarse"; reason: string }
  | { horizon: Horizon; state: "ok"; from: Bar; to: Bar };

export interface Series {
  postedAt: number;
  granularity: Granularity;
  bars: Bar[]; // oldest first
  /** Bars were read up to here: later ones may still come. */
  through: number;
}

/** The latest start the base bar may have: at or before the post, and complete by then when coarser than 1m. */
export function baseAt(postedAt: number, granularity: Granularity) {
  return postedAt - (GRANULARITY_MS[granularity] - MIN);
}

/** Every horizon's outcome given the bars read so far (base known). */
export function evaluate(s: Series, base: Bar): Outcome[] {
  const step = GRANULARITY_MS[s.granularity];
  const out: Outcome[] = [];
  let closedAt: number | null = null;
  for (const [horizon, minutes] of Object.entries(MINUTE_HORIZONS) as [Horizon, number][]) {
    const at = s.postedAt + minutes * MIN;
    if (minutes * MIN < step) {
      out.push({ horizon, state: "too-coarse", reason: `only ${s.granularity} bars are kept this far back` });
      continue;
    }
    if (s.through < at) {
      out.push({ horizon, state: "pending", at });
      continue;
    }
    const window = Math.max(Math.min(minutes, 5) * MIN, step);
    const to = findLast(s.bars, (b) => b.t <= at && b.t > base.t && b.t > at - window);
    if (to) out.push({ horizon, state: "ok", from: base, to });
    else {
      out.push({ horizon, state: "no-bar", reason: `market closed at +${minutes} min` });
      closedAt ??= at;
    }
  }
  if (closedAt !== null) out.push(atTheOpen(s, base, closedAt));
  out.push(nextClose(s, base));
  return out;
}

function atTheOpen(s: Series, base: Bar, closedAt: number): Outcome {
  const to = s.bars.find((b) => b.t > closedAt);
  if (to) return { horizon: "open", state: "ok", from: base, to };
  if (s.through - s.postedAt > GIVE_UP_MS) return { horizon: "open", state: "no-bar", reason: "no bar in the 5 days after the post" };
  return { horizon: "open", state: "pending", at: s.through };
}

function nextClose(s: Series, base: Bar): Outcome {
  const posted = eastern(s.postedAt);
  let date = posted.minute < CLOSE_MINUTE ? posted.date : nextDate(posted.date);
  for (;;) {
    const open = atEastern(date, OPEN_MINUTE);
    const close = atEastern(date, CLOSE_MINUTE);
    if (close - s.postedAt > GIVE_UP_MS) return { horizon: "close", state: "no-bar", reason: "no regular session in the 5 days after the post" };
    if (s.through < close) return { horizon: "close", state: "pending", at: close };
    const to = findLast(s.bars, (b) => b.t >= open && b.t < close);
    if (to) return { horizon: "close", state: "ok", from: base, to: to.t < base.t ? base : to };
    date = nextDate(date);
  }
}

/** The instrument's own move in percent; a quote in units per dollar is inverted first. */
export function movePct(from: number, to: number, invert: boolean) {
  return invert ? (from / to - 1) * 100 : (to / from - 1) * 100;
}

export function agreement(direction: string | null, pct: number): "agree" | "disagree" | "flat" | null {
  if (direction !== "up" && direction !== "down") return null;
  if (Math.abs(pct) < FLAT_PCT) return "flat";
  return pct > 0 === (direction === "up") ? "agree" : "disagree";
}

function findLast<T>(xs: T[], pred: (x: T) => boolean): T | null {
  for (let i = xs.length - 1; i >= 0; i--) if (pred(xs[i]!)) return xs[i]!;
  return null;
}
