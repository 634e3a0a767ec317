import { and, asc, eq } from "drizzle-orm";
import type { Store } from "../db/store.ts";
import { nextTurn } from "../next-turn.ts";
import { movePct } from "./reaction.ts";
import { eastern } from "./sessions.ts";

/**
 * The track record's statistics: rates with their 95% Wilson interval, medians with their n, and
 * the baseline of ordinary moments a skeptic compares the moves after posts with.
 */
export interface Rate {
  hits: number;
  n: number;
  rate: number | null;
  /** The 95% Wilson interval: 1 of 12 is 1.5%–35%. */
  low: number | null;
  high: number | null;
}
export interface Median {
  median: number | null;
  n: number;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

export function rate(hits: number, n: number): Rate {
  if (n === 0) return { hits, n, rate: null, low: null, high: null };
  const z = 1.96;
  const p = hits / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return { hits, n, rate: round3(p), low: round3(Math.max(0, centre - half)), high: round3(Math.min(1, centre + half)) };
}

export function median(xs: number[]): Median {
  if (xs.length === 0) return { median: null, n: 0 };
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return { median: round3(s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2), n: s.length };
}

/** How many ordinary moments the baseline looks for, and how close in time of day one must be. */
export const ORDINARY_MOMENTS = 200;
const MATCH_MINUTES = 30;
const MIN = 60_000;
const HORIZON = 15 * MIN;
/** A moment this close to a post (15 minutes before to 75 after) is a reaction, not ordinary. */
const NEAR_BEFORE = 15 * MIN;
const NEAR_AFTER = 75 * MIN;
/** Minutes in a week, and where each Eastern weekday starts in it. */
const WEEK = 7 * 1440;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const minuteOfWeek = (e: { weekday: string; minute: number }) => WEEKDAYS.indexOf(e.weekday) * 1440 + e.minute;

export interface Primary {
  postedAt: number;
  provider: string;
  providerSymbol: string;
  invert: boolean;
}

/**
 * The median absolute 15-minute move of the alerts' primary instruments at up to 200 ordinary
 * moments: from the bars stored (1-minute), moments within 30 minutes of a post's Eastern weekday
 * and time of day (a post at 00:10 on a Tuesday matches Monday's 23:50 too), at least 15 minutes
 * before and 75 after every post, with a bar 15 minutes later. Spread evenly over the moments
 * found; n says how many were.
 */
export async function ordinaryMoves({ db, tables }: Store, primaries: Primary[], allPosts: number[]): Promise<Median> {
  const posts = [...allPosts].sort((a, b) => a - b);
  const near = (m: number) => {
    let lo = 0;
    let hi = posts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (posts[mid]! < m - NEAR_AFTER) lo = mid + 1;
      else hi = mid;
    }
    return lo < posts.length && posts[lo]! <= m + NEAR_BEFORE;
  };
  const { marketBars } = tables;
  const bars = (provider: string, symbol: string) =>
    db
      .select({ t: marketBars.t, close: marketBars.close })
      .from(marketBars)
      .where(and(eq(marketBars.provider, provider), eq(marketBars.symbol, symbol), eq(marketBars.granularity, "1m")))
      .orderBy(asc(marketBars.t));
  const bySymbol = new Map<string, { slots: Set<number>; invert: boolean; provider: string; symbol: string }>();
  for (const p of primaries) {
    const key = `${p.provider}\u0000${p.providerSymbol}`;
    const entry = bySymbol.get(key) ?? { slots: new Set<number>(), invert: p.invert, provider: p.provider, symbol: p.providerSymbol };
    entry.slots.add(minuteOfWeek(eastern(p.postedAt)));
    bySymbol.set(key, entry);
  }
  // Eastern time changes its offset only on the hour: one Intl call per hour, not per bar.
  const hours = new Map<number, ReturnType<typeof eastern>>();
  const easternOf = (m: number) => {
    const h = Math.floor(m / 3_600_000);
    let e = hours.get(h);
    if (!e) hours.set(h, (e = eastern(h * 3_600_000)));
    return minuteOfWeek(e) + Math.floor((m - h * 3_600_000) / MIN);
  };
  const found: { at: number; pct: number }[] = [];
  for (const s of bySymbol.values()) {
    // One symbol at a time, other work between: a large record never holds the loop for long.
    await nextTurn();
    const rows = await bars(s.provider, s.symbol);
    const close = new Map(rows.map((r) => [r.t, r.close]));
    // Every minute of the week within 30 minutes of a post's, for a lookup per bar; round the week's
    // end, so that a post at 00:10 finds the 23:50 of the day before.
    const near30 = new Set<number>();
    for (const slot of s.slots) for (let d = -MATCH_MINUTES; d <= MATCH_MINUTES; d++) near30.add((slot + d + WEEK) % WEEK);
    for (const r of rows) {
      // The price at moment m is the close of the bar that ends then (it started a minute earlier).
      const m = r.t + MIN;
      const later = close.get(r.t + HORIZON);
      if (later === undefined || r.close <= 0 || later <= 0 || near(m)) continue;
      if (!near30.has(easternOf(m))) continue;
      found.push({ at: m, pct: Math.abs(movePct(r.close, later, s.invert)) });
    }
  }
  found.sort((a, b) => a.at - b.at);
  const step = Math.max(1, found.length / ORDINARY_MOMENTS);
  const picked: number[] = [];
  for (let i = 0; i < found.length && picked.length < ORDINARY_MOMENTS; i += step) picked.push(found[Math.floor(i)]!.pct);
  return median(picked);
}
