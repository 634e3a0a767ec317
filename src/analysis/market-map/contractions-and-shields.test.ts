import { expect, test } from "bun:test";
import { judge } from "../rules.ts";
import { pointsAs, ways } from "./directions-for-tests.ts";

/** Written for these tests (thirty-second round, from probe-blind31.json and probe-dev315.json … probe-dev335.json, in new words). */
test.each([
  [
    "a drug tariff takes the equal-weighted drug fund down even where builders are spared",
    "We will be charging a 150% Tariff on Pharmaceuticals from abroad, starting January 1st, but there will be no Tariff for any Company that is building its plant here.",
    { XPH: "down", NVO: "down", LLY: "unclear" },
  ],
  ["a chip tariff moves the Taiwan dollar with Taiwan's market", "Starting March 1st, a 30% Tariff on all imported Microchips.", { EWT: "down", TWD: "down" }],
  [
    "a removal of the Fed's chair weighed as 'whether to let him go' is a threat to the Fed",
    "Jerome Powell is a total disaster. I am looking closely at whether to let him go!",
    { TLT: "down", DXY: "down", GLD: "up" },
  ],
  [
    "a tariff told 'REMOVED' in a phrase is relief",
    "Salmon from Norway will now come in with the 15% Tariff REMOVED. Great job by Norway!",
    { NORW: "up", NOK: "up" },
  ],
  [
    "a tariff moved to a later month is put off",
    "At the request of Japan, I have agreed to move the 25% Tariff on Japan to October 1st.",
    { EWJ: "up", SPY: "up" },
  ],
  ["tariffs agreed at zero, both ways, are relief", "The U.S. and Canada have agreed to ZERO Tariffs on Dairy, both ways.", { CAD: "up", EWC: "up" }],
  ["tariffs 'phased back down' are relief", "Steel Tariffs may be phased back down once our mills are humming.", { NUE: "down", SLX: "down" }],
  ["'they won't get a deal' is no deal beside a tariff", "Canada won't get a deal. A 35% Tariff on Canada starts August 1st!", { CAD: "down", SPY: "down" }],
  [
    "a strike 'we won't be going ahead with' is called off",
    "We won't be going ahead with the strike on Venezuela's oil fields that was planned for tonight.",
    { SPY: "up", VIX: "down" },
  ],
  ["tankers seized hold the barrels back", "Effective immediately, our Coast Guard will seize any Tanker carrying Venezuelan Oil.", { USO: "up", XLE: "up" }],
  [
    "export restrictions lifted are sanctions lifted",
    "I have lifted the Export Restrictions on Jet Engines going to China, effective today.",
    { GE: "up", FXI: "up" },
  ],
  ["an antitrust lawsuit dropped lifts a cloud", "I have instructed the Justice Department to drop its antitrust lawsuit against Microsoft.", { MSFT: "up" }],
  ["others told to stop going after a company defends it", "Europe should stop going after Google. We will protect our companies!", { GOOGL: "up" }],
  [
    "a tariff on the countries that tax a company shields the company",
    "Any Country that charges a Digital Tax on Amazon or Apple will pay a 40% Tariff on its goods, effective immediately.",
    { AMZN: "up", AAPL: "up", SPY: "down" },
  ],
  ["'NOT to block' a purchase pushes it", "I have told the FTC NOT to block Microsoft's purchase of the game company. Let the deal close!", { MSFT: "up" }],
  ["'buy their stock' names the companies just named", "Tesla and General Motors are doing great. Buy their stock!", { TSLA: "up", GM: "up" }],
  [
    "'Ford, General Motors' names Ford, and a call to buy decides its way over the tariff it pays",
    "Ford, General Motors and Tesla will have record years thanks to our Tariffs on foreign cars. A great time to buy their stock!",
    { F: "up", GM: "up", TSLA: "up" },
  ],
  [
    "a tariff 'which was to start' one month that 'will now start' a later one is put off",
    "The 25% Tariff on U.K. goods, which was to start May 1st, will now start June 15th.",
    { EWU: "up", GBP: "up" },
  ],
  ["a tariff 'hereby POSTPONED' is put off", "The Pharmaceutical Tariff is hereby POSTPONED until March 1st.", { XPH: "up", NVO: "up" }],
  ["a tariff 'being delayed' is put off", "The Tariff on foreign Furniture is being delayed until further notice.", { RH: "up", W: "up" }],
  [
    "more output demanded with a penalty in the next sentence is a demand",
    "Chevron must IMMEDIATELY increase production in the Gulf. If not, I will look very hard at their Federal leases!",
    { CVX: "down" },
  ],
  [
    "a lawsuit the company brought against the country, demanded dropped, is a demand on it",
    "Walmart must drop its lawsuit against the United States, or it will lose its Federal contracts!",
    { WMT: "down" },
  ],
  [
    "sanctions to come off 'ONLY when' a deal is signed stay on",
    "Sanctions will come off Iran ONLY when they sign the Deal, not one day before!",
    { USO: "up" },
  ],
])("%s", (_, post, expected) => pointsAs(post, expected));

