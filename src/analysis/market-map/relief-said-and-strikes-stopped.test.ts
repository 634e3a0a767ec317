import { expect, test } from "bun:test";
import { analysis, kinds, pointsAs, readsAs } from "./directions-for-tests.ts";

/** Written for these tests (forty-second round, from probe-blind41.json and probe-dev558.json … probe-dev569.json, in new words). */

/** A fact kind read, then the map's directions for it. */
test.each([
  [
    "a tariff said to be 'no longer' is gone",
    "The 60% Tariff on India is no longer! Great talks with Prime Minister Modi. India will buy much more of our Energy.",
    "tariff-cut",
    { INDA: "up", INR: "up" },
  ],
  [
    "a partner that 'will NOT be paying' a dated rate is spared it",
    "Canada will NOT be paying the 35% Tariff on September 1st. We had a very good call, and the current terms stay for 60 days.",
    "tariff-cut",
    { EWC: "up", CAD: "up" },
  ],
  [
    "goods that 'will no longer be subject to the 40% Tariff' are relief (a rate between 'the' and 'Tariff')",
    "Cocoa, Coffee and Beef from Colombia will no longer be subject to the 40% Tariff, starting tonight. Grocery prices will drop!",
    "tariff-cut",
    { GXG: "up", COP: "up" },
  ],
  [
    "automakers that 'will no longer pay' a list of stacked tariffs are relieved",
    "American Carmakers will no longer pay Steel, Copper, AND Auto Tariffs piled on top of each other. Great for Detroit!",
    "tariff-cut",
    { GM: "up", F: "up" },
  ],
  [
    "partners 'allowed to ship… at ZERO Tariff' get relief",
    "Canada will be allowed to ship Lumber at ZERO Tariff, up to last year's volume, starting Monday. Above that, the full rate applies.",
    "tariff-cut",
    { EWC: "up", CAD: "up" },
  ],
  [
    "'a 15% Tariff, not 25%' is the new rate against the old",
    "Japan has signed: a 15% Tariff, not 25%, on their Cars and everything else, and Japan opens to our Rice!",
    "tariff-cut",
    { EWJ: "up", JPY: "up" },
  ],
  [
    "goods that 'are back at 25%' are raised",
    "Taiwan never ratified our deal. Effective Monday, Taiwanese Chips and Machinery are back at 25%, and so is the Reciprocal Tariff!",
    "tariff-raised",
    { EWT: "down" },
  ],
  [
    "bombing 'ordered… to STOP' is de-escalation",
    "The Houthis have promised to leave the ships alone. I have ordered our bombing campaign in Yemen to STOP, effective immediately.",
    "de-escalation",
    { USO: "down", SPY: "up" },
  ],
  [
    "'the bombing stops' in a deal is de-escalation",
    "Iran has agreed to give up enrichment. In return, the bombing stops, and Iran may sell its Oil again!",
    "de-escalation",
    { USO: "down", SPY: "up" },
  ],
  [
    "the 'destruction' of a producer's plants paused is de-escalation",
    "At the request of Saudi Arabia, I have agreed to PAUSE the destruction of Iran's Oil Terminals for seven days, so talks can happen.",
    "de-escalation",
    { USO: "down" },
  ],
  [
    "ships 'carrying Iranian Crude' that 'will be stopped, boarded, and SEIZED' hold oil back",
    "From Friday, every Ship carrying Iranian Crude, anywhere on the Seas, will be stopped, boarded, and SEIZED by our Coast Guard.",
    "supply-down",
    { USO: "up" },
  ],
  [
    "'Iran has until Sunday… to OPEN THE STRAIT…, with no tolls' is an ultimatum, not the strait open",
    "Iran has until Sunday, 6:00 P.M. Eastern, to OPEN THE STRAIT OF HORMUZ, fully, with no tolls. If not, every Bridge in Iran will be hit, all at once!",
    "escalation",
    { USO: "up", SPY: "down" },
  ],
  [
    "'The Strait… must be opened' with a warning after it is a threat of force",
    "The Strait of Hormuz must be opened, right away. Iran should think very hard about what happens next, because it won't be a warning shot!",
    "escalation",
    { USO: "up" },
  ],
  [
    "'drop them now, or face serious Tariffs' is a threat, not relief",
    "Canada's digital taxes hit our great Tech companies. Ottawa should drop them now, or face serious Tariffs!",
    "tariff-threatened",
    { EWC: "down", CAD: "down" },
  ],
  [
    "a letter's list of partners and rates with nothing between ('Vietnam 30% Thailand 36%') sets each rate",
    "LETTERS GOING OUT TODAY, effective September 1: Vietnam 30% Thailand 36% Cambodia 36% Indonesia 32%. Not negotiable!",
    "tariff-imposed",
    { VNM: "down", THD: "down", EIDO: "down" },
  ],
  [
    "'every imported Medium and Heavy Bus pays 10%' is a rate on the goods, however many words before them",
    "Our Bus and Truck makers were crushed for years. That ends on January 1st, when every imported Medium and Heavy Bus pays 10% and every imported Heavy Truck pays 25%!",
    "tariff-imposed",
    { PCAR: "up" },
  ],
  [
    "goods 'coming into the U.S.A.' that 'get hit with ANOTHER 40%' are tariffed (the points of U.S.A. are no sentence's end)",
    "Brazil keeps jailing our friends. So, as of Monday, Brazilian goods coming into the U.S.A. get hit with ANOTHER 40%, making it 50% total.",
    "tariff-imposed",
    { EWZ: "down", BRL: "down" },
  ],
  [
    "bombers that 'dropped twelve “Bunker Busters”' on a producer's site are an act of war",
    "An hour ago, on my Orders, our B-2 Bombers dropped twelve “Bunker Busters” on the Nuclear site at Fordow, in Iran. It is GONE.",
    "escalation",
    { USO: "up", SPY: "down" },
  ],
  [
    "forces that 'entered Caracas and captured' its ruler are an act of war",
    "Last night, on my Orders, American Forces entered Caracas and captured the dictator of Venezuela. The Regime is over.",
    "escalation",
    { ITA: "up" },
  ],
  [
    "a headline of rates on 'Upholstered furniture' and 'Bathroom Vanities' sets them",
    "Upholstered furniture - 25%. Bathroom Vanities - 50%. Both starting November 1st. NO MORE DUMPING!",
    "tariff-imposed",
    { RH: "down", WSM: "down" },
  ],
  [
    "exports 'now stopped COLD' that 'will remain stopped' are held back now, not a state kept",
    "Our Navy has taken the Port. Venezuela's Oil Exports are now stopped COLD, and they will remain stopped until Maduro leaves!",
    "supply-down",
    { USO: "up" },
  ],
  [
    "'More to follow if the Strait is not cleared IMMEDIATELY' holds oil back; it does not clear the route",
    "Iran has put mines in the Strait. Our Navy has just destroyed two of their missile boats. More to follow if the Strait is not cleared IMMEDIATELY!",
    "escalation",
    { USO: "up", SPY: "down" },
  ],
  [
    "sanctions that 'come off the moment there is a REAL Ceasefire' leave no ceasefire to read",
    "As of today, Treasury is placing FULL BLOCKING SANCTIONS on Russia's biggest Oil Companies. They come off the moment there is a REAL Ceasefire in Ukraine.",
    "sanction",
    { USO: "up", XLE: "up" },
  ],
  [
    "barrels a predecessor 'let them sell' are a complaint, not supply added",
    "MAXIMUM PRESSURE! Today I signed the order to drive Iran's Oil Exports down to ZERO — every buyer, every tanker, every bank. Sleepy Joe let them sell 2 Million Barrels a day.",
    "supply-down",
    { USO: "up" },
  ],
  [
    "a chair named who knows 'Rates are far too high' and 'will bring them down' is a dove",
    "I will nominate Michelle Bowman to be the next Chair of the Fed. She knows Rates are far too high. She will bring them down!",
    "fed-personnel",
    { DXY: "down", SHY: "up" },
  ],
  [
    "'Interest Rates in the United States should be MUCH LOWER' asks for cuts, however many words sit between",
    "Kevin is my pick for Chairman of the Federal Reserve. He knows Interest Rates in the United States should be MUCH LOWER!",
    "fed-pressure",
    { DXY: "down", SHY: "up" },
  ],
  [
    "pressure on the Fed is read from his own words, not the comparison before them",
    "Interest Rates are STILL too high, just like they were last year. The Fed must CUT NOW!",
    "fed-pressure",
    { DXY: "down", SHY: "up" },
  ],
])("%s", (_name, post, kind, expected) => readsAs(post, kind as never, expected));

