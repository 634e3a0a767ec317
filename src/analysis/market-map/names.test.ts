import { describe, expect, test } from "bun:test";
import { COMPANY_NAMES } from "../lexicon/names.ts";
import { COUNTRY_INSTRUMENTS } from "../lexicon/tickers.ts";
import { GOODS } from "./goods.ts";
import { nameOfSymbol } from "./names.ts";
import { analyzeWithRules } from "../rules.ts";

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

test("a bloc's member fund keeps its own name: the E.U.'s EWG is German equities", () => {
  const a = analyzeWithRules({ content: "Starting June 1st, everything coming in from the European Union will pay a flat 50% Tariff." });
  const names = Object.fromEntries(a.instruments.map((i) => [i.symbol, i.name]));
  expect(names).toMatchObject({ VGK: "European equities", EWG: "German equities" });
});
