import { expect, test } from "bun:test";
import { analysis, pointsAs, ways } from "./directions-for-tests.ts";

/**
 * Written for these tests (thirtieth round, from the start blind probe probe-blind29.json and the development probes
 * probe-dev155.json … probe-dev165.json, in new words): calls that were read the wrong way or missed.
 */
test.each([
  [
    "a threat without specifics at an oil producer ('all options are on the table') is a threat of force",
    "The regime in Caracas is a total failure. Its days are numbered. All options are on the table!",
    { USO: "up" },
  ],
  [
    "a partner blamed for holding its currency down is pressed to let it rise, and the dollar to fall",
    "China keeps holding its currency low to steal our Manufacturing. We will not allow it any longer!",
    { CNY: "up", DXY: "down" },
  ],
  [
    "a haven's currency pressed to rise is named up, not unclear",
    "Japan keeps pushing the Yen down, which hurts our Farmers and Workers. It will stop!",
    { JPY: "up" },
  ],
  [
    "a seized tanker that 'must be released' is a demand on the captors, not barrels let through",
    "Iran grabbed an oil Tanker near Hormuz last night, so I ordered strikes on their Naval Ports, now completed. The Tanker and crew must be released IMMEDIATELY!",
    { USO: "up", VIX: "up" },
  ],
  [
    "a tariff offset for cars built here is relief for the makers who build here, not for the partners named beside it",
    "I have signed an Order extending the Tariff Offset for every American assembled Car and Truck through 2031, helping Ford, GM and others. Cars made in Germany will get no such offset!",
    { GM: "up" },
  ],
  [
    "an exemption told as the past in a relative clause is what ends: the new tariff is the news",
    "Starting March 1st, Copper Wire and Rod, which were stupidly exempted from our Copper Tariff by the last Administration, will pay a 50% Tariff!",
    { CPER: "up", FCX: "up" },
  ],
  [
    "a partner curbing its copper exports to us holds copper back: the price here and our miners gain",
    "Peru has decided to restrict exports of Copper Ore to the United States. Not nice!",
    { CPER: "up", FCX: "up" },
  ],
  [
    "a tariff on Chile's goods does not push down the U.S. copper fund",
    "Starting July 1st, Chile will pay a 30% Tariff on all goods it sends to the USA.",
    { ECH: "down", CLP: "down", CPER: undefined },
  ],
  [
    "goods exempted from a partner's tariffs, however long the list between, is relief",
    "Thailand will buy more American corn, and in return I am EXEMPTING its rubber, its canned tuna and its rice from Thailand from all reciprocal Tariffs, effective today.",
    { THD: "up", THB: "up" },
  ],
  [
    "tariffs as a topic talked over in a good call are talks, not a threat",
    "Great call with the President of Mexico. We discussed Trade, Tariffs, the Border and much more. Our teams meet next week!",
    { EWW: "up", MXN: "up" },
  ],
  [
    "'had better stop shooting at ships… or they will face' the force is an ultimatum, not calm",
    "The Houthis had better stop firing at Tankers in the Red Sea, or they will face the full power of our Navy. Last warning!",
    { USO: "up" },
  ],
  [
    "a meeting called off, with options 'that will not be pleasant', is no step back: a threat",
    "Putin has called off our meeting in Helsinki. Very disappointing! We are looking at other options, and they will not be pleasant for Russia.",
    { USO: "up", VIX: "up" },
  ],
  [
    "a government that 'shuts down' if he will not sign is a standoff; a shutdown avoided and the government staying open is its end",
    "I will NOT sign the Democrats' spending bill. If the Government shuts down on Friday, blame Schumer!",
    { VIX: "up", SPY: "down" },
  ],
  [
    "a shutdown avoided, the government staying open, ends the standoff",
    "The House just passed the Funding Bill and avoided a Democrat Shutdown. I will sign it today, and the Government will stay open!",
    { VIX: "down", SPY: "up" },
  ],
  [
    "a bloc ending another producer's gas imports and buying ours is a purchase, not a halt",
    "Japan has agreed to END all purchases of Russian LNG by next year and to purchase $100 Billion of American LNG. Great for our Gas Producers!",
    { UNG: "up" },
  ],
  [
    "a partner buying American LNG is orders for the LNG exporters too",
    "Korea will purchase $30 Billion a year of American LNG under an Energy Agreement signed today. Our Gas Producers will be very busy!",
    { UNG: "up", LNG: "up" },
  ],
  [
    "goods 'coming from' a partner exempted from tariffs name the goods' makers on both sides",
    "Effective immediately, all Potash coming from Canada will be completely EXEMPT from Tariffs. Our Farmers need it!",
    { NTR: "up", IPI: "down" },
  ],
  [
    "tariffs on cocoa removed are relief for the chocolate makers that import it",
    "The Tariffs on Cocoa from Ghana are hereby REMOVED. Chocolate is far too expensive!",
    { HSY: "up", MDLZ: "up" },
  ],
  [
    "a firing told by a pronoun just after the chair is named is pressure on the Fed's independence",
    'The Fed is way behind. "Too Late" Powell should have cut months ago. I am thinking very seriously about firing him!',
    { DXY: "down", TLT: "down", VIX: "up" },
  ],
  [
    "a price floor the government guarantees, with the output it will buy, is a deal for the company",
    "The Department of War will guarantee a MINIMUM PRICE of $90 per kilogram for Lithium produced by Albemarle, and will buy 100% of its new plant's output.",
    { ALB: "up" },
  ],
  [
    "a licence revoked with its company told to wind down operations holds the producer's oil back, no calm",
    "I have instructed the Treasury to REVOKE the License that lets Chevron pump Oil in Venezuela. Chevron will have 30 days to wind down all operations there!",
    { USO: "up", CVX: "down" },
  ],
  [
    "an ally asked to pause its strikes while diplomacy gets a chance is restraint, not war",
    "I have asked Israel to pause its strikes on Iran for the next 72 hours to give Diplomacy a chance. Bibi agrees!",
    { USO: "down" },
  ],
  [
    "a weak answer to our strikes, and a producer that 'can now move on to Peace', is calm",
    "Iran has answered our strikes with a very weak response, as expected. No Oil facilities were hit. Perhaps Iran can now move on to Peace in the Region!",
    { USO: "down", SPY: "up" },
  ],
])("%s", (_why, content, expected) => pointsAs(content, expected));

test("a threat without specifics at an oil producer is at least Medium (issue 34 §4)", () => {
  expect(analysis("The regime in Caracas is a total failure. Its days are numbered. All options are on the table!").impact).not.toMatch(/Low|None/);
});

test("a partner named as getting no offset gains nothing from it", () => {
  expect(
    ways(
      "I have signed an Order extending the Tariff Offset for every American assembled Car and Truck through 2031, helping Ford, GM and others. Cars made in Germany will get no such offset!",
    ).EWG,
  ).not.toBe("up");
});

test("a call with a bank's chief about debanking is a talk, not an attack on the bank", () => {
  expect(ways("Just spoke with Jamie Dimon of JPMorgan about Debanking. He promised fair treatment for all. We will see!").JPM).not.toBe("down");
});
