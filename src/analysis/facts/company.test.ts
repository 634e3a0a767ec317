import { describe, expect, test } from "bun:test";
import { analyzeWithRules, judge } from "../rules.ts";

const kindsOf = (content: string) => judge(content).facts.map((f) => f.kind);

// Written for these tests: a demand about a network's news, shows, hosts or license is a complaint
// about coverage (an attack on it), not an order with a price effect; a demand on its business
// (a merger, a sale) and demands on other companies still are demands.
describe("a demand on a media company", () => {
  test.each([
    ["a network told to lose its license", "NBC should lose its license for the fake stories it runs every night about me. A disgrace!"],
    ["a network told to fire a reporter", "Fake News CNN should immediately fire their phony reporter and apologize. Sad!"],
    ["a show told to be taken off", "ABC must take this low rated show off the air, and the FCC should look into their license."],
    // Twenty-second round (probe-dev44.json's shape, new words): a director it must remove is its business, so the company is named.
    ["a streamer told to remove a director", "Netflix must immediately remove that Obama hack from its Board of Directors, or face the consequences!"],
  ])("is an attack: %s", (_, content) => {
    const kinds = kindsOf(content);
    expect(kinds).toContain("company-attack");
    expect(kinds).not.toContain("company-demand");
  });

  test.each([
    ["a network's merger pushed", "The Paramount merger should be approved, and CBS must sell to a buyer who respects the public."],
    ["a retailer told not to blame tariffs", "Walmart should STOP trying to blame Tariffs as the reason for raising prices throughout the chain."],
    ["a drinks maker that agreed", "I have been speaking to Coca-Cola about using REAL Cane Sugar in Coke, and they have agreed to do so."],
    ["its chief told to go, past an aside", "The CEO of Boeing has let our Country down. Totally incompetent! He must step down, immediately."],
    // Eighteenth round (probe-dev27.json's shape, new words): "he" told to step down two sentences after his company is named.
    [
      "its chief told to go, two sentences on",
      "Micron's Chief Executive has far too many ties to China. That is not acceptable. I am demanding that he step down NOW!",
    ],
  ])("is still a demand: %s", (_, content) => {
    expect(kindsOf(content)).toContain("company-demand");
  });
});

// Written for this test (from a real event probe-dev26.json carries, in new words): his own purchase of a
// company's product, against a boycott, is support for it; a partner's order is what "bought" reads.
test("his own purchase of a company's product is support for it", () => {
  const a = analyzeWithRules({
    content: "This morning I am BUYING a brand new FORD truck, because the Radical Left is trying to boycott a great American Company. Build in America!",
    createdAt: Date.UTC(2026, 3, 8, 15),
  });
  expect(a.instruments.find((i) => i.symbol === "F")?.direction).toBe("up");
});
