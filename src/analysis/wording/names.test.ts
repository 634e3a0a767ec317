import { describe, expect, test } from "bun:test";
import { analysisOf, judge } from "../rules.ts";

// The rules' own judgement (the score's fallback and the facts it reads); the score's levels: `npm run eval`, score/score.test.ts.
const analyzeWithRules = (p: { content: string; createdAt?: number }) => analysisOf(judge(p.content), p.createdAt);

const COOK = "I told Tim Cook that Apple must build in America or pay a 25% Tariff";
const IPHONE =
  "I have long ago informed Tim Cook of Apple that I expect their iPhone’s that will be sold in the United States of America will be manufactured and built in the United States, not India, or anyplace else. If that is not the case, a Tariff of at least 25% must be paid by Apple to the U.S. Thank your for your attention to this matter!";
const ROUTE =
  "If Iran does anything to stop the flow of Oil within the Strait of Hormuz, they will be hit by the United States of America TWENTY TIMES HARDER than they have been hit thus far.";

describe("names: an instrument is named for itself, never for the alias that matched", () => {
  test("'Tim Cook' is evidence for Apple: the instrument is Apple (AAPL)", () => {
    const a = analyzeWithRules({ content: COOK });
    expect(a.instruments.find((i) => i.symbol === "AAPL")).toMatchObject({ name: "Apple", direction: "down" });
    expect(`${a.marketAnalysis} ${a.tradingIdeas.join(" ")}`).not.toMatch(/Tim Cook \(AAPL\)/);
  });

  test("a fact on a company is told by the company's name; its ticker goes beside the instrument", () => {
    const a = analyzeWithRules({ content: "The CEO of INTEL is highly CONFLICTED and must resign, immediately. There is no other solution to this problem." });
    expect(`${a.marketAnalysis} ${a.tradingIdeas.join(" ")}`).toMatch(/demand on Intel\b/);
    expect(`${a.marketAnalysis} ${a.tradingIdeas.join(" ")}`).not.toMatch(/(demand on|praise for|attack on) INTC/);
  });

  test("the summary names the target as the post does: Apple, not imports", () => {
    const a = analyzeWithRules({ content: COOK });
    expect(a.summary).toMatch(/Apple/);
    expect(`${a.summary} ${a.marketAnalysis}`).not.toMatch(/on imports/);
  });

  test("a tariff on iPhones made outside the U.S. is said so, and is not a tariff on India", () => {
    const a = analyzeWithRules({ content: IPHONE });
    expect(a.summary).toMatch(/a 25% tariff on iPhones made outside the U\.S\./);
    expect(a.summary).not.toMatch(/on India|on imports/);
    expect(a.instruments.find((i) => i.symbol === "AAPL")).toMatchObject({ name: "Apple", direction: "down" });
    expect(a.instruments.find((i) => i.symbol === "INDA")?.direction ?? "unclear").toBe("unclear");
  });
});

