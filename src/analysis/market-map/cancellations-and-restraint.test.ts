import { expect, test } from "bun:test";
import { judge } from "../rules.ts";
import { analysis, kinds, pointsAs, ways } from "./directions-for-tests.ts";

/** Written for these tests (thirty-fourth round, from probe-blind33.json and probe-dev453.json … probe-dev485.json, in new words). */

test("a scheduled increase 'hereby CANCELED' is relief on the partner, not the rate raised", () => {
  const post = "Great call with Prime Minister Carney. Canadian goods under USMCA stay at ZERO Tariff, and the planned increase to 35% is hereby CANCELED!";
  expect(kinds(post)).toContain("tariff-cut");
  pointsAs(post, { CAD: "up", EWC: "up", SPY: "up" });
});

test("sanctions on a producer's energy 'phased down' are sanctions lifted: crude down", () => {
  const post = "The peace agreement is SIGNED. Sanctions on Russian Oil and Gas will be phased down as the terms are met. Great for the World!";
  expect(kinds(post)).toContain("sanction-lifted");
  pointsAs(post, { USO: "down", SPY: "up" });
});

test("barrels 'which had been stuck under sanctions' now shipped are supply back: crude down", () => {
  const post =
    "Venezuela will send us 40 million barrels of crude, which had been stuck under sanctions, beginning next week. It will be sold on the market. Cheaper gasoline!";
  expect(kinds(post)).toContain("sanction-lifted");
  pointsAs(post, { USO: "down" });
});

test("a deal in a 'Should…' clause is the condition of a tariff threatened, not a deal made", () => {
  const post = "Should Mexico sign a trade deal with China, every Mexican good coming into our Country will be hit with 50%. Not going to happen!";
  expect(kinds(post)).not.toContain("trade-deal");
  expect(kinds(post)).toContain("tariff-threatened");
  pointsAs(post, { MXN: "down", EWW: "down" });
});

test("goods 'hit with' a rate are a tariff without the word", () => {
  expect(kinds("Starting Monday, all Brazilian products will be hit with 40%.")[0]).toMatch(/^tariff-/);
});

test("a partner that 'accepts a 20% rate' in a deal called done agreed to terms: relief, not a tariff raised", () => {
  const post = "The Deal with Thailand is DONE! Bangkok accepts a 19% rate on its goods, double for anything transshipped, and our farmers sell there at ZERO.";
  expect(kinds(post)).toContain("trade-deal");
  expect(kinds(post)).not.toContain("tariff-raised");
  pointsAs(post, { THD: "up", THB: "up" });
});

test("an ally told it 'must not bomb' a producer's oil is restraint: crude down", () => {
  const post = "Israel must not strike Iran's Oil fields. It would be very bad for Oil Prices, and for the World. I made that very clear to Bibi!";
  expect(kinds(post)).toContain("de-escalation");
  pointsAs(post, { USO: "down" });
});

test("shipping lanes that 'WILL be reopened, whatever it takes' beside new strikes are force, not calm", () => {
  const post =
    "I have ordered our Military to begin heavy Strikes on the Houthis in Yemen, who keep firing on Ships in the Red Sea. The Sea Lanes WILL be reopened, whatever it takes!";
  expect(kinds(post)).not.toContain("de-escalation");
  pointsAs(post, { USO: "up", VIX: "up" });
});

test("three or more European partners tariffed at once are Europe's as a whole: its broad fund first", () => {
  const post =
    "Denmark, Norway, Sweden, Germany and the Netherlands are blocking us on Greenland. A 10% Tariff on all of their exports to us begins on March 1st!";
  const a = analysis(post);
  expect(a.instruments.slice(0, 14).map((i) => i.symbol)).toContain("VGK");
  pointsAs(post, { VGK: "down", EUR: "down", EWG: "down", EDEN: "down" });
});

