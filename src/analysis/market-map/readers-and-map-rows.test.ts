import { test } from "bun:test";
import { pointsAs } from "./directions-for-tests.ts";

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
