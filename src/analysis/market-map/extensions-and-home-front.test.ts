import { expect, test } from "bun:test";
import { judge } from "../rules.ts";
import { analysis, pointsAs, ways } from "./directions-for-tests.ts";

/** Written for these tests (thirty-third round, from probe-blind32.json and probe-dev411.json … probe-dev431.json, in new words). */
test.each([
  [
    "a date moved when she asked, and he agreed",
    "The Prime Minister asked to move the March 1st date of the 40% Tariff on the European Union. I agreed to the extension, to April 15th.",
  ],
  ["a tariff's date 'is extended to' a later day", "Brussels wanted more time, so be it. The 40% Tariff date is extended to April 15th."],
  ["more time asked for and 'I have moved' the date", "The EU asked for more time on the 40% Tariff. I have moved the March 1st date to APRIL 15th."],
])("%s is relief on the bloc, not a tariff set", (_, post) => {
  expect(judge(post).facts.map((f) => f.kind)).toContain("tariff-paused");
  pointsAs(post, { SPY: "up", VGK: "up", EUR: "up" });
});

test("a tariff that 'was to go into effect tonight', then paused by 'I have agreed to pause it', is a pause", () => {
  const post = "The 25% Tariff on Canada was to start at midnight. After a good call with the Prime Minister, I have agreed to pause it for thirty days.";
  expect(judge(post).facts.map((f) => f.kind)).toContain("tariff-paused");
  pointsAs(post, { CAD: "up", EWC: "up" });
});

test("a strike on a producer he agreed to delay, 'ON HOLD', is calm: crude down, stocks up", () => {
  pointsAs("Our friends in the Gulf asked me to delay the strike on Iran planned for tonight. I agreed. The attack is ON HOLD while they talk.", {
    USO: "down",
    SPY: "up",
  });
});

test("attacks on our own cities are no war with a producer named later in the post", () => {
  const post =
    "Radical Left rioters are attacking our ICE Facilities in Portland every night. We will restore order! Separately, Russia and Ukraine have agreed to a full CEASEFIRE, effective Monday.";
  expect(judge(post).facts.map((f) => f.kind)).not.toContain("escalation");
  expect(ways(post).USO).toBe("down");
});

test("a deal called OFF leaves the tariff that follows as news: escalation with the bloc", () => {
  pointsAs("The European Union broke the Deal we made last summer. The Deal is OFF, and EU Tariffs will go to 35% on May 1st!", {
    SPY: "down",
    VGK: "down",
  });
});

test.each([
  ["that signed on to buy", "China has signed on to buy 20 Million Tons of American Soybeans a year, starting now."],
  ["that started buying again", "China has started buying our Soybeans again, in very big amounts."],
  ["that set ZERO tariffs on American crops", "Thailand has signed: ZERO Tariffs on American Soybeans and Corn, starting in July."],
])("a partner %s is a purchase: soybeans up", (_, post) => {
  expect(ways(post).SOYB).toBe("up");
});

test("carmakers told 'build your plants in Michigan' are not praised for building: they pay the tariff", () => {
  const post = "A 25% Tariff on every imported car starts May 1st. Toyota and Honda: build your plants in Ohio and you won't pay a thing!";
  expect(judge(post).facts.map((f) => f.kind)).not.toContain("company-praise");
  pointsAs(post, { TM: "down", HMC: "down" });
});

test("a tariff on 'any Country doing business with' a producer under sanctions reaches its largest buyers: China down, crude up", () => {
  pointsAs("Effective immediately, any Country doing business with Iran will pay a 30% Tariff on everything it sells to the United States.", {
    FXI: "down",
    USO: "up",
  });
});

test("the alert on a tariff on 'any Country doing business with' a producer says whom it falls on, not that it names no country", () => {
  const said = analysis(
    "Effective immediately, any Country doing business with Iran will pay a 30% Tariff on everything it sells to the United States.",
  ).marketAnalysis;
  expect(said).toContain("whoever trades with Iran");
  expect(said).not.toContain("names no country");
});

test("Chinese companies told 'open the books or get out!' are not praised", () => {
  expect(ways("Baidu and Alibaba must let our Auditors in. Alibaba: open the books or get out!").BABA).not.toBe("up");
});

