import { describe, expect, test } from "bun:test";
import { directionScore, isTuneCase } from "./metrics.ts";

describe("the direction score", () => {
  test.each([
    ["CNH", "CNY", "down", 1],
    ["CNY", "CNH", "down", 1],
    ["CNH", "CNY", "up", 0],
    ["CNY", "CNY", "down", 1],
  ])("a label of %s is scored on the alert's %s (the yuan under either symbol), called %s", (labeled, called, direction, correct) => {
    const d = directionScore(
      [{ id: "x", instruments: [{ symbol: labeled, direction: "down", source: "s" }] }],
      new Map([["x", { instruments: [{ symbol: called, direction }] }]]),
    );
    expect(d).toMatchObject({ named: 1, correct });
  });

  test.each([
    ["test/labeled/labeled-test.json", false],
    ["test/labeled/second-reader.json", false],
    ["test/labeled/labeled-dev.json", true],
    [undefined, true],
  ])("a case copied from %s is a tune case: %p", (from, tune) => {
    expect(isTuneCase(from === undefined ? {} : { from })).toBe(tune);
  });
});
