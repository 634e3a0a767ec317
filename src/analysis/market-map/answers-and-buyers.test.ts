import { expect, test } from "bun:test";
import { analysis, pointsAs, ways } from "./directions-for-tests.ts";

/**
 * Written for these tests (thirtieth round, from the development probes probe-dev188.json … probe-dev195.json, in new
 * words): calls that were read the wrong way.
 */
test.each([
  [
    "contractors 'BANNED from buying back' their stock, named with a penalty, lose shareholder payouts: no praise",
    "Today I signed an Order: any Defense Contractor that misses its delivery dates will be BANNED from buying back stock. Lockheed, Northrop — deliver on time, or no more rewards for shareholders!",
    { ITA: "down", LMT: "down" },
  ],
  [
    "sanctions on a person lifted, told at length, are sanctions relief",
    "The Sanctions on Brazil's Justice Alexandre de Moraes are hereby LIFTED after Brazil's promise to respect Free Speech!",
    { EWZ: "up", BRL: "up" },
  ],
  [
    "goods that 'will be tariff free' are relief",
    "Starting Monday, Indian Tea, Spices and Shrimp will be tariff free, as long as India keeps buying our Oil.",
    { INDA: "up", INR: "up" },
  ],
  [
    "a zero-tariff quota 'hereby SUSPENDED' is relief taken back",
    "Because Japan failed to meet the rules we agreed to, the Zero Tariff quota on Japanese Steel is hereby SUSPENDED. From Monday, all Japanese Steel will pay the full 50% Tariff.",
    { EWJ: "down" },
  ],
  [
    "an exemption from sanctions on buying a producer's oil lets its barrels flow",
    "I have informed the Prime Minister of Slovakia that Slovakia will receive a one year EXEMPTION from U.S. Sanctions on buying Russian Oil through its Pipeline.",
    { USO: "down" },
  ],
  [
    "a new rate 'cut from' the old one is a cut",
    "It is SIGNED: Korea will pay a 15% Tariff, cut from 25% on their cars, and invest $350 Billion in the U.S.A. A great day!",
    { EWY: "up", KRW: "up" },
  ],
  [
    "chips barred 'going to' a country are export controls",
    "Effective immediately, no licenses will be granted for advanced AMD AI Chips going to China. We will not arm our competitors!",
    { AMD: "down" },
  ],
  [
    "export controls that 'will NOT be lifted' stay: no relief",
    "The Export Controls on advanced AMD chips to China will NOT be lifted. Our best chips stay in America!",
    { AMD: "down" },
  ],
  [
    "a reason put first does not swallow the cut after it ('Because…, the Tariff… will be reduced from 35% to 25%, effective Monday')",
    "Because Mexico has made real progress on Fentanyl, the Tariff on Mexican goods will be reduced from 30% to 20%, effective Monday.",
    { EWW: "up", MXN: "up" },
  ],
  [
    "a tariff removed with its start told between ('removing, effective immediately, the additional 25% Tariff') is relief",
    "Because of this, I am hereby removing, effective immediately, the additional 25% Tariff that was placed on Brazil.",
    { EWZ: "up" },
  ],
  [
    "products that 'will NOT be covered by' a tariff are spared",
    "Certain products will NOT be covered by the 35% Tariff on Canada, including Potash and Energy. The rest pays the full rate.",
    { EWC: "up" },
  ],
  [
    "a tariff reduction 'REVOKED', the rate going back up, is a raise threatened, not relief",
    "If China does not buy the Soybeans it promised by March 1st, the Fentanyl Tariff reduction will be REVOKED and the rate will go back to 20%.",
    { FXI: "down", CNY: "down" },
  ],
  [
    "a start date moved from one month to a later one is a pause",
    "Japan asked for more time. I have agreed to move the start date of the 25% Tariff from August 1st to October 1st. Talks continue!",
    { EWJ: "up" },
  ],
  [
    "makers that 'will pay ZERO Pharmaceutical Tariff' get relief",
    "Effective immediately, every Drug Company that signed a Most Favored Nation Agreement will pay ZERO Pharmaceutical Tariff. Pfizer and Merck are covered!",
    { PFE: "up", MRK: "up" },
  ],
  [
    "drugmakers that signed deals with his Administration made a deal: its prices are its terms",
    "Today, AbbVie and Amgen signed Most Favored Nation Deals with my Administration. They will sell to Medicaid at the lowest World price and receive three years without Tariffs!",
    { ABBV: "up", AMGN: "up" },
  ],
  [
    "a partner's export controls suspended, however long the words between, ease the fight",
    "China has agreed to SUSPEND, for one full year, the sweeping Rare Earth Export Controls it announced last month. Magnets are flowing again!",
    { FXI: "up", MP: "down" },
  ],
  [
    "talks going well, with the partner owning its past ('They understand that they have been taking advantage'), are talks",
    "Our Trade talks with Switzerland on Watches are going very well. They understand that they have been taking advantage of the USA for years!",
    { EWL: "up" },
  ],
  [
    "goods the deal leaves out ('NOT part of the 15% Deal') pay the new tariff: no deal relief",
    "Wine made in the European Union will pay a 30% Tariff starting March 1st. Wine is NOT part of the 15% Deal. Our great California wineries will be protected!",
    { VGK: "down", EUR: "down" },
  ],
])("%s", (_why, content, expected) => pointsAs(content, expected));

