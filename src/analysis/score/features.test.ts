import { describe, expect, test } from "bun:test";
import { judge } from "../rules.ts";
import { featuresOf } from "./features.ts";

const facts = (text: string) => featuresOf(judge(text)).facts;

/**
 * Tariff talk without the word tariff (lexicon/trade-context.ts): each kind is read as part of the
 * tariff topic the score learns from. The sentences are written for the test, one per kind.
 */
describe("trade context without the word tariff", () => {
  test.each([
    ["fentanyl", "Mexico has let deadly Fentanyl pour across our Border for years, and nothing was done."],
    ["grievance", "Canada has ripped us off on trade for decades, and those days are over."],
    ["grievance", "Why is America subsidizing Canada by Billions of Dollars a year?"],
    ["negotiate", "Dozens of countries are calling, begging to negotiate."],
    ["onshoring", "If foreign companies want to sell in America, they must move their factories to the USA."],
    ["access", "I will ask President Xi to open up China to our great companies."],
    ["leader-talk", "I just spoke with the Prime Minister of Japan about many subjects, including Trade."],
  ])("%s: %s", (kind, text) => {
    const f = facts(text);
    expect(f.get(`trade-context:${kind}`)).toBe(1);
    expect(f.get("tariff-topic")).toBe(1);
    expect(f.has("no-trade-evidence")).toBe(false);
  });

  test.each([
    // At war, not at trade: a grievance against an enemy is not a tariff topic.
    "Iran has taken advantage of every President for 47 years, but not me.",
    // The U.S. paying for others' health care, not a partner's trade.
    "We will no longer subsidize the healthcare of the World.",
    // Fentanyl from a country that faced no fentanyl duty.
    "Venezuela sends Fentanyl and gangs into our Country.",
  ])("not a trade context: %s", (text) => {
    const f = facts(text);
    expect([...f.keys()].filter((k) => k.startsWith("trade-context"))).toEqual([]);
  });

  test("a partner named for another reason, with no trade word, carries the mark of no trade evidence", () => {
    expect(facts("Our Border with Mexico is the safest it has ever been, and the voters of Texas know it.").get("no-trade-evidence")).toBe(1);
    expect(facts("China will face Tariffs of 25% starting Monday.").has("no-trade-evidence")).toBe(false);
    expect(facts("Great talks with China on Trade today.").has("no-trade-evidence")).toBe(false);
  });
});