describe("a tariff's target and time as the post says them", () => {
  const FILMS =
    "I am authorizing the Department of Commerce, and the United States Trade Representative, to immediately begin the process of instituting a 100% Tariff on any and all Movies coming into our Country that are produced in Foreign Lands.";
  test("a process begun now is not a tariff in effect now, and films made abroad are not all films", () => {
    const a = analyzeWithRules({ content: FILMS });
    expect(a.summary).toBe("Trump starts the process for a 100% tariff on all movies made abroad.");
    expect(`${a.summary} ${a.marketAnalysis}`).not.toMatch(/effective immediately/);
  });

  test("a rise after a set period is not dated by the first step's date, and generic drugs name their makers", () => {
    const a = analyzeWithRules({
      content:
        "Effective August 1st, 2026, all Generic Drugs being brought into the United States will continue to have a TARIFF of ZERO PERCENT for a two year period of time, after which the TARIFF will be raised to 100% for a one year period of time, and 200% thereafter.",
    });
    expect(a.summary).toBe("Trump raises the tariff on all generic drugs to 100% after a set period.");
    expect(a.marketAnalysis).not.toMatch(/August 1/);
    expect(a.instruments.find((i) => i.symbol === "TEVA")).toMatchObject({ name: "Teva", direction: "down" });
  });

  test("a deal whose terms are a tariff is told as the deal, not as a tariff set on the partner", () => {
    const deal =
      "We have just completed a massive Deal with Japan. Japan will invest $550 Billion into the United States, and will pay Reciprocal Tariffs of 15%.";
    expect(analyzeWithRules({ content: deal }).summary).toBe("Trump announces a trade deal with Japan: a 15% tariff and $550 billion of investment.");
    // A suspension extended under an agreement has no rate: not told as a deal's terms.
    const extended =
      "I have just signed an Executive Order that will extend the Tariff Suspension on China for another 90 days. All other elements of the Agreement will remain the same.";
    expect(analyzeWithRules({ content: extended }).summary).not.toMatch(/announces a trade deal/);
  });

  test.each([
    ["Effective immediately, there will be a 50% Tariff on all Trucks coming into our Country.", /effective immediately/],
    [
      "We will immediately start the process of a 25% Tariff on Furniture made outside of the United States.",
      /^(?!.*effective immediately).*furniture made abroad/,
    ],
    ["Starting August 1, we will be charging a 50% Tariff on Copper imports into the United States.", /50% tariff on copper imports/],
    ["Effective March 12th, the Tariff on all Steel and Aluminum coming into the United States will be raised to 50%.", /on all steel and aluminum to 50%/],
    // A template would name the one partner left out; his sentence is told instead.
    ["Tariffs on all countries other than Canada and Mexico will go up to 15% on August 1.", /on all countries other than Canada and Mexico/],
    // A condition the target must meet, told after the act: a threat.
    ["We are going to be hitting Russia with Secondary Tariffs on all oil coming out of Russia, 25% to 50%, if a deal can't be made.", /^Trump threatens/],
    [
      "Any Country that does business with the Islamic Republic of Iran will pay a Tariff of 25% on any and all business being done with the United States.",
      /any country that does business with the Islamic Republic of Iran/,
    ],
    ["I am directing the Secretary of the Interior to open up ANWR to drilling. Drill, Baby, Drill!", /open up ANWR to drilling/],
    ["We are taking the tariffs off of Beef, Coffee, and Bananas. Prices will come down!", /^Trump lifts tariffs on beef, coffee, and bananas\.$/],
    ["No Tariffs on Chips made in the USA!", /^Trump says no tariffs on chips made in the USA\.$/],
    ["We have agreed with China to a 12 month truce: Fentanyl tariffs cut to 10%, Rare Earths flowing.", /^Trump cuts the tariff on China to 10%/],
    // No rate, no date, no decision in the sentence: his words, never "sets".
    ["Four years ago, I put Tariffs on China and got a great deal. Sleepy Joe didn't enforce it!", /^Trump says four years ago/],
    ["The Tariffs on Steel are working. U.S. Steel is booming!", /^Trump says the tariffs on steel are working/],
    ["I will be announcing a major Tariff on Pharmaceuticals in the very near future.", /^Trump says he will be announcing a major tariff/],
    ["The 25% Tariff on Mexico stays in place until the Fentanyl stops!", /^Trump says the 25% tariff on Mexico stays in place/],
    [
      "Starting tomorrow, a 25% tariff will be imposed on all cars made outside of the United States. Japan, Korea and Germany will be hit hardest.",
      /^Trump sets a 25% tariff on all cars made abroad tomorrow\.$/,
    ],
    ["I am considering a 25% tariff on all Nicaraguan goods.", /^Trump says he is considering a 25% tariff on all Nicaraguan goods\.$/],
    ["Colombia will be hit with 25% tariffs, rising to 50% in one week, unless they accept the deportation flights.", /^Trump threatens Colombia/],
    ["Switzerland has agreed to a deal: the Tariff will come down from 39% to 15%.", /^Trump cuts the tariff on Switzerland from 39% to 15%/],
    ["Apple will pay a 25% tariff on iPhones not made in America.", /^Trump sets a 25% tariff on Apple’s iPhones made outside the U\.S\.$/],
    ["Any movie made outside the United States will be charged a 100% Tariff.", /^Trump sets a 100% tariff on movies made abroad\.$/],
    ["We have reached an agreement with Mexico to delay the 30% Tariff for 90 days.", /agreement with Mexico to delay the 30% tariff for 90 days/],
    [
      "Effective immediately, I am removing all Tariffs on Brazilian Beef, Coffee, and Orange Juice.",
      /^Trump lifts tariffs on Brazilian beef, coffee, and orange juice/,
    ],
    ["Peter Navarro is right: “Tariffs are a tax cut for America.”", /^Trump agrees with Peter Navarro: “Tariffs are a tax cut for America”\.$/],
    ["We just sank 11 Venezuelan drug boats. More to come!", /^Trump says the U\.S\. just sank 11 Venezuelan drug boats\.$/],
    ["Gold will not be Tariffed!", /^Trump says gold will not be tariffed\.$/],
    [
      "We will be putting a 10% tariff on all Canadian energy products, and 25% on everything else from Canada.",
      /10% tariff on all Canadian energy products, and 25% on everything else/,
    ],
    // A company's name with a lower-case word in it, or longer than its short name, keeps its capitals.
    ["Bank of America refused to do business with Conservatives. They should be ashamed!", /^Trump says Bank of America refused/],
    ["Lockheed Martin is doing a great job on the F-35.", /Lockheed Martin is doing/],
    // A demand told by a pronoun is told with the sentence that names the company.
    ["Walmart is going to raise prices. They should eat the tariffs!", /^Trump says Walmart is going to raise prices; they should eat the tariffs\.$/],
    // "Thanks to…, …" is "because of": no one is thanked.
    ["Thanks to our great tariffs, the Dow is up 2,000 points today.", /^Trump says thanks to America's great tariffs, the Dow is up/],
    ["We are working on a 50 year Mortgage. Thanks to our great team, homes will be affordable!", /^Trump says the U\.S\. is working on a 50 year mortgage\.$/],
    ["Apple will not be charged any Tariffs on iPhones made in India.", /^Trump says Apple will not be charged any tariffs on iPhones made in India\.$/],
    ["The Fed is a mess. Lisa Cook must go!", /Lisa Cook must go/],
    ["Kevin Warsh would be a great Fed Chairman, but I haven't decided yet.", /but he hasn't decided yet/],
    // A bloc's name is a name whole, not a nationality before a common noun.
    ["The European Union has agreed to extend the tariff truce with the United States.", /the European Union has agreed/],
  ])("%s", (content, want) => {
    expect(analyzeWithRules({ content }).summary).toMatch(want);
  });
});

describe("a conditional threat against an oil route or a trading partner", () => {
  test("without a time set it is at least Medium, and points crude up", () => {
    const a = analyzeWithRules({ content: ROUTE });
    expect(a.impact).toBe("Medium");
    expect(a.instruments.find((i) => i.symbol === "USO")?.direction).toBe("up");
  });

  test.each([
    ["immediately", ROUTE.replace("will be hit by", "will be hit immediately by")],
    ["a date", ROUTE.replace("If Iran", "Within 48 hours, if Iran")],
  ])("with %s it is High", (_what, content) => {
    expect(analyzeWithRules({ content }).impact).toBe("High");
  });

  test("a threatened tariff on a partner on a condition is at least Medium", () => {
    const a = analyzeWithRules({
      content: "If Canada does not drop its Digital Services Tax, we will put tariffs on everything they sell to the United States.",
    });
    expect(["Medium", "High"]).toContain(a.impact);
  });
});

/** What the analysis and the ideas name: a company by its name, a target the post names, a quoted piece that ends where a clause does. */
const NOTE_WORDS: [string, string, RegExp, RegExp][] = [
  [
    "a company agreeing is named, not its ticker",
    "Pfizer has agreed to sell drugs at Most Favored Nation prices. A great deal for Americans!",
    /^Pfizer agreed\b/,
    /\bPFE agreed\b/,
  ],
  [
    "a company the post does not name is not the talk's subject",
    "I just had a great call with President Xi of China. We discussed Trade, TikTok, and Fentanyl.",
    /^Talk on China\b/,
    /Oracle without/,
  ],
  [
    "'all of their goods' are the partner's goods, not goods called 'of their goods'",
    "If South Korea does not open its markets, we will be forced to put a 35% Tariff on all of their goods!",
    /tariff on South Korea\b/,
    /on of their goods/,
  ],
  [
    "'on top of existing tariffs' is no goods",
    "If China does not stop its Rare Earth export controls, we will impose a 100% Tariff on top of existing tariffs, starting November 1st.",
    /tariff on China\b/,
    /top of existing tariffs from/,
  ],
  [
    "'any Country aligning themselves' is not all countries, nor goods",
    "We will be imposing a 10% additional Tariff on any Country aligning themselves with the Anti-American policies of BRICS.",
    /^A 10% tariff\b/,
    /on all countries|country aligning themselves raises|imported country/,
  ],
  [
    "a quoted piece does not end on 'in'",
    "I have ordered a very successful attack on the three Nuclear sites in Iran, including Fordow, Natanz, and Esfahan.",
    /“attack on the three Nuclear sites”/,
    /\bin”/,
  ],
  ["nor on 'at this'", "We are not going to strike Iran at this time. They want to talk!", /“not going to strike Iran”/, /\bat this”/],
];

describe("the analysis and the ideas name what the post names", () => {
  test.each(NOTE_WORDS)("%s", (_what, content, want, never) => {
    const a = analyzeWithRules({ content });
    expect(a.marketAnalysis).toMatch(want);
    expect(`${a.marketAnalysis} ${a.tradingIdeas.join(" ")}`).not.toMatch(never);
  });
});

// Graded Medium as the score may grade it (its grade of this post sits near the Low / Medium border, so it is set here).
test("talk on a company graded Medium is on the company, not the place it names", () => {
  const a = analysisOf({ ...judge("Boeing is talking to Qatar Airways about a very big order. We will see!"), impact: "Medium" });
  expect(a.marketAnalysis).toStartWith("Talk on Boeing without a demand or a deal");
});
