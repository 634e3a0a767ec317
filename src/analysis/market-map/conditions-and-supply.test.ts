import { expect, test } from "bun:test";
import { analyzeWithRules } from "../rules.ts";
import { kinds, pointsAs, readsAs } from "./directions-for-tests.ts";

/** Written for these tests (thirty-eighth round, from probe-blind37.json and probe-dev510.json … probe-dev521.json, in new words). */

test("a condition whose subject is a list ('If these fines, and the taxes, are not dropped…') is theirs: the tariff after it is a threat", () => {
  const post =
    "The EU has fined our great Tech Companies Billions. If those fines, and the Digital Taxes, are not dropped within 60 days, a 25% Tariff will be charged on all European goods, starting April 1st!";
  expect(kinds(post)).not.toContain("tariff-cut");
  pointsAs(post, { VGK: "down", EUR: "down" });
});

test.each([
  [
    "'I have decided NOT to raise' a partner's tariff, rates kept for 90 days: a pause",
    "After a great call with their President, I have decided NOT to raise Canada's Tariff to 35%. Today's rates stay where they are for another 90 days while we negotiate.",
    "tariff-paused",
    { EWC: "up", CAD: "up" },
  ],
  [
    "'I will NOT be doubling the Steel and Aluminum Tariff on Canada. It stays at 25%': a raise called off",
    "Ontario has backed down on its Electricity Tax, so I will NOT be doubling the Steel and Aluminum Tariff on Canada. It stays at 25%.",
    "tariff-paused",
    { EWC: "up", CAD: "up" },
  ],
  [
    "a partner's import quota increased at the low tariff rate: relief for its exporters",
    "We will increase the quota of Brazilian Beef allowed into the U.S. at the low Tariff rate, effective immediately. Lower prices for American families!",
    "tariff-cut",
    { EWZ: "up", BRL: "up" },
  ],
  [
    "'the Tariffs on the European Countries that were set to start… are CANCELLED': relief for the bloc and the market",
    "We now have the framework of a Deal on the Arctic. Because of this, the Tariffs on the European Countries that were set to begin March 1st are CANCELLED.",
    "tariff-cut",
    { VGK: "up", EUR: "up", SPY: "up" },
  ],
  [
    "'…will NOT be imposed' after a long clause: relief for the bloc and the market",
    "The Tariffs that were scheduled to go into effect on the European Countries next month will NOT be imposed. Thank you!",
    "tariff-cut",
    { VGK: "up", EUR: "up", SPY: "up" },
  ],
  [
    "an export licence approved for a producer to resume pumping oil adds supply",
    "I have just approved an Export License for Chevron to resume pumping and exporting oil from Venezuela. 300,000 barrels a day to the U.S.A.!",
    "supply-up",
    { USO: "down" },
  ],
  [
    "oil production promised to double adds supply",
    "America's biggest Oil Companies will invest $80 Billion to rebuild Venezuela's Oil fields, with production to double within two years!",
    "supply-up",
    { USO: "down" },
  ],
  [
    "'POWELL IS FIRED!' with rates in the post is the chair fired, with no 'Fed' or 'Jerome' needed",
    "POWELL IS FIRED! The papers are signed. We will have a new Chairman soon, and RATES WILL COME DOWN FAST!",
    "fed-personnel",
    { DXY: "down", GLD: "up" },
  ],
  [
    "a report he confirms ('The Fake News is reporting that I am going to fire… They are RIGHT!') does not hide the chair removed after it",
    "The Fake News is reporting that I will fire Jerome Powell. They are RIGHT! As of today, Jerome Powell is no longer Chairman of the Federal Reserve.",
    "fed-personnel",
    { DXY: "down", GLD: "up" },
  ],
  [
    "'I strongly recommend that all Americans buy BITCOIN' is a buy call",
    "I strongly recommend that every American buy Bitcoin right now. It's going much higher!",
    "buy-call",
    { BTC: "up" },
  ],
  [
    "the issuance of new 30-Year Bonds suspended: fewer long bonds, long bonds up",
    "I have directed the Treasury to SUSPEND the issuance of new 30-Year Bonds and to borrow short until Rates come down.",
    "fewer-bonds",
    { TLT: "up" },
  ],
  [
    "the southern border closed to all commercial traffic is trade with Mexico cut off",
    "Effective Monday, the Southern Border will be CLOSED to all commercial traffic, trucks included, until Mexico stops the Caravans.",
    "trade-cutoff",
    { EWW: "down", MXN: "down" },
  ],
] as const)("%s", (_, post, kind, want) => readsAs(post, kind, want));

test("sanctions on a producer's biggest oil companies beside good calls that 'came to nothing' take barrels off: crude up", () => {
  const post =
    "Today the United States is sanctioning Russia's largest Oil Companies and any Bank that deals with them. I speak with Vladimir, it is always a very good conversation, and then nothing happens. No more!";
  expect(kinds(post)).not.toContain("trade-talks");
  pointsAs(post, { USO: "up", XLE: "up" });
});

