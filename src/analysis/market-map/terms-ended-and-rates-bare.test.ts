import { expect, test } from "bun:test";
import { analysis, kinds, pointsAs, readsAs } from "./directions-for-tests.ts";
import { judge } from "../rules.ts";

/** Written for these tests (forty-first round, from probe-blind40.json and probe-dev546.json … probe-dev557.json, in new words). */

/** A fact kind read, then the map's directions for it. */
test.each([
  [
    "a blockade 'relaxed' and restrictions on the Strait lifted let the oil through",
    "Iran will lift all restrictions on the Strait of Hormuz starting Friday. Our Blockade will be relaxed step by step. A great day!",
    "supply-up",
    { USO: "down" },
  ],
  [
    "a partner's trade preferences 'hereby suspended' beside a new rate are no relief",
    "From the first of next month, all South African goods pay a Tariff of 30%, and their AGOA preferences are hereby suspended.",
    "tariff-imposed",
    { EZA: "down", ZAR: "down" },
  ],
  [
    "goods that 'will no longer pay the extra 40% Tariff' are relief",
    "Coffee and Beef from BRAZIL will no longer pay the extra 40% Tariff, effective tonight. Prices will come down!",
    "tariff-cut",
    { EWZ: "up", BRL: "up" },
  ],
  [
    "a rate that goes 'back to 25%, from 15%' is raised, after a cut told as 'the very day we promised'",
    "We lowered Korea's Tariffs the very day we promised. Seoul never delivered. So Korean Cars and everything else go back to 25%, from 15%, until they do!",
    "tariff-raised",
    { EWY: "down", KRW: "down" },
  ],
  [
    "a partner that 'has agreed to put Tariffs' on others acts on its own; our tariff removed is the news",
    "MEXICO has agreed to put Tariffs of up to 40% on Chinese steel. In exchange, the Fentanyl Tariff on compliant Mexican goods is removed.",
    "tariff-cut",
    { MXN: "up", EWW: "up" },
  ],
  [
    "metal 'allowed into our Country TARIFF FREE', a tonnage with a decimal point, is relief",
    "I have agreed to allow 1.5 Million Tons of Canadian Aluminum per year into our Country TARIFF FREE. Above that, the full rate!",
    "tariff-cut",
    { CAD: "up" },
  ],
  [
    "a special arrangement 'TERMINATED' so 'the full 50% Steel TARIFF will apply' is no relief",
    "Brazil has shipped Steel Slab here under a special quota for years. That arrangement is TERMINATED as of the first of next month, and the full 50% Steel TARIFF will apply.",
    "tariff-imposed",
    { EWZ: "down" },
  ],
  [
    "trucks that 'pay the Truck TARIFF only on their non-American parts' pay less",
    "Mexican-built Trucks that meet USMCA rules will now pay the Truck TARIFF only on their non-American parts, starting today.",
    "tariff-cut",
    { MXN: "up" },
  ],
  [
    "'drop your Dairy TARIFF…, or the TARIFF on Canadian Steel goes to 100%': their cut demanded, ours threatened",
    "Canada: drop your outrageous 250% Dairy TARIFF by Monday, or the TARIFF on Canadian Steel goes to 100%!",
    "tariff-threatened",
    { CAD: "down", EWC: "down" },
  ],
  [
    "'every iPhone Apple imports… will carry a Tariff' is Apple's to pay, and its factories 'in India instead' are no praise",
    "Apple keeps building new plants in India instead. Starting June 1st, every iPhone Apple imports will carry a Tariff of at least 25%.",
    "tariff-imposed",
    { AAPL: "down" },
  ],
  [
    "an agency asked to 'open a full review' of a network's licenses is an act against it",
    "Comcast's NBC uses the Public Airwaves for FREE. I am asking the FCC, starting today, to open a full review of every NBC Broadcast License!",
    "company-attack",
    { CMCSA: "down" },
  ],
  [
    "a nominee who 'knows Rates can, and should, be much lower' is a dove",
    "I am pleased to announce that Kevin Hassett will be my nominee for Chairman of the Federal Reserve. Kevin knows Rates can, and should, be much lower!",
    "fed-personnel",
    { DXY: "down" },
  ],
  [
    "'Thank you Walmart for raising prices', then 'Brilliant! Now EAT THE TARIFFS', is sarcasm and a demand",
    "Thank you Walmart for raising prices and blaming Tariffs. Brilliant! Now EAT THE TARIFFS, and don't charge a penny more!",
    "company-demand",
    { WMT: "down" },
  ],
  [
    "'Hold your prices where they are', told after the company is named, is a demand on it",
    "Walmart is telling Wall Street that prices will rise because of Tariffs. Really? Hold your prices where they are, and split the cost with your suppliers!",
    "company-demand",
    { WMT: "down" },
  ],
  [
    "rare earth shipments to 'restart… no restrictions' let them go again",
    "China has agreed to restart shipments of Rare Earths and Magnets, no restrictions. A great deal for both!",
    "supply-up",
    { MP: "down" },
  ],
  [
    "a deal 'Signed today in Scotland with…', its terms after the colon, is a deal",
    "Signed today in Brussels with the Commission: the European Union will pay 15% on what it sends us, and buy $700 Billion of our Energy.",
    "trade-deal",
    { EUR: "up", VGK: "up" },
  ],
  [
    "'every product from Colombia pays 25%' is a tariff without the word",
    "Petro refused our flights. As of now, every product from Colombia pays 25%. Nobody treats America this way!",
    "tariff-imposed",
    { GXG: "down", COP: "down" },
  ],
  [
    "a rate told bare ('Twenty-five percent on Korean cars.') is a tariff",
    "Twenty-five percent on Korean cars. Starting Friday!",
    "tariff-imposed",
    { EWY: "down" },
  ],
  [
    "goods that 'go to 25% on the 1st of the month' are a tariff without the word",
    "The Prime Minister says never. OK — Japanese Automobiles go to 25% on the 1st of the month!",
    "tariff-imposed",
    { EWJ: "down", TM: "down" },
  ],
  [
    "a tariff that 'goes up another 10 points' is raised",
    "For that cheap stunt, Canada's Tariff goes up another 10 points above the current level. Nice try!",
    "tariff-raised",
    { CAD: "down", EWC: "down" },
  ],
  [
    "a board member to 'take off', or 'consequences for Netflix', is an attack on the network",
    "Why does Netflix keep Susan Rice on its Board? Take her off, NOW. If you don't, there will be consequences for Netflix!",
    "company-attack",
    { NFLX: "down" },
  ],
  [
    "'NO H200s… for China' and licenses denied are export controls",
    "NO H200s, and certainly no Blackwells, for China. I have instructed Commerce to deny every license application.",
    "sanction",
    { NVDA: "down" },
  ],
  ["'If I weren't President, I'd be BUYING!' is a call to buy", "Stocks are on sale today. If I weren't President, I'd be BUYING!", "buy-call", { SPY: "up" }],
  [
    "tariffs that 'will therefore NOT go into effect' are relief",
    "Colombia has agreed to all of our terms. The Tariffs scheduled for tomorrow will therefore NOT go into effect!",
    "tariff-cut",
    { GXG: "up" },
  ],
  [
    "a one year 'CAP of 10% on Credit Card Interest Rates', effective in 30 days, is an act on the card lenders",
    "Effective 30 days from today, there will be a one year CAP of 10% on Credit Card Interest Rates. No more rip-offs!",
    "official-act",
    { COF: "down" },
  ],
  [
    "a report he confirms ('…' — Reuters. Correct, and…') is his word, its goods read to the closing quote",
    '"Trump to impose 25% tariff on imported heavy trucks" — Reuters. Correct, and we are moving the date UP!',
    "tariff-imposed",
    { PCAR: "up" },
  ],
  [
    "'any branded Drug made outside the U.S.A. pays 100%' is a tariff without the word",
    "NOT TRUE!!! As of October 1st, any branded Drug made outside the U.S.A. pays 100%, unless the Company is building here.",
    "tariff-imposed",
    { XPH: "down" },
  ],
  [
    "cars that 'come in at 15%, not 25%' are a cut",
    "The experts said Japan would never open its Rice market. Well, they just did, and in return their Cars come in at 15%, not 25%!",
    "tariff-cut",
    { EWJ: "up", TM: "up" },
  ],
  [
    "forces ordered 'to wipe out' a group's sites after it 'fired on' a tanker is an act of war",
    "The Houthis fired on an Oil Tanker in the Red Sea. In response, I ordered our Forces to wipe out their missile sites. Done!",
    "escalation",
    { USO: "up" },
  ],
  [
    "their own cut told as the reason first ('Because the European Union has passed… dropping its TARIFFS…, the TARIFF on European Cars… is lowered') leaves ours the act",
    "Because the European Union has passed the law dropping its TARIFFS on American goods to ZERO, the TARIFF on European Cars is lowered to 15%.",
    "tariff-cut",
    { EUR: "up", STLA: "up" },
  ],
  [
    "'a one month EXEMPTION on any Autos… from the Canada and Mexico Tariffs' is relief",
    "After speaking with the Big Three, we are giving a one month EXEMPTION on any Autos coming through USMCA, from the Canada and Mexico Tariffs.",
    "tariff-cut",
    { MXN: "up", GM: "up" },
  ],
  [
    "partners that 'have signed Trade Agreements with the United States at 19%' made a deal",
    "In Kuala Lumpur, MALAYSIA and CAMBODIA have signed Trade Agreements with the United States at 19%, opening their markets to our Farmers.",
    "trade-deal",
    { EWM: "up" },
  ],
  [
    "'I have agreed to hold off on the increase for 30 days' is a pause",
    "CANADA: I have agreed to hold off on the increase for 30 days while Mark Carney works on Dairy.",
    "tariff-paused",
    { CAD: "up" },
  ],
  [
    "'the import of 80,000 Tons of Argentinian Beef… at a very low Tariff' is relief",
    "Beef is too expensive. I have authorized the import of 80,000 Tons of Argentinian Beef, four times the old Quota, at a very low Tariff.",
    "tariff-cut",
    { ARGT: "up" },
  ],
  [
    "'I will NOT allow Netflix to acquire Warner Bros.' is a merger blocked, its target down",
    "I will NOT allow Netflix to acquire Warner Bros. Far too much market share!",
    "merger-blocked",
    { WBD: "down" },
  ],
  [
    "'Very good and detailed talks with Iran' are diplomacy with a producer, calm for crude",
    "Very good and detailed talks with Iran over the last two days. Many points agreed to. I am more optimistic than ever!",
    "de-escalation",
    { USO: "down" },
  ],
  [
    "tariffs on foreign films 'being prepared' are threatened",
    "Hollywood is dying! Tariffs on Movies made outside the United States are being prepared. MOVIES MADE IN AMERICA, AGAIN!",
    "tariff-threatened",
    { NFLX: "down" },
  ],
])("%s", (_name, post, kind, expected) => readsAs(post, kind as never, expected));