test.each([
  [
    "praise taken back ('a great Company, but it cannot be…') is no praise",
    "Samsung is a great Company, but it cannot be helping China build chips against us!",
    "SSNLF",
    "up",
  ],
  [
    "a question put to him and answered NO is no act",
    "Asked whether Canada will be hit with the new Tariffs on Monday. The answer is NO. Good talks with Canada!",
    "EWC",
    "down",
  ],
  [
    "relief he did NOT promise a partner, as reported, is none",
    "I did NOT tell the Japanese I would drop the Auto Tariffs, as Reuters falsely reported. If anything, they may go UP!",
    "EWJ",
    "up",
  ],
  [
    "the buyer a seller is told to sell to is no target of the demand",
    "Hong Kong's CK Hutchison must complete the sale of its Ports to the group led by BlackRock within 30 days. If China tries to block this Deal, I will put an ADDITIONAL 50% Tariff on Chinese goods.",
    "BLK",
    "down",
  ],
  [
    "a truce he sees 'no reason to extend' is no calm",
    "If China keeps stalling on its promises, I see no reason to extend the Truce. We have many cards!",
    "FXI",
    "up",
  ],
  [
    "a partner's purchase of our oil beside the slogan 'DRILL, BABY, DRILL!' adds no barrels",
    "Japan signed an Energy Agreement today: it will buy $50 Billion of American Oil and LNG over five years. DRILL, BABY, DRILL!",
    "USO",
    "down",
  ],
  [
    "what he does not like a company doing is no praise",
    "I don't like that Nike is making so many of its shoes in Vietnam. Make them here, Elliott!",
    "NKE",
    "up",
  ],
  [
    "a company named before a tariff the partner will pay on 'every plane it sells' is not the payer",
    "Canada refuses to certify our great Gulfstream Jets. If not fixed fast, Canada will pay a 50% Tariff on every plane it sells into America!",
    "GD",
    "down",
  ],
  [
    "the partner's own tariff told as history ('For years India charged a 100% Tariff') is no tariff of ours",
    "For years India charged a 100% Tariff on our Motorcycles. Not anymore! As part of our Agreement, India will charge ZERO on them.",
    "INDA",
    "down",
  ],
  [
    "'ending' the war a little before new sanctions does not lift them",
    "Because Putin refuses to end the war, the Treasury is today placing FULL Sanctions on Gazprom Neft and Surgutneftegas, Russia's big Oil Companies.",
    "USO",
    "down",
  ],
])("%s", (_why, content, symbol, never) => {
  expect(ways(content)[symbol]).not.toBe(never);
});

test("new orders frozen until a price comes down hold back the maker's orders", () => {
  expect(ways("Boeing's Air Force One program is way over budget. I am ordering the Air Force to freeze all new orders until the price comes down!").BA).toBe(
    "down",
  );
});

test.each([
  [
    "the arrangement in force extended, with the raise that 'will NOT take effect', is a pause",
    "I have agreed with Prime Minister Carney to EXTEND, for another 60 days, the exact same arrangement we have now: 25% Tariff on non-USMCA goods. The 35% increase will NOT take effect while we keep talking!",
    { EWC: "up", CAD: "up" },
  ],
  [
    "tariffs on a partner's goods 'CAPPED AT 15%', however long the goods' names, are relief; the 'Other Countries' are not the partners",
    "Under our Agreements, Section 232 Tariffs on Pharmaceuticals and Semiconductors coming from Japan will be CAPPED AT 15%. Other Countries will pay 100%!",
    { EWJ: "up" },
  ],
  [
    "a 'Big opportunity!' a company is told to take is encouragement",
    "Great American companies like Caterpillar should go into Syria and rebuild now that the Sanctions are lifted. Big opportunity!",
    { CAT: "up" },
  ],
])("%s", (_why, content, expected) => pointsAs(content, expected));