test("chip export licences approved are no oil", () => {
  const post = "I have approved Licenses for the export of 300,000 advanced Nvidia Chips a year to the United Arab Emirates. A great Deal!";
  expect(kinds(post)).not.toContain("supply-up");
});

test("a judge named Powell is no one at the Fed", () => {
  expect(kinds("I am pleased to nominate Ann Powell to serve as a Judge on the Court of Appeals. She served as the Chairman of the State Bar.")).not.toContain(
    "fed-personnel",
  );
});

test("'a 50% Tariff…, and the meetings they asked for are CANCELLED': the meetings are what is called off", () => {
  const post =
    "If China has not withdrawn its 34% Tariff by tomorrow, the USA will add ANOTHER 50% Tariff on Chinese goods starting April 9th, and the meetings they asked for are CANCELLED!";
  expect(kinds(post)).not.toContain("tariff-cut");
  pointsAs(post, { FXI: "down", CNY: "down" });
});

test("'Canada has just raised its own Tariffs on Chinese cars' is Canada's act, not ours: no High", () => {
  const post = "Canada has just raised its own Tariffs on Chinese cars to 100%. Very smart!";
  expect(kinds(post)).not.toContain("tariff-raised");
  expect(analyzeWithRules({ content: post }).impact).not.toBe("High");
});

test("'…President Trump has raised the tariff on Canadian goods' is ours, told by another", () => {
  expect(kinds("Secretary Lutnick: Because Canada refused to act, President Trump has raised the tariff on Canadian goods from 35% to 45%.")).toContain(
    "tariff-raised",
  );
});

test("'A GREAT TIME TO BUY YOUR TICKETS' is no buy call", () => {
  expect(kinds("The big game is next week and I will be there. THIS IS A GREAT TIME TO BUY YOUR TICKETS!")).not.toContain("buy-call");
});

test.each([
  ["Any Country that purchases Oil or Gas from Venezuela will pay a 25% Tariff on all of its trade with the United States, starting May 1st."],
  ["Starting June 1st, every Nation importing Iranian Crude will pay the United States a 25% Tariff on everything it sells into our Market."],
])("a secondary tariff on a producer's buyers (%s): crude up, its largest buyers and the market down", (post) => {
  pointsAs(post, { USO: "up", FXI: "down", CNY: "down", SPY: "down", VIX: "up" });
});

test.each([
  ["Cheap Aluminum is being DUMPED into our Country by China and others. We are looking at this very, very closely!", { AA: "up" }],
  ["Nations dumping cheap Furniture into the United States are going to be hit very hard, and soon!", { W: "down" }],
  ["The world keeps dumping Steel at below cost. If it continues, we may have to go even higher.", { NUE: "up" }],
])("goods dumped here, with a warning (%s): a tariff on them threatened, never High", (post, want) => {
  expect(kinds(post)).toContain("tariff-threatened");
  expect(analyzeWithRules({ content: post }).impact).not.toBe("High");
  pointsAs(post, want);
});

test("goods dumped, with no warning or close look, are a complaint", () => {
  expect(kinds("Other countries dumped cheap Steel on us for years. Those days are over, we are doing great.")).not.toContain("tariff-threatened");
});

test("'those products… will pay NO Tariff' takes the goods the sentence before named", () => {
  const post = "We do not grow Coffee or Cocoa here. So, starting today, those products will pay NO Tariff, from any Country.";
  pointsAs(post, { SBUX: "up", HSY: "up" });
});

test("a market's fall blamed on 'the Democrats' shutdown talk', then a call to buy: the call, no shutdown", () => {
  const post = "Stocks went down today because of the Democrats' shutdown talk. Don't be fooled. THIS IS A GREAT TIME TO BUY AMERICAN STOCKS!";
  expect(kinds(post)).not.toContain("funding-standoff");
  pointsAs(post, { SPY: "up", QQQ: "up" });
});

test("'We will do something very big on Crypto, very soon!' is a crypto promise, not a warning to the country named beside it", () => {
  const post = "We will never let China take the Crypto industry from us. We will do something very big on Crypto, very soon!";
  expect(kinds(post)).not.toContain("trade-talks");
  pointsAs(post, { BTC: "up" });
});

test.each([
  [
    "'very nasty to deal with… don't bother negotiating'",
    "Mexico has been very nasty to deal with on Trucks and on Water. Maybe we just don't bother negotiating with them anymore!",
  ],
  ["'they treat us horribly'", "Mexico sends us its Cars, its Trucks and its Beer, and they treat us horribly. They will have to be much nicer!"],
])("a grievance on trade, %s, is a hard line on the partner", (_, post) => {
  pointsAs(post, { EWW: "down", MXN: "down" });
});

test("the largest Military Budget ever asked of Congress is orders for the contractors; one already passed is old news", () => {
  pointsAs("I will be asking Congress for the largest Military Budget in our History. Ships, Missiles, Planes!", { ITA: "up", LMT: "up" });
  expect(kinds("We passed the largest Defense Budget in History, and our Military is stronger than ever!")).not.toContain("official-act");
});

