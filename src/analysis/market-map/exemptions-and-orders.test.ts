import { expect, test } from "bun:test";
import { analyzeWithRules, judge } from "../rules.ts";
import { kinds } from "./directions-for-tests.ts";

const analysis = (content: string) => analyzeWithRules({ content, createdAt: Date.UTC(2026, 3, 8, 15) });
const ways = (content: string) => Object.fromEntries(analysis(content).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (twenty-fourth round, from the development probes probe-dev54.json to
 * probe-dev58.json, in new words): tariffs lifted in a headline's verdict, taken off, called off or
 * spared to named goods; orders and halts the readers had missed (the reserve's barrels, an order
 * signed, jet engines kept from China, contracts and buybacks withheld from a company); and words
 * that had been read as acts (a deal he says they should have made, a poll's share, what he would
 * have done as President, "not to but they kept closing").
 */
test.each([
  ["a headline's verdict after a colon is the tariff lifted", "TARIFFS ON BRAZILIAN BEEF: LIFTED. EFFECTIVE IMMEDIATELY!", "High", { EWZ: "up", BRL: "up" }],
  ["tariffs 'took' off a partner's goods", "We took the Tariffs off Canadian Potash this morning. Our Farmers needed it!", "High", { CAD: "up", EWC: "up" }],
  [
    "scheduled tariffs 'off for now' are paused",
    "Very good call with the European Commission. The tariffs on the European Union that were set for March 1 are off for now!",
    "High",
    { EUR: "up", VGK: "up" },
  ],
  ["the Fed's chair fired in capitals", "JEROME POWELL IS FIRED, EFFECTIVE TODAY!", "High", { TLT: "down", DXY: "down" }],
  [
    "barrels of the reserve released by his order",
    "I have ordered the release of 50 Million Barrels from the Strategic Petroleum Reserve, starting today.",
    "High",
    { USO: "down" },
  ],
  [
    "an export halt on aircraft engines reaches their U.S. makers",
    "Effective today, we are halting all exports of aircraft engines to China!",
    "High",
    { GE: "down", FXI: "down" },
  ],
  [
    "contracts withheld until a company delivers is a demand on it",
    "No new Boeing contracts until the Air Force One jets are delivered!",
    "High",
    { BA: "down" },
  ],
  [
    "buybacks barred until a company delivers",
    "Lockheed is way behind on the jets. NO MORE stock buybacks for Lockheed until they deliver!",
    "High",
    { LMT: "down" },
  ],
  ["a named automaker told it 'better not' raise prices", "Ford better not raise prices on its trucks because of Tariffs!", "High", { F: "down" }],
  [
    "the sale of a chipmaker's chips approved is leave to sell",
    "I have approved the sale of Nvidia's H20 chips to commercial customers in China.",
    "High",
    { NVDA: "up" },
  ],
  ["a shouted command after the company is named", "Walmart keeps blaming Tariffs for its higher prices. LOWER YOUR PRICES, NOW!", "High", { WMT: "down" }],
  [
    "'not to but they kept closing' is no promise to keep the route open: the strike holds oil back",
    "Our Navy hit Iran's oil export terminal tonight, I told them not to but they kept closing the Strait.",
    "High",
    { USO: "up" },
  ],
  [
    "goods spared a named tariff: the makers of generics gain",
    "Generic Drugs will NOT be subject to the new Pharma Tariffs. Cheap medicine for all!",
    "High",
    { TEVA: "up" },
  ],
  [
    "goods spared a tariff: the domestic producers lose their shield",
    "Refined Copper Cathodes will NOT be subject to the new Tariff.",
    "High",
    { FCX: "down" },
  ],
] as const)("%s", (_name, content, level, want) => {
  expect(analysis(content).impact).toBe(level);
  expect(ways(content)).toMatchObject(want);
});

/**
 * The instruments named and their directions, from the development probes probe-dev61 to probe-dev72,
 * in new words: companies attacked, demanded of or bought from; acts of war touching oil; stakes,
 * bans and orders; relief said in the negative or in a headline's words; export controls.
 */
test.each([
  ["a company late on deliveries is attacked, not praised", "Northrop is years behind schedule on the bombers. Not acceptable!", { NOC: "down" }],
  [
    "'Either they…' goes on about the company just named",
    "Lockheed has been the least responsive of all. Either they speed up deliveries, or they will no longer be doing business with the Department of War!",
    { LMT: "down" },
  ],
  [
    "a blocked purchase across 'Bros.': the target loses its premium",
    "The proposed Comcast purchase of Warner Bros. Discovery should NOT be approved!",
    { WBD: "down" },
  ],
  [
    "jets a partner commits to buy, past figures with decimals, are orders for their maker",
    "Vietnam will pay a 20% Tariff, and they have committed to buy $2.5 Billion of U.S. Energy, $1.5 Billion of Farm products, and 40 Boeing Jets.",
    { BA: "up" },
  ],
  [
    "another's strike on an oil terminal this morning is an act of war touching oil",
    "Iran's attack this morning on the Abqaiq oil facilities in Saudi Arabia was a big mistake!",
    { USO: "up" },
  ],
  [
    "combat operations begun against a producer are an act of war: crude up",
    "Our forces have begun combat operations against Venezuela tonight.",
    { USO: "up" },
  ],
  ["the government 'now a 10% owner' of a company is a stake in it", "Our Country is now a 10% owner of INTEL! A great deal!", { INTC: "up" }],
  [
    "large investors barred from buying 'single family houses'",
    "I am moving to BAN big Institutional Investors from buying any more single family houses!",
    { INVH: "down", AMH: "down" },
  ],
  ["'build here or pay' is a demand on the company", "MICROSOFT: BUILD YOUR SERVERS IN THE USA OR PAY 25%!", { MSFT: "down" }],
  ["talks called off in a headline's words", "NO MORE TRADE TALKS WITH MEXICO. EFFECTIVE IMMEDIATELY!", { MXN: "down", EWW: "down" }],
  ["a shouted buy call on a company", "BUY NVIDIA! Jensen is doing a great job!", { NVDA: "up" }],
  ["a buy call on a company beside one on stocks names both", "BUY NVIDIA! And this is a GREAT TIME TO BUY STOCKS!", { NVDA: "up", SPY: "up" }],
  ["chips barred in a headline's words", "NO MORE NVIDIA BLACKWELL CHIPS TO CHINA!", { NVDA: "down" }],
  ["tariffs that 'will NOT go up' are relief", "Tariffs on Canada will NOT go up on Monday. We agreed to more time!", { CAD: "up", EWC: "up" }],
  ["a tariff that 'will NOT apply to' goods spares them", "The 50% Copper Tariff will NOT apply to copper scrap or concentrates.", { FCX: "down" }],
  [
    "an increase that 'will not take effect', however long the goods' list",
    "The increase in Tariffs on Upholstered Furniture, Kitchen Cabinets and Bathroom Vanities will not take effect on January 1st.",
    { RH: "up" },
  ],
  [
    "tariffs on a list of goods 'are REMOVED' are lifted",
    "Effective immediately, Tariffs on Brazilian coffee, beef, and bananas are REMOVED!",
    { EWZ: "up", BRL: "up" },
  ],
  [
    "tariffs moved to a later start ('instead of') are delayed: relief",
    "The Pharmaceutical Tariffs will now begin on January 1st instead of October 1st. Many companies are building!",
    { XPH: "up" },
  ],
  [
    "an official act ending the middlemen's rebates names its market",
    "Today I am signing an Executive Order ending the rebates of the Pharmacy Benefit Managers in Medicare!",
    { CVS: "down" },
  ],
  [
    "an official act of aid announced to farmers names its market",
    "I am announcing $10 Billion in aid to our Great American Farmers. Checks go out next month!",
    { DE: "up" },
  ],
  [
    "chip design software barred from China reaches its U.S. makers",
    "Effective today, Commerce will prohibit the export of Chip Design Software to China!",
    { SNPS: "down", CDNS: "down" },
  ],
  [
    "licences 'stopped' for chipmaking equipment are controls on it",
    "Commerce will stop ALL licences for the sale of Chipmaking Equipment to China!",
    { AMAT: "down" },
  ],
  [
    "the AI Diffusion Rule rescinded eases chip exports",
    "I am rescinding the AI Diffusion Rule, which would have stopped our Companies from selling Chips abroad.",
    { NVDA: "up" },
  ],
  [
    "licences required, none to be granted, are export controls, not leave to sell",
    "Effective immediately, Commerce will require licenses for ALL exports of chip design software to China, and none will be granted.",
    { SNPS: "down" },
  ],
  [
    "our cut told before theirs ('…, while China lowers its Tariff…') is still ours",
    "We have agreed with China to LOWER the Tariff from 125% to 20% for 90 days, while China lowers its Tariff on U.S. goods from 100% to 10%.",
    { FXI: "up", SPY: "up" },
  ],
  [
    "a partner's goods let in 'at ZERO Tariff' are relief on those goods",
    "Canadian Steel will enter at ZERO Tariff up to its historic volumes.",
    { NUE: "down", CAD: "up" },
  ],
] as const)("%s", (_name, content, want) => {
  expect(ways(content)).toMatchObject(want);
});

/** Companies that had been called down and are not. */
test.each([
  ["a bank that will 'no longer debank' is not attacked", "Bank of America will no longer debank anybody. A good decision!", "BAC"],
  ["a brand that 'woke up' is not attacked", "Bud Light woke up and got back to beer. Good for them!", "BUD"],
  [
    "'Until they do' goes on about the partner, not the company the sentence before praised",
    "Canada refuses to certify the great GULFSTREAM jets. Until they do, any aircraft coming from Canada will pay a 50% TARIFF!",
    "GD",
  ],
  [
    "jets a partner's airline is 'ordering' are orders, not a demand on their maker",
    "Our Trade Deal with Japan is DONE. Japan will pay 15%, and Japan Airlines is ordering 100 beautiful new Boeing planes.",
    "BA",
  ],
  [
    "a demand made with help promised ('we will get them the Power') is encouragement",
    "Alcoa has idle Smelters in America. They should restart them NOW, we will get them the cheap Power they need!",
    "AA",
  ],
])("%s", (_name, content, symbol) => {
  expect(ways(content)[symbol]).not.toBe("down");
});

test("a blocked purchase 'by' a buyer: the shouted target loses its premium, the buyer is left alone", () => {
  const w = ways("I have instructed the Justice Department to block the purchase of WARNER BROS. DISCOVERY by Netflix!");
  expect(w.WBD).toBe("down");
  expect(w.NFLX).not.toBe("down");
});

/** Facts that had been read and are not. */
test.each([
  [
    "a tariff set beside aid 'terminated' is a tariff, not relief",
    "Effective immediately, Colombia will pay a 25% Tariff on all goods, and all U.S. aid to Colombia is terminated.",
    "tariff-cut",
  ],
  [
    "a deal they refuse to talk about is no trade deal",
    "Denmark refuses to even talk about a Deal. Starting Monday, a 25% Tariff on all goods from Denmark!",
    "trade-deal",
  ],
  ["a deal they should have made is no trade deal", "Venezuela should have made the DEAL. Now the oil flows to us!", "trade-deal"],
  ["no room left for a deal is no trade deal", "The 30% Tariffs on Japan start Monday. There is no room left for a deal!", "trade-deal"],
  ["not a single tariff removed is no relief", "Not a single Tariff will be removed on Mexico until the border is closed!", "tariff-cut"],
  ["tariffs that will not go up on builders are no relief", "Tariffs will NOT go up on any Company that builds its product in the USA.", "tariff-cut"],
  ["builders not charged are no relief", "Any Drug company that is building its plant in America will not be charged a Tariff.", "tariff-cut"],
  ["a chief who need not resign is no demand", "The CEO of Boeing does not have to resign. Great meeting!", "company-demand"],
  ["no more oil 'will flow' lets none through", "As of today, NO MORE VENEZUELAN OIL will flow to China.", "supply-up"],
])("%s", (_name, content, kind) => {
  expect(kinds(content)).not.toContain(kind);
});

test("goods that 'will face NO TARIFFS' are relief", () => {
  expect(kinds("Under the deal, British cars will face NO TARIFFS for three years.")).toContain("tariff-cut");
});

/** Acts read, or not. */
test.each([
  [
    "another's strike on oil this morning is decided news",
    "Iran's attack this morning on the Abqaiq oil facilities in Saudi Arabia was a big mistake!",
    "oil-conflict",
    true,
  ],
  [
    "a signed order on bitcoin is an official act",
    "Just signed the Order directing the Treasury to keep all seized Bitcoin in a Strategic Bitcoin Reserve.",
    "official-act",
    true,
  ],
  ["Treasury's sanctions of today are an act", "Treasury today sanctioned 30 more tankers carrying Iranian oil to China.", "sanctions", true],
  [
    "a poll's share is not a tariff rate, and praise of standing tariffs is no act",
    "61% of Likely Voters agree that my Tariffs on Mexico are working!",
    "tariff",
    false,
  ],
  [
    "sanctions he will not put on a producer are no act",
    "I am not going to put Sanctions on Iran right now. The talks are going very well.",
    "sanctions",
    false,
  ],
  [
    "a firing he says he has 'no plans' to make keeps the chair",
    "The Fake News says I am about to fire Jerome Powell. I have no plans to do so.",
    "fed-personnel",
    false,
  ],
] as const)("%s", (_name, content, act, read) => {
  expect(judge(content).acts.includes(act)).toBe(read);
});

test("what he would have done as President is history, not a threat", () => {
  const post = "If I were President in 2022, I would have put a 100% Tariff on Chinese steel on day one!";
  expect(judge(post).acts).not.toContain("tariff");
  expect(analysis(post).impact).not.toBe("High");
});

test("chips 'not made available' to a country are export controls on chips", () => {
  expect(judge("The most advanced Blackwell chips will NOT be made available to China.").facts.find((f) => f.kind === "sanction")?.goods).toBe("chips");
});

test("a tariff 'not placed' on goods is relief on those goods", () => {
  const sig = judge("I have decided not to place Tariffs on imported Uranium at this time.");
  expect(sig.facts.find((f) => f.kind === "tariff-cut")?.goods).toBe("uranium");
});

test.each([
  ["a rate taken 'from 25% to ZERO'", "Starting Monday, the Tariff on Indian textiles goes from 25% to ZERO."],
  ["a tariff that will not apply", "The 50% Copper Tariff will NOT apply to copper scrap."],
])("%s is a cut with no rate left to tell", (_name, content) => {
  expect(judge(content).facts.find((f) => f.kind === "tariff-cut")?.size ?? null).toBeNull();
});

test("a manner told at the sentence's end ('just like the big guys do') is no comparison", () => {
  const sig = judge("Today I signed an Executive Order allowing workers to invest their 401(k) in Crypto and Gold, just like the rich guys do.");
  expect(sig.facts.find((f) => f.kind === "crypto-policy")?.voice).toBe("own");
});

/** From probe-dev64, in new words: an official's act on his orders, reposted, is his act; a commentator reposted stays commentary. */
test.each([
  [
    "'At the direction of President Trump'",
    "RT @SecScottBessent At the direction of President Trump, Treasury today sanctioned 40 tankers carrying Iranian oil.",
    "sanctions",
  ],
  [
    "'on behalf of President Trump'",
    "RT @USTradeRep Today, on behalf of President Trump, I am raising the tariff on Canadian lumber to 35%, effective Monday.",
    "tariff",
  ],
] as const)("a reposted official's act %s is his", (_name, content, act) => {
  expect(judge(content).acts).toContain(act);
  expect(analysis(content).impact).toBe("High");
});

test("a reposted commentator on tariffs is commentary", () => {
  expect(analysis("RT @SomeHost Tariffs on Canada will go to 35% on Monday, and the markets will love it!").impact).not.toBe("High");
});

/** From probe-dev70 (false alarms), in new words. */
test("a tariff 'placed' on a network's lies is a figure of speech: no act", () => {
  expect(judge("I am hereby placing a 500% TARIFF on the Lies of Fake News ABC!").acts).toEqual([]);
});

test("'FED UP' is not the Fed", () => {
  expect(judge("Americans are FED UP with Radical Left Judges!").topics.fed).toBe(false);
});
