import { atEastern, CLOSE_MINUTE, eastern, nextDate } from "../../src/market/sessions.ts";

/**
 * The scripted market both market-data fakes serve: per provider symbol, the price at each
 * moment, or null where nothing traded (a closed market). A bar is stamped with its start and
 * closes at the last price before its end, as a real provider's does; the bar still in progress
 * at the fake's clock is served with the price so far, as Yahoo serves it. `delayMs` serves only
 * bars that started that long before the clock (a late feed).
 */
export type PriceScript = (t: number) => number | null;

export interface MarketScript {
  prices: Map<string, PriceScript>;
  /** The fake's clock; a test may move it to serve bars "from the future" without waiting. */
  now: () => number;
  /** How late the feed is: bars are served only up to now − delayMs. */
  delayMs: number;
}

const DAY = 86_400_000;

/**
 * A provider's bars of one symbol in [from, to), `stepMs` apart. Daily bars (a step of a day) are
 * one per Eastern weekday, stamped as the provider stamps them (`dailyStamp`, minutes after
 * Eastern midnight: Yahoo 09:30, the session's open; Alpaca 00:00) and closing at the regular
 * close's price (the last before 16:00 ET), or the price so far for today's.
 */
export function scriptedBars(script: MarketScript, symbol: string, from: number, to: number, stepMs: number, dailyStamp = 0) {
  const price = script.prices.get(symbol);
  if (!price) return null;
  if (stepMs === DAY) return dailyBars(script, price, from, to, dailyStamp);
  const out: { t: number; close: number }[] = [];
  const now = script.now() - script.delayMs;
  const end = Math.min(to, now);
  for (let t = Math.ceil(from / stepMs) * stepMs; t < end; t += stepMs) {
    // The price just before the bar's end (or now, for the bar in progress): its close so far;
    // a bar whose end falls outside the script's trading hours closes at its start's price.
    const close = price(Math.min(t + stepMs, now) - 1) ?? price(t);
    if (close !== null) out.push({ t, close });
  }
  return out;
}

/** A price that steps from `before` to `after` at `at` (ms): a move the post caused, say. */
export const stepAt =
  (at: number, before: number, after: number): PriceScript =>
  (t) =>
    t < at ? before : after;

function dailyBars(script: MarketScript, price: PriceScript, from: number, to: number, stamp: number) {
  const out: { t: number; close: number }[] = [];
  const now = script.now() - script.delayMs;
  const end = Math.min(to, now);
  for (let date = eastern(from - DAY).date; ; date = nextDate(date)) {
    const t = atEastern(date, stamp);
    if (t >= end) return out;
    if (t < from || ["Sat", "Sun"].includes(eastern(t).weekday)) continue;
    const close = price(Math.min(atEastern(date, CLOSE_MINUTE), now) - 1);
    if (close !== null) out.push({ t, close });
  }
}
