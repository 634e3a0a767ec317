import { expect, test } from "bun:test";
import { judge } from "../rules.ts";
import { analysis, kinds, pointsAs, ways } from "./directions-for-tests.ts";

/** Written for these tests (thirty-fifth round, from probe-blind34.json and probe-dev465.json … probe-dev476.json, in new words). */

test("a tariff 'lifted to 50%' is raised, not relief", () => {
  const post = "As of Monday, the Tariff on Mexican Steel will be lifted to 50%. They were warned!";
  expect(kinds(post)).not.toContain("tariff-cut");
  pointsAs(post, { MXN: "down", EWW: "down" });
});

test.each([
  ["a rate the partner 'continues to pay'", "Korean Steel continues to pay the 25% Tariff. Our Mills are BOOMING!"],
  ["a rate the partner 'is paying'", "Malaysia is paying 19%, and double if they cheat. Very fair!"],
  ["a rate that 'will remain in place'", "The 15% Tariff on Swiss goods will remain in place while the talks go on. Nothing else changes."],
])("%s is the state of things told again, not a new act", (_, post) => {
  expect(analysis(post).impact).not.toBe("High");
});

test("companies told to help bring a price down ('We will get it down!') are under pressure, not praised", () => {
  pointsAs("Meeting today on the price of Eggs. We will get it down! Cal-Maine must work with us.", { CALM: "down" });
});

test("more output asked for on pain of the work going elsewhere is a threat to the company, not orders", () => {
  const post = "Our troops need shells now. If General Dynamics can't ramp up production fast, we will find someone who can!";
  expect(kinds(post)).not.toContain("company-orders");
  pointsAs(post, { GD: "down" });
});

test("raiders that 'will cease all attacks' on shipping step back: crude down", () => {
  const post = "The Houthis have told us they will cease all attacks on ships in the Red Sea. Our strikes end today. Good!";
  expect(kinds(post)).toContain("de-escalation");
  pointsAs(post, { USO: "down" });
});

test("shares called 'GREAT BUYS' are a buy call on the companies", () => {
  const post = "FORD AND GENERAL MOTORS ARE GREAT BUYS RIGHT NOW. Believe me!";
  expect(analysis(post).impact).toBe("High");
  pointsAs(post, { F: "up", GM: "up" });
});

test("a network told to take a host 'off the air' is named: the company, not only the host", () => {
  pointsAs("NBC and Comcast must take Seth Meyers OFF THE AIR, now. No talent, no ratings!", { CMCSA: "down" });
});

test("'STOP BUYING' a company's goods is a boycott called for: the company down", () => {
  pointsAs("Harley told its dealers to drop the flag. OK, then: AMERICANS, STOP BUYING HARLEY-DAVIDSON!", { HOG: "down" });
});

test.each([
  ["an increase on goods delayed", "I am delaying the increase on Kitchen Cabinets and Vanities, which was set for January 1st, by six months."],
  ["an increase that 'will NOT take place'", "Mexico has stopped the flow, so the increase on Mexican Steel to 50% will NOT take place. Thank you Claudia!"],
])("%s is tariff relief without the word tariff", (_, post) => {
  expect(kinds(post).some((k) => k === "tariff-paused" || k === "tariff-cut")).toBe(true);
  expect(analysis(post).impact).toBe("High");
});

test("a fee on a partner's ships by the ton is a tariff on them; its ships exempted from port fees are relief", () => {
  const fee = "Effective immediately, every Ship built in China that docks at an American Port will pay a fee of $80 per ton.";
  expect(kinds(fee)).toContain("tariff-imposed");
  pointsAs(fee, { FXI: "down" });
  expect(kinds("Starting today, ships built in Japan will be EXEMPT from the new Port Fees. Great Allies!")).toContain("tariff-cut");
});

test("'Both sides have accepted' a stop to all strikes names the sides the sentence before named: a ceasefire with an oil producer", () => {
  const post = "Bibi called, and so did the Iranians. Both sides have accepted a full stop to all strikes, starting tonight. Peace!";
  expect(kinds(post)).toContain("ceasefire");
  expect(judge(post).facts[0]?.countries).toContain("Iran");
  pointsAs(post, { USO: "down", SPY: "up" });
});

test("an ultimatum to open the Strait 'or the United States will begin destroying' is a threat of strikes: crude up", () => {
  const post = "IRAN: Reopen the Strait of Hormuz by 6:00 P.M. tomorrow, or the United States will begin destroying your Oil Terminals. Last warning!";
  expect(kinds(post)).toContain("escalation");
  pointsAs(post, { USO: "up", SPY: "down" });
});

test("a drugmaker's deal that spares it the sector's tariffs lifts the sector fund; 'honored to sign an agreement with' it is a deal", () => {
  const post =
    "Today I was proud to sign a great agreement with MERCK. Merck will sell to Medicaid at Most Favored Nation prices. In exchange, Merck gets a three year grace period from Pharmaceutical Tariffs.";
  expect(kinds(post)).toContain("company-deal");
  pointsAs(post, { MRK: "up", XPH: "up" });
});

test("a stake bought in the company the sentence before named, with a price floor for its magnets: the company, its peers and the metals' fund up", () => {
  const post =
    "MP Materials will now be a partner of the United States. The Department of War is buying a 15% stake, and will guarantee a price floor for their Magnets. China will no longer control our supply!";
  expect(kinds(post)).toContain("company-deal");
  pointsAs(post, { MP: "up", REMX: "up" });
  // (A stake held is no deal made: "The Government owns 10%".)
  expect(kinds("Intel is doing much better since we got involved. The Government owns 10% and we will help them!")).not.toContain("company-deal");
});

