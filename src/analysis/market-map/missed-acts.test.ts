import { expect, test } from "bun:test";
import { analyzeWithRules, judge } from "../rules.ts";

const analysis = (content: string) => analyzeWithRules({ content, createdAt: Date.UTC(2026, 3, 8, 15) });
const ways = (content: string) => Object.fromEntries(analysis(content).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (twenty-third round, from the development probes probe-dev45.json to
 * probe-dev47.json, in new words): warnings with no measure named, which issue 34 §4 grades Medium
 * at least when aimed at an oil producer or a trading partner, and acts the readers had missed or
 * read without their target (sanctions lifted, buyers barred, "EU goods", a Fed cut named by its size,
 * a partner come to the table, a company called a disappointment or denied contracts, a tariff on crude).
 */
test.each([
  [
    "a warning to a producer, 'they' in the next sentence: a threat of force, crude up",
    "Venezuela should think very carefully before doing anything foolish. If they do, they will be hit harder than ever before!",
    "Medium",
    { USO: "up" },
  ],
  [
    "'very big consequences' promised to a producer if he stalls",
    "Putin had better come to the table, and quickly. If he doesn't, there will be very big consequences for Russia!",
    "Medium",
    { USO: "up" },
  ],
  [
    "a major partner warned, no trade word in the post: a hard line on it",
    "Mexico is playing a very dangerous game with the United States. They better be careful!",
    "Medium",
    { EWW: "down", MXN: "down" },
  ],
  [
    "a strike reported beside a warning stays the news: High",
    "Iranian missiles have hit Qatar's biggest LNG export plant. We stand with our great friend Qatar. Iran will pay a very big price!",
    "High",
    { USO: "up" },
  ],
  [
    "sanctions he lifts himself are an act: High, the producer's barrels back",
    "I am lifting the sanctions on Venezuela's Oil industry. Chevron can pump and export at full capacity!",
    "High",
    { USO: "down", CVX: "up" },
  ],
  [
    "buyers of a producer's oil barred from doing business with the United States: sanctions on its buyers",
    "All purchases of Iranian Oil must stop, NOW! Any Country buying ANY amount will be barred from doing business with the United States.",
    "Medium",
    { USO: "up" },
  ],
  [
    "'all EU goods' is the bloc's tariff, not goods called 'EU goods'",
    "Talks with the European Union are going nowhere. I am recommending a 40% Tariff on all EU goods, starting July 1st.",
    "High",
    { VGK: "down", EUR: "down" },
  ],
  [
    "a tariff rise promised 'on top of what they already pay' is a threat on the partner, not a tariff on goods called 'top'",
    "China keeps holding back its Magnets. If they do not ship them soon, we will be forced to add a big increase in Tariffs on top of what they already pay!",
    "Medium",
    { FXI: "down", CNY: "down" },
  ],
  [
    "a Fed cut named by its size, the Fed named the sentence before",
    "The Fed meets next week. They should cut by a full 1%, as there is no inflation!",
    "Medium",
    { SHY: "up", DXY: "down" },
  ],
  [
    "a chair named after a title's full stop ('Dr.') is still the chair named",
    "I will be nominating Dr. Jane Harlow as the next Chairman of the Federal Reserve. She knows that Rates must come DOWN!",
    "High",
    { SHY: "up", DXY: "down" },
  ],
  [
    "a partner that 'has finally come to the table' is talks going well, whatever grievance the sentence opens with",
    "Japan, which has taken advantage of us for decades, has finally come to the table. They are now being much more reasonable!",
    "Low",
    { EWJ: "up", TM: "up" },
  ],
  [
    "OPEC told it 'should bring down the price of Oil': more barrels asked for",
    "OPEC should bring down the price of Oil, and fast. They have ripped off the World long enough!",
    "Medium",
    { USO: "down" },
  ],
  [
    "no new government contracts until it fixes its costs: a demand on the contractor with a penalty",
    "Until it gets its costs under control, Northrop will get NO new Government Contracts. Effective immediately!",
    "High",
    { NOC: "down" },
  ],
  [
    "a company called a big disappointment is attacked",
    "Boeing has been a big disappointment. The new tankers are years late. Not happy!",
    "Medium",
    { BA: "down" },
  ],
  [
    "a tariff 'applied to all foreign Crude Oil': the refiners and exporters pay, U.S. producers are sheltered",
    "Beginning in March, a 20% Tariff will be applied to all foreign Crude Oil coming into our Country.",
    "High",
    { XOP: "up", VLO: "down", MPC: "down", USO: "unclear" },
  ],
  [
    "a Fed chair removed 'effective immediately' stays High though his successor is announced ahead",
    "The polls are great. Effective immediately, I am removing the Fed Chairman, for cause, and I will announce his replacement shortly!",
    "High",
    { DXY: "down", GLD: "up" },
  ],
  [
    "an official announcing an act 'at the direction of President Trump' tells his act, not news already out",
    'Treasury Secretary Scott Bessent: "At the direction of President Trump, beginning Monday, a 40% Tariff will apply to all imported Heavy Trucks."',
    "High",
    { PCAR: "up", MXN: "down" },
  ],
  [
    "an official quoted on an act already in force stays a report of it",
    'Commerce Secretary Howard Lutnick: "The 50% Tariffs on Steel remain fully in place."',
    "Low",
    {},
  ],
  [
    "tariffs that 'go down to' a rate are cut, whatever rate they name",
    "Very productive talks in London! For the next 90 days, our Tariffs on China go down to 25%, and theirs on us go down to 10%.",
    "High",
    { SPY: "up", FXI: "up", CNY: "up" },
  ],
  [
    "leave to sell chips decided ('will allow…') is the controls eased: an act",
    "I have told President Xi that the U.S. will allow NVIDIA to sell its H20 chips to approved buyers in China, with 15% paid to the United States.",
    "High",
    { NVDA: "up" },
  ],
  [
    "a deal he has just made with a company is his act",
    "Just made a great deal with MERCK! They will sell their medicines at the lowest price paid anywhere in the World.",
    "High",
    { MRK: "up" },
  ],
  [
    "…but one he says he made is a deal already known",
    "We made a great deal with Intel and many others. Nobody else could have done it!",
    "Medium",
    { INTC: "up" },
  ],
  [
    "a producer's buyers told they 'can now go on buying' its oil: its barrels flow",
    "India can now go on buying Oil from Venezuela. It was my honor to make this happen!",
    "Medium",
    { USO: "down" },
  ],
  ["'BIG TARIFFS COMING ON' goods is a threat on those goods, shouted or not", "BIG TARIFFS COMING ON FOREIGN FURNITURE!", "Medium", { RH: "down" }],
  [
    "an ultimatum to open a strait 'with no fees' is the route threatened, not the route opened",
    "Iran has 24 HOURS to fully open the Strait of Hormuz, with no fees and no mines. If they do not, we will hit their refineries!",
    "High",
    { USO: "up", SPY: "down" },
  ],
  [
    "a strait it 'had better open… or something will happen to them': a warning, crude up",
    "Iran had better open the Strait of Hormuz, and fast, or something will happen to them that they will not like!",
    "Medium",
    { USO: "up" },
  ],
  [
    "buyers of a producer's oil hit with a tariff and 'cut off from' U.S. banks: no tariff cut",
    "Any Country that buys even ONE BARREL of Iranian Oil will be hit with a 25% Tariff on everything it sells to us, and will be cut off from the U.S. Financial System.",
    "High",
    { USO: "up" },
  ],
  [
    "'we have a deal with' a producer, its oil allowed to be sold and the blockade ended: calm and barrels",
    "We have a DEAL with Iran! They will hand over all Enriched Uranium within 30 days. In return, the United States will allow Iran to sell its Oil, and the Blockade ends.",
    "High",
    { USO: "down", SPY: "up" },
  ],
  [
    "investors barred from 'Single Family Homes' (no hyphen) is the landlords' row",
    "I am immediately taking steps to BAN large Wall Street firms from buying Single Family Homes!",
    "High",
    { INVH: "down", AMH: "down" },
  ],
  [
    "an order letting 401(k) savings into crypto is support for it",
    "Today I signed an Executive Order allowing Americans to put their 401(k) retirement savings into Crypto. ENJOY!",
    "High",
    { BTC: "up" },
  ],
  [
    "'NO Defense Contractor… will be allowed to do Stock Buybacks': payouts barred",
    "Effective immediately, NO Defense Contractor that is late will be allowed to do Stock Buybacks or pay Dividends!",
    "High",
    { ITA: "down", LMT: "down" },
  ],
  [
    "a weaker dollar 'not a bad thing', 'we don't want it too strong': a weaker dollar wanted",
    "A weaker Dollar is not a bad thing for our Farmers. We don't want it too strong!",
    "Low",
    { DXY: "down" },
  ],
  [
    "sanctions removed 'today' by him are an act",
    "Because President Xi has helped so much, I am today REMOVING the sanctions on the Chinese Refineries that bought Iranian Oil.",
    "High",
    { FXI: "up", USO: "down" },
  ],
  [
    "the Strategic Petroleum Reserve opened, even on a condition: barrels added",
    "If Gasoline prices stay high, we will open the Strategic Petroleum Reserve, bigger than ever!",
    "Medium",
    { USO: "down" },
  ],
  [
    "negotiators told not to go, 'no more talks': talks with a producer called off",
    "I have told my people NOT to go to Oman. Iran is not serious. No more talks until they get real!",
    "Low",
    { USO: "up" },
  ],
  [
    "drones 'sent into' a Gulf oil port by a producer: an act of war",
    "Iran sent drones into the oil port of Fujairah last night. A very big mistake!",
    "Medium",
    { USO: "up" },
  ],
  [
    "'I am very proud to announce' a listing is his announcement, not the company's news",
    "I am very proud to announce that Fannie Mae will be taken PUBLIC before the end of the year!",
    "High",
    { FNMA: "up" },
  ],
  [
    "banks that 'refused to take my deposits' are attacked",
    "Wells Fargo refused to take my deposits, and did the same to many Conservatives. Very bad!",
    "Medium",
    { WFC: "down" },
  ],
  [
    "goods that 'will be hit with a 100% Tariff', the builders spared 'UNLESS the Company is actively building': foreign makers down, U.S. makers unsettled",
    "Starting May 1st, any Branded Pharmaceutical Product coming into our Country will be hit with a 100% Tariff, UNLESS the Company is actively building its Plant in America.",
    "High",
    { NVO: "down", AZN: "down", LLY: "unclear", PFE: "unclear" },
  ],
  [
    "a producer that made 'record profits while Americans paid' more is attacked, not praised",
    "Egg prices are too high because of Giant Producers like CAL-MAINE, which made record profits while Americans paid $8 a dozen.",
    "Medium",
    { CALM: "down" },
  ],
  [
    "a company praised for its new plants, named in capitals",
    "GE VERNOVA is expanding its Gas Turbine plants in South Carolina. Great Company, lots of great jobs!",
    "Medium",
    { GEV: "up" },
  ],
  ["a win 'at AT&T Stadium' names no company", "Congratulations to the Great Dallas Cowboys on a fantastic win yesterday at AT&T Stadium!", "None", {}],
  [
    "a stake the government takes in a company, told in a sentence of its own: the deal's sentence is that one",
    "We have just finalized a deal in which the United States Government will take a 5% stake in LITHIUM AMERICAS. Lithium made in the USA!",
    "High",
    { LAC: "up" },
  ],
  [
    "'Today PFIZER agreed to…': a shouted company that agreed",
    "Today MERCK agreed to sell its medicines to Medicaid at the lowest price paid in any other Nation, and to invest $20 Billion here.",
    "High",
    { MRK: "up" },
  ],
  [
    "'just like they did to me' is his grievance, not a comparison; 'they had better be careful' is a warning, not a demand with a penalty",
    "Bank of America is STILL debanking Conservatives, just like they did to me. They had better be very careful!",
    "Medium",
    { BAC: "down" },
  ],
] as const)("%s", (_name, content, level, want) => {
  expect(analysis(content).impact).toBe(level);
  expect(ways(content)).toMatchObject(want);
});

test("an order to make weapons faster names the defense contractors up (its level is the score's)", () => {
  expect(ways("I have just signed an order directing our Great Defense Companies to TRIPLE production of Interceptors!")).toMatchObject({
    ITA: "up",
    LMT: "up",
    RTX: "up",
  });
});

// (Fiftieth round: the extended deadline itself is now read, as a pause; it was read as a cut from the second sentence.)
test("a deadline extended with 'no increases will take effect' is relief (a pause), not a tariff set", () => {
  const sig = judge(
    "I have decided to EXTEND the deadline for new Trade Agreements by 90 days. During this period, the current Tariff rates will remain, and no increases will take effect.",
  );
  expect(sig.facts.map((f) => f.kind)).toContain("tariff-paused");
  expect(sig.facts.map((f) => f.kind)).not.toContain("tariff-imposed");
});

test("a warning is told as the threat of military action, not as military action", () => {
  const { marketAnalysis } = analysis("Iran had better open the Strait of Hormuz, and quickly, or something will happen to them!");
  expect(marketAnalysis).toStartWith("The threat of military action involving Iran");
});