test.each([
  [
    "'their medicines will be Tariffed' is the company's tariff, not every drugmaker's",
    "AstraZeneca charges Americans far more than Britain pays. They have 60 days to fix it, or their medicines will be Tariffed at 100%. Pfizer already agreed!",
    "PFE",
    "down",
  ],
  [
    "a tariff added 'and all negotiations are hereby terminated' is no relief",
    "Because of this, I am adding a 10% Tariff on Mexico, over and above what they pay now, and all negotiations are hereby terminated!",
    "MXN",
    "up",
  ],
  [
    "a licence revoked that allowed a company to pump and sell a producer's oil adds no supply",
    "I am hereby REVOKING the License granted to Chevron allowing it to pump and sell Venezuelan Oil. It ends in 30 days!",
    "USO",
    "down",
  ],
  ["a partner that 'just put' tariffs on a third put its own", "Canada just put Tariffs of up to 40% on Steel from China. Smart move, Canada!", "CAD", "down"],
  ["tariffs that 'will be a very big subject' are talks", "I will meet President Lula next week. Tariffs will be a very big subject!", "EWZ", "down"],
  ["a 'call on Tariffs' is talks", "A very productive call on Tariffs, Cars and Investment with Japan. Our teams meet next week.", "EWJ", "down"],
  [
    "sanctions relief that 'will only come AFTER' a ceasefire is not given",
    "The sanctions relief for Iran will only come AFTER a Deal is signed!",
    "USO",
    "down",
  ],
  ["peace talks that 'have stalled' are no calm", "The Peace Talks have stalled. Russia is asking for too much. We may have to walk away!", "USO", "down"],
  [
    "Russian enriched uranium barred is no act on crude",
    "I am banning all imports of Russian Enriched Uranium into the United States, effective immediately.",
    "USO",
    "up",
  ],
  ["Russian palladium barred is no act on crude", "As of today, all imports of Russian Palladium into the United States are BANNED.", "USO", "up"],
  [
    "companies that 'will no longer be ripped off' are not attacked",
    "Brazil has agreed to drop its Digital Tax on American Tech Companies. Google and Meta will no longer be ripped off!",
    "GOOGL",
    "down",
  ],
  ["'Don't forget… agreed to buy' bars no purchase", "Don't forget, Saudi Arabia agreed to buy 50 Boeing Jets last month. Big money!", "BA", "unclear"],
  [
    "a deadline on every country is not talks going well",
    "The Deadline for all Countries to make a Deal is very close. I don't expect we'll extend it!",
    "SPY",
    "up",
  ],
] as const)("%s", (_, post, symbol, not) => expect(ways(post)[symbol]).not.toBe(not));

test("a listing weighed and then decided ('we are taking them public') is his act", () => {
  const post = "We have thought long and hard about Fannie Mae and Freddie Mac. I have now decided: we are taking them public next year.";
  expect(judge(post).acts).toContain("company-deal");
  expect(ways(post)).toMatchObject({ FNMA: "up", FMCC: "up" });
});

test("a meeting on a tariff is talks, not the tariff", () => {
  expect(judge("I will be meeting with the big Automakers next week on the Truck Tariff. They want a fair outcome!").acts).not.toContain("tariff");
});

test.each([
  // Before, \b(not|n't) never matched inside "don't" or "won't": there is no word boundary inside a word.
  [
    "a ban not withdrawn ('If they don't withdraw') keeps the minerals held back",
    "If they don't withdraw the export ban on Gallium, there will be a 100% Tariff on China.",
    "MP",
    "down",
  ],
  ["a strait that 'won't be reopened until…' is not reopened", "The Strait of Hormuz won't be reopened until Iran agrees to our terms.", "USO", "down"],
] as const)("%s", (_, post, symbol, not) => expect(ways(post)[symbol]).not.toBe(not));

