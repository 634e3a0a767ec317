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

/** A provider's answer is given this long, body included, before the request is abandoned. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** A week of 1-minute bars is about 1 MB of Yahoo's JSON: anything over this is not bars. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** However long a provider asks us to wait, reading resumes within this. */
export const MAX_RETRY_AFTER_MS = 15 * 60_000;

/**
 * One market-data request with the limits every provider gets: a timeout (the body's read
 * included) and a body cap, read as it streams so an oversized answer is dropped at the cap.
 * Answers a Response whose body is already in memory.
 */
export async function boundedFetch(doFetch: typeof fetch, url: string, init: RequestInit = {}): Promise<Response> {
  const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  try {
    const res = await doFetch(url, { ...init, signal: init.signal ? AbortSignal.any([init.signal, signal]) : signal });
    const declared = Number(res.headers.get("content-length"));
    if (declared > MAX_BODY_BYTES) {
      await res.body?.cancel();
      throw tooLarge();
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (res.body)
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        size += chunk.byteLength;
        if (size > MAX_BODY_BYTES) {
          await res.body.cancel().catch(() => {});
          throw tooLarge();
        }
        chunks.push(chunk);
      }
    return new Response(Buffer.concat(chunks), { status: res.status, statusText: res.statusText, headers: res.headers });
  } catch (e) {
    if (e instanceof MarketDataError) throw e;
    if (signal.aborted) throw new MarketDataError("failed", `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`);
    throw e;
  }
}

const tooLarge = () => new MarketDataError("failed", `answer over ${MAX_BODY_BYTES / 1024 / 1024} MB, dropped`);

/** Retry-After in seconds or as an HTTP date, capped; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const s = Number(header);
  const ms = Number.isFinite(s) ? s * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : null;
}
