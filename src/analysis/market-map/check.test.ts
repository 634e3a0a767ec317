import { describe, expect, test } from "bun:test";
import type { Direction } from "../analyzer.ts";
import { checkAgainstMap, type ReportedFact } from "./check.ts";

const fact = (over: Partial<ReportedFact>): ReportedFact => ({ kind: "trade-talks", target: "country", country: null, goods: null, companies: [], ...over });

/**
 * The model's direction for an instrument, checked against the map's row for the fact it reports:
 * kept where they agree, `unclear` with both reasons where they do not.
 */
const CASES: [string, ReportedFact, string, Direction, Direction][] = [
  ["talks refused with a producer, crude called down", fact({ kind: "talks-off", target: "oil-producer", country: "Iran" }), "USO", "down", "unclear"],
  ["talks refused with a producer, crude called up", fact({ kind: "talks-off", target: "oil-producer", country: "Iran" }), "USO", "up", "up"],
  ["talks with a producer under sanctions, crude called down", fact({ kind: "trade-talks", target: "oil-producer", country: "Russia" }), "USO", "down", "down"],
  ["a hard line on a partner, its fund called up", fact({ kind: "hard-line", target: "major", country: "Canada" }), "EWC", "up", "unclear"],
  [
    "a tariff deadline extended for a bloc, its fund called up",
    fact({ kind: "tariff-extended", target: "bloc", country: "European Union" }),
    "VGK",
    "up",
    "up",
  ],
  ["a stablecoin law, Circle called down", fact({ kind: "crypto-policy", target: "stablecoins" }), "CRCL", "down", "unclear"],
];

describe("the model's directions, checked against the map", () => {
  test.each(CASES)("%s", (_kind, reported, symbol, said, want) => {
    const [i] = checkAgainstMap([{ symbol, name: symbol, direction: said, why: "The model's reason." }], [reported], true);
    expect(i!.direction).toBe(want);
  });
});
