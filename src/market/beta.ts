import { FLAT_PCT, movePct } from "./reaction.ts";

/**
 * An instrument against the market, from daily closes: its β (its daily returns regressed on
 * SPY's over the 20 sessions before the post's day) and the flat band its calls are scored with.
 */
export const BETA_SESSIONS = 20;
/** Fewer paired returns than this and β (or σ) is unknown: β 1, the flat band 0.2%. */
const MIN_RETURNS = 10;
/** Half a σ of the instrument's own 15-minute moves is flat. */
const BAND_SIGMAS = 0.5;
/**
 * σ of 15-minute moves from σ of daily ones, as if a day's variance were spread evenly over the
 * 390 minutes of a regular session: σ15 = σ_daily × √(15/390). An approximation (the open is
 * busier than the lunch hour; FX and futures trade around the clock), which 1-minute history
 * would make exact, at 390 times the reads.
 */
const FIFTEEN_OF_A_DAY = Math.sqrt(15 / 390);

export type DailyClose = { d: string; c: number };

/** Each session's return in percent, keyed by its date (the instrument's own move: inverted quotes inverted). */
function returns(closes: DailyClose[], invert: boolean) {
  const out = new Map<string, number>();
  for (let i = 1; i < closes.length; i++) {
    const r = movePct(closes[i - 1]!.c, closes[i]!.c, invert);
    if (Number.isFinite(r)) out.set(closes[i]!.d, r);
  }
  return out;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** The sample standard deviation of an instrument's daily returns (percent), null with too few. */
export function dailySigma(closes: DailyClose[], invert: boolean): number | null {
  const r = [...returns(closes, invert).values()];
  if (r.length < MIN_RETURNS) return null;
  const m = mean(r);
  return Math.sqrt(r.reduce((a, x) => a + (x - m) ** 2, 0) / (r.length - 1));
}

/** β of the instrument on the market over the sessions both traded; null with too few or a market that did not move. */
export function betaOf(closes: DailyClose[], invert: boolean, market: DailyClose[]): number | null {
  const mine = returns(closes, invert);
  const theirs = returns(market, false);
  const pairs = [...mine].filter(([d]) => theirs.has(d)).map(([d, r]) => [r, theirs.get(d)!] as const);
  if (pairs.length < MIN_RETURNS) return null;
  const mx = mean(pairs.map((p) => p[0]));
  const my = mean(pairs.map((p) => p[1]));
  let cov = 0;
  let varM = 0;
  for (const [x, y] of pairs) {
    cov += (x - mx) * (y - my);
    varM += (y - my) ** 2;
  }
  return varM > 1e-12 ? cov / varM : null;
}

/** The flat band in percent: half a σ of the instrument's 15-minute moves, or 0.2% when σ is unknown. */
export function flatBand(sigmaDailyPct: number | null) {
  // A price that never moved (σ 0) says nothing about how much it usually moves: unknown too.
  const band = sigmaDailyPct === null ? 0 : Math.round(BAND_SIGMAS * sigmaDailyPct * FIFTEEN_OF_A_DAY * 10_000) / 10_000;
  return Number.isFinite(band) && band > 0 ? band : FLAT_PCT;
}

/** The last closes before `day` (sessions strictly earlier, so nothing of the post's own day is used). */
export const closesBefore = (bars: DailyClose[], day: string) => bars.filter((b) => b.d < day).slice(-(BETA_SESSIONS + 1));
