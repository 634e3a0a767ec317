import { describe, expect, test } from "bun:test";
import { COMPANY_NAMES } from "../lexicon/names.ts";
import { COUNTRY_INSTRUMENTS } from "../lexicon/tickers.ts";
import { GOODS } from "./groups.ts";
import { nameOfSymbol } from "./names.ts";

// Every symbol the map can name for a partner or for goods: an alert shows its name, never the bare symbol
// (issue 34 §4), unless the company's own name is its symbol ("GSK").
const SYMBOLS = [
  ...new Set([
    ...Object.values(COUNTRY_INSTRUMENTS).flatMap((i) => [...i.etf, ...(i.peers?.tickers ?? [])]),
    ...GOODS.flatMap((g) => [...g.domestic, ...g.foreign].map((x) => x.symbol)),
  ]),
];

describe("instrument names", () => {
  test.each(SYMBOLS)("%s has its own name", (symbol) => {
    const name = nameOfSymbol(symbol);
    expect(name === symbol ? COMPANY_NAMES[symbol] : name).toBeTruthy();
    expect(name.length).toBeGreaterThan(1);
  });
});
