import type { Instrument } from "../analysis/index.ts";

export type Tier = "premium" | "free";

/** The parts of an analysis the free card lists as not included: premium only. */
export interface PremiumPart {
  marketAnalysis: string;
  tradingIdeas: string[];
  sectors: string[];
  tickers: string[];
  instruments: Instrument[];
}

/** What a free viewer is told exists without being sent it, so a view can offer the upgrade. */
export interface Locked {
  marketAnalysis: boolean;
  tradingIdeas: number;
  sectors: number;
  instruments: number;
}

/**
 * The premium part of an analysis for one tier. The free plan promises impact, summary and
 * the post ("Not included: advanced market analysis, trading ideas and sector impacts"), so a
 * free viewer gets nulls and `locked` (how much there is) instead: the server never sends them.
 */
export function premiumPart(a: PremiumPart, tier: Tier): (PremiumPart & { locked: null }) | ({ [K in keyof PremiumPart]: null } & { locked: Locked }) {
  if (tier === "premium") {
    return { marketAnalysis: a.marketAnalysis, tradingIdeas: a.tradingIdeas, sectors: a.sectors, tickers: a.tickers, instruments: a.instruments, locked: null };
  }
  return {
    marketAnalysis: null,
    tradingIdeas: null,
    sectors: null,
    tickers: null,
    instruments: null,
    locked: {
      marketAnalysis: a.marketAnalysis.length > 0,
      tradingIdeas: a.tradingIdeas.length,
      sectors: a.sectors.length,
      instruments: Math.max(a.instruments.length, a.tickers.length),
    },
  };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a locked alert holds, in words every surface shares: "the market analysis, 2 trading ideas, 3 instruments". */
export function lockedText(l: Locked): string {
  const parts = [
    l.marketAnalysis ? "the market analysis" : "",
    l.tradingIdeas ? count(l.tradingIdeas, "trading idea", "trading ideas") : "",
    l.sectors ? count(l.sectors, "sector", "sectors") : "",
    l.instruments ? `${count(l.instruments, "instrument", "instruments")} with ${l.instruments === 1 ? "its direction" : "their directions"}` : "",
  ].filter(Boolean);
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");
}

/** The mark beside an instrument: the way the post's facts point it (unclear: they do not say). */
export const DIRECTION_MARK = { up: "▲", down: "▼", unclear: "◆" } as const;

/** "▼ EWJ ▼ JPY ▲ XLE". */
export const instrumentLine = (list: Pick<Instrument, "symbol" | "direction">[]) => list.map((i) => `${DIRECTION_MARK[i.direction]} ${i.symbol}`).join(" ");
