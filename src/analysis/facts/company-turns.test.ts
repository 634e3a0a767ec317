import { expect, test } from "bun:test";
import { analyzeWithRules, judge } from "../rules.ts";

const ways = (content: string) =>
  Object.fromEntries(analyzeWithRules({ content, createdAt: Date.UTC(2026, 3, 8, 15) }).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (nineteenth round, from the development probes probe-dev31.json and
 * probe-dev32.json, in new words): company news the readers had read the wrong way round.
 */
test.each([
  ["an ad praised as 'NOT WOKE' is praise", "Coca-Cola's new ad is fantastic, patriotic and NOT WOKE. Great job!", { KO: "up" }],
  [
    "a deal blocked: the company it would buy loses its premium, the buyer is left unsettled",
    "Comcast buying Warner Bros. Discovery would be a disaster. We will BLOCK this deal!",
    { WBD: "down", CMCSA: "unclear" },
  ],
  [
    "a purchase that 'should NOT be approved' is a deal blocked, not an order nor a demand",
    "Union Pacific's purchase of Norfolk Southern should NOT be approved. Bad for shippers!",
    { NSC: "down", UNP: "unclear" },
  ],
  [
    "licences to sell, paid for with a share of the sales, are leave to sell",
    "Nvidia and AMD will receive licenses to ship their H20 chips to China, and they will pay 15% of those sales to our Treasury. Money we never had!",
    { NVDA: "up", AMD: "up" },
  ],
  [
    "licences revoked are a bar on the sales they allowed",
    "I am revoking every license that allowed Nvidia to sell its chips to China. No more!",
    { NVDA: "down" },
  ],
  [
    "'lower its prices, or pay a tariff' is a demand with a tariff behind it, not relief",
    "Novo Nordisk must lower its prices within 6 months, or it will pay a 100% Tariff on every drug it ships here.",
    { NVO: "down" },
  ],
  [
    "'He' after 'their CEO' is the company's man: a demand that he go is on the company",
    "Wells Fargo has been closing the accounts of conservatives, and their CEO knows it. He should be fired by his Board!",
    { WFC: "down" },
  ],
  ["Ticketmaster is Live Nation", "Ticketmaster is ripping off fans with junk fees. The DOJ must go after them!", { LYV: "down" }],
  ["a regulator's approval of a company's plan is good news for it", "The FDA has just approved Pfizer's new vaccine plant. Great!", { PFE: "up" }],
  ["…shouted too", "The FAA has just APPROVED Boeing's new 777X for passenger service. Great!", { BA: "up" }],
  ["a buyer that 'is buying' from a named maker gives it orders", "Qatar is buying 30 more F-15 jets from Boeing. Great deal!", { BA: "up" }],
  [
    "a bare command after the companies are named is a demand on them",
    "Chevron and ConocoPhillips keep buying back their own shares. Stop the buybacks and drill!",
    { CVX: "down", COP: "down" },
  ],
  [
    "'cut the price, or we will buy fewer' is a demand",
    "Boeing will cut the price of every tanker by $10 Million, or we will buy fewer of them.",
    { BA: "down" },
  ],
  [
    "an order 'being signed today', after what it orders, is that order",
    "No more dividends or buybacks for Defense Contractors until the ships are delivered. Executive Order is being signed today!",
    { ITA: "down" },
  ],
  ["a bank attacked for debanking", "Bank of America has been debanking conservatives for years. Shameful!", { BAC: "down" }],
] as const)("%s", (_name, content, want) => {
  expect(ways(content)).toMatchObject(want);
});

test("a recap of the tariffs in force ('here is where we are… ALL IN FORCE') sets no new tariff", () => {
  const sig = judge("For those who ask, here is where we are: Steel 50%, Copper 50%, Trucks 25%. ALL IN FORCE, and the money is pouring in!");
  expect(sig.facts.filter((f) => f.kind === "tariff-imposed" || f.kind === "tariff-raised")).toEqual([]);
});

test("an oil licence revoked holds oil back; a chip licence revoked does not", () => {
  expect(ways("I am revoking the oil licence that lets Chevron pump in Venezuela.")).toMatchObject({ USO: "up" });
  expect(ways("I am revoking every license that allowed Nvidia to sell its chips to China.")).not.toHaveProperty("USO");
});