test("an order of jets its makers are 'thrilled, as they should be' about is no demand on them", () => {
  const post = "Japan has agreed to purchase 300 BOEING Jets. Kelly Ortberg and his team are thrilled, as they should be!";
  expect(kinds(post)).not.toContain("company-demand");
  pointsAs(post, { BA: "up" });
});

test("purchases 'cut… by one third' from a maker attacked are no new orders", () => {
  const post = "The Boeing tanker program is way over budget. I have directed the Air Force to cut our purchases of Boeing's KC-46 by one third.";
  expect(kinds(post)).not.toContain("company-orders");
  pointsAs(post, { BA: "down" });
});

test("what 'the United States should own' is no demand on the company", () => {
  expect(kinds("I think the United States should own a piece of Micron. They would like it!")).not.toContain("company-demand");
});

test("a deal he turns down ('They want to make a deal? Not interested!') is a hard line, not talks", () => {
  pointsAs("Brazil charges us massive Tariffs and treats our farmers horribly. They want to make a deal? Not interested!", { EWZ: "down", BRL: "down" });
});

test("'Bank of America must' is still a demand on the bank", () => {
  expect(kinds("Bank of America must STOP debanking Conservatives, IMMEDIATELY!")).toContain("company-demand");
});

test("tariffs 'coming' with no rate or date, where the only rate is the partner's charge, are a threat", () => {
  const post =
    "Mexico charges our Farmers up to 200% on Corn Products. Very nice, very neighborly! Nobody said anything for years. Tariffs are coming on Mexico, and they will not be pretty!";
  expect(kinds(post)).toContain("tariff-threatened");
  expect(kinds(post)).not.toContain("tariff-imposed");
  pointsAs(post, { EWW: "down", MXN: "down" });
});

