import { expect, test } from "bun:test";
import { analysis, kinds, readsAs } from "./directions-for-tests.ts";

/** Written for these tests (fortieth round, from probe-dev537.json … probe-dev545.json, in new words). */

/** A fact kind read, then the map's directions for it. */
test.each([
  ["a bare call to buy a coin ('BUY BITCOIN!') is a buy call on it", "BUY BITCOIN!", "buy-call", { BTC: "up" }],
  ["'BUY ETH!' names the coin it calls", "Solid technology, made in America. BUY ETH!", "buy-call", { ETH: "up" }],
  [
    "the Treasury to 'use… our Tariff money to buy Bitcoin', a sum a month, is the government's purchase",
    "Beginning in January, the Treasury will use some of our Tariff money to buy Bitcoin for the Reserve — 3 Billion Dollars a month.",
    "crypto-policy",
    { BTC: "up" },
  ],
  [
    "a central bank digital currency barred is support for the coins",
    "By my Executive Order, no Federal Agency may ever issue a Central Bank Digital Currency. NEVER!",
    "crypto-policy",
    { BTC: "up" },
  ],
  [
    "a crypto rule repealed is support for the coins",
    "Today I signed the bill repealing the crypto Broker Rule. A disaster, gone!",
    "crypto-policy",
    { BTC: "up" },
  ],
  [
    "'the War on Crypto is OVER' is support for the coins",
    "Our new SEC Chairman is a great choice. The War on Crypto is OVER!",
    "crypto-policy",
    { BTC: "up" },
  ],
  [
    "a company told to 'swallow the Tariffs' is a demand on it",
    "Walmart: quit complaining, and swallow the Tariffs yourselves!",
    "company-demand",
    { WMT: "down" },
  ],
  [
    "'the largest order in the history of BOEING' is more orders",
    "Emirates just signed the largest order in the history of BOEING, more than $100 Billion!",
    "company-orders",
    { BA: "up" },
  ],
  [
    "ships the Navy 'will be ordering' from a named yard are more orders",
    "The Navy will be ordering ten new Frigates, built at Huntington Ingalls. AMERICA BUILDS SHIPS!",
    "company-orders",
    { HII: "up" },
  ],
  [
    "negotiations that 'will resume' are talks going well",
    "Mexico has dropped its new tax on our streaming companies. Because of this, Trade Negotiations with Mexico will resume on Monday.",
    "trade-talks",
    { EWW: "up" },
  ],
  [
    "shoppers told to 'STOP SHOPPING AT TARGET' name the company",
    "Target has gone WOKE again. I am asking all Patriots to STOP SHOPPING AT TARGET until they come to their senses.",
    "company-demand",
    { TGT: "down" },
  ],
  [
    "a stake the Department of War takes in L3Harris' business is a deal with it",
    "The Department of War will invest $2 Billion Dollars in L3Harris' new Rocket Motor business, becoming a major shareholder.",
    "company-deal",
    { LHX: "up" },
  ],
  [
    "'the Dollar way too high' against a partner's currency 'way too low' is a weaker dollar wanted",
    "Japan's Yen is way too low, and the Dollar way too high. I have asked Secretary Bessent to bring the Yen UP and the Dollar DOWN!",
    "weak-dollar",
    { DXY: "down", JPY: "up" },
  ],
  [
    "a call to 'BOYCOTT Target' is a demand on it",
    "I am calling on all Americans to BOYCOTT Target until it stops blaming its prices on America!",
    "company-demand",
    { TGT: "down" },
  ],
  ["'BUY BANK STOCKS!' names the banks", "BUY BANK STOCKS! Our Banks are about to have their best years EVER!", "buy-call", { XLF: "up", SPY: undefined }],
  [
    "a strike he orders after a comparison put first ('Just like the strikes… last spring, …I have tonight ordered') is his act",
    "Just like the strikes on the Houthis last spring, I have tonight ordered powerful strikes on the Houthi terrorists who again attacked ships.",
    "escalation",
    { USO: "up" },
  ],
  [
    "a producer's airspace declared closed is an act of war",
    "Venezuelan airspace is now CLOSED in its entirety. All Airlines and Drug Traffickers take note!",
    "escalation",
    { USO: "up" },
  ],
])("%s", (_name, post, kind, expected) => readsAs(post, kind as never, expected));

test("an order told as a memory ('Remember… on my watch') is no new order", () => {
  expect(kinds("Remember, Qatar bought 160 Boeing jets on my watch, the biggest order in Boeing's history. Biden got NOTHING!")).not.toContain(
    "company-orders",
  );
  expect(kinds("A year ago, Emirates placed the largest order in Boeing's history. Great for our Workers!")).not.toContain("company-orders");
});

test("Westinghouse's owners named beside it (Brookfield and Cameco) are the companies a reactor deal lifts, each by its own name", () => {
  const post = "We just signed a $60 Billion Deal with Westinghouse, owned by Brookfield and Cameco, to build Nuclear Reactors all over America!";
  const named = analysis(post).instruments.filter((i) => i.symbol === "CCJ" || i.symbol === "BN");
  expect(named.map((i) => [i.symbol, i.name, i.direction])).toEqual([
    ["CCJ", "Cameco", "up"],
    ["BN", "Brookfield", "up"],
  ]);
});

test.each([
  ["a crypto market structure bill pressed for is support", "Congress must pass the Crypto Market Structure bill QUICKLY. We will lead in Digital Assets!"],
  [
    "'buy ONE MILLION Bitcoin' for the reserve is the government's purchase",
    "The United States will buy ONE MILLION Bitcoin over the next five years for our Strategic Reserve.",
  ],
  [
    "a 'Strategic Bitcoin and Digital Asset Reserve' is the reserve",
    "I have signed an Executive Order creating the Strategic Bitcoin and Digital Asset Reserve. We will NEVER sell!",
  ],
  ["an end to debanking crypto firms is support", "Banks have been debanking good Crypto people for years. That will stop, and soon!"],
])("%s", (_name, post) => readsAs(post, "crypto-policy", { BTC: "up" }));

test("'Crypto is the future', said in passing, is no policy", () => {
  expect(kinds("Crypto is the future, and my family is a big part of it. Wonderful!")).not.toContain("crypto-policy");
});

test.each([
  [
    "'the Public Offering of Fannie Mae and Freddie Mac' begun is a listing",
    "Today I am directing the Treasury to begin the Public Offering of Fannie Mae and Freddie Mac. Great for housing!",
  ],
  [
    "'taking them PUBLIC', said of the companies its own sentence names, is a listing",
    "Fannie Mae and Freddie Mac are making a fortune, and we are looking very seriously at taking them PUBLIC.",
  ],
  [
    "companies to be 'listed on the New York Stock Exchange' are a listing",
    "Fannie Mae and Freddie Mac will be listed on the New York Stock Exchange on December 1st.",
  ],
])("%s", (_name, post) => readsAs(post, "company-deal", { FNMA: "up", FMCC: "up" }));
