import { GRANULARITY_MS, type Bar, type Granularity } from "./market-data.ts";

/** A jump larger than this between two adjacent 1-minute bars is a bad tick, not a move. */
const MAX_MINUTE_MOVE = 0.5;

/**
 * Drops prices no market trades at (zero, negative, not finite) and a jump of over 50% from the
 * 1-minute bar just before (a bad tick; the bar after it is compared with the last kept one
 * only when adjacent, so a real jump costs one bar, not the rest of the series). Each dropped
 * bar is reported, so it is logged: no such price becomes a move.
 */
export function cleanBars(bars: Bar[], granularity: Granularity, reject: (bar: Bar, why: string) => void) {
  const step = GRANULARITY_MS[granularity];
  const out: Bar[] = [];
  for (const b of bars) {
    const prev = out.at(-1);
    let why: string | null = null;
    if (!(Number.isFinite(b.close) && b.close > 0)) why = "not a positive price";
    else if (granularity === "1m" && prev && b.t - prev.t <= step && Math.abs(b.close / prev.close - 1) > MAX_MINUTE_MOVE)
      why = `a ${Math.round((b.close / prev.close - 1) * 100)}% move in a minute`;
    if (why) reject(b, why);
    else out.push(b);
  }
  return out;
}

/** At most `n` of the given tasks run at once. */
export function limiter(n: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= n) await new Promise<void>((r) => waiting.push(r));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
