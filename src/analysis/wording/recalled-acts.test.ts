import { expect, test } from "bun:test";
import { analyzeWithRules } from "../rules.ts";

/**
 * Written for these tests (fifty-first round, in new words), from the development probes probe-dev624.json and probe-dev625.json:
 * a tariff the post dates in the past ("Three months ago I put a 25% Tariff on India") is told again, never "set" anew; and, from
 * probe-dev629.json, a partner's rate told as what it pays now, with no date, is the rate in force: no new act.
 */
const summary = (content: string) => analyzeWithRules({ content }).summary;

test("a tariff dated weeks ago by its own sentence is restated, not set", () => {
  const s = summary("Two weeks ago I put a 30% Tariff on Brazilian Coffee, and everybody said it would fail. It is working!");
  expect(s).toContain("restates");
  expect(s).not.toContain("sets");
});

test("a tariff set today is still set", () => expect(summary("Today I am putting a 30% Tariff on Brazilian Coffee, effective Monday.")).toContain("sets"));

test("a partner that 'pays a 25% Tariff' on goods outside the trade pact, with no date, is the rate in force: not High", () =>
  expect(analyzeWithRules({ content: "Mexico pays a 25% Tariff on everything that isn't covered by USMCA. That's big money for America!" }).impact).not.toBe(
    "High",
  ));
