import { expect, test } from "bun:test";
import { judge } from "../rules.ts";
import { analysis, kinds, pointsAs } from "./directions-for-tests.ts";

/** Written for these tests (thirty-sixth round, from probe-blind35.json and probe-dev486.json … probe-dev497.json, in new words). */

test("a rate put back up 'as of today' is the act, not the cut the post recalls first", () => {
  const post =
    "I lowered India's Tariff from 50% to 25% because they were going to be fair. They were not. So, as of today, the Tariff on India goes back up to 50%!";
  expect(kinds(post)).toContain("tariff-raised");
  pointsAs(post, { INDA: "down", INR: "down" });
});

test.each([
  [
    "under a headline naming the partner",
    "TRADE DEAL WITH THAILAND! Spoke with the Prime Minister this morning. Thai goods will pay a 19% Tariff, and American farm products go in free.",
    { THD: "up" },
  ],
  [
    "several sentences after the deal is called finished",
    "We just concluded a great Deal with the European Union. It took a long time. Nobody thought it could be done. Here are the terms. The European Union will pay a 15% Tariff on its goods, and buy $750 Billion of our Energy.",
    { VGK: "up", EUR: "up" },
  ],
])("a rate the partner will pay, told %s, is the deal's terms (relief), not a tariff set", (_, post, expected) => {
  expect(kinds(post)).toContain("trade-deal");
  expect(kinds(post)).not.toContain("tariff-imposed");
  pointsAs(post, expected);
});

test("a rate under a deal's headline still leaves the threat to another partner in the same post", () => {
  const post =
    "We just signed a great Trade Deal with Japan. Japan will pay a 15% Tariff. Korea, on the other hand, is stalling. If they do not sign by August 1st, their Tariff will go to 35%!";
  pointsAs(post, { EWJ: "up", EWY: "down" });
});

test("the company held up as the example for others is praised, not under a demand", () => {
  const post =
    "Nvidia will be investing $500 Billion in AI factories in America, the biggest ever. Every Chip company should be doing what Nvidia is doing. Build here!";
  expect(kinds(post)).not.toContain("company-demand");
  pointsAs(post, { NVDA: "up" });
});

test("'the killing has to stop', beside a warning of what it will cost the producer, is no calm", () => {
  const post =
    "Russia has not been helpful at all. Just more bombing. Ukraine is a mess, but the killing has to stop. If Russia does not make a deal soon, it will be very costly for them!";
  expect(kinds(post)).not.toContain("de-escalation");
  pointsAs(post, { USO: "up" });
});

test("a producer's licence to export oil cancelled takes barrels off: crude up, the licensee down", () => {
  const post =
    "The Chevron License to pump and export Oil from Venezuela, a terrible Biden giveaway, is hereby CANCELLED. It will wind down over 60 days. No more money for Maduro!";
  expect(kinds(post)).not.toContain("de-escalation");
  pointsAs(post, { USO: "up", CVX: "down" });
});

test("a company blamed for being slow to raise output is attacked, not given orders", () => {
  const post = "Lockheed has been the slowest of all in increasing production of the F-35, and the least responsive to our Generals. Not acceptable!";
  expect(kinds(post)).not.toContain("company-orders");
  pointsAs(post, { LMT: "down" });
});

test("a grievance turned by 'but they want to make a Deal', after good talks, is talks going well", () => {
  const post = "Good talks with Mexico on Steel. They have treated us very unfairly, but they want to make a Deal. We will see!";
  pointsAs(post, { EWW: "up", MXN: "up" });
  expect(analysis(post).impact).not.toBe("High");
});

test.each([
  [
    "a suspension 'which I extended in August'",
    "The Tariff Pause on Mexico, which I extended in August, is working very well. Mexico is stopping the Cartels!",
  ],
  ["a rate in force 'ever since' a date gone", "Ever since April 3rd, we have had a 25% Tariff on foreign Cars, and Detroit is booming like never before!"],
  [
    "'The Deal I made with the European Union', recalled",
    "The Deal I made with the European Union, 15% on all of their products and $600 Billion of new Investment, was the biggest Trade Deal ever made. The Media won't say it!",
  ],
  ["relief a partner 'may get'", "Some of our partners have treated us well, and they may get a break on their Tariffs. We will see!"],
])("%s is no new act", (_, post) => {
  expect(analysis(post).impact).not.toBe("High");
});

test.each([
  [
    "'has agreed to pay 15% (not 25%!) on its products'",
    "KOREA DEAL SIGNED! Korea has agreed to pay 15% (not 25%!) on its products, and will invest $350 Billion in America!",
    { EWY: "up", KRW: "up" },
  ],
  [
    "'goes to 30% on all goods', with a date",
    "Canada has done nothing on Fentanyl. So, on August 1st, Canada goes to 35% on all goods!",
    { EWC: "down", CAD: "down" },
  ],
])("a rate without the word tariff: %s", (_, post, expected) => {
  expect(judge(post).facts.some((f) => f.size?.startsWith("3") || (f.kind === "trade-deal" && f.size === "15%"))).toBe(true);
  pointsAs(post, expected);
});

