import { expect, test } from "bun:test";
import { analyzeWithRules } from "../rules.ts";

const analysis = (content: string) => analyzeWithRules({ content, createdAt: Date.UTC(2025, 8, 10, 15) });
const ways = (content: string) => Object.fromEntries(analysis(content).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (twenty-ninth round, from the development probes probe-dev128.json, dev129, dev131,
 * dev132, dev134 and dev137, in new words): acts on named companies and rate ceilings the rules missed.
 */
test.each([
  [
    "an agency set on named companies ('I have directed the Department of Justice to open an investigation into…') is his act against them",
    "I have directed the Department of Justice to open an investigation into Tyson, JBS and Cargill for fixing the price of Beef. No more!",
    "High",
    { TSN: "down", JBS: "down" },
  ],
  [
    "a suit ordered to block a merger is his act: the company it would buy loses its premium",
    "I have instructed the Department of Justice to file suit to block Netflix's purchase of Warner Bros. It will not happen!",
    "High",
    { WBD: "down" },
  ],
  [
    "a stake his government takes in a company is his deal with it",
    "The Department of Energy has agreed to take a large equity stake in Lithium Americas, and to guarantee its new mine. No more dependence on China!",
    "High",
    { LAC: "up" },
  ],
  [
    "a company whose ticker starts with 'RT' is no repost: 'RTX should SUSPEND its Dividend' is a demand on RTX",
    "RTX should immediately SUSPEND its Dividend and build more Interceptors. Our Soldiers come first!",
    "High",
    { RTX: "down" },
  ],
  [
    "payments withheld from a contractor until it delivers is a demand on it",
    "Huntington Ingalls is years late on our Submarines. I have instructed the Navy to withhold $3 Billion Dollars in payments to Huntington Ingalls until they deliver!",
    "High",
    { HII: "down" },
  ],
] as const)("%s", (_, post, level, expected) => {
  expect(analysis(post).impact).toBe(level);
  expect(ways(post)).toMatchObject(expected);
});

test.each([
  [
    "a partner's tariffs 'capped at 15%' are a ceiling: relief for its makers of the goods",
    "Switzerland has agreed that Pharmaceutical Tariffs on Swiss medicines will be capped at 15%. In exchange, they will invest $100 Billion here!",
    { NVS: "up", EWL: "up" },
  ],
  [
    "goods 'tariffed at no more than 15%' beside a company's investment: a ceiling, not a demand on the company",
    "Our Trade Deal with Japan is done. Medicines from Japan will be tariffed at no more than 15%, and Takeda will invest $20 Billion in American Plants!",
    { TAK: "up" },
  ],
  [
    "'I could see a reduction in the Tariffs' on a condition is relief held out, not a threat",
    "China is working hard on Fentanyl. If they keep it up, I could see a reduction in the Tariffs. We will see!",
    { FXI: "up" },
  ],
  [
    "federal waters opened to oil and gas leasing are acreage for U.S. producers; crude prices the barrels to come",
    "I have just signed an Order opening up 400 Million Acres of Federal Offshore Waters to Oil and Gas Leasing. The first sale is in 90 days!",
    { XLE: "up", USO: "down" },
  ],
  [
    "fertilizer makers named in a price-gouging complaint are the ones it aims at",
    "I am hereby instructing the Federal Trade Commission to investigate Mosaic, Nutrien and CF Industries for price gouging our Farmers on Fertilizer!",
    { MOS: "down", NTR: "down", CF: "down" },
  ],
  [
    "weapons named in an order name their makers: Patriots are RTX's, F-35s Lockheed's",
    "Poland has just signed a $20 Billion order for American Patriot Missile Systems and 24 F-35 Fighter Jets. A great Ally!",
    { RTX: "up", LMT: "up" },
  ],
  [
    "the sale of Tomahawks approved is orders for their maker",
    "I have approved the sale of Tomahawk Missiles to our NATO Allies, for delivery to Ukraine. Europe pays!",
    { RTX: "up" },
  ],
  [
    "chips barred in words with dots in them ('NO advanced A.I. chip… may be shipped to China') are export controls",
    "Effective immediately, NO advanced A.I. chip made by NVIDIA or anyone else may be shipped to China. They play games!",
    { NVDA: "down" },
  ],
  [
    "chipmaking tools barred from sale 'in China' are export controls on their makers",
    "Effective immediately, no American Company will be allowed to sell Chip Making Equipment in China. They steal our technology!",
    { AMAT: "down", LRCX: "down" },
  ],
  [
    "the agencies' guarantee fees cut by his order are cheaper mortgages: builders gain",
    "I have directed the FHFA to CUT the Guarantee Fees charged by Fannie Mae and Freddie Mac by 20 basis points, effective March 1st.",
    { XHB: "up" },
  ],
  [
    "50-year mortgages backed by the agencies are a longer loan: builders gain",
    "I have instructed FHFA to have Fannie Mae and Freddie Mac begin backing 50 YEAR MORTGAGES next month. Lower payments!",
    { XHB: "up" },
  ],
] as const)("%s", (_, post, expected) => {
  expect(ways(post)).toMatchObject(expected);
});

test("an order signed names the makers its own sentence names, not a company two sentences on", () => {
  const post =
    "Qatar just signed the biggest order of jets in the history of BOEING, 160 planes. Congratulations! On another matter, Amazon may show the cost of Tariffs next to its prices. Not nice!";
  expect(ways(post).BA).toBe("up");
  expect(ways(post).AMZN).not.toBe("up");
});

test("buyers who pay for the weapons leave their maker undemanded", () => {
  const post =
    "We have agreed with NATO: the United States will sell Patriot Missile Systems to NATO Countries, who will pay 100% of the cost. Business, not charity!";
  expect(ways(post).RTX).not.toBe("down");
});