test("a company held up as the example ('The others should be following Lilly') is praised, not told", () => {
  const post = "Eli Lilly is building another great Plant, this time in Ohio. The others should be following Lilly — and they will!";
  expect(kinds(post)).toContain("company-praise");
  pointsAs(post, { LLY: "up" });
});

test("an offer to those who build here ('If Toyota… wants to build… there will be NO Tariff') is no praise beside their tariff", () => {
  const post =
    "Starting August 1st, every Japanese Automobile coming into our Country will pay a 30% Tariff. If Toyota or Honda wants to build their cars right here, there will be NO Tariff!";
  pointsAs(post, { TM: "down", HMC: "down" });
});

test("an order to build faster ('all of them — build FASTER') is no praise", () => {
  expect(kinds("Lockheed, Raytheon, all of them — build FASTER, and then we can talk!")).not.toContain("company-praise");
});

test("tariffs and sanctions 'held in reserve' are relief, not a sanction set", () => {
  pointsAs("Colombia has agreed to all of our terms. The Tariffs and Sanctions will be held in reserve, unless Colombia fails to honor this agreement.", {
    GXG: "up",
  });
});

test("a start on a bare weekday ('beginning Monday') is a date from then", () => {
  const fact = judge("Forty percent on every foreign drone and drone part, beginning Monday.").facts.find((f) => f.kind === "tariff-imposed");
  expect(fact?.when).toBe("from Monday");
});

