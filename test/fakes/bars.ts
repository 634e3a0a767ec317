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

export function scriptedBars(script: MarketScript, symbol: string, from: number, to: number, stepMs: number) {
  const price = script.prices.get(symbol);
  if (!price) return null;
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