test("a rate of ours beside the partner's charge is still set", () => {
  expect(kinds("Japan charges us 700% on Rice. Starting August 1st, Japan pays a 25% Tariff on everything!")).toContain("tariff-imposed");
});

test("a strike told as 'Last March' is history, not a new act of war", () => {
  const post = "Last March, our great pilots flew for 30 hours and totally obliterated Iran's Nuclear sites. The Fake News said Oil would explode. It didn't!";
  expect(analysis(post).impact).not.toBe("High");
});

test("cheaper mortgages name the home construction fund (ITB) beside the homebuilders' (XHB)", () => {
  pointsAs("I have ordered Fannie Mae and Freddie Mac to buy $200 Billion of Mortgage Bonds, starting now. Mortgage Rates will come DOWN!", {
    ITB: "up",
    XHB: "up",
  });
});

test.each([
  [
    "arms 'the United States will sell' are orders for their maker",
    "We have agreed with our NATO allies that the United States will sell Patriot Missiles and other great Weapons, $5 Billion worth, to be sent to Ukraine.",
    { RTX: "up" },
  ],
  [
    "an ally that 'just SIGNED for 48 F-35s' orders from their makers",
    "Romania just SIGNED for 48 F-35s and 300 Patriot Missiles, all made in the U.S.A. A great Ally!",
    { LMT: "up", RTX: "up" },
  ],
  [
    "missiles 'approved… for Ukraine' are orders for their maker",
    "I have approved Tomahawk Missiles for Ukraine. Russia had every chance to stop.",
    { RTX: "up" },
  ],
])("%s", (_name, post, expected) => readsAs(post, "company-orders", expected));

test.each([
  ["China 'very aggressive with Rare Earths'", "China has gotten very aggressive with Rare Earths, telling Countries what they can make. We will respond!"],
  ["'DON'T PLAY GAMES WITH RARE EARTH MAGNETS'", "CHINA, DON'T PLAY GAMES WITH RARE EARTH MAGNETS. WE HAVE MORE CARDS!"],
  ["'hold the entire World hostage on Rare Earth Magnets'", "China decided to hold the entire World hostage on Rare Earth Magnets. Unacceptable!"],
])("rare earths held back: %s lifts the U.S. producers", (_name, post) => readsAs(post, "supply-down", { MP: "up" }));

test.each([
  [
    "'Brazil will soon find out what happens!'",
    "Brazil has just put Tariffs on our Beef and Ethanol. Big mistake. Brazil will soon find out what happens!",
    { EWZ: "down", BRL: "down" },
  ],
  ["'Watch out, Canada!'", "Canada is letting cheap Chinese Steel slip in through the side door. Watch out, Canada!", { EWC: "down", CAD: "down" }],
  [
    "'India will not like what we find!'",
    "Why does India keep buying Russian Oil? My people are studying it, and India will not like what we find!",
    { INDA: "down", INR: "down" },
  ],
])("a warning to a partner with no measure named is a hard line: %s", (_name, post, expected) => {
  readsAs(post, "trade-talks", expected);
  expect(analysis(post).impact).toBe("Medium");
});

test("'there will be HELL TO PAY' for a producer's proxies is a threat of force", () => {
  readsAs("If the Houthis fire one more missile at our Ships, there will be HELL TO PAY, and Iran will be held responsible!", "escalation", { USO: "up" });
});

test("'We are looking at that very closely!!!' after a partner's surplus is a hard line on it", () => {
  readsAs("Switzerland has a $40 Billion surplus with the United States, mostly Pharma and Gold. We are looking at that very closely!!!", "trade-talks", {
    EWL: "down",
    CHF: "down",
  });
});

test("an offer 'we are looking at… closely' is no hard line", () => {
  expect(kinds("Korea made a very good offer today. We are looking at it closely.")).toEqual([]);
});

test("goods a partner dumps here, 'watching very closely', name its producers beside the hard line on the partner", () => {
  const post = "Mexico keeps dumping cheap Steel into our Country. We are watching very closely!";
  expect(kinds(post)).toEqual(expect.arrayContaining(["trade-talks", "tariff-threatened"]));
  pointsAs(post, { MXN: "down", NUE: "up" });
});
