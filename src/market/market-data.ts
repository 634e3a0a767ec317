/**
 * Market data behind one interface: the reaction after each alert reads 1-minute bars (or
 * coarser ones for old alerts) from whichever provider MARKET_DATA names. Providers answer
 * bars only; what a move is (sessions, horizons, agreement) is decided in reaction.ts.
 */

/** One bar: its start time (ms) and close price. Open/high/low are not needed for a move. */
export interface Bar {
  t: number;
  close: number;
}

/** Bar sizes, finest first. Yahoo keeps 1m for about a week, 5m for about 60 days, 1d beyond. */
export const GRANULARITIES = ["1m", "5m", "1d"] as const;
export type Granularity = (typeof GRANULARITIES)[number];
export const GRANULARITY_MS: Record<Granularity, number> = { "1m": 60_000, "5m": 300_000, "1d": 86_400_000 };

export type ProviderName = "yahoo" | "alpaca";

export interface MarketData {
  name: ProviderName;
  /** The bars of one provider symbol from `from` to `to` (ms), oldest first; [] when none traded. */
  bars(symbol: string, from: number, to: number, granularity: Granularity): Promise<Bar[]>;
  /** The finest granularity this provider still keeps for a time `ageMs` ago, or null when none. */
  finestFor(ageMs: number): Granularity | null;
}

/** Why a request failed, in the terms the caller acts on: skip the symbol, back off, or retry later. */
export class MarketDataError extends Error {
  constructor(
    readonly kind: "unknown-symbol" | "rate-limited" | "failed",
    message: string,
    /** For rate-limited: how long the provider asked us to wait, when it said. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}