test("a credit card rate cap with a rate and a start is an act on the card lenders, however it is worded", () => {
  for (const post of [
    "Card companies charge 29% interest. As of March 1st, for one full year, Credit Card Interest will be capped at 10%!",
    "Starting March 1st, no Credit Card company will be allowed to charge more than 10% Interest, for one year.",
    "Credit Card Companies charging 30% interest is a disgrace. Starting March 1st, those rates must be CAPPED at 10%!",
  ]) {
    expect(judge(post).facts.map((f) => f.kind)).toContain("official-act");
    pointsAs(post, { COF: "down", SYF: "down", XLF: "down" });
  }
});

test("a Fed chair markets read as firm on inflation lifts the dollar and sinks gold and silver; one named to cut does the opposite", () => {
  pointsAs("I am nominating Kevin Warsh to be the next Chairman of the Federal Reserve. He will be GREAT!", { DXY: "up", GLD: "down", SLV: "down" });
  pointsAs("My nominee for Chairman of the Fed is a SOUND MONEY man who will keep the Dollar strong.", { DXY: "up", GLD: "down" });
  pointsAs("I am nominating Kevin Hassett as the next Chairman of the Federal Reserve. Lower rates coming!", { DXY: "down", GLD: "up" });
});

test("a refusal to 'sit down and end' a war is no step toward peace: sanctions beside it keep crude up", () => {
  const post = "Because Putin refuses to sit down and end this War, we are today placing FULL BLOCKING SANCTIONS on Rosneft and Lukoil.";
  expect(kinds(post)).not.toContain("de-escalation");
  pointsAs(post, { USO: "up" });
});

test("exports 'taken down to ZERO' and tankers being stopped hold oil back", () => {
  pointsAs("Venezuela's Oil exports will be taken down to ZERO. Not one drop will leave until Maduro goes!", { USO: "up" });
  pointsAs("As of this moment, our Navy is stopping every Tanker moving through Hormuz, in or out.", { USO: "up", JETS: "down" });
});

test("output raised 'by 1.5 Million Barrels a day' is read though the size has a decimal point", () => {
  pointsAs("Saudi Arabia and OPEC have agreed, at my request, to raise Oil production by 2.5 Million Barrels a day. Cheaper gas!", {
    USO: "down",
  });
});

test("relief told in the third person ('EU DROPS RETALIATORY TARIFF PACKAGE') is relief; 'Tax Cuts and Tariffs' is not", () => {
  pointsAs("EU DROPS RETALIATORY TARIFF PACKAGE AFTER CALL WITH PRESIDENT. Smart move, Europe!", { VGK: "up", EUR: "up" });
  expect(kinds("Investment is pouring in, all because of our Tax Cuts and Tariffs!")).not.toContain("tariff-cut");
});

test("'all Brazilian goods pay 50%' with a date is a tariff set", () => {
  const post = "From September 1st, all Brazilian goods pay 50% at our border. Free Bolsonaro!";
  expect(judge(post).impact).toBe("High");
  pointsAs(post, { EWZ: "down", BRL: "down" });
});

test("'If you're smart, you BUY right now' is a call to buy the market", () => {
  expect(kinds("Markets will be fine. If you're smart, you BUY right now!!!")).toContain("buy-call");
  pointsAs("Markets will be fine. If you're smart, you BUY right now!!!", { SPY: "up", VIX: "down" });
});

test("an order he is giving now ('I am ordering… to immediately cancel', 'I am acting now to STOP') is an act", () => {
  pointsAs("I am ordering the Department of the Interior to immediately cancel all leases for Offshore Wind projects.", { ICLN: "down" });
  pointsAs("I am acting now to STOP giant Wall Street funds from buying any more single family homes.", { INVH: "down", AMH: "down" });
});