test.each([
  ["'END HOSTILITIES'", "Iran and Israel have agreed to END ALL HOSTILITIES, starting at midnight. The War is OVER!"],
  ["the first phase of the peace plan", "Israel and Iran have agreed to the first phase of our Peace Plan. Peace in the Middle East!"],
])("a producer at war that agrees to %s is calm: crude down", (_, post) => {
  expect(ways(post).USO).toBe("down");
});

test("hostilities ended with an oil producer, with a time set, are a ceasefire act (High), as a CEASEFIRE is", () => {
  const post = "Iran and Israel have agreed to END HOSTILITIES, effective at 6:00 A.M. tomorrow. The War is OVER!";
  expect(judge(post).facts.map((f) => f.kind)).toContain("ceasefire");
  expect(judge(post).acts).toContain("oil-conflict");
});

/** Rates told again, not set (thirty-third round, from probe-dev399.json … probe-dev428.json, in new words). */
test.each([
  ["a rate paid 'as agreed'", "Japan is paying its 15% Tariff as agreed. The Deal is working!"],
  ["a reminder that a rate is 'in place'", "Remember, the 50% Tariff on foreign Aluminum is in place. Our smelters are busy!"],
  ["a rate told by what it has done", "Our 25% Auto Tariffs have brought the great Car Companies back to Michigan. THANK YOU TARIFFS!"],
])("%s is no new act", (_, post) => {
  expect(judge(post).acts).not.toContain("tariff");
});

test("a tariff's delay called FAKE NEWS keeps the tariff: no relief", () => {
  const post = "It is FAKE NEWS that we are pausing the Tariffs on Mexico. They start on Monday, as planned!";
  expect(judge(post).facts.map((f) => f.kind)).not.toContain("tariff-paused");
  expect(ways(post).MXN).not.toBe("up");
});

test("a firing of the Fed chair called 'totally false', then 'Not planning to do so', keeps the chair", () => {
  const post = "The story that I am about to fire Jerome Powell is totally false. Not planning to do so!";
  expect(judge(post).acts).not.toContain("fed-personnel");
});

test("'Open the Strait, or else' is an ultimatum, not the strait open: crude not down", () => {
  expect(ways("Iran has one week. Open the Strait, or else!").USO).not.toBe("down");
});

test("'BUY YOURS NOW' at a store sells merchandise, no stock", () => {
  expect(judge("The new Trump Sneakers are here. BUY YOURS NOW at the Trump Store!").acts).not.toContain("buy-call");
});

/** Acts the score read as signals (thirty-third round, from probe-dev401.json … probe-dev417.json, in new words). */
test.each([
  ["a strike told as launched", "The United States has launched strikes on Iran's oil terminals. More to follow!"],
  ["sites told as destroyed by the United States", "The United States has destroyed Venezuela's main military airfields. Maduro must go!"],
  ["strikes resumed after a pause", "The PAUSE is over. At my direction, strikes have resumed tonight on targets throughout Iran."],
  ["forces striking now", "Iran has closed the Strait of Hormuz. Our Navy is now striking their missile boats."],
])("%s is an act of war on the producer", (_, post) => {
  expect(judge(post).acts).toContain("oil-conflict");
  expect(ways(post).USO).toBe("up");
});

test.each([
  ["announced as the choice", "I am pleased to announce John Smith as my choice for Chairman of the Federal Reserve. He will be great!"],
  ["chosen to be the next chair", "I have chosen John Smith to be the next Chairman of the Federal Reserve."],
  ["the chair's name told", "The Fed Chairman will be John Smith. He will do a fantastic job!"],
])("a Fed chair %s is named (an act), and the dollar waits on his stance", (_, post) => {
  expect(judge(post).acts).toContain("fed-personnel");
  expect(ways(post).DXY).toBe("unclear");
});

test("a chair 'will be announced soon' is not named", () => {
  expect(judge("The next Fed Chairman will be announced soon. Many great candidates!").acts).not.toContain("fed-personnel");
});