test("a company's orders cut on his word is his act against it, not a complaint", () => {
  const post = "Boeing's tankers are years late. I have directed the Air Force to cut this year's KC-46 order by 12 planes. Shape up, Boeing!";
  expect(judge(post).facts.find((f) => f.kind === "company-attack")?.action).toBe("company-demand");
  pointsAs(post, { BA: "down" });
});

test("a deal called done with the European Union is a trade deal without the word trade: the bloc's markets up", () => {
  const post = "We have just reached a Deal with the European Union, a big one. Ursula and I will give the details on Monday!";
  expect(kinds(post)).toContain("trade-deal");
  pointsAs(post, { EUR: "up", VGK: "up" });
  // (A deal only possible is none: "A Deal is possible!")
  expect(kinds("Talks with the European Union are going well. Ursula is coming on Sunday. A Deal is possible!")).not.toContain("trade-deal");
});

test("bitcoin accepted as an asset for a mortgage is crypto policy: bitcoin up", () => {
  pointsAs("From Monday, Fannie Mae will accept Bitcoin held on U.S. exchanges as an asset for a Mortgage. Great for Crypto!", { BTC: "up" });
});

test("a company that 'will NOT be part of' a business is barred from it: the company down", () => {
  pointsAs("My decision: ConocoPhillips will NOT be part of the rebuilding of Venezuela's Oil Fields. They said it was too risky!", {
    COP: "down",
  });
});

test.each([
  ["a swap line 'finalized' with a partner", "The Treasury has finalized a $20 Billion Swap Line with the Central Bank of Argentina. Go Javier!", "backstop"],
  ["a crypto law 'Today I signed'", "Today I signed the CLARITY Act into law. Crypto will be made in America!", "crypto-policy"],
  ["a reserve whose coins are named", "The U.S. Crypto Reserve will include BTC, ETH and SOL. We will be the Crypto Capital of the Planet!", "crypto-policy"],
  [
    "a tanker on the sanctions list seized",
    "Our Navy has just taken control of a Supertanker carrying Iranian crude in violation of U.S. Sanctions. More to come!",
    "sanction",
  ],
])("%s is an act, not a signal", (_, post, kind) => {
  expect(judge(post).facts.find((f) => f.kind === kind)?.action).toBeTruthy();
});

test("negotiations 'continuing' with a large partner, a good end foreseen, are talks going well: its markets up", () => {
  const post =
    "Japan and the United States are continuing negotiations on the Trade Barriers between us. I feel certain there will be no difficulty in coming to a successful conclusion!";
  expect(kinds(post)).toContain("trade-talks");
  pointsAs(post, { EWJ: "up", JPY: "up" });
});

test("an oil producer's response called 'TOTALLY UNACCEPTABLE!' is talks refused: crude up", () => {
  const post = "I have just read the answer from Iran's so-called Negotiators. I don't like it at all — TOTALLY UNACCEPTABLE!";
  expect(judge(post).facts.find((f) => f.kind === "trade-talks")?.stance).toBe("refused");
  pointsAs(post, { USO: "up" });
  // (A red line stated is not talks refused: "…for Iran to have a Nuclear Bomb is absolutely unacceptable.")
  expect(kinds("Tell the Pope that for Iran to have a Nuclear Bomb is absolutely unacceptable. AMERICA IS BACK!")).not.toContain("trade-talks");
});

test("a government stake in a U.S. rare earth producer backs the industry: its peers and the metals' fund up", () => {
  pointsAs("The Department of War will take a 12% Equity Stake in USA Rare Earth, with a $1.2 Billion Loan. Our own Magnets!", {
    USAR: "up",
    MP: "up",
    REMX: "up",
  });
});

test("allies told to spend 5% of GDP on defense, or to buy American weapons, are orders for U.S. defense makers, in words", () => {
  const post = "NATO Countries must spend 5% of GDP on Defense. They will, and they will be buying lots of American equipment!";
  expect(kinds(post)).toContain("purchase");
  expect(analysis(post).impact).not.toBe("High");
  pointsAs(post, { ITA: "up", LMT: "up" });
});

test.each([
  ["a housing emergency weighed", "We are looking at declaring a National Housing Emergency this Fall to get young people into Homes!"],
  ["no tax on a home's sale weighed", "We are considering eliminating the Capital Gains Tax on Homes. It will unlock the Housing Market!"],
  ["permits for homes cut", "We are going to cut the Permits and Regulations that add $90,000 to every new Home. Get ready to BUILD!"],
])("%s is a housing measure in words: homebuilders up, no High act", (_, post) => {
  expect(analysis(post).impact).not.toBe("High");
  pointsAs(post, { XHB: "up" });
});

test("an order declaring a National Housing Emergency is an official act on housing: homebuilders up", () => {
  const post = "I have signed an Executive Order declaring a National Housing Emergency. Permitting for new Homes will be cut to WEEKS!";
  expect(analysis(post).impact).toBe("High");
  pointsAs(post, { XHB: "up" });
});

test("a hard line with one of the largest partners is risk-off, as talks going well with it are risk-on", () => {
  pointsAs("China has TOTALLY VIOLATED its agreement with us. So much for being Mr. Nice Guy!", { SPY: "down", VIX: "up", FXI: "down" });
  pointsAs("Very productive call with President Xi. Talks with China are going very well!", { SPY: "up", FXI: "up" });
});

test("talks going well with a buyer of U.S. farm goods, the goods named: the crop and the grain merchants up", () => {
  const post = "Very good call with President Xi. We discussed Trade, Fentanyl and the purchase of Soybeans. Teams meet again next week!";
  pointsAs(post, { SOYB: "up", ADM: "up", FXI: "up" });
  // (Not beside talks refused or a hard line.)
  expect(ways("China is not buying our Soybeans, a hard line by them. Talks are OFF! They violated the deal!").SOYB).not.toBe("up");
});