test("a company that holds its own prices steady is praised, not told; a host a network 'should get rid of' is no company news", () => {
  expect(kinds("Ford will hold its prices steady and build even more cars right here in the USA. Good for Ford!")).not.toContain("company-demand");
  expect(analysis("Jimmy Kimmel has no talent. ABC should get rid of him!").instruments).toEqual([]);
});

test("cars that 'come in at 10%, up to 100,000 a year' under a deal are no tariff set", () => {
  expect(kinds("The United Kingdom will open its Market to our Beef. British cars come in at 10%, up to 100,000 a year.")).not.toContain("tariff-imposed");
});

test("a company 'thinking about building more of its bikes in Thailand' is no praise", () => {
  expect(kinds("I hear Harley-Davidson is thinking about building more of its bikes in Thailand. Terrible idea! Stay home, Harley!")).not.toContain(
    "company-praise",
  );
});

test("praise taken back ('a great company…, but we have to be careful', 'but nobody gets the top Blackwell chips') is no praise", () => {
  expect(kinds("We are looking at which Chips go to China. NVIDIA is a great company, but we have to be careful!")).not.toContain("company-praise");
  expect(kinds("Jensen is a great guy, but nobody gets the top Blackwell chips except the U.S.A.")).not.toContain("company-praise");
});

test("a block told with its act ('I have asked the Department of Justice to sue to BLOCK this deal') is the fact's sentence", () => {
  const post = "I will NOT allow Netflix to buy Warner Bros. I have asked the Department of Justice to sue to BLOCK this deal.";
  expect(judge(post).facts.find((f) => f.kind === "merger-blocked")?.sentence).toStartWith("I have asked the Department of Justice");
});

test("praise with 'should do even more' is encouragement, not a demand", () => {
  const post = "Companies are building new smelters all over America. Freeport-McMoRan, a great company, should do even more!";
  expect(kinds(post)).not.toContain("company-demand");
  pointsAs(post, { FCX: "up" });
});