test("barrels counted and handed over are a decided measure on supply: crude down, an act", () => {
  const post = "Venezuela will be turning over 40 MILLION Barrels of Oil to the United States. It will be sold at market price!";
  expect(judge(post).acts).toContain("oil-policy");
  expect(ways(post).USO).toBe("down");
});

test.each([
  ["'Go out and BUY INTEL!'", "Intel is a GREAT American Company again. Go out and BUY INTEL!", "INTC"],
  ["'Everyone should buy Bitcoin now!'", "Everyone should buy Bitcoin now! We are the Crypto Capital of the Planet!", "BTC"],
  ["'Anybody who isn't buying American Stocks right now…'", "Anybody who isn't buying American Stocks right now is making a BIG MISTAKE!", "SPY"],
])("%s is a buy call", (_, post, symbol) => {
  expect(judge(post).acts).toContain("buy-call");
  expect(ways(post)[symbol]).toBe("up");
});

test("farmers told to 'go out and buy more land and larger tractors' is no buy call", () => {
  expect(judge("Farmers should immediately go out and buy more land and larger tractors!").acts).not.toContain("buy-call");
});

test("the sale of chip design software to a country 'is prohibited' is an export control: the software makers down", () => {
  const post = "Effective immediately, the sale of American chip design software to China is prohibited.";
  expect(judge(post).acts).toContain("sanctions");
  pointsAs(post, { SNPS: "down", CDNS: "down" });
});

test("'go out and buy a Tesla this week' buys a car, not the stock: no buy call", () => {
  expect(judge("They are burning Teslas. I'm going to go out and buy a Tesla this week. Great cars!").acts).not.toContain("buy-call");
});

test("a chair chosen who 'will bring down Interest Rates' is a chair named to cut: the dollar down, 2-year notes up", () => {
  pointsAs("I have chosen John Smith to be the next Chairman of the Federal Reserve. John will bring down Interest Rates!", { DXY: "down", SHY: "up" });
});

/** Calls the wrong way on the thirty-third round's probes, in new words. */
test.each([
  [
    "'no Tanker… will be allowed through'",
    "Effective immediately, no Tanker carrying Venezuelan Oil will be allowed through the Caribbean. China can buy its Oil from the U.S.A.!",
  ],
  ["a naval quarantine of tankers", "I am ordering a full Naval quarantine of all Oil Tankers leaving Iran, effective immediately."],
])("%s holds barrels back: crude up", (_, post) => {
  expect(ways(post).USO).toBe("up");
});

test.each([
  [
    "a tariff REMOVED after a reason with a list",
    "Based on great progress with President Lula, the 40% Tariff on Brazilian Coffee, Beef and Fruit is hereby REMOVED, effective today.",
    { BRL: "up", EWZ: "up" },
  ],
  [
    "a tariff kept 'for another 90 days' instead of the raise",
    "We have agreed to keep Mexico's Tariff at 25% for another 90 days, rather than the 30% scheduled.",
    { MXN: "up" },
  ],
  [
    "an extra tariff that 'will NOT go into effect'",
    "Because Ontario backed down, the extra 25% Tariff on Canadian Steel will NOT go into effect, and the Tariff stays at 25%.",
    { CAD: "up" },
  ],
  [
    "rates 'from 15% back up to 25%'",
    "South Korea has not passed the Deal. Starting right now, Korean Cars and everything else covered by the Reciprocal Tariff go from 15% back up to 25%.",
    { EWY: "down", KRW: "down" },
  ],
  [
    "refined copper that 'will NOT be subject' to the tariff",
    "Refined Copper Cathodes will NOT be subject to the 50% Tariff. It applies only to Pipes and Wire.",
    { CPER: "down" },
  ],
  [
    "a deal not kept 'as promised', then a tariff",
    "The EU has not cut its Tariffs as promised. Effective May 1st, the Tariff on European Cars goes to 30%.",
    { VGK: "down", EUR: "down" },
  ],
  [
    "payouts barred to defense contractors behind schedule",
    "Effective immediately, no Defense Contractor that is behind schedule on Military equipment will be allowed to pay Dividends. Lockheed and Northrop: BUILD THE WEAPONS FIRST!",
    { LMT: "down", NOC: "down" },
  ],
])("%s points the right way", (_, post, expected) => {
  pointsAs(post, expected);
});

