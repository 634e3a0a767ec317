import { expect, test } from "bun:test";
import { judge } from "../rules.ts";

/**
 * Written for these tests (fifty-first round, in new words), from the development probe probe-dev625.json (market-wide news
 * and commodities): every scheduled tariff increase paused, our own imports from a partner suspended, and a letter "very soon";
 * and from probe-dev626 and probe-dev628, a strait a producer "cannot keep closed" and long bonds the Treasury "will sell NO new" of.
 */
const facts = (content: string) => judge(content).facts;

test("'ALL Tariff increases… are hereby PAUSED' reach every partner: a global pause", () =>
  expect(facts("ALL Tariff increases scheduled for June 1st are hereby PAUSED for 60 Days.").find((f) => f.kind === "tariff-paused")?.global).toBe(true));

test("our own imports of a partner's cattle suspended are no purchases of ours the partner halted", () =>
  expect(facts("I have told USDA to SUSPEND all imports of Live Cattle, Bison and Horses from Mexico, effective today.").map((f) => f.kind)).not.toContain(
    "purchase-halted",
  ));

test("a partner that suspends its imports of our soybeans 'from the United States' still halts purchases of ours", () =>
  expect(facts("China has suspended all imports of Soybeans from the United States, effective today.").map((f) => f.kind)).toContain("purchase-halted"));

test("a partner that 'may be getting a letter very soon' telling it what it will pay is a hard line on it", () =>
  expect(facts("Japan may be getting a letter very soon telling them what they will pay.")).toContainEqual(
    expect.objectContaining({ kind: "trade-talks", stance: "hard", countries: ["Japan"] }),
  ));

test("a strait a producer 'cannot keep closed for long' is a closure that will end: supply let through, not held back", () => {
  const kinds = facts("Many Nations are working with us, and Iran knows it cannot keep the Strait of Hormuz closed for long.").map((f) => f.kind);
  expect(kinds).toContain("supply-up");
  expect(kinds).not.toContain("supply-down");
});

test("the Treasury that 'will sell NO new 10 Year Bonds' sells fewer long bonds, not more", () => {
  const kinds = facts("From now on, the Treasury will sell NO new 10 Year Bonds. Short term paper is far cheaper!").map((f) => f.kind);
  expect(kinds).toContain("fewer-bonds");
  expect(kinds).not.toContain("more-bonds");
});