test.each([
  ["a deal recalled with its terms after a comma", "The Trade Deal we made with Korea, $350 Billion of investment and a 15% Tariff, is the best ever!"],
  ["a tariff of his dated to a month gone", "I put a 100% Tariff on China in October, and they came right back to the table."],
  ["a deal 'signed some time ago'", "The Trade Deal with Japan, which was signed some time ago, is working out great. $550 Billion coming in!"],
  ["a cut the partner 'has to' make", "Talks with Canada are going OK, but they have to drop the Dairy Tariffs. Carney wants a deal!"],
])("%s is no new act: not High", (_, post) => {
  expect(judge(post).impact).not.toBe("High");
});

test("a floor price the government guarantees beside its stake lifts the goods' other producers and their fund", () => {
  pointsAs("The Department of War will take a 10% stake in MP Materials and guarantee a minimum price for Rare Earth magnets. No more China!", {
    MP: "up",
    USAR: "up",
    REMX: "up",
  });
});

test("'Tariffs on Canada PAUSED for 30 days' is a pause, and 'Trade talks with Canada are back on' is talks", () => {
  pointsAs("Tariffs on Mexico PAUSED for 30 days. Claudia called, promised troops at the Border!", { MXN: "up", EWW: "up" });
  expect(kinds("Spoke with the Prime Minister. Trade talks with Canada are back on. Lots of progress!")).toContain("trade-talks");
});

test("goods taken up as 'it' ('…Lumber is being dumped… it will be subject to a 45% Tariff') are the tariff's goods", () => {
  pointsAs("Canadian Lumber is being dumped into our Country. Starting May 1st, it will be subject to a 40% Tariff!", { WY: "up", WFG: "down" });
});

test("drugmakers told to 'bring their prices WAY DOWN' is pressure on drug prices", () => {
  pointsAs("The Drug Companies are going to have to bring their prices WAY DOWN, or else. Americans pay 5 times what Europe pays!", { XPH: "down" });
});

test("a bare tariff warning takes the one group of goods the post names elsewhere, unless the post names relief", () => {
  pointsAs("Foreign Heavy Trucks are being dumped into our Country, hurting our Truck Builders. Tariffs are coming, and soon!", { PCAR: "up" });
  pointsAs("We are looking very strongly at the Furniture industry. Foreign countries are destroying it. Big Tariffs coming!", { RH: "down" });
  const relief = "Chip Companies that commit to building in the United States will get more time on the Tariffs. Those who don't will pay!";
  expect(judge(relief).facts.every((f) => !f.goods)).toBe(true);
});

test("'a 90 day hold on the higher Reciprocal Tariffs' is relief on every country", () => {
  pointsAs("Countries have called to negotiate. I am ordering, effective today, a 90 day hold on the higher Reciprocal Tariffs!", {
    SPY: "up",
    VIX: "down",
  });
});

test("New Mexico and the Gulf of Mexico are no trading partner", () => {
  for (const post of ["Our great miners in New Mexico and Utah must ramp up!", "Drill in the Gulf of Mexico, drill in Alaska!"])
    expect(judge(post).facts.flatMap((f) => f.countries)).not.toContain("Mexico");
  expect(ways("Our great miners in New Mexico will be very busy. Potash from Canada will carry a 25% Tariff!").MXN).toBeUndefined();
});

test("two sides that 'AGREED to stop firing' have a ceasefire: crude down, airlines up", () => {
  const post = "After many calls, Israel and Iran have AGREED to stop firing, as of midnight tonight. The shooting stops, and PEACE wins!";
  expect(kinds(post)).toContain("ceasefire");
  pointsAs(post, { USO: "down", JETS: "up" });
});

test("an order to one prime contractor is read across its sector: the company and its fund up", () => {
  pointsAs("The Navy has ordered 12 new Frigates from Huntington Ingalls, the largest surface ship order in decades.", { HII: "up", ITA: "up" });
});

test("'Countries that have not signed Deals will pay…' is a tariff on every country: risk-off", () => {
  pointsAs("Countries that have not made Deals will pay a Tariff of 20% starting September 1st. No extensions!", { SPY: "down", VIX: "up" });
});