test("a raise 'as of this coming Monday' is dated, an act", () => {
  const post = "Japan has not made a fair deal. As of this coming Monday, Tariffs on Japan go up by an additional 10%. They will learn!";
  expect(analysis(post).impact).toBe("High");
  pointsAs(post, { EWJ: "down" });
});

test.each([
  ["talks that 'have been going very well'", "Our talks with Japan on Chips have been going very well. More to follow!", { EWJ: "up" }],
  [
    "a framework 'being worked out'",
    "The talks with India in Delhi were long. A framework is being worked out that Prime Minister Modi and I will look at.",
    { INDA: "up" },
  ],
  ["a partner that 'wants to make a deal'", "China wants to make a deal, very badly. Their economy is hurting!", { FXI: "up" }],
  ["a meeting with its leader set", "I will be meeting Prime Minister Carney in Ottawa in two weeks. Lots of good things can happen on Trade!", { EWC: "up" }],
])("%s is talks going well with the partner", (_, post, expected) => {
  expect(kinds(post)).toContain("trade-talks");
  pointsAs(post, expected);
});

test.each([
  ["wanting a deal, 'but' playing games", "Mexico wants to make a Deal, but they are playing games on Water. Not good!"],
  ["a producer at war that wants a deal he refuses", "Iran's navy is gone and they want to make a deal. I don't! We are weeks ahead of schedule."],
  ["a meeting set, 'but' with no reason to hold it", "I will be meeting with President Xi in two weeks, but now there seems to be no reason to do so."],
])("%s is no talks going well", (_, post) => {
  expect(judge(post).facts.filter((f) => f.kind === "trade-talks" && !f.stance)).toEqual([]);
});

test.each([
  [
    "'Interest Rates will be coming down'",
    "Jerome Powell is leaving the Fed at the end of the month. I am naming Christopher Waller as Acting Chair, effective upon his departure. Interest Rates will be coming down, FAST!",
  ],
  [
    "rates that 'should be the LOWEST'",
    "I am nominating Kevin Warsh to be the next Chairman of the Federal Reserve. Kevin agrees that our Interest Rates should be the LOWEST IN THE WORLD!",
  ],
])("a Fed chair named beside %s is a chair who cuts: the dollar down, 2-year notes up", (_, post) => {
  pointsAs(post, { DXY: "down", SHY: "up" });
});

test("'a Dollar that is too strong' is a wish for a weaker dollar", () => {
  pointsAs("A Dollar that is too strong makes it very hard for our Farmers to sell overseas. We want a FAIR Dollar!", { DXY: "down" });
});

test.each([
  [
    "a start told between the tariff and its goods",
    "Other Countries lure our Movie makers away with big Tax Credits. I have instructed Secretary Lutnick to place a 100% Tariff, starting now, on all Films produced abroad and released in the U.S.",
  ],
  [
    "goods charged 'on its U.S. revenue'",
    "Effective December 1st, any Movie produced outside of the United States will pay a 100% Tariff on its U.S. revenue.",
  ],
])("a film tariff with %s names the studios", (_, post) => {
  pointsAs(post, { NFLX: "down", DIS: "down" });
});

test("a ban told by a pronoun ('I am banning it') bans what the sentences before said", () => {
  const post = "Wall Street funds must stop buying single-family homes. Young families are being crowded out. I am banning it, effective immediately!";
  expect(analysis(post).impact).toBe("High");
  pointsAs(post, { INVH: "down", AMH: "down" });
});

test("executive pay 'will be capped', beside payouts barred to defense contractors, is an act on them", () => {
  pointsAs("No more Dividends or Buybacks for Defense Contractors until they build faster, and Executive Pay will be capped at $5 Million!", {
    ITA: "down",
    LMT: "down",
  });
});

test("U.S. mills cheered in one clause while foreign makers are told to build here in another are not under a demand", () => {
  const post =
    "Effective Monday, the Tariff on all Steel coming into the United States will go from 25% to 50%. Nucor and Cleveland-Cliffs will be roaring like never before, and the POSCOs of the World will have to build HERE!";
  pointsAs(post, { NUE: "up", CLF: "up" });
});

test("strikes resumed on a producer's energy targets, Kharg Island among them, hold barrels back: crude up", () => {
  const post =
    "Iran broke the Ceasefire, so I have ordered our Military to immediately resume strikes on all Military and Energy targets in Iran, including Kharg Island. No more games!";
  pointsAs(post, { USO: "up" });
});

test("a halt on strikes against refineries is calm, not barrels held back", () => {
  pointsAs("Russia and Ukraine have agreed to a 30 Day halt on all strikes against Refineries and Oil Ports, starting tonight!", { USO: "down" });
});

