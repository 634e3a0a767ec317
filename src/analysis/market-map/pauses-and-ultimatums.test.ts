import { expect, test } from "bun:test";
import { analyzeWithRules } from "../rules.ts";

const analysis = (content: string) => analyzeWithRules({ content, createdAt: Date.UTC(2025, 8, 10, 15) });
const ways = (content: string) => Object.fromEntries(analysis(content).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (twenty-ninth round, from the start blind probe probe-blind28.json and the development
 * probes probe-dev127.json … probe-dev140.json, in new words): calls that were read the wrong way.
 */
test.each([
  [
    "a company's chief instructed to cut the price, or lose new orders, is a demand on it",
    "The new Tanker is far too expensive. I am hereby instructing Boeing's CEO to CUT THE PRICE by 15% within 30 days, or the Air Force will stop placing new orders!",
    { BA: "down" },
  ],
  [
    "a bigger tariff-rate quota lets more in at the low rate: relief for the partner",
    "I have authorized an increase in the Tariff-Rate Quota for Brazilian Beef to 100,000 Tons, effective immediately. Cheaper Beef!",
    { EWZ: "up", BRL: "up" },
  ],
  [
    "a demand on a company beside relief on its goods prices the demand",
    "Now that the Tariffs on Coffee are removed, Starbucks must cut the price of its coffee right away. No excuses!",
    { SBUX: "down" },
  ],
  [
    "fewer long bonds: 'STOP issuing 30 Year Bonds'",
    "I have instructed the Treasury to STOP issuing 30 Year Bonds until Rates come down. Short term Bills only!",
    { TLT: "up" },
  ],
  [
    "a question about firing the Fed's chair left open ('I don't know, we will see') is a threat to its independence",
    "Reporters keep asking whether I will fire Jerome Powell. I don't know, we will see. He is a disaster!",
    { DXY: "down", GLD: "up", TLT: "down" },
  ],
  [
    "a tariff's date pushed back, after the partner asked for more time, is a pause",
    "Japan asked for more time and promised a great offer. I have therefore agreed to push the date for the 25% Tariff on Japan back from July 1st to August 15th.",
    { EWJ: "up" },
  ],
  [
    "strikes on a producer's oil facilities paused are calm, not war",
    "At Tehran's request I have agreed to PAUSE all strikes on Iran's Oil Facilities for 10 Days. Talks are going well!",
    { USO: "down", VIX: "down" },
  ],
  [
    "an ally told it must NOT strike while talks go on is restraint",
    "I have told Bibi that Israel must NOT strike Iran's oil fields while we are talking. A deal is close!",
    { USO: "down" },
  ],
  [
    "hours to stop attacking tankers, or be hit, is an ultimatum, not calm",
    "Iran has 24 HOURS to stop attacking Tankers in the Gulf or we will hit them harder than ever before!",
    { USO: "up", GLD: "up" },
  ],
  [
    "sanctions lifted once a truce holds are sanctions relief, not war",
    "Peace Plan: once the Ceasefire holds for 30 days, the United States will lift Sanctions on Russian Banks and on Russian Oil sales to Europe. Russia has agreed to withdraw from the Plant. A historic day!",
    { USO: "down" },
  ],
  [
    "a partner dropping its investigations of U.S. companies is good news for them",
    "China's Commerce Ministry confirmed it will drop its anti-dumping investigations of American Chip Companies, including Texas Instruments. Good!",
    { TXN: "up" },
  ],
  [
    "'I don't want Apple building in India' is a demand on Apple",
    "I told Tim Cook I don't want Apple building its iPhones in India. Build them here!",
    { AAPL: "down" },
  ],
  [
    "'separate from any deal with Korea' is no deal with Korea: the tariff threatened on its cars weighs on it",
    "Hyundai must move its SUV production to Alabama, or it will pay a 25% Tariff on every car, separate from any deal with Korea!",
    { EWY: "down" },
  ],
  [
    "a rate raised beside preferences lost ('hereby removed from all U.S. Trade Preference programs') is no relief",
    "Effective October 1st, the Tariff on all Brazilian goods will increase from 40% to 50%, and Brazil is hereby removed from all U.S. Trade Preference programs!",
    { EWZ: "down", BRL: "down" },
  ],
  [
    "a bigger tariff-free quota is relief too",
    "We are increasing the Tariff-Free Quota for Argentine Beef to 100,000 Tons, effective immediately. Cheaper Burgers!",
    { ARGT: "up" },
  ],
  [
    "'I have today terminated all Tariffs on Potash' is relief for the partner that sells it",
    "Farmers pay too much for Fertilizer. I have today terminated all Tariffs on Potash coming from Canada!",
    { CAD: "up" },
  ],
  [
    "goods 'capped at a 15% Tariff, no higher' in a deal are relief for the partner",
    "Japan and the United States have agreed that Japanese Lumber and Aircraft Parts will be capped at a 15% Tariff, no higher. A WIN!",
    { EWJ: "up" },
  ],
  [
    "'there will be ZERO Tariff on Coffee from…' is relief for the sellers and the buyers of coffee",
    "Coffee is far too expensive. Effective Monday, there will be ZERO Tariff on Coffee from Brazil and Colombia!",
    { EWZ: "up", SBUX: "up" },
  ],
  [
    "a chief told to 'roll back those prices' is a demand on his company, whatever the post says of its product",
    "Coca-Cola raised its prices again. CEO James Quincey should roll back those prices, immediately. Coke is great, the prices are not!",
    { KO: "down" },
  ],
  [
    "a ceasefire agreed, with sanctions lifted, stays calm beside what would happen if it were violated",
    "Russia and Ukraine have agreed to a Ceasefire, starting Sunday. Certain Sanctions on Russian Oil will be lifted. If Russia violates the Ceasefire, the Sanctions will come back DOUBLE!",
    { USO: "down", GLD: "down" },
  ],
  [
    "'has agreed to our terms: a 15% Tariff…' is a deal signed, relief beside its rate",
    "The United Kingdom has agreed to our terms: a 10% Tariff, $50 Billion of American Energy purchases, and new investment. Signed today!",
    { EWU: "up" },
  ],
  [
    "a rate 'fixed at 15%' given 'in exchange' for investment is a deal",
    "Japan has agreed to honor its commitment of $550 Billion of investment, and in exchange their Tariff rate will be fixed at 15%. Thank you!",
    { EWJ: "up" },
  ],
  [
    "a partner 'allowed to ship' its steel 'Tariff-free' up to a volume is relief for it",
    "We have reached an agreement with Canada on STEEL. Canada will be allowed to ship its historical volume of Steel Tariff-free. Anything above that pays 50%!",
    { EWC: "up" },
  ],
] as const)("%s", (_, post, expected) => {
  expect(ways(post)).toMatchObject(expected);
});

test("a demand to form a joint venture with a partner is not on the partner", () => {
  const post =
    "Samsung must form a Joint Venture with Micron and help them build their Fabs in Idaho, within 30 days. Otherwise, their Tariff exemption is OVER!";
  expect(ways(post).MU).not.toBe("down");
});

test("coins a reserve leaves out ('will NOT be part of the Reserve') do not gain with bitcoin", () => {
  const post =
    "Today I signed the order directing the Treasury to purchase 100,000 BITCOIN for the Strategic Bitcoin Reserve. Ethereum and the other coins will NOT be part of the Reserve.";
  expect(ways(post).BTC).toBe("up");
  expect(ways(post).ETH).not.toBe("up");
});

test("a tariff 'on our Dairy Farmers' is the partner's, no tariff of ours on it", () => {
  const post = "Talks with Canada have resumed. But a 250% Tariff on our Dairy Farmers is not acceptable, and never will be!";
  expect(ways(post).CAD).not.toBe("down");
  expect(analysis(post).impact).not.toBe("High");
});

test("a partner's rate 'under review' is no rate set", () => {
  expect(analysis("The Swiss Delegation is in Washington today. Their 39% Reciprocal is under review. Very respectful people!").impact).not.toBe("High");
});

/** What is not new, or not his: a kept tariff, a call to buy a home. */
test.each([
  [
    "a tariff that 'is not going anywhere' is kept, not new",
    "Just a reminder to the World: the 50% Tariff on Foreign Copper is not going anywhere. It is saving our great Copper mines!",
    "Low",
  ],
  ["'a great time to buy a home' is no call to buy stocks", "Mortgage rates are falling fast. Great time to buy a home!", "Low"],
] as const)("%s", (_, post, level) => {
  expect(analysis(post).impact).toBe(level);
});

test("oil loading terminals destroyed on his orders are a strike on oil, whatever the post vows ('The Oil will flow, one way or the other')", () => {
  const post =
    "Iran would not listen. So, tonight, at my direction, our great Pilots, the best by far, destroyed the main oil loading terminals on Kharg Island. The Oil will flow, one way or the other!";
  expect(analysis(post).impact).toBe("High");
  expect(ways(post).USO).toBe("up");
});

test("makers said to need protecting are not told to do anything: a truck tariff shields them", () => {
  const post =
    "Our Truck makers, like Peterbilt and Kenworth, must be protected. Beginning November 1st, all Heavy Trucks from other Countries will pay a 25% Tariff!";
  expect(ways(post).PCAR).toBe("up");
});

test("a warning that time is running out, aimed at an oil producer, is at least a threat", () => {
  const a = analysis("IRAN, TIME IS RUNNING OUT. WHAT COMES NEXT WILL MAKE THE LAST TIME LOOK LIKE NOTHING!");
  expect(a.impact).not.toBe("Low");
  expect(ways("IRAN, TIME IS RUNNING OUT. WHAT COMES NEXT WILL MAKE THE LAST TIME LOOK LIKE NOTHING!").USO).toBe("up");
});

/** Guards for this round's changes that the full tally caught going too far (each narrowed before the held-out read). */
test("a partner's tariff on our farmers beside our own raise in the same sentence keeps the raise", () => {
  const post =
    "Carney is a nice man. But Canada's Tariffs on our Dairy Farmers are totally unacceptable, and the Tariffs Canada pays to the USA will be going up substantially, and soon!";
  expect(ways(post).CAD).toBe("down");
});

test("banks whose contracts are suspended, named after 'contracts with', are still the ones demanded of", () => {
  const post =
    "The Big Banks debanked Conservatives. DEBANKING is a disgrace! I am today directing the Regulators to suspend all new Federal contracts with Bank of America and JPMorgan Chase pending a full investigation. No more!";
  expect(ways(post).BAC).toBe("down");
});
