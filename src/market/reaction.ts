import type { Horizon } from "../db/schema/market.ts";
import { GRANULARITY_MS, type Bar, type Granularity } from "./market-data.ts";
import { atEastern, eastern, inRegularHours, nextDate, type Session, sessionClosedBy, sessionClosingAfter, sessionOpeningAfter } from "./sessions.ts";

/**
 * The rules of a reaction, read from the provider's bars (README, "Market reaction"). A bar is
 * stamped with its start and its close is the price at its end (start + its size), so the price
 * at a moment T is the close of the last bar that ends at or before T: nothing after T is used.
 * - base: the price at the post;
 * - +1, +5, +15, +60 min: the price at post + k;
 * - at the close: the price at the next NYSE regular close after the post (13:00 ET on half
 *   days), from a bar of that session: never an after-hours trade;
 * - after hours: the price at the end of that day's after-hours trading (20:00 ET, 17:00 after a
 *   half day), from an after-hours bar;
 * - at the next open: the close of the first bar of the next regular session that opens after
 *   the post (the gap, with the minutes after the post's own session in it);
 * every one measured from the base. A horizon is decided only once the bars cover it (a bar
 * ending after it was read, or, outside regular hours, 15 minutes passed without one): until
 * then it is pending ("no data yet"), however late the feed is.
 * A price is "recent" when its bar ended at most 5 minutes before the moment it stands for.
 * A base that is not recent while the regular session is open (a thinly traded name) measures
 * nothing: "no recent price before the post". A horizon whose price is not recent says "no
 * recent price" in regular hours and "market closed" outside them.
 * - before the post: the move from the price at post − 15 min to the base (a leak, or a move
 *   already under way), so the first read starts 20 minutes before the post.
 * Agreement, at +15 min and the close, for an instrument the analysis gave a direction, is scored
 * on its move beyond the market (abnormal.ts): under its flat band either way (half a σ of its
 * 15-minute moves, beta.ts; 0.2% when unknown) is flat, otherwise the sign agrees with the
 * direction or not.
 */
export const MINUTE_HORIZONS: Partial<Record<Horizon, number>> = { "1m": 1, "5m": 5, "15m": 15, "60m": 60 };
export const FLAT_PCT = 0.2;
/** How long a watch waits for a bar (the base, the open, a close) before saying there was none. */
export const GIVE_UP_MS = 5 * 86_400_000;
const MIN = 60_000;
/** An alert's chart runs from 10 minutes before the post to 60 after. */
export const CHART_BEFORE_MS = 10 * MIN;
/** The pre-post move starts this long before the post. */
export const PRE_MS = 15 * MIN;
export const CHART_AFTER_MS = 60 * MIN;
/** How far before a post the base is looked for when the market was closed at the time. */
export const LOOKBACK_MS = 4 * 86_400_000;
/** A price whose bar ended longer than this before the moment it stands for is not the price then. */
export const RECENT_MS = 5 * MIN;
/** A watch's first read starts here: the price at −15 min may be a bar that ended up to 5 minutes before it. */
export const READ_BEFORE_MS = PRE_MS + RECENT_MS;
/** Outside regular hours, how long after a moment without a later bar it is taken as closed. */
export const CLOSED_WAIT_MS = 15 * MIN;
/** A provider serves a bar a moment after it starts: the first read for a horizon waits this long. */
const READ_LAG_MS = 2000;
/**
 * A horizon past due but not covered yet (a late feed, a thin name, a closed market) is read
 * again every 10 s for 2 minutes, then when the feed, as far behind as it now runs, should
 * cover it (10 s to a minute).
 */
const POLL_SOON_MS = 10_000;
const POLL_SOON_FOR_MS = 2 * MIN;
const POLL_LATE_MS = 60_000;

/** Polls fall on a grid as coarse as the wait (10 s or a minute), so the alerts waiting on a symbol share one read. */
const nextPoll = (now: number, wait: number) => {
  const grid = wait >= 30_000 ? POLL_LATE_MS : POLL_SOON_MS;
  return Math.ceil((now + wait) / grid) * grid + READ_LAG_MS;
};

export type Outcome =
  | { horizon: Horizon; state: "pending"; at: number }
  | { horizon: Horizon; state: "no-bar" | "too-coarse"; reason: string }
  | { horizon: Horizon; state: "ok"; from: Bar; to: Bar };

export interface Series {
  postedAt: number;
  granularity: Granularity;
  bars: Bar[]; // oldest first, the base's and later
  /** Bars were read up to here (the read's own time): later ones may still come. */
  through: number;
}

/**
 * The latest start the base bar may have: its end at or before the post. A daily bar ends at its
 * session's close, whatever it is stamped with (Yahoo 09:30 ET, Alpaca midnight), so the base is
 * the bar of the last session closed by the post: an evening or pre-market post does not take in
 * the day's session before it.
 */
export function baseAt(postedAt: number, granularity: Granularity) {
  if (granularity === "1d") return atEastern(nextDate(sessionClosedBy(postedAt).date), 0) - 1;
  return postedAt - GRANULARITY_MS[granularity];
}