test.each([
  ["a company that will NOT get an exemption", "Nike will NOT get an exemption from the 46% Vietnam Tariff. Make your shoes here!", "NKE"],
  ["a company that wants to build overseas", "Harley-Davidson wants to build more motorcycles overseas. We are watching very closely!", "HOG"],
])("%s is not called up", (_, post, symbol) => {
  expect(ways(post)[symbol]).not.toBe("up");
});

test.each([
  [
    "a defense budget asked of Congress, with its size",
    "I will ask Congress for a Defense Budget of $1.4 Trillion next year, up from $1 Trillion. PEACE THROUGH STRENGTH!",
  ],
  ["trillions in the budget for the military", "The Budget I am sending to Congress will include $1.4 TRILLION DOLLARS for our Military."],
])("%s is more orders for the contractors: defense up, a signal (Medium)", (_, post) => {
  pointsAs(post, { ITA: "up", LMT: "up" });
  expect(judge(post).acts).not.toContain("official-act");
});

test("a defense budget cut, told as a grievance with no size for defense, names no contractors", () => {
  expect(ways("Biden wasted $300 Billion on the Green New Scam while our Military Budget was cut.").ITA).toBeUndefined();
});

test("mortgage bonds bought on his order ('I directed Fannie Mae and Freddie Mac to PURCHASE…') are the mortgages row: builders up", () => {
  const post = "Today I directed Fannie Mae and Freddie Mac to PURCHASE $150 BILLION of Mortgage Bonds. Mortgage Rates will come DOWN!";
  expect(judge(post).acts).toContain("official-act");
  pointsAs(post, { XHB: "up" });
});

test("a cap on card interest rates reaches the banks that issue the cards: financials down", () => {
  pointsAs("Effective March 1st, credit card interest rates will be capped at 10% for one year. No more ripping off Americans!", { XLF: "down", COF: "down" });
});

test("a tariff 'on top of existing Duties' is on the goods named before it: the lumber row", () => {
  pointsAs("Canada dumps its Lumber on us. Starting May 1st, Canadian Softwood Lumber will pay a 20% Tariff on top of existing Duties.", {
    WY: "up",
    XHB: "down",
  });
});

/** Calls the wrong way on the round's second batch of probes (probe-dev432.json … probe-dev452.json), in new words. */
test.each([
  [
    "sanctions ended 'on' a country after 'U.S.'",
    "At the request of my friend Recep Erdogan, I have signed the order ending U.S. Sanctions on Syria, effective today.",
    { TUR: "up" },
  ],
  [
    "a tariff that 'will NOT start' on its date, 'moved' to a later one",
    "The 40% Tariff on Europe will NOT start May 1st, I have moved it to June 15th. Let's see what they offer!",
    { VGK: "up", EUR: "up" },
  ],
])("%s is relief", (_, post, expected) => {
  pointsAs(post, expected);
});

test("'NOT TRUE that we are going to put Tariffs on…' is no tariff of his", () => {
  expect(judge("NOT TRUE that we are going to put Tariffs on Mexico's Oil. Mexico is doing a great job!").acts).not.toContain("tariff");
});

test("a firing answered 'Not true — I'm not planning to' keeps the chair", () => {
  expect(judge("The Fake News says I'm going to fire Jerome Powell. Not true — I'm not planning to. Rates must come down!").acts).not.toContain(
    "fed-personnel",
  );
});

test("payments stopped 'until they stop the killing' is a demand, no calm: the currency is not called up", () => {
  expect(ways("All payments to South Africa are stopped, effective immediately, until they stop the killing of Farmers!").ZAR).not.toBe("up");
});

test("a partner that 'has done NOTHING to pass the Agreement' has broken it: no relief for its markets", () => {
  expect(ways("The Assembly in Seoul has done NOTHING to pass the Agreement. Every Korean export now goes from 15% to 25%!").EWY).not.toBe("up");
});

