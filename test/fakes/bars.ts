/**
 * The scripted market both market-data fakes serve: per provider symbol, a price for each bar
 * start time, or null where no bar traded (a closed market). Only bars that have started by
 * the fake's clock are served, as a real provider would.
 */
export type PriceScript = (t: number) => number | null;

export interface MarketScript {
  prices: Map<string, PriceScript>;
  /** The fake's clock; a test may move it to serve bars "from the future" without waiting. */
  now: () => number;
}

export function scriptedBars(script: MarketScript, symbol: string, from: number, to: number, stepMs: number) {
  const price = script.prices.get(symbol);
  if (!price) return null;
  const out: { t: number; close: number }[] = [];
  const end = Math.min(to, script.now());
  for (let t = Math.ceil(from / stepMs) * stepMs; t < end; t += stepMs) {
    const p = price(t);
    if (p !== null) out.push({ t, close: p });
  }
  return out;
}

/** A price that steps from `before` to `after` at `at` (ms): a move the post caused, say. */
export const stepAt =
  (at: number, before: number, after: number): PriceScript =>
  (t) =>
    t < at ? before : after;