test("a rate told under a '<PARTNER> DEAL!' headline is the deal's terms", () => {
  const post = "INDONESIA DEAL! Signed this morning. Indonesian goods will pay us 19%, and American products go in with NO Tariff at all!";
  expect(kinds(post)).toContain("trade-deal");
  expect(kinds(post)).not.toContain("tariff-imposed");
});

test.each([
  [
    "'They charge our Dairy Farmers up to 300%'",
    "Canada is tough to deal with. They charge our Dairy Farmers up to 300%, and nobody talks about it. Not good for Canada!",
    { EWC: "down", CAD: "down" },
  ],
  [
    "'We don't need their Cars'",
    "Mexico thinks we need them. We don't need their Cars, we don't need their Steel. It will not end well for Mexico!",
    { EWW: "down", MXN: "down" },
  ],
])("a grievance about a large partner, %s, is a hard line: its markets down", (_, post, expected) => {
  pointsAs(post, expected);
});

test("a partner that 'may have to pay much more for the privilege of trading with the USA' is threatened with a tariff", () => {
  const post = "Japan may have to pay much more for the privilege of trading with the USA. We don't need their Cars!";
  expect(kinds(post)).toContain("tariff-threatened");
  pointsAs(post, { EWJ: "down" });
});

test.each([
  [
    "refineries that 'have today been sanctioned'",
    "The Chinese refineries buying Iranian Oil have today been sanctioned by the Treasury Department, along with 30 tankers of the Shadow Fleet.",
  ],
  [
    "every sanctioned tanker turned back 'as of tonight'",
    "As of tonight, our Navy will stop and turn back EVERY sanctioned Oil Tanker trying to leave the ports of Venezuela. That ends now!",
  ],
])("sanctions enforced: %s is an act (High), crude up", (_, post) => {
  expect(analysis(post).impact).toBe("High");
  pointsAs(post, { USO: "up" });
});

test.each([
  ["'is taking a $400 Million equity stake in'", "The Department of War is taking a $400 Million equity stake in MP Materials. Goodbye, Chinese monopoly!"],
  ["'will buy $400 Million of … stock'", "The Department of War will buy $400 Million of MP Materials preferred stock. China's grip on Rare Earths is OVER!"],
])("a government stake told as %s is a deal with the company", (_, post) => {
  expect(kinds(post)).toContain("company-deal");
  pointsAs(post, { MP: "up" });
});

test.each([
  [
    "', and buy … 50 Boeing Jets' after a rate",
    "We have a Deal with Malaysia. They will pay a 19% Tariff, and buy $10 Billion of our Energy and 30 Boeing Jets!",
  ],
  ["'will be buying many Boeing jets'", "Poland is a great ally and will be buying many Boeing jets. President Nawrocki is a friend!"],
])("a partner that buys the company's goods, told as %s, gives it orders", (_, post) => {
  pointsAs(post, { BA: "up" });
});

test("'A 50 basis point cut is what we need' is pressure on the Fed to cut: the dollar down", () => {
  const post = "A 75 basis point cut is what we need, not 25. The Fed is always TOO LATE!";
  expect(kinds(post)).toContain("fed-pressure");
  pointsAs(post, { DXY: "down", SHY: "up" });
});

test.each([
  [
    "barrels a producer is 'sending' the U.S.",
    "Venezuela's new leaders are sending the United States 30 to 50 MILLION barrels of crude. We will sell it at market prices!",
  ],
  ["barrels that 'will be delivered'", "Starting this week, 40 Million Barrels of Venezuelan Oil will be delivered to our Refineries on the Gulf Coast!"],
  ["the U.S. that 'will soon be selling' a producer's oil", "The United States will soon be selling Venezuelan Oil on the world market. BIG!"],
  ["'flood the market with American Oil'", "We are speeding up every Drilling Permit. We will flood the market with American Oil and bring prices way down!"],
  [
    "companies allowed 'to buy, sell, and ship' a producer's oil",
    "Treasury will issue General Licenses, starting TOMORROW, allowing American Companies to buy, sell, and ship Venezuelan Oil.",
  ],
])("more oil to market: %s weighs on crude", (_, post) => {
  pointsAs(post, { USO: "down" });
});

test("'a massive increase of Tariffs' on a partner's goods is a raise threatened", () => {
  const post = "China has become very hostile. We are calculating a massive increase of Tariffs on Chinese products!";
  expect(kinds(post)).toContain("tariff-raised");
  pointsAs(post, { FXI: "down" });
});

test.each([
  ["'or there will be very big trouble'", "Japan must open up its market to our Great Farmers, or there will be very big trouble. They know it!"],
  ["'If they don't, they will see what happens'", "Japan has until Friday to start buying our Rice again. If they don't, they will see what happens!"],
])("a warning to a large partner, %s, is a hard line", (_, post) => {
  pointsAs(post, { EWJ: "down" });
});