/** Every horizon's outcome given the bars read so far (base known). */
export function evaluate(s: Series, base: Bar): Outcome[] {
  const step = GRANULARITY_MS[s.granularity];
  const end = (b: Bar) => b.t + step;
  const recentMs = Math.max(RECENT_MS, step);
  const last = s.bars.at(-1);
  const lag = last === undefined ? POLL_LATE_MS : s.through - end(last);
  const covers = (at: number) => (last !== undefined && end(last) > at) || (s.through >= at + CLOSED_WAIT_MS && !inRegularHours(at));
  const pending = (horizon: Horizon, at: number): Outcome => {
    // The price at `at` is final once the bar ending at or before it has closed (and the next begun);
    // past that, the bar covering it should come about as late as the feed now runs behind.
    const knowable = Math.floor(at / step) * step + READ_LAG_MS;
    const wait = s.through - knowable < POLL_SOON_FOR_MS ? POLL_SOON_MS : Math.min(Math.max(knowable + lag - s.through, POLL_SOON_MS), POLL_LATE_MS);
    return { horizon, state: "pending", at: s.through < knowable ? knowable : nextPoll(s.through, wait) };
  };
  // A thin name's last trade long before a post in regular hours is not its price at the post.
  // A daily base is the last session's close by construction (baseAt), however long the weekend.
  const staleBase = s.granularity !== "1d" && s.postedAt - end(base) > recentMs && inRegularHours(s.postedAt);
  const stale = `no recent price before the post (last trade ${Math.round((s.postedAt - end(base)) / MIN)} min earlier)`;
  const out: Outcome[] = [];
  for (const [horizon, minutes] of Object.entries(MINUTE_HORIZONS) as [Horizon, number][]) {
    const at = s.postedAt + minutes * MIN;
    if (minutes * MIN < step) out.push({ horizon, state: "too-coarse", reason: `only ${s.granularity} bars are kept this far back` });
    else if (!covers(at)) out.push(pending(horizon, at));
    else if (staleBase) out.push({ horizon, state: "no-bar", reason: stale });
    else {
      const to = findLast(s.bars, (b) => end(b) <= at && b.t >= base.t) ?? base;
      if (at - end(to) <= recentMs) out.push({ horizon, state: "ok", from: base, to });
      else out.push({ horizon, state: "no-bar", reason: `${inRegularHours(at) ? "no recent price" : "market closed"} at +${minutes} min` });
    }
  }
  const close = sessionClosingAfter(s.postedAt);
  const next = sessionOpeningAfter(s.postedAt);
  const session: [Horizon, number, () => Outcome][] = [
    ["close", close.close, () => atClose(s, base, close)],
    ["post", close.postEnd, () => afterHours(s, base, close)],
    ["open", next.open + step, () => atOpen(s, base, next)],
  ];
  for (const [horizon, at, decide] of session) {
    if (s.granularity === "1d" && horizon !== "close") out.push({ horizon, state: "too-coarse", reason: "only daily bars are kept this far back" });
    else if (!covers(at)) out.push(pending(horizon, at));
    else if (staleBase) out.push({ horizon, state: "no-bar", reason: stale });
    else out.push(decide());
  }
  return out;
}

const day = (s: Session) => s.date;

/** The last regular-session price of the session (a daily bar is that day's own). */
function atClose(s: Series, base: Bar, session: Session): Outcome {
  const step = GRANULARITY_MS[s.granularity];
  const to =
    s.granularity === "1d"
      ? findLast(s.bars, (b) => eastern(b.t).date === session.date && b.t > base.t)
      : findLast(s.bars, (b) => b.t >= session.open && b.t + step <= session.close);
  if (!to) return { horizon: "close", state: "no-bar", reason: `no trade in the regular session of ${day(session)}` };
  return { horizon: "close", state: "ok", from: base, to: to.t < base.t ? base : to };
}

function afterHours(s: Series, base: Bar, session: Session): Outcome {
  const step = GRANULARITY_MS[s.granularity];
  const to = findLast(s.bars, (b) => b.t >= session.close && b.t + step <= session.postEnd && b.t >= base.t);
  if (!to) return { horizon: "post", state: "no-bar", reason: `no after-hours trade on ${day(session)}` };
  return { horizon: "post", state: "ok", from: base, to };
}

function atOpen(s: Series, base: Bar, session: Session): Outcome {
  const to = s.bars.find((b) => b.t >= session.open && b.t < session.close);
  if (!to) return { horizon: "open", state: "no-bar", reason: `no trade in the regular session of ${day(session)}` };
  return { horizon: "open", state: "ok", from: base, to };
}

/** The instrument's own move in percent; a quote in units per dollar is inverted first. */
export function movePct(from: number, to: number, invert: boolean) {
  return invert ? (from / to - 1) * 100 : (to / from - 1) * 100;
}

/** Whether a move bore out the call: under `flatPct` either way is flat. */
export function agreement(direction: string | null, pct: number, flatPct = FLAT_PCT): "agree" | "disagree" | "flat" | null {
  if (direction !== "up" && direction !== "down") return null;
  if (Math.abs(pct) < flatPct || pct === 0) return "flat";
  return pct > 0 === (direction === "up") ? "agree" : "disagree";
}

function findLast<T>(xs: T[], pred: (x: T) => boolean): T | null {
  for (let i = xs.length - 1; i >= 0; i--) if (pred(xs[i]!)) return xs[i]!;
  return null;
}
