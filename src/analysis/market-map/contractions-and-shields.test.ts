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
