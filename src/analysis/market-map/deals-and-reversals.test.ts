import { expect, test } from "bun:test";
import { analyzeWithRules, judge } from "../rules.ts";

const at = Date.UTC(2025, 8, 10, 15);
const ways = (content: string) => Object.fromEntries(analyzeWithRules({ content, createdAt: at }).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (twenty-fifth round, from the development probes probe-dev73.json to
 * probe-dev85.json, with other names, numbers and wording): calls the readers had made the wrong way
 * or left unnamed. A pause ended and the rate sent back up, a start put off however long the sentence,
 * a deal refused, a buyer that stops buying a producer's oil, attacks on energy sites halted, a buyer
 * that backs out of a company's deal, a foreign probe into a company, a conditional threat below the
 * rate in force, a secondary tariff ended, terms given "in return", cars from a partner Detroit does
 * or does not import from, a court striking the tariffs down; then, by the comments below, the map
 * rows and readers the later probes found missing.
 */
test.each([
  [
    "a pause ended, with the rate sent back up, is a raise",
    "Japan broke its word on Rice. The 90 Day Pause is hereby ENDED, and Tariffs on Japan go back to 24%, effective Monday!",
    { EWJ: "down" },
  ],
  [
    "a start put off is relief, however long the sentence between the tariff and its delay",
    "The 30% Tariff on Mexico, which was due to begin on August 1st at midnight, will be POSTPONED until November 1st.",
    { MXN: "up", EWW: "up" },
  ],
  [
    "rates set on partners that 'had every opportunity to make a Deal' are no deal",
    "NEW RATES, EFFECTIVE SEPTEMBER 1ST: INDONESIA - 32%, THAILAND - 36%. They had every opportunity to make a Deal. They didn't!",
    { EIDO: "down", THD: "down" },
  ],
  [
    "attacks on energy sites halted is a ceasefire, not an attack: crude eases",
    "Ukraine and Russia have agreed to a full halt to strikes on each other's Power Plants and Oil Depots, from tonight, for one month.",
    { USO: "down" },
  ],
  [
    "a buyer that backs out of a company's deal hurts the company",
    "India has backed out of its big deal with Boeing, and says it will not take delivery of the Jets it committed to. Very bad!",
    { BA: "down" },
  ],
  [
    "a foreign probe opened into a company is no praise of it",
    "China just opened an Antitrust Investigation into Micron, a GREAT American Company, in the middle of our talks. Not nice!",
    { MU: "down" },
  ],
  [
    "a conditional threat below the rate in force is a punishment added, not a cut",
    "If they do not stop the drugs by Friday, I will impose a 10% Tariff on Mexico, going up every month!",
    { MXN: "down", EWW: "down" },
  ],
  [
    "a secondary tariff on a producer's oil buyers ended lets the oil flow",
    "The 25% Secondary Tariff on any Country buying Venezuelan Oil is hereby REVOKED, effective immediately.",
    { USO: "down" },
  ],
  [
    "terms given 'in return' make a deal of the rate",
    "Thailand will pay 19% on what they send us. In return, Thailand will open its Market to American Beef and Cars at ZERO.",
    { THD: "up" },
  ],
  [
    "a tariff cut on cars from a partner Detroit does not import from lets that partner's makers compete with Detroit",
    "Cars and Trucks from the European Union will pay 15%, not 27.5%, starting Friday!",
    { GM: "down", F: "down", STLA: "up" },
  ],
  ["a tariff on cars from a partner Detroit imports from is Detroit's to pay", "Cars from Mexico will pay 25%, starting Friday!", { GM: "down", F: "down" }],
  // Map rows the money-at-home probe (probe-dev78.json) found missing.
  [
    "a buy call on the coins names the coins, not the stock market",
    "Crypto is on sale today. A GREAT TIME TO BUY BITCOIN!",
    { BTC: "up", COIN: "up", MSTR: "up" },
  ],
  [
    "a nominee who says rates must come down is the dove's row",
    "I will nominate Judy Shelton to lead the Federal Reserve. She knows our Rates are much too high and must come down!",
    { DXY: "down", SHY: "up" },
  ],
  [
    "cheaper mortgages reach the homebuilders by name",
    "I am directing Fannie Mae and Freddie Mac to buy $150 Billion of Mortgage Bonds, starting today, to bring Mortgage Rates down.",
    { XHB: "up", DHI: "up", LEN: "up" },
  ],
  [
    "a court that strikes his tariffs down is relief for the market, however he takes it",
    "Three judges of the Court of International Trade have blocked our Reciprocal Tariffs. A disgrace! We will appeal at once.",
    { SPY: "up", VIX: "down" },
  ],
  // Deals read where none was made, and a trade-law duty read as a cut (probe-dev80.json to probe-dev85.json).
  [
    "withdrawing from an agreement and charging a duty is no deal",
    "Commerce is withdrawing from the Sugar Suspension Agreement and, starting Monday, an Anti-Dumping Duty of 20% will be collected on sugar from Mexico.",
    { MXN: "down" },
  ],
  [
    "goods that 'will have ZERO Tariff' are relief",
    "Effective immediately, Fertilizer from Canada will have ZERO Tariff. Our Farmers come first!",
    { CAD: "up" },
  ],
  [
    "a criminal investigation into companies for price fixing is an attack on them",
    "I have directed the Justice Department to open a Criminal Investigation into JBS for Price Fixing on Beef!",
    { JBS: "down" },
  ],
  // Farm aid, and goods relieved after "agreed that" (probe-dev85.json).
  [
    "farm aid told as '$N BILLION in Farmer … Payments' reaches the farm-equipment makers",
    "I am announcing $10 BILLION DOLLARS in Farmer Relief Payments, paid for by Tariff money, starting today.",
    { DE: "up" },
  ],
  [
    "goods a partner agreed 'will be removed from all Tariffs' are the goods relieved",
    "The USA and Canada have decided that Canadian Potash will be removed from all Tariffs, effective next Monday.",
    { NTR: "up" },
  ],
] as const)("%s", (_, post, expected) => {
  expect(ways(post)).toMatchObject(expected);
});

test("a buyer that stops buying a producer's oil, given a tariff cut, does not send crude down", () => {
  const got = ways(
    "Great call with Prime Minister Modi. India will stop buying Russian Oil, and we will reduce the Tariff on India from 50% to 20%, starting Monday!",
  );
  expect(got).toMatchObject({ INDA: "up", INR: "up" });
  expect(got.USO).not.toBe("down");
});

/**
 * High false alarms of the same probes, in new words: a deal refused in the present tense, a partner's
 * purchases wished for ("than they buy now" is no buy call), a firing others urge and he mulls aloud, a
 * threat held over a condition after a warning's colon, a deal signed months ago, tariffs credited with a
 * result, and a stake boasted of.
 */
test.each([
  ["a deal they 'are not making' is no deal", "Brazil refuses to open up. They are not making a Deal. Tariffs on Brazil could go much higher!"],
  ["purchases wished for are no buy call", "Japan should be buying far more of our Rice, twice what they buy now. Our Farmers are the best!"],
  ["a firing others urge and he mulls aloud is a threat", "Everyone is telling me I should fire Jerome Powell. He is a disaster, and I am thinking about it!"],
  [
    "a threat held over a condition after a warning's colon",
    "Nations with Digital Services Taxes should take note: unless these are dropped, I will impose large new Tariffs on their Exports.",
  ],
  ["a deal signed months ago", "Great dinner with the President of Korea. Our Trade Deal, which was signed last summer, is doing great for both Countries!"],
  ["tariffs credited with a result", "The 25% Lumber Tariffs saved our Mills, and now they are hiring like never before!"],
  ["a stake boasted of", "Our stake in MP Materials is already worth billions more than we paid. I made a lot of money for the USA!"],
] as const)("not High: %s", (_, post) => {
  expect(analyzeWithRules({ content: post, createdAt: at }).impact).not.toBe("High");
});

/**
 * Who is speaking (probe-dev82.json, in new words): an official's act on his order, however the order is
 * said, a spokesman's word that he signed it, and his own remarks quoted from a transcript are his acts;
 * a headline signed with its outlet beside a link is news already out.
 */
test.each([
  [
    "an official's act 'per President Trump's order'",
    "Commerce Secretary: “Per President Trump’s order, a 25% tariff on imported drones takes effect on March 1st.”",
    "High",
  ],
  [
    "a repost of an official's act 'as directed by' him",
    "RT @ USTradeRep As directed by President Trump, USTR will raise the tariff on Chinese cranes to 100%, effective May 1st.",
    "High",
  ],
  [
    "his spokesman's word that he signed it",
    "Press Secretary: “This morning President Trump signed an Executive Order pausing the scheduled tariff increase on Japan for 90 days.”",
    "High",
  ],
  [
    "his own remarks quoted from a transcript",
    "Remarks by President Trump in Ohio: “…and today I am announcing a 25% tariff on all foreign steel pipe, effective June 1st…”",
    "High",
  ],
  [
    "barrels of the reserve released at his direction",
    "Department of Energy: “On the President’s direction, we will sell 20 million barrels out of the Strategic Petroleum Reserve, beginning Tuesday.”",
    "High",
  ],
  [
    "a headline signed with its outlet beside a link",
    "Korea deal confirmed: $350 Billion investment, 15% tariff - Reuters https://www.reuters.com/korea-deal",
    "Low",
  ],
] as const)("%s", (_, post, impact) => {
  expect(analyzeWithRules({ content: post, createdAt: at }).impact).toBe(impact);
});

test("tankers designated by Treasury are sanctions that hold oil back, not oil let through", () => {
  const got = ways(
    "At the direction of President Trump, Treasury today designated 25 tankers that carry Iranian crude. Full blocking sanctions apply immediately.",
  );
  expect(got.USO).toBe("up");
});

test("goods from partners that 'have NOT made a Trade Deal' are no deal with the partners named", () => {
  const got = ways(
    "Effective March 1st, Drones imported from Countries that have NOT made a Trade Deal with us will pay 30%. China and Vietnam make the most of them!",
  );
  expect(got.FXI).not.toBe("up");
  expect(got.VNM).not.toBe("up");
});

test("kind words to a company's chief on a social occasion are no praise of the company", () => {
  const facts = judge("Wonderful dinner with Jensen Huang and his family last night. Happy birthday to his wife!").facts;
  expect(facts.some((f) => f.kind === "company-praise")).toBe(false);
  expect(judge("Thank you to Jensen Huang for investing $500 Billion in American chip plants!").facts.some((f) => f.kind.startsWith("company"))).toBe(true);
});

test("a relative 'that' before 'will pay' names no goods: 'every Country… that ships product' is every country, not ships", () => {
  const got = ways("Starting March 1st, every Country that ships product into the United States will pay a MINIMUM Tariff of 15%. No exceptions!");
  expect(got).toMatchObject({ SPY: "down", VIX: "up" });
  expect(got.HII).toBeUndefined();
});

test("the rate a deal comes with is its terms, not a tariff set ('A Deal could be signed next week, with Tariffs of 20%'): the partner gains", () => {
  const post = "Our negotiations with Vietnam are going very well. A Deal could be signed next week, with Tariffs of 20%.";
  expect(judge(post).facts.map((f) => f.kind)).toEqual(["trade-deal"]);
  expect(ways(post).VNM).toBe("up");
});