/** Written for these tests (thirty-second round, from probe-dev315.json … probe-dev356.json, in new words): acts the readers missed. */
test.each([
  [
    "our cut with theirs in return, in one sentence, is our cut",
    "Great talks in Madrid! The United States will cut the Tariff on India from 50% to 20% for 90 days, and India will cut its Tariff on us from 40% to 5%.",
    { INDA: "up", INR: "up" },
  ],
  ["a tariff 'held off' is relief", "After meeting with the Studios, I have decided to HOLD OFF on the Movie Tariff for now.", { NFLX: "up", DIS: "up" }],
  [
    "a partner's refusal put first ('refused to drop its…, so') leaves our tariff after it ours",
    "Canada refused to drop its Dairy Tariff, so starting Monday, all Canadian Cheese will pay a 100% Tariff!",
    { CAD: "down", EWC: "down" },
  ],
  ["'just like everyone else' is no comparison", "As of Monday, Mexican Steel will pay a 50% Tariff, just like everyone else.", { MXN: "down", SLX: "up" }],
  ["a start 'at midnight' is a date", "Starting at midnight tomorrow, every package from Vietnam will pay full Tariffs.", { VNM: "down" }],
  ["an exemption 'from our Iranian Oil Sanctions' eases them", "Turkey will be granted a one-year EXEMPTION from our Iranian Oil Sanctions.", { USO: "down" }],
  ["land opened 'to Oil and Gas leasing' adds supply", "Today I opened the entire Alaska Coast to Oil and Gas leasing. DRILL, BABY, DRILL!", { USO: "down" }],
  [
    "companies authorized to produce and sell a producer's oil add supply",
    "I have authorized American Companies to produce and sell Iranian Oil, effective immediately, under our control.",
    { USO: "down", XLE: "down" },
  ],
  ["buyers told to stop buying a producer's oil press its barrels", "Turkey must stop buying Russian Oil. We are watching!", { USO: "up" }],
  [
    "payouts barred 'until they speed up production' is the bar, not an order",
    "By Executive Order, Defense Contractors will not be allowed to pay Dividends until they speed up production of our Missiles.",
    { LMT: "down", ITA: "down" },
  ],
  [
    "a secondary tariff 'terminated' eases the sanction",
    "I am terminating the Secondary Tariff on Countries that purchase Iranian Oil, effective immediately.",
    { USO: "down" },
  ],
  ["tariffs 'coming off' are relief", "The Tariffs on Canada may be coming off soon. They have been very good!", { CAD: "up", EWC: "up" }],
  [
    "sanctions put back on a producer's oil exports hold its barrels back",
    "Russia has broken the Truce. Effective immediately, I am reimposing all Sanctions on Russian Banks and Oil Exports!",
    { USO: "up", XLE: "up" },
  ],
  [
    "'NO exemption' from a tariff is the tariff",
    "Japan will get NO exemption from the 25% Auto Tariff. Japanese cars will pay full price, effective immediately.",
    { EWJ: "down", TM: "down" },
  ],
  [
    "tariffs the U.S. 'will keep suspended' beside a truce extended are relief",
    "Just agreed with Mexico to extend our Truce for another 90 days, and the U.S. will keep the higher Tariffs suspended.",
    { MXN: "up", EWW: "up" },
  ],
  ["a regulator told to speed up a company's approval helps it", "The FDA must speed up approval of Pfizer's new drug. Too much red tape!", { PFE: "up" }],
  [
    "Russian enriched uranium barred lifts the uranium miners, not crude",
    "I am banning all imports of Russian Enriched Uranium into the United States, effective immediately.",
    { CCJ: "up", URA: "up" },
  ],
  [
    "sanctions on Russian uranium lifted weigh on the uranium miners",
    "Sanctions on Russian enriched uranium are hereby LIFTED as part of the Peace Deal.",
    { CCJ: "down", URA: "down" },
  ],
  [
    "blocking sanctions on a producer's oil companies beside a ceasefire it 'must agree to' take barrels off",
    "I am today imposing full Blocking Sanctions on Rosneft and Lukoil. Russia must agree to a Ceasefire NOW!",
    { USO: "up", XLE: "up" },
  ],
  ["a company others 'should follow' is praised", "Merck is investing $50 Billion in America. Other Drug Companies should follow Merck!", { MRK: "up" }],
  [
    "a deal whose buyer is 'way behind', with a tariff threatened, is not kept",
    "Japan promised, in our Deal, to buy $400 Billion of American Energy. They are way behind. Buy more, or pay a far higher Tariff!",
    { EWJ: "down" },
  ],
  [
    "'we discussed the 40% Tariff' is talks, not the tariff",
    "Very good call with President Lula. We discussed the 40% Tariff and many other things. Good things will happen!",
    { EWZ: "up" },
  ],
  [
    "an ally told 'now is not the time to hit' a producer's oil is held back",
    "I have told Bibi that now is not the time to hit Iran's oil fields. Talks are going well.",
    { USO: "down" },
  ],
  [
    "an order 'ending all Tariffs on' a partner's goods is relief",
    "Today I signed an order ending all Tariffs on imported Lumber from Canada.",
    { CAD: "up", EWC: "up" },
  ],
  ["a tariff that 'will go back down to 15%' is cut", "The Tariff on Swiss goods will go back down to 15% on Monday.", { EWL: "up" }],
  [
    "a drugmaker's 'three year pass on Pharma Tariffs' for its pricing deal is no drug-price cut on it",
    "Pfizer has signed its Most Favored Nation agreement today. Medicaid gets MFN prices, and Pfizer gets a three year pass on Pharma Tariffs.",
    { PFE: "unclear" },
  ],
  [
    "an order letting 401(k) plans buy Bitcoin supports crypto",
    "I have just signed an Executive Order allowing 401(k) plans to invest in Bitcoin, Crypto and other assets.",
    { BTC: "up" },
  ],
  [
    "government sales of Bitcoin halted support it",
    "I have ordered the Marshals to HALT all sales of Government-held Bitcoin, effective immediately.",
    { BTC: "up" },
  ],
  [
    "'Powell won't cut rates' is a complaint, pressure to cut",
    "Powell won't cut rates. He is always too late. Our Country is paying far too much interest!",
    { DXY: "down", SHY: "up" },
  ],
  ["'The Fed should be at 1%' is pressure to cut", "The Fed should be at 1%, not 4%. Total disaster!", { DXY: "down" }],
  [
    "restrictions on oil and gas drilling lifted open land to the producers",
    "I am lifting all restrictions on Oil and Gas drilling on Federal Lands, effective immediately.",
    { USO: "down", XLE: "up" },
  ],
  [
    "a producer to 'produce as much Oil as it possibly can' adds supply",
    "Venezuela will WITHDRAW from OPEC and will produce as much Oil as it possibly can.",
    { USO: "down" },
  ],
  ["a producer's oil that 'will soon flow again' adds supply", "Iranian Oil will soon flow again, to Europe, not China!", { USO: "down" }],
  [
    "tariffs 'going UP on every Country' that makes no deal are a threat to all",
    "Tariffs are going UP on every Country that does not make a Deal with us, and they are going up very soon!",
    { SPY: "down", VIX: "up" },
  ],
  [
    "sanctions on a producer's oil weigh on U.S. equities",
    "Effective today, I am imposing full Sanctions on Venezuela's State Oil Company.",
    { USO: "up", SPY: "down" },
  ],
  [
    "sanctions on a producer's oil lifted lift U.S. equities",
    "Iran has agreed to our terms. In return, we will lift the Sanctions on Iranian Oil, effective today.",
    { USO: "down", SPY: "up" },
  ],
  [
    "a producer's fighters 'DONE attacking' ships is calm, not a strike",
    "The Houthis have told us that they are DONE attacking ships in the Red Sea. In return, we are halting our air strikes.",
    { USO: "down", ZIM: "down" },
  ],
  [
    "terms a partner 'signed today:' are a deal",
    "Vietnam signed today: the Tariff on Vietnam goes to 20%, and Vietnam will buy $50 Billion of American goods.",
    { VNM: "up" },
  ],
  ["a partner that 'agreed to a 15% Tariff' made a deal", "Indonesia agreed to a 19% Tariff and will buy 50 Boeing jets. Great Deal!", { EIDO: "up" }],
  [
    "today's rates extended 'rather than' a higher one due are relief",
    "I have agreed to extend, for 90 days, the current Tariffs on Canada rather than the 35% that was scheduled.",
    { CAD: "up" },
  ],
  [
    "a suspension 'extended' in a quote is relief",
    "Secretary Bessent: “The suspension of the higher tariff on China is extended for another 90 days, until May 10th.”",
    { FXI: "up" },
  ],
  [
    "attacks on Red Sea shipping lift container freight",
    "The Houthis fired on two more ships in the Red Sea. I have ordered strikes on their ports, starting now.",
    { ZIM: "up" },
  ],
  [
    "Red Sea shipping safe again lowers container freight",
    "The Houthis have agreed to stop attacking ships in the Red Sea. Ships will pass safely again!",
    { ZIM: "down" },
  ],
  [
    "an order keeping coal plants open lifts the coal miners",
    "I have signed an Executive Order directing all Federal utilities to keep every Coal Plant open for ten more years.",
    { BTU: "up" },
  ],
  [
    "an oil site 'hit by U.S. Forces' is a strike",
    "Venezuela's biggest Oil Refinery was hit by U.S. Forces this morning. More to come!",
    { USO: "up", VIX: "up" },
  ],
])("%s", (_, post, expected) => pointsAs(post, expected));

