/**
 * Listings that ended. A company bought, taken private or renamed stops trading under its symbol on a
 * day; an alert on a post of that day or later names its successor, or nothing: a trader cannot buy or
 * sell it, and the track record would find no price for it. A post before that day names the symbol it
 * traded under then, which is what the market did after it. Each row is a public corporate action.
 */
import type { Instrument } from "../analyzer.ts";
import { nameOfSymbol } from "./names.ts";

interface Ended {
  /** The first day (UTC) it no longer trades under the symbol. */
  on: string;
  /** The symbol it trades under from that day, when it still trades. */
  successor?: string;
  why: string;
}

export const ENDED: Record<string, Ended> = {
  X: { on: "2025-06-18", why: "Nippon Steel completed its purchase of U.S. Steel; the shares left the NYSE" },
  PARA: { on: "2025-08-07", successor: "PSKY", why: "Paramount merged with Skydance; the new company trades as PSKY" },
  WBA: { on: "2025-08-28", why: "Sycamore Partners completed taking Walgreens private; the shares left Nasdaq" },
};

/** What trades at `at` (ms since the epoch) for a symbol: itself, its successor, or nothing. */
export function tradedAt(symbol: string, at: number): string | null {
  const ended = ENDED[symbol];
  if (!ended || at < Date.parse(ended.on)) return symbol;
  return ended.successor ?? null;
}

/** The instruments as they trade at `at`: a successor under its own name, one that no longer trades left out, each once. */
export function listedAt(instruments: Instrument[], at: number): Instrument[] {
  const out = new Map<string, Instrument>();
  for (const i of instruments) {
    const symbol = tradedAt(i.symbol, at);
    if (symbol && !out.has(symbol)) out.set(symbol, symbol === i.symbol ? i : { ...i, symbol, name: nameOfSymbol(symbol) });
  }
  return [...out.values()];
}
