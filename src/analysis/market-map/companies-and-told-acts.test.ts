import { expect, test } from "bun:test";
import { analyzeWithRules, judge } from "../rules.ts";

const analysis = (content: string) => analyzeWithRules({ content, createdAt: Date.UTC(2025, 8, 10, 15) });
const ways = (content: string) => Object.fromEntries(analysis(content).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (twenty-seventh round, from the development probes probe-dev90.json to
 * probe-dev93.json and the start blind probe-blind26.json, in new words): companies named by their
 * chief or told to be boycotted, contracts given with their price, acts told as tariffs at work or
 * rates under study, a ceasefire told as a stop to operations, output agreed by producers, and buy calls.
 */
test.each([
  [
    "a chief named alone, told to be replaced, is a demand on his company",
    "Jim Farley keeps promising a cheap electric truck and never delivers. He should be replaced, immediately!",
    "High",
    { F: "down" },
  ],
  [
    "people told to stop buying a company's goods is a boycott of the company, not its orders",
    "Everyone should stop buying Goodyear Tires until they apologize to our Police. BOYCOTT!",
    "High",
    { GT: "down" },
  ],
  [
    "a boycott of an airline named by its chief goes on the airline",
    "Nobody should fly Delta until Ed Bastian apologizes to our Veterans. Fly anything, but NOT DELTA!",
    "High",
    { DAL: "down" },
  ],
  [
    "the Pentagon signing a priced deal with a company is a contract for it",
    "The Pentagon will sign a $9 Billion Dollar, eight year deal with Palantir to modernize Army logistics.",
    "High",
    { PLTR: "up" },
  ],
  [
    "chip sales barred after a long list of chips are export controls on their maker",
    "Starting Monday, no Nvidia H100, H200, B200 or Blackwell Ultra Chips, or any other advanced AI Chips, will be allowed to be sold to China under any license.",
    "High",
    { NVDA: "down" },
  ],
  [
    "a rate in force said to be coming down is a cut to come",
    "We are looking at the Tariffs on China. 145% is far too high, and it won't be that high. It will come down substantially!",
    "Medium",
    { FXI: "up", CNY: "up" },
  ],
  [
    "both sides accepting a complete stop to military operations is a ceasefire with an oil producer",
    "Israel and Iran have agreed to my proposal for a complete stop to all Military Operations, beginning at midnight tonight.",
    "High",
    { USO: "down", SPY: "up" },
  ],
  [
    "producers agreeing to pump more, with the barrels, is oil let out",
    "Saudi Arabia, together with Kuwait, has agreed to INCREASE Oil Production by 2 Million Barrels per day. Gasoline will be cheap!",
    "High",
    { USO: "down" },
  ],
  ["a coin's buy call opening a sentence", "BUY ETHEREUM NOW, while it is still cheap. It is going way up!", "High", { ETH: "up" }],
  [
    "'buy it' after a sentence that names a company is a buy call for that company",
    "Intel stock is the best value out there. If I were you, I would BUY IT, and BUY IT NOW!",
    "High",
    { INTC: "up" },
  ],
  [
    "a vague warning of bad things to an oil producer is at least Medium, crude up",
    "Venezuela had better release our people now. If they don't, bad things, really bad things, will happen to them!",
    "Medium",
    { USO: "up" },
  ],
] as const)("%s", (_, post, impact, expected) => {
  expect(analysis(post).impact).toBe(impact);
  expect(ways(post)).toMatchObject(expected);
});

test.each([
  ["tariffs told at work, bringing plants back", "Our 25% Tariffs on Foreign Trucks are bringing Truck Plants back to Ohio and Indiana!"],
  ["tariffs told as having saved an industry", "The 50% Tariffs on Foreign Steel have totally saved our great Steel Mills. Gary, Indiana is booming!"],
  [
    "tariffs said to remain in full force after a court's ruling",
    "A Radical Left Court ruled against our Tariffs. We will appeal and WIN. The Tariffs remain in full force!",
  ],
  [
    "a rate being considered, with the tariff to follow after a grace period",
    "We are considering a Tariff of up to 150% on Medical Devices not made in America. We will give the Companies a year to move, and then they will be Tariffed!",
  ],
  ["a company scolded ('should be ashamed'), with no demand", "Boeing is years late on the new tankers and way over budget. They should be ashamed!"],
  [
    "a governor nominated to the Fed's board, not its chair",
    "I am pleased to nominate Dr. Mary Holt to serve as a Governor of the Federal Reserve Board. She will be great!",
  ],
  [
    "tariffs being studied, with a company said to deserve better ('should not have to')",
    "Commerce is studying Tariffs on foreign Jet Engines. Boeing should not have to compete against subsidized Governments!",
  ],
  ["tariffs he already took off", "We already took the Tariffs off Bananas and Coffee, and prices are coming down fast!"],
  ["a Fed governor told to resign, with the Fed named between", "Lisa Cook of the Federal Reserve should resign. She has been a disaster!"],
] as const)("no new act (not High): %s", (_, post) => {
  expect(analysis(post).impact).not.toBe("High");
});

test("an instrument named by its chief carries the company's name", () => {
  const a = analysis("Thank you to Sanjay Mehrotra for building two giant new memory chip plants in Idaho. Congratulations!");
  expect(a.instruments.find((i) => i.symbol === "MU")?.name).toBe("Micron");
});

test("a contract given to a company, with its price, is a deal made with it: new revenue for the company", () => {
  const post = "Northrop Grumman has been awarded the $21 Billion Dollar contract for the new Navy Fighter. Congratulations!";
  expect(judge(post).acts).toContain("company-deal");
  expect(ways(post)).toMatchObject({ NOC: "up" });
});

/** The same round's second batch (probe-dev94 to probe-dev96, in new words): relief told at length or hedged, their cut, goods' makers, a kept rate beside a new one. */
test.each([
  [
    "tariffs on a partner's goods 'will be permanently REMOVED', however long the goods' name, are relief",
    "Canada agreed! All Tariffs on Canadian products that comply with USMCA will be permanently REMOVED as of Monday.",
    { EWC: "up", CAD: "up" },
  ],
  [
    "a break given on a goods tariff is relief: its domestic producers lose",
    "We may give the can makers a break on the Aluminum Tariff if they buy American!",
    { AA: "down" },
  ],
  [
    "car tariffs that 'may be lowered' are relief for the foreign makers",
    "Car Tariffs may be lowered for Companies that build here. Talks are going well!",
    { TM: "up" },
  ],
  [
    "a tariff on shoes and apparel is paid by the brands that import them",
    "Sneakers and Apparel made abroad will pay a 30% Tariff starting March 1st!",
    { NKE: "down", DECK: "down" },
  ],
  [
    "a tariff on medical devices falls on the makers abroad",
    "Medical Devices made in foreign Countries will face a 20% Tariff as of May 1st!",
    { MDT: "down" },
  ],
  [
    "a tariff on foreign aircraft falls on Airbus",
    "Commercial Aircraft and Jet Engines made abroad will pay a 20% Tariff, effective June 1st!",
    { EADSY: "down" },
  ],
  [
    "a tariff on rare earth magnets lifts the U.S. miners",
    "Rare Earth Magnets made abroad will pay a 30% Tariff, effective January 1st!",
    { MP: "up", USAR: "up" },
  ],
] as const)("%s", (_, post, expected) => {
  expect(ways(post)).toMatchObject(expected);
});

test("a partner told to drop its own tariffs gets no relief from ours", () => {
  expect(ways("The Prime Minister of Brazil visited today. No deal. Brazil must drop its very high Tariffs!").EWZ).not.toBe("up");
});

test("letters telling every country what it will pay to do business here are tariffs for all: the broad market", () => {
  const post = "Letters will be going out to ALL Countries next week, telling them what they will pay to do business in the United States!";
  expect(judge(post).topics.tariff).toBe(true);
  expect(ways(post)).toMatchObject({ SPY: "down" });
});

// (This one passes on the round's start code too: it guards the rule above, which must not read a past date as a start.)
test("a rate imposed on a past date and kept in effect is no new act", () => {
  const post = "The Tariffs on Canada, which I imposed on March 4th, and which remain in effect, have stopped the flow of Fentanyl!";
  expect(analysis(post).impact).not.toBe("High");
});

test("a new dated rate beside a kept one is the act, at its own rate", () => {
  const post = "Korea has not opened its markets. As of September 1st, Korea will pay a 30% Tariff on all products, and Cars will stay at 25% on top.";
  expect(analysis(post).impact).toBe("High");
  expect(judge(post).facts[0]).toMatchObject({ kind: "tariff-imposed", size: "30%" });
});

test("a company warned it 'will pay a very big price', with no measure named, is attacked (Medium), not charged", () => {
  const post = "Companies like Whirlpool that move their factories to Mexico will pay a very big price. We are watching!";
  expect(analysis(post).impact).toBe("Medium");
  expect(ways(post)).toMatchObject({ WHR: "down" });
});
