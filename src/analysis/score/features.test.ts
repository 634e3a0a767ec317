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

/**
 * Economic topics the rubric calls relevant beyond the rules' terms (lexicon/economic-topics.ts).
 * The sentences are written for the test, one per topic.
 */
describe("economic topics", () => {
  test.each([
    ["funding", "Federal workers are not being paid because the Senate refuses to fund the government."],
    ["funding", "The debt ceiling must be raised before the deadline."],
    ["regulation", "I will sign an Executive Order cutting the regulations that raise the cost of building homes."],
    ["defense-industry", "Our allies must pay more for their own defense, and our shipbuilding is coming back."],
    ["economy", "Wages are up and the cost of living is finally coming down for families."],
    ["markets", "Your 401(k) has never looked better, with records set all week."],
    ["legislation", "The Senate must pass the Farm Bill before the recess."],
    ["economic-agency", "The Secretary of Commerce will announce the new rules on Monday."],
  ])("%s: %s", (topic, text) => {
    expect(facts(text).get(`econ:${topic}`)).toBe(1);
  });
  test("an endorsement's list of policies is not read as those topics (rubric: typical false)", () => {
    const text = "It is my Complete and Total Endorsement for Congress: he will cut Regulations and never shut down the government.";
    expect([...facts(text).keys()].filter((k) => k.startsWith("econ:"))).toEqual([]);
  });
  test("a post on none of them carries none", () => {
    expect([...facts("What a beautiful evening at the ballpark with the fans!").keys()].filter((k) => k.startsWith("econ:"))).toEqual([]);
  });
});

describe("how much of a post is about the economy", () => {
  test("distinct everyday economic words, counted up to four", () => {
    expect(facts("Prices, wages, jobs and the economy: all better, and business is booming.").get("econ-words")).toBe(1);
    expect(facts("Prices are down.").get("econ-words")).toBe(0.25);
    expect(facts("A beautiful evening with great friends.").has("econ-words")).toBe(false);
  });
  test("a post's length in bands", () => {
    expect(facts("Thank you!").get("length:short")).toBe(1);
    expect(facts("word ".repeat(100)).get("length:long")).toBe(1);
  });
});