test("a governor removed 'from the Board of Governors of the Federal Reserve' is the Fed's people; one nominated to it is no chair", () => {
  pointsAs("I am hereby removing Adriana Kugler from the Board of Governors of the Federal Reserve, effective immediately.", { DXY: "down", GLD: "up" });
  const nominee =
    "I am pleased to nominate Stephen Miran, Chairman of the Council of Economic Advisers, to serve on the Board of Governors of the Federal Reserve.";
  expect(analyzeWithRules({ content: nominee }).impact).not.toBe("High");
});

test("'Iran had better make a deal, FAST. Very bad things will happen if they don't!' is a threat on the demand just made: crude up, Medium", () => {
  const post = "Iran had better make a deal, and FAST. Very bad things will happen if they don't!";
  expect(kinds(post)).toContain("escalation");
  expect(analyzeWithRules({ content: post }).impact).toBe("Medium");
  pointsAs(post, { USO: "up" });
});

test("'The Tariffs on our European friends will NOT be imposed' names the bloc", () => {
  pointsAs("We have the framework of a Deal on Greenland. The Tariffs on our European friends will NOT be imposed!", { VGK: "up", SPY: "up" });
});

test("oil companies told not to push prices up are jawboned (crude down); a forecast of cheaper gas is none", () => {
  pointsAs("TO THE OIL COMPANIES: DON'T YOU DARE PUSH PRICES UP. I'M WATCHING!", { USO: "down" });
  expect(kinds("Gas prices will go down even further now that the War is ending. Energy will be CHEAP!")).not.toContain("supply-up");
});

test("a bare 'Stop the War!' after new sanctions on a producer's oil is a demand, not a calm: crude up", () => {
  const post = "Today I am sanctioning Gazprom Neft and Surgutneftegas, two more of Russia's big Oil Companies, effective immediately. Stop the War!";
  expect(kinds(post)).not.toContain("de-escalation");
  pointsAs(post, { USO: "up" });
});

test("drugmakers told to bring their manufacturing back 'or else' are threatened with a tariff on their goods: Medium, XPH down", () => {
  const post = "The big Drug Companies had better bring their manufacturing back to America, or else. They have been warned!";
  expect(kinds(post)).toContain("tariff-threatened");
  expect(analyzeWithRules({ content: post }).impact).not.toBe("High");
  pointsAs(post, { XPH: "down" });
});

test("'no more Buybacks or Dividends for Contractors' behind schedule is the defense payout bar", () => {
  const post =
    "Our Defense Contractors pay giant Dividends while our Jets come in late. Effective immediately, no more Buybacks or Dividends for Contractors that are behind schedule!";
  pointsAs(post, { ITA: "down" });
});

test.each([
  [
    "'…will pay the United States Government 15% of those China revenues'",
    "NVIDIA will be allowed to sell its H20 chips to China, but it will pay the United States Government 15% of those China revenues.",
  ],
  [
    "'may now ship… with the U.S. Government receiving 20% of the revenue'",
    "Nvidia may now ship its older AI Chips to approved customers in China, with the U.S. Government receiving 20% of the revenue.",
  ],
])("chip sales to China allowed for a share of them (%s) are a deal: the chipmaker up", (_, post) => {
  pointsAs(post, { NVDA: "up" });
});

test("a meeting set with the partner's leader, its farm goods to be discussed: talks going well, the goods named up, not the place of the meeting", () => {
  const post = "President Xi and I will meet in South Korea next month. Many things to discuss, including SOYBEANS!";
  pointsAs(post, { FXI: "up", SOYB: "up" });
  expect(analyzeWithRules({ content: post }).instruments.find((i) => i.symbol === "KRW")).toBeUndefined();
});

test("progress on a call told in the sentence after the leader is named carries the farm goods discussed", () => {
  pointsAs("Just finished a long call with President Xi. We discussed Fentanyl, Soybeans and Trade, and made a lot of progress!", { SOYB: "up" });
});

test.each([
  ["Korea won't take our Beef, and they sell us millions of Cars. Maybe we just send them a letter!"],
  ["SOUTH KOREA WILL BE GETTING A LETTER SOON. NO MORE FREE RIDE!!!"],
])("a tariff letter promised to a partner (%s) is a hard line on it", (post) => {
  pointsAs(post, { EWY: "down", KRW: "down" });
});

test("export licences revoked for named chipmakers are a blow to them", () => {
  pointsAs("Commerce has revoked all export licenses for Qualcomm and Intel to ship chips to Huawei. No American Technology for them!", {
    QCOM: "down",
    INTC: "down",
  });
});

test("a company's act called 'a HOSTILE and POLITICAL ACT' in its own sentence is an attack on it", () => {
  pointsAs("Amazon putting a Tariff Surcharge on every product is a HOSTILE and POLITICAL ACT!", { AMZN: "down" });
});