test("a partner that 'has NOT lowered its Tariffs on American Cars' buys nothing", () => {
  expect(judge("The European Union has NOT lowered its Tariffs on American Cars, as it promised to do.").facts.map((f) => f.kind)).not.toContain("purchase");
});

test.each([
  ["oil sales squeezed 'down to nothing'", "Treasury will squeeze Iran's Oil sales down to nothing, including the tankers going to China."],
  ["a producer's licence that 'ends'", "Biden's sweetheart Oil deal with Maduro is DEAD. When renewal comes up on June 1st, the license ends."],
])("%s holds barrels back: crude up", (_, post) => {
  expect(ways(post).USO).toBe("up");
});

test.each([
  [
    "'everything coming in from' partners 'pays 25%'",
    "As of Tuesday, everything coming in from Canada and Mexico pays 25%. NO MORE!",
    { EWC: "down", MXN: "down" },
  ],
  ["every country that 'pays at least 10%'", "Every Country on Earth now pays at least 10% to sell here, starting Saturday.", { SPY: "down", VIX: "up" }],
  [
    "banks 'CUT OFF… from the U.S. Financial System'",
    "Treasury has just CUT OFF three Mexican Banks from the U.S. Financial System for laundering money.",
    { MXN: "down" },
  ],
])("%s is a measure on them", (_, post, expected) => {
  pointsAs(post, expected);
});

/** False alarms on the round's second batch, in new words: no new act. */
test.each([
  ["a ceasefire 'we hope to get' at a meeting", "I will meet President Putin in Geneva on Monday. We hope to get a Ceasefire, and then Peace!", "oil-conflict"],
  [
    "'The Deal we made with Japan is…' recalled",
    "The Deal we made with Japan is the greatest Trade Deal ever, $550 Billion. Nobody else could do it!",
    "trade-deal",
  ],
  ["a rate a partner 'paid'", "China paid 55% Tariffs, and prices went DOWN. The experts were wrong!", "tariff"],
  ["relief promised on a condition, with no rate", "If China keeps stopping the precursors, I will reduce the Fentanyl Tariff!", "tariff"],
  ["a pause 'I'm thinking about'", "I'm thinking about a pause on Tariffs for Countries that treat us well. We'll see!", "tariff"],
])("%s is no new act", (_, post, act) => {
  expect(judge(post).acts).not.toContain(act);
});

test.each([
  [
    "Russian uranium's waivers ended",
    "Effective immediately, there will be NO MORE WAIVERS for the import of Enriched Uranium from Russia. We will enrich it HERE!",
  ],
  [
    "uranium bought for a reserve",
    "I have directed the Department of Energy to buy American Uranium from our own Miners to build a STRATEGIC URANIUM RESERVE.",
  ],
])("%s is demand for the miners: uranium up", (_, post) => {
  pointsAs(post, { URA: "up", CCJ: "up" });
});

test("'Jerome Powell is no longer Chairman' is a removal: the dollar down, gold up", () => {
  pointsAs("As of this morning, Jerome Powell is no longer Chairman of the Federal Reserve. A new one will be named soon!", { DXY: "down", GLD: "up" });
});

test("'on top of the existing Duties on Canadian Lumber' mid-sentence leaves the goods as the sentence names them", () => {
  pointsAs("Effective immediately, a 10% Tariff is placed on all Softwood Lumber coming into the U.S., on top of the existing Duties on Canadian Lumber.", {
    WY: "up",
  });
});

test.each([
  ["a tariff on Switzerland cut in a deal", "We have reached a Deal with Switzerland. The Tariff will be lowered from 39% to 15%!", { CHF: "up" }],
  ["a tariff on Japan raised", "As of August 1st, Japan will pay a 35% Tariff on all products. They refused our Rice!", { JPY: "down" }],
])("a haven's currency follows its own country's news: %s", (_, post, expected) => {
  pointsAs(post, expected);
});

test("a price recalled 'the day of the strikes' before a ceasefire is background: the ceasefire points crude down", () => {
  const post = "Oil was at $80 the day of the strikes, it is now $65! Israel and Iran have agreed to stop shooting. The Ceasefire starts at midnight.";
  expect(ways(post).USO).toBe("down");
});