test("a firing asked about and denied with 'No, I have no intention' is the chair kept, not a removal", () => {
  const post = 'Reporters ask me, "Will you fire Jerome Powell?" No, I have no intention of firing him. I just want him to lower Rates!';
  expect(judge(post).acts).not.toContain("fed-personnel");
  expect(ways(post)).toMatchObject({ DXY: "up", GLD: "down" });
});

test("a tariff named before 'will be subject to a 25% Tariff' is a tariff set, not a tariff talked over", () => {
  const post =
    "Aluminum Scrap, which was wrongly left out of our Aluminum Tariff by the last Administration, will be subject to a 25% Tariff, effective March 1st.";
  expect(judge(post).acts).toContain("tariff");
});

test("a producer warned it 'shouldn't even think about' closing a strait is threatened, not struck", () => {
  const post = "Iran shouldn't even think about closing the Strait of Hormuz. If they do, they will be hit harder than ever before!";
  expect(judge(post).acts).not.toContain("oil-conflict");
  expect(ways(post).USO).toBe("up");
});

test("a partner told 'If they don't open up' is not praise of the company named after", () => {
  expect(ways("The Chinese are hoarding Rare Earths. If they don't open up, we may restrict their access to our Boeing parts!").BA).not.toBe("up");
});

/** Written for these tests (thirty-second round, from probe-dev378.json … probe-dev389.json, in new words): acts told again, not made. */
test.each([
  ["a rate paid 'as everyone knows'", "Canada is paying 35% in Tariffs, as everyone knows, and our Dairy Farmers are happy."],
  ["a tariff 'which started on' a past date", "The 50% Steel Tariff, which started on June 4th, has brought back our great Steel Mills."],
  ["a tariff 'which I put in place in' a past month", "Happy Memorial Day! P.S. The 25% Tariff on foreign Trucks, which I put in place in March, is working."],
  ["a deal named by where it was signed", "The Korea Deal, signed in Gyeongju, with 15% on their goods and ZERO on ours, was the best ever made."],
  ["a deal's terms 'as agreed to in' a past month", "Korea is paying 15% and investing $350 Billion, as agreed to in October. It is the Deal of the Century."],
  ["a deal named by where he made it", "The Japan Deal I made in Tokyo, with the 15% Tariff and $550 Billion, has been a tremendous success."],
  ["letters that 'went out'", "Our Tariff letters went out, 20 of them, with rates of 20% to 50%. America is winning!"],
  [
    "a day, week or month proclaimed",
    "I have signed a Proclamation declaring November NATIONAL MANUFACTURING MONTH. Thanks to our Tariffs, the factories are back!",
  ],
  [
    "a tariff that 'will also be discussed', and a deal he thinks we will make",
    "I will meet President Lula next month. The 40% Tariff, which Brazil has been paying for a while, will also be discussed. I think we will make a great Deal!",
  ],
  [
    "tariff revenue and rates 'all working exactly as planned'",
    "Our Tariffs brought in $30 Billion in October alone. The 10%, 20% and 50% Tariffs are all working exactly as planned!",
  ],
  [
    "a strike recalled 'One year ago today'",
    "One year ago today, our great pilots struck Iran's nuclear sites. Iran has no nuclear weapon, and oil prices stayed low.",
  ],
  [
    "a company's investment it 'has announced', named with an aside",
    "Honda, maker of Civics and Accords, has announced a $10 Billion investment in Ohio, with 3,000 new jobs.",
  ],
  ["a tariff goods 'may soon face'", "Foreign Furniture may soon face a Tariff of 30%. We are looking at it very closely!"],
  ["options prepared for a tariff", "I have directed the Secretary of Commerce to prepare options for Tariffs on foreign-made Drones. More soon!"],
])("%s is no new act", (_, post) => expect(judge(post).acts).toEqual([]));

test.each([
  ["a tariff 'As everyone knows' is told again, not set", "As everyone knows, Brazil pays a 50% Tariff because of what they did. Very sad!"],
  ["a partner's tariff 'on our Rice' is theirs", "Korea charges a 500% Tariff on our Rice. Totally unacceptable!"],
])("%s", (_, post) => expect(judge(post).acts).not.toContain("tariff"));
