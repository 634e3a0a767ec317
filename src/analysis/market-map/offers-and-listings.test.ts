import { expect, test } from "bun:test";
import { analyzeWithRules } from "../rules.ts";

const analysis = (content: string) => analyzeWithRules({ content, createdAt: Date.UTC(2025, 8, 10, 15) });
const ways = (content: string) => Object.fromEntries(analysis(content).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (twenty-eighth round, from the development probes probe-dev108.json and
 * probe-dev114.json to probe-dev122.json, in new words): a partner's offer rejected, "Non-Tariff
 * Barriers", the market's demand, "a 100% chance", a rate kept "until they do", a chair's nomination
 * withdrawn, a governor terminated, mortgage fees cut, sanctions ceased, tariffs not stacked, a rate
 * that "was put on" or is "staying", a company named only as an employer, a question weighed,
 * deadlines, a buy call in capitals, the Treasury buying bitcoin, listings and agreements of the
 * government with a company, a purchase's own clause, and relief told as the reason for a boast.
 */
test.each([
  [
    "an offer rejected ('Not good enough!') with 'Non-Tariff Barriers' demanded is no relief and no talks going well",
    "Japan has offered to cut its Tariffs on American cars to zero. Not good enough! They must also drop their Non-Tariff Barriers. Talks continue!",
    ["EWJ", "JPY", "SPY"],
  ],
  [
    "the market's 'demand' in a chief's quote is no demand on the company",
    'Alcoa CEO: "Aluminum demand has never been stronger, thanks to the Tariffs."',
    ["AA"],
  ],
] as const)("%s", (_, post, notUp) => {
  const a = ways(post);
  expect(notUp.filter((s) => a[s] === "up" || a[s] === "down")).toEqual([]);
});

test("a country's purchase names only the goods of its own clause: rare earths let go again are no purchase of them", () => {
  const a = ways("China will begin buying 20 Million Tons of American Soybeans a year, and will pause its Rare Earth export controls. Great for our Farmers!");
  expect(a.REMX).not.toBe("up");
});

test.each([
  [
    "a listing on the Exchange with its date is the company taken public",
    "Fannie Mae will begin trading on the New York Stock Exchange on March 3rd. A GREAT IPO for the Taxpayers!",
    { FNMA: "up" },
  ],
  [
    "an agreement a Department signed with a company, with its terms, is a deal made with it",
    "Today the Department of Energy signed a Historic Agreement with Albemarle. The United States will guarantee a Lithium Price Floor for ten years!",
    { ALB: "up" },
  ],
] as const)("%s", (_, post, expected) => {
  expect(ways(post)).toMatchObject(expected);
});

test.each([
  [
    "'a 100% chance of a Deal' is no rate",
    "The Prime Minister of Spain is coming to the White House this week. We will be talking about Trade with the European Union. I think there is a 100% chance of a Deal, a very fair one!",
    "High",
  ],
  [
    "a rate that 'was put on' for a reason, beside talks, is no new act",
    "Very good call with the Prime Minister of India. The 50% Tariff was put on because of their Russian Oil purchases, but they are offering a lot. We will see!",
    "High",
  ],
  ["a rate kept 'until they do' is no new act", "Brazil has to treat our Ethanol fairly. The 50% Tariff stays until they do!", "High"],
  [
    "relief told as the reason for a boast ('since we took the Tariffs off') is no new act",
    "Coffee is cheaper since we took the Tariffs off. Consumers are happy!",
    "High",
  ],
  [
    "a company thanked 'for announcing' its investment, however long its name, is its news he praises",
    "Thank you to Sanofi and GSK, two great European Pharmaceutical Companies, for announcing more than $50 Billion of new investment in American plants and research!",
    "High",
  ],
] as const)("%s", (_, post, level) => {
  expect(analysis(post).impact).not.toBe(level);
});

test("a chair's nomination withdrawn for another named 'effective immediately' is the chair named (rubric: High)", () => {
  const post =
    "I am withdrawing the nomination of Kevin Hassett for Chairman of the Federal Reserve. We need somebody who will CUT RATES NOW. I am therefore nominating Christopher Waller, effective immediately.";
  expect(analysis(post).impact).toBe("High");
});

test.each([
  [
    "sanctions ordered to cease are sanctions lifted",
    "I am ordering the cessation of ALL Sanctions on Venezuela, effective immediately. Give them a chance!",
    { USO: "down" },
  ],
  [
    "goods that 'will NOT also be charged' a second tariff ('No more stacking') get relief: the automakers up",
    "Cars subject to the 25% Auto Tariff will NOT also be charged the Steel and Aluminum Tariffs. No more stacking! Ford and General Motors are very happy.",
    { GM: "up", F: "up" },
  ],
  [
    "a governor named first, then 'terminated from the Board of Governors', is removed: the dollar down, gold up",
    "Federal Reserve Governor Adriana Kugler, who voted against every Rate Cut, is hereby terminated from the Board of Governors, effective today.",
    { DXY: "down", GLD: "up" },
  ],
  [
    "the agencies' mortgage fees cut is cheaper loans: homebuilders up",
    "I have directed the FHFA to cut Guarantee Fees at Fannie and Freddie in half, effective next Monday. Lower Mortgage costs!",
    { XHB: "up", DHI: "up" },
  ],
  [
    "the FHA's insurance premium cut, effective immediately, is cheaper loans: homebuilders up",
    "I am today cutting the FHA Mortgage Insurance Premium by a third, effective immediately. Homebuyers will save!",
    { XHB: "up" },
  ],
] as const)("%s", (_, post, expected) => {
  expect(ways(post)).toMatchObject(expected);
});

test.each([
  [
    "a company named only as where someone worked is no target of a demand",
    "The Judge in my case, whose wife once worked at Goldman Sachs, should recuse. Totally conflicted!",
    "High",
  ],
  [
    "a question he weighs ('looking at whether… should be allowed') is no demand decided",
    "We are looking at whether Exxon should be allowed to keep pumping Oil in Venezuela. We will decide soon!",
    "High",
  ],
  [
    "'Apple just announced' its investment is the company's news he praises, however the company is named",
    "Jensen Huang and Nvidia just announced an additional $40 Billion investment in America. Great job Jensen!",
    "High",
  ],
  [
    "a rate 'staying right where it is' is kept, not new",
    "The 25% Tariffs on foreign Cars are staying right where they are. GM and Ford are hiring like crazy!",
    "High",
  ],
] as const)("%s", (_, post, level) => {
  expect(analysis(post).impact).not.toBe(level);
});

test.each([
  [
    "a deadline in business days, with what follows, is a demand",
    "Citigroup and Wells Fargo have five business days to stop DEBANKING Conservatives. If they do not, they lose all Federal business.",
  ],
  [
    "'has until' a date 'to' act is a demand with a deadline",
    "PepsiCo has until March 1st to take the artificial dyes out of every product it sells in America. If not, the FDA will act.",
  ],
  ["a buy call on a company's stock in capitals is a buy call", "Ford is doing great, the tariffs are working. BUY FORD STOCK, NOW!"],
  [
    "the Treasury buying a counted number of bitcoin is an act",
    "The United States Treasury will begin purchasing Bitcoin for the Reserve, 150,000 Coins over the next year, paid for with Tariff money!",
  ],
] as const)("%s", (_, post) => {
  expect(analysis(post).impact).toBe("High");
});

test.each([
  [
    "a company's new contracts suspended until it acts is a demand on it with a penalty",
    "Effective today, I am directing the Pentagon to suspend all new contract awards to Boeing until its deliveries are on time.",
    { BA: "down" },
  ],
  [
    "a producer's licence 'hereby REVOKED' for the company that pumps there: its output and the barrels lost",
    "Chevron's license to pump oil in Venezuela is hereby REVOKED, effective April 1st. Not one more dollar for Maduro!",
    { CVX: "down", USO: "up" },
  ],
  [
    "retirement savings let into private equity and crypto: the private-market managers and crypto up",
    "Today I signed an Executive Order allowing Americans to put Bitcoin, Crypto, and Private Equity into their 401(k)s. Their money, their choice!",
    { BX: "up", KKR: "up", BTC: "up" },
  ],
  [
    "tariffs removed on coffee, which Brazil sells the U.S. more of than anyone, are relief for Brazil",
    "I am REMOVING the Tariffs on Coffee and Bananas, effective tomorrow. Prices will come down!",
    { EWZ: "up", BRL: "up" },
  ],
] as const)("%s", (_, post, expected) => {
  expect(ways(post)).toMatchObject(expected);
});

// Guards for this round's own changes: "cessation" is no "Ceasefire", a rate "that was placed" on a partner and removed now is
// an act, and builders who "will NOT pay" a tariff are spared, no relief for all (each held on the round's start code).
test("no ceasefire threatened with secondary tariffs on oil buyers is no sanction lifted: crude up", () => {
  const a = ways("If there is no Ceasefire in 30 days, we will put Secondary Tariffs of 100% on every Country that buys Russian Oil. India, China, everybody.");
  expect(a).toMatchObject({ USO: "up", INDA: "down" });
});

test("removing now a tariff 'that was placed' on a partner is an act", () => {
  const post = "Effective tomorrow, I am removing the additional 25% Tariff that was placed on India because of its Russian Oil purchases. Great!";
  expect(analysis(post).impact).toBe("High");
});

test("companies 'that build in America will NOT pay' a tariff are spared, no relief decided", () => {
  const post = "Drug companies that build in America will NOT pay the big Pharmaceutical Tariff. Those that don't will pay a lot. Coming soon!";
  expect(analysis(post).impact).not.toBe("High");
});
