import { expect, test } from "bun:test";
import { judge } from "../rules.ts";
import { kinds, pointsAs } from "./directions-for-tests.ts";

/**
 * Written for these tests (fifty-first round, in new words), from the development probe probe-dev624.json (the border of
 * High in long posts): a tariff's goods past an aside on what holds them, sanctions done "has, today, sanctioned", a drug-price
 * boast past the whole price, a cut that "might come down", a deal "not a done Deal yet", chip-making tools by another name,
 * and a partner that "will be paying a far higher Tariff".
 */
test("chips 'and all Devices using them' brought in pay the tariff: the goods are the chips", () =>
  pointsAs("From April 1st, all Computer Chips, and all Devices using them, brought into the United States will pay a 30% Tariff.", {
    INTC: "up",
    TSM: "down",
  }));

test("'the Treasury has, today, sanctioned' tankers is sanctions done: an act", () => {
  const s = judge("At my direction, the Treasury has, today, sanctioned 40 Tankers that carry Venezuelan Oil.");
  expect(s.facts.some((f) => f.kind === "sanction" && f.action === "sanctions")).toBe(true);
});

test("drug prices to 'come down 600%, 700%' is a boast past the whole price, no measure: not High", () =>
  expect(judge("Drug prices are going to come down 600%, 700%, numbers nobody has seen. Big Pharma knows it!").impact).not.toBe("High"));

test("a tariff that 'might come down' if a partner opens up is a cut not decided: no act", () => {
  const s = judge("If India opens its markets, the 25% Tariff might come down a lot.");
  expect(s.facts.some((f) => f.kind === "tariff-cut" && f.action !== null)).toBe(false);
});

test("a deal 'not a done Deal yet' is talks, not a deal made", () =>
  expect(kinds("Great call with Vietnam on trade. We are close, but it is not a done Deal yet. They want to buy a lot of our Boeings.")).not.toContain(
    "trade-deal",
  ));

test("'Semiconductor Manufacturing Tools' barred to China are chip-making tools: their makers and the chip fund down", () =>
  pointsAs("No Semiconductor Manufacturing Tools may be exported to China, effective tonight.", { AMAT: "down", LRCX: "down", SMH: "down" }));

test("a partner that 'is going to be paying a far higher Tariff' is a raise threatened", () =>
  expect(kinds("Mexico is going to be paying a far higher Tariff very soon!")).toContain("tariff-threatened"));