test("a pause for 'ALL COUNTRIES EXCEPT CHINA', told in the next sentence, is relief for the market", () => {
  const got = ways("90 DAY PAUSE ON RECIPROCAL TARIFFS. ALL COUNTRIES EXCEPT CHINA!");
  expect([got.SPY, got.VIX]).toEqual(["up", "down"]);
});

test("our strike on a producer's nuclear site, told by its name alone, is a strike touching oil (rubric: High)", () => {
  const a = analysis("WE JUST BOMBED THE NATANZ NUCLEAR SITE. ALL PLANES SAFELY HOME!");
  expect(a.impact).toBe("High");
  expect(a.instruments.find((i) => i.symbol === "USO")?.direction).toBe("up");
});

test("'X is a BUY!' is an explicit buy call on the company (rubric: High)", () => {
  const a = analysis("Micron is a BUY at these prices! The comeback is real.");
  expect(a.impact).toBe("High");
  expect(a.instruments.find((i) => i.symbol === "MU")?.direction).toBe("up");
});

test.each([
  [
    "tariffs 'REMOVED' on foods 'that we do not grow here' are relief: the relative clause is no refusal",
    "Tariffs on coffee, cocoa, bananas and other foods that we do not grow here are REMOVED as of today. Prices will come DOWN!",
    { SBUX: "up", HSY: "up" },
  ],
  [
    "a lifting demanded by a deadline ('has until Thursday to lift its restrictions') leaves the minerals held back",
    "China has until Monday to lift its restrictions on Rare Earth Magnets. If they don't, a 50% Tariff on Chinese Electronics!",
    { MP: "up", FXI: "down" },
  ],
  [
    "'must stop attacking ships. If they don't, we have only just begun' is an ultimatum, not calm",
    "The Houthis must stop attacking tankers. If they don't, we have only just begun, and the real pain is yet to come!",
    { USO: "up" },
  ],
])("%s", (_why, content, expected) => pointsAs(content, expected));

test.each([
  [
    "companies 'filing for Exclusions' ask for relief; none is given",
    "Companies that keep filing for Exclusions from the Aluminum Tariffs are wasting their money. The answer will almost always be NO!",
    "AA",
    "down",
  ],
  [
    "a headline of a negotiator's visit 'for tariff talks' is talks, not a tariff",
    "Korea’s top trade negotiator to visit Washington next week for tariff talks — Yonhap https://en.yna.co.kr/view/negotiator-washington-tariff-talks They want a deal!",
    "EWY",
    "down",
  ],
])("%s", (_why, content, symbol, never) => {
  expect(ways(content)[symbol]).not.toBe(never);
});

test("a bare 'BUY!!!' after a company's stocks are called cheap is a buy call on it", () => {
  expect(ways("General Motors is doing record business. Their stocks are way too CHEAP. BUY!!!").GM).toBe("up");
});

test("land opened 'up to our great Energy Companies' after the slogan is acreage for the producers", () => {
  expect(ways("Alaska will be a tremendous place for American Energy. Drill, baby, drill! We will be opening it up to our great Oil Companies.").XLE).toBe(
    "up",
  );
});

test("a rare-earth easing told after a purchase ('…purchases of American Soybeans and to ease Rare Earth export limits') is no purchase of rare earths", () => {
  expect(
    ways("I am pausing the tariff increase on China. President Xi has agreed to resume large purchases of American Corn and to ease Rare Earth export limits.")
      .REMX,
  ).not.toBe("up");
});

test("'DRILL, BABY, DRILL!' is more drilling by U.S. producers: crude down, the producers up", () => {
  const got = ways("The crazy Methane Rule pushed by the Biden EPA is DEAD. Our Energy Companies can get back to work. DRILL, BABY, DRILL!");
  expect([got.USO, got.XLE]).toEqual(["down", "up"]);
});

test("a deal's breach others ask about and he denies is no breach", () => {
  expect(
    ways('Reporters asked if our Deal with Japan "fell apart." It did not! The Deal with Japan is done: a 15% Tariff and $550 Billion invested. Signed today!')
      .EWJ,
  ).not.toBe("down");
});
